import Foundation
import Testing
import ZRouter
import ZRouterTesting

// `@testable` only to hand the test's isolated registry to plain threads: task-local values do not follow threads.
@testable import ZRouterCore

/// `Router.makeDestination(to:)`, the one-argument form that calls a simple registration's factory directly, still
/// runs every hook of the routes that have one, in a finished registry (where the direct make reads the published
/// snapshot): a router class's hooks, its default configuration's handlers and state notifier, a block route's
/// closures, interceptors set after finish, and the global error handler.
@Suite @MainActor struct ServiceOneArgumentMakeHookTests {
  static let successEvents = [
    "router.destination", "config.prepareDestination", "router.prepareDestination",
    "router.didFinishPrepareDestination", "successHandler", "completionHandler(true,d,performRoute)",
    "performerSuccessHandler",
  ]

  @Test func aRouterClassRunsItsHooksHandlersAndStateTransitions() {
    ZIKRouteRegistry.withTestRegistry(registering: { HookedServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      let destination = HookedServiceRouter.$log.withValue(log) {
        Router.makeDestination(to: RoutableService<any HookedServiceInput>())
      }
      #expect(destination is HookedService)
      #expect(log.events.filter { !$0.hasPrefix("state") } == Self.successEvents)
      #expect(log.events(startingWith: "state") == ["state(unrouted→routing)", "state(routing→routed)"])
    }
  }

  @Test func aFailingRouterClassRunsItsErrorHandlersAndTheGlobalOne() {
    ZIKRouteRegistry.withTestRegistry(registering: { HookedServiceRouter.registerRoutableDestination() }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let destination = HookedServiceRouter.$log.withValue(log) {
        HookedServiceRouter.$fails.withValue(true) {
          Router.makeDestination(to: RoutableService<any HookedServiceInput>())
        }
      }
      #expect(destination == nil)
      #expect(
        log.events.filter { !$0.hasPrefix("state") } == [
          "router.destination", "errorHandler(performRoute,2)", "completionHandler(false,nil,performRoute,2)",
          "performerErrorHandler(performRoute,2)", "global(performRoute,2)",
        ])
      #expect(log.events(startingWith: "state") == ["state(unrouted→routing)", "state(routing→unrouted)"])
    }
  }

  @Test func aBlockRouteRunsItsClosuresAndItsDefaultConfigurationsHandlers() {
    let log = ServiceEventLog()
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKServiceRoute<HookedService, PerformRouteConfig>
        .make(
          withDestination: HookedService.self,
          makeDestination: { _, _ in
            log.append("router.destination")
            return HookedService()
          }
        )
        .makeDefaultConfiguration { HookedServiceRouter.recordingConfiguration(into: log) }
        .prepareDestination { _, _, _ in log.append("router.prepareDestination") }
        .didFinishPrepareDestination { _, _, _ in log.append("router.didFinishPrepareDestination") }
        .register(RoutableService<any HookedServiceInput>())
    }) {
      #expect(Router.makeDestination(to: RoutableService<any HookedServiceInput>()) is HookedService)
      #expect(log.events.filter { !$0.hasPrefix("state") } == Self.successEvents)
      #expect(log.events(startingWith: "state") == ["state(unrouted→routing)", "state(routing→routed)"])
    }
  }

  @Test func interceptorsSetAfterFinishSurroundASimpleRegistrationsMake() {
    let fails = InterceptedCounter()
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any HookedServiceInput>(), forMakingService: HookedService.self) {
        _ in fails.value > 0 ? nil : HookedService()
      }
    }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.makeDestination(to: RoutableService<any HookedServiceInput>()) is HookedService)
      #expect(log.events.isEmpty)
      ZIKAnyServiceRouter.interceptBeforePerformWithConfiguration { _, _ in log.append("beforePerform") }
      ZIKAnyServiceRouter.interceptAfterPerformWithConfiguration { _, _ in log.append("afterPerform") }
      ZIKAnyServiceRouter.interceptAfterSuccessAction { _, _ in log.append("afterSuccess") }
      ZIKAnyServiceRouter.interceptAfterEndPerformWithError { _, _ in log.append("afterEndWithError") }
      #expect(Router.makeDestination(to: RoutableService<any HookedServiceInput>()) is HookedService)
      #expect(log.events == ["beforePerform", "afterSuccess", "afterPerform"])
      log.clear()
      fails.increment()
      #expect(Router.makeDestination(to: RoutableService<any HookedServiceInput>()) == nil)
      #expect(log.events == ["beforePerform", "global(performRoute,2)", "afterEndWithError", "afterPerform"])
    }
  }

  @Test func aSimpleRegistrationWhoseFactoryMakesNothingReachesTheGlobalHandler() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any HookedServiceInput>(), forMakingService: HookedService.self) {
        _ in nil
      }
    }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.makeDestination(to: RoutableService<any HookedServiceInput>()) == nil)
      #expect(log.events == ["global(performRoute,2)"])
      #expect(log.firstGlobalRouter == nil)
    }
  }

  /// Threads make through the snapshot while the main actor sets and clears an interceptor: every make returns a
  /// destination, and once the interceptor is set (and the threads learned so through a lock) each make reaches it.
  /// Run it under the thread sanitizer too (`swift test --sanitize=thread`).
  @Test func makesFromManyThreadsWhileAnInterceptorComesAndGoes() async {
    let threads = 4
    let rounds = 2_000
    let counter = InterceptedCounter()
    let failures = InterceptedCounter()
    await ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any HookedServiceInput>(), forMakingService: HookedService.self) {
        _ in HookedService()
      }
    }) {
      let registry = ZIKRouteRegistry.current
      let toggling = Task.detached {
        await ZIKRouteRegistry.$isolated.withValue(registry) {
          for round in 0..<50 {
            if round.isMultiple(of: 2) {
              ZIKAnyServiceRouter.interceptAfterSuccessAction { _, _ in counter.increment() }
            } else {
              ZIKAnyServiceRouter.interceptAfterSuccessAction(nil)
            }
            await Task.yield()
          }
          ZIKAnyServiceRouter.interceptAfterSuccessAction { _, _ in counter.increment() }
        }
      }
      await runOnThreads(threads) { _ in
        ZIKRouteRegistry.$isolated.withValue(registry) {
          for _ in 0..<rounds where Router.makeDestination(to: RoutableService<any HookedServiceInput>()) == nil {
            failures.increment()
          }
        }
      }
      await toggling.value
      let before = counter.value
      await runOnThreads(threads) { _ in
        ZIKRouteRegistry.$isolated.withValue(registry) {
          for _ in 0..<10 where Router.makeDestination(to: RoutableService<any HookedServiceInput>()) == nil {
            failures.increment()
          }
        }
      }
      #expect(failures.value == 0)
      #expect(counter.value == before + threads * 10)
    }
  }
}

