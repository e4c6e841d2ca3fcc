import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// The call shapes of the original library's Swift tests (ZRouterTests and Demo/ZIKViewRouterTests), with the UIKit
/// classes swapped for the headless ones and the configuring closures in their two-argument form. Each test also
/// checks the original tear-down rule: once the test drops its router, the router is released.
@MainActor @Suite struct ViewOriginalShapesTests {
  // MARK: ViewRouterPerformTests

  @Test func performWithPrepareDestinationSuccessAndPerformerSuccessThenPerformAgain() {
    ViewFixtureRegistry.run { _ in
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      var providerCalls = 0
      var performerCalls = 0
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .makeDestination,
        configuring: { (config, prepareModule) in
          config.prepareDestination = { destination in
            destination.title = "test title"
          }
          config.successHandler = { destination in
            #expect(destination.title == "test title")
            providerCalls += 1
          }
          config.performerSuccessHandler = { destination in
            #expect(destination.title == "test title")
            performerCalls += 1
          }
          config.errorHandler = { (action, error) in
            Issue.record("errorHandler should not be called")
          }
          config.performerErrorHandler = { (action, error) in
            Issue.record("performerErrorHandler should not be called")
          }
        })
      TestStage.settle()
      #expect(holder.router?.state == .routed)
      holder.router?.performRoute(successHandler: { (destination) in
        #expect(holder.router?.state == .routed)
      })
      TestStage.settle()
      #expect(providerCalls == 2)
      #expect(performerCalls == 1)
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  @Test func performWithCompletionThenPerformRouteFailingWithCompletion() {
    ViewFixtureRegistry.run { _ in
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      var results: [Bool] = []
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .makeDestination,
        completion: { (success, destination, action, error) in
          #expect(success)
          #expect(destination != nil)
          results.append(success)
        })
      TestStage.settle()
      #expect(holder.router?.state == .routed)
      holder.router?.configuration.addUserInfo(forKey: "fail", object: true)
      holder.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(!success)
        #expect(destination == nil)
        #expect(error != nil)
        results.append(success)
      })
      TestStage.settle()
      #expect(results == [true, false])
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  @Test func performWithPreparationSuccessHandlerAndErrorHandlerForms() {
    ViewFixtureRegistry.run { log in
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .makeDestination,
        preparation: { (destination) in
          log.record("preparation")
        })
      TestStage.settle()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .makeDestination,
        successHandler: { (destination) in
          log.record("successHandler")
        })
      TestStage.settle()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .push(from: TestViewController()),
        errorHandler: { (action, error) in
          log.record("errorHandler")
        })
      TestStage.settle()
      #expect(
        log.events.filter { !$0.hasPrefix("A.") && !$0.hasPrefix("global") } == [
          "preparation", "successHandler", "errorHandler",
        ])
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  @Test func performWithErrorCallsProviderAndPerformerErrorHandlers() {
    ViewFixtureRegistry.run { log in
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .makeDestination,
        configuring: { (config, prepareModule) in
          config.addUserInfo(forKey: "fail", object: true)
          config.prepareDestination = { destination in
            destination.title = "test title"
          }
          config.successHandler = { d in
            Issue.record("successHandler should not be called")
          }
          config.performerSuccessHandler = { d in
            Issue.record("performerSuccessHandler should not be called")
          }
          config.errorHandler = { (action, error) in
            log.record("provider")
          }
          config.performerErrorHandler = { (action, error) in
            log.record("performer")
          }
        })
      TestStage.settle()
      #expect(holder.router == nil || holder.router?.state == .unrouted)
      #expect(log.events.filter { $0 == "provider" || $0 == "performer" } == ["provider", "performer"])
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  // MARK: ViewModuleRouterPerformTests

  @Test func moduleRouterPerformWithPrepareModuleAndPerformerSuccess() {
    ViewFixtureRegistry.run { _ in
      let holder = ViewRouterHolder<ModuleViewRouter<any AViewModuleInput>>()
      var performerCalls = 0
      holder.router = Router.perform(
        to: RoutableViewModule<any AViewModuleInput>(), path: .makeDestination,
        configuring: { (config, prepareModule) in
          prepareModule({ module in
            module.title = "test title"
          })
          config.successHandler = { d in
            let destination = d as? any AViewInput
            #expect(destination != nil)
            #expect(destination?.title == "test title")
          }
          config.performerSuccessHandler = { d in
            performerCalls += 1
          }
        })
      TestStage.settle()
      #expect(holder.router?.state == .routed)
      #expect(holder.router?.config.title == "test title")
      holder.router?.performRoute(successHandler: { (destination) in
        #expect(holder.router?.state == .routed)
      })
      TestStage.settle()
      #expect(performerCalls == 1)
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  // MARK: ViewRouterMakeDestinationTests / ViewRouterPrepareDestinationTests

  @Test func makeDestinationWithConfiguringAndPrepareDestinationShapes() {
    ViewFixtureRegistry.run { log in
      #expect(Router.to(RoutableView<any AViewInput>())!.canMakeDestination)
      let destination = Router.makeDestination(
        to: RoutableView<any AViewInput>(),
        configuring: { (config, prepareModule) in
          config.prepareDestination = { destination in
            destination.title = "test title"
          }
          config.successHandler = { d in log.record("success") }
          config.performerSuccessHandler = { d in log.record("performerSuccess") }
          config.completionHandler = { (success, destination, action, error) in
            #expect(success)
            #expect(destination != nil)
            log.record("completion")
          }
        })
      #expect(destination != nil)
      #expect(destination?.title == "test title")

      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      let existing = AViewController()
      holder.router = Router.to(RoutableView<any AViewInput>())?.prepare(
        destination: existing,
        configuring: { (config, prepareModule) in
          config.prepareDestination = { destination in
            destination.title = "prepared title"
          }
          config.successHandler = { d in
            #expect(d.title == "prepared title")
            log.record("success")
          }
        })
      #expect(existing.title == "prepared title")
      #expect(log.events.filter { !$0.hasPrefix("A.") } == ["success", "completion", "performerSuccess", "success"])
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  // MARK: SubviewRouterPerformTests

  @Test func subviewRouterPerformWithMakeDestinationThenPerformAgain() {
    ViewFixtureRegistry.run { _ in
      let holder = ViewRouterHolder<DestinationViewRouter<any BSubviewInput>>()
      var successes = 0
      holder.router = Router.perform(
        to: RoutableView<any BSubviewInput>(), path: .makeDestination,
        configuring: { (config, _) in
          config.prepareDestination = { destination in
            destination.title = "test title"
          }
          config.successHandler = { d in
            #expect(d.title == "test title")
            successes += 1
          }
        })
      TestStage.settle()
      holder.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(success)
        #expect(destination != nil)
      })
      TestStage.settle()
      #expect(successes == 2)
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  // MARK: ViewRouterComposedTypeTests

  @Test func composedTypeRouterPerformMakeAndPrepare() {
    ViewFixtureRegistry.run { _ in
      typealias AViewControllerInput = TestViewController & AViewInput
      let holder = ViewRouterHolder<DestinationViewRouter<any TestViewController & AViewInput>>()
      holder.router = Router.perform(
        to: RoutableView<any TestViewController & AViewInput>(), path: .makeDestination,
        configuring: { (config, _) in
          config.prepareDestination = { destination in
            destination.title = "test title"
            #expect(destination.view.superview == nil)
          }
        })
      TestStage.settle()
      #expect(holder.router?.state == .routed)
      let made: (any AViewControllerInput)? = Router.makeDestination(
        to: RoutableView<any TestViewController & AViewInput>(),
        configuring: { (config, _) in
          config.prepareDestination = { destination in
            destination.title = "made title"
          }
        })
      #expect(made?.title == "made title")
      let existing = AViewController()
      holder.router = Router.to(RoutableView<any TestViewController & AViewInput>())?.prepare(
        destination: existing,
        configuring: { (config, _) in
          config.prepareDestination = { destination in
            destination.title = "prepared title"
          }
        })
      #expect(existing.title == "prepared title")
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  // MARK: Demo SwiftViewRouterPerformTests

  /// `path(from:)` of the Demo tests: any route type from a source (its view for `addAsSubview`).
  private func path(from source: TestViewController, routeType: ZIKViewRouteType) -> ViewRoutePath {
    if routeType == .presentAsPopover {
      return .presentAsPopover(
        from: source,
        configure: { (popoverConfig) in
          popoverConfig.sourceView = source.view
          popoverConfig.sourceRect = CGRect(x: 0, y: 0, width: 50, height: 10)
        })
    }
    var routeSource: (any ZIKViewRouteSource)? = source
    if routeType == .addAsSubview {
      routeSource = source.view
    }
    let path = ViewRoutePath(path: ZIKViewRoutePath(routeType: routeType, source: routeSource))
    #expect(path != nil)
    return path!
  }

  private func configure(routeConfiguration config: ViewRouteConfig, source: (any ZIKViewRouteSource)?) {
    config.animated = true
  }

  @Test(arguments: [ZIKViewRouteType.presentModally, .presentAsPopover, .push, .show, .showDetail])
  func demoPerformRemoveAndPerformAgain(routeType: ZIKViewRouteType) {
    ViewFixtureRegistry.run { log in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      weak var anyRouter: ZIKAnyViewRouter?
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(),
        path: path(from: source, routeType: routeType),
        configuring: { (config, _) in
          self.configure(routeConfiguration: config.config.configuration, source: source)
          config.successHandler = { destination in
            log.record("success")
          }
        })
      TestStage.settle()
      anyRouter = holder.router?.router
      #expect(anyRouter?.state == .routed)
      #expect(anyRouter?.shouldRemoveBeforePerform() == true)
      holder.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(!success)
        #expect(error != nil)
      })
      TestStage.settle()
      // The original's leaveTestView: remove with a configuring closure (one argument here).
      holder.router?.removeRoute(configuring: { (config) in
        config.successHandler = {
          log.record("removed")
        }
        config.completionHandler = { (success, action, error) in
          #expect(success)
        }
      })
      TestStage.settle()
      #expect(anyRouter?.state == .removed)
      holder.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(anyRouter?.state == .routed)
        #expect(success)
        #expect(error == nil)
      })
      TestStage.settle()
      #expect(log.events.filter { $0 == "success" || $0 == "removed" } == ["success", "removed", "success"])
      #expect(navigation.viewControllers.count + (source.presentedViewController == nil ? 0 : 1) == 2)
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
      #expect(anyRouter == nil, "Router is not released")
    }
  }

  @Test(arguments: [ZIKViewRouteType.presentModally, .push, .show, .showDetail])
  func demoPerformWithoutSourceFails(routeType: ZIKViewRouteType) {
    ViewFixtureRegistry.run { log in
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(),
        path: .extensible(path: ZIKViewRoutePath(routeType: routeType, source: nil)),
        completion: { (success, destination, action, error) in
          #expect(!success)
          #expect(error != nil)
          log.record("completion")
        })
      TestStage.settle()
      #expect(holder.router == nil || holder.router?.state == .unrouted)
      #expect(log.events.contains("completion"))
    }
  }

  @Test func demoPerformOnDestination() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      let destination = Router.makeDestination(to: RoutableView<any AViewInput>())
      holder.router =
        Router
        .to(RoutableView<any AViewInput>())?
        .perform(
          onDestination: destination!,
          path: .presentModally(from: source),
          configuring: { (config, _) in
            config.successHandler = { d in log.record("success") }
            config.performerSuccessHandler = { d in log.record("performerSuccess") }
            config.completionHandler = { (success, destination, action, error) in log.record("completion") }
          })
      TestStage.settle()
      #expect(holder.router?.state == .routed)
      #expect(source.presentedViewController === destination)
      #expect(
        log.events.filter { !$0.hasPrefix("A.") && !$0.hasPrefix("Observer.") } == [
          "success", "completion", "performerSuccess",
        ])
      try #require(holder.router).removeRoute()
      TestStage.settle()
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }
}
