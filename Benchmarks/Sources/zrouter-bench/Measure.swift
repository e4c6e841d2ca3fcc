/// Timing helpers: a monotonic clock, warm-up, repeated rounds and medians.
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
  /// set-up and checks around it are not counted.
  static func milliseconds<R>(_ body: (inout Stopwatch) throws -> R) rethrows -> (result: R, milliseconds: Double) {
    var stopwatch = Stopwatch()
    let result = try body(&stopwatch)
    return (result, stopwatch.milliseconds)
  }

  /// A start/stop pair on the continuous clock.
  struct Stopwatch {
    private var started: ContinuousClock.Instant?
    private var elapsed: Duration = .zero

    /// Starts timing.
    mutating func start() { started = Measure.clock.now }

    /// Stops timing and adds the time since `start()`.
    mutating func stop() {
      let now = Measure.clock.now
      if let started { elapsed += now - started }
      started = nil
    }

    /// The time measured, in milliseconds.
    var milliseconds: Double { Measure.nanoseconds(elapsed) / 1e6 }
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
