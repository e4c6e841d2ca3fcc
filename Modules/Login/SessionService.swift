import Foundation

/// Login's implementation of ``LoginProvidedSessionService``: registers accounts, signs users in and out.
///
/// It keeps no state of its own: accounts live in a ``LoginRequiredAccountStore`` and the session in a
/// ``LoginRequiredSessionStore``, both passed in (Login's router injects the ones the app context routes to), so two
/// services on the same stores — or two runs of a CLI — see the same users and the same session.
/// ```swift
/// let service = SessionService(accounts: accountStore, sessions: sessionStore)
/// try service.register(username: "alice", password: "correct horse")
/// let session = try service.login(username: "alice", password: "correct horse")
/// ```
/// **Lock-out.** After ``maximumFailedAttempts`` (5) consecutive wrong passwords the account is locked for
/// ``lockOutDuration`` (5 minutes). While locked, every attempt is refused, the right password included (and is not
/// counted). When the lock ends the count starts again from zero; a successful sign-in resets it.
///
/// **No enumeration.** A wrong password, an unknown name and a locked account get the same answer
/// (``LoginError/Code/signInRefused``, one message) through the same steps: one read of the account, one yescrypt
/// hash of the password (against the account's hash, or a fresh setting of the default cost for an unknown name),
/// one write to the account store (the account's new count, or for an unknown name a count in one reserved
/// record, ``unknownNamesRecordName``, so the state stays bounded however many names are tried). So neither the
/// words nor the time of an answer tell which names exist or which accounts are locked.
///
/// **Threads.** Safe to use from any thread: every operation runs under one lock, so concurrent wrong passwords are all
/// counted and the stores are never called concurrently by this service. Hashing (tens of milliseconds) happens under
/// the lock, so sign-ins through one service run one at a time. Coordination between processes is the stores' concern.
/// The service knows nothing about UI; a login view calls it and reports the outcome.
public final class SessionService: LoginProvidedSessionService, @unchecked Sendable {
  /// Consecutive wrong passwords that lock an account.
  public static let maximumFailedAttempts = 5
  /// How long a lock-out lasts, in seconds.
  public static let lockOutDuration: TimeInterval = 5 * 60

  // Every call into the stores happens while holding `lock`; that is what makes `@unchecked Sendable` true.
  private let lock = NSLock()
  private let accounts: any LoginRequiredAccountStore
  private let sessions: any LoginRequiredSessionStore
  private let hasher: PasswordHasher
  private let now: @Sendable () -> Date

  /// Creates a service over the given stores.
  ///
  /// - Parameters:
  ///   - accounts: Where accounts are read and saved. The service calls it only under its lock.
  ///   - sessions: Where the current session is read, saved and cleared. The service calls it only under its lock.
  ///   - hasher: Hashes and verifies passwords.
  ///   - clock: The current time, for sessions and lock-outs; tests pass a controllable clock.
  public init(
    accounts: any LoginRequiredAccountStore,
    sessions: any LoginRequiredSessionStore,
    hasher: PasswordHasher = PasswordHasher(),
    clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.accounts = accounts
    self.sessions = sessions
    self.hasher = hasher
    self.now = clock
  }

  /// The signed-in user's name, read from the session store; `nil` when nobody is signed in or the store throws.
  public var currentUser: String? {
    lock.withLock { try? sessions.currentSession()?.username }
  }

  /// The current session, read from the session store, with store errors reported instead of hidden.
  ///
  /// - Returns: The saved session, or `nil` when nobody is signed in.
  /// - Throws: ``LoginError`` with code `.storeFailed`.
  public func currentSession() throws -> LoginSession? {
    try lock.withLock { try readSession() }
  }

  /// Creates an account with a yescrypt hash of `password`. It does not sign the user in.
  ///
  /// - Throws: ``LoginError`` with code `.emptyUsername`, `.invalidUsername`, `.emptyPassword`, `.invalidPassword`,
  ///   `.accountExists`, `.hashingFailed` or `.storeFailed`.
  public func register(username: String, password: String) throws {
    try Self.validate(username: username)
    try PasswordHasher.validate(password)
    try lock.withLock {
      if try readAccount(username) != nil { throw LoginError.accountExists(username) }
      let account = LoginAccount(username: username, passwordHash: try hasher.hash(password))
      try saveAccount(account)
    }
  }

