import Foundation

/// The model of `UIViewController`: view loading, containment, appearance callbacks and the state flags UIKit
/// reports during transitions. Presentation is in `UIViewController+Presentation.swift`.
///
/// Rules, from Apple's documentation of `UIViewController`:
/// - `view`: "If you access this property when its value is nil, the view controller automatically calls the
///   loadView() method and returns the resulting view"; `viewIfLoaded` "returns the view controller's view if it
///   has been loaded, nil if not".
/// - `addChild(_:)`: "This method automatically calls the willMove(toParent:) method of the child view controller
///   before adding it"; `removeFromParent()` calls `didMove(toParent: nil)` after removing it, and a container "must
///   call the willMove(toParent:) method of the child view controller before calling the removeFromParent()
///   method, passing in a parent value of nil".
/// - `isMovingFromParent` / `isMovingToParent`: true while the controller is being removed from / added to a parent
///   (the model reports it from `willMove(toParent:)` until `didMove(toParent:)`). With `isBeingPresented` and
///   `isBeingDismissed`, UIKit documents them for the appearance callbacks only: "These four methods can be used in a
///   view controller's appearance callbacks to determine if it is being presented, dismissed, or added or removed as
///   a child view controller" (UIViewController.h).
///   ``UIKitModelRunLoop/withOnlyDocumentedTransitionSignals(_:)`` has them answer `false` elsewhere.
/// - `transitionCoordinator`: "will return a transition coordinator if called during an active presentation or
///   dismissal. Otherwise it will ask the parent view controller."
@MainActor
open class UIViewController {
  /// A title. Stored only.
  open var title: String?

  private var loadedView: UIView?
  private weak var parentStorage: UIViewController?
  /// The children, in the order they were added (a navigation controller's stack, a tab bar's tabs).
  public internal(set) var children: [UIViewController] = []
  /// The controller this one presents (set on the controller that owns the presentation).
  var presentedStorage: UIViewController?
  /// The controller that presented this one.
  weak var presentingStorage: UIViewController?
  /// The window whose root this controller is.
  weak var windowStorage: UIWindow?
  /// The transitions this controller takes part in.
  var activeTransitions: [ModelTransition] = []
  /// Set between `willMove(toParent:)` and `didMove(toParent:)`.
  var movingToParent = false
  var movingFromParent = false
  /// Set while a presentation or dismissal of this controller runs.
  var beingPresented = false
  var beingDismissed = false
  /// Where the presenting hierarchy's view was, while a full-screen presentation covers it.
  var coveredView: CoveredView?
  var popoverStorage: UIPopoverPresentationController?
  /// The storyboard that made this controller, and the segues its scene declares (see `UIStoryboard.swift`).
  var storyboardStorage: UIStoryboard?
  var segueTemplates: [UIStoryboard.SegueTemplate] = []

  /// Whether the controller refuses interactive dismissal while it is presented. Default `false`.
  open var isModalInPresentation = false

  /// How the controller is shown when presented. Default `.automatic` (a page sheet).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// A controller with no view loaded, no parent and no presenter.
  nonisolated public init() {}

  /// A controller created from a nib; the model loads no nibs.
  public convenience init(nibName: String?, bundle: Bundle?) { self.init() }

  // MARK: - View

