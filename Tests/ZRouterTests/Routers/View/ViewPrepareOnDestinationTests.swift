import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// `prepare(destination:configuring:)` and `perform(onDestination:path:)`.
@MainActor @Suite struct ViewPrepareOnDestinationTests {
  @Test func prepareRunsOnlyThePreparationStepAndEndsRoutedWithThePrepareAction() throws {
    try ViewFixtureRegistry.run { log in
      let destination = AViewController()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.prepare(destination: destination) { config, _ in
          log.install(on: config)
          config.prepareDestination = { $0.title = "prepared" }
        })
      #expect(
        log.events == [
          "state routing", "A.prepareDestination", "A.didFinishPrepareDestination", "state routed", "success",
          "completion true destination PrepareOnDestination", "performerSuccess",
        ])
      #expect(router.state == .routed)
      #expect(router.configuration.routeType == .makeDestination)
      #expect(router.router.realRouteType == .unknown)
      #expect(destination.title == "prepared")
      #expect(destination.parent == nil)
      #expect(destination.presentingViewController == nil)
    }
  }

  @Test func prepareAcceptsAnInstanceOfASubclassOfTheRegisteredClass() throws {
    try ViewFixtureRegistry.run { _ in
      let destination = ASubViewController()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.prepare(destination: destination) { config, prepareModule in
          prepareModule { ($0 as? AViewModuleConfiguration)?.title = "from module" }
        })
      #expect(router.state == .routed)
      #expect(destination.title == "from module")
    }
  }

  @Test func prepareOfAnUnregisteredDestinationReturnsNoRouterWithDestinationUnavailable() {
    ViewFixtureRegistry.run { log in
      let router = Router.to(RoutableView<any AViewInput>())?.prepare(destination: UnregisteredViewController()) {
        config, _ in
        log.install(on: config)
      }
      #expect(router == nil)
      #expect(
        log.events == [
          "error PrepareOnDestination 2", "completion false nil PrepareOnDestination 2",
          "performerError PrepareOnDestination 2", "global PrepareOnDestination 2",
        ])
    }
  }

  @Test func performOnDestinationDisplaysTheGivenObjectWithoutMakingOne() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let destination = AViewController()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: destination, path: .presentModally(from: source)
        ) {
          config, _ in
          log.install(on: config)
        })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController === destination)
      #expect(!log.events.contains("A.destination"))
      #expect(log.events.contains("A.prepareDestination"))
      #expect(log.events.contains("completion true destination PerformOnDestination"))
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func performOnAnUnregisteredDestinationReturnsNoRouterWithInvalidConfiguration() {
    ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = Router.to(RoutableView<any AViewInput>())?.perform(
        onDestination: UnregisteredViewController(), path: .presentModally(from: source)
      ) { config, _ in
        log.install(on: config)
      }
      TestStage.settle()
      #expect(router == nil)
      #expect(
        log.events == [
          "error PerformOnDestination 1", "completion false nil PerformOnDestination 1",
          "performerError PerformOnDestination 1", "global PerformOnDestination 1",
        ])
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func performOnDestinationRejectsTheMakeDestinationPath() {
    ViewFixtureRegistry.run { log in
      let router = Router.to(RoutableView<any AViewInput>())?.perform(
        onDestination: AViewController(), path: .makeDestination)
      TestStage.settle()
      #expect(router == nil)
      #expect(log.events == ["global PerformOnDestination 1"])
    }
  }
}
