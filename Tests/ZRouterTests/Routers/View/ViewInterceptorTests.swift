import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// View interceptors: where they run in the pipeline and which slot wins.
@MainActor @Suite struct ViewInterceptorTests {
  private func installInterceptors(_ log: ViewEventLog) {
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

  @Test func interceptorsSurroundASuccessfulPerform() throws {
    try ViewFixtureRegistry.run { log in
      installInterceptors(log)
      let source = TestStage.screen()
      _ = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      TestStage.settle()
      #expect(log.events.first == "intercept.before unrouted true")
      #if ZROUTER_UIKIT_MODEL
        // The perform call returns while UIKit's transition runs, so the after-perform interceptor (which runs when
        // the call returns) sees `.routing`, before the success handlers.
        let after = try #require(log.events.firstIndex(of: "intercept.after routing"))
        #expect(after < (log.events.firstIndex(of: "success") ?? -1))
        #expect(
          log.events.suffix(3) == [
            "completion true destination PerformRoute", "performerSuccess", "intercept.success PerformRoute",
          ])
      #else
        #expect(
          log.events.suffix(4) == [
            "completion true destination PerformRoute", "performerSuccess", "intercept.success PerformRoute",
            "intercept.after routed",
          ])
      #endif
    }
  }

  @Test func theErrorInterceptorRunsAfterThePerformerAndGlobalHandlers() throws {
    try ViewFixtureRegistry.run { log in
      installInterceptors(log)
      _ = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: TestViewController())) {
          config, _ in
          log.install(on: config)
          config.addUserInfo(forKey: "fail", object: true)
        })
      TestStage.settle()
      #expect(log.events.first == "intercept.before unrouted true")
      #expect(
        log.events.suffix(4) == [
          "performerError PerformRoute 2", "global PerformRoute 2", "intercept.error 2", "intercept.after unrouted",
        ])
      #expect(!log.events.contains { $0.hasPrefix("intercept.success") })
    }
  }

  @Test func theLastInterceptorSetWinsAndNilClearsTheSlot() {
    ViewFixtureRegistry.run { log in
      ZIKAnyViewRouter.interceptAfterSuccessAction { _, _ in log.record("first") }
      AViewRouter.interceptAfterSuccessAction { _, _ in log.record("second") }
      _ = Router.makeDestination(to: RoutableView<any AViewInput>())
      #expect(log.events.filter { $0 == "first" || $0 == "second" } == ["second"])
      log.clear()
      ZIKAnyViewRouter.interceptAfterSuccessAction(nil)
      _ = Router.makeDestination(to: RoutableView<any AViewInput>())
      #expect(!log.events.contains("second"))
    }
  }

  @Test func interceptorsBelongToTheIsolatedRegistry() {
    ViewFixtureRegistry.run { log in
      ZIKAnyViewRouter.interceptBeforePerformWithConfiguration { _, _ in log.record("outer") }
      ZIKRouteRegistry.withIsolatedRegistry {
        ZIKRouteRegistry.autoRegister = false
        AViewRouter.registerRoutableDestination()
        ZIKRouteRegistry.notifyRegistrationFinished()
        _ = Router.makeDestination(to: RoutableView<any AViewInput>())
      }
      #expect(!log.events.contains("outer"))
      _ = Router.makeDestination(to: RoutableView<any AViewInput>())
      #expect(log.events.contains("outer"))
    }
  }
}
