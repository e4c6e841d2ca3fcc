import ZRouter

/// The process-wide registry as an app sees it after start-up: the 5000 generated services, ``MeasuredService``
/// and ``MeasuredViewInput`` registered, registration finished. Prepared once, on first use, by every per-call figure.
@MainActor
enum AppRegistryFixture {
  private static var prepared = false

  /// The factory registered for ``MeasuredService``; `direct_ns` calls it directly.
  private static let makeMeasured: @Sendable (PerformRouteConfig) -> (any MeasuredService)? = { _ in
    MeasuredServiceImpl(identifier: 42)
  }

  /// The registered factory, returned from a function the optimizer does not inline, so the direct figure
  /// really calls a closure (as the router does) instead of an allocation folded into the loop.
  @inline(never)
  static func measuredServiceFactory() -> @Sendable (PerformRouteConfig) -> (any MeasuredService)? {
    makeMeasured
  }

  /// Registers everything in the process-wide registry and finishes registration (once).
  static func prepare() throws {
    guard !prepared else { return }
    prepared = true
    ZIKRouteRegistry.autoRegister = false
    for register in GeneratedServices.registrations { register() }
    ZIKAnyServiceRouter.register(
      RoutableService<any MeasuredService>(), forMakingService: MeasuredServiceImpl.self, making: makeMeasured)
    ZIKAnyViewRouter.register(RoutableView<any MeasuredViewInput>(), forMakingView: MeasuredViewController.self)
    ZIKRouteRegistry.notifyRegistrationFinished()
    let issues = ZIKRouteRegistry.validationIssues
    guard issues.isEmpty else {
      throw BenchmarkError(.registrationIssues(count: GeneratedServices.count + 2, issues: issues.map(\.description)))
    }
    guard Router.makeDestination(to: RoutableService<any MeasuredService>())?.identifier == 42 else {
      throw BenchmarkError(.keyNotResolved("RoutableService<MeasuredService>"))
    }
    guard Router.makeDestination(to: RoutableView<any MeasuredViewInput>())?.identifier == 7 else {
      throw BenchmarkError(.keyNotResolved("RoutableView<MeasuredViewInput>"))
    }
  }
}
