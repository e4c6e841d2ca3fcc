import Foundation
import ZRouter

// A service router that records every hook it runs into the configuration's log, with knobs (per configuration) to
// fail, to re-enter itself, and (for the removable twin) to defer the end of a removal.

/// The destination protocol of ``ProbeService``.
protocol ProbeServiceInput: AnyObject {
  var note: String { get set }
}

/// The destination made by ``ProbeServiceRouter``.
final class ProbeService: ZIKRoutableService, ProbeServiceInput {
  var note = ""
}

extension RoutableService where Protocol == any ProbeServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The configuration of the probe routers: a log and per-perform knobs.
final class ProbeConfiguration: ZIKPerformRouteConfiguration {
  /// Where the router's hooks record `router.<hook>`.
  var log = ServiceEventLog()
  /// When `true`, `destination(with:)` returns `nil`.
  var failsToMakeDestination = false
  /// Runs inside the router's `prepareDestination` hook, with the router (to re-enter it).
  var onRouterPrepareDestination: ((ZIKAnyServiceRouter) -> Void)?
  /// When `true`, the removable router's `removeDestination` returns without ending the removal.
  var defersRemoval = false
  /// When `true`, the probe router's `performRouteOnDestination` returns without ending the perform (a custom,
  /// asynchronous route that ends later with `endPerformRouteWithSuccess()`).
  var defersPerform = false
  /// When set, the probe router's `performRouteOnDestination` ends the perform with this error at once.
  var performRouteError: (any Error)?

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ProbeConfiguration
    copy.log = log
    copy.failsToMakeDestination = failsToMakeDestination
    copy.onRouterPrepareDestination = onRouterPrepareDestination
    copy.defersRemoval = defersRemoval
    copy.defersPerform = defersPerform
    copy.performRouteError = performRouteError
    return copy
  }
}

extension RouteStrictConfig where Config == ZIKPerformRouteConfiguration {
  /// The probe configuration behind a strict proxy. A stray configuration yields a detached one, so a wrong fixture
  /// fails the test's expectations instead of crashing the test process.
  var probe: ProbeConfiguration { (configuration as? ProbeConfiguration) ?? ProbeConfiguration() }
}

extension ServiceRouter {
  /// The probe configuration of a probe router (a detached one for any other router).
  var probeConfiguration: ProbeConfiguration { (configuration as? ProbeConfiguration) ?? ProbeConfiguration() }
}

/// A service router recording `router.destination`, `router.prepareDestination`, `router.didFinishPrepareDestination`.
final class ProbeServiceRouter: ZIKServiceRouter<ProbeService, ProbeConfiguration> {
  override class func registerRoutableDestination() {
    registerService(ProbeService.self)
    register(RoutableService<any ProbeServiceInput>())
    registerIdentifier("probe-service")
  }

  override class func defaultRouteConfiguration() -> ProbeConfiguration { ProbeConfiguration() }

  override func destination(with configuration: ProbeConfiguration) -> ProbeService? {
    configuration.log.append("router.destination")
    return configuration.failsToMakeDestination ? nil : ProbeService()
  }

  override func prepareDestination(_ destination: ProbeService, configuration: ProbeConfiguration) {
    configuration.log.append("router.prepareDestination")
    configuration.onRouterPrepareDestination?(self)
  }

  override func didFinishPrepareDestination(_ destination: ProbeService, configuration: ProbeConfiguration) {
    configuration.log.append("router.didFinishPrepareDestination")
  }

  override func performRouteOnDestination(_ destination: ProbeService, configuration: ProbeConfiguration) {
    if let error = configuration.performRouteError {
      endPerformRouteWithError(error)
    } else if !configuration.defersPerform {
      endPerformRouteWithSuccess()
    }
  }
}

// MARK: Removable

/// The destination protocol of ``RemovableService``.
protocol RemovableServiceInput: AnyObject {}

/// The destination made by ``RemovableServiceRouter``.
final class RemovableService: ZIKRoutableService, RemovableServiceInput {}

extension RoutableService where Protocol == any RemovableServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A service router that supports removal by overriding `canRemove()` and `removeDestination(_:removeConfiguration:)`.
final class RemovableServiceRouter: ZIKServiceRouter<RemovableService, ProbeConfiguration> {
  override class func registerRoutableDestination() {
    registerService(RemovableService.self)
    register(RoutableService<any RemovableServiceInput>())
  }

  override class func defaultRouteConfiguration() -> ProbeConfiguration { ProbeConfiguration() }

  override func destination(with configuration: ProbeConfiguration) -> RemovableService? {
    configuration.log.append("router.destination")
    return configuration.failsToMakeDestination ? nil : RemovableService()
  }

  override func canRemove() -> Bool { true }

  override func removeDestination(_ destination: RemovableService, removeConfiguration: ZIKRemoveRouteConfiguration) {
    configuration.log.append("router.removeDestination")
    if !configuration.defersRemoval { endRemoveRouteWithSuccess() }
  }
}

/// A removal configuration subclass, to see which factory made a router's removal configuration.
final class TaggedRemoveConfiguration: ZIKRemoveRouteConfiguration {
  var tag = ""

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! TaggedRemoveConfiguration
    copy.tag = tag
    return copy
  }
}

/// A probe service constructible with `init()`, for simple registrations without a factory.
final class DefaultConstructibleProbeService: ZIKRoutableService, ZIKDefaultConstructible, ProbeServiceInput {
  var note = ""
  init() {}
}

/// A router that wants ``ProbeService`` exclusively.
final class ExclusiveProbeServiceRouter: ZIKServiceRouter<ProbeService, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    registerExclusiveService(ProbeService.self)
  }

  override func destination(with configuration: PerformRouteConfig) -> ProbeService? { ProbeService() }
}
