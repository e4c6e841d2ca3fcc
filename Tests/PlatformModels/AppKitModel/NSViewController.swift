import Foundation

/// A view controller: the parts of AppKit's `NSViewController` the router's glue uses.
///
/// Rules, from `AppKit/NSViewController.h` (macOS 14 SDK):
/// - `view` "first invokes [self loadView] if the view hasn't been set yet. After -loadView is called, -viewDidLoad
///   will be called." The default `loadView()` loads a nib named after the class; the model has no nibs, so it
///   records the exception AppKit raises when none is found and makes an empty view. Override `loadView()`.
/// - Appearance: `viewWillDisappear()` when the view goes from a state of not being "hidden, nor having a hidden
///   ancestor, nor having a nil window or being in a window that's ordered out, to a state where at least one of these
///   conditions is true", then `viewDidDisappear()`; `viewWillAppear()` / `viewDidAppear()` the other way.
/// - Containment: `addChild(_:)` "calls insertChildViewController:atIndex: at the end of the array", which first
///   removes a child that has another parent; `removeFromParent()` "simply calls [self.parentViewController
///   removeChildViewControllerAtIndex:index]". Containment never touches views.
/// - Presentation: see the rules in the presentation section below.
@MainActor
open class NSViewController: NSResponder {
  /// The name of the nib the default `loadView()` loads.
  open private(set) var nibName: String?
  /// The bundle of that nib.
  open private(set) var nibBundle: Bundle?
  /// The controller's title.
  open var title: String?
  /// The parent controller (not retained), or `nil`.
  open internal(set) weak var parent: NSViewController?

  private var loadedView: NSView?
  private var storedChildren: [NSViewController] = []
  private var isOnScreen = false
  // Presentation state (see NSViewController+Presentation.swift).
  /// The presenter. AppKit declares `presentingViewController` `assign` (NSViewController.h): it is not retained and
  /// not zeroed when the presenter goes away. The model holds it weakly and records the read of a released presenter
  /// (which on AppKit reads a dangling pointer) as an exception.
  weak var presenter: NSViewController? {
    didSet { hadPresenter = presenter != nil }
  }
  /// Whether `presenter` was set and not cleared by a dismissal.
  private var hadPresenter = false
  var presented: [(controller: NSViewController, animator: any NSViewControllerPresentationAnimator)] = []

  /// A controller whose view comes from the nib `nibNameOrNil` in `nibBundleOrNil`: AppKit's designated initializer.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// A controller with no nib name, as the `init()` Objective-C inherits from `NSObject`.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Controllers are not archived in the model.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: The view

