import Shell
import Sync

/// The shell's sync, served by Sync's engine: a proxy because the engine returns a `SyncReport` and the shell prints
/// one line. The sync after saving is the editor's trigger, whose last outcome the shell reports.
final class ShellSyncProxy: ShellRequiredSync {
  private let engine: any SyncProvidedEngine
  private let trigger: EditorSyncTriggerProxy

  init(engine: any SyncProvidedEngine, trigger: EditorSyncTriggerProxy) {
    self.engine = engine
    self.trigger = trigger
  }

  func sync() throws -> String {
    try engine.sync().description
  }

  var lastSyncAfterSavingError: (any Error)? {
    if case .failure(let error)? = trigger.lastOutcome { return error }
    return nil
  }
}
