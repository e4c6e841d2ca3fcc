import Foundation
import Testing

// `@testable` only to hand the test's isolated registry to plain threads: task-local values do not follow threads.
@testable import ZRouterCore

/// A finished registry hammered from 8 threads at once: lookups (keys, module keys, adapters, identifiers, misses),
/// service performs and `makeDestination`, each result checked.
///
/// `ZROUTER_HAMMER_COUNT` sets the number of operations (default 100_000), split between the threads.
@Suite struct RegistryConcurrencyTests {
  static let threadCount = 8
  static var operationCount: Int {
    ProcessInfo.processInfo.environment["ZROUTER_HAMMER_COUNT"].flatMap(Int.init) ?? 100_000
  }

  /// What one thread saw.
  struct ThreadReport: Sendable {
    var operations = 0
    var failures: [String] = []
    var misses = 0
  }

  /// Collects the threads' reports.
  final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [ThreadReport] = []
    func add(_ report: ThreadReport) { lock.withLock { reports.append(report) } }
    var all: [ThreadReport] { lock.withLock { reports } }
  }

  /// Counts the global handler's calls from every thread.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
  }

  @Test func eightThreadsOfLookupsPerformsAndMakeDestinationAgainstAFinishedRegistry() async throws {
    let total = Self.operationCount
    let threads = Self.threadCount
    let reports = Reports()
    let globalCalls = Counter()
    try await ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ProbeServiceRouter.registerRoutableDestination()
      AServiceRegistrationStyle.blockRoute.register()
      ZIKAnyServiceRouter.register(
        RoutableService<any RemovableServiceInput>(), forMakingService: RemovableService.self
      ) {
        _ in RemovableService()
      }
      ZIKAnyServiceRouter.globalErrorHandler = { _, action, error in
        if action == .toService, (error as? ZIKRouteError)?.code == .invalidProtocol { globalCalls.increment() }
      }
      await MainActor.run { ZIKRouteRegistry.notifyRegistrationFinished() }
      #expect(ZIKRouteRegistry.validate().isEmpty)

      let registry = ZIKRouteRegistry.current
      let probeType = try #require(Router.to(RoutableService<any ProbeServiceInput>())).routerType
      let aServiceType = try #require(Router.to(RoutableService<any AServiceInput>())).routerType

      let started = Date()
      await runOnThreads(threads) { thread in
        ZIKRouteRegistry.$isolated.withValue(registry) {
          let share = total / threads + (thread < total % threads ? 1 : 0)
          var report = ThreadReport()
          for index in 0..<share {
            report.operations += 1
            if let failure = Self.operation(
              index &+ thread, probeType: probeType, aServiceType: aServiceType, report: &report)
            {
              report.failures.append("thread \(thread), op \(index): \(failure)")
            }
          }
          reports.add(report)
        }
      }
      let elapsed = Date().timeIntervalSince(started)

      let all = reports.all
      #expect(all.count == threads)
      #expect(all.reduce(0) { $0 + $1.operations } == total)
      let failures = all.flatMap(\.failures)
      #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
      #expect(globalCalls.value == all.reduce(0) { $0 + $1.misses })
      #expect(ZIKRouteRegistry.validationIssues.isEmpty)
      #expect(elapsed < 60, "the hammer took \(elapsed) s")
    }
  }

  /// One operation, chosen by `index`; returns what went wrong, if anything.
  static func operation(
    _ index: Int, probeType: ZIKAnyServiceRouterType, aServiceType: ZIKAnyServiceRouterType, report: inout ThreadReport
  ) -> String? {
    switch index % 8 {
    case 0:
      guard Router.to(RoutableService<any ProbeServiceInput>())?.routerType === probeType else { return "key lookup" }
    case 1:
      guard Router.to(RoutableService<any AServiceInputAdapter>())?.routerType === aServiceType else {
        return "adapter lookup"
      }
    case 2:
      guard Router.to(RoutableServiceModule<any AServiceModuleInputAdapter>())?.routerType === aServiceType,
        Router.to(serviceIdentifier: "probe-service")?.routerType === probeType
      else { return "module adapter or identifier lookup" }
    case 3:
      var prepared: (any ProbeServiceInput)?
      let router = Router.perform(
        to: RoutableService<any ProbeServiceInput>(),
        configuring: { config, _ in
          config.prepareDestination = { $0.note = "op \(index)" }
          config.successHandler = { prepared = $0 }
        })
      guard router?.state == .routed, prepared?.note == "op \(index)" else { return "perform" }
    case 4:
      let title = "title \(index)"
      let made = Router.makeDestination(to: RoutableServiceModule<any AServiceModuleInput>()) { $0.title = title }
      guard (made as? any AServiceInput)?.title == title else { return "module makeDestination" }
    case 5:
      guard Router.makeDestination(to: RoutableService<any RemovableServiceInput>()) is RemovableService else {
        return "simple makeDestination"
      }
    case 6:
      report.misses += 1
      guard Router.to(RoutableService<any UnprovidedServiceInput>()) == nil else { return "miss returned a router" }
    default:
      let destination = Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) { $0.note = "made" }
      guard destination?.note == "made", ZIKRouteRegistry.registrationFinished else { return "makeDestination" }
    }
    return nil
  }
}
