import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// `presentModally(from:)`, `presentAsPopover(from:configure:)`, `show(from:)` and `showDetail(from:)`.
@MainActor @Suite struct ViewPresentRouteTests {
  @Test(arguments: viewTestHosts) func presentFromASourceAlreadyPresentingFailsWithInvalidSource(host: any ViewTestHost)
    throws
  {
    try host.presentFromASourceAlreadyPresentingFailsWithInvalidSource()
  }

  @Test(arguments: viewTestHosts) func presentFromTheDestinationItselfFailsWithInvalidSource(host: any ViewTestHost)
    throws
  {
    try host.presentFromTheDestinationItselfFailsWithInvalidSource()
  }

  @Test(arguments: viewTestHosts) func presentOfADestinationThatHasAParentFailsWithUnbalancedTransition(
    host: any ViewTestHost
  ) throws {
    try host.presentOfADestinationThatHasAParentFailsWithUnbalancedTransition()
  }

  @Test(arguments: viewTestHosts) func presentOfADestinationPresentedElsewhereFailsWithUnbalancedTransition(
    host: any ViewTestHost
  ) throws {
    try host.presentOfADestinationPresentedElsewhereFailsWithUnbalancedTransition()
  }

  @Test(arguments: viewTestHosts) func dismissRemovalEndsInRemovedAndPerformRouteThenSucceedsAgain(
    host: any ViewTestHost
  ) throws {
    try host.dismissRemovalEndsInRemovedAndPerformRouteThenSucceedsAgain()
  }

  @Test(arguments: viewTestHosts) func aNilSourceReturnsNoRouterAfterReportingInvalidSourceWithTheInitAction(
    host: any ViewTestHost
  ) {
    host.aNilSourceReturnsNoRouterAfterReportingInvalidSourceWithTheInitAction()
  }

  @Test(arguments: viewTestHosts) func popoverWithoutSourceViewReturnsNoRouterAfterReportingInvalidConfiguration(
    host: any ViewTestHost
  ) {
    host.popoverWithoutSourceViewReturnsNoRouterAfterReportingInvalidConfiguration()
  }

  @Test(arguments: viewTestHosts) func popoverStoresItsConfigurationPresentsAndIsRemovedByDismissal(
    host: any ViewTestHost
  ) throws {
    try host.popoverStoresItsConfigurationPresentsAndIsRemovedByDismissal()
  }

  @Test(arguments: viewTestHosts) func showInsideANavigationStackPushesAndIsRemovedByPopping(host: any ViewTestHost)
    throws
  {
    try host.showInsideANavigationStackPushesAndIsRemovedByPopping()
  }

  @Test(arguments: viewTestHosts) func showOutsideANavigationStackPresentsAndIsRemovedByDismissal(
    host: any ViewTestHost
  ) throws {
    try host.showOutsideANavigationStackPresentsAndIsRemovedByDismissal()
  }

  @Test(arguments: viewTestHosts) func showDetailPresentsEvenInsideANavigationStackAndIsRemovedByDismissal(
    host: any ViewTestHost
  ) throws {
    try host.showDetailPresentsEvenInsideANavigationStackAndIsRemovedByDismissal()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func presentFromASourceAlreadyPresentingFailsWithInvalidSource() throws {
    try Self.run { log in
      let source = Self.screen()
      let other = Self.screen()
      source.present(other, animated: false)
      Self.settle()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidSource.rawValue)
      #expect(log.events.contains("global PerformRoute 13"))
      #expect(source.presentedViewController === other)
    }
  }

