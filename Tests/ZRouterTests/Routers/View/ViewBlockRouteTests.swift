import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
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

/// The block route's destination.
final class EViewController: TestViewController {
  var injected: String?
}
extension EViewController: ZIKRoutableView {}
extension EViewController: @MainActor EViewInput {}

/// Another class registered with the block route (`registerDestination`).
final class EExtraViewController: TestViewController {}
/// A class registered exclusively with the block route (`registerExclusiveDestination`).
final class EExclusiveViewController: TestViewController {}
extension EExclusiveViewController: ZIKRoutableView {}

/// Tries to register `EExclusiveViewController` after the block route took it exclusively.
final class EExclusiveIntruderRouter: ZIKViewRouter<EExclusiveViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(EExclusiveViewController.self)
  }
}

/// The view destination of a block route supporting `.viewDefault`.
final class EBadgeView: TestView {}
extension EBadgeView: ZIKRoutableView {}
extension EBadgeView: @MainActor EViewInput {
  var title: String? {
    get { nil }
    set {}
  }
}

/// Block view routes (`ZIKViewRoute`), every modifier included.
@MainActor @Suite struct ViewBlockRouteTests {
  /// Registers the block route with every modifier; `log` receives what its closures do.
  static func registerEditorRoute() {
    ZIKViewRoute<EViewController, EViewModuleConfiguration>
      .make(withDestination: EViewController.self) { config, _ in
        ViewEventLog.record("E.make")
        return config.userInfo["fail"] as? Bool == true ? nil : EViewController()
      }
      .nameAs("EditorRoute")
      .registerDestination(EExtraViewController.self)
      .registerExclusiveDestination(EExclusiveViewController.self)
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
      .canPerformCustomRoute { router in router.original_configuration.source is TestViewController }
      .canRemoveCustomRoute { router in router.state == .routed }
      .performCustomRoute { destination, source, _, router in
        ViewEventLog.record("E.performCustomRoute")
        router.beginPerformRoute()
        (source as? TestViewController)?.addChild(destination)
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
    try ViewFixtureRegistry.run(registering: Self.registerEditorRoute, body)
  }

  @Test func aBlockRouteRunsItsClosuresWhereARouterRunsItsHooks() throws {
    try run { log in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any EViewInput>(), path: .presentModally(from: source)) { config, _ in
          config.prepareDestination = { _ in log.record("caller.prepareDestination") }
        })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController is EViewController)
      #expect(
        log.events == ["E.make", "caller.prepareDestination", "E.prepareDestination", "E.didFinishPrepareDestination"])
      #expect(router.configuration is EViewModuleConfiguration)
      #expect(router.removeConfiguration.animated == false)
      #expect(Router.to(RoutableView<any EViewInput>())?.routerType.name == "ZIKViewRoute(EditorRoute)")
    }
  }

  @Test func aBlockRouteModuleKeyPreparesTheConfigurationMadeByItsFactory() {
    run { _ in
      let made = Router.makeDestination(to: RoutableViewModule<any EViewModuleInput>()) { $0.note = "n1" }
      #expect((made as? EViewController)?.injected == "n1")
    }
  }

  @Test func aBlockRouteIsFoundByItsIdentifierAndItsURLPattern() throws {
    try run { _ in
      let byIdentifier = try #require(Router.to(viewIdentifier: "e"))
      let byPattern = try #require(Router.to(viewIdentifier: "app://editor/:id"))
      #expect(byIdentifier.routerType === byPattern.routerType)
      #expect(byIdentifier.routerType.routerClass == nil)
    }
  }

  @Test func aBlockRouteOnlySupportsTheRouteTypesItsClosureReturns() {
    run { log in
      let source = TestViewController()
      _ = TestStage.navigation(home: source)
      #expect(Router.perform(to: RoutableView<any EViewInput>(), path: .push(from: source)) == nil)
      #expect(log.events == ["global Init 11"])
    }
  }

  @Test func aBlockRouteNilDestinationFailsWithDestinationUnavailable() throws {
    try run { _ in
      let router = try #require(
        Router.perform(to: RoutableView<any EViewInput>(), path: .presentModally(from: TestViewController())) {
          config, _ in config.addUserInfo(forKey: "fail", object: true)
        })
      TestStage.settle()
      #expect(router.state == .unrouted)
      #expect(errorCode(router.error) == ZIKRouteError.Code.destinationUnavailable.rawValue)
    }
  }

  @Test func aBlockRoutePerformsAndRemovesItsCustomRouteThroughItsClosures() throws {
    try run { log in
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any EViewInput>(), path: .custom(from: source)))
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(router.router.realRouteType == .custom)
      #expect(source.children.first is EViewController)
      #expect(router.canRemove)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed, "\(String(describing: router.error))")
      #expect(source.children.isEmpty)
      #expect(log.events.contains("E.performCustomRoute"))
      #expect(log.events.contains("E.removeCustomRoute"))
      #expect(router.canPerform)
    }
  }

  @Test func aBlockRouteCustomRouteObeysCanPerformCustomRoute() throws {
    try run { _ in
      let router = try #require(Router.perform(to: RoutableView<any EViewInput>(), path: .custom(from: TestView())))
      TestStage.settle()
      // The closure ran anyway (perform never consults canPerform); its view source added nothing.
      #expect(router.state == .routed)
      router.removeRoute()
      TestStage.settle()
      #expect(!router.canPerform)
    }
  }

  @Test func classesAddedWithRegisterDestinationArePreparedByTheRoute() throws {
    try run { log in
      let extra = EExtraViewController()
      let router = try #require(Router.to(viewIdentifier: "e")?.prepare(destination: extra))
      #expect(router.state == .routed)
      // The route's typed closures skip a destination of another class.
      #expect(!log.events.contains("E.prepareDestination"))
      #expect(Router.to(viewIdentifier: "e")?.prepare(destination: UnregisteredViewController()) == nil)
    }
  }

  @Test func aClassRegisteredExclusivelyByABlockRouteRejectsOtherRouters() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      Self.registerEditorRoute()
      EExclusiveIntruderRouter.registerRoutableDestination()
      _ = ZIKViewRoute<EViewController, ViewRouteConfig>
        .make(withExclusiveDestination: EViewController.self) { _, _ in EViewController() }
      ZIKRouteRegistry.notifyRegistrationFinished()
      let messages = ZIKRouteRegistry.validate().map(\.message)
      #expect(messages.contains { $0.contains("EExclusiveViewController") && $0.contains("EExclusiveIntruderRouter") })
      #expect(messages.contains { $0.contains("EViewController") && $0.contains("exclusive") })
    }
  }

  @Test func aBlockRouteOfAViewWithViewDefaultAddsItAsASubview() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKViewRoute<EBadgeView, ViewRouteConfig>
        .make(withDestination: EBadgeView.self) { _, _ in EBadgeView() }
        .makeSupportedRouteTypes { .viewDefault }
        .register(RoutableView<any EViewInput>())
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let container = TestView()
      let router = try #require(
        Router.perform(to: RoutableView<any EViewInput>(), path: .addAsSubview(from: container)))
      TestStage.settle()
      #expect(router.router.realRouteType == .addAsSubview)
      #expect(container.subviews.first is EBadgeView)
      router.removeRoute()
      TestStage.settle()
      #expect(container.subviews.isEmpty)
      #expect(
        Router.perform(to: RoutableView<any EViewInput>(), path: .presentModally(from: TestViewController())) == nil
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
