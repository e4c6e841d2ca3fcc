import Foundation
import Testing
import ViewTestSupport
import ZRouter

// Both router families run one perform pipeline: a refused perform reaches the same handlers, in the same order,
// with the same code and message, whether the router is a service router or a view router.

/// The service destination of ``ParityServiceRouter``.
final class ParityService: ZIKRoutableService {}

/// A configuration with a hook the router runs with itself while preparing (to call back into the router
/// mid-perform), and a switch that makes the router nest a perform of its own class.
final class ParityServiceConfiguration: ZIKPerformRouteConfiguration {
  var onPrepare: ((ZIKAnyServiceRouter) -> Void)?
  var recurses = false

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ParityServiceConfiguration
    copy.onPrepare = onPrepare
    copy.recurses = recurses
    return copy
  }
}

/// A service router that must be removed before performing again.
final class ParityServiceRouter: ZIKServiceRouter<ParityService, ParityServiceConfiguration> {
  override class func defaultRouteConfiguration() -> ParityServiceConfiguration { ParityServiceConfiguration() }

  override func destination(with configuration: ParityServiceConfiguration) -> ParityService? {
    if configuration.recurses { _ = Self.makeDestination(configuring: { $0.recurses = true }) }
    return ParityService()
  }

  override func prepareDestination(_ destination: ParityService, configuration: ParityServiceConfiguration) {
    configuration.onPrepare?(self)
  }

  override func shouldRemoveBeforePerform() -> Bool { true }
}

/// The view twin of ``ParityServiceConfiguration``.
final class ParityViewConfiguration: ZIKViewRouteConfiguration {
  var onPrepare: ((ZIKAnyViewRouter) -> Void)?
  var recurses = false

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ParityViewConfiguration
    copy.onPrepare = onPrepare
    copy.recurses = recurses
    return copy
  }
}

/// The view twin of ``ParityServiceRouter``.
final class ParityViewRouter: ZIKViewRouter<AViewController, ParityViewConfiguration> {
  override class func defaultRouteConfiguration() -> ParityViewConfiguration { ParityViewConfiguration() }
  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { [.makeDestination] }

  override func destination(with configuration: ParityViewConfiguration) -> AViewController? {
    if configuration.recurses { _ = Self.makeDestination(configuring: { $0.recurses = true }) }
    return AViewController()
  }

  override func prepareDestination(_ destination: AViewController, configuration: ParityViewConfiguration) {
    configuration.onPrepare?(self)
  }

  override func shouldRemoveBeforePerform() -> Bool { true }
}

@Suite @MainActor struct RouterFamilyParityTests {
  /// What a refused perform reported: handler names with the action and code, and the messages.
  struct Refusal: Equatable {
    var events: [String] = []
    var messages: [String] = []
  }

