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
/// ``lockOutDuration`` (5 minutes); the attempt that reaches the limit already fails with `.lockedOut`. While locked,
/// attempts fail with `.lockedOut` without checking the password (and without counting). When the lock ends the count
/// starts again from zero; a successful sign-in resets it.
///
/// **Timing.** An unknown username and a wrong password are reported with different codes (the caller decides what to
/// show), but take about the same time: for an unknown user the service still runs one yescrypt hash of the password
/// (against a fresh random setting at the default cost), so response time does not reveal which usernames exist.
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
      if try readAccount(username) != nil { throw LoginError(.accountExists(username)) }
      let account = LoginAccount(username: username, passwordHash: try hasher.hash(password))
      try saveAccount(account)
    }
  }

  /// Checks the password and, when it matches, saves and returns a new session (replacing any previous one).
  ///
  /// - Returns: The saved session, stamped with the clock's time.
  /// - Throws: ``LoginError`` with code `.emptyUsername`, `.invalidUsername`, `.emptyPassword`, `.invalidPassword`,
  ///   `.unknownUser`, `.wrongPassword` (with ``LoginError/attemptsLeft``), `.lockedOut` (with
  ///   ``LoginError/lockedUntil``), `.hashingFailed` or `.storeFailed`.
  public func login(username: String, password: String) throws -> LoginSession {
    try Self.validate(username: username)
    try PasswordHasher.validate(password)
    return try lock.withLock {
      guard let stored = try readAccount(username) else {
        // Same work as a wrong password (one yescrypt hash at the default cost, against a fresh random setting),
        // so response time does not tell which usernames exist.
        _ = try hasher.verify(password, against: try PasswordHasher.makeSetting())
        throw LoginError(.unknownUser(username))
      }
      var account = stored
      let date = now()
      if let until = account.lockedUntil {
        if date < until {
          throw LoginError(.lockedOut(username: username, until: until, secondsLeft: until.timeIntervalSince(date)))
        }
        // The lock-out is over: a fresh set of attempts.
        account.lockedUntil = nil
        account.failedAttempts = 0
      }
      guard try hasher.verify(password, against: account.passwordHash) else {
        account.failedAttempts += 1
        if account.failedAttempts >= Self.maximumFailedAttempts {
          let until = date.addingTimeInterval(Self.lockOutDuration)
          account.lockedUntil = until
          try saveAccount(account)
          throw LoginError(.lockedOut(username: username, until: until, secondsLeft: Self.lockOutDuration))
        }
        try saveAccount(account)
        throw LoginError(
          .wrongPassword(username: username, attemptsLeft: Self.maximumFailedAttempts - account.failedAttempts))
      }
      account.failedAttempts = 0
      account.lockedUntil = nil
      if account != stored { try saveAccount(account) }
      let session = LoginSession(username: username, signedInAt: date)
      do { try sessions.saveSession(session) } catch { throw LoginError(.storeFailed(step: "save the session", underlying: error)) }
      return session
    }
  }

  /// Signs the current user out by clearing the session store. Not an error when nobody is signed in.
  ///
  /// - Throws: ``LoginError`` with code `.storeFailed`.
  public func logout() throws {
    try lock.withLock {
      do { try sessions.clearSession() } catch { throw LoginError(.storeFailed(step: "clear the session", underlying: error)) }
    }
  }

  // MARK: - Internals

  /// Rejects usernames that are empty, padded with whitespace, or contain control characters.
  static func validate(username: String) throws {
    if username.allSatisfy(\.isWhitespace) { throw LoginError(.emptyUsername) }
    if username.first?.isWhitespace == true || username.last?.isWhitespace == true {
      throw LoginError(.invalidUsername(username, reason: "starts or ends with whitespace"))
    }
    if username.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw LoginError(.invalidUsername(username, reason: "contains a control character (such as a newline)"))
    }
  }

  private func readAccount(_ username: String) throws -> LoginAccount? {
    do { return try accounts.account(named: username) } catch {
      throw LoginError(.storeFailed(step: "read the account \(username.debugDescription)", underlying: error))
    }
  }

  private func saveAccount(_ account: LoginAccount) throws {
    do { try accounts.save(account) } catch {
      throw LoginError(.storeFailed(step: "save the account \(account.username.debugDescription)", underlying: error))
    }
  }

  private func readSession() throws -> LoginSession? {
    do { return try sessions.currentSession() } catch {
      throw LoginError(.storeFailed(step: "read the session", underlying: error))
    }
  }
}
