import Foundation
import NoteModel
import TestSupport
import Testing

@testable import Storage

/// Conditional writes (optimistic concurrency) and owners, on both stores: a write based on an earlier read happens
/// only if the store still holds what was read, so a newer save is never overwritten silently.
@Suite struct ConditionalWriteTests {
  @Test(arguments: StoreKind.allCases)
  func aStaleSaveIsAConflictAndStoresNothing(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.save(Note(id: "n1", title: "Groceries", body: "milk", owner: "ada"))
      let loadedByFirst = try store.state(ofNote: "n1")
      let loadedBySecond = try store.state(ofNote: "n1")
      guard case .note(var first) = loadedByFirst, case .note(var second) = loadedBySecond else {
        Issue.record("the note was not read back")
        return
      }

      first.title = "Shopping"
      let saved = try store.save(first, expecting: loadedByFirst, updatedAt: nil)
      #expect(saved.revision == 2)
      second.body = "milk, eggs"
      let error = #expect(throws: StorageError.self) {
        try store.save(second, expecting: loadedBySecond, updatedAt: nil)
      }

      #expect(error?.code == .conflict)
      #expect(error?.description.contains("changed since it was read") == true)
      #expect(try store.note(id: "n1") == saved)  // the first save is intact, nothing of the second was stored
    }
  }

  @Test(arguments: StoreKind.allCases)
  func aNewNoteExpectsAbsenceAndAnIdInUseIsAConflict(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let stored = try store.save(
        Note(id: "n1", title: "A", body: "", owner: "ada"), expecting: .absent, updatedAt: nil)
      #expect(stored.revision == 1)
      #expect(try store.state(ofNote: "n1") == .note(stored))
      let error = #expect(throws: StorageError.self) {
        try store.save(Note(id: "n1", title: "B", body: "", owner: "bob"), expecting: .absent, updatedAt: nil)
      }
      #expect(error?.code == .conflict)
      #expect(try store.note(id: "n1")?.owner == "ada")
    }
  }

  @Test(arguments: StoreKind.allCases)
  func aConditionalWriteNeverTakesANoteFromItsOwnerButMayGiveAnUnownedNoteOne(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let stored = try store.save(Note(id: "n1", title: "A", body: "", owner: "ada"))
      var taken = stored
      taken.owner = "bob"
      #expect(throws: StorageError.self) { try store.save(taken, expecting: .note(stored), updatedAt: nil) }
      #expect(throws: StorageError.self) { try store.put(taken, expecting: .note(stored)) }
      #expect(try store.note(id: "n1") == stored)

      let unowned = try store.save(Note(id: "n2", title: "Old", body: ""))
      var adopted = unowned
      adopted.owner = "ada"
      try store.put(adopted, expecting: .note(unowned))
      #expect(try store.note(id: "n2")?.owner == "ada")
    }
  }

  @Test(arguments: StoreKind.allCases)
  func conditionalPutAndDeleteCheckTheStateToo(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let original = try store.save(Note(id: "n1", title: "A", body: "one", owner: "ada"))
      let read = try store.state(ofNote: "n1")
      var edited = original
      edited.body = "two"
      let local = try store.save(edited)  // an edit lands after `read`

      var remote = original
      remote.body = "from another device"
      remote.revision = 5
      #expect(throws: StorageError.self) { try store.put(remote, expecting: read) }
      #expect(throws: StorageError.self) { try store.delete(id: "n1", expecting: read) }
      #expect(try store.note(id: "n1") == local)

      try store.put(remote, expecting: .note(local))
      #expect(try store.note(id: "n1") == remote)
      try store.delete(id: "n1", expecting: .note(remote))
      let tombstone = try #require(try store.tombstones().first)
      #expect(tombstone.owner == "ada")
      #expect(tombstone.revision == 6)
      #expect(try store.state(ofNote: "n1") == .deleted(tombstone))
      try store.delete(id: "n1", expecting: .deleted(tombstone))  // already deleted, as expected: nothing to do
      try store.delete(id: "never", expecting: .absent)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func ownersRoundTripOnNotesAndTombstones(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.put(Note(id: "n1", title: "A", body: "", updatedAt: TestClock.start, revision: 3, owner: "ada"))
      try store.put(NoteTombstone(id: "n2", deletedAt: TestClock.start, revision: 2, owner: "bob"))
      #expect(try store.note(id: "n1")?.owner == "ada")
      #expect(try store.tombstones().map(\.owner) == ["bob"])
    }
  }
}
