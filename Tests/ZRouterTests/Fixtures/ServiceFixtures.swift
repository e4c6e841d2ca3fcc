import Foundation
import Testing
import ZRouter

// The service fixtures of the original ZRouterTests (AService and friends), rewritten for Swift 6: protocols are
// `AnyObject`-bound and written with `any`, and the original's global `TestConfig.routeShouldFail` is a flag on each
// configuration (`routeShouldFail`), so parallel tests never share mutable state.

/// A plain service destination.
final class AService {
  var title: String?
}

/// The destination protocol of ``AService``.
protocol AServiceInput: AnyObject {
  var title: String? { get set }
}

/// A protocol required by another module and provided by ``AService`` through ``AServiceAdapter``.
protocol AServiceInputAdapter: AnyObject {
  var title: String? { get set }
}

extension AService: ZIKRoutableService, AServiceInput, AServiceInputAdapter {}

extension RoutableService where Protocol == any AServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

extension RoutableService where Protocol == any AServiceInputAdapter {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The module protocol of ``AService``'s router: adopted by ``AServiceModuleConfiguration``.
protocol AServiceModuleInput: AnyObject {
  var title: String? { get set }
  func makeDestinationCompletion(_ block: @escaping (any AServiceInput) -> Void)
}

/// A module protocol provided through ``AServiceAdapter``.
protocol AServiceModuleInputAdapter: AnyObject {
  var title: String? { get set }
  func makeDestinationCompletion(_ block: @escaping (any AServiceInput) -> Void)
}

extension RoutableServiceModule where Protocol == any AServiceModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

extension RoutableServiceModule where Protocol == any AServiceModuleInputAdapter {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The module configuration of ``AServiceRouter`` and of the block-route twin.
final class AServiceModuleConfiguration: ZIKPerformRouteConfiguration, AServiceModuleInput, AServiceModuleInputAdapter {
  var completion: ((any AServiceInput) -> Void)?
  var title: String?
  /// When `true`, the router returns no destination (the original's `TestConfig.routeShouldFail`, per configuration).
  var routeShouldFail = false

  func makeDestinationCompletion(_ block: @escaping (any AServiceInput) -> Void) {
    completion = block
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! AServiceModuleConfiguration
    copy.title = title
    copy.completion = completion
    copy.routeShouldFail = routeShouldFail
    return copy
  }
}

/// The router subclass of ``AService``: `Destination` is `AnyObject`, as in the original.
final class AServiceRouter: ZIKServiceRouter<AnyObject, AServiceModuleConfiguration> {
  override class func registerRoutableDestination() {
    registerService(AService.self)
    register(RoutableService<any AServiceInput>())
    register(RoutableServiceModule<any AServiceModuleInput>())
  }

  override class func defaultRouteConfiguration() -> AServiceModuleConfiguration {
    AServiceModuleConfiguration()
  }

  override func destination(with configuration: AServiceModuleConfiguration) -> AnyObject? {
    configuration.routeShouldFail ? nil : AService()
  }

  override func prepareDestination(_ destination: AnyObject, configuration: AServiceModuleConfiguration) {
    guard let destination = destination as? any AServiceInput else { return }
    if let title = configuration.title {
      destination.title = title
    }
  }

  override func didFinishPrepareDestination(_ destination: AnyObject, configuration: AServiceModuleConfiguration) {
    if let completion = configuration.completion, let destination = destination as? any AServiceInput {
      completion(destination)
      configuration.completion = nil
    }
  }
}

/// Adapts the `…Adapter` protocols to ``AService``'s keys.
final class AServiceAdapter: ZIKServiceRouteAdapter {
  override static func registerRoutableDestination() {
    register(adapter: RoutableService<any AServiceInputAdapter>(), forAdaptee: RoutableService<any AServiceInput>())
    register(
      adapter: RoutableServiceModule<any AServiceModuleInputAdapter>(),
      forAdaptee: RoutableServiceModule<any AServiceModuleInput>())
  }
}

/// How ``AService``'s keys are registered: the original ran its tests once with each (`TEST_BLOCK_ROUTE`).
enum AServiceRegistrationStyle: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// ``AServiceRouter`` registers the keys.
  case routerClass
  /// A `ZIKServiceRoute` block route registers the keys.
  case blockRoute

  var testDescription: String { rawValue }

  /// Registers ``AService``'s keys in this style, then ``AServiceAdapter``.
  func register() {
    switch self {
    case .routerClass:
      AServiceRouter.registerRoutableDestination()
    case .blockRoute:
      ZIKServiceRoute<AService, AServiceModuleConfiguration>
        .make(
          withDestination: AService.self,
          makeDestination: { config, _ -> AService? in
            config.routeShouldFail ? nil : AService()
          }
        )
        .makeDefaultConfiguration({ AServiceModuleConfiguration() })
        .prepareDestination({ destination, config, _ in
          if let title = config.title {
            destination.title = title
          }
        })
        .didFinishPrepareDestination({ destination, config, _ in
          if let completion = config.completion {
            completion(destination)
            config.completion = nil
          }
        })
        .register(RoutableService<any AServiceInput>())
        .register(RoutableServiceModule<any AServiceModuleInput>())
    }
    AServiceAdapter.registerRoutableDestination()
  }
}

// MARK: A service whose router always fails

/// A destination nobody can make.
final class UnavailableService: ZIKRoutableService {}

/// The destination protocol of ``UnavailableServiceRouter``.
protocol UnavailableServiceInput: AnyObject {}

extension UnavailableService: UnavailableServiceInput {}

extension RoutableService where Protocol == any UnavailableServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A router whose `destination(with:)` always returns `nil` (a `destinationUnavailable` error).
final class UnavailableServiceRouter: ZIKServiceRouter<UnavailableService, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    registerService(UnavailableService.self)
    register(RoutableService<any UnavailableServiceInput>())
  }

  override func destination(with configuration: PerformRouteConfig) -> UnavailableService? { nil }
}
