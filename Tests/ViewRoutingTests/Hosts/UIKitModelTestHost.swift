#if canImport(UIKitModel)
  import Testing
  import UIKitModel
  import ViewTestSupport
  import ZRouter
  import ZRouterUIKit

  extension UIViewController: HostController {
    var hostView: UIView { view }
  }
  extension UINavigationController: HostNavigation {}
  extension UIView: HostView {}

  /// UIKit, as its model: its classes, its fixtures, and a stage whose controllers are roots of key windows and whose
  /// transitions run in the model's run loop.
  struct UIKitModelTestHost: ViewTestHost {
    var testDescription: String { "UIKit model" }

    /// A view controller destination that reports its containment and dismissal to the test's log.
    class AController: UIViewController {
      override func didMove(toParent parent: UIViewController?) { logContainment(parent) }
      override func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        logDismissal()
        super.dismiss(animated: animated, completion: completion)
      }
    }
    /// A subclass of a registered destination class: lookups by class must match it.
    final class ASubController: AController {}
    /// A view (not a controller) destination.
    final class BView: UIView { var title: String? }
    /// The destination of the custom route.
    final class CController: UIViewController {}
    /// A source that reports the presentations it starts to the test's log.
    final class LoggingSource: UIViewController {
      override func present(
        _ viewController: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
      ) {
        logPresentation()
        super.present(viewController, animated: animated, completion: completion)
      }
    }
    /// A container controller that is not a navigation controller (like a tab controller).
    final class Container: UIViewController, ZIKViewRouteContainer {}
    /// A controller class of its own for `Tag`'s fixtures.
    final class TaggedController<Tag>: UIViewController, ZIKRoutableView {}
    /// A view class of its own for `Tag`'s fixtures.
    final class TaggedView<Tag>: UIView, ZIKRoutableView {}
    /// A controller that records its containment callbacks.
    final class ContainedController: UIViewController, ZIKRoutableView, ContainedViewInput, RecordsContainment {
      let containment = ContainmentRecord()
      override func willMove(toParent parent: UIViewController?) { containment.willMove(to: parent) }
      override func didMove(toParent parent: UIViewController?) {
        containment.didMove(to: parent, viewInPlace: view.superview != nil)
      }
    }
    /// A controller no router registered.
    final class UnregisteredController: UIViewController {}

    /// The scenes of the running tests, kept alive as an app keeps its windows.
    @MainActor private static var scenes: [UIKitScene] = []

    typealias ComposedA = any UIViewController & AViewInput
    static var composedAKey: RoutableView<ComposedA> { RoutableView(declaredProtocol: ComposedA.self) }
    static func composed(_ controller: AController) -> ComposedA { controller }
    static var swappedComposedAKey: RoutableView<ComposedA> {
      RoutableView(declaredProtocol: (any AViewInput & UIViewController).self)
    }

    static func makeController() -> UIViewController { UIViewController() }
    static func makeNavigation() -> UINavigationController { UINavigationController() }
    static func makeNavigation(root: UIViewController) -> UINavigationController {
      UINavigationController(rootViewController: root)
    }
    static func makeView() -> UIView { UIView() }
    static func makeContainer() -> Container { Container() }
    static func registerMakingContained<Protocol>(for key: RoutableView<Protocol>) {
      ZIKAnyViewRouter.register(key, forMakingView: ContainedController.self)
    }
    static func registerMakingUnregistered<Protocol>(for key: RoutableView<Protocol>) {
      ZIKAnyViewRouter.register(key, forMakingView: UnregisteredController.self)
    }
    static func makeController<Tag>(tagged tag: Tag.Type) -> UIViewController { TaggedController<Tag>() }
    static func controllerClass<Tag>(tagged tag: Tag.Type) -> any ZIKRoutableView.Type { TaggedController<Tag>.self }
    static func makeView<Tag>(tagged tag: Tag.Type) -> UIView { TaggedView<Tag>() }
    static func viewClass<Tag>(tagged tag: Tag.Type) -> any ZIKRoutableView.Type { TaggedView<Tag>.self }
    static func makeA() -> AController { AController() }
    static func makeASub() -> ASubController { ASubController() }
    static func makeB() -> BView { BView() }
    static func makeC() -> CController { CController() }
    static func makeLoggingSource() -> LoggingSource { LoggingSource() }
    static func makeUnregistered() -> UnregisteredController { UnregisteredController() }
    static func input(_ controller: AnyObject) -> any AViewInput {
      if let controller = controller as? UnregisteredController { return controller }
      return controller as! AController
    }

    static var performReturnsWhileTransitionRuns: Bool { true }

    static func screen() -> UIViewController {
      let scene = UIKitScene()
      scenes.append(scene)
      return scene.root
    }
    static func putOnScreen(_ controller: UIViewController) { scenes.append(UIKitScene(root: controller)) }
    static func leaveScreen(_ controller: UIViewController) {
      for scene in scenes where scene.root === controller { scene.window.rootViewController = nil }
      scenes.removeAll { $0.root === controller }
    }
    static func navigation(home: UIViewController) -> UINavigationController {
      let navigation = makeNavigation(root: home)
      putOnScreen(navigation)
      return navigation
    }
    static func settle() { ViewTestSupport.settle() }
    /// Never suspends: the model's run loop is shared by every test in the process, and completions run in the task of
    /// whoever runs it, so a test that suspended with transitions running could see another test end them.
    static func finishTransitions() async { settle() }
    static func swipeBack(_ navigation: UINavigationController) -> UIViewController? {
      let top = navigation.topViewController
      navigation.beginInteractivePop()?.finish()
      settle()
      guard let top, !navigation.viewControllers.contains(top) else { return nil }
      return top
    }
    static func swipeDown(_ presented: UIViewController) {
      presented.beginInteractiveDismissal()?.finish()
      settle()
    }
    /// Each test runs in a model run loop of its own that turns by itself, so its transitions complete while it
    /// awaits, and no other test's `settle()` ends them.
    static func awaitingRoutes(_ body: @Sendable () async throws -> Void) async throws {
      try await UIKitModelRunLoop.withOwnRunLoop { try await body() }
    }
  }

  extension UIKitModelTestHost.AController: ZIKRoutableView, @MainActor AViewInput {}
  extension UIKitModelTestHost.BView: ZIKRoutableView, @MainActor BSubviewInput {}
  extension UIKitModelTestHost.ContainedController: @MainActor ZIKDefaultConstructible {}
  extension UIKitModelTestHost.CController: ZIKRoutableView, @MainActor CViewInput {}
  // UIKit's controllers are main-actor classes with no nonisolated `init()`: simple registrations make them through a
  // main-actor conformance (the headless classes conform already).
  extension UIKitModelTestHost.UnregisteredController: ZIKRoutableView, @MainActor ZIKDefaultConstructible,
    @MainActor AViewInput
  {}
#endif
