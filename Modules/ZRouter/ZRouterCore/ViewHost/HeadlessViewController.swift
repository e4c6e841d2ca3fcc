/// A view controller that lives only in memory: the `UIViewController`-shaped controller of the headless host.
///
/// Subclass it (usually through the `ViewController` typealias) for destinations that must build and be routed
/// where no UI framework exists, for example on Linux or in unit tests:
/// ```swift
/// final class EditorViewController: HeadlessViewController {
///   var noteID = ""                       // initial values must be computable off the main actor
///   override func viewDidLoad() { view.addSubview(HeadlessView()) }
/// }
/// extension EditorViewController: ZIKRoutableView {}
/// extension EditorViewController: @MainActor EditorViewInput {}   // a plain protocol: isolated conformance
/// ```
/// It models the parts of UIKit a router relies on:
/// - a lazily loaded `view` (`loadView()` then `viewDidLoad()`),
/// - containment (`parent`, `children`, `addChild(_:)`, `removeFromParent()`, `willMove(toParent:)`, `didMove(toParent:)`),
/// - modal presentation (`present(_:animated:completion:)`, `dismiss(animated:completion:)`),
/// - navigation through `HeadlessNavigationController`.
///
/// Parents hold children, presenters hold what they present; the reverse links are weak, so a controller that is
/// popped, dismissed or removed is released when nothing else holds it. Misuse (presenting a controller that already
/// has a parent, presenting from a controller that is already presenting, dismissing when nothing is presented, …)
/// is ignored and never traps; see Docs/HeadlessViewHost.md for the full list. Push, pop, present and dismiss follow
/// `HeadlessTransition.mode`.
///
/// Stored properties of subclasses need initial values that can be evaluated off the main actor, because `init()`
/// is `nonisolated` (that is how the class satisfies `ZIKDefaultConstructible`); use `lazy` or `viewDidLoad()` otherwise.
@MainActor
open class HeadlessViewController: ZIKDefaultConstructible {
  /// A title for the controller, as UIKit's `title`. Stored only.
  open var title: String?

  private var loadedView: HeadlessView?
  private var isLoadingView = false
  private weak var parentStorage: HeadlessViewController?
  private var presentedStorage: HeadlessViewController?
  private weak var presentingStorage: HeadlessViewController?

  private var removalObservers: [@MainActor () -> Void] = []
  /// The style `zix_present` asked for, read by the next `present(_:animated:completion:)` of this controller.
  private var requestedPresentationStyle: PresentationStyle?
  /// What the last present of this controller and the last dismiss from it reported, for the `zix_` completions.
  private var lastPresentResult: HostTransitionResult?
  private var lastDismissResult: HostTransitionResult?

  /// Deferred transitions scheduled on this controller and not applied yet; see `HeadlessTransition`.
  var pendingTransitionCount = 0

  /// Whether the controller's view counts as being in a window. Default `true`.
  ///
  /// Set it to `false` to model a UIKit controller whose view is in no window (not shown yet, or taken off screen):
  /// the headless host then ignores a present from it, as UIKit does, and routers refuse such a route up front.
  public var isViewInWindow = true

  /// How the controller was presented (`.modal`, `.popover` with its settings, `.sheet`, `.animator`); `nil` when it
  /// is not presented. Routers hand every popover setting to the host through it.
  public private(set) var presentationStyle: PresentationStyle?

  /// Whether the controller is shown in a window of its own (AppKit's `show` route without a source).
  public private(set) var isShownInOwnWindow = false

  /// The controllers shown in windows of their own, held as a window holds its content until it is closed.
  private static var windowContents: [HeadlessViewController] = []

  /// Creates a controller with no view loaded, no parent and no presenter.
  ///
  /// `nonisolated` so that the class satisfies the nonisolated `ZIKDefaultConstructible.init()` requirement.
  nonisolated public required init() {}

  // MARK: - View

  /// The controller's root view, loaded on first access: `loadView()` runs, then `viewDidLoad()`.
  ///
  /// Setting it replaces the root view without calling `viewDidLoad()`, as UIKit does.
  public var view: HeadlessView {
    get {
      if let loadedView { return loadedView }
      if isLoadingView {
        // `loadView()` read `view` before setting one: give it the default view instead of recursing.
        let fallback = HeadlessView()
        loadedView = fallback
        return fallback
      }
      isLoadingView = true
      loadView()
      isLoadingView = false
      let loaded = loadedView ?? HeadlessView()
      loadedView = loaded
      viewDidLoad()
      return loaded
    }
    set { loadedView = newValue }
  }

