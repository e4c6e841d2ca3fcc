import Foundation

/// One account as Login saves it in a ``LoginRequiredAccountStore``.
///
/// The account holds a yescrypt hash of the password (made by ``PasswordHasher``), never the password itself,
/// and the state of the lock-out that ``SessionService`` applies after repeated wrong passwords.
/// Its `description` leaves the hash out, so printing an account never leaks it into logs.
public struct LoginAccount: Codable, Sendable, Equatable, CustomStringConvertible {
  /// The name the user signs in with, compared exactly (case-sensitive).
  public var username: String
  /// The password's hash in crypt(5) format, e.g. `$y$j9T$<salt>$<hash>`; it embeds its own salt and cost.
  public var passwordHash: String
  /// Consecutive wrong passwords since the last successful sign-in or the end of the last lock-out.
  public var failedAttempts: Int
  /// While this date is in the future, sign-in attempts fail without checking the password; `nil` when not locked.
  public var lockedUntil: Date?

  /// Creates an account.
  ///
  /// - Parameters:
  ///   - username: The name the user signs in with.
  ///   - passwordHash: A hash made by ``PasswordHasher/hash(_:)``; never a plain password.
  ///   - failedAttempts: Consecutive wrong passwords so far; `0` for a new account.
  ///   - lockedUntil: The end of the current lock-out, or `nil`.
  public init(username: String, passwordHash: String, failedAttempts: Int = 0, lockedUntil: Date? = nil) {
    self.username = username
    self.passwordHash = passwordHash
    self.failedAttempts = failedAttempts
    self.lockedUntil = lockedUntil
  }

  /// The account without its password hash.
  public var description: String {
    let lock = lockedUntil.map { ", lockedUntil: \($0)" } ?? ""
    return "LoginAccount(username: \(username), failedAttempts: \(failedAttempts)\(lock))"
  }
}
