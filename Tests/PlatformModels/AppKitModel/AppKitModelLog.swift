/// What the model saw that real AppKit would answer with an exception or an assertion, in order.
///
/// Real AppKit raises (`NSInvalidArgumentException`, `NSInternalInconsistencyException`) where these entries are
/// recorded; the model records the message and leaves the hierarchy unchanged instead, so a test fails with the
/// message rather than the whole test process stopping. Each test binds a log of its own with
/// `withValue(_:operation:)` on `$current` (tasks it starts inherit it) and asserts it stays empty. Not part of AppKit.
@MainActor
public final class AppKitModelLog {
  /// The log of the running task; entries raised where none is bound are dropped.
  @TaskLocal public static var current: AppKitModelLog?

  /// The exceptions real AppKit would have raised, oldest first.
  public private(set) var raisedExceptions: [String] = []

  /// The ordered-out windows `AppKitModelVariant` keeps with their content during the test.
  var keptWindows: [NSWindow] = []

  /// An empty log.
  public init() {}

  /// The exceptions recorded in the running task's log (empty when none is bound).
  public static var raisedExceptions: [String] { current?.raisedExceptions ?? [] }

  /// Records an exception real AppKit would raise.
  static func raise(_ message: String) {
    current?.raisedExceptions.append(message)
  }
}
