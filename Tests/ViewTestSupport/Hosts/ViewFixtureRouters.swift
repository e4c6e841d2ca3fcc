import Foundation
import ZRouterCore

/// The main view router of the tests, on `Host`: logs every hook, fails when the configuration's user info has `"fail": true`.
public final class AViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.AViewController, AViewModuleConfiguration> {
  override public class func registerRoutableDestination() {
    registerView(Host.AViewController.self)
    register(RoutableView<any AViewInput>())
    register(Host.composedAKey)
    register(RoutableViewModule<any AViewModuleInput>())
    registerIdentifier("a")
  }

  override public class func defaultRouteConfiguration() -> AViewModuleConfiguration { AViewModuleConfiguration() }

  override public func destination(with configuration: AViewModuleConfiguration) -> Host.AViewController? {
    ViewEventLog.record("A.destination")
    if configuration.userInfo["fail"] as? Bool == true { return nil }
    return Host.makeA()
  }

  override public func prepareDestination(_ destination: Host.AViewController, configuration: AViewModuleConfiguration)
  {
    ViewEventLog.record("A.prepareDestination")
    if let title = configuration.title { destination.title = title }
  }

  override public func didFinishPrepareDestination(
    _ destination: Host.AViewController, configuration: AViewModuleConfiguration
  ) {
    ViewEventLog.record("A.didFinishPrepareDestination")
    if let completion = configuration.completion {
      completion(Host.input(destination))
      configuration.completion = nil
    }
  }

  override public class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: Host.AViewController,
    fromSource source: Any?
  ) { ViewEventLog.record("A.willPerform") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: Host.AViewController, fromSource source: Any?
  ) { ViewEventLog.record("A.didPerform") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: Host.AViewController, fromSource source: Any?
  ) { ViewEventLog.record("A.willRemove") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: Host.AViewController, fromSource source: Any?
  ) { ViewEventLog.record("A.didRemove") }
}

/// A second router registering `AViewController`: it only observes the AOP callbacks of every route showing one.
public final class AViewObserverRouter<Host: ViewTestHost>: ZIKViewRouter<Host.AViewController, ViewRouteConfig> {
  override public class func registerRoutableDestination() {
    registerView(Host.AViewController.self)
    registerIdentifier("a.observer")
  }

  override public func destination(with configuration: ViewRouteConfig) -> Host.AViewController? { Host.makeA() }

  override public class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: Host.AViewController,
    fromSource source: Any?
  ) { ViewEventLog.record("Observer.willPerform") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: Host.AViewController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.didPerform") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: Host.AViewController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.willRemove") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: Host.AViewController, fromSource source: Any?
  ) { ViewEventLog.record("Observer.didRemove") }
}

/// The router of the view destination `BSubview`: `.viewDefault` plus `.custom`, as in the original tests.
public final class BSubviewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.BSubview, ViewRouteConfig> {
  override public class func registerRoutableDestination() {
    registerView(Host.BSubview.self)
    register(RoutableView<any BSubviewInput>())
  }

  override public class func supportedRouteTypes() -> ZIKViewRouteTypeMask {
    ZIKViewRouteTypeMask(rawValue: ZIKViewRouteTypeMask.viewDefault.rawValue | ZIKViewRouteTypeMask.custom.rawValue)
  }

  override public func destination(with configuration: ViewRouteConfig) -> Host.BSubview? {
    ViewEventLog.record("B.destination")
    if configuration.userInfo["fail"] as? Bool == true { return nil }
    return Host.makeB()
  }

  override public func prepareDestination(_ destination: Host.BSubview, configuration: ViewRouteConfig) {
    ViewEventLog.record("B.prepareDestination")
  }

  override public class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: Host.BSubview, fromSource source: Any?
  ) { ViewEventLog.record("B.willPerform") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: Host.BSubview, fromSource source: Any?
  ) { ViewEventLog.record("B.didPerform") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: Host.BSubview, fromSource source: Any?
  ) { ViewEventLog.record("B.willRemove") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: Host.BSubview, fromSource source: Any?
  ) { ViewEventLog.record("B.didRemove") }
}

/// A router with a custom transition: it adds the destination as a child of the source (no view) and back.
///
/// The user info decides: `"invalid": true` fails `validateCustomRouteConfiguration`, `"cannotRemove": true` makes
/// `canRemoveCustomRoute()` false, `"customFails": true` ends the custom perform with an error.
public final class CCustomViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.CViewController, ViewRouteConfig> {
  override public class func registerRoutableDestination() {
    registerView(Host.CViewController.self)
    register(RoutableView<any CViewInput>())
  }

  override public class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.custom, .makeDestination] }

  override public class func validateCustomRouteConfiguration(
    _ configuration: ZIKViewRouteConfiguration, removeConfiguration: ZIKViewRemoveConfiguration
  ) -> Bool {
    configuration.userInfo["invalid"] as? Bool != true
  }

  override public func destination(with configuration: ViewRouteConfig) -> Host.CViewController? { Host.makeC() }

  override public func canPerformCustomRoute() -> Bool { _canPerformCustomSource() }
  override public func canRemoveCustomRoute() -> Bool {
    configuration.userInfo["cannotRemove"] as? Bool != true && destination?.parent != nil
  }

  private func _canPerformCustomSource() -> Bool {
    configuration.source is Host.Controller
  }

  override public func performCustomRoute(
    onDestination destination: Host.CViewController, fromSource source: Any?, configuration: ViewRouteConfig
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

  override public func removeCustomRoute(
    onDestination destination: Host.CViewController, fromSource source: Any?,
    removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: ViewRouteConfig
  ) {
    ViewEventLog.record("C.removeCustomRoute")
    beginRemoveRoute(fromSource: source)
    destination.removeFromParent()
    endRemoveRouteWithSuccess(onDestination: destination, fromSource: source)
  }

  override public class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: Host.CViewController,
    fromSource source: Any?
  ) { ViewEventLog.record("C.willPerform") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: Host.CViewController, fromSource source: Any?
  ) { ViewEventLog.record("C.didPerform") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: Host.CViewController, fromSource source: Any?
  ) { ViewEventLog.record("C.willRemove") }
  override public class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: Host.CViewController, fromSource source: Any?
  ) { ViewEventLog.record("C.didRemove") }
}
