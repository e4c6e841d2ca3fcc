import Foundation
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// The main view router of the tests: logs every hook, fails when the configuration's user info has `"fail": true`.
final class AViewRouter: ZIKViewRouter<AViewController, AViewModuleConfiguration> {
  override class func registerRoutableDestination() {
    registerView(AViewController.self)
    register(RoutableView<any AViewInput>())
    register(RoutableView<any TestViewController & AViewInput>())
    register(RoutableViewModule<any AViewModuleInput>())
    registerIdentifier("a")
  }

  override class func defaultRouteConfiguration() -> AViewModuleConfiguration { AViewModuleConfiguration() }

  override func destination(with configuration: AViewModuleConfiguration) -> AViewController? {
    ViewEventLog.record("A.destination")
    if configuration.userInfo["fail"] as? Bool == true { return nil }
    return AViewController()
  }

  override func prepareDestination(_ destination: AViewController, configuration: AViewModuleConfiguration) {
    ViewEventLog.record("A.prepareDestination")
    if let title = configuration.title { destination.title = title }
  }

  override func didFinishPrepareDestination(_ destination: AViewController, configuration: AViewModuleConfiguration) {
    ViewEventLog.record("A.didFinishPrepareDestination")
    if let completion = configuration.completion {
      completion(destination)
      configuration.completion = nil
    }
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: AViewController, fromSource source: Any?
  ) { ViewEventLog.record("A.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: AViewController, fromSource source: Any?
  ) { ViewEventLog.record("A.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: AViewController, fromSource source: Any?
  ) { ViewEventLog.record("A.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: AViewController, fromSource source: Any?
  ) { ViewEventLog.record("A.didRemove") }
}

/// A second router registering `AViewController`: it only observes the AOP callbacks of every route showing one.
final class AViewObserverRouter: ZIKViewRouter<AViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(AViewController.self)
    registerIdentifier("a.observer")
  }

  override func destination(with configuration: ViewRouteConfig) -> AViewController? { AViewController() }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: AViewController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: AViewController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: AViewController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: AViewController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.didRemove") }
}

/// The router of the view destination `BSubview`: `.viewDefault` plus `.custom`, as in the original tests.
final class BSubviewRouter: ZIKViewRouter<BSubview, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(BSubview.self)
    register(RoutableView<any BSubviewInput>())
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
    ZIKViewRouteTypeMask(rawValue: ZIKViewRouteTypeMask.viewDefault.rawValue | ZIKViewRouteTypeMask.custom.rawValue)
  }

  override func destination(with configuration: ViewRouteConfig) -> BSubview? {
    ViewEventLog.record("B.destination")
    if configuration.userInfo["fail"] as? Bool == true { return nil }
    return BSubview()
  }

  override func prepareDestination(_ destination: BSubview, configuration: ViewRouteConfig) {
    ViewEventLog.record("B.prepareDestination")
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: BSubview, fromSource source: Any?
  ) { ViewEventLog.record("B.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: BSubview, fromSource source: Any?
  ) { ViewEventLog.record("B.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: BSubview, fromSource source: Any?
  ) { ViewEventLog.record("B.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: BSubview, fromSource source: Any?
  ) { ViewEventLog.record("B.didRemove") }
}

/// A router with a custom transition: it adds the destination as a child of the source (no view) and back.
///
/// The user info decides: `"invalid": true` fails `validateCustomRouteConfiguration`, `"cannotRemove": true` makes
/// `canRemoveCustomRoute()` false, `"customFails": true` ends the custom perform with an error.
final class CCustomViewRouter: ZIKViewRouter<CViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(CViewController.self)
    register(RoutableView<any CViewInput>())
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.custom, .makeDestination] }

  override class func validateCustomRouteConfiguration(
    _ configuration: ZIKViewRouteConfiguration, removeConfiguration: ZIKViewRemoveConfiguration
  ) -> Bool {
    configuration.userInfo["invalid"] as? Bool != true
  }

  override func destination(with configuration: ViewRouteConfig) -> CViewController? { CViewController() }

  override func canPerformCustomRoute() -> Bool { _canPerformCustomSource() }
  override func canRemoveCustomRoute() -> Bool {
    configuration.userInfo["cannotRemove"] as? Bool != true && destination?.parent != nil
  }

  private func _canPerformCustomSource() -> Bool {
    configuration.source is TestViewController
  }

  override func performCustomRoute(
    onDestination destination: CViewController, fromSource source: Any?, configuration: ViewRouteConfig
  ) {
    ViewEventLog.record("C.performCustomRoute")
    beginPerformRoute()
    guard configuration.userInfo["customFails"] as? Bool != true, let source = source as? TestViewController else {
      endPerformRouteWithError(
        Self.viewRouteError(
          withCode: .invalidSource, localizedDescription: "The custom route needs a controller source."))
      return
    }
    source.addChild(destination)
    endPerformRouteWithSuccess()
  }

  override func removeCustomRoute(
    onDestination destination: CViewController, fromSource source: Any?,
    removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: ViewRouteConfig
  ) {
    ViewEventLog.record("C.removeCustomRoute")
    beginRemoveRoute(fromSource: source)
    destination.removeFromParent()
    endRemoveRouteWithSuccess(onDestination: destination, fromSource: source)
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: CViewController, fromSource source: Any?
  ) { ViewEventLog.record("C.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: CViewController, fromSource source: Any?
  ) { ViewEventLog.record("C.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: CViewController, fromSource source: Any?
  ) { ViewEventLog.record("C.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: CViewController, fromSource source: Any?
  ) { ViewEventLog.record("C.didRemove") }
}
