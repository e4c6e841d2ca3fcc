import ZRouter

/// The view figures: making a view destination, and a push then pop through a view router.
@MainActor
enum ViewBenchmarks {
  /// The median cost of `Router.makeDestination(to: RoutableView<any MeasuredViewInput>())`.
  static func makeDestinationNanoseconds() throws -> Double {
    try AppRegistryFixture.prepare()
    let sink = BlackHole.shared
    let nanoseconds = Measure.nanosecondsPerCall(callsPerRound: 10_000) { calls in
      for _ in 0..<calls { sink.keep(Router.makeDestination(to: RoutableView<any MeasuredViewInput>())) }
    }
    try sink.expectValue(figure: "view_make_destination_ns")
    return nanoseconds
  }

  /// The median cost of one push of a new ``MeasuredViewController`` onto a headless navigation stack through
  /// `Router.perform(to:path: .push(from:))`, then its pop through `removeRoute()` (immediate transitions).
  static func pushPopNanoseconds() throws -> Double {
    try AppRegistryFixture.prepare()
    HeadlessTransition.mode = .immediate
    let root = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootViewController: root)
    let sink = BlackHole.shared
    try checkPushPop(from: root, in: navigation)
    let nanoseconds = Measure.nanosecondsPerCall(callsPerRound: 5_000) { calls in
      for _ in 0..<calls {
        let router = Router.perform(to: RoutableView<any MeasuredViewInput>(), path: .push(from: root))
        router?.removeRoute()
        sink.keep(router)
      }
    }
    try sink.expectValue(figure: "view_push_pop_ns")
    guard navigation.viewControllers.count == 1 else {
      throw BenchmarkError(
        .unexpectedState(
          "the navigation stack holds \(navigation.viewControllers.count) controllers after the timed push/pop pairs instead of 1"
        ))
    }
    return nanoseconds
  }

  /// One untimed push and pop, checking that each really happened.
  private static func checkPushPop(from root: HeadlessViewController, in navigation: HeadlessNavigationController)
    throws
  {
    guard let router = Router.perform(to: RoutableView<any MeasuredViewInput>(), path: .push(from: root)),
      router.state == .routed, navigation.viewControllers.count == 2
    else {
      throw BenchmarkError(
        .unexpectedState("pushing RoutableView<MeasuredViewInput> from the root did not put it on the stack"))
    }
    router.removeRoute()
    guard router.state == .removed, navigation.viewControllers.count == 1 else {
      throw BenchmarkError(
        .unexpectedState("removeRoute() did not pop the pushed view controller (state \(router.state))"))
    }
  }
}
