import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A started run of the `notes` executable; ``finish()`` waits for it.
final class NotesProcess: @unchecked Sendable {
  // `@unchecked Sendable`: the process and files are used by the test's own thread only.
  private let process = Process()
  private let outputFile: URL
  private let errorFile: URL

  /// Starts `notes` with `arguments`, feeding `input` on standard input; `umask` applies to the child only.
  init(_ executable: URL, _ arguments: [String], input: String = "", umask: String? = nil, scratch: URL) throws {
    let name = UUID().uuidString
    outputFile = scratch.appendingPathComponent("\(name).out")
    errorFile = scratch.appendingPathComponent("\(name).err")
    let inputFile = scratch.appendingPathComponent("\(name).in")
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)
    try Data(input.utf8).write(to: inputFile)
    if let umask {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
  }

  /// Waits for the process to end and returns what it printed; after `timeout` it is killed (status `SIGKILL`-ed,
  /// never 0), so a hanging app fails the test instead of hanging it.
  func finish(timeout: Duration = .seconds(60)) -> NotesRun {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.005) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return NotesRun(
      standardOutput: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
      status: process.terminationStatus)
  }
}

/// The `notes` app run as separate processes on data directories under one temporary folder.
struct NotesApp {
  let executable: URL
  let root: URL
  let scratch: URL
  static let password = "correct horse battery"

  init(root: URL) throws {
    executable = try NotesExecutable.locate()
    self.root = root
    scratch = root.appendingPathComponent("scratch", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    // The app refuses a sync folder that does not exist, so the shared folder is made first, as a person would
    // (readable by others: the app restricts it to its owner when it syncs).
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("shared", isDirectory: true), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
  }

  /// The arguments selecting a data directory `root/<device>` (and the shared folder `root/shared`, if syncing).
  func options(_ device: String, syncing: Bool) -> [String] {
    ["--data", root.appendingPathComponent(device).path]
      + (syncing ? ["--sync-folder", root.appendingPathComponent("shared").path] : [])
  }

  /// Starts one command without waiting.
  func start(_ device: String, syncing: Bool = false, _ command: [String], input: String = "", umask: String? = nil)
    throws -> NotesProcess
  {
    try NotesProcess(
      executable, options(device, syncing: syncing) + command, input: input, umask: umask, scratch: scratch)
  }

  /// Runs one command and waits for it.
  @discardableResult
  func run(_ device: String, syncing: Bool = false, _ command: [String], input: String = "", umask: String? = nil)
    throws -> NotesRun
  {
    try start(device, syncing: syncing, command, input: input, umask: umask).finish()
  }

  /// Creates the account `user` on `device` and signs it in (the password is typed twice for a sign-up that asks
  /// twice; a sign-up that asks once ignores the second line).
  func signUpAndLogIn(_ user: String, on device: String, syncing: Bool = false, umask: String? = nil) throws {
    let password = Self.password
    let signup = try run(device, syncing: syncing, ["signup", user], input: "\(password)\n\(password)\n", umask: umask)
    let login = try run(device, syncing: syncing, ["login", user], input: "\(password)\n", umask: umask)
    guard signup.succeeded, login.succeeded else { throw SetupFailed(detail: signup.transcript + login.transcript) }
  }

  /// Creates a note and returns its short id (the 8 characters the app prints).
  func create(_ title: String, body: String = "", on device: String, syncing: Bool = false, umask: String? = nil)
    throws -> String
  {
    let created = try run(device, syncing: syncing, ["new", title, body], umask: umask)
    guard created.succeeded, let id = Self.shortID(after: "Created ", in: created.output) else {
      throw SetupFailed(detail: created.transcript)
    }
    return id
  }

  /// The number in the first "(revision N)" of `text`.
  static func revision(in text: String) -> Int? {
    guard let range = text.range(of: "(revision ") else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  /// The word after `marker` in `text`.
  static func shortID(after marker: String, in text: String) -> String? {
    guard let range = text.range(of: marker) else { return nil }
    return text[range.upperBound...].split(separator: " ").first.map(String.init)
  }

  struct SetupFailed: Error, CustomStringConvertible {
    let detail: String
    var description: String { "setting up the notes app failed: \(detail)" }
  }
}
