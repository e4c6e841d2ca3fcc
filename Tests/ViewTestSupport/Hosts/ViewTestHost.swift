import Testing
import ZRouterCore

/// The controller API the view-routing tests use, in the classes of the host that runs them (`Base` is the host's
/// controller class, such as `HeadlessViewController` or `UIViewController`).
@MainActor
public protocol HostController: AnyObject, Hashable, Sendable {
  /// The host's controller class.
  associatedtype Base: HostController
  /// The host's navigation controller class.
  associatedtype NavigationBase: HostNavigation
  /// The host's view class.
  associatedtype ViewBase: HostView

  var title: String? { get set }
  var children: [Base] { get }
  var parent: Base? { get }
  var navigationController: NavigationBase? { get }
  var presentedViewController: Base? { get }
  var presentingViewController: Base? { get }
  /// The controller's view (`view`, which UIKit declares implicitly unwrapped).
  var hostView: ViewBase { get }
  func addChild(_ child: Base)
  func removeFromParent()
  func willMove(toParent parent: Base?)
  func didMove(toParent parent: Base?)
  func present(_ viewController: Base, animated: Bool, completion: (@MainActor () -> Void)?)
  func dismiss(animated: Bool, completion: (@MainActor () -> Void)?)
  func show(_ viewController: Base, sender: Any?)
}

extension HostController {
  /// Presents `viewController` with no completion.
  public func present(_ viewController: Base, animated: Bool) {
    present(viewController, animated: animated, completion: nil)
  }
  /// Dismisses with no completion.
  public func dismiss(animated: Bool) { dismiss(animated: animated, completion: nil) }
}

/// The navigation controller API the view-routing tests use, in the host's classes.
@MainActor
public protocol HostNavigation: HostController {
  var viewControllers: [Base] { get }
  var topViewController: Base? { get }
  func pushViewController(_ viewController: Base, animated: Bool)
  @discardableResult func popViewController(animated: Bool) -> Base?
  @discardableResult func popToViewController(_ viewController: Base, animated: Bool) -> [Base]?
  func setViewControllers(_ viewControllers: [Base], animated: Bool)
}

/// The view API the view-routing tests use, in the host's classes.
@MainActor
public protocol HostView: AnyObject, Hashable, Sendable {
  /// The host's view class.
  associatedtype ViewBase: HostView
  var subviews: [ViewBase] { get }
  var superview: ViewBase? { get }
  func addSubview(_ view: ViewBase)
  func removeFromSuperview()
}

/// A host the view-routing tests run on: its classes, its fixtures (written once per host, as subclasses of its
/// classes) and its stage: controllers on screen, its run loop, and the removals users make.
///
/// Test bodies are members of an extension of this protocol, so each runs on the host it is called on; the tests
/// call them on each of ``viewTestHosts``, their argument.
public protocol ViewTestHost: Sendable, CustomTestStringConvertible {
  /// The host's controller class.
  associatedtype Controller: HostController & ZIKViewControllerHost
  where Controller.Base == Controller, Controller.NavigationBase == Navigation, Controller.ViewBase == View
  /// The host's navigation controller class.
  associatedtype Navigation: HostNavigation & ZIKNavigationHost where Navigation.Base == Controller
  /// The host's view class.
  associatedtype View: HostView & ZIKViewHost where View.ViewBase == View
  /// The main destination: logs its containment and dismissal.
  associatedtype AViewController: HostController & ZIKViewControllerHost & ZIKRoutableView
  where
    AViewController.Base == Controller, AViewController.NavigationBase == Navigation, AViewController.ViewBase == View
  /// A subclass of `AViewController`.
  associatedtype ASubViewController: HostController & ZIKViewControllerHost & ZIKRoutableView
  where
    ASubViewController.Base == Controller, ASubViewController.NavigationBase == Navigation,
    ASubViewController.ViewBase == View
  /// The view destination.
  associatedtype BSubview: HostView & ZIKRoutableView where BSubview.ViewBase == View
  /// The destination of the custom route.
  associatedtype CViewController: HostController & ZIKViewControllerHost & ZIKRoutableView
  where
    CViewController.Base == Controller, CViewController.NavigationBase == Navigation, CViewController.ViewBase == View
  /// A source that logs the presentations it starts.
  associatedtype LoggingSourceViewController: HostController & ZIKViewControllerHost
  where
    LoggingSourceViewController.Base == Controller, LoggingSourceViewController.NavigationBase == Navigation,
    LoggingSourceViewController.ViewBase == View
  /// A controller no router registered (default-constructible, adopting `AViewInput`).
  associatedtype UnregisteredViewController: HostController & ZIKViewControllerHost & ZIKRoutableView
  where
    UnregisteredViewController.Base == Controller, UnregisteredViewController.NavigationBase == Navigation,
    UnregisteredViewController.ViewBase == View

  /// A container controller that is not a navigation controller (like a tab controller).
  associatedtype Container: HostController & ZIKViewRouteContainer
  where Container.Base == Controller, Container.NavigationBase == Navigation, Container.ViewBase == View

  /// The composed type `Controller & AViewInput` (its key is the same as `AViewInput & Controller`'s).
  associatedtype ComposedA
  /// The key of `ComposedA`, which `AViewRouter` registers.
  static var composedAKey: RoutableView<ComposedA> { get }
  /// The key of `ComposedA` written the other way round (`AViewInput & Controller`).
  static var swappedComposedAKey: RoutableView<ComposedA> { get }
  /// `controller` as `ComposedA`.
  @MainActor static func composed(_ controller: AViewController) -> ComposedA

