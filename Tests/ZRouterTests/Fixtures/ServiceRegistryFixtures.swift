import Foundation
import ZRouter

// Routers that register something wrong or observable, for the registry's validation tests.

/// A protocol no router provides.
protocol UnprovidedServiceInput: AnyObject {}

extension RoutableService where Protocol == any UnprovidedServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A router that registers a key but no destination class.
final class ClasslessServiceRouter: ZIKServiceRouter<ProbeService, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    register(RoutableService<any UnprovidedServiceInput>())
  }

  override func destination(with configuration: PerformRouteConfig) -> ProbeService? { ProbeService() }
}

/// A router that registers ``ProbeService``'s key a second time (a duplicate of ``ProbeServiceRouter``).
final class DuplicateProbeServiceRouter: ZIKServiceRouter<ProbeService, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    registerService(ProbeService.self)
    register(RoutableService<any ProbeServiceInput>())
    registerIdentifier("probe-service")
  }

  override func destination(with configuration: PerformRouteConfig) -> ProbeService? { ProbeService() }
}

/// A router whose `_didFinishRegistration()` reports itself through the registry's global error handler: once
/// registration finished it looks up ``UnprovidedServiceInput``, which misses with action `.toService`.
final class FinishObservingServiceRouter: ZIKServiceRouter<RemovableService, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    registerService(RemovableService.self)
  }

  override class func _didFinishRegistration() {
    if ZIKRouteRegistry.registrationFinished {
      _ = Router.to(RoutableService<any UnprovidedServiceInput>())
    }
  }

  override func destination(with configuration: PerformRouteConfig) -> RemovableService? { RemovableService() }
}
