/// The figures of the report, in the order they are measured and printed.
///
/// Extension point: append a `Benchmark` here for each new figure (name = JSON key; add `targets` when one is set).
/// A figure that needs the app-like registry calls ``AppRegistryFixture/prepare()``; a figure that registers per run
/// does it inside `ZIKRouteRegistry.withIsolatedRegistry`. Derived figures read earlier ones from `results`.
extension Benchmark {
  @MainActor static var all: [Benchmark] {
    [
      Benchmark(
        name: "register_cold_ms", unit: .milliseconds,
        summary:
          "the first registration of all 5000 generated services in the process (type metadata made on the way), finish included; one run in thread CPU time, informational"
      ) { _ in
        .scalar(try ServiceBenchmarks.registrationMilliseconds(count: GeneratedServices.count, on: .threadCPU))
      },
      Benchmark(
        name: "first_use_ms", unit: .milliseconds,
        summary:
          "in a fresh process: register all 5000 generated services and finish, then make each destination once with Router.makeDestination(to:) (only the makes timed); median of \(FirstUseBenchmarks.processRuns) processes"
      ) { _ in
        .scalar(try FirstUseBenchmarks.milliseconds(.router))
      },
      Benchmark(
        name: "first_use_direct_ms", unit: .milliseconds,
        summary:
          "the same fresh process, but each factory closure's body run once directly instead (the app's own cost of its first destinations); median of \(FirstUseBenchmarks.processRuns) processes"
      ) { _ in
        .scalar(try FirstUseBenchmarks.milliseconds(.direct))
      },
      Benchmark(
        name: "first_use_vs_direct", unit: .ratio,
        summary: "first_use_ms / first_use_direct_ms",
        targets: [.below(FirstUseBenchmarks.targetRatio)]
      ) { results in
        guard let router = results.scalar("first_use_ms"), let direct = results.scalar("first_use_direct_ms"),
          direct > 0
        else { return nil }
        return .scalar(router / direct)
      },
      Benchmark(
        name: "register_ms", unit: .milliseconds,
        summary:
          "register N distinct service protocols (one simple registration each) in a fresh isolated registry, then notifyRegistrationFinished(); median of \(ServiceBenchmarks.registrationRuns) runs",
        targets: [.below(5, entry: "5000")]
      ) { _ in
        try ServiceBenchmarks.registrationSeries()
      },
      Benchmark(
        name: "register_ns_per_route", unit: .nanoseconds,
        summary: "register_ms[\(GeneratedServices.count)] per route",
        targets: [.below(200)]
      ) { results in
        guard let milliseconds = results.value(of: "register_ms", at: String(GeneratedServices.count)) else {
          return nil
        }
        return .scalar(milliseconds * 1e6 / Double(GeneratedServices.count))
      },
      Benchmark(
        name: "lookup_ns", unit: .nanoseconds,
        summary: "Router.to(RoutableService<any MeasuredService>()) among 5001 registered services; median per call"
      ) { _ in
        .scalar(try ServiceBenchmarks.lookupNanoseconds())
      },
      Benchmark(
        name: "make_destination_ns", unit: .nanoseconds,
        summary:
          "Router.makeDestination(to: RoutableService<any MeasuredService>()): lookup, router, perform, a new destination; median per call",
        targets: [.below(500)]
      ) { _ in
        .scalar(try ServiceBenchmarks.makeDestinationNanoseconds())
      },
      Benchmark(
        name: "direct_ns", unit: .nanoseconds,
        summary: "the same registered factory closure called directly (allocation included); median per call"
      ) { _ in
        .scalar(try ServiceBenchmarks.directNanoseconds())
      },
      Benchmark(
        name: "make_destination_vs_direct", unit: .ratio,
        summary: "make_destination_ns / direct_ns",
        targets: [.below(20)]
      ) { results in
        guard let make = results.scalar("make_destination_ns"), let direct = results.scalar("direct_ns"), direct > 0
        else { return nil }
        return .scalar(make / direct)
      },
      Benchmark(
        name: "first_use_vs_hot", unit: .ratio,
        summary:
          "first_use_ms per service (÷ \(GeneratedServices.count)) / make_destination_ns: a service's first make against a hot one",
        targets: [.below(2)]
      ) { results in
        results.perServiceRatio(pass: "first_use_ms", services: GeneratedServices.count, over: "make_destination_ns")
      },
      Benchmark(
        name: "first_use_direct_vs_direct", unit: .ratio,
        summary:
          "the baseline of first_use_vs_hot: first_use_direct_ms per service / direct_ns, the same ratio for the factory closures called without the router"
      ) { results in
        results.perServiceRatio(pass: "first_use_direct_ms", services: GeneratedServices.count, over: "direct_ns")
      },
      Benchmark(
        name: "second_pass_ms", unit: .milliseconds,
        summary:
          "first_use_ms's fresh process, but the makes of all 5000 services timed on a second pass, right after an untimed first one: nothing is new, only the services differ; median of \(FirstUseBenchmarks.processRuns) processes"
      ) { _ in
        .scalar(try FirstUseBenchmarks.milliseconds(.routerAgain))
      },
      Benchmark(
        name: "second_pass_direct_ms", unit: .milliseconds,
        summary:
          "the same for the factory closures' bodies run directly (first_use_direct_ms's second pass); median of \(FirstUseBenchmarks.processRuns) processes"
      ) { _ in
        .scalar(try FirstUseBenchmarks.milliseconds(.directAgain))
      },
      Benchmark(
        name: "second_pass_vs_hot", unit: .ratio,
        summary:
          "second_pass_ms per service / make_destination_ns: what going through 5000 different services costs against one hot service, once none is new"
      ) { results in
        results.perServiceRatio(pass: "second_pass_ms", services: GeneratedServices.count, over: "make_destination_ns")
      },
      Benchmark(
        name: "second_pass_direct_vs_direct", unit: .ratio,
        summary: "the baseline of second_pass_vs_hot: second_pass_direct_ms per service / direct_ns"
      ) { results in
        results.perServiceRatio(pass: "second_pass_direct_ms", services: GeneratedServices.count, over: "direct_ns")
      },
      Benchmark(
        name: "view_make_destination_ns", unit: .nanoseconds,
        summary:
          "Router.makeDestination(to: RoutableView<any MeasuredViewInput>()): a new headless view controller through a simple view registration; median per call"
      ) { _ in
        .scalar(try ViewBenchmarks.makeDestinationNanoseconds())
      },
      Benchmark(
        name: "view_push_pop_ns", unit: .nanoseconds,
        summary:
          "Router.perform(to: RoutableView<any MeasuredViewInput>(), path: .push(from: root)) then removeRoute() on a HeadlessNavigationController (immediate transitions); median per push+pop"
      ) { _ in
        .scalar(try ViewBenchmarks.pushPopNanoseconds())
      },
      Benchmark(
        name: "url_match_ns_100", unit: .nanoseconds,
        summary:
          "ZIKURLRouter.resultForURL(\"bench://app/f97/item/42?source=bench\") among 100 patterns of three shapes; median per call"
      ) { _ in
        .scalar(try URLBenchmarks.matchNanoseconds(patternCount: 100))
      },
      Benchmark(
        name: "url_match_ns_5000", unit: .nanoseconds,
        summary: "the same match among 5000 patterns (bench://app/f4996/item/42?source=bench); median per call"
      ) { _ in
        .scalar(try URLBenchmarks.matchNanoseconds(patternCount: 5_000))
      },
    ]
  }
}
