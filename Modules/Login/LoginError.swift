import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a Login operation failed: switch on ``code``, show ``description`` to the user.
///
/// ```swift
/// do {
///   _ = try sessions.login(username: name, password: password)
/// } catch let error as LoginError where error.code == .lockedOut {
///   print(error)  // says until when, and what to do
/// }
/// ```
/// The cases live in an internal enum so new ones can be added without breaking callers; ``Code`` is what to match on.
public struct LoginError: Error, CustomStringConvertible, LocalizedError {
  /// The kind of failure, to switch on.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The username is empty (or only whitespace).
    case emptyUsername
    /// The username has leading or trailing whitespace or a control character.
    case invalidUsername
    /// The password is empty.
    case emptyPassword
    /// The password contains a NUL character or is longer than ``PasswordHasher/maximumPasswordByteCount`` bytes.
    case invalidPassword
    /// No account has this username.
    case unknownUser
    /// The password does not match the account's.
    case wrongPassword
    /// Registering a username that already has an account.
    case accountExists
    /// Too many consecutive wrong passwords: sign-in is refused until ``LoginError/lockedUntil``.
    case lockedOut
    /// The system's crypt library refused to make a salt or a hash (e.g. a corrupt stored hash).
    case hashingFailed
    /// The account store or the session store threw; see ``LoginError/underlyingError``.
    case storeFailed
  }

  enum Kind {
    case emptyUsername
    case invalidUsername(String, reason: String)
    case emptyPassword
    case passwordContainsNUL
    case passwordTooLong(byteCount: Int)
    case unknownUser(String)
    case wrongPassword(username: String, attemptsLeft: Int)
    case accountExists(String)
    case lockedOut(username: String, until: Date, secondsLeft: TimeInterval)
    case hashingFailed(step: String, errno: Int32)
    case storeFailed(step: String, underlying: any Error)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The kind of failure.
  public var code: Code {
    switch kind {
    case .emptyUsername: .emptyUsername
    case .invalidUsername: .invalidUsername
    case .emptyPassword: .emptyPassword
    case .passwordContainsNUL, .passwordTooLong: .invalidPassword
    case .unknownUser: .unknownUser
    case .wrongPassword: .wrongPassword
    case .accountExists: .accountExists
    case .lockedOut: .lockedOut
    case .hashingFailed: .hashingFailed
    case .storeFailed: .storeFailed
    }
  }

  /// The end of the lock-out for ``Code/lockedOut``; `nil` for every other code.
  public var lockedUntil: Date? {
    if case .lockedOut(_, let until, _) = kind { return until }
    return nil
  }

  /// For ``Code/wrongPassword``: how many more wrong passwords lock the account; `nil` for every other code.
  public var attemptsLeft: Int? {
    if case .wrongPassword(_, let left) = kind { return left }
    return nil
  }

  /// For ``Code/storeFailed``: the error the store threw; `nil` for every other code.
  public var underlyingError: (any Error)? {
    if case .storeFailed(_, let underlying) = kind { return underlying }
    return nil
  }

  /// What went wrong and what to do about it.
  public var description: String {
    switch kind {
    case .emptyUsername:
      return "The username is empty. Enter the name of your account."
    case .invalidUsername(let name, let reason):
      return "The username \(name.debugDescription) \(reason). Use a name without surrounding spaces or control characters."
    case .emptyPassword:
      return "The password is empty. Enter a password."
    case .passwordContainsNUL:
      return "The password contains a NUL character, which crypt cannot hash. Use a password without it."
    case .passwordTooLong(let count):
      return "The password is \(count) bytes long; the limit is \(PasswordHasher.maximumPasswordByteCount) bytes (UTF-8). "
        + "Use a shorter password."
    case .unknownUser(let name):
      return "No account is named \(name.debugDescription). Check the spelling, or register the account first."
    case .wrongPassword(let name, let left):
      let plural = left == 1 ? "attempt" : "attempts"
      return "Wrong password for \(name.debugDescription). \(left) more wrong \(plural) will lock the account for "
        + "\(Int(SessionService.lockOutDuration / 60)) minutes."
    case .accountExists(let name):
      return "An account named \(name.debugDescription) already exists. Sign in instead, or choose another username."
    case .lockedOut(let name, let until, let secondsLeft):
      let minutes = max(1, Int((secondsLeft / 60).rounded(.up)))
      return "The account \(name.debugDescription) is locked after \(SessionService.maximumFailedAttempts) wrong passwords "
        + "until \(until.formatted(.iso8601)). Try again in \(minutes) minute\(minutes == 1 ? "" : "s")."
    case .hashingFailed(let step, let code):
      return "The system's crypt library failed while \(step) (errno \(code): \(String(cString: strerror(code)))). "
        + "Check that libxcrypt supports yescrypt; if the stored hash is corrupt, reset the account's password."
    case .storeFailed(let step, let underlying):
      return "Login could not \(step): \(underlying). Check the store the app context routes Login's requirements to."
    }
  }

  /// The same as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }
}