/// A thread-safe count.
final class InterceptedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

/// The destination protocol of ``HookedServiceRouter`` and of the hooked block route.
protocol HookedServiceInput: AnyObject {}

/// The destination of ``HookedServiceInput``.
final class HookedService: ZIKRoutableService, HookedServiceInput {}

extension RoutableService where Protocol == any HookedServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A router class with every hook a service router has, recording into the task's ``log``: its default
/// configuration sets every handler and the state notifier, so the one-argument `makeDestination(to:)` (which passes
/// no configuration) still has something to run.
final class HookedServiceRouter: ZIKServiceRouter<HookedService, PerformRouteConfig> {
  /// Where this task's routers record.
  @TaskLocal static var log: ServiceEventLog?
  /// Whether this task's routers make no destination.
  @TaskLocal static var fails = false

  override class func registerRoutableDestination() {
    registerService(HookedService.self)
    register(RoutableService<any HookedServiceInput>())
  }

  override class func defaultRouteConfiguration() -> PerformRouteConfig {
    guard let log else { return PerformRouteConfig() }
    return recordingConfiguration(into: log)
  }

  /// A configuration whose handlers and state notifier record into `log`.
  static func recordingConfiguration(into log: ServiceEventLog) -> PerformRouteConfig {
    let configuration = PerformRouteConfig()
    configuration.prepareDestination = { _ in log.append("config.prepareDestination") }
    configuration.successHandler = { _ in log.append("successHandler") }
    configuration.performerSuccessHandler = { _ in log.append("performerSuccessHandler") }
    configuration.completionHandler = log.completionRecorder()
    configuration.errorHandler = log.errorRecorder("errorHandler")
    configuration.performerErrorHandler = log.errorRecorder("performerErrorHandler")
    configuration.stateNotifier = log.stateRecorder()
    return configuration
  }

  override func destination(with configuration: PerformRouteConfig) -> HookedService? {
    Self.log?.append("router.destination")
    return Self.fails ? nil : HookedService()
  }

  override func prepareDestination(_ destination: HookedService, configuration: PerformRouteConfig) {
    Self.log?.append("router.prepareDestination")
  }

  override func didFinishPrepareDestination(_ destination: HookedService, configuration: PerformRouteConfig) {
    Self.log?.append("router.didFinishPrepareDestination")
  }
}
