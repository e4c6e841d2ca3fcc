import Editor
import Foundation
import Sync

/// Editor's "sync after saving", served by Sync's engine. Remembers the last outcome for the shell to show.
final class EditorSyncTriggerProxy: EditorRequiredSyncTrigger, @unchecked Sendable {
  private let lock = NSLock()
  private var _lastOutcome: Result<SyncReport, any Error>?
  private let engine: @Sendable () -> (any SyncProvidedEngine)?

  init(engine: @escaping @Sendable () -> (any SyncProvidedEngine)?) {
    self.engine = engine
  }

  /// The outcome of the last sync the editor asked for (read and written under a lock).
  var lastOutcome: Result<SyncReport, any Error>? {
    lock.lock()
    defer { lock.unlock() }
    return _lastOutcome
  }

  func requestSync() {
    let outcome: Result<SyncReport, any Error> =
      if let engine = engine() {
        Result { try engine.sync() }
      } else {
        .failure(AppContextError.unavailable("The sync engine"))
      }
    lock.lock()
    _lastOutcome = outcome
    lock.unlock()
  }
}

/// Editor's "sync after saving" when the app does not sync: does nothing.
final class NoSyncTrigger: EditorRequiredSyncTrigger {
  func requestSync() {}
}