  @MainActor fileprivate func presentFromTheDestinationItselfFailsWithInvalidSource() throws {
    try Self.run { _ in
      let destination = Self.makeA()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: Self.input(destination), path: .presentModally(from: destination)))
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidSource.rawValue)
      #expect(destination.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func presentOfADestinationThatHasAParentFailsWithUnbalancedTransition() throws {
    try Self.run { _ in
      let source = Self.screen()
      let parent = Self.makeController()
      let destination = Self.makeA()
      parent.addChild(Self.controller(destination))
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: Self.input(destination), path: .presentModally(from: source)))
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.unbalancedTransition.rawValue)
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func presentOfADestinationPresentedElsewhereFailsWithUnbalancedTransition() throws {
    try Self.run { _ in
      let source = Self.screen()
      let presenter = Self.screen()
      let destination = Self.makeA()
      presenter.present(Self.controller(destination), animated: false)
      Self.settle()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: Self.input(destination), path: .presentModally(from: source)))
      Self.settle()
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.unbalancedTransition.rawValue)
      #expect(destination.presentingViewController === presenter)
    }
  }

  @MainActor fileprivate func dismissRemovalEndsInRemovedAndPerformRouteThenSucceedsAgain() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      #expect(router.router.realRouteType == .presentModally)
      #expect(source.presentedViewController is AViewController)
      var removed = false
      router.removeRoute(successHandler: { removed = true })
      Self.settle()
      #expect(removed)
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
      var performedAgain = false
      router.performRoute(successHandler: { _ in performedAgain = true })
      Self.settle()
      #expect(performedAgain)
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
    }
  }

  @MainActor fileprivate func aNilSourceReturnsNoRouterAfterReportingInvalidSourceWithTheInitAction() {
    Self.run { log in
      let router = Router.perform(
        to: RoutableView<any AViewInput>(),
        path: .extensible(path: ZIKViewRoutePath(routeType: .presentModally, source: nil))
      ) { config, _ in
        log.install(on: config)
      }
      Self.settle()
      #expect(router == nil)
      #expect(
        log.events == [
          "error Init 13", "completion false nil Init 13", "performerError Init 13", "global Init 13",
        ])
    }
  }

  @MainActor fileprivate func popoverWithoutSourceViewReturnsNoRouterAfterReportingInvalidConfiguration() {
    Self.run { log in
      let source = Self.screen()
      let router = Router.perform(
        to: RoutableView<any AViewInput>(),
        path: .presentAsPopover(from: source) { popover in popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        }
      ) { config, _ in
        log.install(on: config)
      }
      Self.settle()
      #expect(router == nil)
      #expect(
        log.events == [
          "error Init 1", "completion false nil Init 1", "performerError Init 1", "global Init 1",
        ])
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func popoverStoresItsConfigurationPresentsAndIsRemovedByDismissal() throws {
    try Self.run { _ in
      let source = Self.screen()
      let rect = CGRect(x: 0, y: 0, width: 50, height: 10)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .presentAsPopover(from: source) { popover in
            popover.sourceView = source.hostView
            popover.sourceRect = rect
          }))
      Self.settle()
      let popover = try #require(router.configuration.popoverConfiguration)
      #expect(popover.sourceView === source.hostView)
      #expect(popover.sourceRect == rect)
      #expect(router.router.realRouteType == .presentAsPopover)
      #expect(source.presentedViewController is AViewController)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func showInsideANavigationStackPushesAndIsRemovedByPopping() throws {
    try Self.run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .show(from: source)))
      Self.settle()
      #expect(router.router.realRouteType == .push)
      #expect(navigation.topViewController is AViewController)
      #expect(source.presentedViewController == nil)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [source])
    }
  }

  @MainActor fileprivate func showOutsideANavigationStackPresentsAndIsRemovedByDismissal() throws {
    try Self.run { _ in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .show(from: source)))
      Self.settle()
      #expect(router.router.realRouteType == .presentModally)
      #expect(source.presentedViewController is AViewController)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }

  @MainActor fileprivate func showDetailPresentsEvenInsideANavigationStackAndIsRemovedByDismissal() throws {
    try Self.run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .showDetail(from: source)))
      Self.settle()
      #expect(router.router.realRouteType == .presentModally)
      #expect(navigation.viewControllers == [source])
      #expect(source.presentedViewController is AViewController)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }
}
