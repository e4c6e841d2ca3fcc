import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates the database's folders and file readable by their owner only (0700 folders, 0600 files), whatever the
/// process's umask, and tightens the modes of database files an older build left readable by others.
enum OwnerOnlyFiles {
  static let folderMode: mode_t = 0o700
  static let fileMode: mode_t = 0o600

  /// Creates `folder` and its missing parents with mode 0700; folders that already exist are left as they are.
  static func createFolder(_ folder: URL) throws {
    var missing: [String] = []
    var current = folder.standardizedFileURL
    while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
      missing.append(current.path)
      current = current.deletingLastPathComponent()
    }
    for path in missing.reversed() {
      if mkdir(path, folderMode) != 0 {
        let code = errno
        if code == EEXIST { continue }  // made by another process meanwhile
        throw failure("cannot create the folder \(path)", code)
      }
      // mkdir applies the umask; chmod does not.
      if chmod(path, folderMode) != 0 { throw failure("cannot restrict the folder \(path) to its owner", errno) }
    }
  }

  /// Creates the database file empty with mode 0600 if it does not exist, so SQLite (which gives its `-wal` and
  /// `-shm` files the database file's mode) never creates anything readable by others; restricts the database and
  /// its companions to 0600 when they exist with looser modes.
  static func prepareDatabaseFile(at path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
    if descriptor >= 0 {
      defer { close(descriptor) }
      if fchmod(descriptor, fileMode) != 0 { throw failure("cannot restrict \(path) to its owner", errno) }
    } else if errno != EEXIST {
      throw failure("cannot create \(path)", errno)
    }
    for file in [path, path + "-wal", path + "-shm"] {
      var status = stat()
      guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid() else { continue }
      if status.st_mode & 0o077 != 0 { _ = chmod(file, fileMode) }
    }
  }

  /// Why a folder or file could not be made owner-only: `path` is filled in by the caller's error.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private static func failure(_ what: String, _ code: Int32) -> Failure {
    Failure(description: "\(what): \(String(cString: strerror(code)))")
  }
}
