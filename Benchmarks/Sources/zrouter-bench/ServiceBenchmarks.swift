import ZRouter

/// The service figures: registration of many distinct protocols, lookup, `makeDestination`, and the direct call.
@MainActor
enum ServiceBenchmarks {
  /// The registration counts of `register_ms`.
  static let registrationCounts = [500, 1_000, 2_000, 5_000]
  /// Timed runs per registration count; the median is reported.
  static let registrationRuns = 21

  // MARK: Registration

  /// Milliseconds to register the first `count` generated services in a fresh isolated registry and finish.
  ///
  /// Timed: `count` simple registrations (`ZIKAnyServiceRouter.register(RoutableService<any GeneratedServiceN>(),
  /// forMakingService: GeneratedServiceNImpl.self) { _ in GeneratedServiceNImpl() }`) plus `notifyRegistrationFinished()`.
  /// Not timed: creating and dropping the isolated registry, and the checks afterwards (no issue recorded, every
  /// key resolves, the next generated key does not). `clock` is wall time unless the caller asks for this thread's CPU
  /// time (see ``Measure/Stopwatch/Clock``).
  static func registrationMilliseconds(count: Int, on clock: Measure.Stopwatch.Clock = .wall) throws -> Double {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKAnyServiceRouter.globalErrorHandler = { _, _, _ in }
      let (_, milliseconds) = Measure.milliseconds(on: clock) { stopwatch in
        stopwatch.start()
        for register in GeneratedServices.registrations.prefix(count) { register() }
        ZIKRouteRegistry.notifyRegistrationFinished()
        stopwatch.stop()
      }
      try checkRegistration(count: count)
      return milliseconds
    }
  }

  /// The median of ``registrationRuns`` runs of ``registrationMilliseconds(count:)`` for each count.
  static func registrationSeries() throws -> FigureValue {
    var entries: [(label: String, value: Double)] = []
    for count in registrationCounts {
      var samples: [Double] = []
      for _ in 0..<registrationRuns { samples.append(try registrationMilliseconds(count: count)) }
      entries.append((String(count), Measure.median(samples)))
    }
    return .series(entries)
  }

  private static func checkRegistration(count: Int) throws {
    let issues = ZIKRouteRegistry.validationIssues
    guard issues.isEmpty else {
      throw BenchmarkError(.registrationIssues(count: count, issues: issues.map(\.description)))
    }
    for makeKey in GeneratedServices.keys.prefix(count) {
      let key = makeKey()
      guard Router.to(key) != nil else { throw BenchmarkError(.keyNotResolved(key.typeName)) }
    }
    if count < GeneratedServices.count {
      let next = GeneratedServices.keys[count]()
      if Router.to(next) != nil { throw BenchmarkError(.registryLeaked(next.typeName)) }
    }
  }

  // MARK: Per-call figures (process-wide registry)

  /// The median cost of `Router.to(RoutableService<any MeasuredService>())`, key built at the call site as apps do.
  static func lookupNanoseconds() throws -> Double {
    try AppRegistryFixture.prepare()
    let sink = BlackHole.shared
    let nanoseconds = Measure.nanosecondsPerCall(callsPerRound: 10_000) { calls in
      for _ in 0..<calls { sink.keep(Router.to(RoutableService<any MeasuredService>())) }
    }
    try sink.expectValue(figure: "lookup_ns")
    return nanoseconds
  }

  /// The median cost of `Router.makeDestination(to: RoutableService<any MeasuredService>())`.
  static func makeDestinationNanoseconds() throws -> Double {
    try AppRegistryFixture.prepare()
    let sink = BlackHole.shared
    let nanoseconds = Measure.nanosecondsPerCall(callsPerRound: 5_000) { calls in
      for _ in 0..<calls { sink.keep(Router.makeDestination(to: RoutableService<any MeasuredService>())) }
    }
    try sink.expectValue(figure: "make_destination_ns")
    return nanoseconds
  }

  /// The median cost of calling the registered factory closure directly (allocation of the destination included).
  static func directNanoseconds() throws -> Double {
    try AppRegistryFixture.prepare()
    let sink = BlackHole.shared
    let factory = AppRegistryFixture.measuredServiceFactory()
    let configuration = PerformRouteConfig()
    let nanoseconds = Measure.nanosecondsPerCall(callsPerRound: 50_000) { calls in
      for _ in 0..<calls { sink.keep(factory(configuration)) }
    }
    try sink.expectValue(figure: "direct_ns")
    return nanoseconds
  }
}
