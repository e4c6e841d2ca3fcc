import Foundation

/// Navigation as data on every navigation host (the headless navigation controller, `UINavigationController`,
/// AppKit's glue, a SwiftUI ``NavigationModel``): print the current screen's URL, save the navigation as a
/// ``NavigationSnapshot``, restore it, and open deep links as one ``NavigationPlan``. Everything goes through
/// the `zix_` members and the normal routers, so AOP hooks, handlers and adapters apply.
extension ZIKNavigationHost {
  // MARK: - Reading

  /// The navigation above the host's root as a snapshot: its stack, then what its top presents, and so on.
  ///
  /// A screen that no view router showed, or whose router has neither a URL pattern its parameters fill nor a
  /// routable protocol, ends the snapshot: it and the screens above it are left out (see
  /// ``navigationSnapshotOrError()`` to learn why).
  /// - Returns: A snapshot of the current version.
  public func navigationSnapshot() -> NavigationSnapshot {
    NavigationSnapshot(entries: NavigationChain(of: self).identities().entries)
  }

  /// The navigation above the host's root as a snapshot, or why a screen of it cannot be named.
  /// - Returns: A snapshot naming every screen above the root.
  /// - Throws: ``NavigationError`` for the first screen that cannot be named.
  public func navigationSnapshotOrError() throws(NavigationError) -> NavigationSnapshot {
    let (entries, stop) = NavigationChain(of: self).identities()
    if let stop { throw stop }
    return NavigationSnapshot(entries: entries)
  }

  /// The URL of the screen on top (the top of the stack, or what is presented over it).
  ///
  /// ```swift
  /// try navigation.currentScreenURL()  // "notes://notes/42"
  /// ```
  /// - Returns: The URL its router's pattern gives with the screen's parameters; `performURL` opens it again.
  /// - Throws: ``NavigationError`` `notShownByRouter`, `noURLPattern`, or `missingURLParameter` naming the
  ///   parameter.
  public func currentScreenURL() throws(NavigationError) -> String {
    guard let top = NavigationChain(of: self).top else { throw .emptyStack }
    return try top.screenURL()
  }

  // MARK: - Planning

  /// The plan from the current navigation to `target`, refused as a whole when one of its screens does not resolve
  /// or its first step cannot run from the current state.
  /// - Parameter target: The navigation to reach.
  /// - Returns: A plan keeping the shared screens.
  /// - Throws: ``NavigationError`` `unresolvedScreen`, `invalidStep`, `snapshotTooDeep` or `emptyStack`.
  public func navigationPlan(to target: NavigationSnapshot) throws(NavigationError) -> NavigationPlan {
    try NavigationPlanner(host: self, target: target, dropsUnresolvedTail: false).plan()
  }

  /// The plan that restores `snapshot`: a screen that no longer resolves (a renamed or removed route, a URL that
  /// lost a parameter) is dropped with every screen above it, and the rest is restored.
  /// - Parameter snapshot: A saved navigation, typically read with ``NavigationSnapshot/init(decoding:)``.
  /// - Returns: A plan whose ``NavigationPlan/dropped`` and ``NavigationPlan/dropReason`` say what cannot come
  ///   back.
  /// - Throws: ``NavigationError`` `snapshotFromNewerVersion`, `snapshotTooDeep` or `emptyStack`.
  public func restorationPlan(for snapshot: NavigationSnapshot) throws(NavigationError) -> NavigationPlan {
    try NavigationPlanner(host: self, target: snapshot, dropsUnresolvedTail: true).plan()
  }

  /// The plan that opens a deep link naming several levels: every leading part of the URL's path that a view URL
  /// pattern matches becomes a pushed screen (with the URL's query), from the shortest to the whole URL.
  ///
  /// With `notes://notes`, `notes://notes/:id` and `notes://notes/:id/history` registered,
  /// `notes://notes/42/history` opens the list, the note and its history; screens already shown are kept.
  /// - Parameter url: Any string.
  /// - Returns: The plan from the current navigation.
  /// - Throws: ``NavigationError`` `unresolvedScreen` when no pattern matches the whole URL, or `invalidStep`.
  public func navigationPlan(forDeepLink url: String) throws(NavigationError) -> NavigationPlan {
    try navigationPlan(forURLs: DeepLinkLevels.levels(of: url))
  }

  /// The plan that shows `urls` pushed in order above the root, keeping the screens already shown.
  /// - Parameter urls: One URL per screen, bottom to top.
  /// - Returns: The plan from the current navigation.
  /// - Throws: ``NavigationError`` `unresolvedScreen` for the first URL no view pattern matches, `invalidStep`,
  ///   or `snapshotTooDeep`.
  public func navigationPlan(forURLs urls: [String]) throws(NavigationError) -> NavigationPlan {
    guard urls.count <= NavigationSnapshot.maximumEntryCount else { throw .snapshotTooDeep(entryCount: urls.count) }
    let target = NavigationSnapshot(entries: urls.map { NavigationSnapshot.Entry(.url($0), .push) })
    return try navigationPlan(to: target)
  }

  // MARK: - Applying

