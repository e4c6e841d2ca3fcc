import ZRouter

/// The URL figures: matching one URL against many registered patterns with ``ZIKURLRouter``.
enum URLBenchmarks {
  /// The patterns of the figures: three shapes in turn, so the tree holds static paths, trailing placeholders and
  /// interior placeholders (`bench://app/f<i>/list`, `bench://app/f<i>/item/:id`, `bench://app/f<i>/:id/edit`).
  static func patterns(count: Int) -> [String] {
    (0..<count).map { index in
      switch index % 3 {
      case 0: "bench://app/f\(index)/list"
      case 1: "bench://app/f\(index)/item/:id"
      default: "bench://app/f\(index)/:id/edit"
      }
    }
  }

  /// The median cost of `resultForURL` for a URL matching a trailing-placeholder pattern near the end of the list,
  /// with a query item: `bench://app/f<k>/item/42?source=bench`.
  static func matchNanoseconds(patternCount: Int) throws -> Double {
    let router = ZIKURLRouter()
    for pattern in patterns(count: patternCount) {
      let issues = router.register(pattern: pattern)
      guard issues.isEmpty else {
        throw BenchmarkError(.unexpectedState("pattern \(pattern) was not registered cleanly: \(issues)"))
      }
    }
    guard let index = (0..<patternCount).last(where: { $0 % 3 == 1 }) else {
      throw BenchmarkError(.unexpectedState("url_match needs at least 2 patterns, got \(patternCount)"))
    }
    let expected = "bench://app/f\(index)/item/:id"
    let url = "bench://app/f\(index)/item/42?source=bench"
    guard let result = router.resultForURL(url), result.identifier == expected,
      result.parameters["id"] as? String == "42", result.parameters["source"] as? String == "bench"
    else {
      throw BenchmarkError(.unexpectedState("\(url) did not match \(expected) with id=42 and source=bench"))
    }
    let sink = BlackHole.shared
    let nanoseconds = Measure.nanosecondsPerCall(callsPerRound: 5_000) { calls in
      for _ in 0..<calls { sink.keep(count: router.resultForURL(url)?.parameters.count ?? 0) }
    }
    try sink.expectCount(figure: "url_match_ns_\(patternCount)")
    return nanoseconds
  }
}
