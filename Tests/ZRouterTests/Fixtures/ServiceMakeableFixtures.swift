import Foundation
import ZRouter

// A module protocol that only declares a factory, served by `ServiceMakeableConfiguration` without a configuration
// subclass (the original's "makeable configuration" recipe).

/// The destination protocol made through the factory.
protocol MakeableServiceInput: AnyObject {
  var title: String { get }
}

/// The destination made by ``MakeableServiceModuleInput/makeDestinationWith``.
final class MakeableService: ZIKRoutableService, MakeableServiceInput {
  let title: String
  init(title: String) { self.title = title }
}

/// The module protocol: a factory taking the module's parameter, and a hook run once the destination is made.
protocol MakeableServiceModuleInput: AnyObject {
  var makeDestinationWith: (String) -> (any MakeableServiceInput)? { get }
  var didMakeDestination: ((any MakeableServiceInput) -> Void)? { get set }
}

/// The makeable configuration serving ``MakeableServiceModuleInput``.
typealias MakeableServiceConfiguration =
  ServiceMakeableConfiguration<any MakeableServiceInput, (String) -> (any MakeableServiceInput)?>

extension ServiceMakeableConfiguration: MakeableServiceModuleInput
where Destination == any MakeableServiceInput, Constructor == (String) -> (any MakeableServiceInput)? {}

extension RoutableServiceModule where Protocol == any MakeableServiceModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// Builds makeable configurations that record what they do into a log.
enum MakeableServiceConfigurations {
  /// A configuration whose `makeDestinationWith(title)` makes a ``MakeableService`` and stores it as
  /// `makedDestination`; its `__prepareDestination` records `config.__prepareDestination(title)`.
  static func make(log: ServiceEventLog) -> MakeableServiceConfiguration {
    let config = MakeableServiceConfiguration({ _ in nil })
    config.makeDestinationWith = { [unowned config] title in
      log.append("makeDestinationWith(\(title))")
      config.makeDestination = {
        log.append("makeDestination(\(title))")
        return MakeableService(title: title)
      }
      config.makedDestination = config.makeDestination?()
      return config.makedDestination as? any MakeableServiceInput
    }
    config.__prepareDestination = { destination in log.append("config.__prepareDestination(\(destination.title))") }
    return config
  }
}
