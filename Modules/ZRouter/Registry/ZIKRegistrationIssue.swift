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
struct CallSite: Sendable, Hashable {
  let fileID: String
  let line: Int

  static let unknown = CallSite(fileID: "<unknown>", line: 0)

  func issue(_ message: String) -> ZIKRegistrationIssue {
    ZIKRegistrationIssue(message: message, fileID: fileID, line: line)
  }
}
