// MUST COMPILE: a positive control of scripts/check-compile-failures.sh written in the original ZRouterTests' style:
// protocols used without `any` (as in Swift 5), `RoutableService<AServiceInput>()` keys, the `(config, prepareModule)`
// builders, `performRoute(successHandler:)` on a typed router, and the block-route chain of TestRouteRegistry.
import Foundation
import ZRouter

class AService {
  var title: String?
}

protocol AServiceInput: AnyObject {
  var title: String? { get set }
}

extension AService: ZIKRoutableService, AServiceInput {}

extension RoutableService where Protocol == AServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

protocol AServiceModuleInput: AnyObject {
  var title: String? { get set }
}

extension RoutableServiceModule where Protocol == AServiceModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

class AServiceModuleConfiguration: ZIKPerformRouteConfiguration, AServiceModuleInput {
  var title: String?

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! AServiceModuleConfiguration
    copy.title = self.title
    return copy
  }
}

class AServiceRouter: ZIKServiceRouter<AnyObject, AServiceModuleConfiguration> {
  override class func registerRoutableDestination() {
    registerService(AService.self)
    register(RoutableService<AServiceInput>())
    register(RoutableServiceModule<AServiceModuleInput>())
  }

  override class func defaultRouteConfiguration() -> AServiceModuleConfiguration {
    return AServiceModuleConfiguration()
  }

  override func destination(with configuration: AServiceModuleConfiguration) -> AnyObject? {
    return AService()
  }
}

final class OriginalShapes {
  weak var router: DestinationServiceRouter<AServiceInput>? {
    willSet { strongRouter = newValue }
  }
  private var strongRouter: DestinationServiceRouter<AServiceInput>?

  func register() {
    ZIKServiceRoute<AService, AServiceModuleConfiguration>
      .make(
        withDestination: AService.self,
        makeDestination: { (config, router) -> AService? in
          return AService()
        }
      ).makeDefaultConfiguration({
        return AServiceModuleConfiguration()
      }).prepareDestination({ (destination, config, router) in
        if let title = config.title {
          destination.title = title
        }
      }).didFinishPrepareDestination({ (destination, config, router) in
      })
  }

  func perform() {
    self.router = Router.perform(
      to: RoutableService<AServiceInput>(),
      configuring: { (config, prepareModule) in
        config.prepareDestination = { destination in
          destination.title = "test title"
        }
      })
    self.router?.performRoute(successHandler: { (destination) in
      _ = destination.title
    })
    _ = Router.perform(
      to: RoutableServiceModule<AServiceModuleInput>(),
      configuring: { (config, prepareModule) in
        prepareModule({ module in
          module.title = "test title"
        })
      })
    _ = Router.makeDestination(
      to: RoutableService<AServiceInput>(),
      preparation: { (destination) in
        destination.title = "test title"
      })
    _ = Router.to(RoutableService<AServiceInput>())?.canMakeDestination
  }
}