  /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      let loaded = loadedView ?? UIView()
      loadedView = loaded
      performEmbedSegues()
      viewDidLoad()
      return loaded
    }
    set { loadedView = newValue }
  }

  /// The root view if it is loaded, else `nil` (reading it never loads the view).
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view: a plain `UIView`. Override to set `view` yourself.
  open func loadView() { loadedView = UIView() }

  /// Called once the root view is loaded. The default does nothing.
  open func viewDidLoad() {}

  /// Called before the view is added to the window. The default does nothing.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view was added to the window and the transition completed. The default does nothing.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves the window. The default does nothing.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left the window and the transition completed. The default does nothing.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: - Containment

  /// The container this controller is a child of. Held weakly.
  public var parent: UIViewController? { parentStorage }

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: UINavigationController? {
    sequence(first: self, next: \.parent).dropFirst().lazy.compactMap { $0 as? UINavigationController }.first
  }

  /// The nearest ancestor that is a tab bar controller.
  public var tabBarController: UITabBarController? {
    sequence(first: self, next: \.parent).dropFirst().lazy.compactMap { $0 as? UITabBarController }.first
  }

  /// The nearest ancestor that is a split view controller.
  public var splitViewController: UISplitViewController? {
    sequence(first: self, next: \.parent).dropFirst().lazy.compactMap { $0 as? UISplitViewController }.first
  }

  /// Adds `childController` as the last child, calling its `willMove(toParent: self)` first.
  ///
  /// A controller that already has another parent is taken out of it first (without callbacks), as UIKit does;
  /// the model records that misuse. Adding a controller that is presented is rejected by UIKit with an exception;
  /// the model records it and ignores the call.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, !isDescendant(of: childController) else {
      UIKitModelDiagnostics.record("addChild: a controller cannot be its own ancestor")
      return
    }
    guard childController.presentingStorage == nil else {
      UIKitModelDiagnostics.record("addChild: \(type(of: childController)) is presented")
      return
    }
    if childController.parentStorage === self { return }
    if let old = childController.parentStorage {
      UIKitModelDiagnostics.record("addChild: \(type(of: childController)) already had a parent")
      old.children.removeAll { $0 === childController }
    }
    childController.sendWillMove(toParent: self)
    attach(childController)
  }

  /// Takes the receiver out of its parent, then calls `didMove(toParent: nil)`; does nothing without a parent.
  open func removeFromParent() {
    guard parentStorage != nil else { return }
    detachFromParent()
    sendDidMove(toParent: nil)
  }

  /// Called before the controller is added to (or, with `nil`, removed from) a parent. Override calling `super`.
  open func willMove(toParent parent: UIViewController?) {
    if parent == nil { movingFromParent = self.parent != nil } else { movingToParent = true }
  }

  /// Called after the controller was added to (or, with `nil`, removed from) a parent. Override calling `super`.
  open func didMove(toParent parent: UIViewController?) {
    movingToParent = false
    movingFromParent = false
  }

  /// Whether the controller is being added to a parent.
  public var isMovingToParent: Bool { movingToParent && UIKitModelRunLoop.transitionFlagsOutsideAppearanceCallbacks }
  /// Whether the controller is being removed from its parent.
  public var isMovingFromParent: Bool {
    movingFromParent && UIKitModelRunLoop.transitionFlagsOutsideAppearanceCallbacks
  }
  /// Whether the controller is being presented.
  public var isBeingPresented: Bool { beingPresented && UIKitModelRunLoop.transitionFlagsOutsideAppearanceCallbacks }
  /// Whether the controller is being dismissed.
  public var isBeingDismissed: Bool { beingDismissed && UIKitModelRunLoop.transitionFlagsOutsideAppearanceCallbacks }

  /// The coordinator of the running transition involving the controller, else its parent's.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    activeTransitions.last ?? parent?.transitionCoordinator
  }

  // MARK: - Presentation (see UIViewController+Presentation.swift for the rules)

  /// Presents `viewControllerToPresent` over the receiver's hierarchy.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil
  ) {
    modelPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses what the receiver's hierarchy presented, or the receiver's hierarchy itself when it presents nothing
  /// and was presented, with everything presented above it.
  open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    modelDismiss(animated: flag, completion: completion)
  }

  // MARK: - Showing

  /// Shows `vc` as the hierarchy decides: "the default implementation of this method calls the
  /// targetViewController(forAction:sender:) method to locate an object in the view controller hierarchy that
  /// overrides this method"; a navigation controller pushes, and without one the controller is presented.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let parent { parent.show(vc, sender: sender) } else { present(vc, animated: true) }
  }

  /// Shows `vc` as the detail: a split view controller places it; without one the controller is presented (as
  /// `show(_:sender:)` without a container).
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let parent { parent.showDetailViewController(vc, sender: sender) } else { present(vc, animated: true) }
  }

  // MARK: - Storyboards and segues (see UIStoryboard.swift for the rules)

  /// "The storyboard from which the view controller originated", or `nil` when it was not made by one.
  public var storyboard: UIStoryboard? { storyboardStorage }

  /// "Initiates the segue with the specified identifier from the current view controller's storyboard file": makes
  /// the destination, calls `prepare(for:sender:)`, then performs the segue. UIKit "throws an exception if there is no
  /// segue with the specified identifier"; the model records it (``UIKitModelDiagnostics``) and does nothing.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let template = segueTemplates.first(where: { $0.identifier == identifier }), let storyboard else {
      UIKitModelDiagnostics.record("performSegue: \(type(of: self)) has no segue with identifier \(identifier)")
      return
    }
    storyboard.run(template, from: self, sender: sender)
  }

  /// "Determines whether the segue with the specified identifier should be performed": asked before a segue a
  /// control triggers (never before `performSegue(withIdentifier:sender:)`). Default `true`.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// "Notifies the view controller that a segue is about to be performed. The default implementation of this method
  /// does nothing."
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether the controller handles the unwind action `action` (a selector's name in the model). Default `false`.
  open func canPerformUnwindSegueAction(_ action: String, from fromViewController: UIViewController, sender: Any?)
    -> Bool
  { false }

  /// The unwind action method named `action`, which UIKit calls on the unwind segue's destination after the source's
  /// `prepare(for:sender:)` and before the segue is performed (a method selected by name in UIKit; the model calls
  /// this one). Default: nothing.
  open func unwindAction(_ action: String, segue: UIStoryboardSegue) {}

  // MARK: - Model internals

  /// Whether `controller` is the receiver or one of its ancestors, through parents and presenters.
  func isDescendant(of controller: UIViewController) -> Bool {
    var current: UIViewController? = self
    while let candidate = current {
      if candidate === controller { return true }
      current = candidate.parentStorage ?? candidate.presentingStorage
    }
    return false
  }

  /// The topmost ancestor through `parent`: the controller owning the hierarchy's presentation links.
  var presentationRoot: UIViewController {
    var root = self
    while let next = root.parentStorage { root = next }
    return root
  }

  /// Sets the moving flags, then calls `willMove(toParent:)` (whether or not an override calls `super`).
  func sendWillMove(toParent parent: UIViewController?) {
    if parent == nil { movingFromParent = self.parent != nil } else { movingToParent = true }
    willMove(toParent: parent)
  }

  /// Calls `didMove(toParent:)`, then clears the moving flags.
  func sendDidMove(toParent parent: UIViewController?) {
    didMove(toParent: parent)
    movingToParent = false
    movingFromParent = false
  }

  func attach(_ child: UIViewController) {
    children.append(child)
    child.parentStorage = self
  }

  func detachFromParent() {
    guard let parent = parentStorage else { return }
    parent.children.removeAll { $0 === self }
    parentStorage = nil
  }

  func setChildren(_ newChildren: [UIViewController]) {
    children = newChildren
    for child in newChildren { child.parentStorage = self }
  }

  /// Puts the view in `container` with the appearance callbacks around it (no transition).
  func appear(in container: UIView, animated: Bool) {
    viewWillAppear(animated)
    container.addSubview(view)
    viewDidAppear(animated)
  }
}

/// The view a full-screen presentation took out of the window, and where to put it back. Held weakly: the presenter
/// owns its view, and the window must not be kept alive by what it shows.
struct CoveredView {
  weak var view: UIView?
  weak var superview: UIView?
}

extension UIViewController: Hashable {
  /// Controllers are equal only when they are the same instance, as UIKit's (`NSObject`) are.
  nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
  /// Hashes the instance's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