  /// A controller that records its containment callbacks (made only by a simple registration).
  associatedtype ContainedController: HostController & RecordsContainment
  where ContainedController.Base == Controller, ContainedController.ViewBase == View

  @MainActor static func makeController() -> Controller
  /// An empty navigation controller.
  @MainActor static func makeNavigation() -> Navigation
  @MainActor static func makeContainer() -> Container
  /// Registers `key` for making `UnregisteredViewController`s by their `init()` (a simple registration, which needs the
  /// class's main-actor `ZIKDefaultConstructible` conformance on UIKit, so only the host can name it).
  @MainActor static func registerMakingUnregistered<Protocol>(for key: RoutableView<Protocol>)
  /// Registers `key` for making `ContainedController`s by their `init()` (a simple registration).
  @MainActor static func registerMakingContained<Protocol>(for key: RoutableView<Protocol>)
  /// A new controller of a class of its own for `tag`: a subclass of `Controller` that only the fixtures of `tag` use,
  /// so routers can register it.
  @MainActor static func makeController<Tag>(tagged tag: Tag.Type) -> Controller
  /// The class of the controllers `makeController(tagged:)` makes for `tag`.
  static func controllerClass<Tag>(tagged tag: Tag.Type) -> any ZIKRoutableView.Type
  /// A new view of a class of its own for `tag`: a subclass of `View` that only the fixtures of `tag` use.
  @MainActor static func makeView<Tag>(tagged tag: Tag.Type) -> View
  /// The class of the views `makeView(tagged:)` makes for `tag`.
  static func viewClass<Tag>(tagged tag: Tag.Type) -> any ZIKRoutableView.Type
  @MainActor static func makeNavigation(root: Controller) -> Navigation
  @MainActor static func makeView() -> View
  @MainActor static func makeA() -> AViewController
  @MainActor static func makeASub() -> ASubViewController
  @MainActor static func makeB() -> BSubview
  @MainActor static func makeC() -> CViewController
  @MainActor static func makeLoggingSource() -> LoggingSourceViewController
  @MainActor static func makeUnregistered() -> UnregisteredViewController
  /// `controller` (an `AViewController`, `ASubViewController` or `UnregisteredViewController`) as their destination protocol (their
  /// conformance is the main actor's, so this protocol cannot require it).
  @MainActor static func input(_ controller: AnyObject) -> any AViewInput

  /// Whether a perform call returns while the host's transition still runs (UIKit's animated transitions), rather
  /// than once it ended (the headless host's immediate ones).
  static var performReturnsWhileTransitionRuns: Bool { get }

  /// A controller on screen, with nothing around it.
  @MainActor static func screen() -> Controller
  /// `controller` on screen, with nothing around it.
  @MainActor static func putOnScreen(_ controller: Controller)
  /// Takes `controller`, put on screen by `screen()` or `putOnScreen(_:)`, off screen again, so only the test holds it.
  @MainActor static func leaveScreen(_ controller: Controller)
  /// A navigation controller on screen whose stack holds `home`.
  @MainActor static func navigation(home: Controller) -> Navigation
  /// Lets running transitions complete.
  @MainActor static func settle()
  /// Lets running transitions complete, deferred ones included.
  @MainActor static func finishTransitions() async
  /// The user swipes back on `navigation`, all the way; returns the controller popped, if any.
  @discardableResult @MainActor static func swipeBack(_ navigation: Navigation) -> Controller?
  /// The user swipes `presented` down, all the way.
  @MainActor static func swipeDown(_ presented: Controller)
  /// Runs `body`, which awaits routes, so that its transitions complete while it awaits, in its own task.
  static func awaitingRoutes(_ body: @Sendable () async throws -> Void) async throws
}

extension ViewTestHost {
  /// `object` (a fixture of this host, or a controller a handler hands over) as the host's controller class.
  @MainActor public static func controller(_ object: AnyObject) -> Controller { object as! Controller }
  /// `object` (a fixture of this host) as the host's view class.
  @MainActor public static func view(_ object: AnyObject) -> View { object as! View }

  /// Runs `body`, which awaits routes, so that its transitions complete while it awaits, in its own task.
  public func awaitingRoutes(_ body: @Sendable () async throws -> Void) async throws {
    try await Self.awaitingRoutes(body)
  }

  /// Whether `object` is a controller of the class `makeController(tagged: tag)` makes.
  public static func isController<Tag>(_ object: AnyObject?, tagged tag: Tag.Type) -> Bool {
    object.map { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(controllerClass(tagged: tag)) } ?? false
  }

  /// `controller` on screen, with nothing around it; returns it.
  @discardableResult @MainActor public static func onScreen<Object: AnyObject>(_ object: Object) -> Object {
    putOnScreen(controller(object))
    return object
  }
}

/// The hosts every view-routing test runs on: the core's headless host, and on Linux the UIKit model.
public let viewTestHosts: [any ViewTestHost] = {
  #if canImport(UIKitModel)
    [HeadlessTestHost(), UIKitModelTestHost()]
  #else
    [HeadlessTestHost()]
  #endif
}()
