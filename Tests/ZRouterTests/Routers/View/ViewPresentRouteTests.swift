import Foundation
import Testing
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// `presentModally(from:)`, `presentAsPopover(from:configure:)`, `show(from:)` and `showDetail(from:)`.
@MainActor @Suite struct ViewPresentRouteTests {
  @Test func presentFromASourceAlreadyPresentingFailsWithInvalidSource() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let other = TestStage.screen()
      source.present(other, animated: false)
      TestStage.settle()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidSource.rawValue)
      #expect(log.events.contains("global PerformRoute 13"))
      #expect(source.presentedViewController === other)
    }
  }

  @Test func presentFromTheDestinationItselfFailsWithInvalidSource() throws {
    try ViewFixtureRegistry.run { _ in
      let destination = AViewController()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: destination, path: .presentModally(from: destination)))
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidSource.rawValue)
      #expect(destination.presentedViewController == nil)
    }
  }

  @Test func presentOfADestinationThatHasAParentFailsWithUnbalancedTransition() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let parent = TestViewController()
      let destination = AViewController()
      parent.addChild(destination)
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: destination, path: .presentModally(from: source)))
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.unbalancedTransition.rawValue)
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func presentOfADestinationPresentedElsewhereFailsWithUnbalancedTransition() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let presenter = TestStage.screen()
      let destination = AViewController()
      presenter.present(destination, animated: false)
      TestStage.settle()
      let router = try #require(
        Router.to(RoutableView<any AViewInput>())?.perform(
          onDestination: destination, path: .presentModally(from: source)))
      TestStage.settle()
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.unbalancedTransition.rawValue)
      #expect(destination.presentingViewController === presenter)
    }
  }

  @Test func dismissRemovalEndsInRemovedAndPerformRouteThenSucceedsAgain() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      TestStage.settle()
      #expect(router.router.realRouteType == .presentModally)
      #expect(source.presentedViewController is AViewController)
      var removed = false
      router.removeRoute(successHandler: { removed = true })
      TestStage.settle()
      #expect(removed)
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
      var performedAgain = false
      router.performRoute(successHandler: { _ in performedAgain = true })
      TestStage.settle()
      #expect(performedAgain)
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
    }
  }

  @Test func aNilSourceReturnsNoRouterAfterReportingInvalidSourceWithTheInitAction() {
    ViewFixtureRegistry.run { log in
      let router = Router.perform(
        to: RoutableView<any AViewInput>(),
        path: .extensible(path: ZIKViewRoutePath(routeType: .presentModally, source: nil))
      ) { config, _ in
        log.install(on: config)
      }
      TestStage.settle()
      #expect(router == nil)
      #expect(
        log.events == [
          "error Init 13", "completion false nil Init 13", "performerError Init 13", "global Init 13",
        ])
    }
  }

  @Test func popoverWithoutSourceViewReturnsNoRouterAfterReportingInvalidConfiguration() {
    ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = Router.perform(
        to: RoutableView<any AViewInput>(),
        path: .presentAsPopover(from: source) { popover in popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        }
      ) { config, _ in
        log.install(on: config)
      }
      TestStage.settle()
      #expect(router == nil)
      #expect(
        log.events == [
          "error Init 1", "completion false nil Init 1", "performerError Init 1", "global Init 1",
        ])
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func popoverStoresItsConfigurationPresentsAndIsRemovedByDismissal() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let rect = CGRect(x: 0, y: 0, width: 50, height: 10)
      let router = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(),
          path: .presentAsPopover(from: source) { popover in
            popover.sourceView = source.view
            popover.sourceRect = rect
          }))
      TestStage.settle()
      let popover = try #require(router.configuration.popoverConfiguration)
      #expect(popover.sourceView === source.view)
      #expect(popover.sourceRect == rect)
      #expect(router.router.realRouteType == .presentAsPopover)
      #expect(source.presentedViewController is AViewController)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func showInsideANavigationStackPushesAndIsRemovedByPopping() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .show(from: source)))
      TestStage.settle()
      #expect(router.router.realRouteType == .push)
      #expect(navigation.topViewController is AViewController)
      #expect(source.presentedViewController == nil)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [source])
    }
  }

  @Test func showOutsideANavigationStackPresentsAndIsRemovedByDismissal() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .show(from: source)))
      TestStage.settle()
      #expect(router.router.realRouteType == .presentModally)
      #expect(source.presentedViewController is AViewController)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }

  @Test func showDetailPresentsEvenInsideANavigationStackAndIsRemovedByDismissal() throws {
    try ViewFixtureRegistry.run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .showDetail(from: source)))
      TestStage.settle()
      #expect(router.router.realRouteType == .presentModally)
      #expect(navigation.viewControllers == [source])
      #expect(source.presentedViewController is AViewController)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewController == nil)
    }
  }
}
