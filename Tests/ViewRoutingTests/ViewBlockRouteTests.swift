import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if canImport(UIKitModel)
  import UIKitModel
#endif

/// The destination protocol of the block-route fixtures.
protocol EViewInput: AnyObject {
  var title: String? { get set }
}
extension RoutableView where Protocol == any EViewInput { init() { self.init(declaredProtocol: Protocol.self) } }

/// The module protocol of the block route, adopted by `EViewModuleConfiguration`.
protocol EViewModuleInput: AnyObject {
  var note: String? { get set }
}
extension RoutableViewModule where Protocol == any EViewModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The block route's configuration.
final class EViewModuleConfiguration: ZIKViewRouteConfiguration, EViewModuleInput {
  var note: String?

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! EViewModuleConfiguration
    copy.note = note
    return copy
  }
}

/// What the block route's destination holds: the note its `prepareDestination` injects.
@MainActor protocol EDestination: AnyObject {
  var injected: String? { get set }
}

/// A host with the block route's classes.
protocol BlockRouteHost: ViewTestHost {
  /// The block route's destination.
  associatedtype EViewController: HostController & ZIKRoutableView & EDestination
  where
    EViewController.Base == Controller, EViewController.NavigationBase == Navigation,
    EViewController.ViewBase == View
  /// Another class registered with the block route (`registerDestination`), not marked routable.
  associatedtype EExtraViewController: HostController
  where
    EExtraViewController.Base == Controller, EExtraViewController.NavigationBase == Navigation,
    EExtraViewController.ViewBase == View
  /// The view destination of a block route supporting `.viewDefault`.
  associatedtype EBadgeView: HostView & ZIKRoutableView where EBadgeView.ViewBase == View

  @MainActor static func makeE() -> EViewController
  @MainActor static func makeEExtra() -> EExtraViewController
  @MainActor static func makeEBadge() -> EBadgeView
}

extension HeadlessTestHost: BlockRouteHost {
  final class EViewController: HeadlessViewController, ZIKRoutableView, EDestination { var injected: String? }
  final class EExtraViewController: HeadlessViewController {}
  /// Has no title of its own: `EViewInput`'s title reads `nil` and ignores writes.
  final class EBadgeView: HeadlessView, ZIKRoutableView {
    var title: String? {
      get { nil }
      set {}
    }
  }
  static func makeE() -> EViewController { EViewController() }
  static func makeEExtra() -> EExtraViewController { EExtraViewController() }
  static func makeEBadge() -> EBadgeView { EBadgeView() }
}
extension HeadlessTestHost.EViewController: @MainActor EViewInput {}
extension HeadlessTestHost.EBadgeView: @MainActor EViewInput {}

#if canImport(UIKitModel)
  extension UIKitModelTestHost: BlockRouteHost {
    final class EViewController: UIViewController, ZIKRoutableView, EDestination { var injected: String? }
    final class EExtraViewController: UIViewController {}
    /// Has no title of its own: `EViewInput`'s title reads `nil` and ignores writes.
    final class EBadgeView: UIView, ZIKRoutableView {
      var title: String? {
        get { nil }
        set {}
      }
    }
    static func makeE() -> EViewController { EViewController() }
    static func makeEExtra() -> EExtraViewController { EExtraViewController() }
    static func makeEBadge() -> EBadgeView { EBadgeView() }
  }
  extension UIKitModelTestHost.EViewController: @MainActor EViewInput {}
  extension UIKitModelTestHost.EBadgeView: @MainActor EViewInput {}
#endif

/// Tags each host's class that the block route registers exclusively.
enum EExclusiveViewController {}

/// Tries to register the exclusive class after the block route took it exclusively.
final class EExclusiveIntruderRouter<Host: ViewTestHost>: ZIKViewRouter<Host.Controller, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.controllerClass(tagged: EExclusiveViewController.self))
  }
}

/// The hosts, with the block route's classes.
let blockRouteHosts: [any BlockRouteHost] = viewTestHosts.map { $0 as! any BlockRouteHost }

/// Block view routes (`ZIKViewRoute`), every modifier included.
@MainActor @Suite struct ViewBlockRouteTests {
  /// Registers the block route with every modifier; `log` receives what its closures do.
  @Test(arguments: blockRouteHosts) func aBlockRouteRunsItsClosuresWhereARouterRunsItsHooks(host: any BlockRouteHost)
    throws
  {
    try host.aBlockRouteRunsItsClosuresWhereARouterRunsItsHooks()
  }

  @Test(arguments: blockRouteHosts) func aBlockRouteModuleKeyPreparesTheConfigurationMadeByItsFactory(
    host: any BlockRouteHost
  ) {
    host.aBlockRouteModuleKeyPreparesTheConfigurationMadeByItsFactory()
  }

  @Test(arguments: blockRouteHosts) func aBlockRouteIsFoundByItsIdentifierAndItsURLPattern(host: any BlockRouteHost)
    throws
  {
    try host.aBlockRouteIsFoundByItsIdentifierAndItsURLPattern()
  }

