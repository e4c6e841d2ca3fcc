/// What the model saw that real AppKit would answer with an exception or an assertion, in order.
///
/// Real AppKit raises (`NSInvalidArgumentException`, `NSInternalInconsistencyException`) where these entries are
/// recorded; the model records the message and leaves the hierarchy unchanged instead, so a test fails with the
/// message rather than the whole test process stopping. Tests assert the log is empty. Not part of AppKit.
@MainActor
public enum AppKitModelLog {
  /// The exceptions real AppKit would have raised, oldest first.
  public private(set) static var raisedExceptions: [String] = []

  /// Records an exception real AppKit would raise.
  static func raise(_ message: String) {
    raisedExceptions.append(message)
  }

  /// Empties the log (at the start of a test).
  public static func reset() {
    raisedExceptions = []
  }
}
