import Foundation
import ZRouter

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A replica that is a plain directory: one JSON file per note, as file-system sync targets of note apps do.
///
/// Point it at a folder another device (or another copy of the app) also syncs with, for example a folder kept in
/// step by a file-sync service or a network share:
/// ```swift
/// let remote = try FolderRemote(directory: URL(fileURLWithPath: "/mnt/shared/notes"))
/// let engine = SyncEngine(localStore: store, remote: remote, session: session, stateStore: state, deviceID: "laptop")
/// ```
/// - Every write goes to a hidden temporary file in the same directory, is flushed, then renamed over the note's file,
///   so readers (in this or any other process) see either the old entry or the new one, never a torn file.
/// - Two processes writing the same note at once: the last rename wins at file level. The engine stamps version
///   vectors on entries, so the overwritten version is detected on the next sync and kept as a conflict copy.
/// - The folder is untrusted input. Files it did not write (foreign names, garbage, partial copies, newer formats,
///   oversized files), symbolic links (never followed), FIFOs and other non-regular files (never opened in a way
///   that could block), and entries that fail the range and identity checks (see the Sync guide) are skipped and
///   reported as ``SyncWarning``s naming the file and the reason; they are never modified or deleted. Hidden files
///   (`.` prefix) are ignored.
/// - Folders it creates are readable by their owner only (0700) and the files it writes too (0600), whatever the
///   umask.
///
/// Holds no mutable state, so one instance may be used from several threads.
public final class FolderRemote: SyncRequiredRemote, Sendable {
  /// Files larger than this are skipped as garbage.
  public static let maximumEntrySize = 8 << 20

  /// The directory holding the note files.
  public let directory: URL
  /// `folder:` followed by the directory's resolved path.
  public let replicaID: String

