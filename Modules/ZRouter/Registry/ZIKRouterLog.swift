import Foundation

/// Where the library reports what it cannot report through a handler.
enum ZIKRouterLog {
  /// Writes a warning line to standard error.
  static func warning(_ message: @autoclosure () -> String) {
    FileHandle.standardError.write(Data("[ZRouter] \(message())\n".utf8))
  }

  /// Writes a line to standard error in debug builds only.
  static func debug(_ message: @autoclosure () -> String) {
    #if DEBUG
      FileHandle.standardError.write(Data("[ZRouter] \(message())\n".utf8))
    #endif
  }
}
