import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// `custom(from:)` routes: `performCustomRoute`, `removeCustomRoute` and their guards.
@MainActor @Suite struct ViewCustomRouteTests {
  @Test(arguments: viewTestHosts) func aRouterThatDoesNotImplementTheCustomRouteFailsWithUnsupportType(
    host: any ViewTestHost
  ) throws {
    try host.aRouterThatDoesNotImplementTheCustomRouteFailsWithUnsupportType()
  }

  @Test(arguments: viewTestHosts) func aCustomRouteRunsPerformCustomRouteAndEndsRoutedWithRealTypeCustom(
    host: any ViewTestHost
  ) throws {
    try host.aCustomRouteRunsPerformCustomRouteAndEndsRoutedWithRealTypeCustom()
  }

  @Test(arguments: viewTestHosts) func aCustomRouteIsRemovedByRemoveCustomRouteWhenCanRemoveCustomRouteIsTrue(
    host: any ViewTestHost
  ) throws {
    try host.aCustomRouteIsRemovedByRemoveCustomRouteWhenCanRemoveCustomRouteIsTrue()
  }

  @Test(arguments: viewTestHosts) func aCustomRouteCannotBeRemovedWhenCanRemoveCustomRouteIsFalse(
    host: any ViewTestHost
  ) throws {
    try host.aCustomRouteCannotBeRemovedWhenCanRemoveCustomRouteIsFalse()
  }

  @Test(arguments: viewTestHosts) func validateCustomRouteConfigurationReturningFalseRejectsTheRouteAtInit(
    host: any ViewTestHost
  ) {
    host.validateCustomRouteConfigurationReturningFalseRejectsTheRouteAtInit()
  }

  @Test(arguments: viewTestHosts) func aCustomRouteEndingWithAnErrorReportsItAndReturnsToUnrouted(
    host: any ViewTestHost
  ) throws {
    try host.aCustomRouteEndingWithAnErrorReportsItAndReturnsToUnrouted()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func aRouterThatDoesNotImplementTheCustomRouteFailsWithUnsupportType() throws {
    try Self.run { log in
      let container = Self.makeView()
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

  @MainActor fileprivate func aCustomRouteRunsPerformCustomRouteAndEndsRoutedWithRealTypeCustom() throws {
    try Self.run { log in
      let source = Self.screen()
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

  @MainActor fileprivate func aCustomRouteIsRemovedByRemoveCustomRouteWhenCanRemoveCustomRouteIsTrue() throws {
    try Self.run { log in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)))
      #expect(router.canRemove)
      log.clear()
      router.removeRoute()
      #expect(router.state == .removed)
      #expect(source.children.isEmpty)
      #expect(log.events == ["C.willRemove", "C.removeCustomRoute", "C.didRemove"])
    }
  }

  @MainActor fileprivate func aCustomRouteCannotBeRemovedWhenCanRemoveCustomRouteIsFalse() throws {
    try Self.run { log in
      let source = Self.screen()
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

  @MainActor fileprivate func validateCustomRouteConfigurationReturningFalseRejectsTheRouteAtInit() {
    Self.run { log in
      let source = Self.screen()
      let router = Router.perform(to: RoutableView<any CViewInput>(), path: .custom(from: source)) { config, _ in
        log.install(on: config)
        config.addUserInfo(forKey: "invalid", object: true)
      }
      #expect(router == nil)
      #expect(log.events == ["error Init 1", "completion false nil Init 1", "performerError Init 1", "global Init 1"])
      #expect(source.children.isEmpty)
    }
  }

  @MainActor fileprivate func aCustomRouteEndingWithAnErrorReportsItAndReturnsToUnrouted() throws {
    try Self.run { log in
      let source = Self.screen()
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
