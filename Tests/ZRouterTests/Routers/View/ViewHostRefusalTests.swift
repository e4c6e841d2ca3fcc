import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Host operations that the platform refuses or drops: the route ends with a `ZIKViewRouteError`, never stays
/// `.routing`, and `performAsync` resumes.
@MainActor @Suite struct ViewHostRefusalTests {
  @Test func presentingFromASourceWhoseViewIsInNoWindowFailsBeforeAnyPreparation() throws {
    try ViewFixtureRegistry.run { log in
      let source = HeadlessViewController()
      source.isViewInWindow = false
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
          config.prepareDestination = { _ in log.record("caller.prepareDestination") }
        })
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.invalidSource.rawValue)
      #expect(!log.events.contains("caller.prepareDestination"))
      #expect(log.events.contains("error PerformRoute 13"))
      #expect(source.presentedViewController == nil)
      #expect(!router.canPerform)
    }
  }

  @Test func theHeadlessHostIgnoresAPresentFromAControllerWhoseViewIsInNoWindow() {
    let source = HeadlessViewController()
    source.isViewInWindow = false
    var result: HostTransitionResult?
    source.zix_present(HeadlessViewController(), style: .modal, animated: false) { result = $0 }
    #expect(source.presentedViewController == nil)
    guard case .notPerformed(let reason) = result else {
      Issue.record("expected .notPerformed, got \(String(describing: result))")
      return
    }
    #expect(reason.contains("no window"))
  }

  @Test(.headlessTransitions(.deferred))
  func aPresentTheHostDropsWhenItsTurnComesEndsTheRouteWithAnError() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = HeadlessViewController()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)) { config, _ in
          log.install(on: config)
        })
      #expect(router.state == .routing)
      source.isViewInWindow = false  // the source leaves the screen before the transition starts
      await HeadlessTransition.waitForPendingTransitions()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.unbalancedTransition.rawValue)
      #expect(
        log.events.suffix(5) == [
          "state unrouted", "error PerformRoute 12", "completion false nil PerformRoute 12",
          "performerError PerformRoute 12", "global PerformRoute 12",
        ])
      #expect(source.presentedViewController == nil)
    }
  }

  @Test(.headlessTransitions(.deferred))
  func performAsyncThrowsWhenTheHostDropsThePush() async throws {
    try await ViewFixtureRegistry.run { _ in
      let source = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: source)
      let elsewhere = HeadlessViewController()
      let routerType = try #require(Router.to(RoutableView<any AViewInput>()))
      do throws(RouteFailure) {
        _ = try await routerType.performAsync(path: .push(from: source)) { config, _ in
          // The app puts the destination somewhere else before the push gets its turn.
          config.prepareDestination = { destination in elsewhere.addChild(destination as! AViewController) }
        }
        Issue.record("performAsync must throw")
      } catch {
        #expect(error.code == .viewRoute(.unbalancedTransition))
        #expect(error.message.contains("push"))
      }
      #expect(navigation.viewControllers == [source])
    }
  }

  @Test(.headlessTransitions(.deferred))
  func aRemovalTheHostDropsBecauseTheUserAlreadyDismissedEndsAsRemoved() async throws {
    try await ViewFixtureRegistry.run { log in
      let source = HeadlessViewController()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      await HeadlessTransition.waitForPendingTransitions()
      #expect(router.state == .routed)
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      #expect(router.state == .removing)
      source.dismissInteractively()  // the user swipes the sheet away first
      await HeadlessTransition.waitForPendingTransitions()
      #expect(router.state == .removed)
      #expect(log.events.filter { $0 == "remove.success" }.count == 1)
      #expect(!log.events.contains { $0.hasPrefix("remove.error") })
    }
  }

  @Test func aRemovalTheHostRefusesLeavesTheRouteRoutedWithAnError() throws {
    try ViewFixtureRegistry.run(registering: {
      ZIKAnyViewRouter.register(RoutableView<any StubbornViewInput>(), forMakingView: StubbornViewController.self)
    }) { log in
      let source = HeadlessViewController()
      let router = try #require(
        Router.perform(to: RoutableView<any StubbornViewInput>(), path: .presentModally(from: source)))
      #expect(router.state == .routed)
      router.removeRoute(configuring: { log.install(onRemoval: $0) })
      #expect(router.state == .routed)
      #expect(log.events.contains("remove.error RemoveRoute 3"))
      #expect(source.presentedViewController is StubbornViewController)
      #expect(router.canRemove)
    }
  }
}

/// A destination that refuses to be dismissed, as UIKit refuses a dismiss while another transition runs.
protocol StubbornViewInput: AnyObject {}

extension RoutableView where Protocol == any StubbornViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class StubbornViewController: HeadlessViewController, ZIKRoutableView, StubbornViewInput {
  override func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
    completion?()
  }
}
