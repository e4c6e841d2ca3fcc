import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `notes` executable on a pseudo-terminal, typed at like a person would: send keys, wait for what the screen
/// shows, and read everything it wrote (standard output and error both go to the terminal).
final class TerminalSession: @unchecked Sendable {
  private let process = Process()
  private let master: Int32
  private let condition = NSCondition()
  private var buffer = Data()
  private var ended = false

  /// Starts `notes` with `arguments` on a new pseudo-terminal (as an xterm).
  init(_ arguments: [String]) throws {
    #if os(Linux)
      // posix_openpt(3) and friends are not visible to Swift on Linux; these are the ioctls they wrap.
      let unlock: UInt = 0x4004_5431  // TIOCSPTLCK
      let number: UInt = 0x8004_5430  // TIOCGPTN
      master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var locked: Int32 = 0
      var index: UInt32 = 0
      guard master >= 0, ioctl(master, unlock, &locked) == 0, ioctl(master, number, &index) == 0 else {
        throw Failure(description: "no pseudo-terminal: errno \(errno)")
      }
      let slavePath = "/dev/pts/\(index)"
    #else
      master = posix_openpt(O_RDWR | O_NOCTTY)
      guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
        throw Failure(description: "no pseudo-terminal: errno \(errno)")
      }
      let slavePath = String(cString: name)
    #endif
    let slave = open(slavePath, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw Failure(description: "cannot open the pseudo-terminal's other end") }
    defer { close(slave) }
    process.executableURL = try NotesExecutable.locate()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm"
    process.environment = environment
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    // The test runner's threads block most signals and a spawned program inherits that mask; a program on a
    // terminal gets Ctrl-C, so let SIGINT through for the child.
    var interrupt = sigset_t()
    var previousMask = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    try process.run()
    let reader = Thread { [self] in readUntilClosed() }
    reader.start()
  }

  deinit {
    if process.isRunning { process.terminate() }
    close(master)
  }

  /// Types `text` (use `"\r"` for Enter, `"\u{4}"` for Ctrl-D, `"\u{1B}[A"` for the up arrow).
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { _ = write(master, $0.baseAddress, $0.count) }
  }

  /// Waits until the terminal is in the mode a reader set up (10 s at most): keys reach the program one by one
  /// (libedit's editing mode) or typed text is not echoed (a password prompt). A key typed before that would be
  /// read in the previous mode, as when a person types ahead of the program.
  func waitForMode(_ mode: Mode) throws {
    let deadline = Date().addingTimeInterval(10)
    while true {
      var attributes = termios()
      if tcgetattr(master, &attributes) == 0 {
        let flags = attributes.c_lflag
        switch mode {
        case .keyByKey where flags & tcflag_t(ICANON) == 0: return
        case .passwordWithoutEcho where flags & tcflag_t(ECHO) == 0 && flags & tcflag_t(ICANON) != 0: return
        default: break
        }
      }
      guard Date() < deadline else {
        throw Failure(description: "the terminal never entered \(mode); screen: \(screen.debugDescription)")
      }
      usleep(2_000)
    }
  }

  /// Whether the terminal echoes what is typed (as a shell expects once the program is gone).
  var echoes: Bool {
    var attributes = termios()
    return tcgetattr(master, &attributes) == 0 && attributes.c_lflag & tcflag_t(ECHO) != 0
  }

  /// A terminal mode a reader sets up.
  enum Mode {
    /// Line editing: no canonical line buffering.
    case keyByKey
    /// A password prompt: lines, without echo.
    case passwordWithoutEcho
  }

  /// Sends SIGINT, as Ctrl-C does on a terminal the program controls (this pseudo-terminal is not its controlling
  /// terminal, so the key itself would send nothing).
  func interrupt() {
    process.interrupt()
  }

  /// Everything the program wrote so far, as text.
  var screen: String {
    condition.withLock { String(decoding: buffer, as: UTF8.self) }
  }

  /// Waits until the program has written `text` `count` times in all (10 s at most).
  func waitFor(_ text: String, count: Int = 1) throws {
    let deadline = Date().addingTimeInterval(10)
    condition.lock()
    defer { condition.unlock() }
    while String(decoding: buffer, as: UTF8.self).components(separatedBy: text).count - 1 < count {
      guard !ended, condition.wait(until: deadline) else {
        throw Failure(
          description: "waited for \(text.debugDescription) ×\(count); the screen shows: "
            + String(decoding: buffer, as: UTF8.self).debugDescription)
      }
    }
  }

  /// Waits for the program to exit (10 s at most) and returns its status.
  func waitForExit() throws -> Int32 {
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning {
      guard Date() < deadline else {
        process.terminate()
        throw Failure(description: "notes did not exit; the screen shows: \(screen.debugDescription)")
      }
      usleep(5_000)
    }
    condition.lock()
    while !ended, condition.wait(until: Date().addingTimeInterval(1)) {}
    condition.unlock()
    return process.terminationStatus
  }

  private func readUntilClosed() {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(master, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      condition.lock()
      if count > 0 {
        buffer.append(contentsOf: chunk[0..<count])
      } else {
        ended = true
      }
      condition.broadcast()
      condition.unlock()
      if count <= 0 { return }
    }
  }

  /// Why a terminal session failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }
}
