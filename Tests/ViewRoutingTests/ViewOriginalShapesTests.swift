import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// The call shapes of the original library's Swift tests (ZRouterTests and Demo/ZIKViewRouterTests), with the UIKit
/// classes swapped for the headless ones and the configuring closures in their two-argument form. Each test also
/// checks the original tear-down rule: once the test drops its router, the router is released.
@MainActor @Suite struct ViewOriginalShapesTests {
  @Test(arguments: viewTestHosts) func performWithPrepareDestinationSuccessAndPerformerSuccessThenPerformAgain(
    host: any ViewTestHost
  ) {
    host.performWithPrepareDestinationSuccessAndPerformerSuccessThenPerformAgain()
  }

  @Test(arguments: viewTestHosts) func performWithCompletionThenPerformRouteFailingWithCompletion(
    host: any ViewTestHost
  ) {
    host.performWithCompletionThenPerformRouteFailingWithCompletion()
  }

  @Test(arguments: viewTestHosts) func performWithPreparationSuccessHandlerAndErrorHandlerForms(host: any ViewTestHost)
  {
    host.performWithPreparationSuccessHandlerAndErrorHandlerForms()
  }

  @Test(arguments: viewTestHosts) func performWithErrorCallsProviderAndPerformerErrorHandlers(host: any ViewTestHost) {
    host.performWithErrorCallsProviderAndPerformerErrorHandlers()
  }

  @Test(arguments: viewTestHosts) func moduleRouterPerformWithPrepareModuleAndPerformerSuccess(host: any ViewTestHost) {
    host.moduleRouterPerformWithPrepareModuleAndPerformerSuccess()
  }

  @Test(arguments: viewTestHosts) func makeDestinationWithConfiguringAndPrepareDestinationShapes(host: any ViewTestHost)
  {
    host.makeDestinationWithConfiguringAndPrepareDestinationShapes()
  }

  @Test(arguments: viewTestHosts) func subviewRouterPerformWithMakeDestinationThenPerformAgain(host: any ViewTestHost) {
    host.subviewRouterPerformWithMakeDestinationThenPerformAgain()
  }

  @Test(arguments: viewTestHosts) func composedTypeRouterPerformMakeAndPrepare(host: any ViewTestHost) {
    host.composedTypeRouterPerformMakeAndPrepare()
  }

  /// `path(from:)` of the Demo tests: any route type from a source (its view for `addAsSubview`).
  @Test(arguments: viewTestHosts) func demoPerformOnDestination(host: any ViewTestHost) throws {
    try host.demoPerformOnDestination()
  }

  @Test(arguments: viewTestHosts, [ZIKViewRouteType.presentModally, .presentAsPopover, .push, .show, .showDetail])
  func demoPerformRemoveAndPerformAgain(host: any ViewTestHost, routeType: ZIKViewRouteType) {
    host.demoPerformRemoveAndPerformAgain(routeType: routeType)
  }

  @Test(arguments: viewTestHosts, [ZIKViewRouteType.presentModally, .push, .show, .showDetail])
  func demoPerformWithoutSourceFails(host: any ViewTestHost, routeType: ZIKViewRouteType) {
    host.demoPerformWithoutSourceFails(routeType: routeType)
  }
}

@MainActor extension ViewTestHost {
  // MARK: ViewRouterPerformTests

