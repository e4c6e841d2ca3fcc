import Foundation

/// Deep links on a SwiftUI navigation stack: a URL opens the screens it names, in order.
extension NavigationModel {
  /// Opens a deep link on this stack: every leading part of the URL's path that a view URL pattern matches becomes a
  /// screen, pushed in order, from the shortest to the whole URL.
  ///
  /// With `notes://notes`, `notes://notes/:id` and `notes://notes/:id/history` registered,
  /// `navigation.performURL("notes://notes/42/history")` leaves `path` as the list, the note 42 and its history.
  /// What the stack showed before is dismissed and popped first (those routers end as removed). Each screen is
  /// opened with `ZIKAnyViewRouter.performURL(_:path:completion:)`, so URL hooks, `userInfo` parameters (the query
  /// reaches every screen), AOP and handlers work as for any URL.
  /// - Parameters:
  ///   - url: Any string; one the whole of which no pattern matches changes nothing and reports an error.
  ///   - completion: Called once: `true` with the routers of the opened screens, bottom to top, or `false` with the
  ///     routers opened before the first failure and the error.
  public func performURL(
    _ url: String, completion: @escaping @MainActor (Bool, [ZIKAnyViewRouter], (any Error)?) -> Void = { _, _, _ in }
  ) {
    let prefixes = DeepLinkLevels.prefixes(of: url)
    guard let whole = prefixes.last, ZIKAnyViewRouter.routeFromURL(whole) != nil else {
      return completion(false, [], URLPerformFailure.noMatch(url))
    }
    let opened = prefixes.dropLast().filter { ZIKAnyViewRouter.routeFromURL($0) != nil } + [whole]
    dismissPresentation()
    popToRoot()
    open(opened[...], routers: [], completion: completion)
  }

  /// Opens a deep link on this stack; see ``performURL(_:completion:)``.
  /// - Returns: The routers of the opened screens, bottom to top.
  /// - Throws: The failure of the first screen that could not be opened, or an `invalidConfiguration` failure with
  ///   action `.toView` when no pattern matches.
  @discardableResult
  public func performURL(_ url: String) async throws(RouteFailure) -> [ZIKAnyViewRouter] {
    let result: Result<[ZIKAnyViewRouter], RouteFailure> = await withCheckedContinuation { continuation in
      performURL(url) { success, routers, error in
        if success {
          continuation.resume(returning: .success(routers))
        } else {
          continuation.resume(
            returning: .failure(RouteFailure(error ?? URLPerformFailure.noMatch(url), action: .toView)))
        }
      }
    }
    return try result.typedGet()
  }

  private func open(
    _ urls: ArraySlice<String>, routers: [ZIKAnyViewRouter],
    completion: @escaping @MainActor (Bool, [ZIKAnyViewRouter], (any Error)?) -> Void
  ) {
    guard let next = urls.first else { return completion(true, routers, nil) }
    // The completion may run before `performURL` returns the router (the model pushes at once) or later.
    let step = DeepLinkStep()
    let proceed: @MainActor (Bool, (any Error)?) -> Void = { [self] success, error in
      guard success, let router = step.router else {
        return completion(false, routers, error ?? URLPerformFailure.noMatch(next))
      }
      open(urls.dropFirst(), routers: routers + [router], completion: completion)
    }
    step.router = ZIKAnyViewRouter.performURL(next, path: .push(from: topScreen)) { success, _, _, error in
      if step.isStarted { proceed(success, error) } else { step.result = (success, error) }
    }
    step.isStarted = true
    if let result = step.result { proceed(result.success, result.error) }
  }
}

/// One screen of a deep link being opened: its router and, when the route ended before the router was returned, how.
@MainActor
private final class DeepLinkStep {
  var router: ZIKAnyViewRouter?
  var isStarted = false
  var result: (success: Bool, error: (any Error)?)?
}
