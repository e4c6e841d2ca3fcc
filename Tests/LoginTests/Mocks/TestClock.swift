import Foundation

/// A clock that stands still until a test moves it.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var _now: Date

  init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) { _now = start }

  /// The current time.
  var now: Date { lock.withLock { _now } }

  /// Moves the clock forward.
  func advance(by seconds: TimeInterval) { lock.withLock { _now += seconds } }

  /// A closure to pass as `SessionService(clock:)`.
  var closure: @Sendable () -> Date { { [self] in now } }
}
