import Foundation

/// The one shape of a feature module's public error: a ``code`` to match with `==`, and a `description` that says
/// what went wrong and what to do about it.
///
/// The error stores its code and its message, and is made only by the module's internal factories, one per kind of
/// failure, each writing its message once; callers match on the code, so kinds can be added without breaking them.
/// The codes are static members of ``ModuleErrorCodeOf``, the module's `Code`:
/// ```swift
/// public struct NotesError: ModuleError {
///   /// The kind of failure, to match with `==`.
///   public let code: Code
///   /// What went wrong and what to do about it.
///   public let description: String
///
///   static var emptyTitle: NotesError {
///     NotesError(code: .emptyTitle, description: "The title is empty. Type a title, then save again.")
///   }
///
///   static func tooLong(count: Int) -> NotesError {
///     NotesError(code: .tooLong, description: "The title has \(count) characters. Shorten it, then save again.")
///   }
/// }
///
/// extension ModuleErrorCodeOf<NotesError> {
///   /// The title is empty.
///   public static var emptyTitle: Self { Self() }
///   /// The title is longer than a note's title may be.
///   public static var tooLong: Self { Self() }
/// }
///
/// do { try notes.save(note) } catch let error as NotesError where error.code == .emptyTitle { print(error) }
/// ```
/// Conforming gives `localizedDescription` the same text as `description`, and `clause(_:)` quotes
/// another error's message inside a sentence without doubling its period.
public protocol ModuleError: Error, CustomStringConvertible, LocalizedError {
  /// The type that names the kinds of failure: by default ``ModuleErrorCodeOf``, whose static members the module
  /// declares.
  associatedtype Code: ModuleErrorCode = ModuleErrorCodeOf<Self>
  /// The kind of failure, to match with `==`.
  var code: Code { get }
}

extension ModuleError {
  /// The same text as `description`, so `localizedDescription` says what to do too.
  public var errorDescription: String? { description }

  /// Another error's message as a clause inside a sentence: on one line, without its closing period.
  ///
  /// ```swift
  /// "The store could not save the note: \(Self.clause(error)). Try again."
  /// ```
  /// - Parameter error: The error whose `String(describing:)` is quoted.
  /// - Returns: The message, its lines joined with spaces, its trailing periods and spaces removed.
  public static func clause(_ error: any Error) -> String {
    clause(String(describing: error))
  }

  /// A message as a clause inside a sentence: on one line, without its closing period.
  ///
  /// - Parameter message: A reason or another error's message, which may end with a period.
  /// - Returns: The message, its lines joined with spaces, its trailing periods and spaces removed.
  public static func clause(_ message: String) -> String {
    var text = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    while let last = text.last, last == "." || last == " " { text.removeLast() }
    return text
  }
}

/// The name of a kind of ``ModuleError`` failure: a module declares one static member per kind (see
/// ``ModuleErrorCodeOf``).
///
/// Codes are compared by ``rawValue``, which stays the same across releases, so logs and tests can rely on it.
public protocol ModuleErrorCode: Hashable, Sendable, CustomStringConvertible {
  /// The code's name, e.g. `"notSignedIn"`.
  var rawValue: String { get }
}

extension ModuleErrorCode {
  /// The code's name, for logs.
  public var description: String { rawValue }
}

/// The codes of the module error `Owner`: one static member per kind of failure, named after it.
///
/// The module declares its codes in an extension constrained to its error; each one's ``rawValue`` is the member's
/// name:
/// ```swift
/// extension ModuleErrorCodeOf<NotesError> {
///   /// The title is empty.
///   public static var emptyTitle: Self { Self() }  // rawValue "emptyTitle"
/// }
/// ```
/// `Owner` only keeps the codes of two errors apart: `NotesError.Code` and `SyncError.Code` are different types.
public struct ModuleErrorCodeOf<Owner>: ModuleErrorCode {
  /// The code's name, e.g. `"notSignedIn"`.
  public let rawValue: String

  /// A code named `rawValue`: by default the name of the static member that makes it.
  ///
  /// - Parameter rawValue: The code's name; leave it out inside a static member, which then names the code.
  public init(_ rawValue: String = #function) {
    self.rawValue = rawValue
  }
}