  /// Whether `view` has been loaded or set.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view. The default sets a plain `HeadlessView`; override to set `view` to your own view
  /// (without calling `super`). Never call it directly: read `view` instead.
  open func loadView() {
    view = HeadlessView()
  }

  /// Called once, right after the root view is loaded. The default does nothing.
  open func viewDidLoad() {}

  // MARK: - Containment

  /// The container this controller is a child of: the navigation controller for a pushed controller. Held weakly.
  public var parent: HeadlessViewController? { parentStorage }

  /// The child controllers, in the order they were added (for a navigation controller: its stack). Held strongly.
  public private(set) var children: [HeadlessViewController] = []

  /// The nearest ancestor that is a `HeadlessNavigationController`, as UIKit's `navigationController`.
  ///
  /// A controller pushed on a navigation controller reports it; a navigation controller reports the one it is nested
  /// in, if any. (The router's `zix_navigationController` also counts the receiver itself.)
  public var navigationController: HeadlessNavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? HeadlessNavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  /// Makes `child` a child of the receiver, calling `child.willMove(toParent: self)` first, as UIKit does.
  ///
  /// Call `child.didMove(toParent: self)` yourself once the child's view is in place. The child's view is not added.
  /// Ignored (nothing changes, no callback) when `child` has a parent (even this one) or a presenter, presents
  /// something, is the receiver or one of its ancestors, or when both are navigation controllers.
  /// - Parameter child: A detached controller.
  open func addChild(_ child: HeadlessViewController) {
    guard canAdopt(child) else { return }
    child.willMove(toParent: self)
    attach(child)
    hostDidApply(.addedChild(child))
  }

  /// Called once the headless host carried out a transition, on the controller it changed: the navigation controller
  /// that pushed or popped, the parent that adopted a child, the root of the hierarchy that presented or dismissed.
  /// The default does nothing; recording hosts of tests override it.
  /// - Parameter event: What changed.
  @_spi(Testing) open func hostDidApply(_ event: HeadlessHostEvent) {}

  /// Takes the receiver out of its parent, then calls `didMove(toParent: nil)`, as UIKit does.
  ///
  /// Call `willMove(toParent: nil)` yourself before. The view is not removed from its superview.
  /// Does nothing when the receiver has no parent. The parent releases the receiver.
  open func removeFromParent() {
    guard parent != nil else { return }
    detachFromParent()
    didMove(toParent: nil)
    notifyRemoval()
  }

  /// Called just before the controller is added to or removed from a parent (`nil`). The default does nothing.
  /// - Parameter parent: The new parent, or `nil` when the controller is leaving its parent.
  open func willMove(toParent parent: HeadlessViewController?) {}

  /// Called just after the controller was added to or removed from a parent (`nil`). The default does nothing.
  /// - Parameter parent: The new parent, or `nil` when the controller has left its parent.
  open func didMove(toParent parent: HeadlessViewController?) {}

  // MARK: - Presentation

  /// The controller presented by the receiver or, as in UIKit, by one of its ancestors.
  public var presentedViewController: HeadlessViewController? {
    presentationRoot.presentedStorage
  }

  /// The controller that presented the receiver or, as in UIKit, its nearest presented ancestor. Held weakly.
  public var presentingViewController: HeadlessViewController? {
    presentationRoot.presentingStorage
  }

  /// Presents `viewController` modally over the receiver's hierarchy.
  ///
  /// As in UIKit, the presentation belongs to the receiver's topmost ancestor, so every controller of that hierarchy
  /// then reports `viewController` as `presentedViewController`. Follows `HeadlessTransition.mode`.
  /// Ignored (nothing changes; the completion still runs when a transition would have ended) when the receiver's view
  /// is in no window (`isViewInWindow`), when the hierarchy is already presenting, or when `viewController` has a
  /// parent or presenter, presents something, or is the receiver or one of its ancestors.
  /// - Parameters:
  ///   - viewController: A detached controller.
  ///   - animated: Ignored by the headless host.
  ///   - completion: Runs after the controller is presented.
  open func present(
    _ viewController: HeadlessViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
  ) {
    let style = viewController.requestedPresentationStyle ?? .modal
    viewController.requestedPresentationStyle = nil
    HeadlessTransition.perform(involving: [self, viewController], completion: { _ in completion?() }) { [self] in
      let result = applyPresent(viewController, style: style)
      viewController.lastPresentResult = result
      return result
    }
  }

