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
/// The cases live in an internal enum so new ones can be added without breaking callers; ``Code`` is what to match on.
public struct LoginError: ModuleError {
  enum Kind {
    case emptyUsername
    case invalidUsername(String, reason: String)
    case emptyPassword
    case invalidPassword(PasswordProblem)
    case signInRefused
    case accountExists(String)
    case hashingFailed(step: String, errno: Int32)
    case storeFailed(step: String, underlying: any Error)
  }

  /// What makes a password one that cannot be hashed.
  enum PasswordProblem {
    case containsNUL
    case tooLong(byteCount: Int)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public var code: Code {
    switch kind {
    case .emptyUsername: .emptyUsername
    case .invalidUsername: .invalidUsername
    case .emptyPassword: .emptyPassword
    case .invalidPassword: .invalidPassword
    case .signInRefused: .signInRefused
    case .accountExists: .accountExists
    case .hashingFailed: .hashingFailed
    case .storeFailed: .storeFailed
    }
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
      return
        "The username \(name.debugDescription) \(Self.clause(reason)). Use a name without surrounding spaces or control characters."
    case .emptyPassword:
      return "The password is empty. Enter a password."
    case .invalidPassword(.containsNUL):
      return "The password contains a NUL character, which crypt cannot hash. Use a password without it."
    case .invalidPassword(.tooLong(let count)):
      return
        "The password is \(count) bytes long; the limit is \(PasswordHasher.maximumPasswordByteCount) bytes (UTF-8). "
        + "Use a shorter password."
    case .signInRefused:
      let minutes = Int(SessionService.lockOutDuration / 60)
      return "The username or password is wrong, or the account is locked for \(minutes) minutes after "
        + "\(SessionService.maximumFailedAttempts) wrong passwords in a row. Check both and try again "
        + "(in \(minutes) minutes if you mistyped the password several times)."
    case .accountExists(let name):
      return "An account named \(name.debugDescription) already exists. Sign in instead, or choose another username."
    case .hashingFailed(let step, let code):
      return "The system's crypt library failed while \(step) (errno \(code): \(String(cString: strerror(code)))). "
        + "Check that libxcrypt supports yescrypt; if the stored hash is corrupt, reset the account's password."
    case .storeFailed(let step, let underlying):
      return "Login could not \(step): \(LoginError.clause(underlying)). "
        + "Check the store the app context routes Login's requirements to."
    }
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
