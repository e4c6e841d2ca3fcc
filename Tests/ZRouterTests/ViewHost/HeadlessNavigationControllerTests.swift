import Testing
import ViewTestSupport

@testable import ZRouterCore

@MainActor
@Suite(.headlessTransitions(.immediate))
struct HeadlessNavigationControllerTests {
  @Test func rootViewControllerIsTheWholeStackAndItsChild() {
    let root = RecordingViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    #expect(navigation.viewControllers == [root])
    #expect(navigation.children == [root])
    #expect(navigation.topViewController === root)
    #expect(navigation.visibleViewController === root)
    #expect(root.parent === navigation)
    #expect(root.isInNavigationStack)
    #expect(root.events == [.willMove(toParent: navigation), .didMove(toParent: navigation)])
  }

  @Test func rootViewControllerThatCannotBePushedLeavesTheStackEmpty() {
    let root = HeadlessViewController()
    let first = HeadlessNavigationController(rootViewController: root)
    let second = HeadlessNavigationController(rootViewController: root)
    let nested = HeadlessNavigationController(rootViewController: HeadlessNavigationController())
    #expect(first.viewControllers == [root])
    #expect(second.viewControllers.isEmpty)
    #expect(second.topViewController == nil)
    #expect(nested.viewControllers.isEmpty)
  }

