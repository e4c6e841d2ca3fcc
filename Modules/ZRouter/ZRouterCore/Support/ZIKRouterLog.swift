// Support/: small building blocks that every folder of the library may use (a name built on demand, a block route's
// name, the main-queue probe, the log). They depend on Foundation only, so they sit below the keys and the registry.

import Foundation

/// Where the library reports what it cannot report through a handler.
///
/// Apps see every line (warnings always, debug lines in debug builds). Inside an isolated registry — that is, in
/// tests, where failures are usually provoked on purpose — the log is quiet unless the test asks for it by binding
/// ``isEnabledInIsolatedRegistries`` to `true`, or the process runs with `ZROUTER_LOG=1` (handy to see every line of
/// a failing test run).
enum ZIKRouterLog {
  /// Whether lines are written while an isolated registry is bound to the task; `false` unless a test binds it.
  @TaskLocal static var isEnabledInIsolatedRegistries = false
  /// Whether the task runs inside ``ZIKRouteRegistry/withIsolatedRegistry(_:)-(()->R)``, which binds it (so the log
  /// needs nothing from the registry).
  @TaskLocal static var isInsideIsolatedRegistry = false
  /// Receives each line instead of standard error when bound (tests read what the library logged).
  @TaskLocal static var sink: (@Sendable (String) -> Void)?

  /// `ZROUTER_LOG=1` in the environment turns the log on everywhere, isolated registries included.
  private static let isForcedOn = ProcessInfo.processInfo.environment["ZROUTER_LOG"] == "1"

  /// Whether a line written now would be seen.
  static var isEnabled: Bool {
    !isInsideIsolatedRegistry || isEnabledInIsolatedRegistries || isForcedOn
  }

  /// Writes a warning line to standard error.
  static func warning(_ message: @autoclosure () -> String) {
    write(message)
  }

  /// Writes a line to standard error in debug builds only.
  static func debug(_ message: @autoclosure () -> String) {
    #if DEBUG
      write(message)
    #endif
  }

  private static func write(_ message: () -> String) {
    guard isEnabled else { return }
    let line = "[ZRouter] \(message())"
    if let sink {
      sink(line)
    } else {
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  }
}
