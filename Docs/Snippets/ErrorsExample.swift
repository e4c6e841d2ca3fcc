// Where the error guide's handlers report to.

/// Keeps errors for the next crash report; safe from any thread.
final class CrashReporter: Sendable {
  func record(_ error: any Error) {}
}

/// Counts events; safe from any thread.
final class Metrics: Sendable {
  func count(_ name: String, tag: String) {}
}

let crashReporter = CrashReporter()
let metrics = Metrics()
