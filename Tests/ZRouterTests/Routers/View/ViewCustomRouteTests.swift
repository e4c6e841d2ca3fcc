import Foundation
import Testing
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// `custom(from:)` routes: `performCustomRoute`, `removeCustomRoute` and their guards.
@MainActor @Suite struct ViewCustomRouteTests {
  @Test func aRouterThatDoesNotImplementTheCustomRouteFailsWithUnsupportType() throws {
    try ViewFixtureRegistry.run { log in
      let container = TestView()
      let router = try #require(
        Router.perform(to: RoutableView<any BSubviewInput>(), path: .custom(from: container)) { config, _ in
          log.install(on: config)
        })
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.unsupportType.rawValue)
      #expect(log.events.contains("error PerformRoute 11"))
      #expect(log.events.contains("global PerformRoute 11"))
      #expect(container.subviews.isEmpty)
    }
  }

  @Test func aCustomRouteRunsPerformCustomRouteAndEndsRoutedWithRealTypeCustom() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)) { config, _ in
          log.install(on: config)
        })
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .custom)
      #expect(source.children.first is CViewController)
      #expect(
        log.events == [
          "state routing", "C.willPerform", "C.performCustomRoute", "state routed", "C.didPerform", "success",
          "completion true destination PerformRoute", "performerSuccess",
        ])
    }
  }

  @Test func aCustomRouteIsRemovedByRemoveCustomRouteWhenCanRemoveCustomRouteIsTrue() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)))
      #expect(router.canRemove)
      log.clear()
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(source.children.isEmpty)
      #expect(log.events == ["C.willRemove", "C.removeCustomRoute", "C.didRemove"])
    }
  }

  @Test func aCustomRouteCannotBeRemovedWhenCanRemoveCustomRouteIsFalse() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)) { config, _ in
          config.addUserInfo(forKey: "cannotRemove", object: true)
        })
      #expect(router.state == .routed)
      #expect(!router.canRemove)
      log.clear()
      var code: Int?
      router.removeRoute(errorHandler: { code = errorCode($1) })
      #expect(code == ZIKRouteError.Code.actionFailed.rawValue)
      #expect(router.state == .routed)
      #expect(!log.events.contains("C.removeCustomRoute"))
      #expect(source.children.count == 1)
    }
  }

  @Test func validateCustomRouteConfigurationReturningFalseRejectsTheRouteAtInit() {
    ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)) { config, _ in
        log.install(on: config)
        config.addUserInfo(forKey: "invalid", object: true)
      }
      #expect(router == nil)
      #expect(log.events == ["error Init 1", "completion false nil Init 1", "performerError Init 1", "global Init 1"])
      #expect(source.children.isEmpty)
    }
  }

  @Test func aCustomRouteEndingWithAnErrorReportsItAndReturnsToUnrouted() throws {
    try ViewFixtureRegistry.run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)) { config, _ in
          log.install(on: config)
          config.addUserInfo(forKey: "customFails", object: true)
        })
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidSource.rawValue)
      #expect(
        log.events.suffix(5) == [
          "state unrouted", "error PerformRoute 13", "completion false nil PerformRoute 13",
          "performerError PerformRoute 13", "global PerformRoute 13",
        ])
    }
  }
}