  /// Checks the password and, when it matches, saves and returns a new session (replacing any previous one).
  ///
  /// - Returns: The saved session, stamped with the clock's time.
  /// - Throws: ``LoginError`` with code `.emptyUsername`, `.invalidUsername`, `.emptyPassword`, `.invalidPassword`,
  ///   `.signInRefused` (wrong password, unknown name or locked account: one answer for all three),
  ///   `.hashingFailed` or `.storeFailed`.
  public func login(username: String, password: String) throws -> LoginSession {
    try Self.validate(username: username)
    try PasswordHasher.validate(password)
    return try lock.withLock {
      let stored = try readAccount(username)
      let date = now()
      // The same hash for every name: an unknown one is checked against a fresh setting of the default cost.
      let matches = try hasher.verify(password, against: stored?.passwordHash ?? PasswordHasher.makeSetting())
      guard var account = stored else {
        try countFailureOfAnUnknownName()
        throw LoginError.signInRefused
      }
      if let until = account.lockedUntil, date >= until {
        // The lock-out is over: a fresh set of attempts.
        account.lockedUntil = nil
        account.failedAttempts = 0
      }
      let isLocked = account.lockedUntil != nil
      guard matches, !isLocked else {
        if !isLocked {
          account.failedAttempts = min(account.failedAttempts, Self.maximumFailedAttempts - 1) + 1
          if account.failedAttempts >= Self.maximumFailedAttempts {
            account.lockedUntil = date.addingTimeInterval(Self.lockOutDuration)
          }
        }
        // One write whatever happened, as for an unknown name.
        try saveAccount(account)
        throw LoginError.signInRefused
      }
      account.failedAttempts = 0
      account.lockedUntil = nil
      if account != stored { try saveAccount(account) }
      let session = LoginSession(username: username, signedInAt: date)
      do { try sessions.saveSession(session) } catch {
        throw LoginError.storeFailed(step: "save the session", underlying: error)
      }
      return session
    }
  }

  /// The account-store record that counts failed sign-ins for names without an account. Its name starts with a
  /// control character, which no real username can contain.
  public static let unknownNamesRecordName = "\u{1}unknown names"

  /// Counts a failed sign-in for a name without an account: one write, like a wrong password's.
  private func countFailureOfAnUnknownName() throws {
    var record =
      try readAccount(Self.unknownNamesRecordName)
      ?? LoginAccount(username: Self.unknownNamesRecordName, passwordHash: "")
    record.failedAttempts = record.failedAttempts == Int.max ? Int.max : record.failedAttempts + 1
    try saveAccount(record)
  }

  /// Signs the current user out by clearing the session store. Not an error when nobody is signed in.
  ///
  /// - Throws: ``LoginError`` with code `.storeFailed`.
  public func logout() throws {
    try lock.withLock {
      do { try sessions.clearSession() } catch {
        throw LoginError.storeFailed(step: "clear the session", underlying: error)
      }
    }
  }

  // MARK: - Internals

  /// Rejects usernames that are empty, padded with whitespace, or contain control characters.
  static func validate(username: String) throws {
    if username.allSatisfy(\.isWhitespace) { throw LoginError.emptyUsername }
    if username.first?.isWhitespace == true || username.last?.isWhitespace == true {
      throw LoginError.invalidUsername(username, reason: "starts or ends with whitespace")
    }
    if username.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw LoginError.invalidUsername(username, reason: "contains a control character (such as a newline)")
    }
  }

  private func readAccount(_ username: String) throws -> LoginAccount? {
    do { return try accounts.account(named: username) } catch {
      throw LoginError.storeFailed(step: "read the account \(username.debugDescription)", underlying: error)
    }
  }

  private func saveAccount(_ account: LoginAccount) throws {
    do { try accounts.save(account) } catch {
      throw LoginError.storeFailed(step: "save the account \(account.username.debugDescription)", underlying: error)
    }
  }

  private func readSession() throws -> LoginSession? {
    do { return try sessions.currentSession() } catch {
      throw LoginError.storeFailed(step: "read the session", underlying: error)
    }
  }
}
