import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of `storage-crash-writer`: starts it, collects its acknowledgement lines, kills it with SIGKILL.
final class CrashWriterProcess: @unchecked Sendable {
  // `@unchecked Sendable`: `output` and `reachedEnd` are only touched while `lock` is held; `process`
  // is used only by the test's own task. The reader thread touches nothing else.
  private let lock = NSLock()
  private var output = Data()
  private var reachedEnd = false
  private let process = Process()
  private let errorLog: URL

  /// Starts the writer on `databasePath`; its standard error goes to `errorLog`.
  init(executable: URL, databasePath: String, errorLog: URL) throws {
    self.errorLog = errorLog
    try Data().write(to: errorLog)
    process.executableURL = executable
    // The writer's own deadline only keeps it from outliving a test; the test always kills it long before, even on a
    // loaded machine where starting takes seconds.
    process.arguments = [databasePath, "60"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = try FileHandle(forWritingTo: errorLog)
    try process.run()
    let reader = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      while true {
        let chunk = reader.availableData
        lock.lock()
        defer { lock.unlock() }
        if chunk.isEmpty {
          reachedEnd = true
          return
        }
        output.append(chunk)
      }
    }
  }

  /// The complete lines printed so far (a trailing partial line is left out).
  var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    guard let lastNewline = output.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
    return String(decoding: output[..<lastNewline], as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Whether the writer's standard output was closed (it ended and the reader drained it).
  var hasReachedEnd: Bool {
    lock.lock()
    defer { lock.unlock() }
    return reachedEnd
  }

  /// Whether the process is still running.
  var isRunning: Bool { process.isRunning }

  /// What the writer printed to standard error, for failure messages.
  var errorOutput: String {
    (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
  }

  /// How the process ended (reason and status), for failure messages.
  var ending: String {
    process.isRunning ? "still running" : "\(process.terminationReason) with status \(process.terminationStatus)"
  }

  /// Sends SIGKILL: the writer stops wherever it is, without any chance to clean up.
  func sendSIGKILL() {
    _ = kill(process.processIdentifier, SIGKILL)
  }

  /// Waits until the process is gone and its output drained (at most `timeout`). While the process still runs, the
  /// kill is sent again every second: a kill sent while the child is still being spawned can be lost on Linux.
  /// - Returns: The signal that ended the process, or `nil` if it exited by itself or did not end in time.
  func waitForEnd(timeout: Duration) async throws -> Int32? {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var nextKill = clock.now + .seconds(1)
    while (process.isRunning || !hasReachedEnd) && clock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
      if process.isRunning && clock.now >= nextKill {
        sendSIGKILL()
        nextKill = clock.now + .seconds(1)
      }
    }
    guard !process.isRunning else { return nil }
    // Lets Foundation finish recording how the process ended before reading it.
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
  }
}
