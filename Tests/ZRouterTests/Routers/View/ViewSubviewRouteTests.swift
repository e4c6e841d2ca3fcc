import Foundation
import Testing
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// `addAsSubview(from:)` and the route types a view router supports.
@MainActor @Suite struct ViewSubviewRouteTests {
  @Test func addAsSubviewAddsTheDestinationToTheSourceViewAndRemovalTakesItOut() throws {
    try ViewFixtureRegistry.run { _ in
      let container = TestView()
      var kept: (any BSubviewInput)?
      let router = try #require(
        Router.perform(to: RoutableView<any BSubviewInput>(), path: .addAsSubview(from: container)) { config, _ in
          config.successHandler = { kept = $0 }
        })
      let destination = try #require(kept as? BSubview)
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .addAsSubview)
      #expect(destination.superview === container)
      #expect(router.canRemove)
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(destination.superview == nil)
      #expect(container.subviews.isEmpty)
    }
  }

  @Test func addAsSubviewFromAControllerReturnsNoRouterAfterReportingInvalidSource() {
    ViewFixtureRegistry.run { log in
      let router = Router.perform(
        to: RoutableView<any BSubviewInput>(),
        path: .extensible(path: ZIKViewRoutePath(routeType: .addAsSubview, source: TestViewController()))
      ) { config, _ in
        log.install(on: config)
      }
      #expect(router == nil)
      #expect(
        log.events == ["error Init 13", "completion false nil Init 13", "performerError Init 13", "global Init 13"])
    }
  }

  @Test func aRouteTypeMissingFromSupportedRouteTypesReturnsNoRouterWithUnsupportType() {
    ViewFixtureRegistry.run { log in
      let source = TestViewController()
      _ = TestStage.navigation(home: source)
      let router = Router.perform(to: RoutableView<any BSubviewInput>(), path: .push(from: source)) { config, _ in
        log.install(on: config)
      }
      #expect(router == nil)
      #expect(
        log.events == ["error Init 11", "completion false nil Init 11", "performerError Init 11", "global Init 11"])
      #expect(!log.events.contains("B.destination"))
    }
  }

  @Test func aViewRouterMakesDestinationsSynchronously() throws {
    try ViewFixtureRegistry.run { _ in
      let routerType = try #require(Router.to(RoutableView<any BSubviewInput>()))
      #expect(routerType.canMakeDestination)
      #expect(routerType.canMakeDestinationSynchronously)
      let made = Router.makeDestination(to: RoutableView<any BSubviewInput>()) { $0.title = "made" }
      #expect(made?.title == "made")
      #expect((made as? BSubview)?.superview == nil)
    }
  }
}
