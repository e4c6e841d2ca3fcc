import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files the shell writes in the data directory: readable and writable by their owner only (0600), whatever the
/// umask, like every other file the app keeps there.
enum OwnerOnlyFile {
  /// Why a file could not be written, with the system's reason.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ what: String, _ code: Int32 = errno) { description = "\(what): \(String(cString: strerror(code)))" }
  }

  /// Replaces `file` with `data` in one step: a temporary file beside it is created with mode 0600 (never a symbolic
  /// link's target, never an existing file), filled, then renamed over `file`. A failure leaves `file` as it was
  /// and no temporary file behind.
  static func replace(_ file: URL, with data: Data) throws {
    let temporary =
      file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
      .path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Failure("cannot create \(TerminalText.echo(temporary))") }
    var renamed = false
    defer { if !renamed { unlink(temporary) } }
    do {
      defer { close(descriptor) }
      guard fchmod(descriptor, 0o600) == 0 else {
        throw Failure("cannot restrict \(TerminalText.echo(temporary)) to its owner")
      }
      try data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          guard let start = buffer.baseAddress else { return }
          let written = write(descriptor, start + offset, buffer.count - offset)
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else { throw Failure("cannot write \(TerminalText.echo(temporary))") }
          offset += written
        }
      }
    }
    guard rename(temporary, file.path) == 0 else { throw Failure("cannot replace \(TerminalText.echo(file.path))") }
    renamed = true
  }
}
