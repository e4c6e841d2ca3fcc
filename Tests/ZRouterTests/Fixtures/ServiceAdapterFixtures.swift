import Foundation
import ZRouter

// Keys linked only by adapters: a 4-hop chain (4 → 3 → 2 → 1 → 0, only 0 has a router) for destinations and modules,
// and a loop (A → B → A, with C leading into it) that reaches no router.

protocol ChainServiceInput0: AnyObject {}
protocol ChainServiceInput1: AnyObject {}
protocol ChainServiceInput2: AnyObject {}
protocol ChainServiceInput3: AnyObject {}
protocol ChainServiceInput4: AnyObject {}

/// The one destination behind every key of the chain.
final class ChainService: ZIKRoutableService, ChainServiceInput0, ChainServiceInput1, ChainServiceInput2,
  ChainServiceInput3, ChainServiceInput4
{}

extension RoutableService where Protocol == any ChainServiceInput0 {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableService where Protocol == any ChainServiceInput1 {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableService where Protocol == any ChainServiceInput2 {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableService where Protocol == any ChainServiceInput3 {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableService where Protocol == any ChainServiceInput4 {
  init() { self.init(declaredProtocol: Protocol.self) }
}

protocol ChainServiceModuleInput0: AnyObject { var title: String { get set } }
protocol ChainServiceModuleInput1: AnyObject { var title: String { get set } }
protocol ChainServiceModuleInput2: AnyObject { var title: String { get set } }
protocol ChainServiceModuleInput3: AnyObject { var title: String { get set } }
protocol ChainServiceModuleInput4: AnyObject { var title: String { get set } }

extension RoutableServiceModule where Protocol == any ChainServiceModuleInput0 {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableServiceModule where Protocol == any ChainServiceModuleInput4 {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableServiceModule where Protocol == any ChainServiceModuleInput1 {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableServiceModule where Protocol == any ChainServiceModuleInput2 {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableServiceModule where Protocol == any ChainServiceModuleInput3 {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The module configuration of ``ChainServiceRouter``, adopting every module protocol of the chain.
final class ChainServiceModuleConfiguration: ZIKPerformRouteConfiguration, ChainServiceModuleInput0,
  ChainServiceModuleInput1, ChainServiceModuleInput2, ChainServiceModuleInput3, ChainServiceModuleInput4
{
  var title = ""

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ChainServiceModuleConfiguration
    copy.title = title
    return copy
  }
}

/// The only router of the chain: registered for key 0 and module key 0.
final class ChainServiceRouter: ZIKServiceRouter<ChainService, ChainServiceModuleConfiguration> {
  override class func registerRoutableDestination() {
    registerService(ChainService.self)
    register(RoutableService<any ChainServiceInput0>())
    register(RoutableServiceModule<any ChainServiceModuleInput0>())
  }

  override class func defaultRouteConfiguration() -> ChainServiceModuleConfiguration {
    ChainServiceModuleConfiguration()
  }

  override func destination(with configuration: ChainServiceModuleConfiguration) -> ChainService? { ChainService() }
}

/// Links 4 → 3 → 2 → 1 → 0 for destination and module keys, registered from the far end first.
final class ChainServiceAdapter: ZIKServiceRouteAdapter {
  override static func registerRoutableDestination() {
    register(adapter: RoutableService<any ChainServiceInput4>(), forAdaptee: RoutableService<any ChainServiceInput3>())
    register(adapter: RoutableService<any ChainServiceInput3>(), forAdaptee: RoutableService<any ChainServiceInput2>())
    register(adapter: RoutableService<any ChainServiceInput2>(), forAdaptee: RoutableService<any ChainServiceInput1>())
    register(adapter: RoutableService<any ChainServiceInput1>(), forAdaptee: RoutableService<any ChainServiceInput0>())
    register(
      adapter: RoutableServiceModule<any ChainServiceModuleInput4>(),
      forAdaptee: RoutableServiceModule<any ChainServiceModuleInput3>())
    register(
      adapter: RoutableServiceModule<any ChainServiceModuleInput3>(),
      forAdaptee: RoutableServiceModule<any ChainServiceModuleInput2>())
    register(
      adapter: RoutableServiceModule<any ChainServiceModuleInput2>(),
      forAdaptee: RoutableServiceModule<any ChainServiceModuleInput1>())
    register(
      adapter: RoutableServiceModule<any ChainServiceModuleInput1>(),
      forAdaptee: RoutableServiceModule<any ChainServiceModuleInput0>())
  }
}

// MARK: Loop

protocol LoopServiceInputA: AnyObject {}
protocol LoopServiceInputB: AnyObject {}
protocol LoopServiceInputC: AnyObject {}
protocol LoopServiceModuleInputA: AnyObject {}
protocol LoopServiceModuleInputB: AnyObject {}

extension RoutableService where Protocol == any LoopServiceInputA {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableService where Protocol == any LoopServiceInputB {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableService where Protocol == any LoopServiceInputC {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableServiceModule where Protocol == any LoopServiceModuleInputA {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableServiceModule where Protocol == any LoopServiceModuleInputB {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// Links A → B → A and C → A (destination keys) and A → B → A (module keys): no router anywhere.
final class LoopServiceAdapter: ZIKServiceRouteAdapter {
  override static func registerRoutableDestination() {
    register(adapter: RoutableService<any LoopServiceInputA>(), forAdaptee: RoutableService<any LoopServiceInputB>())
    register(adapter: RoutableService<any LoopServiceInputB>(), forAdaptee: RoutableService<any LoopServiceInputA>())
    register(adapter: RoutableService<any LoopServiceInputC>(), forAdaptee: RoutableService<any LoopServiceInputA>())
    register(
      adapter: RoutableServiceModule<any LoopServiceModuleInputA>(),
      forAdaptee: RoutableServiceModule<any LoopServiceModuleInputB>())
    register(
      adapter: RoutableServiceModule<any LoopServiceModuleInputB>(),
      forAdaptee: RoutableServiceModule<any LoopServiceModuleInputA>())
  }
}