  @Test(arguments: blockRouteHosts) func aBlockRouteOnlySupportsTheRouteTypesItsClosureReturns(host: any BlockRouteHost)
  {
    host.aBlockRouteOnlySupportsTheRouteTypesItsClosureReturns()
  }

  @Test(arguments: blockRouteHosts) func aBlockRouteNilDestinationFailsWithDestinationUnavailable(
    host: any BlockRouteHost
  ) throws {
    try host.aBlockRouteNilDestinationFailsWithDestinationUnavailable()
  }

  @Test(arguments: blockRouteHosts) func aBlockRoutePerformsAndRemovesItsCustomRouteThroughItsClosures(
    host: any BlockRouteHost
  ) throws {
    try host.aBlockRoutePerformsAndRemovesItsCustomRouteThroughItsClosures()
  }

  @Test(arguments: blockRouteHosts) func aBlockRouteCustomRouteObeysCanPerformCustomRoute(host: any BlockRouteHost)
    throws
  {
    try host.aBlockRouteCustomRouteObeysCanPerformCustomRoute()
  }

  @Test(arguments: blockRouteHosts) func classesAddedWithRegisterDestinationArePreparedByTheRoute(
    host: any BlockRouteHost
  ) throws {
    try host.classesAddedWithRegisterDestinationArePreparedByTheRoute()
  }

  @Test(arguments: blockRouteHosts) func aClassRegisteredExclusivelyByABlockRouteRejectsOtherRouters(
    host: any BlockRouteHost
  ) {
    host.aClassRegisteredExclusivelyByABlockRouteRejectsOtherRouters()
  }

  @Test(arguments: blockRouteHosts) func aBlockRouteOfAViewWithViewDefaultAddsItAsASubview(host: any BlockRouteHost)
    throws
  {
    try host.aBlockRouteOfAViewWithViewDefaultAddsItAsASubview()
  }
}

@MainActor extension BlockRouteHost {
  static func registerEditorRoute() {
    ZIKViewRoute<EViewController, EViewModuleConfiguration>
      .make(withDestination: EViewController.self) { config, _ in
        ViewEventLog.record("E.make")
        return config.userInfo["fail"] as? Bool == true ? nil : Self.makeE()
      }
      .nameAs("EditorRoute")
      .registerDestination(EExtraViewController.self)
      .registerExclusiveDestination(Self.controllerClass(tagged: EExclusiveViewController.self))
      .makeDefaultConfiguration { EViewModuleConfiguration() }
      .makeDefaultRemoveConfiguration {
        let removal = ZIKViewRemoveConfiguration()
        removal.animated = false
        return removal
      }
      .register(RoutableView<any EViewInput>())
      .register(RoutableViewModule<any EViewModuleInput>())
      .registerIdentifier("e")
      .registerURLPattern("app://editor/:id")
      .prepareDestination { destination, config, _ in
        ViewEventLog.record("E.prepareDestination")
        destination.injected = config.note
      }
      .didFinishPrepareDestination { _, _, _ in ViewEventLog.record("E.didFinishPrepareDestination") }
      .makeSupportedRouteTypes { [.presentModally, .custom, .makeDestination] }
      .canPerformCustomRoute { router in router.original_configuration.source is Controller }
      .canRemoveCustomRoute { router in router.state == .routed }
      .performCustomRoute { destination, source, _, router in
        ViewEventLog.record("E.performCustomRoute")
        router.beginPerformRoute()
        (source as? Controller)?.addChild(Self.controller(destination))
        router.endPerformRouteWithSuccess()
      }
      .removeCustomRoute { destination, source, _, _, router in
        ViewEventLog.record("E.removeCustomRoute")
        router.beginRemoveRoute(fromSource: source)
        destination.removeFromParent()
        router.endRemoveRouteWithSuccess(onDestination: destination, fromSource: source)
      }
      .destinationFromExternalPrepared { _, _ in true }
      .withCompatibilityModifiers()
  }

  private func run<R>(_ body: (ViewEventLog) throws -> R) rethrows -> R {
    try Self.run(registering: { Self.registerEditorRoute() }, body)
  }

