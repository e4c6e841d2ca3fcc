import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// The perform and removal pipelines of view routers, AOP included.
@MainActor @Suite struct ViewPerformOrderTests {
  @Test func pushRunsPreparationThenAOPThenTheHostOperationThenStateThenHandlersInTheDocumentedOrder() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          log.install(on: config)
          config.prepareDestination = { _ in log.record("caller.prepareDestination") }
        })
      TestStage.settle()
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

  @Test func presentSendsWillPerformBeforeTheHostPresentsAndDidPerformBeforeTheHandlers() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.onScreen(LoggingSourceViewController())
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      TestStage.settle()
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

  @Test func aNilDestinationFailsWithDestinationUnavailableAndRunsTheFailureHandlersInOrder() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.onScreen(LoggingSourceViewController())
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
          config.prepareDestination = { _ in log.record("caller.prepareDestination") }
          config.addUserInfo(forKey: "fail", object: true)
        })
      TestStage.settle()
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

  @Test func aRejectedPushRunsNoPreparationAndNoAOP() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          log.install(on: config)
          config.prepareDestination = { _ in log.record("caller.prepareDestination") }
        })
      TestStage.settle()
      #expect(
        log.events == [
          "state routing", "A.destination", "state unrouted", "error PerformRoute 13",
          "completion false nil PerformRoute 13",
          "performerError PerformRoute 13", "global PerformRoute 13",
        ])
      #expect(router.state == .unrouted)
    }
  }

  @Test func removingAPushRunsTheRemovalPipelineInTheDocumentedOrder() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: source)) { config, _ in
          config.stateNotifier = { _, new in log.record("state \(new)") }
        })
      TestStage.settle()
      log.clear()
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      TestStage.settle()
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

  @Test func removingAPresentationDismissesBetweenWillRemoveAndTheRemovedState() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.stateNotifier = { _, new in log.record("state \(new)") }
        })
      TestStage.settle()
      log.clear()
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      TestStage.settle()
      #expect(
        log.events == [
          "state removing", "remove.prepareDestination", "A.willRemove", "Observer.willRemove", "host.dismiss",
          "state removed", "A.didRemove", "Observer.didRemove", "remove.success", "remove.completion true RemoveRoute",
          "remove.performerSuccess",
        ])
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func aopReachesEveryRouterClassRegisteredForTheDestinationClass() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      TestStage.settle()
      router.removeRoute()
      TestStage.settle()
      #expect(
        log.events.filter { $0.contains(".will") || $0.contains(".did") && !$0.contains("didFinish") } == [
          "A.willPerform", "Observer.willPerform", "A.didPerform", "Observer.didPerform", "A.willRemove",
          "Observer.willRemove", "A.didRemove", "Observer.didRemove",
        ])
    }
  }

  @Test func aopMatchesAnInstanceOfASubclassOfTheRegisteredClass() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let destination = ASubViewController()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: destination, path: .presentModally(from: source)))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(log.events.contains("A.willPerform"))
      #expect(log.events.contains("Observer.willPerform"))
      #expect(log.events.contains("Observer.didPerform"))
      #expect(source.presentedViewController === destination)
    }
  }

  @Test func aopIsSentForSubviewAndCustomRoutesToTheirRouters() throws {
    try ViewFixtureRegistry.run { log in
      let container = TestView()
      let subviewRouter = try #require(
        Router.perform(to: RoutableView<any BSubviewInput>(), path: .addAsSubview(from: container)))
      TestStage.settle()
      subviewRouter.removeRoute()
      TestStage.settle()
      #expect(
        log.events.filter { $0.hasPrefix("B.will") || $0.hasPrefix("B.did") } == [
          "B.willPerform", "B.didPerform", "B.willRemove", "B.didRemove",
        ])
      log.clear()
      let source = TestStage.screen()
      let customRouter = try #require(Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)))
      TestStage.settle()
      customRouter.removeRoute()
      TestStage.settle()
      #expect(
        log.events.filter { $0.hasPrefix("C.will") || $0.hasPrefix("C.did") } == [
          "C.willPerform", "C.didPerform", "C.willRemove", "C.didRemove",
        ])
    }
  }

  @Test func aopIsNotSentForChildViewControllerRoutes() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let path = ViewRoutePath.addAsChildViewController(from: source) { child, completion in
        source.view.addSubview(testController(child).view)
        completion()
      }
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: path))
      TestStage.settle()
      #expect(router.state == .routed)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(log.events.filter { $0.contains("will") || $0.contains("didPerform") || $0.contains("didRemove") } == [])
    }
  }

  @Test func aopIsNotSentForMakeDestination() {
    ViewFixtureRegistry.run { log in
      let made = Router.makeDestination(to: RoutableView<any AViewInput>())
      let router = Router.perform(to: RoutableView<any AViewInput>(), path: .makeDestination)
      TestStage.settle()
      #expect(made != nil)
      #expect(router?.state == .routed)
      #expect(log.events.filter { $0.contains("will") || $0.contains("didPerform") } == [])
    }
  }

  @Test func aopIsNotSentForPrepareOnDestination() {
    ViewFixtureRegistry.run { log in
      let destination = AViewController()
      let router = Router.to(RoutableView<any AViewInput>())?.prepare(destination: destination)
      #expect(router?.state == .routed)
      #expect(log.events == ["A.prepareDestination", "A.didFinishPrepareDestination"])
    }
  }
}
