/// The model of a screen that a ``NavigationModel`` displays: what a router makes, prepares and shows when a
/// SwiftUI screen is the destination of a routable protocol.
///
/// Subclass it with your screen's `@Observable` model, adopt the routable protocol on that class, and register the
/// class for the protocol like any view class. The SwiftUI view that renders the model is registered next to the
/// route (see `ScreenViews`), so routers never touch SwiftUI:
/// ```swift
/// @Observable final class NoteScreen: Screen, NoteDetailInput {
///   var noteID = ""
/// }
/// ZIKAnyViewRouter.register(.noteDetailInput, forMakingView: NoteScreen.self)
/// Router.perform(to: .noteDetailInput, path: .push(from: navigation.root))
/// ```
/// A screen is a view controller host: it is on at most one navigation model, as its root or on its `path` (a
/// presented screen is the root of the model presented for it). It can also live in a platform controller (a hosting controller on UIKit or AppKit,
/// see ``host(in:)``); routes from it then go to that controller's hierarchy.
/// Everything here runs on the main actor and never traps; a transition a screen cannot carry out is reported to the
/// router as not performed.
@MainActor
open class Screen: ZIKViewControllerHost, ZIKRoutableView, ZIKDefaultConstructible, Identifiable {
  /// Creates a screen displayed nowhere.
  ///
  /// `nonisolated` so that subclasses satisfy the nonisolated `ZIKDefaultConstructible.init()` requirement, which
  /// lets `register(_:forMakingView:)` make them.
  nonisolated public required init() {}

  /// How a presenting route shows this screen: a sheet or a cover of the whole screen. Until it is set, the class's
  /// ``defaultModalPresentation`` (`.sheet` unless a subclass overrides it).
  ///
  /// Set it before the route presents, for example in the route's `prepareDestination`. A screen that is always
  /// shown one way says so in its type instead (``defaultModalPresentation``): `init()` is nonisolated, so it cannot
  /// set this main-actor property.
  public final var modalPresentation: ScreenPresentation {
    get { presentationStorage ?? Self.defaultModalPresentation }
    set { presentationStorage = newValue }
  }

  /// How presenting routes show screens of this class whose ``modalPresentation`` was not set: `.sheet`. Override it
  /// in a screen that is always a full-screen cover:
  /// ```swift
  /// @Observable final class PlayerScreen: Screen, PlayerInput {
  ///   override class var defaultModalPresentation: ScreenPresentation { .fullScreenCover }
  /// }
  /// ```
  open class var defaultModalPresentation: ScreenPresentation { .sheet }

  /// The navigation model showing the screen (as its root or on its path), or `nil`.
  public final var navigationModel: NavigationModel? { model }

  /// The platform controller hosting the screen's view, when it is not on a navigation model.
  final var hostingController: (any ZIKViewControllerHost)? { hostingStorage }

  /// The screen this one is a child of (`addAsChildViewController`), or `nil`.
  final var parentScreen: Screen? { parentStorage }

  /// The child screens, in the order they were added. Rendering them is the parent's view's job.
  public final private(set) var children: [Screen] = []

  /// Declares that `controller` displays this screen, such as a hosting controller pushed onto a UIKit navigation
  /// controller: routes performed from the screen then push and present in that controller's hierarchy, and routes
  /// that displayed `controller` remove it as they would any controller.
  ///
  /// Pass `nil` when the controller stops hosting the screen. Ignored while the screen is on a navigation model.
  public final func host(in controller: (any ZIKViewControllerHost)?) {
    guard model == nil else { return }
    hostingStorage = controller
  }

  // MARK: - Storage

  weak var model: NavigationModel?
  /// The presentation set on this screen, or `nil` for its class's default.
  private var presentationStorage: ScreenPresentation?
  weak var hostingStorage: (any ZIKViewControllerHost)?
  weak var parentStorage: Screen?
  private var removalHandlers: [@MainActor () -> Void] = []
  private lazy var rootView = HeadlessView()

  /// Whether the screen is free to be pushed, presented or added: on no model, in no parent, hosted nowhere.
  var isDetached: Bool { model == nil && parentStorage == nil && hostingStorage == nil }

  /// The screen leaves the place a transition put it in: its removal observers are told, then forgotten.
  func didLeave() {
    let handlers = removalHandlers
    removalHandlers = []
    for handler in handlers { handler() }
  }
}

// MARK: - ZIKViewControllerHost

extension Screen {
  /// A headless view standing for the screen's SwiftUI view; `addAsSubview` routes from it keep a view tree.
  public var zix_view: any ZIKViewHost { rootView }

  /// The parent screen; else the navigation model when the screen is on its path (a stack's root and a presented
  /// screen have none, as a presented controller has none); else the hosting controller.
  public var zix_parent: (any ZIKViewControllerHost)? {
    if let parentStorage { return parentStorage }
    if let model { return model.isOnPath(self) ? model : nil }
    return hostingStorage
  }

  /// The navigation model showing the screen (or its parent), else the hosting controller's navigation controller.
  public var zix_navigationController: (any ZIKNavigationHost)? {
    if let model { return model }
    if let parentStorage { return parentStorage.zix_navigationController }
    return hostingStorage?.zix_navigationController
  }

