import Testing
import ViewTestSupport

@testable import ZRouterCore

@MainActor
@Suite(.headlessTransitions(.deferred))
struct HeadlessTransitionTests {
  @Test func modeDefaultsToImmediateAndAScopedModeWinsOverTheStoredOne() {
    #expect(HeadlessTransition.mode == .deferred)
    HeadlessTransition.$scopedMode.withValue(nil) {
      #expect(HeadlessTransition.mode == .immediate)
    }
    // No suspension point between the write and the restore: other main-actor tests cannot observe it.
    HeadlessTransition.mode = .deferred
    let scopedRead = HeadlessTransition.withMode(.immediate) { HeadlessTransition.mode }
    let storedRead = HeadlessTransition.$scopedMode.withValue(nil) { HeadlessTransition.mode }
    HeadlessTransition.mode = .immediate
    #expect(scopedRead == .immediate)
    #expect(storedRead == .deferred)
  }

  @Test func immediateModeAppliesAndCompletesBeforeReturning() {
    HeadlessTransition.withMode(.immediate) {
      let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
      let pushed = HeadlessViewController()
      var completed = false
      navigation.zix_push(pushed, animated: true) { _ in completed = true }
      #expect(completed)
      #expect(pushed.parent === navigation)
      #expect(!pushed.zix_isTransitioning)
    }
  }

  @Test func deferredPushChangesNothingUntilALaterMainActorTurn() async {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let pushed = HeadlessViewController()
    var completed = false
    navigation.zix_push(pushed, animated: true) { _ in completed = true }
    #expect(!completed)
    #expect(pushed.parent == nil)
    #expect(navigation.viewControllers == [root])
    #expect(HeadlessTransition.hasPendingTransitions)
    await HeadlessTransition.waitForPendingTransitions()
    #expect(completed)
    #expect(pushed.parent === navigation)
    #expect(navigation.viewControllers == [root, pushed])
  }

  @Test func deferredPushCanBeAwaitedThroughItsCompletion() async {
    let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
    let pushed = HeadlessViewController()
    await withCheckedContinuation { continuation in
      navigation.pushViewController(HeadlessViewController(), animated: true)
      navigation.zix_push(pushed, animated: true) { _ in continuation.resume() }
      #expect(pushed.parent == nil)
    }
    #expect(pushed.parent === navigation)
    #expect(navigation.viewControllers.count == 3)
  }

  @Test func hostsReportATransitionInFlightUntilItIsApplied() async {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let pushed = HeadlessViewController()
    let bystander = HeadlessViewController()
    navigation.pushViewController(pushed, animated: true)
    #expect((pushed as any ZIKViewControllerHost).zix_isTransitioning)
    #expect(navigation.zix_isTransitioning)
    #expect(!root.zix_isTransitioning)
    #expect(!bystander.zix_isTransitioning)
    await HeadlessTransition.waitForPendingTransitions()
    #expect(!pushed.zix_isTransitioning)
    #expect(!navigation.zix_isTransitioning)
  }

  @Test func deferredPresentAndDismissApplyOnALaterTurn() async {
    let presenter = HeadlessViewController()
    let presented = HeadlessViewController()
    var steps: [String] = []
    presenter.present(presented, animated: true) { steps.append("presented") }
    #expect(presenter.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(presenter.zix_isTransitioning)
    #expect(presented.zix_isTransitioning)
    await HeadlessTransition.waitForPendingTransitions()
    #expect(presenter.presentedViewController === presented)
    presented.dismiss(animated: true) { steps.append("dismissed") }
    #expect(presenter.presentedViewController === presented)
    #expect(steps == ["presented"])
    await HeadlessTransition.waitForPendingTransitions()
    #expect(presenter.presentedViewController == nil)
    #expect(steps == ["presented", "dismissed"])
  }

  @Test func deferredPopReturnsTheCurrentTopAndPopsItOnALaterTurn() async {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let second = HeadlessViewController()
    let third = HeadlessViewController()
    navigation.setViewControllers([root, second, third], animated: false)
    #expect(navigation.popViewController(animated: true) === third)
    #expect(navigation.viewControllers == [root, second, third])
    await HeadlessTransition.waitForPendingTransitions()
    #expect(navigation.viewControllers == [root, second])
    #expect(navigation.popToViewController(root, animated: true) == [second])
    #expect(navigation.viewControllers == [root, second])
    await HeadlessTransition.waitForPendingTransitions()
    #expect(navigation.viewControllers == [root])
  }

  @Test func deferredTransitionsApplyInCallOrder() async {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    var completions: [String] = []
    navigation.zix_push(first, animated: true) { _ in completions.append("first") }
    navigation.zix_push(second, animated: true) { _ in completions.append("second") }
    navigation.zix_pop(to: first, animated: true) { _ in completions.append("pop") }
    await HeadlessTransition.waitForPendingTransitions()
    #expect(navigation.viewControllers == [root, first])
    #expect(completions == ["first", "second", "pop"])
  }

  @Test func deferredTransitionIsCheckedWhenApplied() async {
    let presenter = HeadlessViewController()
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    var completions: [String] = []
    presenter.present(first, animated: true) { completions.append("first") }
    presenter.present(second, animated: true) { completions.append("second") }
    await HeadlessTransition.waitForPendingTransitions()
    #expect(presenter.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(completions == ["first", "second"])
  }

  @Test func ignoredDeferredTransitionStillCompletesOnALaterTurn() async {
    let controller = HeadlessViewController()
    var completed = false
    controller.dismiss(animated: true) { completed = true }
    #expect(!completed)
    await HeadlessTransition.waitForPendingTransitions()
    #expect(completed)
  }

  @Test func waitingCoversTransitionsStartedByCompletions() async {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    navigation.zix_push(first, animated: true) { _ in
      navigation.pushViewController(second, animated: true)
    }
    await HeadlessTransition.waitForPendingTransitions()
    #expect(navigation.viewControllers == [root, first, second])
  }

  @Test func containmentViewsAndStackReplacementStayImmediate() {
    let parent = HeadlessViewController()
    let child = HeadlessViewController()
    parent.addChild(child)
    #expect(child.parent === parent)
    child.removeFromParent()
    #expect(child.parent == nil)
    let container = HeadlessView()
    let view = HeadlessView()
    container.addSubview(view)
    #expect(view.superview === container)
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    #expect(navigation.viewControllers == [root])
    navigation.setViewControllers([child], animated: true)
    #expect(navigation.viewControllers == [child])
    #expect(!navigation.zix_isTransitioning)
    #expect(!child.zix_isTransitioning)
  }

  @Test func deferredPopReleasesThePoppedControllerOnceApplied() async {
    let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
    weak var released: HeadlessViewController?
    do {
      let pushed = HeadlessViewController()
      released = pushed
      navigation.setViewControllers(navigation.viewControllers + [pushed], animated: false)
    }
    navigation.popViewController(animated: true)
    #expect(released != nil)
    await HeadlessTransition.waitForPendingTransitions()
    #expect(released == nil)
  }

  @Test func deferredDismissReleasesTheDismissedControllerOnceApplied() async {
    let presenter = HeadlessViewController()
    weak var released: HeadlessViewController?
    do {
      let presented = HeadlessViewController()
      released = presented
      presenter.present(presented, animated: true)
    }
    await HeadlessTransition.waitForPendingTransitions()
    #expect(released != nil)
    presenter.dismiss(animated: true)
    #expect(released != nil)
    await HeadlessTransition.waitForPendingTransitions()
    #expect(released == nil)
  }
}
