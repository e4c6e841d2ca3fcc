import Testing

@testable import ZRouterCore

extension HeadlessViewController: HostController {
  public var hostView: HeadlessView { view }
}
extension HeadlessNavigationController: HostNavigation {}
extension HeadlessView: HostView {}

/// The core's headless host: its classes, its fixtures, and a stage whose transitions are immediate (or deferred to
/// `HeadlessTransition`, when a test binds that mode).
public struct HeadlessTestHost: ViewTestHost {
  /// The headless host.
  public init() {}
  public var testDescription: String { "headless host" }

  /// A view controller destination that reports its containment and dismissal to the test's log.
  open class AViewController: HeadlessViewController {
    override open func didMove(toParent parent: HeadlessViewController?) { logContainment(parent) }
    override open func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
      logDismissal()
      super.dismiss(animated: animated, completion: completion)
    }
  }
  /// A subclass of a registered destination class: lookups by class must match it.
  public final class ASubViewController: AViewController {}
  /// A view (not a controller) destination.
  public final class BSubview: HeadlessView { public var title: String? }
  /// The destination of the custom route.
  public final class CViewController: HeadlessViewController {}
  /// A source that reports the presentations it starts to the test's log.
  public final class LoggingSourceViewController: HeadlessViewController {
    override public func present(
      _ viewController: HeadlessViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
      logPresentation()
      super.present(viewController, animated: animated, completion: completion)
    }
  }
  /// A container controller that is not a navigation controller (like a tab controller).
  public final class Container: HeadlessViewController, ZIKViewRouteContainer {}
  /// A controller class of its own for `Tag`'s fixtures.
  public final class TaggedController<Tag>: HeadlessViewController, ZIKRoutableView {}
  /// A view class of its own for `Tag`'s fixtures.
  public final class TaggedView<Tag>: HeadlessView, ZIKRoutableView {}
  /// A controller that records its containment callbacks.
  public final class ContainedController: HeadlessViewController, ZIKRoutableView, ContainedViewInput,
    RecordsContainment
  {
    public let containment = ContainmentRecord()
    override public func willMove(toParent parent: HeadlessViewController?) { containment.willMove(to: parent) }
    override public func didMove(toParent parent: HeadlessViewController?) {
      containment.didMove(to: parent, viewInPlace: view.superview != nil)
    }
  }
  /// A controller no router registered.
  public final class UnregisteredViewController: HeadlessViewController {}

  public typealias ComposedA = any HeadlessViewController & AViewInput
  public static var composedAKey: RoutableView<ComposedA> { RoutableView(declaredProtocol: ComposedA.self) }
  public static func composed(_ controller: AViewController) -> ComposedA { controller }
  public static var swappedComposedAKey: RoutableView<ComposedA> {
    RoutableView(declaredProtocol: (any AViewInput & HeadlessViewController).self)
  }

  public static func makeController() -> HeadlessViewController { HeadlessViewController() }
  public static func makeNavigation() -> HeadlessNavigationController { HeadlessNavigationController() }
  public static func makeNavigation(root: HeadlessViewController) -> HeadlessNavigationController {
    HeadlessNavigationController(rootViewController: root)
  }
  public static func makeView() -> HeadlessView { HeadlessView() }
  public static func makeContainer() -> Container { Container() }
  public static func registerMakingContained<Protocol>(for key: RoutableView<Protocol>) {
    ZIKAnyViewRouter.register(key, forMakingView: ContainedController.self)
  }
  public static func registerMakingUnregistered<Protocol>(for key: RoutableView<Protocol>) {
    ZIKAnyViewRouter.register(key, forMakingView: UnregisteredViewController.self)
  }
  public static func makeController<Tag>(tagged tag: Tag.Type) -> HeadlessViewController { TaggedController<Tag>() }
  public static func controllerClass<Tag>(tagged tag: Tag.Type) -> any ZIKRoutableView.Type {
    TaggedController<Tag>.self
  }
  public static func makeView<Tag>(tagged tag: Tag.Type) -> HeadlessView { TaggedView<Tag>() }
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

  public static var performReturnsWhileTransitionRuns: Bool { false }

  public static func screen() -> HeadlessViewController { HeadlessViewController() }
  public static func putOnScreen(_ controller: HeadlessViewController) {}
  public static func leaveScreen(_ controller: HeadlessViewController) {}
  public static func navigation(home: HeadlessViewController) -> HeadlessNavigationController {
    makeNavigation(root: home)
  }
  public static func settle() {}
  public static func finishTransitions() async { await HeadlessTransition.waitForPendingTransitions() }
  public static func swipeBack(_ navigation: HeadlessNavigationController) -> HeadlessViewController? {
    navigation.popInteractively()
  }
  public static func swipeDown(_ presented: HeadlessViewController) { presented.dismissInteractively() }
  public static func awaitingRoutes(_ body: @Sendable () async throws -> Void) async throws { try await body() }
}

extension HeadlessTestHost.AViewController: ZIKRoutableView, @MainActor AViewInput {}
extension HeadlessTestHost.BSubview: ZIKRoutableView, @MainActor BSubviewInput {}
extension HeadlessTestHost.CViewController: ZIKRoutableView, @MainActor CViewInput {}
extension HeadlessTestHost.UnregisteredViewController: ZIKRoutableView, @MainActor AViewInput {}
