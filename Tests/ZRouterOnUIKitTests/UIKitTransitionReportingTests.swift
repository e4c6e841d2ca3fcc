import Foundation
import Testing
import UIKitModel
import ViewTestSupport

@testable import ZRouterCore
@testable import ZRouterUIKit

/// The UIKit glue against Apple's documentation: each test follows a documented rule the glue broke before its fix.
@MainActor @Suite(.serialized) struct UIKitTransitionReportingTests {
  // MARK: A visual effect view as the root view

  /// "Don't add subviews directly to the visual effect view itself" (UIKit raises an exception): the removal sentinel
  /// goes in its `contentView`, and still sees the controller leave.
  @Test func aControllerWhoseViewIsAVisualEffectViewGetsItsSentinelInTheContentView() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      let effectView = UIVisualEffectView(effect: UIVisualEffect())
      let router = try #require(
        Router.perform(
          to: RoutableView<any UIViewController & AViewInput>(), path: .push(from: scene.root.children[0]),
          configuring: { config, _ in config.prepareDestination = { $0.view = effectView } }))
      settle()
      #expect(router.state == .routed)
      #expect(UIKitModelDiagnostics.messages.isEmpty)
      #expect(effectView.contentView.subviews.contains { $0 is ZIKRemovalSentinelView })
      navigation.beginInteractivePop()?.finish()
      settle()
      #expect(router.state == .removed)
    }
  }

  // MARK: Alongside animations UIKit does not queue

  /// Runs `body` with coordinators answering `animate(alongsideTransition:completion:)` as `answer`.
  private func withAlongsideAnimations(
    _ answer: UIKitModelRunLoop.AlongsideAnimations, _ body: () throws -> Void
  ) rethrows {
    UIKitModelRunLoop.alongsideAnimations = answer
    defer { UIKitModelRunLoop.alongsideAnimations = .queued }
    try body()
  }

  /// "The completions may be run even if the animations are not" queued, so they may also never run: a push and its
  /// removal still end, once each.
  @Test(arguments: [
    UIKitModelRunLoop.AlongsideAnimations.notQueuedCompletionsDropped, .notQueuedCompletionsRun,
  ])
  func aPushAndItsRemovalEndWhenTheCoordinatorDoesNotQueueTheCompletion(
    answer: UIKitModelRunLoop.AlongsideAnimations
  ) throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      var performed = 0
      var removed = 0
      try withAlongsideAnimations(answer) {
        let router = try #require(
          Router.perform(
            to: RoutableView<any AViewInput>(), path: .push(from: scene.root.children[0]),
            configuring: { config, _ in config.successHandler = { _ in performed += 1 } }))
        settle()
        #expect(router.state == .routed)
        #expect(navigation.viewControllers.count == 2)
        router.removeRoute(successHandler: { removed += 1 })
        settle()
        #expect(router.state == .removed)
        #expect(navigation.viewControllers.count == 1)
      }
      #expect(performed == 1)
      #expect(removed == 1)
    }
  }

  /// The same for `show(_:sender:)` placing the controller on a navigation stack.
  @Test func aShowEndsWhenTheCoordinatorDropsTheCompletion() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, _) = UIKitScene.navigation()
      try withAlongsideAnimations(.notQueuedCompletionsDropped) {
        let router = try #require(
          Router.perform(to: RoutableView<any AViewInput>(), path: .show(from: scene.root.children[0])))
        settle()
        #expect(router.state == .routed)
      }
    }
  }

  /// A pop whose coordinator drops the completion still ends the removal.
  @Test func aRemovalByPopEndsWhenTheCoordinatorDropsTheCompletion() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      let router = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: scene.root.children[0])))
      settle()
      var removed = 0
      withAlongsideAnimations(.notQueuedCompletionsDropped) {
        router.removeRoute(successHandler: { removed += 1 })
        settle()
      }
      #expect(router.state == .removed)
      #expect(removed == 1)
      #expect(navigation.viewControllers.count == 1)
    }
  }

  // MARK: Transition flags outside the appearance callbacks

  /// Runs `body` on a model whose `isBeingDismissed` / `isMovingFromParent` (and the two others) answer only in
  /// appearance callbacks, as documented, and whose dismissals clear the presentation links after the views left.
  private func withDocumentedFlagsOnly(_ body: () throws -> Void) rethrows {
    try UIKitModelRunLoop.withOnlyDocumentedTransitionSignals { try body() }
  }

  /// UIKit documents the four transition flags for the appearance callbacks only: a sheet the user swipes down is
  /// still reported, from the transition's end, whatever the flags answer while its view leaves the window.
  @Test func aSheetSwipedDownIsReportedWithoutTheTransitionFlags() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      try withDocumentedFlagsOnly {
        let router = try #require(
          Router.perform(to: RoutableView<any AViewInput>(), path: .presentAsSheet(from: scene.root)))
        settle()
        #expect(router.state == .routed)
        scene.root.beginInteractiveDismissal()?.finish()
        settle()
        #expect(scene.root.presentedViewController == nil)
        #expect(router.state == .removed)
      }
    }
  }

  /// The same for a back swipe, and for a covered controller that only comes back on screen.
  @Test func aBackSwipeIsReportedWithoutTheTransitionFlagsAndACoverIsNot() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      try withDocumentedFlagsOnly {
        let first = try #require(
          Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: scene.root.children[0])))
        settle()
        let covered = try #require(navigation.topViewController)
        let second = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: covered)))
        settle()
        #expect(first.state == .routed)
        navigation.beginInteractivePop()?.finish()
        settle()
        #expect(second.state == .removed)
        #expect(first.state == .routed)
        navigation.beginInteractivePop()?.finish()
        settle()
        #expect(first.state == .removed)
      }
    }
  }

  /// Removing a presented screen is reported as done, not as a dismissal UIKit ignored, whatever `isBeingDismissed`
  /// answers right after `dismiss(animated:completion:)`: the dismissal's transition coordinator tells.
  @Test func aRemovalByDismissalSucceedsWithoutTheTransitionFlags() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      try withDocumentedFlagsOnly {
        let router = try #require(
          Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: scene.root)))
        settle()
        var result: Bool?
        router.removeRoute(successHandler: { result = true }, errorHandler: { _, _ in result = false })
        settle()
        #expect(result == true)
        #expect(router.state == .removed)
        #expect(scene.root.presentedViewController == nil)
      }
    }
  }

  /// A removal asked for while a presentation of the same screen runs is refused at once, not left waiting for a
  /// completion UIKit never calls, whatever `isBeingPresented` answers.
  @Test func aRemovalDuringThePresentationIsRefusedWithoutTheTransitionFlags() {
    ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      withDocumentedFlagsOnly {
        let presented = UIViewController()
        var reported: HostTransitionResult?
        scene.root.present(presented, animated: true)
        presented.zix_dismiss(animated: true) { reported = $0 }
        #expect(reported != nil)
        #expect(reported != .completed)
        settle()
        #expect(scene.root.presentedViewController === presented)
      }
    }
  }

  /// A parent dropping a child on screen (`willMove(toParent: nil)`, the view out, `removeFromParent()`) is reported
  /// once the app's code that dropped it ended, whatever `isMovingFromParent` answers while the view leaves.
  @Test func aChildDroppedOnScreenIsReportedWithoutTheTransitionFlags() async throws {
    try await UIKitModelRunLoop.withOnlyDocumentedTransitionSignals { @MainActor in
      try await ViewFixtureRegistry.run { _ in
        let scene = UIKitScene()
        let source = scene.root
        let router = try #require(
          Router.perform(
            to: RoutableView<any AViewInput>(),
            path: .addAsChildViewController(from: source) { child, done in
              source.view.addSubview(testController(child).view)
              done()
            }))
        #expect(router.state == .routed)
        let child = try #require(source.children.first)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        for _ in 0..<10 where router.state == .routed { await Task.yield() }
        #expect(router.state == .removed)
      }
    }
  }

  // MARK: Removals no view change shows

  /// `setViewControllers` removing a controller under an unchanged top moves no view, so the host has not reported
  /// it yet: a `removeRoute()` asked for before the next window change ends the route as removed at once, as that
  /// report would, and that ending is the removal's result: its success handler runs once and no error follows; the
  /// window change reports nothing more.
  @Test func aRemovalAskedForAfterTheControllerLeftUnderAnUnchangedTopEndsTheRouteOnce() throws {
    try ViewFixtureRegistry.run { _ in
      let (scene, navigation) = UIKitScene.navigation()
      let home = scene.root.children[0]
      var endings = 0
      let first = try #require(
        Router.perform(
          to: RoutableView<any AViewInput>(), path: .push(from: home),
          configuring: { config, _ in config.stateNotifier = { _, new in if new == .removed { endings += 1 } } }))
      settle()
      let a1 = try #require(navigation.topViewController)
      let second = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: a1)))
      settle()
      let a2 = try #require(navigation.topViewController)
      navigation.setViewControllers([home, a2], animated: true)
      settle()
      #expect(first.state == .routed, "UIKit showed no view change: the host has not reported it")
      var succeeded = 0
      var failure: (any Error)?
      first.removeRoute(successHandler: { succeeded += 1 }, errorHandler: { _, error in failure = error })
      #expect(first.state == .removed, "a removal asked for after the controller left ends the route")
      #expect(endings == 1)
      #expect(succeeded == 1, "the ending is this removal's result: its success handler runs once")
      #expect(failure == nil, "and no error follows it: \(String(describing: failure))")
      #expect(navigation.viewControllers.count == 2, "nothing else was popped")
      navigation.popViewController(animated: true)
      settle()
      #expect(second.state == .removed)
      #expect(first.state == .removed)
      #expect(endings == 1, "the later window change reports nothing twice")
    }
  }

  /// A sheet the app makes modal in presentation cannot be swiped down, so its route stays routed until removed.
  @Test func aSheetModalInPresentationStaysRoutedUntilRemoved() throws {
    try ViewFixtureRegistry.run { _ in
      let scene = UIKitScene()
      let router = try #require(
        Router.perform(
          to: RoutableView<any UIViewController & AViewInput>(), path: .presentAsSheet(from: scene.root),
          configuring: { config, _ in config.prepareDestination = { $0.isModalInPresentation = true } }))
      settle()
      #expect(scene.root.beginInteractiveDismissal() == nil)
      #expect(router.state == .routed)
      router.removeRoute()
      settle()
      #expect(router.state == .removed)
      #expect(scene.root.presentedViewController == nil)
    }
  }
}
