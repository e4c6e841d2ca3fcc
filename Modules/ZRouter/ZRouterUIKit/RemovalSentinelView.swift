#if canImport(UIKit)
  import Foundation
  import UIKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// The removal sentinel of UIKit: tells a controller's routers when UIKit popped, dismissed or removed the
  /// controller (a back swipe, a pop of several levels, an interactive dismissal, a parent dropping it), and not when
  /// something only covered it.
  ///
  /// The events it relies on, and what Apple documents of them (Docs/ApplePlatforms.md lists them):
  /// - a view leaving its window: `didMoveToWindow()`, "Tells the view that its window object changed";
  /// - the end of the running transition: `animate(alongsideTransition:completion:)`, "The completionBlock is
  ///   invoked after the transition completes" (UIViewControllerTransitionCoordinator.h).
  ///
  /// Controllers covered by a pushed or full-screen controller have no view in the window, so when their sentinel
  /// leaves it the covering controller gets a sentinel too, and every window change of any sentinel makes every
  /// watched controller be looked at again: a pop of several levels, a new stack or a dismissal under a full-screen
  /// presentation reaches them through the top controller's view. They are looked at when the transition that moved
  /// the view ends, and again one main-actor turn later (``MainTurn``), the controllers kept alive until then:
  /// Apple does not document whether UIKit clears `parent` and `presentingViewController` before or after the
  /// coordinator's completion runs. A controller still placed then (covered, or put back by a cancelled back swipe)
  /// is not reported.
  ///
  /// A sentinel the app takes out of its controller's view (clearing the root view's subviews, replacing the root
  /// view) while the controller lives is put back at the next look: only a released controller counts as gone.
  final class ZIKRemovalSentinelView: UIView, RemovalSentinel {
    weak var owner: UIViewController?
    var removalHandlers = RemovalHandlers()

    /// A watched controller: the controller and its sentinel held weakly, its handlers strongly.
    @MainActor
    private final class Watch {
      weak var owner: UIViewController?
      weak var sentinel: ZIKRemovalSentinelView?
      let handlers: RemovalHandlers
      /// Whether the controller hung from a window or a presentation once watched: its place is then that
      /// hierarchy, not only its parent or presenter.
      var ownerWasAnchored: Bool
      /// Whether the controller was a child (pushed, contained) once watched: its place is then that parent.
      var hadParent: Bool
      /// Whether the end of the controller's own running transition will look at it.
      var awaitsTransitionEnd = false
      /// The window the controller's hierarchy hung from when last seen in one: its scene's disconnection ends the
      /// route even after the app let go of the window.
      weak var window: UIWindow?

      init(owner: UIViewController, sentinel: ZIKRemovalSentinelView, anchored: Bool) {
        self.owner = owner
        self.sentinel = sentinel
        handlers = sentinel.removalHandlers
        ownerWasAnchored = anchored
        hadParent = owner.parent != nil
        window = ZIKRemovalSentinelView.anchoringWindow(of: owner)
      }

      /// Whether the controller is gone: released, detached, or no longer hanging from what it hung from.
      var ownerLeft: Bool {
        guard let owner else { return true }
        if hadParent, owner.parent == nil { return true }
        if ownerWasAnchored { return !ZIKRemovalSentinelView.isAnchored(owner) }
        return owner.parent == nil && owner.presentingViewController == nil
      }
    }

    /// The watched controllers with handlers.
    private static var watched: [Watch] = []

    /// The controller's root view, or its `contentView` when the root view is a `UIVisualEffectView`: UIKit raises an
    /// exception for a subview added to the visual effect view itself.
    static func sentinelSuperview(of controller: UIViewController) -> any ZIKViewHost {
      let view: UIView = controller.view
      return (view as? UIVisualEffectView)?.contentView ?? view
    }

    /// Keeps `handler` until the owner leaves.
    func watch(_ handler: @escaping @MainActor () -> Void) {
      guard let owner else { return }
      handlers.append(handler)
      let anchored = Self.isAnchored(owner)
      if let entry = Self.watched.first(where: { $0.owner === owner }) {
        entry.ownerWasAnchored = anchored
        entry.hadParent = owner.parent != nil
        entry.window = Self.anchoringWindow(of: owner) ?? entry.window
        entry.sentinel = self
        if entry.handlers !== removalHandlers {
          entry.handlers.pending += removalHandlers.pending
          removalHandlers = entry.handlers
        }
      } else {
        Self.watched.append(Watch(owner: owner, sentinel: self, anchored: anchored))
      }
      Self.observeSceneDisconnections()
    }

    // MARK: Closed scenes

    /// Whether the glue listens to `UIScene.didDisconnectNotification` yet.
    private static var observesScenes = false

    /// Listens, from the first watch on, to `UIScene.didDisconnectNotification`: "A notification that indicates that
    /// UIKit removed a scene from your app" ("UIKit places the affected scene in the object property of the
    /// notification"). UIKit documents nothing of the scene's windows then: its controllers may stay where they are,
    /// so no window change would tell.
    private static func observeSceneDisconnections() {
      guard !observesScenes else { return }
      observesScenes = true
      _ = NotificationCenter.default.addObserver(
        forName: UIScene.didDisconnectNotification, object: nil, queue: nil
      ) { notification in
        // The scene itself stays on the posting thread (the main one): only its identity crosses.
        let scene = notification.object.map { ObjectIdentifier($0 as AnyObject) }
        MainActor.assumeIsolated {
          if let scene { reportControllers(shownInSceneWith: scene) }
        }
      }
    }

    /// Runs the handlers of every watched controller shown in a window of the scene `scene` identifies, which UIKit
    /// removed: their routes end with their removal handlers and AOP, once (a handler runs once; a later window change
    /// finds none).
    static func reportControllers(shownInSceneWith scene: ObjectIdentifier) {
      for entry in watched {
        guard let owner = entry.owner, let windowScene = (anchoringWindow(of: owner) ?? entry.window)?.windowScene,
          ObjectIdentifier(windowScene) == scene
        else {
          continue
        }
        entry.handlers.run()
      }
      watched.removeAll { $0.handlers.pending.isEmpty }
    }

    /// The window `controller`'s hierarchy hangs from: its topmost ancestor's, or its presenter's.
    static func anchoringWindow(of controller: UIViewController) -> UIWindow? {
      let root = sequence(first: controller, next: \.parent).reduce(controller) { $1 }
      if let presenter = root.presentingViewController { return anchoringWindow(of: presenter) }
      return root.viewIfLoaded?.window
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard let owner else { return }
      if window != nil {
        // A controller routed while its hierarchy was off screen hangs from a window from now on.
        if Self.isAnchored(owner) {
          for entry in Self.watched where entry.owner === owner { entry.ownerWasAnchored = true }
        }
        for entry in Self.watched where entry.owner === owner {
          entry.window = Self.anchoringWindow(of: owner) ?? entry.window
        }
        return
      }
      if Self.isAnchored(owner) { Self.watchCover(of: owner) }
      Self.lookAgain(after: owner.transitionCoordinator)
    }

    /// Looks at every watched controller again and reports those that left (see ``LateRemovalReports``).
    static func reportLateRemovals() { reportControllersThatLeft() }

    /// Looks at every watched controller when `coordinator`'s transition ends (if one runs), and again one
    /// main-actor turn later, the controllers kept alive until then.
    static func lookAgain(after coordinator: (any UIViewControllerTransitionCoordinator)?) {
      let kept = watched.compactMap(\.owner)
      // On the next turn in any case: a controller the app took out of a parent that is moving in a transition has
      // left already, and no transition of its own ends.
      lookOnTheNextTurn(keeping: kept)
      // "The completions may be run even if the animations are not" queued: the completion is asked for in any case.
      coordinator?.animate(alongsideTransition: nil) { [weak coordinator] _ in
        reportControllersThatLeft(ending: coordinator)
        lookOnTheNextTurn(keeping: kept)
      }
    }

    /// Looks at every watched controller on the next main-actor turn; `kept` stay alive until then.
    private static func lookOnTheNextTurn(keeping kept: [UIViewController]) {
      MainTurn.afterThisTurn(of: "UIKit") {
        reportControllersThatLeft(ending: nil)
        withExtendedLifetime(kept) {}
      }
    }

    /// Reports now the watched controllers that left (after their own transition, when one runs), and looks at them
    /// again on the next turn: what a route action, the app's explicit call, or the end of the router's own pop or
    /// dismissal asks for.
    static func reportControllersThatLeft() {
      reportControllersThatLeft(ending: nil)
      // Nothing to look at again when no controller is watched any more.
      guard !watched.isEmpty else { return }
      lookOnTheNextTurn(keeping: watched.compactMap(\.owner))
    }

    /// Runs the handlers of the watched controllers that left: released ones at once; others at once, or at the end
    /// of a transition of their own other than `ending` that still runs. Puts back lost sentinels.
    private static func reportControllersThatLeft(ending: (any UIViewControllerTransitionCoordinator)?) {
      watched.removeAll { $0.handlers.pending.isEmpty }
      for entry in watched {
        guard let owner = entry.owner else {
          // A released controller takes part in no transition: its routers learn now.
          entry.handlers.run()
          continue
        }
        reinstallSentinelIfLost(entry, owner: owner)
        guard entry.ownerLeft else { continue }
        if let own = owner.transitionCoordinator, own !== ending {
          if entry.awaitsTransitionEnd { continue }
          entry.awaitsTransitionEnd = true
          let queued = own.animate(alongsideTransition: nil) { [entry, owner] _ in
            entry.awaitsTransitionEnd = false
            if entry.ownerLeft { entry.handlers.run() }
            lookOnTheNextTurn(keeping: [owner])
          }
          if queued { continue }
          entry.awaitsTransitionEnd = false
        }
        entry.handlers.run()
      }
      watched.removeAll { $0.handlers.pending.isEmpty }
    }

    /// Puts a sentinel back in `owner`'s view when the app took the watched one out (or it was released with a view
    /// the controller no longer uses).
    private static func reinstallSentinelIfLost(_ entry: Watch, owner: UIViewController) {
      guard let view = sentinelSuperview(of: owner) as? UIView else { return }
      if let sentinel = entry.sentinel, sentinel.superview === view { return }
      let sentinel = existingSentinel(under: view) ?? Self()
      sentinel.owner = owner
      sentinel.isHidden = true
      sentinel.removalHandlers = entry.handlers
      entry.sentinel = sentinel
      if sentinel.superview !== view { view.addSubview(sentinel) }
    }

    /// Whether `controller`'s topmost ancestor is in a window, presents, or was presented by an anchored controller.
    static func isAnchored(_ controller: UIViewController) -> Bool {
      let root = sequence(first: controller, next: \.parent).reduce(controller) { $1 }
      if let presenter = root.presentingViewController { return isAnchored(presenter) }
      return root.viewIfLoaded?.window != nil || root.presentedViewController != nil
    }

    /// Gives the controller covering `controller` (the top of its navigation stack, or a full-screen presentation) a
    /// sentinel, whose view leaves the window when the covering controller goes.
    private static func watchCover(of controller: UIViewController) {
      let stackTop = controller.navigationController?.topViewController
      for cover in [stackTop, controller.presentedViewController] {
        guard let cover, cover !== controller, cover.isViewLoaded else { continue }
        _ = sentinel(in: cover)
      }
    }
  }
#endif