  /// Dismisses what the receiver's hierarchy presented or, when nothing is, the receiver's hierarchy itself (or
  /// closes the receiver's own window, for a controller shown with `zix_showInNewWindow`).
  ///
  /// Everything presented above the dismissed controller is dismissed with it, as in UIKit, and released when nothing
  /// else holds it. Follows `HeadlessTransition.mode`. Ignored (the completion still runs) when the receiver's
  /// hierarchy neither presents nor was presented.
  /// - Parameters:
  ///   - animated: Ignored by the headless host.
  ///   - completion: Runs after the dismissal.
  open func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
    HeadlessTransition.perform(involving: [self], completion: { _ in completion?() }) { [self] in
      let result = applyDismiss()
      lastDismissResult = result
      return result
    }
  }

  /// Shows `viewController` as UIKit's `show(_:sender:)` does: the nearest ancestor that handles showing decides
  /// (`HeadlessNavigationController` pushes); a hierarchy where none does presents it.
  ///
  /// Override it in a container to decide yourself, as a split view controller does.
  /// - Parameters:
  ///   - viewController: A detached controller.
  ///   - sender: The object that asked; the headless host ignores it.
  open func show(_ viewController: HeadlessViewController, sender: Any?) {
    if let parent {
      parent.show(viewController, sender: sender)
    } else {
      present(viewController, animated: true)
    }
  }

  /// Shows `viewController` as the detail, as UIKit's `showDetailViewController(_:sender:)` does: the nearest
  /// ancestor that handles it decides (a split view controller places it as its secondary controller); a hierarchy
  /// where none does presents it.
  ///
  /// Override it in a container to decide yourself, as a split view controller does.
  /// - Parameters:
  ///   - viewController: A detached controller.
  ///   - sender: The object that asked; the headless host ignores it.
  open func showDetailViewController(_ viewController: HeadlessViewController, sender: Any?) {
    if let parent {
      parent.showDetailViewController(viewController, sender: sender)
    } else {
      present(viewController, animated: true)
    }
  }

  // MARK: - Removals the platform makes on its own

  /// Simulates the user dismissing the receiver's presentation interactively (a swipe down on a sheet): the
  /// presentation ends now, whatever `HeadlessTransition.mode` says, and the routers of the dismissed controllers
  /// learn of it through `zix_observeRemoval(_:)`.
  ///
  /// Does nothing when the receiver's hierarchy neither presents nor was presented.
  public func dismissInteractively() {
    _ = applyDismiss()
  }

  // MARK: - Transitions with results

  /// Calls and drops the removal observers: the controller left the place a transition put it in.
  func notifyRemoval() {
    let observers = removalObservers
    removalObservers = []
    for observer in observers { observer() }
  }

  // MARK: - Rules the router can query

  /// The topmost ancestor through `parent`: the controller that owns the hierarchy's presentation links.
  var presentationRoot: HeadlessViewController {
    var root = self
    while let next = root.parent { root = next }
    return root
  }

  /// Whether the controller is free to get a parent or presenter: it has neither and presents nothing.
  var isDetached: Bool {
    parentStorage == nil && presentingStorage == nil && presentedStorage == nil
  }

  /// Whether the controller is on a navigation stack.
  var isInNavigationStack: Bool { parent is HeadlessNavigationController }

  /// Whether `controller` is the receiver or one of its ancestors, through parents and presenters.
  func isDescendant(of controller: HeadlessViewController) -> Bool {
    var current: HeadlessViewController? = self
    while let candidate = current {
      if candidate === controller { return true }
      current = candidate.parentStorage ?? candidate.presentingStorage
    }
    return false
  }

  /// Whether `child` may be attached under the receiver (as a child or on its stack) without breaking the tree.
  func canAdopt(_ child: HeadlessViewController) -> Bool {
    guard child.isDetached, !isDescendant(of: child) else { return false }
    return !(self is HeadlessNavigationController && child is HeadlessNavigationController)
  }

  /// Whether `present(viewController, …)` would be applied now.
  func canPresent(_ viewController: HeadlessViewController) -> Bool {
    presentRefusal(viewController) == nil
  }

  /// Whether `dismiss(animated:completion:)` would dismiss something now.
  var canDismiss: Bool {
    presentationRoot.presentedStorage != nil || presentationRoot.presentingStorage != nil
  }

  // MARK: - Primitives

  /// Links `child` as the last child. The caller checked `canAdopt(_:)` and sends the callbacks.
  func attach(_ child: HeadlessViewController) {
    children.append(child)
    child.parentStorage = self
  }

  /// Unlinks the receiver from its parent. The caller sends the callbacks.
  func detachFromParent() {
    guard let parent = parentStorage else { return }
    parent.children.removeAll { $0 === self }
    parentStorage = nil
  }

  /// Replaces the children wholesale; used by `HeadlessNavigationController` to reorder its stack.
  func replaceChildren(with newChildren: [HeadlessViewController]) {
    children = newChildren
    for child in newChildren { child.parentStorage = self }
  }

  /// Why `present` from the receiver would be ignored now, or `nil` when it would be applied.
  func presentRefusal(_ viewController: HeadlessViewController) -> String? {
    if !isViewInWindow { return "the view of \(type(of: self)) is in no window" }
    if let presented = presentedViewController {
      return "\(type(of: self)) is already presenting \(type(of: presented))"
    }
    if !viewController.isDetached { return "\(type(of: viewController)) already has a parent or a presenter" }
    if isDescendant(of: viewController) { return "\(type(of: viewController)) cannot present over itself" }
    return nil
  }

  private func applyPresent(_ viewController: HeadlessViewController, style: PresentationStyle)
    -> HostTransitionResult
  {
    if let refusal = presentRefusal(viewController) { return .notPerformed(reason: refusal) }
    let root = presentationRoot
    root.presentedStorage = viewController
    viewController.presentingStorage = root
    viewController.presentationStyle = style
    root.hostDidApply(.presented(viewController, style))
    return .completed
  }

  private func applyDismiss() -> HostTransitionResult {
    let root = presentationRoot
    let presenter = root.presentedStorage != nil ? root : root.presentingStorage
    let first: HeadlessViewController
    if let presented = root.presentedStorage {
      first = presented
    } else if let presenter = root.presentingStorage {
      first = root
      presenter.presentedStorage = nil
    } else if root.isShownInOwnWindow {
      root.isShownInOwnWindow = false
      Self.windowContents.removeAll { $0 === root }
      root.notifyRemoval()
      root.hostDidApply(.dismissed([]))
      return .completed
    } else {
      return .notPerformed(reason: "\(type(of: self)) neither presents nor was presented")
    }
    root.presentedStorage = nil
    var dismissed: [HeadlessViewController] = []
    var current: HeadlessViewController? = first
    while let controller = current {
      current = controller.presentedStorage
      controller.presentedStorage = nil
      controller.presentingStorage = nil
      controller.presentationStyle = nil
      dismissed.append(controller)
    }
    presenter?.hostDidApply(.dismissed(dismissed))
    for controller in dismissed { controller.notifyRemoval() }
    return .completed
  }
}

