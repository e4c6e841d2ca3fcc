/// The figures measured so far, in the order of ``Benchmark/all``.
final class Results {
  /// One measured figure with the benchmark that produced it.
  struct Entry {
    let benchmark: Benchmark
    let value: FigureValue?
  }

  private(set) var entries: [Entry] = []

  /// Records the value of `benchmark`.
  func record(_ benchmark: Benchmark, value: FigureValue?) {
    entries.append(Entry(benchmark: benchmark, value: value))
  }

  /// The scalar figure named `name`, if it was measured.
  func scalar(_ name: String) -> Double? {
    value(of: name, at: nil)
  }

  /// The entry `entry` of the series figure named `name` (its value for `nil`), if it was measured.
  func value(of name: String, at entry: String?) -> Double? {
    entries.first { $0.benchmark.name == name }?.value?.value(at: entry)
  }

  /// A pass over `services` services against one call: the milliseconds of the pass figure `pass` per service,
  /// divided by the nanoseconds of the per-call figure `call`; `nil` unless both were measured.
  func perServiceRatio(pass: String, services: Int, over call: String) -> FigureValue? {
    guard let milliseconds = scalar(pass), let nanoseconds = scalar(call), nanoseconds > 0 else { return nil }
    return .scalar(milliseconds * 1e6 / Double(services) / nanoseconds)
  }

  /// Every target with its outcome: `nil` when the figure was not measured.
  var targetOutcomes: [(key: String, target: Target, met: Bool?)] {
    entries.flatMap { entry in
      entry.benchmark.targets.map { target in
        let key = target.entry.map { "\(entry.benchmark.name).\($0)" } ?? entry.benchmark.name
        return (key, target, entry.value.flatMap { target.isMet(by: $0) })
      }
    }
  }

  /// Whether every target of a measured figure was met.
  var allTargetsMet: Bool {
    targetOutcomes.allSatisfy { $0.met != false }
  }
}
