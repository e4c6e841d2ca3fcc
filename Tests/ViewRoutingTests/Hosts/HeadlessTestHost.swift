import Testing
import ViewTestSupport
import ZRouter

@testable import ZRouterCore

extension HeadlessViewController: HostController {
  var hostView: HeadlessView { view }
}
extension HeadlessNavigationController: HostNavigation {}
extension HeadlessView: HostView {}

/// The core's headless host: its classes, its fixtures, and a stage whose transitions are immediate (or deferred to
/// `HeadlessTransition`, when a test binds that mode).
struct HeadlessTestHost: ViewTestHost {
  var testDescription: String { "headless host" }

  /// A view controller destination that reports its containment and dismissal to the test's log.
  class AController: HeadlessViewController {
    override func didMove(toParent parent: HeadlessViewController?) { logContainment(parent) }
    override func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
      logDismissal()
      super.dismiss(animated: animated, completion: completion)
    }
  }
  /// A subclass of a registered destination class: lookups by class must match it.
  final class ASubController: AController {}
  /// A view (not a controller) destination.
  final class BView: HeadlessView { var title: String? }
  /// The destination of the custom route.
  final class CController: HeadlessViewController {}
  /// A source that reports the presentations it starts to the test's log.
  final class LoggingSource: HeadlessViewController {
    override func present(
      _ viewController: HeadlessViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
      logPresentation()
      super.present(viewController, animated: animated, completion: completion)
    }
  }
  /// A container controller that is not a navigation controller (like a tab controller).
  final class Container: HeadlessViewController, ZIKViewRouteContainer {}
  /// A controller class of its own for `Tag`'s fixtures.
  final class TaggedController<Tag>: HeadlessViewController, ZIKRoutableView {}
  /// A view class of its own for `Tag`'s fixtures.
  final class TaggedView<Tag>: HeadlessView, ZIKRoutableView {}
  /// A controller that records its containment callbacks.
  final class ContainedController: HeadlessViewController, ZIKRoutableView, ContainedViewInput, RecordsContainment {
    let containment = ContainmentRecord()
    override func willMove(toParent parent: HeadlessViewController?) { containment.willMove(to: parent) }
    override func didMove(toParent parent: HeadlessViewController?) {
      containment.didMove(to: parent, viewInPlace: view.superview != nil)
    }
  }
  /// A controller no router registered.
  final class UnregisteredController: HeadlessViewController {}

  typealias ComposedA = any HeadlessViewController & AViewInput
  static var composedAKey: RoutableView<ComposedA> { RoutableView(declaredProtocol: ComposedA.self) }
  static func composed(_ controller: AController) -> ComposedA { controller }
  static var swappedComposedAKey: RoutableView<ComposedA> {
    RoutableView(declaredProtocol: (any AViewInput & HeadlessViewController).self)
  }

  static func makeController() -> HeadlessViewController { HeadlessViewController() }
  static func makeNavigation() -> HeadlessNavigationController { HeadlessNavigationController() }
  static func makeNavigation(root: HeadlessViewController) -> HeadlessNavigationController {
    HeadlessNavigationController(rootViewController: root)
  }
  static func makeView() -> HeadlessView { HeadlessView() }
  static func makeContainer() -> Container { Container() }
  static func registerMakingContained<Protocol>(for key: RoutableView<Protocol>) {
    ZIKAnyViewRouter.register(key, forMakingView: ContainedController.self)
  }
  static func registerMakingUnregistered<Protocol>(for key: RoutableView<Protocol>) {
    ZIKAnyViewRouter.register(key, forMakingView: UnregisteredController.self)
  }
  static func makeController<Tag>(tagged tag: Tag.Type) -> HeadlessViewController { TaggedController<Tag>() }
  static func controllerClass<Tag>(tagged tag: Tag.Type) -> any ZIKRoutableView.Type { TaggedController<Tag>.self }
  static func makeView<Tag>(tagged tag: Tag.Type) -> HeadlessView { TaggedView<Tag>() }
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

  static var performReturnsWhileTransitionRuns: Bool { false }

  static func screen() -> HeadlessViewController { HeadlessViewController() }
  static func putOnScreen(_ controller: HeadlessViewController) {}
  static func leaveScreen(_ controller: HeadlessViewController) {}
  static func navigation(home: HeadlessViewController) -> HeadlessNavigationController { makeNavigation(root: home) }
  static func settle() {}
  static func finishTransitions() async { await HeadlessTransition.waitForPendingTransitions() }
  static func swipeBack(_ navigation: HeadlessNavigationController) -> HeadlessViewController? {
    navigation.popInteractively()
  }
  static func swipeDown(_ presented: HeadlessViewController) { presented.dismissInteractively() }
  static func awaitingRoutes(_ body: @Sendable () async throws -> Void) async throws { try await body() }
}

extension HeadlessTestHost.AController: ZIKRoutableView, @MainActor AViewInput {}
extension HeadlessTestHost.BView: ZIKRoutableView, @MainActor BSubviewInput {}
extension HeadlessTestHost.CController: ZIKRoutableView, @MainActor CViewInput {}
extension HeadlessTestHost.UnregisteredController: ZIKRoutableView, @MainActor AViewInput {}