  /// Records into a refusal from handlers that may outlive the call, some of them `@Sendable`.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded = Refusal()
    var refusal: Refusal { lock.withLock { recorded } }
    func record(_ name: String, _ action: ZIKRouteAction, _ error: any Error) {
      lock.withLock {
        recorded.events.append("\(name)(\(action),\((error as NSError).code))")
        recorded.messages.append(error.localizedDescription)
      }
    }
  }

  private func inIsolatedRegistry<R>(_ body: () throws -> R) rethrows -> R {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKRouteRegistry.notifyRegistrationFinished()
      return try body()
    }
  }

  /// The router class's name replaced by `Router`, so both families' messages compare equal.
  private func generic(_ refusal: Refusal) -> Refusal {
    Refusal(
      events: refusal.events,
      messages: refusal.messages.map {
        $0.replacingOccurrences(of: "ParityServiceRouter", with: "Router").replacingOccurrences(
          of: "ParityViewRouter", with: "Router")
      })
  }

  // MARK: A perform called while one is in flight

  private func serviceRefusalWhileRouting() -> Refusal {
    let recorder = Recorder()
    inIsolatedRegistry {
      ZIKAnyServiceRouter.globalErrorHandler = { _, action, error in recorder.record("global", action, error) }
      ParityServiceRouter.perform(configuring: { config in
        config.performerErrorHandler = { recorder.record("performerErrorHandler", $0, $1) }
        config.onPrepare = { router in
          router.performRoute(errorHandler: { recorder.record("callErrorHandler", $0, $1) })
        }
      })
    }
    return recorder.refusal
  }

  private func viewRefusalWhileRouting() -> Refusal {
    let recorder = Recorder()
    inIsolatedRegistry {
      ZIKAnyViewRouter.globalErrorHandler = { _, action, error in recorder.record("global", action, error) }
      ParityViewRouter.perform(
        path: .makeDestination,
        configuring: { config in
          config.performerErrorHandler = { recorder.record("performerErrorHandler", $0, $1) }
          config.onPrepare = { router in
            router.performRoute(errorHandler: { recorder.record("callErrorHandler", $0, $1) })
          }
        })
    }
    return recorder.refusal
  }

  @Test func aPerformWhileRoutingIsRefusedAlikeByBothFamilies() {
    let service = serviceRefusalWhileRouting()
    #expect(
      service.events == ["callErrorHandler(ZIKRouteActionPerformRoute,4)", "global(ZIKRouteActionPerformRoute,4)"])
    #expect(
      service.messages.first
        == "ParityServiceRouter is already performing a route. Wait for it to end before performing again.")
    #expect(generic(viewRefusalWhileRouting()) == generic(service))
  }

  // MARK: A perform called while routed, when the router must be removed first

  private func serviceRefusalWhileRouted() -> Refusal {
    let recorder = Recorder()
    var kept: ParityService?
    inIsolatedRegistry {
      ZIKAnyServiceRouter.globalErrorHandler = { _, action, error in recorder.record("global", action, error) }
      let router = ParityServiceRouter.perform(configuring: { config in
        config.successHandler = { kept = $0 as? ParityService }
        config.errorHandler = { recorder.record("errorHandler", $0, $1) }
      })
      router?.performRoute(errorHandler: { recorder.record("callErrorHandler", $0, $1) })
    }
    #expect(kept != nil)
    return recorder.refusal
  }

  private func viewRefusalWhileRouted() -> Refusal {
    let recorder = Recorder()
    var kept: AViewController?
    inIsolatedRegistry {
      ZIKAnyViewRouter.globalErrorHandler = { _, action, error in recorder.record("global", action, error) }
      let router = ParityViewRouter.perform(
        path: .makeDestination,
        configuring: { config in
          config.successHandler = { kept = $0 as? AViewController }
          config.errorHandler = { recorder.record("errorHandler", $0, $1) }
        })
      router?.performRoute(errorHandler: { recorder.record("callErrorHandler", $0, $1) })
    }
    #expect(kept != nil)
    return recorder.refusal
  }

  @Test func aPerformWhileRoutedIsRefusedAlikeByBothFamilies() {
    let service = serviceRefusalWhileRouted()
    #expect(
      service.events == [
        "errorHandler(ZIKRouteActionPerformRoute,3)", "global(ZIKRouteActionPerformRoute,3)",
        "callErrorHandler(ZIKRouteActionPerformRoute,3)",
      ])
    #expect(
      service.messages.first
        == "ParityServiceRouter is already routed to its destination. Call removeRoute() before performing again.")
    #expect(generic(viewRefusalWhileRouted()) == generic(service))
  }

  // MARK: Routers of one class nesting too deep

  private func serviceRecursion() -> Refusal {
    let recorder = Recorder()
    inIsolatedRegistry {
      ZIKAnyServiceRouter.globalErrorHandler = { _, action, error in recorder.record("global", action, error) }
      _ = ParityServiceRouter.makeDestination(configuring: { $0.recurses = true })
    }
    return recorder.refusal
  }

  private func viewRecursion() -> Refusal {
    let recorder = Recorder()
    inIsolatedRegistry {
      ZIKAnyViewRouter.globalErrorHandler = { _, action, error in recorder.record("global", action, error) }
      _ = ParityViewRouter.makeDestination(configuring: { $0.recurses = true })
    }
    return recorder.refusal
  }

  @Test func nestingTooDeepIsReportedAlikeByBothFamilies() {
    let service = serviceRecursion()
    #expect(service.events == ["global(ZIKRouteActionPerformRoute,5)"])
    #expect(
      service.messages == [
        "Routers of class ParityServiceRouter nested more than 200 deep: a circular dependency. Break the cycle, for example by injecting one side lazily after both are made."
      ])
    #expect(generic(viewRecursion()) == generic(service))
  }
}
