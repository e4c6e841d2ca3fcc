/// The navigation model as a navigation and presentation host: what routers call to push, pop, present and dismiss.
extension NavigationModel: ZIKNavigationHost, ZIKViewRouteContainer, WrappingNavigationHost {
  /// The root screen's headless view.
  public var zix_view: any ZIKViewHost { root.zix_view }

  /// A navigation model is never a child.
  public var zix_parent: (any ZIKViewControllerHost)? { nil }

  /// The model itself, as a navigation controller answers for itself.
  public var zix_navigationController: (any ZIKNavigationHost)? { self }

  /// The root screen of the presented model, or `nil`.
  public var zix_presentedViewController: (any ZIKViewControllerHost)? { presentation?.model.root }

  /// The screen that presented this model, or `nil`.
  public var zix_presentingViewController: (any ZIKViewControllerHost)? { presenter }

  /// A model is what a SwiftUI view shows: it counts as on screen.
  public var zix_isViewInWindow: Bool { true }

  /// SwiftUI applies a model's changes at once: never in a transition.
  public var zix_isTransitioning: Bool { false }

  /// The root screen, then the path, bottom to top.
  public var zix_viewControllers: [any ZIKViewControllerHost] { [root] + path }

  /// Adds a child to the root screen (see ``Screen/zix_addChild(_:)``).
  public func zix_addChild(_ child: any ZIKViewControllerHost) { root.zix_addChild(child) }

  /// A model has no containment callbacks.
  public func zix_willMove(toParent parent: (any ZIKViewControllerHost)?) {}

  /// A model has no containment callbacks.
  public func zix_didMove(toParent parent: (any ZIKViewControllerHost)?) {}

  /// A model is never a child: does nothing.
  public func zix_removeFromParent() {}

  /// Pushes a screen. Reported as not performed when `viewController` is not a ``Screen`` (wrap a platform
  /// controller in a ``ControllerScreen``) or is displayed somewhere already.
  public func zix_push(
    _ viewController: any ZIKViewControllerHost, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    guard let screen = viewController as? Screen else {
      return completion(.notPerformed(reason: Self.notAScreen(viewController)))
    }
    guard screen.isDetached else {
      return completion(.notPerformed(reason: "\(type(of: screen)) is displayed already"))
    }
    push(screen)
    completion(.completed)
  }

  /// Pops the screens above `viewController` (the root or a screen of the path), top first. Reported as not
  /// performed when `viewController` is not on this stack.
  public func zix_pop(
    to viewController: any ZIKViewControllerHost, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    if viewController === root {
      popToRoot()
      return completion(.completed)
    }
    guard let index = path.firstIndex(where: { $0 === viewController }) else {
      return completion(.notPerformed(reason: "\(type(of: viewController)) is not on this navigation stack"))
    }
    replaceStack(with: Array(path[...index]))
    completion(.completed)
  }

  /// Presents from the top screen; see ``Screen/zix_present(_:style:animated:completion:)``.
  public func zix_present(
    _ viewController: any ZIKViewControllerHost, style: PresentationStyle, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    present(viewController, style: style, from: topScreen, completion: completion)
  }

  /// Dismisses the model itself when it was presented, with everything it presents (as SwiftUI's `dismiss` does in a
  /// sheet); else dismisses what it presents. Reported as not performed when it was not presented and presents
  /// nothing.
  ///
  /// Unlike UIKit, where `dismiss` on a controller that presents another closes only the other one, a route that
  /// presented a screen removes that screen's sheet even when the sheet presents one in turn.
  public func zix_dismiss(animated: Bool, completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    if let presentingModel = presenter?.model, presentingModel.presentation?.model === self {
      presentingModel.dismissPresentation()
      return completion(.completed)
    }
    guard presentation != nil else {
      return completion(.notPerformed(reason: "the navigation model presents nothing and was not presented"))
    }
    dismissPresentation()
    completion(.completed)
  }

  /// A navigation model shows by pushing.
  public func zix_show(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    zix_push(viewController, animated: true, completion: completion)
  }

  /// A navigation model has no detail column: it presents.
  public func zix_showDetail(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    present(viewController, style: .modal, from: topScreen, completion: completion)
  }

  /// SwiftUI opens windows with `openWindow`: always reported as not performed.
  public func zix_showInNewWindow(completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    root.zix_showInNewWindow(completion: completion)
  }

  /// Calls `handler` once, when the model is dismissed.
  public func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void) {
    removalHandlers.append(handler)
  }

  // MARK: - Wrapping platform controllers

  /// A platform controller pushed from a platform controller (one a ``ControllerScreen`` shows) goes on the stack in
  /// a `ControllerScreen` of its own. Pushed from a screen, it is not wrapped: the push is refused as not a screen.
  func zix_wrapper(forPushing controller: any ZIKViewControllerHost, from source: any ZIKViewControllerHost)
    -> (any ZIKViewControllerHost)?
  {
    guard !(controller is Screen), !(source is Screen), !(source is NavigationModel) else { return nil }
    return ControllerScreen(wrapping: controller)
  }

  /// The ``ControllerScreen`` showing `controller`, if any.
  func zix_wrapper(of controller: any ZIKViewControllerHost) -> (any ZIKViewControllerHost)? {
    ControllerScreen.screen(showing: controller)
  }

  // MARK: - Presenting for a router

  /// Presents `viewController` (a ``Screen``) from `source` in a model of its own: `.modal` uses the screen's
  /// ``Screen/modalPresentation``, `.sheet` a sheet. Popovers and animators are reported as not performed, as is a
  /// present while the model already presents.
  func present(
    _ viewController: any ZIKViewControllerHost, style: PresentationStyle, from source: Screen,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) {
    guard let screen = viewController as? Screen else {
      return completion(.notPerformed(reason: Self.notAScreen(viewController)))
    }
    let presentationStyle: ScreenPresentation
    switch style {
    case .modal: presentationStyle = screen.modalPresentation
    case .sheet: presentationStyle = .sheet
    case .popover, .animator:
      return completion(
        .notPerformed(
          reason: "a SwiftUI navigation model presents sheets and full-screen covers only; use presentModally"))
    }
    guard presentation == nil else {
      return completion(.notPerformed(reason: "the navigation model already presents a screen; dismiss it first"))
    }
    guard screen.isDetached, screen !== source else {
      return completion(.notPerformed(reason: "\(type(of: screen)) is displayed already"))
    }
    let presented = NavigationModel(root: screen)
    presented.presenter = source
    presentation = Presentation(model: presented, style: presentationStyle)
    completion(.completed)
  }

  private static func notAScreen(_ viewController: any ZIKViewControllerHost) -> String {
    "\(type(of: viewController)) is not a Screen; a SwiftUI navigation stack shows screens, so wrap a platform view controller in a ControllerScreen"
  }
}
