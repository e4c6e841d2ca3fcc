import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// `addAsSubview(from:)` and the route types a view router supports.
@MainActor @Suite struct ViewSubviewRouteTests {
  @Test(arguments: viewTestHosts) func addAsSubviewAddsTheDestinationToTheSourceViewAndRemovalTakesItOut(
    host: any ViewTestHost
  ) throws {
    try host.addAsSubviewAddsTheDestinationToTheSourceViewAndRemovalTakesItOut()
  }

  @Test(arguments: viewTestHosts) func addAsSubviewFromAControllerReturnsNoRouterAfterReportingInvalidSource(
    host: any ViewTestHost
  ) {
    host.addAsSubviewFromAControllerReturnsNoRouterAfterReportingInvalidSource()
  }

  @Test(arguments: viewTestHosts) func aRouteTypeMissingFromSupportedRouteTypesReturnsNoRouterWithUnsupportType(
    host: any ViewTestHost
  ) {
    host.aRouteTypeMissingFromSupportedRouteTypesReturnsNoRouterWithUnsupportType()
  }

  @Test(arguments: viewTestHosts) func aViewRouterMakesDestinationsSynchronously(host: any ViewTestHost) throws {
    try host.aViewRouterMakesDestinationsSynchronously()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func addAsSubviewAddsTheDestinationToTheSourceViewAndRemovalTakesItOut() throws {
    try Self.run { _ in
      let container = Self.makeView()
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

  @MainActor fileprivate func addAsSubviewFromAControllerReturnsNoRouterAfterReportingInvalidSource() {
    Self.run { log in
      let router = Router.perform(
        to: RoutableView<any BSubviewInput>(),
        path: .extensible(path: ZIKViewRoutePath(routeType: .addAsSubview, source: Self.makeController()))
      ) { config, _ in
        log.install(on: config)
      }
      #expect(router == nil)
      #expect(
        log.events == ["error Init 13", "completion false nil Init 13", "performerError Init 13", "global Init 13"])
    }
  }

  @MainActor fileprivate func aRouteTypeMissingFromSupportedRouteTypesReturnsNoRouterWithUnsupportType() {
    Self.run { log in
      let source = Self.makeController()
      _ = Self.navigation(home: source)
      let router = Router.perform(to: RoutableView<any BSubviewInput>(), path: .push(from: source)) { config, _ in
        log.install(on: config)
      }
      #expect(router == nil)
      #expect(
        log.events == ["error Init 11", "completion false nil Init 11", "performerError Init 11", "global Init 11"])
      #expect(!log.events.contains("B.destination"))
    }
  }

  @MainActor fileprivate func aViewRouterMakesDestinationsSynchronously() throws {
    try Self.run { _ in
      let routerType = try #require(Router.to(RoutableView<any BSubviewInput>()))
      #expect(routerType.canMakeDestination)
      #expect(routerType.canMakeDestinationSynchronously)
      let made = Router.makeDestination(to: RoutableView<any BSubviewInput>()) { $0.title = "made" }
      #expect(made?.title == "made")
      #expect((made as? BSubview)?.superview == nil)
    }
  }
}
