import Foundation
import ZRouter

// Every protocol Login REQUIRES. Login never names the module that provides them: the app context routes each
// protocol to a provider it chose (Storage, an in-memory store in tests, ...), and Login's router injects it.

/// Where Login keeps accounts. Login never creates one: the app context routes this protocol to a store it chose.
///
/// Login reads an account, changes it (failed attempts, lock-out) and saves it back; it never deletes one.
/// Login calls the store only while holding its own lock, so a store used by Login alone needs no locking of its own.
/// Separate processes sharing one store (two CLI invocations) are the store's concern.
///
/// ```swift
/// let service = SessionService(accounts: store, sessions: sessionStore)
/// ```
public protocol LoginRequiredAccountStore: AnyObject {
  /// The account saved under `username`, or `nil` when there is none.
  ///
  /// - Parameter username: The exact username (Login does not change its case).
  /// - Returns: The saved account, or `nil` for an unknown user.
  /// - Throws: Any error of the store; Login reports it as ``LoginError/Code/storeFailed``.
  func account(named username: String) throws -> LoginAccount?

  /// Saves `account`, replacing any account with the same username.
  ///
  /// - Parameter account: The account to save. Its `passwordHash` is a yescrypt hash, never a password.
  /// - Throws: Any error of the store; Login reports it as ``LoginError/Code/storeFailed``.
  func save(_ account: LoginAccount) throws
}

extension RoutableService where Protocol == any LoginRequiredAccountStore {
  /// The routable key of ``LoginRequiredAccountStore``, found by its name: call sites written
  /// `RoutableService.loginRequiredAccountStore` type-check in time independent of the number of keys.
  public static var loginRequiredAccountStore: Self { Self(declaredProtocol: Protocol.self) }
}

/// Where Login persists which user is signed in, so that separate runs of the app (CLI invocations) share one session.
///
/// There is at most one session at a time. Login never creates the store: the app context routes this protocol
/// to a store it chose. Like ``LoginRequiredAccountStore``, Login calls it only while holding its own lock.
public protocol LoginRequiredSessionStore: AnyObject {
  /// The saved session, or `nil` when nobody is signed in.
  ///
  /// - Throws: Any error of the store; Login reports it as ``LoginError/Code/storeFailed``.
  func currentSession() throws -> LoginSession?

  /// Saves `session` as the current one, replacing any previous session.
  ///
  /// - Throws: Any error of the store; Login reports it as ``LoginError/Code/storeFailed``.
  func saveSession(_ session: LoginSession) throws

  /// Removes the current session. Clearing when there is none is not an error.
  ///
  /// - Throws: Any error of the store; Login reports it as ``LoginError/Code/storeFailed``.
  func clearSession() throws
}

extension RoutableService where Protocol == any LoginRequiredSessionStore {
  /// The routable key of ``LoginRequiredSessionStore``, found by its name: call sites written
  /// `RoutableService.loginRequiredSessionStore` type-check in time independent of the number of keys.
  public static var loginRequiredSessionStore: Self { Self(declaredProtocol: Protocol.self) }
}
