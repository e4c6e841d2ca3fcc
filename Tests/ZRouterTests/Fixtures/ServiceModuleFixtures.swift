import Foundation
import ZRouter

// Module keys registered wrongly: the configuration does not adopt the module protocol.

/// A module protocol that no route configuration adopts: registering it must be rejected.
protocol UnadoptedServiceModuleInput: AnyObject {}

extension RoutableServiceModule where Protocol == any UnadoptedServiceModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A router that registers a module key its configuration does not adopt.
final class UnadoptedModuleServiceRouter: ZIKServiceRouter<ProbeService, ProbeConfiguration> {
  override class func registerRoutableDestination() {
    registerService(ProbeService.self)
    register(RoutableServiceModule<any UnadoptedServiceModuleInput>())
  }

  override class func defaultRouteConfiguration() -> ProbeConfiguration { ProbeConfiguration() }
  override func destination(with configuration: ProbeConfiguration) -> ProbeService? { ProbeService() }
}

/// Adopts a module protocol without being a route configuration.
final class NotAConfiguration: UnadoptedServiceModuleInput {}