  /// Opens the folder replica at `directory`, creating the directory when it does not exist.
  /// - Throws: ``SyncError/Code/remoteUnavailable`` when the path is a file or cannot be created.
  public init(directory: URL) throws {
    let resolved = directory.standardizedFileURL.resolvingSymlinksInPath()
    self.directory = resolved
    replicaID = "folder:" + resolved.path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw SyncError.remoteUnavailable(location: resolved.path, reason: "the path is a file, not a directory")
      }
    } else {
      do {
        try Self.createOwnerOnlyFolder(resolved)
      } catch {
        throw SyncError.remoteUnavailable(
          location: resolved.path, reason: "it cannot be created (\(SyncError.clause(error)))")
      }
    }
  }

  /// Reads every note file; everything else that is not hidden becomes a warning.
  /// - Throws: ``SyncError/Code/remoteUnavailable`` when the directory cannot be listed.
  public func listEntries() throws -> SyncRemoteListing {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw SyncError.remoteUnavailable(
        location: directory.path, reason: "it cannot be listed (\(SyncError.clause(error)))")
    }
    var listing = SyncRemoteListing(entries: [])
    for name in names.sorted() where !name.hasPrefix(".") {
      guard let id = FolderFileName.noteID(fromFileName: name) else {
        listing.warnings.append(
          SyncWarning(
            item: name,
            message: "not a note entry (foreign file, or a copy renamed by another tool); "
              + "move it out of the folder to silence this warning"))
        continue
      }
      switch readFile(named: name, expectedID: id) {
      case .entry(let entry):
        listing.entries.append(entry)
        listing.itemNames[id] = name
      case .missing: continue  // removed since the directory was listed
      case .unreadable(let reason):
        listing.warnings.append(SyncWarning(item: name, noteID: id, message: "skipped: \(reason)"))
      }
    }
    return listing
  }

  /// Reads one note's file.
  /// - Throws: ``SyncError/Code/unreadableEntry`` when the file exists but is not a readable entry;
  ///   ``SyncError/Code/invalidNoteID`` for an identifier that has no file name.
  public func readEntry(id: String) throws -> SyncRemoteEntry? {
    let name = try FolderFileName.name(for: id)
    switch readFile(named: name, expectedID: id) {
    case .entry(let entry): return entry
    case .missing: return nil
    case .unreadable(let reason): throw SyncError.unreadableEntry(item: name, reason: reason)
    }
  }

  /// Writes the note's file atomically: temporary file, flush, rename over the old file.
  /// - Throws: ``SyncError/Code/remoteWriteFailed`` (the old file is then untouched),
  ///   ``SyncError/Code/invalidNoteID``.
  public func writeEntry(_ entry: SyncRemoteEntry) throws {
    let name = try FolderFileName.name(for: entry.id)
    let data: Data
    do {
      data = try SyncEntryRecord.encoder().encode(SyncEntryRecord(entry))
    } catch {
      throw SyncError.remoteWriteFailed(item: name, reason: "the entry cannot be encoded (\(SyncError.clause(error)))")
    }
    let temporaryPath = path(of: ".\(name).\(UUID().uuidString).tmp")
    do {
      try Self.writeFlushed(data, toNewFileAt: temporaryPath)
      guard rename(temporaryPath, path(of: name)) == 0 else { throw POSIXFailure("rename", errno) }
    } catch {
      unlink(temporaryPath)
      throw SyncError.remoteWriteFailed(item: name, reason: "\(error)")
    }
  }

  /// Deletes the note's file; a missing file is fine.
  /// - Throws: ``SyncError/Code/remoteWriteFailed``, ``SyncError/Code/invalidNoteID``.
  public func removeEntry(id: String) throws {
    let name = try FolderFileName.name(for: id)
    if unlink(path(of: name)) != 0, errno != ENOENT {
      throw SyncError.remoteWriteFailed(item: name, reason: "\(POSIXFailure("unlink", errno))")
    }
  }

  // MARK: - Files

  private enum FileRead {
    case entry(SyncRemoteEntry)
    case missing
    case unreadable(String)
  }

  private func path(of name: String) -> String {
    directory.appendingPathComponent(name, isDirectory: false).path
  }

  private func readFile(named name: String, expectedID: String) -> FileRead {
    let data: Data
    switch Self.readWholeFile(at: path(of: name)) {
    case .success(let contents?): data = contents
    case .success(nil): return .missing
    case .failure(let reason): return .unreadable(reason.description)
    }
    let record: SyncEntryRecord
    do {
      record = try JSONDecoder().decode(SyncEntryRecord.self, from: data)
    } catch {
      return .unreadable("not a valid note entry (partially written, damaged or foreign JSON)")
    }
    let entry: SyncRemoteEntry
    do {
      entry = try record.entry()
    } catch {
      return .unreadable("\(error)")
    }
    guard entry.id == expectedID else {
      return .unreadable(
        "holds note \"\(SyncText.escaped(entry.id))\" but is named for note \"\(SyncText.escaped(expectedID))\" "
          + "(copied or renamed by another tool?)")
    }
    do {
      return .entry(try SyncEntryValidation.validated(entry, now: Date()))
    } catch {
      return .unreadable(error.description)
    }
  }

  /// A failed system call, described with its `errno` text.
  private struct POSIXFailure: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    init(_ call: String, _ code: Int32) {
      self.call = call
      self.code = code
    }
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  /// Why a file could not be read.
  private struct ReadFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads a regular file through one descriptor, so a concurrent rename shows either the old or the new file.
  /// - Returns: The contents, or `nil` when no file exists at `path`.
  private static func readWholeFile(at path: String) -> Result<Data?, ReadFailure> {
    // Look before opening: a symbolic link is never followed, and nothing but a regular file is opened.
    var linkStatus = stat()
    if lstat(path, &linkStatus) != 0 {
      let code = errno
      if code == ENOENT { return .success(nil) }
      return .failure(ReadFailure(description: "cannot be inspected (\(POSIXFailure("lstat", code)))"))
    }
    if let kind = nonRegularKind(linkStatus.st_mode) {
      return .failure(ReadFailure(description: "\(kind), not a regular file; sync reads only regular files"))
    }
    // O_NOFOLLOW and O_NONBLOCK: a file swapped for a link or a FIFO after the check still neither redirects the
    // read nor blocks it; fstat then tells.
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return .success(nil) }
      if code == ELOOP {
        return .failure(ReadFailure(description: "a symbolic link, not a regular file; sync reads only regular files"))
      }
      return .failure(ReadFailure(description: "cannot be opened (\(POSIXFailure("open", code)))"))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(ReadFailure(description: "cannot be inspected (\(POSIXFailure("fstat", errno)))"))
    }
    if let kind = nonRegularKind(status.st_mode) {
      return .failure(ReadFailure(description: "\(kind), not a regular file; sync reads only regular files"))
    }
    guard status.st_size <= maximumEntrySize else {
      return .failure(
        ReadFailure(description: "larger than \(maximumEntrySize) bytes, so not an entry this app wrote"))
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadFailure(description: "cannot be read (\(POSIXFailure("read", errno)))"))
      }
      data.append(contentsOf: chunk[0..<count])
      guard data.count <= maximumEntrySize else {
        return .failure(ReadFailure(description: "grew beyond \(maximumEntrySize) bytes while being read"))
      }
    }
    return .success(data)
  }

  /// What a file of mode `mode` is when it is not a regular file, or `nil` for a regular file.
  private static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFLNK: "a symbolic link"
    case S_IFIFO: "a FIFO"
    case S_IFDIR: "a directory"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "a special file"
    }
  }

  /// Creates `folder` and its missing parents readable by their owner only (0700, whatever the umask).
  private static func createOwnerOnlyFolder(_ folder: URL) throws {
    var missing: [String] = []
    var current = folder
    while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
      missing.append(current.path)
      current = current.deletingLastPathComponent()
    }
    for path in missing.reversed() {
      if mkdir(path, 0o700) != 0, errno != EEXIST { throw POSIXFailure("mkdir", errno) }
      guard chmod(path, 0o700) == 0 else { throw POSIXFailure("chmod", errno) }
    }
  }

  /// Creates `path` (which must not exist) readable by its owner only, writes `data` and flushes it to disk.
  private static func writeFlushed(_ data: Data, toNewFileAt path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw POSIXFailure("open", errno) }
    defer { close(descriptor) }
    guard fchmod(descriptor, 0o600) == 0 else { throw POSIXFailure("fchmod", errno) }
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw POSIXFailure("write", errno)
        }
        offset += written
      }
    }
    guard fsync(descriptor) == 0 else { throw POSIXFailure("fsync", errno) }
  }
}
