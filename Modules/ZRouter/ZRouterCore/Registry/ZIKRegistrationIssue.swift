/// A problem found in the registrations: what is wrong, how to fix it, and the call that caused it.
///
/// Read them with ``ZIKRouteRegistry/validate()`` from a unit test after registration finished:
/// ```swift
/// #expect(ZIKRouteRegistry.validate().isEmpty, "\(ZIKRouteRegistry.validate())")
/// ```
public struct ZIKRegistrationIssue: Sendable, CustomStringConvertible, Hashable {
  /// What is wrong and how to fix it, naming the key, router, identifier or pattern involved.
  public let message: String
  /// The file of the registration call that caused the issue (`#fileID`).
  public let fileID: String
  /// The line of the registration call that caused the issue.
  public let line: Int

  /// The full message with its call site.
  public var description: String { "\(message) (registered at \(fileID):\(line))" }
}

/// Where a registration call was made, for issues that point back at it.
///
/// `#fileID` arrives as a `StaticString`, so a call site is plain data: the registry copies one into every entry it
/// stores without reference counting (thousands of registrations at start-up).
struct CallSite: Sendable, Hashable {
  /// The `#fileID` of the call.
  let staticFileID: StaticString
  /// The `#line` of the call (32 bits keep the site at three words).
  private let storedLine: Int32

  init(fileID: StaticString, line: Int) {
    self.staticFileID = fileID
    self.storedLine = Int32(clamping: line)
  }

  /// The `#line` of the call.
  var line: Int { Int(storedLine) }

  /// The `#fileID` of the call, as a string.
  var fileID: String { staticFileID.description }

  static let unknown = CallSite(fileID: "<unknown>", line: 0)

  func issue(_ message: String) -> ZIKRegistrationIssue {
    ZIKRegistrationIssue(message: message, fileID: fileID, line: line)
  }

  static func == (lhs: CallSite, rhs: CallSite) -> Bool { lhs.line == rhs.line && lhs.fileID == rhs.fileID }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(line)
  }
}