  @Test func pushAppendsTheControllerAndCallsBothMoveCallbacks() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let pushed = RecordingViewController()
    navigation.pushViewController(pushed, animated: true)
    #expect(navigation.viewControllers == [root, pushed])
    #expect(navigation.topViewController === pushed)
    #expect(pushed.parent === navigation)
    #expect(pushed.navigationController === navigation)
    #expect(pushed.events == [.willMove(toParent: navigation), .didMove(toParent: navigation)])
    #expect(!pushed.isViewLoaded)
  }

  @Test func pushingAControllerAlreadyOnTheStackIsIgnored() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let pushed = RecordingViewController()
    navigation.pushViewController(pushed, animated: false)
    pushed.events = []
    navigation.pushViewController(pushed, animated: false)
    navigation.pushViewController(root, animated: false)
    #expect(navigation.viewControllers == [root, pushed])
    #expect(pushed.events.isEmpty)
  }

  @Test func pushingAControllerFromAnotherStackIsIgnored() {
    let root = HeadlessViewController()
    let other = HeadlessNavigationController(rootViewController: root)
    let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
    navigation.pushViewController(root, animated: false)
    #expect(navigation.viewControllers.count == 1)
    #expect(root.parent === other)
  }

  @Test func pushingANavigationControllerIsIgnored() {
    let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
    let inner = HeadlessNavigationController(rootViewController: HeadlessViewController())
    navigation.pushViewController(inner, animated: false)
    navigation.pushViewController(navigation, animated: false)
    #expect(navigation.viewControllers.count == 1)
    #expect(inner.parent == nil)
  }

  @Test func pushingAPresentedControllerOrAnAncestorIsIgnored() {
    let presenter = HeadlessViewController()
    let presented = HeadlessViewController()
    presenter.present(presented, animated: false)
    let container = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
    container.addChild(navigation)
    navigation.pushViewController(presented, animated: false)
    navigation.pushViewController(container, animated: false)
    #expect(navigation.viewControllers.count == 1)
    #expect(presented.parent == nil)
    #expect(container.parent == nil)
  }

  @Test func popRemovesTheTopAndReturnsIt() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let pushed = RecordingViewController()
    navigation.pushViewController(pushed, animated: false)
    pushed.events = []
    let popped = navigation.popViewController(animated: true)
    #expect(popped === pushed)
    #expect(navigation.viewControllers == [root])
    #expect(pushed.parent == nil)
    #expect(pushed.navigationController == nil)
    #expect(pushed.events == [.willMove(toParent: nil), .didMove(toParent: nil)])
  }

  @Test func poppingTheRootIsIgnored() {
    let root = RecordingViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    root.events = []
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(navigation.viewControllers == [root])
    #expect(root.events.isEmpty)
    #expect(HeadlessNavigationController().popViewController(animated: false) == nil)
  }

  @Test func poppedControllerIsReleasedWhenNothingElseHoldsIt() {
    let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
    weak var released: HeadlessViewController?
    do {
      let pushed = HeadlessViewController()
      released = pushed
      navigation.pushViewController(pushed, animated: false)
    }
    #expect(released != nil)
    navigation.popViewController(animated: false)
    #expect(released == nil)
  }

  @Test func popToViewControllerPopsEverythingAboveItTopFirst() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let second = RecordingViewController()
    let third = RecordingViewController()
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    second.events = []
    third.events = []
    var order: [String] = []
    second.onEvent = { _ in order.append("second") }
    third.onEvent = { _ in order.append("third") }
    let popped = navigation.popToViewController(root, animated: true)
    #expect(popped == [second, third])
    #expect(navigation.viewControllers == [root])
    #expect(second.events == [.willMove(toParent: nil), .didMove(toParent: nil)])
    #expect(third.events == [.willMove(toParent: nil), .didMove(toParent: nil)])
    #expect(order == ["third", "third", "second", "second"])
  }

  @Test func popToTheTopPopsNothing() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    #expect(navigation.popToViewController(root, animated: false) == [])
    #expect(navigation.viewControllers == [root])
  }

  @Test func popToAControllerNotOnTheStackIsIgnored() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let pushed = HeadlessViewController()
    navigation.pushViewController(pushed, animated: false)
    #expect(navigation.popToViewController(HeadlessViewController(), animated: false) == nil)
    #expect(navigation.viewControllers == [root, pushed])
  }

  @Test func setViewControllersReplacesTheStackAndSendsCallbacksOnlyToMovers() {
    let root = RecordingViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let kept = RecordingViewController()
    let leaving = RecordingViewController()
    navigation.pushViewController(kept, animated: false)
    navigation.pushViewController(leaving, animated: false)
    let joining = RecordingViewController()
    for controller in [root, kept, leaving] { controller.events = [] }
    navigation.setViewControllers([kept, joining, root], animated: true)
    #expect(navigation.viewControllers == [kept, joining, root])
    #expect(leaving.parent == nil)
    #expect(joining.parent === navigation)
    #expect(leaving.events == [.willMove(toParent: nil), .didMove(toParent: nil)])
    #expect(joining.events == [.willMove(toParent: navigation), .didMove(toParent: navigation)])
    #expect(kept.events.isEmpty)
    #expect(root.events.isEmpty)
  }

  @Test func setViewControllersToAnEmptyArrayEmptiesTheStack() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    navigation.viewControllers = []
    #expect(navigation.viewControllers.isEmpty)
    #expect(root.parent == nil)
  }

  @Test func setViewControllersWithAnInvalidEntryIsIgnoredEntirely() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let fresh = HeadlessViewController()
    let elsewhere = HeadlessViewController()
    let other = HeadlessNavigationController(rootViewController: elsewhere)
    navigation.setViewControllers([root, fresh, fresh], animated: false)
    navigation.setViewControllers([fresh, HeadlessNavigationController()], animated: false)
    navigation.setViewControllers([fresh, elsewhere], animated: false)
    navigation.viewControllers = [fresh, navigation]
    #expect(navigation.viewControllers == [root])
    #expect(fresh.parent == nil)
    #expect(elsewhere.parent === other)
  }

  @Test func visibleViewControllerIsWhatTheStackPresents() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let pushed = HeadlessViewController()
    navigation.pushViewController(pushed, animated: false)
    let presented = HeadlessViewController()
    pushed.present(presented, animated: false)
    #expect(navigation.topViewController === pushed)
    #expect(navigation.visibleViewController === presented)
  }

  @Test func navigationControllerIsARouteContainerAndPlainControllersAreNot() {
    let navigation: any ZIKViewControllerHost = HeadlessNavigationController()
    let plain: any ZIKViewControllerHost = HeadlessViewController()
    #expect(navigation is any ZIKViewRouteContainer)
    #expect(navigation is any ZIKNavigationHost)
    #expect(!(plain is any ZIKViewRouteContainer))
    #expect(!(plain is any ZIKNavigationHost))
  }

  @Test func hostSurfacePushesAndPopsWithCompletions() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let host: any ZIKNavigationHost = navigation
    let second = HeadlessViewController()
    let third = HeadlessViewController()
    var steps: [String] = []
    host.zix_push(second, animated: true) { _ in steps.append("push second") }
    host.zix_push(third, animated: true) { _ in steps.append("push third") }
    #expect(host.zix_viewControllers.map(ObjectIdentifier.init) == [root, second, third].map(ObjectIdentifier.init))
    host.zix_pop(to: root, animated: true) { _ in steps.append("pop") }
    #expect(navigation.viewControllers == [root])
    #expect(steps == ["push second", "push third", "pop"])
  }

  @Test func hostSurfaceIgnoresMisuseButStillCompletes() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    var completions = 0
    navigation.zix_push(root, animated: false) { _ in completions += 1 }
    navigation.zix_push(ForeignViewControllerHost(), animated: false) { _ in completions += 1 }
    navigation.zix_pop(to: HeadlessViewController(), animated: false) { _ in completions += 1 }
    navigation.zix_pop(to: ForeignViewControllerHost(), animated: false) { _ in completions += 1 }
    #expect(completions == 4)
    #expect(navigation.viewControllers == [root])
  }

  @Test func ruleHelpersMatchWhatTheOperationsDo() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let pushed = HeadlessViewController()
    #expect(navigation.canPush(pushed))
    #expect(!navigation.canPush(root))
    #expect(!navigation.canPush(HeadlessNavigationController()))
    #expect(!navigation.canPop(to: root))
    navigation.pushViewController(pushed, animated: false)
    #expect(navigation.canPop(to: root))
    #expect(!navigation.canPop(to: pushed))
    #expect(!navigation.canPop(to: HeadlessViewController()))
    #expect(navigation.controllers(above: root) == [pushed])
    #expect(navigation.controllers(above: HeadlessViewController()) == nil)
  }
}
