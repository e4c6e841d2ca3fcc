import Foundation
import ZRouter

// A router whose `destination(with:)` makes its inner destination through the same router class: a circular
// dependency when unbounded, a deep but legal nesting when bounded.

/// The destination protocol of ``RecursiveService``.
protocol RecursiveServiceInput: AnyObject {
  var inner: (any RecursiveServiceInput)? { get }
}

/// A destination holding the one made by the nested perform.
final class RecursiveService: ZIKRoutableService, RecursiveServiceInput {
  let inner: (any RecursiveServiceInput)?
  init(inner: (any RecursiveServiceInput)?) { self.inner = inner }
}

extension RoutableService where Protocol == any RecursiveServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// How deep to nest, and where the nested performs record their handlers.
final class RecursiveConfiguration: ZIKPerformRouteConfiguration {
  /// How many performs of the router to nest below this one.
  var nestedPerforms = 0
  var log = ServiceEventLog()

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! RecursiveConfiguration
    copy.nestedPerforms = nestedPerforms
    copy.log = log
    return copy
  }
}

/// Makes its destination by making another one through `RoutableService<any RecursiveServiceInput>` first.
/// Each nested perform records its failure handlers into the shared log.
final class RecursiveServiceRouter: ZIKServiceRouter<RecursiveService, RecursiveConfiguration> {
  override class func registerRoutableDestination() {
    registerService(RecursiveService.self)
    register(RoutableService<any RecursiveServiceInput>())
  }

  override class func defaultRouteConfiguration() -> RecursiveConfiguration { RecursiveConfiguration() }

  override func destination(with configuration: RecursiveConfiguration) -> RecursiveService? {
    guard configuration.nestedPerforms > 0 else { return RecursiveService(inner: nil) }
    let remaining = configuration.nestedPerforms - 1
    let log = configuration.log
    let inner = Router.makeDestination(to: RoutableService<any RecursiveServiceInput>()) { config, _ in
      let nested = config.configuration as? RecursiveConfiguration
      nested?.nestedPerforms = remaining
      nested?.log = log
      config.errorHandler = log.errorRecorder("errorHandler")
      config.completionHandler = log.completionRecorder()
      config.performerErrorHandler = log.errorRecorder("performerErrorHandler")
    }
    guard let inner else { return nil }
    return RecursiveService(inner: inner)
  }
}