// MARK: - ZIKViewControllerHost

/// Containment forwards to `parent`, `presentingViewController`, `addChild(_:)` and `removeFromParent()`; `show` and
/// `showDetail` to `show(_:sender:)` and `showDetailViewController(_:sender:)`.
extension HeadlessViewController: ForwardingViewControllerHost, _ZIKPlacingViewControllerHost {
  /// The root view, as a host. See `view`.
  public var zix_view: any ZIKViewHost { view }

  /// The receiver when it is a `HeadlessNavigationController`, else `navigationController`.
  public var zix_navigationController: (any ZIKNavigationHost)? {
    (self as? HeadlessNavigationController) ?? navigationController
  }

  /// See `presentedViewController`.
  public var zix_presentedViewController: (any ZIKViewControllerHost)? { presentedViewController }

  /// See `isViewInWindow`.
  public var zix_isViewInWindow: Bool { isViewInWindow }

  /// Whether a deferred push, pop, present or dismiss involving the controller is scheduled but not applied yet.
  public var zix_isTransitioning: Bool { pendingTransitionCount > 0 }

  /// Calls `willMove(toParent:)`; a parent that is not a `HeadlessViewController` is ignored.
  public func zix_willMove(toParent parent: (any ZIKViewControllerHost)?) {
    guard parent == nil || parent is HeadlessViewController else { return }
    willMove(toParent: parent as? HeadlessViewController)
  }

