import Foundation
import ZRouter

/// Loads and saves the engine's base versions for one replica through the required state store.
///
/// The base of a note is the entry both sides agreed on at its last successful sync. They are stored as one JSON
/// array per user and replica under `SyncEngine.bases.<user>@<replicaID>`, so two replicas or two users never share
/// bases. (Bases saved by builds without users, under `SyncEngine.bases.<replicaID>`, are not read: notes are then
/// compared by content once, which can only add conflict copies.)
struct SyncBaseStore {
  let stateStore: any SyncRequiredStateStore
  let key: String

  init(stateStore: any SyncRequiredStateStore, replicaID: String, user: String) {
    self.stateStore = stateStore
    key = "SyncEngine.bases." + user + "@" + replicaID
  }

  /// The stored bases by note identifier. Unreadable state is dropped with a warning: without bases every note is
  /// compared by content, which can only produce extra conflict copies, never lose an edit.
  /// - Throws: ``SyncError/Code/stateStoreFailed`` when the store itself fails.
  func load() throws -> (bases: [String: SyncRemoteEntry], warning: SyncWarning?) {
    let data: Data?
    do {
      data = try stateStore.data(forKey: key)
    } catch {
      throw SyncError.stateStoreFailed(operation: "read \"\(key)\"", underlying: error)
    }
    guard let data else { return ([:], nil) }
    do {
      let records = try JSONDecoder().decode([SyncEntryRecord].self, from: data)
      var bases: [String: SyncRemoteEntry] = [:]
      for record in records {
        let entry = SyncText.cleaned(try record.entry())
        bases[entry.id] = entry
      }
      return (bases, nil)
    } catch {
      let warning = SyncWarning(
        item: key,
        message:
          "the saved sync state is unreadable (\(SyncError.clause(error))) and was reset; notes were compared by content, "
          + "so differing ones became conflict copies and deleted ones may have come back")
      return ([:], warning)
    }
  }

  /// Replaces the stored bases.
  /// - Throws: ``SyncError/Code/stateStoreFailed``.
  func save(_ bases: [String: SyncRemoteEntry]) throws {
    do {
      let records = bases.keys.sorted().compactMap { bases[$0].map(SyncEntryRecord.init) }
      try stateStore.set(try JSONEncoder().encode(records), forKey: key)
    } catch {
      throw SyncError.stateStoreFailed(operation: "write \"\(key)\"", underlying: error)
    }
  }
}
