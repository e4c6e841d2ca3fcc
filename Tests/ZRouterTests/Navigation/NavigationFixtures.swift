import Foundation

@testable import ZRouterCore

// Screens of a small notes app on the headless host, for navigation-as-data tests: a list and a note with URL
// patterns (the note exposes its id through URLParameterSource), a history whose id comes from the URL's
// parameters in userInfo, settings reachable only by a routable protocol, and a presented composer.

/// The note list's routable protocol.
@MainActor protocol NavListInput: AnyObject {}
extension RoutableView where Protocol == any NavListInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A note's routable protocol.
@MainActor protocol NavNoteInput: AnyObject {
  var noteID: String { get set }
}
extension RoutableView where Protocol == any NavNoteInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A note's history.
@MainActor protocol NavHistoryInput: AnyObject {}
extension RoutableView where Protocol == any NavHistoryInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The settings screen: no URL pattern, so it is named by this protocol.
@MainActor protocol NavSettingsInput: AnyObject {}
extension RoutableView where Protocol == any NavSettingsInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The composer, presented modally.
@MainActor protocol NavComposerInput: AnyObject {}
extension RoutableView where Protocol == any NavComposerInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class NavListViewController: HeadlessViewController, NavListInput {}

final class NavNoteViewController: HeadlessViewController, NavNoteInput, URLParameterSource {
  var noteID = ""
  var urlParameters: [String: String] { ["id": noteID] }
}

final class NavHistoryViewController: HeadlessViewController, NavHistoryInput {}
final class NavSettingsViewController: HeadlessViewController, NavSettingsInput {}
final class NavComposerViewController: HeadlessViewController, NavComposerInput {}

/// The routes of the fixtures, and a host to show them on.
@MainActor
enum NavigationFixtures {
  static let listPattern = "nav://notes"
  static let notePattern = "nav://notes/:id"
  static let historyPattern = "nav://notes/:id/history"
  static let composerPattern = "nav://compose/:topic"

  /// Registers the routes; `historyPattern` lets a test rename the history's pattern, `settings` remove settings.
  static func register(historyPattern: String? = NavigationFixtures.historyPattern, settings: Bool = true) {
    ZIKViewRoute<NavListViewController, ViewRouteConfig>
      .make(withDestination: NavListViewController.self) { _, _ in NavListViewController() }
      .register(RoutableView<any NavListInput>())
      .registerURLPattern(listPattern)
    ZIKViewRoute<NavNoteViewController, ViewRouteConfig>
      .make(withDestination: NavNoteViewController.self) { _, _ in NavNoteViewController() }
      .prepareDestination { note, config, _ in
        if let id = config.userInfo["id"] as? String { note.noteID = id }
      }
      .register(RoutableView<any NavNoteInput>())
      .registerURLPattern(notePattern)
    let history = ZIKViewRoute<NavHistoryViewController, ViewRouteConfig>
      .make(withDestination: NavHistoryViewController.self) { _, _ in NavHistoryViewController() }
      .register(RoutableView<any NavHistoryInput>())
    if let historyPattern { history.registerURLPattern(historyPattern) }
    if settings {
      ZIKViewRoute<NavSettingsViewController, ViewRouteConfig>
        .make(withDestination: NavSettingsViewController.self) { _, _ in NavSettingsViewController() }
        .register(RoutableView<any NavSettingsInput>())
    }
    ZIKViewRoute<NavComposerViewController, ViewRouteConfig>
      .make(withDestination: NavComposerViewController.self) { _, _ in NavComposerViewController() }
      .register(RoutableView<any NavComposerInput>())
      .registerURLPattern(composerPattern)
  }

  /// Runs `body` in an isolated registry holding the routes `register` makes.
  static func run<R>(registering: () -> Void = { register() }, _ body: () throws -> R) rethrows -> R {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      registering()
      ZIKRouteRegistry.notifyRegistrationFinished()
      return try body()
    }
  }

  /// The async twin of `run(registering:_:)`, for deferred transitions.
  static func run<R>(registering: () -> Void = { register() }, _ body: () async throws -> R) async rethrows -> R {
    try await ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      registering()
      ZIKRouteRegistry.notifyRegistrationFinished()
      return try await body()
    }
  }

  /// A navigation controller with a plain root, as an app shows at launch.
  static func makeHost() -> HeadlessNavigationController {
    HeadlessNavigationController(rootViewController: HeadlessViewController())
  }

  /// Applies `plan` on `host` and returns the result (the headless host and the routes finish at once).
  static func applyNow(_ plan: NavigationPlan, on host: any ZIKNavigationHost) -> NavigationResult? {
    var outcome: NavigationResult?
    host.apply(plan) { outcome = $0 }
    return outcome
  }

  /// Restores `snapshot` on `host` and returns the result.
  static func restoreNow(_ snapshot: NavigationSnapshot, on host: any ZIKNavigationHost) -> NavigationResult? {
    var outcome: NavigationResult?
    host.restoreNavigation(from: snapshot) { outcome = $0 }
    return outcome
  }

  /// The controller on top of `host`'s navigation (presented ones included).
  static func top(of host: any ZIKNavigationHost) -> any ZIKViewControllerHost {
    NavigationChain(of: host).top ?? host
  }

  /// The controllers above `host`'s root, bottom to top.
  static func controllers(of host: any ZIKNavigationHost) -> [any ZIKViewControllerHost] {
    NavigationChain(of: host).links.map(\.controller)
  }
}
