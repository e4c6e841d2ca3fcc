import Sync

/// The shell's sync, served by Sync's engine: a proxy because the engine returns a `SyncReport` and the shell prints
/// one line.
final class ShellSyncProxy: ShellRequiredSync {
  private let engine: any SyncProvidedEngine

  init(engine: any SyncProvidedEngine) {
    self.engine = engine
  }

  func sync() throws -> String {
    try engine.sync().description
  }
}
