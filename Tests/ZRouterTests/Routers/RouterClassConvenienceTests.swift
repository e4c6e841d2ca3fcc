import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// The original's class-level entry points on router subclasses: `EditorViewRouter.perform(path:configuring:)`,
/// `EditorViewRouter.makeDestination()` and the service twins, with the same semantics as going through `Router`.
@MainActor @Suite struct ViewRouterClassConvenienceTests {
  @Test func performPathConfiguringReturnsTheTypedRouterAfterTheSameHandlersAsRouter() throws {
    try ViewFixtureRegistry.run { log in
      let source = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: source)
      let router: AViewRouter = try #require(
        AViewRouter.perform(
          path: .push(from: source),
          configuring: { config in
            config.title = "class"
            config.successHandler = { _ in log.record("success") }
          }))
      #expect(router.state == .routed)
      #expect(router.configuration.title == "class")
      #expect(navigation.viewControllers.count == 2)
      #expect((navigation.topViewController as? AViewController)?.title == "class")
      let viaClass = log.events
      log.clear()
      let pushed = try #require(router.destination)
      Router.perform(to: RoutableViewModule<any AViewModuleInput>(), path: .push(from: pushed)) {
        config, prepareModule in
        prepareModule { $0.title = "class" }
        config.successHandler = { _ in log.record("success") }
      }
      #expect(log.events == viaClass)
    }
  }

  @Test func everyPerformShapeWorks() throws {
    try ViewFixtureRegistry.run { log in
      let container = HeadlessView()
      var received: [String] = []
      BSubviewRouter.perform(path: .addAsSubview(from: container))
      BSubviewRouter.perform(
        path: .addAsSubview(from: container), successHandler: { received.append("success \($0.title ?? "-")") })
      BSubviewRouter.perform(
        path: .addAsSubview(from: container),
        completion: { success, destination, _, _ in
          received.append("completion \(success) \(destination.map { "\(type(of: $0))" } ?? "nil")")
        })
      BSubviewRouter.perform(path: .addAsSubview(from: container), preparation: { $0.title = "prepared" })
      let removable = try #require(
        BSubviewRouter.perform(
          path: .addAsSubview(from: container), configuring: { _ in },
          removing: { config in config.successHandler = { received.append("removed") } }))
      removable.removeRoute()
      #expect(container.subviews.count == 4)
      #expect((container.subviews.last as? BSubview)?.title == "prepared")
      #expect(received == ["success -", "completion true BSubview", "removed"])
      _ = log
    }
  }

  @Test func aRejectedPathReturnsNilAfterTheInitHandlersAsRouterDoes() {
    ViewFixtureRegistry.run { log in
      let router = AViewRouter.perform(
        path: .addAsSubview(from: HeadlessView()),
        configuring: { config in
          config.errorHandler = { action, error in log.record("error \(ViewEventLog.describe(action, error))") }
        })
      #expect(router == nil)
      #expect(log.events == ["error Init 11", "global Init 11"])
    }
  }

  @Test func makeDestinationGivesThePreparedDestinationOrNil() {
    ViewFixtureRegistry.run { log in
      let made: AViewController? = AViewRouter.makeDestination()
      #expect(made != nil)
      #expect(AViewRouter.makeDestination(preparation: { $0.title = "prepared" })?.title == "prepared")
      #expect(AViewRouter.makeDestination(configuring: { $0.title = "configured" })?.title == "configured")
      log.clear()
      #expect(AViewRouter.makeDestination(configuring: { $0.addUserInfo(forKey: "fail", object: true) }) == nil)
      #expect(log.events == ["A.destination", "global PerformRoute 2"])
      log.clear()
      #expect(CCustomViewRouter.makeDestination() != nil)
      #expect(BSubviewRouter.makeDestination() != nil)
    }
  }
}

/// The service twins of ``ViewRouterClassConvenienceTests``.
@MainActor @Suite struct ServiceRouterClassConvenienceTests {
  @Test func performConfiguringReturnsTheTypedRouterAfterTheSameHandlersAsRouter() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      var kept: ProbeService?
      let router: ProbeServiceRouter = try #require(
        ProbeServiceRouter.perform(configuring: { config in
          config.log = log
          config.prepareDestination = { ($0 as? ProbeService)?.note = "class" }
          config.successHandler = { kept = $0 as? ProbeService }
        }))
      #expect(router.state == .routed)
      #expect(kept?.note == "class")
      let viaClass = log.events
      log.clear()
      Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.probe.log = log
          config.prepareDestination = { $0.note = "class" }
        })
      #expect(log.events == viaClass)
    }
  }

  @Test func everyPerformShapeWorks() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { RemovableServiceRouter.registerRoutableDestination() }) {
      var received: [String] = []
      var kept: [RemovableService] = []
      ProbeServiceRouter.perform().map { _ in received.append("unregistered class performs too") }
      RemovableServiceRouter.perform(successHandler: {
        kept.append($0)
        received.append("success")
      })
      RemovableServiceRouter.perform(completion: { success, destination, _, _ in
        received.append("completion \(success) \(destination.map { "\(type(of: $0))" } ?? "nil")")
      })
      RemovableServiceRouter.perform(preparation: { kept.append($0) })
      let removable = try #require(
        RemovableServiceRouter.perform(
          configuring: { config in config.successHandler = { kept.append($0 as! RemovableService) } },
          removing: { config in config.successHandler = { received.append("removed") } }))
      removable.removeRoute()
      #expect(
        received == ["unregistered class performs too", "success", "completion true RemovableService", "removed"])
      #expect(kept.count == 3)
    }
  }

  @Test func makeDestinationGivesThePreparedDestinationOrNil() {
    ZIKRouteRegistry.withTestRegistry(registering: { ProbeServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let made: ProbeService? = ProbeServiceRouter.makeDestination()
      #expect(made != nil)
      #expect(ProbeServiceRouter.makeDestination(preparation: { $0.note = "prepared" })?.note == "prepared")
      #expect(
        ProbeServiceRouter.makeDestination(configuring: {
          $0.prepareDestination = { ($0 as? ProbeService)?.note = "configured" }
        })?.note == "configured")
      #expect(ProbeServiceRouter.makeDestination(configuring: { $0.failsToMakeDestination = true }) == nil)
      #expect(log.events == ["global(performRoute,2)"])
    }
  }
}
