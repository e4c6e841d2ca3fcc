import Foundation

/// A clock a test controls: it stands still until moved, or moves on by a fixed tick at every reading, so dates are
/// predictable (and, with a tick, never tie).
///
/// ```swift
/// let clock = TestClock(tick: 1)      // start, start + 1 s, …
/// let store = InMemoryNoteStore(clock: clock.closure)
/// ```
public final class TestClock: @unchecked Sendable {
  // `@unchecked Sendable`: `reading` is only touched while `lock` is held.
  /// The first date a clock returns unless told otherwise.
  public static let start = Date(timeIntervalSinceReferenceDate: 700_000_000)

  private let lock = NSLock()
  private var reading: Date
  private let tick: TimeInterval

  /// A clock at `start` that moves on by `tick` seconds after every ``now()``.
  public init(start: Date = TestClock.start, tick: TimeInterval = 0) {
    reading = start
    self.tick = tick
  }

  /// The date the next ``now()`` returns; reading it does not move the clock.
  public var current: Date { lock.withLock { reading } }

  /// Reads the clock: the current date, after which the clock moves on by its tick.
  public func now() -> Date {
    lock.withLock {
      defer { reading += tick }
      return reading
    }
  }

  /// Moves the clock forward.
  public func advance(by seconds: TimeInterval) { lock.withLock { reading += seconds } }

  /// The clock as the closure services and stores take.
  public var closure: @Sendable () -> Date { { [self] in now() } }
}
