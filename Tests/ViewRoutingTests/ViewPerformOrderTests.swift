import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// The perform and removal pipelines of view routers, AOP included.
@MainActor @Suite struct ViewPerformOrderTests {
  @Test(arguments: viewTestHosts)
  func pushRunsPreparationThenAOPThenTheHostOperationThenStateThenHandlersInTheDocumentedOrder(host: any ViewTestHost)
    throws
  {
    try host.pushRunsPreparationThenAOPThenTheHostOperationThenStateThenHandlersInTheDocumentedOrder()
  }

  @Test(arguments: viewTestHosts) func presentSendsWillPerformBeforeTheHostPresentsAndDidPerformBeforeTheHandlers(
    host: any ViewTestHost
  ) throws {
    try host.presentSendsWillPerformBeforeTheHostPresentsAndDidPerformBeforeTheHandlers()
  }

  @Test(arguments: viewTestHosts) func aNilDestinationFailsWithDestinationUnavailableAndRunsTheFailureHandlersInOrder(
    host: any ViewTestHost
  ) throws {
    try host.aNilDestinationFailsWithDestinationUnavailableAndRunsTheFailureHandlersInOrder()
  }

  @Test(arguments: viewTestHosts) func aRejectedPushRunsNoPreparationAndNoAOP(host: any ViewTestHost) throws {
    try host.aRejectedPushRunsNoPreparationAndNoAOP()
  }

  @Test(arguments: viewTestHosts) func removingAPushRunsTheRemovalPipelineInTheDocumentedOrder(host: any ViewTestHost)
    throws
  {
    try host.removingAPushRunsTheRemovalPipelineInTheDocumentedOrder()
  }

  @Test(arguments: viewTestHosts) func removingAPresentationDismissesBetweenWillRemoveAndTheRemovedState(
    host: any ViewTestHost
  ) throws {
    try host.removingAPresentationDismissesBetweenWillRemoveAndTheRemovedState()
  }

  @Test(arguments: viewTestHosts) func aopReachesEveryRouterClassRegisteredForTheDestinationClass(
    host: any ViewTestHost
  ) throws {
    try host.aopReachesEveryRouterClassRegisteredForTheDestinationClass()
  }

  @Test(arguments: viewTestHosts) func aopMatchesAnInstanceOfASubclassOfTheRegisteredClass(host: any ViewTestHost)
    throws
  {
    try host.aopMatchesAnInstanceOfASubclassOfTheRegisteredClass()
  }

  @Test(arguments: viewTestHosts) func aopIsSentForSubviewAndCustomRoutesToTheirRouters(host: any ViewTestHost) throws {
    try host.aopIsSentForSubviewAndCustomRoutesToTheirRouters()
  }

  @Test(arguments: viewTestHosts) func aopIsNotSentForChildViewControllerRoutes(host: any ViewTestHost) throws {
    try host.aopIsNotSentForChildViewControllerRoutes()
  }

  @Test(arguments: viewTestHosts) func aopIsNotSentForMakeDestination(host: any ViewTestHost) {
    host.aopIsNotSentForMakeDestination()
  }

