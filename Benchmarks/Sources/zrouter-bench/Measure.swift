import Foundation

/// Timing helpers: a monotonic clock, this thread's CPU time, warm-up, repeated rounds and medians.
enum Measure {
  private static let clock = ContinuousClock()

  /// The median cost of one call, in nanoseconds.
  ///
  /// `body(n)` must make `n` calls and hand each result to ``BlackHole/keep(_:)``. It first runs `warmUpRounds`
  /// times untimed (caches, lazy metadata, allocator pools), then `rounds` timed times; each round's time is divided
  /// by `callsPerRound`, and the median of the rounds is returned.
  static func nanosecondsPerCall(
    rounds: Int = 51, callsPerRound: Int, warmUpRounds: Int = 5, _ body: (_ calls: Int) -> Void
  ) -> Double {
    for _ in 0..<warmUpRounds { body(callsPerRound) }
    var samples: [Double] = []
    samples.reserveCapacity(rounds)
    for _ in 0..<rounds {
      let elapsed = clock.measure { body(callsPerRound) }
      samples.append(nanoseconds(elapsed) / Double(callsPerRound))
    }
    return median(samples)
  }

  /// Times `body` once and returns its result with the elapsed milliseconds between `start()` and `stop()`.
  ///
  /// `body` receives a stopwatch: it calls `start()` right before the timed work and `stop()` right after, so
  /// set-up and checks around it are not counted. `clock` picks wall time (the default) or this thread's CPU time
  /// (see ``Stopwatch/Clock``).
  static func milliseconds<R>(
    on clock: Stopwatch.Clock = .wall, _ body: (inout Stopwatch) throws -> R
  ) rethrows -> (result: R, milliseconds: Double) {
    var stopwatch = Stopwatch(clock: clock)
    let result = try body(&stopwatch)
    return (result, stopwatch.milliseconds)
  }

  /// A start/stop pair on the continuous clock or on this thread's CPU clock.
  struct Stopwatch {
    /// What a stopwatch measures.
    enum Clock {
      /// Wall time on the continuous clock: right for medians of many runs.
      case wall
      /// This thread's CPU time (page faults included): right for a single pass of a few milliseconds, which on a
      /// shared machine is about one scheduler slice, so its wall time mostly says whether the thread was descheduled.
      case threadCPU
    }

    /// The clock this stopwatch reads.
    let clock: Clock
    private var startedAt: ContinuousClock.Instant?
    private var startedOnCPU: UInt64?
    private var elapsedNanoseconds: Double = 0

    /// A stopped stopwatch reading `clock`.
    init(clock: Clock = .wall) { self.clock = clock }

    /// Starts timing.
    mutating func start() {
      switch clock {
      case .wall: startedAt = Measure.clock.now
      case .threadCPU: startedOnCPU = Measure.threadCPUNanoseconds()
      }
    }

    /// Stops timing and adds the time since `start()`.
    mutating func stop() {
      switch clock {
      case .wall:
        let now = Measure.clock.now
        if let startedAt { elapsedNanoseconds += Measure.nanoseconds(now - startedAt) }
      case .threadCPU:
        let now = Measure.threadCPUNanoseconds()
        if let startedOnCPU { elapsedNanoseconds += Double(now - startedOnCPU) }
      }
      startedAt = nil
      startedOnCPU = nil
    }

    /// The time measured, in milliseconds.
    var milliseconds: Double { elapsedNanoseconds / 1e6 }
  }

  /// The CPU time this thread has used, in nanoseconds.
  static func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// A duration in nanoseconds.
  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// The median of `samples` (mean of the middle two for an even count); `nan` when empty.
  static func median(_ samples: [Double]) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
