import Foundation

/// One run of the `notes` executable with pipes: what it printed on each stream and how it exited.
struct NotesRun: Sendable {
  let standardOutput: String
  let standardError: String
  let status: Int32

  /// Standard output (a shorter name for process tests).
  var output: String { standardOutput }
  /// Standard error (a shorter name for process tests).
  var errors: String { standardError }
  /// Whether the run exited with status 0.
  var succeeded: Bool { status == 0 }
  /// Standard output and standard error together, for messages and for checks that do not care where a line went.
  var transcript: String { standardOutput + standardError }

  /// The non-empty lines of standard output.
  var outputLines: [String] { standardOutput.split(separator: "\n").map(String.init) }
  /// The non-empty lines of standard error.
  var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }

  /// Runs `notes` with `arguments`, feeding `input` on standard input (then closing it), and waits for it to exit.
  static func run(_ arguments: [String], input: String = "") throws -> NotesRun {
    let process = Process()
    process.executableURL = try NotesExecutable.locate()
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // Read both streams to their ends before waiting, so a full pipe never blocks the child.
    let errorData = Captured()
    let errorReader = Thread { errorData.value = stderr.fileHandleForReading.readDataToEndOfFile() }
    errorReader.start()
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1_000) }
    return NotesRun(
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.value ?? Data(), as: UTF8.self), status: process.terminationStatus)
  }

  /// Data handed over from the thread that reads standard error.
  final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: Data?
    var value: Data? {
      get { lock.withLock { _value } }
      set { lock.withLock { _value = newValue } }
    }
    var isSet: Bool { value != nil }
  }
}
