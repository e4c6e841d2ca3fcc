/// One figure of the report: how to measure it, its unit, and the targets it must meet.
///
/// Add a figure by appending a `Benchmark` to ``Benchmark/all`` (see `Benchmark+All.swift`):
/// ```swift
/// Benchmark(name: "url_match_ns_100", unit: .nanoseconds, summary: "URL match among 100 patterns",
///           targets: [.below(1_000)]) { _ in
///   .scalar(try URLBenchmarks.matchNanoseconds(patterns: 100))
/// }
/// ```
/// The name is the figure's key in the `--json` object; a derived figure reads earlier ones from `results`.
struct Benchmark {
  /// The figure's key in the JSON object and its row label in the table.
  let name: String
  /// The unit of the figure's values.
  let unit: Unit
  /// One line saying what is measured.
  let summary: String
  /// The limits the figure must stay under (empty: informational only).
  let targets: [Target]
  /// Measures the figure; `results` holds the figures measured before it. Returns `nil` when it cannot be
  /// computed (for example a derived figure whose inputs were filtered out).
  let measure: @MainActor (_ results: Results) throws -> FigureValue?

  init(
    name: String, unit: Unit, summary: String, targets: [Target] = [],
    measure: @escaping @MainActor (_ results: Results) throws -> FigureValue?
  ) {
    self.name = name
    self.unit = unit
    self.summary = summary
    self.targets = targets
    self.measure = measure
  }

  /// The unit of a figure, as printed in the table.
  enum Unit: String {
    case milliseconds = "ms"
    case nanoseconds = "ns"
    case ratio = "×"
  }
}

/// A measured value: one number, or one number per labelled case (such as the registration counts).
enum FigureValue {
  case scalar(Double)
  case series([(label: String, value: Double)])

  /// The value of one entry: the scalar for `nil`, else the series entry with that label.
  func value(at entry: String?) -> Double? {
    switch (self, entry) {
    case (.scalar(let value), nil): value
    case (.series(let entries), let label?): entries.first { $0.label == label }?.value
    default: nil
    }
  }
}

/// A limit a figure must stay under. `entry` names the series entry it applies to (`nil` for a scalar figure).
struct Target {
  let limit: Double
  let entry: String?

  /// A target met when the value (of `entry`, for series figures) is strictly below `limit`.
  static func below(_ limit: Double, entry: String? = nil) -> Target {
    Target(limit: limit, entry: entry)
  }

  /// Whether `value` meets the target; `nil` when the value lacks the entry.
  func isMet(by value: FigureValue) -> Bool? {
    value.value(at: entry).map { $0 < limit }
  }
}