  /// The root screen of the model that the screen's navigation model presents.
  public var zix_presentedViewController: (any ZIKViewControllerHost)? {
    if let model { return model.zix_presentedViewController }
    if let parentStorage { return parentStorage.zix_presentedViewController }
    return hostingStorage?.zix_presentedViewController
  }

  /// The screen that presented the screen's navigation model.
  public var zix_presentingViewController: (any ZIKViewControllerHost)? {
    if let model { return model.zix_presentingViewController }
    if let parentStorage { return parentStorage.zix_presentingViewController }
    return hostingStorage?.zix_presentingViewController
  }

  /// Whether the screen is displayed: on a navigation model, or in a hosting controller whose view is in a window.
  public var zix_isViewInWindow: Bool {
    if model != nil { return true }
    if let parentStorage { return parentStorage.zix_isViewInWindow }
    return hostingStorage?.zix_isViewInWindow ?? false
  }

  /// SwiftUI applies a navigation model's changes at once; a hosted screen answers for its hosting controller.
  public var zix_isTransitioning: Bool {
    hostingStorage?.zix_isTransitioning ?? false
  }

  /// Adds a child screen; a child that is not a detached `Screen` (or is the receiver or an ancestor) is ignored.
  public func zix_addChild(_ child: any ZIKViewControllerHost) {
    guard let child = child as? Screen, child.isDetached, !isDescendant(of: child) else { return }
    child.zix_willMove(toParent: self)
    children.append(child)
    child.parentStorage = self
  }

  /// Screens need no containment callbacks.
  public func zix_willMove(toParent parent: (any ZIKViewControllerHost)?) {}

  /// Screens need no containment callbacks.
  public func zix_didMove(toParent parent: (any ZIKViewControllerHost)?) {}

  /// Takes the screen out of its parent screen and tells its removal observers; does nothing when it has none.
  public func zix_removeFromParent() {
    guard let parent = parentStorage else { return }
    parent.children.removeAll { $0 === self }
    parentStorage = nil
    zix_didMove(toParent: nil)
    didLeave()
  }

  /// Presents a screen from the screen's navigation model (or, for a hosted screen, from its hosting controller).
  public func zix_present(
    _ viewController: any ZIKViewControllerHost, style: PresentationStyle, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    if let model { return model.present(viewController, style: style, from: self, completion: completion) }
    if let parentStorage {
      return parentStorage.zix_present(viewController, style: style, animated: animated, completion: completion)
    }
    guard let hostingStorage else { return completion(.notPerformed(reason: Self.notDisplayedReason)) }
    hostingStorage.zix_present(viewController, style: style, animated: animated, completion: completion)
  }

  /// Dismisses the screen's navigation model when it was presented (with everything it presents), else what the
  /// model presents; a hosted screen asks its hosting controller.
  public func zix_dismiss(animated: Bool, completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    if let model { return model.zix_dismiss(animated: animated, completion: completion) }
    if let parentStorage { return parentStorage.zix_dismiss(animated: animated, completion: completion) }
    guard let hostingStorage else { return completion(.notPerformed(reason: Self.notDisplayedReason)) }
    hostingStorage.zix_dismiss(animated: animated, completion: completion)
  }

  /// Pushes onto the screen's navigation model; a screen on no model shows through its hosting controller.
  public func zix_show(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    if let model { return model.zix_push(viewController, animated: true, completion: completion) }
    if let parentStorage { return parentStorage.zix_show(viewController, completion: completion) }
    guard let hostingStorage else { return completion(.notPerformed(reason: Self.notDisplayedReason)) }
    hostingStorage.zix_show(viewController, completion: completion)
  }

  /// A navigation model has no detail column: the screen is presented.
  public func zix_showDetail(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    if let model { return model.present(viewController, style: .modal, from: self, completion: completion) }
    if let parentStorage { return parentStorage.zix_showDetail(viewController, completion: completion) }
    guard let hostingStorage else { return completion(.notPerformed(reason: Self.notDisplayedReason)) }
    hostingStorage.zix_showDetail(viewController, completion: completion)
  }

  /// SwiftUI opens windows with `openWindow`, not through a router: always reported as not performed.
  public func zix_showInNewWindow(completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    completion(
      .notPerformed(
        reason: "a SwiftUI screen cannot open a window of its own through a router; use SwiftUI's openWindow"))
  }

  /// Calls `handler` once, when the screen leaves its place: popped (by a router, the back button or a swipe),
  /// dismissed with its model, or taken out of its parent screen.
  public func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void) {
    removalHandlers.append(handler)
  }

  private func isDescendant(of screen: Screen) -> Bool {
    var current: Screen? = self
    while let candidate = current {
      if candidate === screen { return true }
      current = candidate.parentStorage
    }
    return false
  }

  private static let notDisplayedReason =
    "the screen is displayed nowhere (on no navigation model and in no hosting controller)"
}

// MARK: - Identity

extension Screen: Hashable {
  /// Screens are equal only when they are the same instance, so a navigation path can hold them.
  nonisolated public static func == (lhs: Screen, rhs: Screen) -> Bool { lhs === rhs }

  /// Hashes the instance's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
