import Testing
import ViewTestSupport

@testable import ZRouterCore

@MainActor
@Suite(.headlessTransitions(.immediate))
struct HeadlessViewControllerTests {
  // MARK: View loading

  @Test func viewLoadsOnFirstAccessThroughLoadViewThenViewDidLoad() {
    let controller = RecordingViewController()
    #expect(!controller.isViewLoaded)
    #expect(controller.events.isEmpty)
    let view = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.events == [.loadView, .viewDidLoad])
    #expect(controller.view === view)
    #expect(controller.events == [.loadView, .viewDidLoad])
  }

  @Test func overriddenLoadViewProvidesTheRootView() {
    final class CustomRootView: HeadlessView {}
    final class CustomController: HeadlessViewController {
      override func loadView() { view = CustomRootView() }
    }
    #expect(CustomController().view is CustomRootView)
  }

  @Test func loadViewThatSetsNoViewGetsADefaultView() {
    final class LazyController: HeadlessViewController {
      var didLoad = false
      override func loadView() {}
      override func viewDidLoad() { didLoad = true }
    }
    let controller = LazyController()
    let view = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.didLoad)
    #expect(controller.view === view)
  }

  @Test func loadViewReadingViewBeforeSettingItDoesNotRecurse() {
    final class CuriousController: HeadlessViewController {
      var seenDuringLoad: HeadlessView?
      override func loadView() { seenDuringLoad = view }
    }
    let controller = CuriousController()
    #expect(controller.view === controller.seenDuringLoad)
  }

  @Test func settingTheViewLoadsItWithoutViewDidLoad() {
    let controller = RecordingViewController()
    let view = HeadlessView()
    controller.view = view
    #expect(controller.isViewLoaded)
    #expect(controller.view === view)
    #expect(controller.events.isEmpty)
  }

  @Test func hostViewIsTheLoadedView() {
    let controller = RecordingViewController()
    let host: any ZIKViewControllerHost = controller
    #expect(host.zix_view === controller.view)
    #expect(controller.events == [.loadView, .viewDidLoad])
  }

  // MARK: Containment

  @Test func addChildLinksBothSidesAndCallsOnlyWillMove() {
    let parent = HeadlessViewController()
    let child = RecordingViewController()
    parent.addChild(child)
    #expect(child.parent === parent)
    #expect(parent.children == [child])
    #expect(child.events == [.willMove(toParent: parent)])
    #expect(!child.isViewLoaded)
    #expect(!parent.isViewLoaded)
  }

  @Test func removeFromParentUnlinksAndCallsOnlyDidMoveToNil() {
    let parent = HeadlessViewController()
    let child = RecordingViewController()
    parent.addChild(child)
    child.events = []
    child.removeFromParent()
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
    #expect(child.events == [.didMove(toParent: nil)])
  }

  @Test func removeFromParentWithoutParentDoesNothing() {
    let controller = RecordingViewController()
    controller.removeFromParent()
    #expect(controller.events.isEmpty)
  }

  @Test func addChildOfAControllerThatHasAParentIsIgnored() {
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    let child = RecordingViewController()
    first.addChild(child)
    child.events = []
    second.addChild(child)
    first.addChild(child)
    #expect(child.parent === first)
    #expect(first.children == [child])
    #expect(second.children.isEmpty)
    #expect(child.events.isEmpty)
  }

  @Test func addChildOfItselfOrAnAncestorIsIgnored() {
    let root = HeadlessViewController()
    let middle = HeadlessViewController()
    root.addChild(middle)
    middle.addChild(middle)
    middle.addChild(root)
    #expect(middle.children.isEmpty)
    #expect(root.parent == nil)
  }

  @Test func addChildOfAPresentedOrPresentingControllerIsIgnored() {
    let presenter = HeadlessViewController()
    let presented = HeadlessViewController()
    presenter.present(presented, animated: false)
    let container = HeadlessViewController()
    container.addChild(presented)
    container.addChild(presenter)
    #expect(container.children.isEmpty)
  }

  @Test func removedChildIsReleasedWhenNothingElseHoldsIt() {
    let parent = HeadlessViewController()
    weak var released: HeadlessViewController?
    do {
      let child = HeadlessViewController()
      released = child
      parent.addChild(child)
    }
    #expect(released != nil)
    released?.removeFromParent()
    #expect(released == nil)
  }

  @Test func childHoldsItsParentWeakly() {
    let child = HeadlessViewController()
    weak var released: HeadlessViewController?
    do {
      let parent = HeadlessViewController()
      released = parent
      parent.addChild(child)
    }
    #expect(released == nil)
    #expect(child.parent == nil)
  }

  @Test func hostSurfaceAddsAndRemovesChildrenWithoutTouchingViews() {
    let parent = HeadlessViewController()
    let child = HeadlessViewController()
    parent.zix_addChild(child)
    #expect(child.zix_parent === parent)
    #expect(!child.isViewLoaded)
    child.zix_removeFromParent()
    #expect(child.zix_parent == nil)
    parent.zix_addChild(ForeignViewControllerHost())
    #expect(parent.children.isEmpty)
  }

  // MARK: Navigation controller lookup

  @Test func navigationControllerIsTheNearestNavigationAncestor() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let grandchild = HeadlessViewController()
    root.addChild(grandchild)
    #expect(root.navigationController === navigation)
    #expect(grandchild.navigationController === navigation)
    #expect(grandchild.zix_navigationController === navigation)
  }

  @Test func navigationControllerOfANavigationControllerIsItsNavigationAncestorButRoutingCountsItself() {
    let navigation = HeadlessNavigationController()
    #expect(navigation.navigationController == nil)
    #expect(navigation.zix_navigationController === navigation)
    let container = HeadlessViewController()
    let outer = HeadlessNavigationController(rootViewController: container)
    container.addChild(navigation)
    #expect(navigation.navigationController === outer)
    #expect(navigation.zix_navigationController === navigation)
  }

  @Test func controllerOutsideAnyNavigationControllerHasNone() {
    let controller = HeadlessViewController()
    let parent = HeadlessViewController()
    parent.addChild(controller)
    #expect(controller.navigationController == nil)
    #expect(controller.zix_navigationController == nil)
  }

  @Test func presentedControllerDoesNotInheritThePresentersNavigationController() {
    let root = HeadlessViewController()
    _ = HeadlessNavigationController(rootViewController: root)
    let presented = HeadlessViewController()
    root.present(presented, animated: false)
    #expect(presented.navigationController == nil)
  }

  // MARK: Presentation

  @Test func presentLinksBothSidesAndCompletesBeforeReturning() {
    let presenter = HeadlessViewController()
    let presented = HeadlessViewController()
    var completed = false
    presenter.present(presented, animated: true) { completed = true }
    #expect(completed)
    #expect(presenter.presentedViewController === presented)
    #expect(presented.presentingViewController === presenter)
    #expect(presented.parent == nil)
  }

  @Test func presentingFromAChildPresentsFromTheTopmostAncestor() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let presented = HeadlessViewController()
    root.present(presented, animated: false)
    #expect(presented.presentingViewController === navigation)
    #expect(navigation.presentedViewController === presented)
    #expect(root.presentedViewController === presented)
    #expect(navigation.visibleViewController === presented)
  }

  @Test func childOfAPresentedControllerReportsThePresenter() {
    let presenter = HeadlessViewController()
    let top = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: top)
    presenter.present(navigation, animated: false)
    #expect(top.presentingViewController === presenter)
    #expect(top.zix_presentingViewController === presenter)
  }

  @Test func presentingFromAControllerThatIsAlreadyPresentingIsIgnoredButCompletes() {
    let presenter = HeadlessViewController()
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    presenter.present(first, animated: false)
    var completed = false
    presenter.present(second, animated: false) { completed = true }
    #expect(completed)
    #expect(presenter.presentedViewController === first)
    #expect(second.presentingViewController == nil)
  }

  @Test func presentingFromAChildOfAPresentingHierarchyIsIgnored() {
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    navigation.present(first, animated: false)
    root.present(second, animated: false)
    #expect(navigation.presentedViewController === first)
    #expect(second.presentingViewController == nil)
  }

  @Test func presentingItselfIsIgnored() {
    let controller = HeadlessViewController()
    controller.present(controller, animated: false)
    #expect(controller.presentedViewController == nil)
    #expect(controller.presentingViewController == nil)
  }

  @Test func presentingAControllerThatHasAParentIsIgnored() {
    let presenter = HeadlessViewController()
    let child = HeadlessViewController()
    let parent = HeadlessViewController()
    parent.addChild(child)
    presenter.present(child, animated: false)
    #expect(presenter.presentedViewController == nil)
    #expect(child.presentingViewController == nil)
    #expect(child.parent === parent)
  }

  @Test func presentingAControllerThatIsAlreadyPresentedIsIgnored() {
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    let presented = HeadlessViewController()
    first.present(presented, animated: false)
    second.present(presented, animated: false)
    #expect(second.presentedViewController == nil)
    #expect(presented.presentingViewController === first)
  }

  @Test func presentingAnAncestorIsIgnored() {
    let presenter = HeadlessViewController()
    let presented = HeadlessViewController()
    presenter.present(presented, animated: false)
    presented.present(presenter, animated: false)
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    root.present(navigation, animated: false)
    #expect(presented.presentedViewController == nil)
    #expect(presenter.presentingViewController == nil)
    #expect(navigation.presentedViewController == nil)
  }

  @Test func dismissOnThePresenterDismissesWhatItPresented() {
    let presenter = HeadlessViewController()
    let presented = HeadlessViewController()
    presenter.present(presented, animated: false)
    var completed = false
    presenter.dismiss(animated: true) { completed = true }
    #expect(completed)
    #expect(presenter.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
  }

  @Test func dismissOnThePresentedControllerDismissesItself() {
    let presenter = HeadlessViewController()
    let presented = HeadlessViewController()
    presenter.present(presented, animated: false)
    presented.dismiss(animated: false)
    #expect(presenter.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
  }

  @Test func dismissFromAChildOfAPresentedContainerDismissesTheContainer() {
    let presenter = HeadlessViewController()
    let top = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: top)
    presenter.present(navigation, animated: false)
    top.dismiss(animated: false)
    #expect(presenter.presentedViewController == nil)
    #expect(navigation.presentingViewController == nil)
    #expect(top.parent === navigation)
  }

  @Test func dismissLowInAPresentationStackDismissesEverythingAbove() {
    let base = HeadlessViewController()
    let middle = HeadlessViewController()
    let top = HeadlessViewController()
    base.present(middle, animated: false)
    middle.present(top, animated: false)
    base.dismiss(animated: false)
    #expect(base.presentedViewController == nil)
    #expect(middle.presentingViewController == nil)
    #expect(middle.presentedViewController == nil)
    #expect(top.presentingViewController == nil)
  }

  @Test func dismissOnAPresentedControllerThatPresentsDismissesOnlyWhatItPresented() {
    let base = HeadlessViewController()
    let middle = HeadlessViewController()
    let top = HeadlessViewController()
    base.present(middle, animated: false)
    middle.present(top, animated: false)
    middle.dismiss(animated: false)
    #expect(base.presentedViewController === middle)
    #expect(middle.presentedViewController == nil)
    #expect(top.presentingViewController == nil)
  }

  @Test func dismissWithNothingPresentedIsIgnoredButCompletes() {
    let controller = HeadlessViewController()
    var completed = false
    controller.dismiss(animated: false) { completed = true }
    #expect(completed)
    #expect(controller.presentedViewController == nil)
  }

  @Test func dismissedControllerIsReleasedWhenNothingElseHoldsIt() {
    let presenter = HeadlessViewController()
    weak var released: HeadlessViewController?
    do {
      let presented = HeadlessViewController()
      released = presented
      presenter.present(presented, animated: false)
    }
    #expect(released != nil)
    presenter.dismiss(animated: false)
    #expect(released == nil)
  }

  @Test func presentedControllerHoldsItsPresenterWeakly() {
    let presented = HeadlessViewController()
    weak var released: HeadlessViewController?
    do {
      let presenter = HeadlessViewController()
      released = presenter
      presenter.present(presented, animated: false)
    }
    #expect(released == nil)
    #expect(presented.presentingViewController == nil)
  }

  @Test func hostSurfacePresentsAndDismissesWithCompletions() {
    let presenter = HeadlessViewController()
    let presented = HeadlessViewController()
    let host: any ZIKViewControllerHost = presenter
    var steps: [String] = []
    host.zix_present(presented, style: .modal, animated: true) { _ in steps.append("presented") }
    #expect(host.zix_presentedViewController === presented)
    #expect(presented.zix_presentingViewController === presenter)
    presented.zix_dismiss(animated: true) { _ in steps.append("dismissed") }
    #expect(host.zix_presentedViewController == nil)
    #expect(steps == ["presented", "dismissed"])
  }

  @Test func hostSurfaceIgnoresPresentingAControllerOfAnotherKindButCompletes() {
    let presenter = HeadlessViewController()
    var completed = false
    presenter.zix_present(ForeignViewControllerHost(), style: .modal, animated: false) { _ in completed = true }
    #expect(completed)
    #expect(presenter.presentedViewController == nil)
  }

  // MARK: Rule helpers

  @Test func ruleHelpersMatchWhatTheOperationsDo() {
    let presenter = HeadlessViewController()
    let presented = HeadlessViewController()
    #expect(presented.isDetached)
    #expect(presenter.canPresent(presented))
    #expect(!presenter.canPresent(presenter))
    #expect(!presenter.canDismiss)
    presenter.present(presented, animated: false)
    #expect(!presented.isDetached)
    #expect(!presenter.isDetached)
    #expect(!presenter.canPresent(HeadlessViewController()))
    #expect(presenter.canDismiss)
    #expect(presented.canDismiss)
    #expect(!presented.isInNavigationStack)
  }
}
