/// Modal presentation in the model: `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
///
/// Rules, from Apple's documentation:
/// - `presentedViewController`/`presentingViewController` answer for the whole hierarchy: "If the view controller
///   that received this message is a child of another view controller, this property holds the view controller that
///   is presenting the parent view controller" (the model keeps the links on the topmost ancestor).
/// - `dismiss(animated:completion:)`: "The presenting view controller is responsible for dismissing the view
///   controller it presented. If you call this method on the presented view controller itself, UIKit asks the
///   presenting view controller to handle the dismissal." and "calling this method on a view controller lower in the
///   stack dismisses its immediate child view controller and all view controllers above that child".
/// - the completion of a dismissal "will be invoked after the dismissed controller's viewDidDisappear: callback is
///   invoked" (UIViewController.h).
/// - a present from a controller whose view is not in the window hierarchy, from one already presenting, or while a
///   presentation or dismissal is in progress is ignored (UIKit logs "Attempt to present … whose view is not in the
///   window hierarchy" / "which is already presenting"); a dismissal during another transition is ignored (UIKit
///   logs "Attempt to dismiss from view controller … while a presentation or dismiss is in progress"). Their
///   completions never run.
/// - presenting a controller that is already presented or has a parent raises an exception in UIKit ("Application
///   tried to present modally a view controller that is already being presented", "…that has a parent view
///   controller"); the model records it in ``UIKitModelDiagnostics`` and ignores the call.
extension UIViewController {
  /// The controller presented by the receiver's hierarchy.
  public var presentedViewController: UIViewController? { presentationRoot.presentedStorage }

  /// The controller that presented the receiver's hierarchy.
  public var presentingViewController: UIViewController? { presentationRoot.presentingStorage }

  /// The popover presentation controller: "If you created the view controller but have not yet presented it,
  /// accessing this property creates a presentation controller when the value in the modalPresentationStyle property
  /// is UIModalPresentationPopover. If the modal presentation style is a different value, this property is nil."
  public var popoverPresentationController: UIPopoverPresentationController? {
    if let popoverStorage { return popoverStorage }
    guard modalPresentationStyle == .popover, presentingStorage == nil else { return nil }
    let popover = UIPopoverPresentationController(presentedViewController: self)
    popoverStorage = popover
    return popover
  }

