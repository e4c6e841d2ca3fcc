import Foundation

/// A clock for stores under test: every reading is one second after the previous one, from a fixed start,
/// so dates are predictable and never tie.
final class TestClock: @unchecked Sendable {
  /// The first date the clock returns.
  static let start = Date(timeIntervalSinceReferenceDate: 700_000_000)

  // `@unchecked Sendable`: `readings` is only touched while `lock` is held.
  private let lock = NSLock()
  private var readings = 0

  /// The next date: `start`, `start + 1 s`, …
  func now() -> Date {
    lock.lock()
    defer { lock.unlock() }
    readings += 1
    return Self.start.addingTimeInterval(Double(readings - 1))
  }

  /// The clock as the closure the stores take.
  var closure: @Sendable () -> Date { { self.now() } }
}
