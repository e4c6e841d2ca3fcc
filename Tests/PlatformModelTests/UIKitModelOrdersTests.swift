import Testing
import UIKitModel

/// The UIKit model's parameters (`UIKitModelOrders`, `UIKitModelRunLoop.alongsideAnimations`,
/// `withOnlyDocumentedTransitionSignals`): each choice produces the order it names, and only under that choice.
@MainActor @Suite struct UIKitModelOrdersTests {
  /// What a pop's coordinator completion sees of the popped controller's `parent`.
  private func parentSeenByPopCompletion(_ orders: UIKitModelOrders) -> (UIViewController?, UINavigationController) {
    var seen: UIViewController?
    var navigation = UINavigationController()
    withUIKitModelOrders(orders) {
      navigation = UINavigationController(rootViewController: UIViewController())
      _ = makeWindow(root: navigation)
      let top = UIViewController()
      navigation.pushViewController(top, animated: false)
      UIKitModelRunLoop.runUntilIdle()
      navigation.popViewController(animated: true)
      navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in seen = top.parent }
      UIKitModelRunLoop.runUntilIdle()
      #expect(top.parent == nil)
    }
    return (seen, navigation)
  }

  /// `linksClearedAfterCompletion`: the popped controller's `parent` is cleared after the coordinator's completion
  /// ran; by default, before it.
  @Test func linksClearedAfterCompletionKeepsThePoppedParentForTheCoordinatorsCompletion() {
    #expect(parentSeenByPopCompletion([]).0 == nil)
    let (seen, navigation) = parentSeenByPopCompletion(.linksClearedAfterCompletion)
    #expect(seen === navigation)
  }

  /// The same choice for a dismissal: the coordinator's completion sees the dismissed controller's
  /// `presentingViewController` only under `linksClearedAfterCompletion`.
  @Test(arguments: [false, true])
  func linksClearedAfterCompletionKeepsThePresenterForTheCoordinatorsCompletion(_ after: Bool) {
    withUIKitModelOrders(after ? .linksClearedAfterCompletion : []) {
      let root = UIViewController()
      _ = makeWindow(root: root)
      let sheet = UIViewController()
      root.present(sheet, animated: false)
      var seen: UIViewController?
      root.dismiss(animated: true)
      sheet.transitionCoordinator?.animate(alongsideTransition: nil) { _ in seen = sheet.presentingViewController }
      UIKitModelRunLoop.runUntilIdle()
      #expect((seen === root) == after)
      #expect(sheet.presentingViewController == nil)
    }
  }

  /// `nonAnimatedEndsOnNextTurn`: a non-animated push ends on the next turn of the run loop (`viewDidAppear(_:)` not
  /// yet called when `pushViewController` returns); by default it ends within the call.
  @Test(arguments: [false, true])
  func nonAnimatedEndsOnNextTurnDefersTheEndOfANonAnimatedPush(_ nextTurn: Bool) {
    withUIKitModelOrders(nextTurn ? .nonAnimatedEndsOnNextTurn : []) {
      let journal = Journal()
      let navigation = UINavigationController(rootViewController: UIViewController())
      _ = makeWindow(root: navigation)
      let pushed = RecordingController("pushed", journal)
      navigation.pushViewController(pushed, animated: false)
      #expect(journal.entries.contains("pushed.viewDidAppear") == !nextTurn)
      #expect(UIKitModelRunLoop.isIdle == !nextTurn)
      UIKitModelRunLoop.runUntilIdle()
      #expect(journal.entries.contains("pushed.viewDidAppear"))
    }
  }

  /// `dropsPushDuringTransition`: a push made while another push runs is dropped and recorded; by default it is
  /// queued and made once the running transition ended.
  @Test(arguments: [false, true])
  func dropsPushDuringTransitionDropsRatherThanQueues(_ drops: Bool) {
    withUIKitModelOrders(drops ? .dropsPushDuringTransition : []) {
      UIKitModelDiagnostics.reset()
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      _ = makeWindow(root: navigation)
      let (first, second) = (UIViewController(), UIViewController())
      navigation.pushViewController(first, animated: true)
      navigation.pushViewController(second, animated: true)
      #expect(navigation.viewControllers == [root, first])
      UIKitModelRunLoop.runUntilIdle()
      #expect(navigation.viewControllers == (drops ? [root, first] : [root, first, second]))
      #expect(UIKitModelDiagnostics.messages.count == (drops ? 1 : 0))
    }
  }

  /// `ZROUTER_UIKIT_ORDERS` names the options by name, `all` or `default`; `everyCombination` holds each subset once,
  /// and `description` names the options back.
  @Test func theOrdersParseFromTheirNamesAndEnumerateEveryCombination() {
    #expect(UIKitModelOrders.parse(nil) == [])
    #expect(UIKitModelOrders.parse("default") == [])
    #expect(
      UIKitModelOrders.parse("all") == [
        .linksClearedAfterCompletion, .nonAnimatedEndsOnNextTurn, .dropsPushDuringTransition,
      ])
    let two = UIKitModelOrders.parse("linksClearedAfterCompletion, dropsPushDuringTransition")
    #expect(two == [.linksClearedAfterCompletion, .dropsPushDuringTransition])
    #expect(two.description == "linksClearedAfterCompletion,dropsPushDuringTransition")
    #expect(UIKitModelOrders().description == "default")
    #expect(UIKitModelOrders.everyCombination.count == 8)
    #expect(Set(UIKitModelOrders.everyCombination.map(\.rawValue)).count == 8)
  }

  /// `animate(alongsideTransition:completion:)`: "This method returns YES if the animations are successfully queued to
  /// run. The completions may be run even if the animations are not." Each `AlongsideAnimations` choice gives the
  /// answer and the completion it names.
  @Test(arguments: [
    (UIKitModelRunLoop.AlongsideAnimations.queued, true, true, true),
    (.notQueuedCompletionsRun, false, false, true),
    (.notQueuedCompletionsDropped, false, false, false),
  ])
  func alongsideAnimationsAnswerAsNamed(
    _ choice: UIKitModelRunLoop.AlongsideAnimations, queued: Bool, animationRuns: Bool, completionRuns: Bool
  ) {
    withDefaultUIKitModel {
      UIKitModelRunLoop.alongsideAnimations = choice
      defer { UIKitModelRunLoop.alongsideAnimations = .queued }
      let navigation = UINavigationController(rootViewController: UIViewController())
      _ = makeWindow(root: navigation)
      navigation.pushViewController(UIViewController(), animated: true)
      var (animated, completed) = (false, false)
      let answer = navigation.transitionCoordinator?.animate(
        alongsideTransition: { _ in animated = true }, completion: { _ in completed = true })
      UIKitModelRunLoop.runUntilIdle()
      #expect(answer == queued)
      #expect(animated == animationRuns)
      #expect(completed == completionRuns)
    }
  }

  /// `withOnlyDocumentedTransitionSignals`: `isBeingPresented` answers `false` outside the appearance callbacks
  /// (UIKit documents it for them only); by default the model answers `true` while the presentation runs.
  @Test(arguments: [false, true])
  func documentedSignalsOnlyHidesTheFlagsOutsideAppearanceCallbacks(_ documentedOnly: Bool) {
    let body = {
      withDefaultUIKitModel {
        let root = UIViewController()
        _ = makeWindow(root: root)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        #expect(sheet.isBeingPresented == !documentedOnly)
      }
    }
    if documentedOnly { UIKitModelRunLoop.withOnlyDocumentedTransitionSignals(body) } else { body() }
  }
}
