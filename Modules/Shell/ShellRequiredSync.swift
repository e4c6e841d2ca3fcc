import ZRouter

/// Syncing as the shell uses it: the `sync` command's one call and one-line summary, and the outcome of the sync the
/// editor runs after saving.
///
/// The app context routes this protocol only when the app syncs; without a route, the shell reports that sync is off.
public protocol ShellRequiredSync: AnyObject {
  /// Brings the local notes and the replica in step.
  /// - Returns: What changed, on one line (counts, conflict copies, skipped entries).
  /// - Throws: An error whose message says what went wrong and what to do (nobody signed in, an unreadable folder…).
  func sync() throws -> String

  /// Why the last sync run after the editor saved failed; `nil` when it succeeded or none ran.
  var lastSyncAfterSavingError: (any Error)? { get }
}

extension RoutableService where Protocol == any ShellRequiredSync {
  /// The routable key of ``ShellRequiredSync``.
  public init() { self.init(declaredProtocol: Protocol.self) }
  /// The routable key of ``ShellRequiredSync``, found by its name: call sites written
  /// `RoutableService.shellRequiredSync` type-check in time independent of the number of keys.
  public static var shellRequiredSync: Self { Self(declaredProtocol: Protocol.self) }
}