  /// What `present(_:animated:completion:)` does.
  func modelPresent(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)?
  ) {
    let presented = viewControllerToPresent
    let presenter = presentationRoot
    if let refusal = presentRefusal(presented, presenter: presenter) {
      UIKitModelDiagnostics.record("present: \(refusal)")
      return
    }
    presenter.presentedStorage = presented
    presented.presentingStorage = presenter
    presented.beingPresented = true
    let style = presented.modalPresentationStyle
    let window = viewIfLoaded?.window
    ModelTransition.start(
      "present", participants: [presenter, presented], from: presenter, to: presented, animated: flag,
      completion: completion,
      begin: {
        presented.viewWillAppear(flag)
        if style.removesPresentersViews { presenter.viewWillDisappear(flag) }
        window?.addSubview(presented.view)
      },
      complete: { _ in
        if style.removesPresentersViews, let covered = presenter.viewIfLoaded, let superview = covered.superview {
          presented.coveredView = CoveredView(view: covered, superview: superview)
          covered.removeFromSuperview()
          presenter.viewDidDisappear(flag)
        }
        presented.beingPresented = false
        presented.viewDidAppear(flag)
      })
  }

  /// What `dismiss(animated:completion:)` does.
  func modelDismiss(animated flag: Bool, completion: (@MainActor () -> Void)?) {
    startDismissal(animated: flag, interactive: false, completion: completion)
  }

  /// The user starts pulling the receiver's presented sheet down (or the receiver, when it is presented and presents
  /// nothing); `nil` when there is nothing to dismiss or a transition is in progress.
  ///
  /// A controller with `isModalInPresentation` set cannot be swiped down: "When this property is true, UIKit ignores
  /// events outside the view controller's bounds and prevents the interactive dismissal of the view controller while
  /// it is onscreen."
  public func beginInteractiveDismissal() -> UIKitModelInteraction? {
    let root = presentationRoot
    guard let sheet = root.presentedStorage ?? (root.presentingStorage != nil ? root : nil),
      !sheet.isModalInPresentation
    else { return nil }
    return startDismissal(animated: true, interactive: true, completion: nil).map(UIKitModelInteraction.init)
  }

  @discardableResult
  private func startDismissal(animated flag: Bool, interactive: Bool, completion: (@MainActor () -> Void)?)
    -> ModelTransition?
  {
    let root = presentationRoot
    let presenter: UIViewController
    let dismissed: UIViewController
    if let presented = root.presentedStorage {
      (presenter, dismissed) = (root, presented)
    } else if let presenting = root.presentingStorage {
      (presenter, dismissed) = (presenting, root)
    } else {
      UIKitModelDiagnostics.record("dismiss: \(type(of: self)) neither presents nor was presented")
      return nil
    }
    let chain = Array(sequence(first: dismissed, next: \.presentedStorage))
    let involved = [presenter] + chain
    if involved.contains(where: { $0.isInPresentationTransition }) {
      UIKitModelDiagnostics.record(
        "dismiss: attempt to dismiss from \(type(of: self)) while a presentation or dismiss is in progress")
      return nil
    }
    for controller in chain { controller.beingDismissed = true }
    let covered = dismissed.coveredView
    return ModelTransition.start(
      interactive ? "interactive dismiss" : "dismiss", participants: involved, from: dismissed, to: presenter,
      animated: flag,
      interactive: interactive, completion: completion,
      begin: {
        chain.last?.viewWillDisappear(flag)
        if let covered, let view = covered.view, let superview = covered.superview {
          presenter.viewWillAppear(flag)
          superview.insertSubview(view, belowSubview: dismissed.view)
        }
      },
      complete: { transition in
        let clearLinks: @MainActor () -> Void = {
          presenter.presentedStorage = nil
          for controller in chain {
            controller.presentingStorage = nil
            controller.presentedStorage = nil
            controller.coveredView = nil
            controller.popoverStorage = nil
          }
        }
        let linksLast = UIKitModelRunLoop.dismissalClearsLinksAfterViewsLeave
        if !linksLast { transition.clearLinks(clearLinks) }
        for controller in chain.reversed() {
          controller.viewIfLoaded?.removeFromSuperview()
          controller.beingDismissed = false
        }
        if linksLast { transition.clearLinks(clearLinks) }
        chain.last?.viewDidDisappear(flag)
        if covered != nil { presenter.viewDidAppear(flag) }
      },
      revert: { _ in
        for controller in chain { controller.beingDismissed = false }
        if let covered {
          covered.view?.removeFromSuperview()
          presenter.viewWillDisappear(flag)
          presenter.viewDidDisappear(flag)
        }
        chain.last?.viewWillAppear(flag)
        chain.last?.viewDidAppear(flag)
      })
  }

  /// Whether a presentation or dismissal involving the controller is running.
  var isInPresentationTransition: Bool {
    beingPresented || beingDismissed
      || activeTransitions.contains { $0.name.hasSuffix("present") || $0.name.hasSuffix("dismiss") }
  }

  private func presentRefusal(_ presented: UIViewController, presenter: UIViewController) -> String? {
    if presented.presentingStorage != nil || presented.beingPresented {
      return "application tried to present modally \(type(of: presented)), which is already being presented"
    }
    if presented.parent != nil {
      return "application tried to present modally \(type(of: presented)), which has a parent view controller"
    }
    if isDescendant(of: presented) { return "application tried to present \(type(of: presented)) over itself" }
    if viewIfLoaded?.window == nil {
      return "attempt to present \(type(of: presented)) on \(type(of: self)) whose view is not in the window hierarchy"
    }
    if let current = presenter.presentedStorage {
      return
        "attempt to present \(type(of: presented)) on \(type(of: presenter)), which is already presenting \(type(of: current))"
    }
    if presenter.isInPresentationTransition {
      return "attempt to present \(type(of: presented)) on \(type(of: presenter)) while a presentation is in progress"
    }
    if presented.modalPresentationStyle == .popover, let popover = presented.popoverPresentationController,
      popover.sourceView == nil, popover.sourceItem == nil
    {
      return
        "UIPopoverPresentationController should have a non-nil sourceView or sourceItem set before the presentation occurs"
    }
    return nil
  }
}