  /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`); assigning it sets the view directly.
  open var view: NSView {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil {
          AppKitModelLog.raise("\(type(of: self)) loadView() did not set a view")
          self.view = NSView()
        }
        viewDidLoad()
      }
      return loadedView ?? NSView()
    }
    set {
      loadedView?.owningController = nil
      loadedView = newValue
      newValue.owningController = self
    }
  }

  /// Whether the view was loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// The view when it is loaded, else `nil`.
  open var viewIfLoaded: NSView? { loadedView }

  /// Loads the nib named `nibName` (or the class name). The model has no nibs: it records the exception AppKit raises
  /// for a missing nib and sets an empty view. Subclasses override it to build their view.
  open func loadView() {
    AppKitModelLog.raise("\(type(of: self)) could not load the nib \(nibName ?? "\(type(of: self))")")
    view = NSView()
  }

  /// Loads the view if it is not loaded yet.
  open func loadViewIfNeeded() {
    _ = view
  }

  /// Called after the view was loaded. Does nothing by default.
  open func viewDidLoad() {}
  /// Called before the view appears on screen. Does nothing by default.
  open func viewWillAppear() {}
  /// Called after the view appeared on screen. Does nothing by default.
  open func viewDidAppear() {}
  /// Called before the view leaves the screen. Does nothing by default.
  open func viewWillDisappear() {}
  /// Called after the view left the screen. Does nothing by default.
  open func viewDidDisappear() {}

  /// The root view is about to enter or leave a visible window.
  func appearanceWillChange(toVisible visible: Bool) {
    if isOnScreen, !visible { viewWillDisappear() }
  }

  /// The root view entered or left a visible window.
  func appearanceDidChange() {
    let visible = loadedView.map { $0.window?.isVisible == true && !$0.isHiddenOrHasHiddenAncestor } ?? false
    guard visible != isOnScreen else { return }
    isOnScreen = visible
    if visible {
      viewWillAppear()
      viewDidAppear()
    } else {
      viewDidDisappear()
    }
  }

  // MARK: Containment

  /// The child controllers, in order (retained).
  open var children: [NSViewController] {
    get { storedChildren }
    set {
      for child in storedChildren where !newValue.contains(where: { $0 === child }) { child.removeFromParent() }
      for child in newValue where !storedChildren.contains(where: { $0 === child }) { addChild(child) }
    }
  }

  /// Adds `childViewController` at the end of `children`.
  open func addChild(_ childViewController: NSViewController) {
    insertChild(childViewController, at: storedChildren.count)
  }

  /// Inserts `childViewController` at `index`, taking it out of its previous parent first. Inserting the receiver or
  /// an ancestor raises in AppKit (recorded in the model log).
  open func insertChild(_ childViewController: NSViewController, at index: Int) {
    var ancestor: NSViewController? = self
    while let current = ancestor {
      if current === childViewController {
        AppKitModelLog.raise("insertChild: \(type(of: current)) would contain itself")
        return
      }
      ancestor = current.parent
    }
    childViewController.removeFromParent()
    storedChildren.insert(childViewController, at: min(max(index, 0), storedChildren.count))
    childViewController.parent = self
  }

  /// Takes the receiver out of its parent's `children`; does nothing when it has no parent.
  open func removeFromParent() {
    guard let parent, let index = parent.storedChildren.firstIndex(where: { $0 === self }) else { return }
    parent.removeChild(at: index)
  }

  /// Removes the child at `index` from `children`.
  open func removeChild(at index: Int) {
    guard storedChildren.indices.contains(index) else {
      AppKitModelLog.raise("removeChild(at:): index \(index) out of bounds")
      return
    }
    let child = storedChildren.remove(at: index)
    child.parent = nil
  }

  // MARK: Presentation

  // Presentation, from `AppKit/NSViewController.h` (macOS 14 SDK, `NSViewControllerPresentation` and
  // `NSViewControllerPresentationAndTransitionStyles`):
  // - `present(_:animator:)` is "the fundamental primitive": the animator "is held onto until dismissViewController:
  //   is called"; the presented controller joins `presentedViewControllers` ("the view controllers that were
  //   presented by this view controller") and its `presentingViewController` is the receiver.
  // - `presentingViewController` is "the view controller that presented this view controller (or its farthest
  //   ancestor)": a child of a presented controller answers its ancestor's presenter. It is declared `assign`.
  // - `presentAsSheet(_:)`, `presentAsModalWindow(_:)` and `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`
  //   call `present(_:animator:)` with AppKit's own animators; the presented controller "is made the delegate and
  //   contentViewController of the sheet / window / popover while it is shown", so its view leaves that window when
  //   it is dismissed.
  // - `dismiss(_ viewController:)` "dismisses the viewController that was previously presented with the same
  //   animator"; a controller the receiver did not present is ignored.
  // - `dismiss(_ sender:)` "dismisses the receiver ... Does nothing if the receiver is not currently presented."
  //
  // Not documented, and a parameter of the model (`AppKitModelOrders`): whether the links are cleared before or after
  // the animator hides the controller, and whether a sheet or modal window ends within `dismiss(_:)` or on the next
  // turn.
  //
  // Not documented, and chosen by the model: presenting a controller that already has a presenter or a parent is
  // refused (recorded in the model log); a controller the dismissed one presented stays presented.

  /// The controllers the receiver presented, oldest first; `nil` when there are none.
  open var presentedViewControllers: [NSViewController]? {
    presented.isEmpty ? nil : presented.map(\.controller)
  }

  /// The controller that presented the receiver or its farthest presented ancestor.
  open var presentingViewController: NSViewController? {
    if presenter == nil, hadPresenter {
      AppKitModelLog.raise(
        "presentingViewController of \(type(of: self)) read after its presenter was released: AppKit declares it "
          + "assign, so this reads a dangling pointer")
    }
    return presenter ?? parent?.presentingViewController
  }

  /// Presents `viewController` with `animator`, which shows it now and hides it at dismissal.
  open func present(_ viewController: NSViewController, animator: any NSViewControllerPresentationAnimator) {
    guard viewController.presenter == nil, viewController.parent == nil, viewController !== self else {
      AppKitModelLog.raise("present: \(type(of: viewController)) is already presented or contained")
      return
    }
    presented.append((viewController, animator))
    viewController.presenter = self
    animator.animatePresentation(of: viewController, from: self)
  }

  /// Dismisses `viewController`, which the receiver presented, with the animator that presented it: at once, or on
  /// the next turn for a sheet or a modal window under ``AppKitModelOrders/dismissalEndsOnNextTurn``; the links
  /// cleared after the animator (default) or before it (``AppKitModelOrders/linksClearedBeforeDismissalAnimation``).
  open func dismiss(_ viewController: NSViewController) {
    guard let index = presented.firstIndex(where: { $0.controller === viewController }) else { return }
    let animator = presented[index].animator
    let endsLater = animator is NSModelSheetAnimator || animator is NSModelModalWindowAnimator
    guard endsLater, AppKitModelOrders.current.contains(.dismissalEndsOnNextTurn) else {
      return finishDismissal(of: viewController)
    }
    guard !dismissing.contains(where: { $0 === viewController }) else { return }
    dismissing.append(viewController)
    // The run loop turns: AppKit keeps both controllers until the animation is over.
    Task { @MainActor [self] in
      dismissing.removeAll { $0 === viewController }
      finishDismissal(of: viewController)
    }
  }

  /// The controllers whose dismissal ends on the next turn.
  private var dismissing: [NSViewController] = []

  /// Hides `viewController` with its animator and clears the links, in the order ``AppKitModelOrders`` chose.
  private func finishDismissal(of viewController: NSViewController) {
    guard let index = presented.firstIndex(where: { $0.controller === viewController }) else { return }
    let animator = presented[index].animator
    if AppKitModelOrders.current.contains(.linksClearedBeforeDismissalAnimation) {
      presented.removeAll { $0.controller === viewController }
      viewController.presenter = nil
      animator.animateDismissal(of: viewController, from: self)
    } else {
      animator.animateDismissal(of: viewController, from: self)
      presented.removeAll { $0.controller === viewController }
      viewController.presenter = nil
    }
  }

  /// Dismisses the receiver through its presenter; does nothing when it is not presented.
  open func dismiss(_ sender: Any?) {
    presenter?.dismiss(self)
  }

  /// Presents `viewController` as a sheet on the receiver's window.
  open func presentAsSheet(_ viewController: NSViewController) {
    present(viewController, animator: NSModelSheetAnimator())
  }

  /// Presents `viewController` in a modal window of its own.
  open func presentAsModalWindow(_ viewController: NSViewController) {
    present(viewController, animator: NSModelModalWindowAnimator())
  }

  /// Presents `viewController` in a popover anchored to `positioningRect` of `positioningView`.
  open func present(
    _ viewController: NSViewController, asPopoverRelativeTo positioningRect: NSRect, of positioningView: NSView,
    preferredEdge: NSRectEdge, behavior: NSPopover.Behavior
  ) {
    let animator = NSModelPopoverAnimator(
      positioningRect: positioningRect, positioningView: positioningView, preferredEdge: preferredEdge,
      behavior: behavior)
    present(viewController, animator: animator)
  }
}
