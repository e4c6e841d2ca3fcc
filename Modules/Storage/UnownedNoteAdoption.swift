import Foundation
import NoteModel

/// A data migration: notes stored before notes had owners belong to nobody, so no account sees them. When the store
/// holds exactly one account, they can only be that account's (it was the only one able to save): the app gives them
/// to it when it starts. With several accounts nobody can tell whose they are, and they stay hidden.
///
/// ```swift
/// try UnownedNoteAdoption.adopt(in: store, accounts: values, accountKeyPrefix: "login.account.")
/// ```
public enum UnownedNoteAdoption {
  /// Gives every unowned note and tombstone to the only account, if there is exactly one. Best effort: a note changed
  /// meanwhile (a conditional write conflict) is left for the next start.
  /// - Parameters:
  ///   - store: the notes to migrate.
  ///   - accounts: the key-value store holding one key per account.
  ///   - accountKeyPrefix: what every account's key starts with, followed by the account's name.
  /// - Returns: How many notes and tombstones were adopted.
  @discardableResult
  public static func adopt(
    in store: any StorageProvidedNoteStore, accounts: any StorageProvidedKeyValueStore, accountKeyPrefix: String
  ) throws -> Int {
    let unownedNotes = try store.allNotes().filter { $0.owner.isEmpty }
    let unownedTombstones = try store.tombstones().filter { $0.owner.isEmpty }
    guard !unownedNotes.isEmpty || !unownedTombstones.isEmpty else { return 0 }
    let names = try accounts.keys(withPrefix: accountKeyPrefix)
    guard names.count == 1, let key = names.first else { return 0 }
    let owner = String(key.dropFirst(accountKeyPrefix.count))
    guard !owner.isEmpty else { return 0 }
    var adopted = 0
    for note in unownedNotes {
      var owned = note
      owned.owner = owner
      do {
        try store.put(owned, expecting: .note(note))
        adopted += 1
      } catch let error as StorageError where error.code == .conflict {
        continue
      }
    }
    for tombstone in unownedTombstones {
      var owned = tombstone
      owned.owner = owner
      guard try store.state(ofNote: tombstone.id) == .deleted(tombstone) else { continue }
      try store.put(owned)
      adopted += 1
    }
    return adopted
  }
}
