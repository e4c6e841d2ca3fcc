import Shell
import Sync

/// The shell's sync, served by Sync's engine: a proxy because the engine returns a `SyncReport` and the shell prints
/// one line. The sync after saving is the editor's trigger, whose last outcome the shell reports. The engine is made
/// only when ``sync()`` runs, so looking the proxy up (to read ``isConfigured``) makes nothing.
final class ShellSyncProxy: ShellRequiredSync {
  private let engine: () -> (any SyncProvidedEngine)?
  private let trigger: EditorSyncTriggerProxy

  init(engine: @escaping () -> (any SyncProvidedEngine)?, trigger: EditorSyncTriggerProxy) {
    self.engine = engine
    self.trigger = trigger
  }

  var isConfigured: Bool { true }

  func sync() throws -> String {
    guard let engine = engine() else { throw AppContextError.unavailable("The sync engine") }
    return try engine.sync().description
  }

  var lastSyncAfterSavingError: (any Error)? {
    if case .failure(let error)? = trigger.lastOutcome { return error }
    return nil
  }
}

/// The shell's sync when the app was started without a sync folder: routed all the same, so the shell learns that sync
/// is off from ``isConfigured`` instead of from a failed lookup (which the router would report as an error).
final class ShellSyncOff: ShellRequiredSync {
  var isConfigured: Bool { false }

  func sync() throws -> String { throw AppContextError.syncOff }

  var lastSyncAfterSavingError: (any Error)? { nil }
}
