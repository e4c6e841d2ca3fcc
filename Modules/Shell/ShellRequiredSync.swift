import ZRouter

/// Syncing as the shell uses it: the `sync` command's one call and one-line summary, and the outcome of the sync the
/// editor runs after saving.
///
/// The app context always routes this protocol, so looking it up never fails; ``isConfigured`` says whether the app
/// syncs. When it does not, the shell reports that sync is off and never calls ``sync()``.
public protocol ShellRequiredSync: AnyObject {
  /// Whether the app has something to sync with (it was started with a sync folder). Reading it does nothing else:
  /// no sync engine is made, no folder is touched.
  var isConfigured: Bool { get }

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