  /// Runs `plan`: checks that the navigation is still the one it was made from, pops and dismisses the screens
  /// above the kept ones, then opens the missing ones in order through their routers.
  ///
  /// When the navigation changed since the plan was made, or a transition is running, nothing changes. When a router
  /// fails to open a screen, the screens before it stay and the result says which failed.
  /// - Parameters:
  ///   - plan: A plan made by this host.
  ///   - completion: Called once, on the main actor, when the plan has run or stopped.
  public func apply(_ plan: NavigationPlan, completion: @escaping @MainActor (NavigationResult) -> Void) {
    NavigationPlanRunner(host: self, plan: plan, completion: completion).start()
  }

  /// Runs `plan`; see ``apply(_:completion:)``.
  /// - Parameter plan: A plan made by this host.
  /// - Returns: What is shown now and what is not.
  public func apply(_ plan: NavigationPlan) async -> NavigationResult {
    await withCheckedContinuation { continuation in
      apply(plan) { continuation.resume(returning: $0) }
    }
  }

  /// Restores `snapshot` as one plan: the screens it shares with the current navigation stay, the others are
  /// replaced, and a screen that no longer resolves is dropped with every screen above it.
  ///
  /// ```swift
  /// if let data = savedData, let snapshot = try? NavigationSnapshot(decoding: data) {
  ///   navigation.restoreNavigation(from: snapshot) { result in
  ///     if let problem = result.problem { print(problem) }  // one line; the rest is restored
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - snapshot: A saved navigation.
  ///   - completion: Called once with what is shown and what was dropped, and why.
  public func restoreNavigation(
    from snapshot: NavigationSnapshot, completion: @escaping @MainActor (NavigationResult) -> Void = { _ in }
  ) {
    do {
      apply(try restorationPlan(for: snapshot), completion: completion)
    } catch {
      let shown = NavigationChain(of: self).identities().entries
      completion(NavigationResult(shown: shown, dropped: snapshot.entries, problem: error))
    }
  }

  /// Restores `snapshot`; see ``restoreNavigation(from:completion:)``.
  /// - Parameter snapshot: A saved navigation.
  /// - Returns: What is shown now, and what was dropped and why.
  @discardableResult
  public func restoreNavigation(from snapshot: NavigationSnapshot) async -> NavigationResult {
    await withCheckedContinuation { continuation in
      restoreNavigation(from: snapshot) { continuation.resume(returning: $0) }
    }
  }

  /// Opens a deep link as one plan (see ``navigationPlan(forDeepLink:)``): refused as a whole, with nothing changed,
  /// when a level does not resolve.
  /// - Parameters:
  ///   - url: Any string.
  ///   - completion: Called once with the outcome; a refused plan reports its error as the problem.
  public func openDeepLink(_ url: String, completion: @escaping @MainActor (NavigationResult) -> Void = { _ in }) {
    do {
      apply(try navigationPlan(forDeepLink: url), completion: completion)
    } catch {
      let shown = NavigationChain(of: self).identities().entries
      completion(NavigationResult(shown: shown, dropped: [], problem: error))
    }
  }
}

/// The URL of any screen a view router showed, on any host.
extension ZIKViewControllerHost {
  /// The URL that opens this screen again: its router's URL pattern filled with its parameters.
  ///
  /// ```swift
  /// try navigation.viewControllers[1].screenURL()  // "notes://notes/42", whatever is pushed or presented above it
  /// ```
  /// - Returns: The URL; `performURL` opens the same screen with the same parameters.
  /// - Throws: ``NavigationError`` `notShownByRouter`, `noURLPattern`, or `missingURLParameter` naming the
  ///   parameter.
  public func screenURL() throws(NavigationError) -> String {
    guard let record = ShownScreens.record(of: self) else { throw .notShownByRouter(self) }
    return try record.url()
  }
}

/// The levels of a deep link: the leading parts of its path that a view URL pattern matches, each with the query.
@MainActor
enum DeepLinkLevels {
  /// `s://h/a/b?q` gives those of `s://h?q`, `s://h/a?q`, `s://h/a/b?q` that a pattern matches, and always the
  /// whole URL last (so a URL no pattern matches is reported as such). A URL of more than
  /// ``NavigationSnapshot/maximumEntryCount`` segments gives itself alone.
  static func levels(of url: String) -> [String] {
    // Counted before the prefixes are built: a hostile URL of many segments would make them quadratic.
    let slashCount = url.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
    guard slashCount <= NavigationSnapshot.maximumEntryCount + 2 else { return [url] }
    let prefixes = prefixes(of: url)
    let matcher = ZIKRouteRegistry.current.urlMatcher(\.views)
    return prefixes.dropLast().filter { matcher.resultForURL($0) != nil } + [url]
  }

  /// The leading parts of a URL's path, each with the URL's query: `s://h/a/b?q` gives `s://h?q`, `s://h/a?q`,
  /// `s://h/a/b?q`. A string without `://` or a host gives itself.
  nonisolated static func prefixes(of url: String) -> [String] {
    guard let schemeEnd = url.range(of: "://") else { return [url] }
    let rest = url[schemeEnd.upperBound...]
    let queryStart = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
    let query = rest[queryStart...]
    let parts = rest[..<queryStart].split(separator: "/")
    guard let host = parts.first else { return [url] }
    var current = String(url[..<schemeEnd.upperBound]) + host
    var prefixes = [current + query]
    for segment in parts.dropFirst() {
      current += "/" + segment
      prefixes.append(current + query)
    }
    return prefixes
  }
}