  @MainActor fileprivate func aBlockRouteRunsItsClosuresWhereARouterRunsItsHooks() throws {
    try run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any EViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.prepareDestination = { _ in log.record("caller.prepareDestination") }
        })
      Self.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController is EViewController)
      #expect(
        log.events == ["E.make", "caller.prepareDestination", "E.prepareDestination", "E.didFinishPrepareDestination"])
      #expect(router.configuration is EViewModuleConfiguration)
      #expect(router.removeConfiguration.animated == false)
      #expect(Router.to(RoutableView<any EViewInput>())?.routerType.name == "ZIKViewRoute(EditorRoute)")
    }
  }

  @MainActor fileprivate func aBlockRouteModuleKeyPreparesTheConfigurationMadeByItsFactory() {
    run { _ in
      let made = Router.makeDestination(to: RoutableViewModule<any EViewModuleInput>()) { $0.note = "n1" }
      #expect((made as? EViewController)?.injected == "n1")
    }
  }

  @MainActor fileprivate func aBlockRouteIsFoundByItsIdentifierAndItsURLPattern() throws {
    try run { _ in
      let byIdentifier = try #require(Router.to(viewIdentifier: "e"))
      let byPattern = try #require(Router.to(viewIdentifier: "app://editor/:id"))
      #expect(byIdentifier.routerType === byPattern.routerType)
      #expect(byIdentifier.routerType.routerClass == nil)
    }
  }

  @MainActor fileprivate func aBlockRouteOnlySupportsTheRouteTypesItsClosureReturns() {
    run { log in
      let source = Self.makeController()
      _ = Self.navigation(home: source)
      #expect(Router.perform(to: RoutableView<any EViewInput>(), path: .push(from: source)) == nil)
      #expect(log.events == ["global Init 11"])
    }
  }

  @MainActor fileprivate func aBlockRouteNilDestinationFailsWithDestinationUnavailable() throws {
    try run { _ in
      let router = try #require(
        Router.perform(to: RoutableView<any EViewInput>(), path: .presentModally(from: Self.makeController())) {
          config, _ in config.addUserInfo(forKey: "fail", object: true)
        })
      Self.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.destinationUnavailable.rawValue)
    }
  }

  @MainActor fileprivate func aBlockRoutePerformsAndRemovesItsCustomRouteThroughItsClosures() throws {
    try run { log in
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any EViewInput>(), path: .custom(from: source)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .custom)
      #expect(source.children.first is EViewController)
      #expect(router.canRemove)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed, "\(String(describing: router.error))")
      #expect(source.children.isEmpty)
      #expect(log.events.contains("E.performCustomRoute"))
      #expect(log.events.contains("E.removeCustomRoute"))
      #expect(router.canPerform)
    }
  }

  @MainActor fileprivate func aBlockRouteCustomRouteObeysCanPerformCustomRoute() throws {
    try run { _ in
      let router = try #require(
        Router.perform(to: RoutableView<any EViewInput>(), path: .custom(from: Self.makeView())))
      Self.settle()
      // The closure ran anyway (perform never consults canPerform); its view source added nothing.
      #expect(router.state == .routed)
      router.removeRoute()
      Self.settle()
      #expect(!router.canPerform)
    }
  }

  @MainActor fileprivate func classesAddedWithRegisterDestinationArePreparedByTheRoute() throws {
    try run { log in
      let extra = Self.makeEExtra()
      let router = try #require(Router.to(viewIdentifier: "e")?.prepare(destination: extra))
      #expect(router.state == .routed)
      // The route's typed closures skip a destination of another class.
      #expect(!log.events.contains("E.prepareDestination"))
      #expect(Router.to(viewIdentifier: "e")?.prepare(destination: Self.makeUnregistered()) == nil)
    }
  }

  @MainActor fileprivate func aClassRegisteredExclusivelyByABlockRouteRejectsOtherRouters() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      Self.registerEditorRoute()
      EExclusiveIntruderRouter<Self>.registerRoutableDestination()
      _ = ZIKViewRoute<EViewController, ViewRouteConfig>
        .make(withExclusiveDestination: EViewController.self) { _, _ in Self.makeE() }
      ZIKRouteRegistry.notifyRegistrationFinished()
      let messages = ZIKRouteRegistry.validate().map(\.message)
      #expect(messages.contains { $0.contains("EExclusiveViewController") && $0.contains("EExclusiveIntruderRouter") })
      #expect(messages.contains { $0.contains("EViewController") && $0.contains("exclusive") })
    }
  }

  @MainActor fileprivate func aBlockRouteOfAViewWithViewDefaultAddsItAsASubview() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKViewRoute<EBadgeView, ViewRouteConfig>
        .make(withDestination: EBadgeView.self) { _, _ in Self.makeEBadge() }
        .makeSupportedRouteTypes { .viewDefault }
        .register(RoutableView<any EViewInput>())
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let container = Self.makeView()
      let router = try #require(
        Router.perform(to: RoutableView<any EViewInput>(), path: .addAsSubview(from: container)))
      Self.settle()
      #expect(router.router.realRouteType == .addAsSubview)
      #expect(container.subviews.first is EBadgeView)
      router.removeRoute()
      Self.settle()
      #expect(container.subviews.isEmpty)
      #expect(
        Router.perform(to: RoutableView<any EViewInput>(), path: .presentModally(from: Self.makeController())) == nil
      )
    }
  }
}

/// Applies the modifiers kept only for source compatibility (deprecated), through a protocol requirement so that the
/// tests calling it emit no deprecation warning.
@MainActor private protocol CompatibilityModifiers {
  @discardableResult func applyingCompatibilityModifiers() -> Self
}

extension CompatibilityModifiers {
  /// Calls ``applyingCompatibilityModifiers()`` as the protocol's requirement.
  @discardableResult func withCompatibilityModifiers() -> Self { applyingCompatibilityModifiers() }
}

extension ZIKViewRoute: CompatibilityModifiers {
  @available(*, deprecated, message: "Exercises members that have no effect.")
  @discardableResult func applyingCompatibilityModifiers() -> Self {
    shouldAutoCreateForDestination { _, _ in false }
  }
}
