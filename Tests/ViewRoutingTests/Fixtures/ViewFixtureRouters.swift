import Foundation
import ViewTestSupport
import ZRouter

/// The main view router of the tests, on `Host`: logs every hook, fails when the configuration's user info has `"fail": true`.
final class AViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.AController, AViewModuleConfiguration> {
  override class func registerRoutableDestination() {
    registerView(Host.AController.self)
    register(RoutableView<any AViewInput>())
    register(Host.composedAKey)
    register(RoutableViewModule<any AViewModuleInput>())
    registerIdentifier("a")
  }

  override class func defaultRouteConfiguration() -> AViewModuleConfiguration { AViewModuleConfiguration() }

  override func destination(with configuration: AViewModuleConfiguration) -> Host.AController? {
    ViewEventLog.record("A.destination")
    if configuration.userInfo["fail"] as? Bool == true { return nil }
    return Host.makeA()
  }

  override func prepareDestination(_ destination: Host.AController, configuration: AViewModuleConfiguration) {
    ViewEventLog.record("A.prepareDestination")
    if let title = configuration.title { destination.title = title }
  }

  override func didFinishPrepareDestination(_ destination: Host.AController, configuration: AViewModuleConfiguration) {
    ViewEventLog.record("A.didFinishPrepareDestination")
    if let completion = configuration.completion {
      completion(Host.input(destination))
      configuration.completion = nil
    }
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: Host.AController, fromSource source: Any?
  ) { ViewEventLog.record("A.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: Host.AController, fromSource source: Any?
  ) { ViewEventLog.record("A.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: Host.AController, fromSource source: Any?
  ) { ViewEventLog.record("A.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: Host.AController, fromSource source: Any?
  ) { ViewEventLog.record("A.didRemove") }
}

/// A second router registering `AViewController`: it only observes the AOP callbacks of every route showing one.
final class AViewObserverRouter<Host: ViewTestHost>: ZIKViewRouter<Host.AController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.AController.self)
    registerIdentifier("a.observer")
  }

  override func destination(with configuration: ViewRouteConfig) -> Host.AController? { Host.makeA() }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: Host.AController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: Host.AController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: Host.AController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: Host.AController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.didRemove") }
}

/// The router of the view destination `BSubview`: `.viewDefault` plus `.custom`, as in the original tests.
final class BSubviewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.BView, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.BView.self)
    register(RoutableView<any BSubviewInput>())
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
    ZIKViewRouteTypeMask(rawValue: ZIKViewRouteTypeMask.viewDefault.rawValue | ZIKViewRouteTypeMask.custom.rawValue)
  }

  override func destination(with configuration: ViewRouteConfig) -> Host.BView? {
    ViewEventLog.record("B.destination")
    if configuration.userInfo["fail"] as? Bool == true { return nil }
    return Host.makeB()
  }

  override func prepareDestination(_ destination: Host.BView, configuration: ViewRouteConfig) {
    ViewEventLog.record("B.prepareDestination")
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: Host.BView, fromSource source: Any?
  ) { ViewEventLog.record("B.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: Host.BView, fromSource source: Any?
  ) { ViewEventLog.record("B.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: Host.BView, fromSource source: Any?
  ) { ViewEventLog.record("B.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: Host.BView, fromSource source: Any?
  ) { ViewEventLog.record("B.didRemove") }
}

/// A router with a custom transition: it adds the destination as a child of the source (no view) and back.
///
/// The user info decides: `"invalid": true` fails `validateCustomRouteConfiguration`, `"cannotRemove": true` makes
/// `canRemoveCustomRoute()` false, `"customFails": true` ends the custom perform with an error.
final class CCustomViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.CController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.CController.self)
    register(RoutableView<any CViewInput>())
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.custom, .makeDestination] }

  override class func validateCustomRouteConfiguration(
    _ configuration: ZIKViewRouteConfiguration, removeConfiguration: ZIKViewRemoveConfiguration
  ) -> Bool {
    configuration.userInfo["invalid"] as? Bool != true
  }

  override func destination(with configuration: ViewRouteConfig) -> Host.CController? { Host.makeC() }

  override func canPerformCustomRoute() -> Bool { _canPerformCustomSource() }
  override func canRemoveCustomRoute() -> Bool {
    configuration.userInfo["cannotRemove"] as? Bool != true && destination?.parent != nil
  }

  private func _canPerformCustomSource() -> Bool {
    configuration.source is Host.Controller
  }

  override func performCustomRoute(
    onDestination destination: Host.CController, fromSource source: Any?, configuration: ViewRouteConfig
  ) {
    ViewEventLog.record("C.performCustomRoute")
    beginPerformRoute()
    guard configuration.userInfo["customFails"] as? Bool != true, let source = source as? Host.Controller else {
      endPerformRouteWithError(
        Self.viewRouteError(
          withCode: .invalidSource, localizedDescription: "The custom route needs a controller source."))
      return
    }
    source.addChild(Host.controller(destination))
    endPerformRouteWithSuccess()
  }

  override func removeCustomRoute(
    onDestination destination: Host.CController, fromSource source: Any?,
    removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: ViewRouteConfig
  ) {
    ViewEventLog.record("C.removeCustomRoute")
    beginRemoveRoute(fromSource: source)
    destination.removeFromParent()
    endRemoveRouteWithSuccess(onDestination: destination, fromSource: source)
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: Host.CController, fromSource source: Any?
  ) { ViewEventLog.record("C.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: Host.CController, fromSource source: Any?
  ) { ViewEventLog.record("C.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: Host.CController, fromSource source: Any?
  ) { ViewEventLog.record("C.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: Host.CController, fromSource source: Any?
  ) { ViewEventLog.record("C.didRemove") }
}