  @Test(arguments: viewTestHosts) func aopIsNotSentForPrepareOnDestination(host: any ViewTestHost) {
    host.aopIsNotSentForPrepareOnDestination()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func pushRunsPreparationThenAOPThenTheHostOperationThenStateThenHandlersInTheDocumentedOrder()
    throws
  {
    try Self.run { log in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          log.install(on: config)
          config.prepareDestination = { _ in log.record("caller.prepareDestination") }
        })
      Self.settle()
      #expect(
        log.events == [
          "state routing", "A.destination", "caller.prepareDestination", "A.prepareDestination",
          "A.didFinishPrepareDestination", "A.willPerform", "Observer.willPerform", "host.joinedParent", "state routed",
          "A.didPerform", "Observer.didPerform", "success", "completion true destination PerformRoute",
          "performerSuccess",
        ])
      #expect(router.state == .routed)
      #expect(navigation.viewControllers.count == 2)
    }
  }

  @MainActor fileprivate func presentSendsWillPerformBeforeTheHostPresentsAndDidPerformBeforeTheHandlers() throws {
    try Self.run { log in
      let source = Self.onScreen(Self.makeLoggingSource())
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      Self.settle()
      #expect(
        log.events == [
          "state routing", "A.destination", "A.prepareDestination", "A.didFinishPrepareDestination", "A.willPerform",
          "Observer.willPerform", "host.present", "state routed", "A.didPerform", "Observer.didPerform", "success",
          "completion true destination PerformRoute", "performerSuccess",
        ])
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
    }
  }

  @MainActor fileprivate func aNilDestinationFailsWithDestinationUnavailableAndRunsTheFailureHandlersInOrder() throws {
    try Self.run { log in
      let source = Self.onScreen(Self.makeLoggingSource())
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
          config.prepareDestination = { _ in log.record("caller.prepareDestination") }
          config.addUserInfo(forKey: "fail", object: true)
        })
      Self.settle()
      #expect(
        log.events == [
          "state routing", "A.destination", "state unrouted", "error PerformRoute 2",
          "completion false nil PerformRoute 2",
          "performerError PerformRoute 2", "global PerformRoute 2",
        ])
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.destinationUnavailable.rawValue)
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func aRejectedPushRunsNoPreparationAndNoAOP() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          log.install(on: config)
          config.prepareDestination = { _ in log.record("caller.prepareDestination") }
        })
      Self.settle()
      #expect(
        log.events == [
          "state routing", "A.destination", "state unrouted", "error PerformRoute 13",
          "completion false nil PerformRoute 13",
          "performerError PerformRoute 13", "global PerformRoute 13",
        ])
      #expect(router.state == .unrouted)
    }
  }

  @MainActor fileprivate func removingAPushRunsTheRemovalPipelineInTheDocumentedOrder() throws {
    try Self.run { log in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          config.stateNotifier = { _, new in log.record("state \(new)") }
        })
      Self.settle()
      log.clear()
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      Self.settle()
      #expect(
        log.events == [
          "state removing", "remove.prepareDestination", "A.willRemove", "Observer.willRemove", "host.leftParent",
          "state removed", "A.didRemove", "Observer.didRemove", "remove.success", "remove.completion true RemoveRoute",
          "remove.performerSuccess",
        ])
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [source])
    }
  }

  @MainActor fileprivate func removingAPresentationDismissesBetweenWillRemoveAndTheRemovedState() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.stateNotifier = { _, new in log.record("state \(new)") }
        })
      Self.settle()
      log.clear()
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      Self.settle()
      #expect(
        log.events == [
          "state removing", "remove.prepareDestination", "A.willRemove", "Observer.willRemove", "host.dismiss",
          "state removed", "A.didRemove", "Observer.didRemove", "remove.success", "remove.completion true RemoveRoute",
          "remove.performerSuccess",
        ])
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func aopReachesEveryRouterClassRegisteredForTheDestinationClass() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      router.removeRoute()
      Self.settle()
      #expect(
        log.events.filter { $0.contains(".will") || $0.contains(".did") && !$0.contains("didFinish") } == [
          "A.willPerform", "Observer.willPerform", "A.didPerform", "Observer.didPerform", "A.willRemove",
          "Observer.willRemove", "A.didRemove", "Observer.didRemove",
        ])
    }
  }

  @MainActor fileprivate func aopMatchesAnInstanceOfASubclassOfTheRegisteredClass() throws {
    try Self.run { log in
      let source = Self.screen()
      let destination = Self.makeASub()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: Self.input(destination), path: .presentModally(from: source)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(log.events.contains("A.willPerform"))
      #expect(log.events.contains("Observer.willPerform"))
      #expect(log.events.contains("Observer.didPerform"))
      #expect(source.presentedViewController === destination)
    }
  }

  @MainActor fileprivate func aopIsSentForSubviewAndCustomRoutesToTheirRouters() throws {
    try Self.run { log in
      let container = Self.makeView()
      let subviewRouter = try #require(
        Router.perform(to: RoutableView<any BSubviewInput>(), path: .addAsSubview(from: container)))
      Self.settle()
      subviewRouter.removeRoute()
      Self.settle()
      #expect(
        log.events.filter { $0.hasPrefix("B.will") || $0.hasPrefix("B.did") } == [
          "B.willPerform", "B.didPerform", "B.willRemove", "B.didRemove",
        ])
      log.clear()
      let source = Self.screen()
      let customRouter = try #require(Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)))
      Self.settle()
      customRouter.removeRoute()
      Self.settle()
      #expect(
        log.events.filter { $0.hasPrefix("C.will") || $0.hasPrefix("C.did") } == [
          "C.willPerform", "C.didPerform", "C.willRemove", "C.didRemove",
        ])
    }
  }

  @MainActor fileprivate func aopIsNotSentForChildViewControllerRoutes() throws {
    try Self.run { log in
      let source = Self.screen()
      let path = ViewRoutePath.addAsChildViewController(from: source) { child, completion in
        source.hostView.addSubview(Self.controller(child).hostView)
        completion()
      }
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: path))
      Self.settle()
      #expect(router.state == .routed)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(log.events.filter { $0.contains("will") || $0.contains("didPerform") || $0.contains("didRemove") } == [])
    }
  }

  @MainActor fileprivate func aopIsNotSentForMakeDestination() {
    Self.run { log in
      let made = Router.makeDestination(to: RoutableView<any AViewInput>())
      let router = Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination)
      Self.settle()
      #expect(made != nil)
      #expect(router?.state == .routed)
      #expect(log.events.filter { $0.contains("will") || $0.contains("didPerform") } == [])
    }
  }

  @MainActor fileprivate func aopIsNotSentForPrepareOnDestination() {
    Self.run { log in
      let destination = Self.makeA()
      let router = Router.to(RoutableView<any AViewInput>())?.prepare(destination: Self.input(destination))
      #expect(router?.state == .routed)
      #expect(log.events == ["A.prepareDestination", "A.didFinishPrepareDestination"])
    }
  }
}
