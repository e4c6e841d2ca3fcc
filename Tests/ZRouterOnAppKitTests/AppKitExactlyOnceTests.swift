import AppKitModel
import Testing
import ZRouter

@testable import ZRouterCore

/// Every completion, handler, state notifier and AOP hook runs exactly once per action, for each AppKit route and
/// each way it ends: the router's `removeRoute`, and what AppKit or the app does (a sheet the app dismisses, a
/// window's close button, a closed window, a parent dropping its child). Nothing runs again on later events.
@MainActor @Suite struct AppKitExactlyOnceTests {
  enum Route: String, CaseIterable, Sendable {
    case sheet, modalWindow, animator, show, child, custom
  }

  enum Ending: String, CaseIterable, Sendable {
    /// `removeRoute(completion:)`.
    case removeRoute
    /// The app dismisses the presented controller (`dismiss(nil)`: a Cancel button, Escape).
    case appDismisses
    /// The close button of the destination's own window (`performClose(_:)`).
    case closeButton
    /// The main window, which shows the source, closes (`close()`).
    case mainWindowCloses
    /// The parent drops the child (its view out first, then `removeFromParent()`).
    case parentDrops
  }

  /// The endings each route has on AppKit.
  nonisolated static let endings: [Route: [Ending]] = [
    .sheet: [.removeRoute, .appDismisses, .mainWindowCloses],
    .modalWindow: [.removeRoute, .appDismisses, .closeButton],
    .animator: [.removeRoute, .appDismisses],
    .show: [.removeRoute, .closeButton],
    .child: [.removeRoute, .parentDrops, .mainWindowCloses],
    .custom: [.removeRoute],
  ]

  nonisolated static var cases: [(Route, Ending)] {
    Route.allCases.flatMap { route in endings[route, default: []].map { (route, $0) } }
  }

  static func path(_ route: Route, from main: MainWindow) -> ViewRoutePath {
    switch route {
    case .sheet: .presentAsSheet(from: main.root)
    case .modalWindow: .presentModally(from: main.root)
    case .animator: .present(from: main.root, animator: OverlayAnimator())
    case .show: .show
    case .child: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: main.root))
    case .custom: .custom(from: main.root)
    }
  }

  /// How many times each event was recorded.
  static func counts(_ log: AppKitRouteLog) -> [String: Int] {
    log.events.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  @Test(arguments: cases)
  func eachCallbackRunsOncePerAction(_ route: Route, _ ending: Ending) async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try #require(
        Router.perform(
          to: RoutableView<any NoteScreenInput>(), path: Self.path(route, from: main),
          configuring: { config, _ in
            log.install(on: config)
            config.successHandler = { _ in log.record("perform.success") }
            config.completionHandler = { success, _, _, _ in log.record("perform.completion \(success)") }
          },
          removing: { config in
            log.install(onRemoval: config)
            config.completionHandler = { success, _, _ in log.record("remove.completion \(success)") }
          }))
      await AppKitRouting.settle()
      let sendsAOP = route != .child
      var performed = [
        "state routing": 1, "state routed": 1, "perform.success": 1, "perform.completion true": 1,
      ]
      if sendsAOP { performed.merge(["willPerform": 1, "didPerform": 1]) { $1 } }
      #expect(Self.counts(log) == performed, "\(route) perform")
      let screen = try #require(log.lastDestination as? NoteScreen)
      log.clear()

      switch ending {
      case .removeRoute:
        router.removeRoute { success, _, _ in log.record("call.completion \(success)") }
      case .appDismisses: screen.dismiss(nil)
      case .closeButton: screen.view.window?.performClose(nil)
      case .mainWindowCloses: main.window.close()
      case .parentDrops:
        screen.view.removeFromSuperview()
        screen.removeFromParent()
      }
      for _ in 0..<3 { await AppKitRouting.settle() }
      #expect(router.state == .removed, "\(route) \(ending)")
      var removed = [
        "state removing": 1, "state removed": 1, "remove.success": 1, "remove.completion true": 1,
      ]
      if sendsAOP { removed.merge(["willRemove": 1, "didRemove": 1]) { $1 } }
      if ending == .removeRoute { removed["call.completion true"] = 1 }
      #expect(Self.counts(log) == removed, "\(route) \(ending)")

      // Later events and actions run nothing of this route again.
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      main.window.close()
      for _ in 0..<3 { await AppKitRouting.settle() }
      #expect(Self.counts(log) == removed, "\(route) \(ending), later")
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }
}
