import Foundation
import Testing

@testable import ZRouterCore

/// The headless host's models of what UIKit does by itself: interactive pops and dismissals, show semantics,
/// refusals, windows of their own, and the results its `zix_` completions report.
@MainActor @Suite struct HeadlessPlatformSimulationTests {
  @Test func anInteractivePopPopsTheTopControllerNowEvenInDeferredMode() {
    HeadlessTransition.withMode(.deferred) {
      let root = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: root)
      let top = HeadlessViewController()
      navigation.setViewControllers([root, top], animated: false)
      #expect(navigation.popInteractively() === top)
      #expect(navigation.viewControllers == [root])
      #expect(navigation.popInteractively() == nil)
    }
  }

  @Test func anInteractiveDismissEndsThePresentationNow() {
    HeadlessTransition.withMode(.deferred) {
      let presenter = HeadlessViewController()
      let presented = HeadlessViewController()
      HeadlessTransition.withMode(.immediate) { presenter.present(presented, animated: false) }
      var removed = false
      presented.zix_observeRemoval { removed = true }
      presented.dismissInteractively()
      #expect(presenter.presentedViewController == nil)
      #expect(presented.presentationStyle == nil)
      #expect(removed)
    }
  }

  @Test func showPushesInsideANavigationControllerAndPresentsOutsideOne() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let pushed = HeadlessViewController()
    var results: [HostTransitionResult] = []
    root.zix_show(pushed) { results.append($0) }
    #expect(navigation.topViewController === pushed)
    let alone = HeadlessViewController()
    let presented = HeadlessViewController()
    alone.zix_showDetail(presented) { results.append($0) }
    #expect(alone.presentedViewController === presented)
    #expect(results == [.completed, .completed])
  }

  @Test func completionsReportRequestsTheHostIgnored() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    var results: [HostTransitionResult] = []
    navigation.zix_push(root, animated: false) { results.append($0) }  // already on the stack
    navigation.zix_pop(to: HeadlessViewController(), animated: false) { results.append($0) }  // not on it
    root.zix_dismiss(animated: false) { results.append($0) }  // nothing presented
    #expect(results.count == 3)
    #expect(results.allSatisfy { if case .notPerformed = $0 { true } else { false } })
  }

  @Test func aWindowOfItsOwnHoldsTheControllerUntilItIsClosed() {
    weak var shown: HeadlessViewController?
    var result: HostTransitionResult?
    do {
      let controller = HeadlessViewController()
      shown = controller
      controller.zix_showInNewWindow { result = $0 }
    }
    #expect(result == .completed)
    #expect(shown?.isShownInOwnWindow == true)
    shown?.zix_dismiss(animated: false) { _ in }
    #expect(shown == nil)
  }
}
