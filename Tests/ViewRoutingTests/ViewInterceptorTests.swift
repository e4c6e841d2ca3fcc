import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// View interceptors: where they run in the pipeline and which slot wins.
@MainActor @Suite struct ViewInterceptorTests {
  @Test(arguments: viewTestHosts) func interceptorsSurroundASuccessfulPerform(host: any ViewTestHost) throws {
    try host.interceptorsSurroundASuccessfulPerform()
  }

  @Test(arguments: viewTestHosts) func theErrorInterceptorRunsAfterThePerformerAndGlobalHandlers(host: any ViewTestHost)
    throws
  {
    try host.theErrorInterceptorRunsAfterThePerformerAndGlobalHandlers()
  }

  @Test(arguments: viewTestHosts) func theLastInterceptorSetWinsAndNilClearsTheSlot(host: any ViewTestHost) {
    host.theLastInterceptorSetWinsAndNilClearsTheSlot()
  }

  @Test(arguments: viewTestHosts) func interceptorsBelongToTheIsolatedRegistry(host: any ViewTestHost) {
    host.interceptorsBelongToTheIsolatedRegistry()
  }
}

extension ViewTestHost {
  @MainActor private func installInterceptors(_ log: ViewEventLog) {
    ZIKAnyViewRouter.interceptBeforePerformWithConfiguration { router, configuration in
      log.record("intercept.before \(router.state) \(configuration is AViewModuleConfiguration)")
    }
    ZIKAnyViewRouter.interceptAfterPerformWithConfiguration { router, _ in log.record("intercept.after \(router.state)")
    }
    ZIKAnyViewRouter.interceptAfterSuccessAction { _, action in
      log.record("intercept.success \(ViewEventLog.name(of: action))")
    }
    ZIKAnyViewRouter.interceptAfterEndPerformWithError { _, error in
      log.record("intercept.error \(errorCode(error) ?? -1)")
    }
  }

  @MainActor fileprivate func interceptorsSurroundASuccessfulPerform() throws {
    try Self.run { log in
      installInterceptors(log)
      let source = Self.screen()
      _ = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      Self.settle()
      #expect(log.events.first == "intercept.before unrouted true")
      if Self.performReturnsWhileTransitionRuns {
        // The perform call returns while UIKit's transition runs, so the after-perform interceptor (which runs when
        // the call returns) sees `.routing`, before the success handlers.
        let after = try #require(log.events.firstIndex(of: "intercept.after routing"))
        #expect(after < (log.events.firstIndex(of: "success") ?? -1))
        #expect(
          log.events.suffix(3) == [
            "completion true destination PerformRoute", "performerSuccess", "intercept.success PerformRoute",
          ])
      } else {
        #expect(
          log.events.suffix(4) == [
            "completion true destination PerformRoute", "performerSuccess", "intercept.success PerformRoute",
            "intercept.after routed",
          ])
      }
    }
  }

  @MainActor fileprivate func theErrorInterceptorRunsAfterThePerformerAndGlobalHandlers() throws {
    try Self.run { log in
      installInterceptors(log)
      _ = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: Self.makeController())) {
          config, _ in
          log.install(on: config)
          config.addUserInfo(forKey: "fail", object: true)
        })
      Self.settle()
      #expect(log.events.first == "intercept.before unrouted true")
      #expect(
        log.events.suffix(4) == [
          "performerError PerformRoute 2", "global PerformRoute 2", "intercept.error 2", "intercept.after unrouted",
        ])
      #expect(!log.events.contains { $0.hasPrefix("intercept.success") })
    }
  }

  @MainActor fileprivate func theLastInterceptorSetWinsAndNilClearsTheSlot() {
    Self.run { log in
      ZIKAnyViewRouter.interceptAfterSuccessAction { _, _ in log.record("first") }
      AViewRouter<Self>.interceptAfterSuccessAction { _, _ in log.record("second") }
      _ = Router.makeDestination(to: RoutableView<any AViewInput>())
      #expect(log.events.filter { $0 == "first" || $0 == "second" } == ["second"])
      log.clear()
      ZIKAnyViewRouter.interceptAfterSuccessAction(nil)
      _ = Router.makeDestination(to: RoutableView<any AViewInput>())
      #expect(!log.events.contains("second"))
    }
  }

  @MainActor fileprivate func interceptorsBelongToTheIsolatedRegistry() {
    Self.run { log in
      ZIKAnyViewRouter.interceptBeforePerformWithConfiguration { _, _ in log.record("outer") }
      ZIKRouteRegistry.withIsolatedRegistry {
        ZIKRouteRegistry.autoRegister = false
        AViewRouter<Self>.registerRoutableDestination()
        ZIKRouteRegistry.notifyRegistrationFinished()
        _ = Router.makeDestination(to: RoutableView<any AViewInput>())
      }
      #expect(!log.events.contains("outer"))
      _ = Router.makeDestination(to: RoutableView<any AViewInput>())
      #expect(log.events.contains("outer"))
    }
  }
}
