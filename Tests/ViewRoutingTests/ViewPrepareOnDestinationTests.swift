import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// `prepare(destination:configuring:)` and `perform(onDestination:path:)`.
@MainActor @Suite struct ViewPrepareOnDestinationTests {
  @Test(arguments: viewTestHosts) func prepareRunsOnlyThePreparationStepAndEndsRoutedWithThePrepareAction(
    host: any ViewTestHost
  ) throws {
    try host.prepareRunsOnlyThePreparationStepAndEndsRoutedWithThePrepareAction()
  }

  @Test(arguments: viewTestHosts) func prepareAcceptsAnInstanceOfASubclassOfTheRegisteredClass(host: any ViewTestHost)
    throws
  {
    try host.prepareAcceptsAnInstanceOfASubclassOfTheRegisteredClass()
  }

  @Test(arguments: viewTestHosts) func prepareOfAnUnregisteredDestinationReturnsNoRouterWithDestinationUnavailable(
    host: any ViewTestHost
  ) {
    host.prepareOfAnUnregisteredDestinationReturnsNoRouterWithDestinationUnavailable()
  }

  @Test(arguments: viewTestHosts) func performOnDestinationDisplaysTheGivenObjectWithoutMakingOne(
    host: any ViewTestHost
  ) throws {
    try host.performOnDestinationDisplaysTheGivenObjectWithoutMakingOne()
  }

  @Test(arguments: viewTestHosts) func performOnAnUnregisteredDestinationReturnsNoRouterWithInvalidConfiguration(
    host: any ViewTestHost
  ) {
    host.performOnAnUnregisteredDestinationReturnsNoRouterWithInvalidConfiguration()
  }

  @Test(arguments: viewTestHosts) func performOnDestinationRejectsTheMakeDestinationPath(host: any ViewTestHost) {
    host.performOnDestinationRejectsTheMakeDestinationPath()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func prepareRunsOnlyThePreparationStepAndEndsRoutedWithThePrepareAction() throws {
    try Self.run { log in
      let destination = Self.makeA()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.prepare(destination: Self.input(destination)) { config, _ in
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

  @MainActor fileprivate func prepareAcceptsAnInstanceOfASubclassOfTheRegisteredClass() throws {
    try Self.run { _ in
      let destination = Self.makeASub()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.prepare(destination: Self.input(destination)) {
          config, prepareModule in
          prepareModule { ($0 as? AViewModuleConfiguration)?.title = "from module" }
        })
      #expect(router.state == .routed)
      #expect(destination.title == "from module")
    }
  }

  @MainActor fileprivate func prepareOfAnUnregisteredDestinationReturnsNoRouterWithDestinationUnavailable() {
    Self.run { log in
      let router = Router.to(RoutableView<any AViewInput>())?.prepare(destination: Self.input(Self.makeUnregistered()))
      {
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

  @MainActor fileprivate func performOnDestinationDisplaysTheGivenObjectWithoutMakingOne() throws {
    try Self.run { log in
      let source = Self.screen()
      let destination = Self.makeA()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: Self.input(destination), path: .presentModally(from: source)
        ) {
          config, _ in
          log.install(on: config)
        })
      Self.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController === destination)
      #expect(!log.events.contains("A.destination"))
      #expect(log.events.contains("A.prepareDestination"))
      #expect(log.events.contains("completion true destination PerformOnDestination"))
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func performOnAnUnregisteredDestinationReturnsNoRouterWithInvalidConfiguration() {
    Self.run { log in
      let source = Self.screen()
      let router = Router.to(RoutableView<any AViewInput>())?.perform(
        onDestination: Self.input(Self.makeUnregistered()), path: .presentModally(from: source)
      ) { config, _ in
        log.install(on: config)
      }
      Self.settle()
      #expect(router == nil)
      #expect(
        log.events == [
          "error PerformOnDestination 1", "completion false nil PerformOnDestination 1",
          "performerError PerformOnDestination 1", "global PerformOnDestination 1",
        ])
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func performOnDestinationRejectsTheMakeDestinationPath() {
    Self.run { log in
      let router = Router.to(RoutableView<any AViewInput>())?.perform(
        onDestination: Self.input(Self.makeA()), path: .makeDestination)
      Self.settle()
      #expect(router == nil)
      #expect(log.events == ["global PerformOnDestination 1"])
    }
  }
}
