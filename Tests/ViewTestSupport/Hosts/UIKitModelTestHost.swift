#if canImport(UIKitModel)
  import Testing
  import UIKitModel
  import ZRouterCore
  import ZRouterUIKit

  extension UIViewController: HostController {
    public var hostView: UIView { view }
  }
  extension UINavigationController: HostNavigation {}
  extension UIView: HostView {}

  /// UIKit, as its model: its classes, its fixtures, and a stage whose controllers are roots of key windows and whose
  /// transitions run in the model's run loop.
  public struct UIKitModelTestHost: ViewTestHost {
    /// The UIKit model.
    public init() {}
    public var testDescription: String { "UIKit model" }

    /// A view controller destination that reports its containment and dismissal to the test's log.
    open class AViewController: UIViewController {
      override open func didMove(toParent parent: UIViewController?) { logContainment(parent) }
      override open func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        logDismissal()
        super.dismiss(animated: animated, completion: completion)
      }
    }
    /// A subclass of a registered destination class: lookups by class must match it.
    public final class ASubViewController: AViewController {}
    /// A view (not a controller) destination.
    public final class BSubview: UIView { public var title: String? }
    /// The destination of the custom route.
    public final class CViewController: UIViewController {}
    /// A source that reports the presentations it starts to the test's log.
    public final class LoggingSourceViewController: UIViewController {
      override public func present(
        _ viewController: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
      ) {
        logPresentation()
        super.present(viewController, animated: animated, completion: completion)
      }
    }
    /// A container controller that is not a navigation controller (like a tab controller).
    public final class Container: UIViewController, ZIKViewRouteContainer {}
    /// A controller class of its own for `Tag`'s fixtures.
    public final class TaggedController<Tag>: UIViewController, ZIKRoutableView {}
    /// A view class of its own for `Tag`'s fixtures.
    public final class TaggedView<Tag>: UIView, ZIKRoutableView {}
    /// A controller that records its containment callbacks.
    public final class ContainedController: UIViewController, ZIKRoutableView, ContainedViewInput, RecordsContainment {
      public let containment = ContainmentRecord()
      override public func willMove(toParent parent: UIViewController?) { containment.willMove(to: parent) }
      override public func didMove(toParent parent: UIViewController?) {
        containment.didMove(to: parent, viewInPlace: view.superview != nil)
      }
    }
    /// A controller no router registered.
    public final class UnregisteredViewController: UIViewController {}

    /// The scenes of the running tests, kept alive as an app keeps its windows.
    @MainActor private static var scenes: [UIKitScene] = []

    public typealias ComposedA = any UIViewController & AViewInput
    public static var composedAKey: RoutableView<ComposedA> { RoutableView(declaredProtocol: ComposedA.self) }
    public static func composed(_ controller: AViewController) -> ComposedA { controller }
    public static var swappedComposedAKey: RoutableView<ComposedA> {
      RoutableView(declaredProtocol: (any AViewInput & UIViewController).self)
    }

    public static func makeController() -> UIViewController { UIViewController() }
    public static func makeNavigation() -> UINavigationController { UINavigationController() }
    public static func makeNavigation(root: UIViewController) -> UINavigationController {
      UINavigationController(rootViewController: root)
    }
    public static func makeView() -> UIView { UIView() }
    public static func makeContainer() -> Container { Container() }
    public static func registerMakingContained<Protocol>(for key: RoutableView<Protocol>) {
      ZIKAnyViewRouter.register(key, forMakingView: ContainedController.self)
    }
    public static func registerMakingUnregistered<Protocol>(for key: RoutableView<Protocol>) {
      ZIKAnyViewRouter.register(key, forMakingView: UnregisteredViewController.self)
    }
    public static func makeController<Tag>(tagged tag: Tag.Type) -> UIViewController { TaggedController<Tag>() }
    public static func controllerClass<Tag>(tagged tag: Tag.Type) -> any ZIKRoutableView.Type {
      TaggedController<Tag>.self
    }
    public static func makeView<Tag>(tagged tag: Tag.Type) -> UIView { TaggedView<Tag>() }
    public static func viewClass<Tag>(tagged tag: Tag.Type) -> any ZIKRoutableView.Type { TaggedView<Tag>.self }
    public static func makeA() -> AViewController { AViewController() }
    public static func makeASub() -> ASubViewController { ASubViewController() }
    public static func makeB() -> BSubview { BSubview() }
    public static func makeC() -> CViewController { CViewController() }
    public static func makeLoggingSource() -> LoggingSourceViewController { LoggingSourceViewController() }
    public static func makeUnregistered() -> UnregisteredViewController { UnregisteredViewController() }
    public static func input(_ controller: AnyObject) -> any AViewInput {
      if let controller = controller as? UnregisteredViewController { return controller }
      return controller as! AViewController
    }

    public static var performReturnsWhileTransitionRuns: Bool { true }

    public static func screen() -> UIViewController {
      let scene = UIKitScene()
      scenes.append(scene)
      return scene.root
    }
    public static func putOnScreen(_ controller: UIViewController) { scenes.append(UIKitScene(root: controller)) }
    public static func leaveScreen(_ controller: UIViewController) {
      for scene in scenes where scene.root === controller { scene.window.rootViewController = nil }
      scenes.removeAll { $0.root === controller }
    }
    public static func navigation(home: UIViewController) -> UINavigationController {
      let navigation = makeNavigation(root: home)
      putOnScreen(navigation)
      return navigation
    }
    public static func settle() { ViewTestSupport.settle() }
    /// Never suspends: the model's run loop is shared by every test in the process, and completions run in the task of
    /// whoever runs it, so a test that suspended with transitions running could see another test end them.
    public static func finishTransitions() async { settle() }
    public static func swipeBack(_ navigation: UINavigationController) -> UIViewController? {
      let top = navigation.topViewController
      navigation.beginInteractivePop()?.finish()
      settle()
      guard let top, !navigation.viewControllers.contains(top) else { return nil }
      return top
    }
    public static func swipeDown(_ presented: UIViewController) {
      presented.beginInteractiveDismissal()?.finish()
      settle()
    }
    /// Each test runs in a model run loop of its own that turns by itself, so its transitions complete while it
    /// awaits, and no other test's `settle()` ends them.
    public static func awaitingRoutes(_ body: @Sendable () async throws -> Void) async throws {
      try await UIKitModelRunLoop.withOwnRunLoop { try await body() }
    }
  }

  extension UIKitModelTestHost.AViewController: ZIKRoutableView, @MainActor AViewInput {}
  extension UIKitModelTestHost.BSubview: ZIKRoutableView, @MainActor BSubviewInput {}
  extension UIKitModelTestHost.ContainedController: @MainActor ZIKDefaultConstructible {}
  extension UIKitModelTestHost.CViewController: ZIKRoutableView, @MainActor CViewInput {}
  // UIKit's controllers are main-actor classes with no nonisolated `init()`: simple registrations make them through a
  // main-actor conformance (the headless classes conform already).
  extension UIKitModelTestHost.UnregisteredViewController: ZIKRoutableView, @MainActor ZIKDefaultConstructible,
    @MainActor AViewInput
  {}
#endif
