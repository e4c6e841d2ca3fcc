import ZRouter

/// Syncing as the shell's `sync` command uses it: one call, and a one-line summary of what changed.
///
/// The app context routes this protocol only when the app syncs (see `Proxies/ShellSyncProxy.swift`).
public protocol ShellRequiredSync: AnyObject {
  /// Brings the local notes and the replica in step.
  /// - Returns: What changed, on one line (counts, conflict copies, skipped entries).
  /// - Throws: An error whose message says what went wrong and what to do (nobody signed in, an unreadable folder…).
  func sync() throws -> String
}

extension RoutableService where Protocol == any ShellRequiredSync {
  /// The routable key of ``ShellRequiredSync``.
  public init() { self.init(declaredProtocol: Protocol.self) }
  /// The routable key of ``ShellRequiredSync``, found by its name: call sites written
  /// `RoutableService.shellRequiredSync` type-check in time independent of the number of keys.
  public static var shellRequiredSync: Self { Self(declaredProtocol: Protocol.self) }
}
