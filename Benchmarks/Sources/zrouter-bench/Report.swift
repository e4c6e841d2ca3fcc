import Foundation

/// Renders ``Results`` as a readable table or as one JSON object.
enum Report {
  /// One JSON object: each figure under its name (series figures as objects keyed by label), then
  /// `"targets_met"` mapping each target (`figure` or `figure.entry`) to `true`/`false` (`null`: not measured).
  static func json(_ results: Results) -> String {
    var fields: [String] = []
    for entry in results.entries {
      let key = quoted(entry.benchmark.name)
      switch entry.value {
      case .scalar(let value)?:
        fields.append("\(key): \(number(value, unit: entry.benchmark.unit))")
      case .series(let values)?:
        let inner = values.map { "\(quoted($0.label)): \(number($0.value, unit: entry.benchmark.unit))" }
        fields.append("\(key): {\(inner.joined(separator: ", "))}")
      case nil:
        fields.append("\(key): null")
      }
    }
    let outcomes = results.targetOutcomes.map { "\(quoted($0.key)): \($0.met.map { String($0) } ?? "null")" }
    fields.append("\"targets_met\": {\(outcomes.joined(separator: ", "))}")
    return "{\n  " + fields.joined(separator: ",\n  ") + "\n}"
  }

  /// A table with one row per figure (one per entry for series) and a target / status column.
  static func table(_ results: Results) -> String {
    var rows: [[String]] = [["figure", "value", "target", "status"]]
    for entry in results.entries {
      let benchmark = entry.benchmark
      let unit = benchmark.unit
      switch entry.value {
      case .scalar(let value)?:
        rows.append(
          [benchmark.name, "\(number(value, unit: unit)) \(unit.rawValue)"]
            + targetCells(benchmark, entry: nil, entry.value))
      case .series(let values)?:
        for item in values {
          rows.append(
            ["\(benchmark.name)[\(item.label)]", "\(number(item.value, unit: unit)) \(unit.rawValue)"]
              + targetCells(benchmark, entry: item.label, entry.value))
        }
      case nil:
        rows.append([benchmark.name, "n/a", "", "not measured"])
      }
    }
    let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var lines = rows.map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
    }
    lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1)
    lines.append("")
    for entry in results.entries { lines.append("\(entry.benchmark.name): \(entry.benchmark.summary)") }
    return lines.joined(separator: "\n")
  }

  private static func targetCells(_ benchmark: Benchmark, entry: String?, _ value: FigureValue?) -> [String] {
    let targets = benchmark.targets.filter { $0.entry == entry }
    guard !targets.isEmpty else { return ["", ""] }
    let limits = targets.map { "< \(number($0.limit, unit: benchmark.unit)) \(benchmark.unit.rawValue)" }
    let met = targets.allSatisfy { target in value.flatMap { target.isMet(by: $0) } == true }
    return [limits.joined(separator: ", "), met ? "target met" : "MISSED"]
  }

  /// A value with the precision its unit deserves: ms to the microsecond, ns to a tenth, ratios to a hundredth.
  static func number(_ value: Double, unit: Benchmark.Unit) -> String {
    guard value.isFinite else { return "null" }
    switch unit {
    case .milliseconds: return String(format: "%.3f", value)
    case .nanoseconds: return String(format: "%.1f", value)
    case .ratio: return String(format: "%.2f", value)
    }
  }

  private static func quoted(_ string: String) -> String {
    "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