  /// Calls `didMove(toParent:)`; a parent that is not a `HeadlessViewController` is ignored.
  public func zix_didMove(toParent parent: (any ZIKViewControllerHost)?) {
    guard parent == nil || parent is HeadlessViewController else { return }
    didMove(toParent: parent as? HeadlessViewController)
  }

  /// Presents like `present(_:animated:completion:)`, keeping `style` in the presented controller's
  /// `presentationStyle`. A controller that is not a `HeadlessViewController` is not presented (`.notPerformed`).
  public func zix_present(
    _ viewController: any ZIKViewControllerHost, style: PresentationStyle, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    guard let viewController = _treeController(viewController, toBe: "presents", completion: completion) else { return }
    viewController.requestedPresentationStyle = style
    viewController.lastPresentResult = nil
    present(viewController, animated: animated) {
      completion(viewController.lastPresentResult ?? .notPerformed(reason: "the present was not carried out"))
    }
  }

  /// Dismisses the receiver when it was presented, with everything presented above it; else what it presents.
  ///
  /// Calls `dismiss(animated:completion:)`, so subclasses that override it take part: on the receiver, or, for a
  /// presented receiver that presents another controller, on its presenter (UIKit's `dismiss` on a controller that
  /// presents dismisses only what it presents).
  public func zix_dismiss(animated: Bool, completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    let dismisser = presentedViewController != nil ? presentingViewController ?? self : self
    dismisser.lastDismissResult = nil
    dismisser.dismiss(animated: animated) {
      completion(dismisser.lastDismissResult ?? .notPerformed(reason: "the dismiss was not carried out"))
    }
  }

  /// Marks the receiver as shown in a window of its own (`isShownInOwnWindow`); a controller that already has a
  /// parent, a presenter or a window is not shown again (`.notPerformed`). Dismissing it closes the window.
  public func zix_showInNewWindow(completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    HeadlessTransition.perform(involving: [self], completion: completion) { [self] in
      guard isDetached, !isShownInOwnWindow else {
        return .notPerformed(reason: "\(type(of: self)) is already displayed")
      }
      isShownInOwnWindow = true
      Self.windowContents.append(self)
      return .completed
    }
  }

  /// Keeps `handler` until the controller is next popped, dismissed, taken out of its parent or its window closed,
  /// whoever asked for it; then calls it once.
  public func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void) {
    removalObservers.append(handler)
  }

  /// Reports `.notPerformed` for a controller that is not a `HeadlessViewController`, after the transitions
  /// scheduled so far, as every headless transition reports.
  public func _refuseForeignController(
    _ verb: String, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    HeadlessTransition.perform(involving: [self], completion: completion) {
      Self.refusal(verb, by: "the headless host")
    }
  }

  /// Reports, after the transitions scheduled so far, whether `operation` (`show` or `showDetail`) placed
  /// `viewController` somewhere.
  public func _reportPlacement(
    of viewController: HeadlessViewController, by operation: String,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    HeadlessTransition.perform(involving: [self], completion: completion) { [self] in
      viewController.parentStorage != nil || viewController.presentingStorage != nil
        ? .completed
        : .notPerformed(
          reason: "\(type(of: self))'s hierarchy did not place \(type(of: viewController)) on \(operation)")
    }
  }
}

// MARK: - Identity

extension HeadlessViewController: Hashable {
  /// Controllers are equal only when they are the same instance, as `UIViewController` (an `NSObject`) is.
  nonisolated public static func == (lhs: HeadlessViewController, rhs: HeadlessViewController) -> Bool { lhs === rhs }

  /// Hashes the instance's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
