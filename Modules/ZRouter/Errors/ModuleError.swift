import Foundation

/// The one shape of a feature module's public error: a ``code`` to match with `==`, and a `description` that says
/// what went wrong and what to do about it.
///
/// A module keeps its cases in an internal enum wrapped in a public struct, so it can add cases without breaking
/// callers, and names each kind of failure with a static constant of its ``Code``:
/// ```swift
/// public struct NotesError: ModuleError {
///   /// The kind of a `NotesError`. New kinds may be added; match with `==`, never exhaustively.
///   public struct Code: ModuleErrorCode {
///     public let rawValue: String
///     private init(_ rawValue: String) { self.rawValue = rawValue }
///     /// The title is empty.
///     public static let emptyTitle = Code("emptyTitle")
///   }
///   public let code: Code
///   public var description: String { "The title is empty. Type a title, then save again." }
/// }
///
/// do { try notes.save(note) } catch let error as NotesError where error.code == .emptyTitle { print(error) }
/// ```
/// Conforming gives `localizedDescription` the same text as `description`, and `clause(_:)` quotes
/// another error's message inside a sentence without doubling its period.
public protocol ModuleError: Error, CustomStringConvertible, LocalizedError {
  /// The type that names the kinds of failure.
  associatedtype Code: ModuleErrorCode
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

/// The name of a kind of ``ModuleError`` failure: a module declares one static constant per kind.
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
