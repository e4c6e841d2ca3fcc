import Foundation
import ZRouter

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
/// } catch let error as LoginError where error.code == .signInRefused {
///   print(error)  // the same words for a wrong password, an unknown name and a locked account
/// }
/// ```
/// Errors are made by the module's internal factories, one per kind, so new kinds can be added without breaking
/// callers; ``Code`` is what to match on.
public struct LoginError: ModuleError {
  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public let code: Code
  /// What went wrong and what to do about it.
  public let description: String
  /// For ``Code/storeFailed``: the error the store threw; `nil` for every other code.
  public internal(set) var underlyingError: (any Error)? = nil

  static var emptyUsername: LoginError {
    LoginError(code: .emptyUsername, description: "The username is empty. Enter the name of your account.")
  }

  static func invalidUsername(_ name: String, reason: String) -> LoginError {
    LoginError(
      code: .invalidUsername,
      description:
        "The username \(name.debugDescription) \(clause(reason)). Use a name without surrounding spaces or control characters."
    )
  }

  static var emptyPassword: LoginError {
    LoginError(code: .emptyPassword, description: "The password is empty. Enter a password.")
  }

  static var passwordContainsNUL: LoginError {
    LoginError(
      code: .invalidPassword,
      description: "The password contains a NUL character, which crypt cannot hash. Use a password without it.")
  }

  static func passwordTooLong(byteCount count: Int) -> LoginError {
    LoginError(
      code: .invalidPassword,
      description:
        "The password is \(count) bytes long; the limit is \(PasswordHasher.maximumPasswordByteCount) bytes (UTF-8). "
        + "Use a shorter password.")
  }

  static var signInRefused: LoginError {
    let minutes = Int(SessionService.lockOutDuration / 60)
    return LoginError(
      code: .signInRefused,
      description: "The username or password is wrong, or the account is locked for \(minutes) minutes after "
        + "\(SessionService.maximumFailedAttempts) wrong passwords in a row. Check both and try again "
        + "(in \(minutes) minutes if you mistyped the password several times).")
  }

  static func accountExists(_ name: String) -> LoginError {
    LoginError(
      code: .accountExists,
      description:
        "An account named \(name.debugDescription) already exists. Sign in instead, or choose another username.")
  }

  static func hashingFailed(step: String, errno code: Int32) -> LoginError {
    LoginError(
      code: .hashingFailed,
      description:
        "The system's password hashing (\(PasswordHasher.algorithmName)) failed while \(step) "
        + "(errno \(code): \(String(cString: strerror(code)))). Check that the system supports "
        + "\(PasswordHasher.algorithmName); if the stored hash is corrupt, reset the account's password.")
  }

  static func storeFailed(step: String, underlying: any Error) -> LoginError {
    LoginError(
      code: .storeFailed,
      description: "Login could not \(step): \(clause(underlying)). "
        + "Check the store the app context routes Login's requirements to.",
      underlyingError: underlying)
  }
}

extension ModuleErrorCodeOf<LoginError> {
  /// The username is empty (or only whitespace).
  public static var emptyUsername: Self { Self() }
  /// The username has leading or trailing whitespace or a control character.
  public static var invalidUsername: Self { Self() }
  /// The password is empty.
  public static var emptyPassword: Self { Self() }
  /// The password contains a NUL character or is longer than ``PasswordHasher/maximumPasswordByteCount`` bytes.
  public static var invalidPassword: Self { Self() }
  /// Signing in was refused: the password is wrong, no account has this name, or the account is locked after too
  /// many wrong passwords. One code and one message for all three, so answers never tell which names exist.
  public static var signInRefused: Self { Self() }
  /// Registering a username that already has an account.
  public static var accountExists: Self { Self() }
  /// The system's crypt library refused to make a salt or a hash (e.g. a corrupt stored hash).
  public static var hashingFailed: Self { Self() }
  /// The account store or the session store threw; see ``LoginError/underlyingError``.
  public static var storeFailed: Self { Self() }
}