  @MainActor fileprivate func performWithPrepareDestinationSuccessAndPerformerSuccessThenPerformAgain() {
    Self.run { _ in
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
      Self.settle()
      #expect(holder.router?.state == .routed)
      holder.router?.performRoute(successHandler: { (destination) in
        #expect(holder.router?.state == .routed)
      })
      Self.settle()
      #expect(providerCalls == 2)
      #expect(performerCalls == 1)
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  @MainActor fileprivate func performWithCompletionThenPerformRouteFailingWithCompletion() {
    Self.run { _ in
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      var results: [Bool] = []
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .makeDestination,
        completion: { (success, destination, action, error) in
          #expect(success)
          #expect(destination != nil)
          results.append(success)
        })
      Self.settle()
      #expect(holder.router?.state == .routed)
      holder.router?.configuration.addUserInfo(forKey: "fail", object: true)
      holder.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(!success)
        #expect(destination == nil)
        #expect(error != nil)
        results.append(success)
      })
      Self.settle()
      #expect(results == [true, false])
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  @MainActor fileprivate func performWithPreparationSuccessHandlerAndErrorHandlerForms() {
    Self.run { log in
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .makeDestination,
        preparation: { (destination) in
          log.record("preparation")
        })
      Self.settle()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .makeDestination,
        successHandler: { (destination) in
          log.record("successHandler")
        })
      Self.settle()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(), path: .push(from: Self.makeController()),
        errorHandler: { (action, error) in
          log.record("errorHandler")
        })
      Self.settle()
      #expect(
        log.events.filter { !$0.hasPrefix("A.") && !$0.hasPrefix("global") } == [
          "preparation", "successHandler", "errorHandler",
        ])
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  @MainActor fileprivate func performWithErrorCallsProviderAndPerformerErrorHandlers() {
    Self.run { log in
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
      Self.settle()
      #expect(holder.router == nil || holder.router?.state == .unrouted)
      #expect(log.events.filter { $0 == "provider" || $0 == "performer" } == ["provider", "performer"])
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  // MARK: ViewModuleRouterPerformTests

  @MainActor fileprivate func moduleRouterPerformWithPrepareModuleAndPerformerSuccess() {
    Self.run { _ in
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
      Self.settle()
      #expect(holder.router?.state == .routed)
      #expect(holder.router?.config.title == "test title")
      holder.router?.performRoute(successHandler: { (destination) in
        #expect(holder.router?.state == .routed)
      })
      Self.settle()
      #expect(performerCalls == 1)
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  // MARK: ViewRouterMakeDestinationTests / ViewRouterPrepareDestinationTests

  @MainActor fileprivate func makeDestinationWithConfiguringAndPrepareDestinationShapes() {
    Self.run { log in
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
      let existing = Self.makeA()
      holder.router = Router.to(RoutableView<any AViewInput>())?.prepare(
        destination: Self.input(existing),
        configuring: { (config, prepareModule) in
          config.prepareDestination = { destination in
            Self.controller(destination as AnyObject).title = "prepared title"
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

  @MainActor fileprivate func subviewRouterPerformWithMakeDestinationThenPerformAgain() {
    Self.run { _ in
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
      Self.settle()
      holder.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(success)
        #expect(destination != nil)
      })
      Self.settle()
      #expect(successes == 2)
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  // MARK: ViewRouterComposedTypeTests

  @MainActor fileprivate func composedTypeRouterPerformMakeAndPrepare() {
    Self.run { _ in
      let holder = ViewRouterHolder<DestinationViewRouter<ComposedA>>()
      holder.router = Router.perform(
        to: Self.composedAKey, path: .makeDestination,
        configuring: { (config, _) in
          config.prepareDestination = { destination in
            Self.controller(destination as AnyObject).title = "test title"
            #expect(Self.controller(destination as AnyObject).hostView.superview == nil)
          }
        })
      Self.settle()
      #expect(holder.router?.state == .routed)
      let made: ComposedA? = Router.makeDestination(
        to: Self.composedAKey,
        configuring: { (config, _) in
          config.prepareDestination = { destination in
            Self.controller(destination as AnyObject).title = "made title"
          }
        })
      #expect(made.map { Self.controller($0 as AnyObject).title } == "made title")
      let existing = Self.makeA()
      holder.router = Router.to(Self.composedAKey)?.prepare(
        destination: Self.composed(existing),
        configuring: { (config, _) in
          config.prepareDestination = { destination in
            Self.controller(destination as AnyObject).title = "prepared title"
          }
        })
      #expect(existing.title == "prepared title")
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }

  // MARK: Demo SwiftViewRouterPerformTests

  private func path(from source: Controller, routeType: ZIKViewRouteType) -> ViewRoutePath {
    if routeType == .presentAsPopover {
      return .presentAsPopover(
        from: source,
        configure: { (popoverConfig) in
          popoverConfig.sourceView = source.hostView
          popoverConfig.sourceRect = CGRect(x: 0, y: 0, width: 50, height: 10)
        })
    }
    var routeSource: (any ZIKViewRouteSource)? = source
    if routeType == .addAsSubview {
      routeSource = source.hostView
    }
    let path = ViewRoutePath(path: ZIKViewRoutePath(routeType: routeType, source: routeSource))
    #expect(path != nil)
    return path!
  }

  private func configure(routeConfiguration config: ViewRouteConfig, source: (any ZIKViewRouteSource)?) {
    config.animated = true
  }

  @MainActor fileprivate func demoPerformRemoveAndPerformAgain(routeType: ZIKViewRouteType) {
    Self.run { log in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
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
      Self.settle()
      anyRouter = holder.router?.router
      #expect(anyRouter?.state == .routed)
      #expect(anyRouter?.shouldRemoveBeforePerform() == true)
      holder.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(!success)
        #expect(error != nil)
      })
      Self.settle()
      // The original's leaveTestView: remove with a configuring closure (one argument here).
      holder.router?.removeRoute(configuring: { (config) in
        config.successHandler = {
          log.record("removed")
        }
        config.completionHandler = { (success, action, error) in
          #expect(success)
        }
      })
      Self.settle()
      #expect(anyRouter?.state == .removed)
      holder.router?.performRoute(completion: { (success, destination, action, error) in
        #expect(anyRouter?.state == .routed)
        #expect(success)
        #expect(error == nil)
      })
      Self.settle()
      #expect(log.events.filter { $0 == "success" || $0 == "removed" } == ["success", "removed", "success"])
      #expect(navigation.viewControllers.count + (source.presentedViewController == nil ? 0 : 1) == 2)
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
      #expect(anyRouter == nil, "Router is not released")
    }
  }

  @MainActor fileprivate func demoPerformWithoutSourceFails(routeType: ZIKViewRouteType) {
    Self.run { log in
      let holder = ViewRouterHolder<DestinationViewRouter<any AViewInput>>()
      holder.router = Router.perform(
        to: RoutableView<any AViewInput>(),
        path: .extensible(path: ZIKViewRoutePath(routeType: routeType, source: nil)),
        completion: { (success, destination, action, error) in
          #expect(!success)
          #expect(error != nil)
          log.record("completion")
        })
      Self.settle()
      #expect(holder.router == nil || holder.router?.state == .unrouted)
      #expect(log.events.contains("completion"))
    }
  }

  @MainActor fileprivate func demoPerformOnDestination() throws {
    try Self.run { log in
      let source = Self.screen()
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
      Self.settle()
      #expect(holder.router?.state == .routed)
      #expect(source.presentedViewController === destination)
      #expect(
        log.events.filter { !$0.hasPrefix("A.") && !$0.hasPrefix("Observer.") } == [
          "success", "completion", "performerSuccess",
        ])
      try #require(holder.router).removeRoute()
      Self.settle()
      holder.leaveTest()
      #expect(holder.router == nil, "Test router is not released")
    }
  }
}
