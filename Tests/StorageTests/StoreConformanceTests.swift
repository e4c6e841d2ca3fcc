import Dispatch
import Foundation
import NoteModel
import TestSupport
import Testing

@testable import Storage

/// The semantics both stores promise, run against each of them.
@Suite struct StoreConformanceTests {
  // MARK: Saving

  @Test(arguments: StoreKind.allCases)
  func savingANewNoteAssignsRevisionOneAndTheClockDate(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let draft = Note(id: "n1", title: "Title", body: "Body", updatedAt: .distantPast, revision: 42)
      let stored = try store.save(draft)
      #expect(stored == Note(id: "n1", title: "Title", body: "Body", updatedAt: TestClock.start, revision: 1))
      #expect(try store.note(id: "n1") == stored)
      #expect(try store.allNotes() == [stored])
    }
  }

  @Test(arguments: StoreKind.allCases)
  func savingAgainIncrementsTheRevisionAndRestampsTheDate(kind: StoreKind) throws {
    try kind.withStore { store throws in
      var note = try store.save(Note(id: "n1", title: "Draft", body: ""))
      note.body = "Final"
      note.revision = 1_000  // ignored: the store counts
      let second = try store.save(note)
      #expect(second.revision == 2)
      #expect(second.body == "Final")
      #expect(second.updatedAt == TestClock.start.addingTimeInterval(1))
      #expect(try store.save(second).revision == 3)
      #expect(try store.note(id: "n1")?.revision == 3)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func saveWithAnExplicitDateStoresThatDateInsteadOfTheClock(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let date = Date(timeIntervalSinceReferenceDate: 123_456.789_012_345)
      let stored = try store.save(Note(id: "n1", title: "T", body: "B"), updatedAt: date)
      #expect(stored.updatedAt == date)
      #expect(try store.note(id: "n1")?.updatedAt == date)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func anEmptyStoreHasNoNotesTombstonesOrKeys(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let (notes, tombstones, keys) = try (store.allNotes(), store.tombstones(), store.keys(withPrefix: ""))
      #expect(notes.isEmpty)
      #expect(tombstones.isEmpty)
      #expect(keys.isEmpty)
      #expect(try store.note(id: "missing") == nil)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func allNotesListsNewestFirstThenHigherRevisionThenIDBytes(kind: StoreKind) throws {
    try kind.withStore { store throws in
      func at(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }
      let notes = [
        Note(id: "a", title: "", body: "", updatedAt: at(10), revision: 1),
        Note(id: "b", title: "", body: "", updatedAt: at(30), revision: 1),
        Note(id: "c", title: "", body: "", updatedAt: at(20), revision: 5),
        Note(id: "e", title: "", body: "", updatedAt: at(20), revision: 2),
        Note(id: "d", title: "", body: "", updatedAt: at(20), revision: 2),
        Note(id: "D", title: "", body: "", updatedAt: at(20), revision: 2),
      ]
      for note in notes { try store.put(note) }
      #expect(try store.allNotes().map(\.id) == ["b", "c", "D", "d", "e", "a"])
    }
  }

  // MARK: Deleting

  @Test(arguments: StoreKind.allCases)
  func deletingAStoredNoteLeavesATombstoneWithTheNextRevision(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.save(Note(id: "n1", title: "", body: ""))  // clock reading 0
      try store.save(Note(id: "n1", title: "", body: ""))  // 1
      try store.save(Note(id: "keep", title: "", body: ""))  // 2
      try store.delete(id: "n1")  // 3
      #expect(try store.note(id: "n1") == nil)
      #expect(try store.allNotes().map(\.id) == ["keep"])
      #expect(
        try store.tombstones() == [
          NoteTombstone(id: "n1", deletedAt: TestClock.start.addingTimeInterval(3), revision: 3)
        ])
    }
  }

  @Test(arguments: StoreKind.allCases)
  func deletingADeletedNoteAgainChangesNothing(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.save(Note(id: "n1", title: "", body: ""))
      try store.delete(id: "n1")
      let first = try store.tombstones()
      try store.delete(id: "n1")
      #expect(try store.tombstones() == first)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func deletingAnIDThatWasNeverStoredThrowsNotFound(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let error = #expect(throws: StorageError.self) { try store.delete(id: "ghost") }
      #expect(error?.code == .notFound)
      #expect(error?.description.contains("\"ghost\"") == true)
      let tombstones = try store.tombstones()
      #expect(tombstones.isEmpty)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func savingADeletedNoteContinuesAfterTheTombstoneAndClearsIt(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.save(Note(id: "n1", title: "", body: ""))
      try store.delete(id: "n1")  // tombstone revision 2
      let revived = try store.save(Note(id: "n1", title: "Back", body: ""))
      #expect(revived.revision == 3)
      #expect(try store.tombstones().isEmpty)
      #expect(try store.note(id: "n1") == revived)
    }
  }

  // MARK: Importing (sync)

  @Test(arguments: StoreKind.allCases)
  func putStoresTheExactRevisionAndDateAndClearsTheTombstone(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.save(Note(id: "n1", title: "", body: ""))
      try store.delete(id: "n1")
      let remote = Note(
        id: "n1", title: "Remote", body: "R", updatedAt: Date(timeIntervalSinceReferenceDate: 5), revision: 7)
      try store.put(remote)
      #expect(try store.note(id: "n1") == remote)
      #expect(try store.tombstones().isEmpty)
      // Exactly as given, even a lower revision: the sync engine decides, not the store.
      let older = Note(
        id: "n1", title: "Older", body: "", updatedAt: Date(timeIntervalSinceReferenceDate: 1), revision: 2)
      try store.put(older)
      #expect(try store.note(id: "n1") == older)
      #expect(try store.save(older).revision == 3)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func puttingATombstoneRemovesTheLiveNoteAndStoresItExactly(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.save(Note(id: "n1", title: "", body: ""))
      let remoteDeletion = NoteTombstone(id: "n1", deletedAt: Date(timeIntervalSinceReferenceDate: 9), revision: 12)
      try store.put(remoteDeletion)
      #expect(try store.note(id: "n1") == nil)
      // A deletion of a note this store never had is recorded too, so it is not resurrected later.
      let unknown = NoteTombstone(id: "n2", deletedAt: Date(timeIntervalSinceReferenceDate: 4), revision: 3)
      try store.put(unknown)
      #expect(try store.tombstones() == [remoteDeletion, unknown])
      #expect(try store.save(Note(id: "n2", title: "", body: "")).revision == 4)
    }
  }

  // MARK: Bad input

  @Test(arguments: StoreKind.allCases)
  func invalidNotesAndTombstonesAreRejectedAndNothingIsStored(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let attempts: [(String, () throws -> Void)] = [
        ("save with an empty id", { _ = try store.save(Note(id: "", title: "", body: "")) }),
        (
          "save with a NaN date",
          {
            _ = try store.save(
              Note(id: "a", title: "", body: ""), updatedAt: Date(timeIntervalSinceReferenceDate: .nan))
          }
        ),
        ("put with revision 0", { try store.put(Note(id: "b", title: "", body: "", revision: 0)) }),
        ("put with an empty id", { try store.put(Note(id: "", title: "", body: "", revision: 1)) }),
        (
          "put with an infinite date",
          {
            try store.put(
              Note(
                id: "c", title: "", body: "", updatedAt: Date(timeIntervalSinceReferenceDate: .infinity), revision: 1))
          }
        ),
        (
          "put of a tombstone with revision -1",
          { try store.put(NoteTombstone(id: "d", deletedAt: Date(), revision: -1)) }
        ),
        (
          "put of a tombstone with an empty id",
          { try store.put(NoteTombstone(id: "", deletedAt: Date(), revision: 1)) }
        ),
      ]
      for (name, attempt) in attempts {
        let error = #expect(throws: StorageError.self, "\(name)") { try attempt() }
        #expect(error?.code == .invalidNote, "\(name)")
      }
      #expect(try store.allNotes().isEmpty)
      #expect(try store.tombstones().isEmpty)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func savingAfterTheLargestRevisionThrowsInsteadOfOverflowing(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let last = Note(
        id: "n1", title: "", body: "", updatedAt: Date(timeIntervalSinceReferenceDate: 0), revision: .max)
      try store.put(last)
      let saveError = #expect(throws: StorageError.self) { try store.save(last) }
      #expect(saveError?.code == .invalidNote)
      let deleteError = #expect(throws: StorageError.self) { try store.delete(id: "n1") }
      #expect(deleteError?.code == .invalidNote)
      #expect(try store.note(id: "n1") == last)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func textAndIDsRoundTripByteForByte(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let composed = "caf\u{E9}"  // é as one scalar
      let decomposed = "cafe\u{301}"  // e + combining acute: equal as Swift Strings, different bytes
      try store.save(Note(id: composed, title: "composed", body: "NUL\u{0}inside, emoji 🗒️, 二"))
      try store.save(Note(id: decomposed, title: "decomposed", body: ""))
      #expect(try store.allNotes().count == 2)
      #expect(try store.note(id: composed)?.title == "composed")
      #expect(try store.note(id: composed)?.body == "NUL\u{0}inside, emoji 🗒️, 二")
      #expect(try store.note(id: decomposed)?.title == "decomposed")
      #expect(try store.note(id: decomposed)?.body == "")
    }
  }

  // MARK: Threads

  @Test(arguments: StoreKind.allCases)
  func concurrentSavesOfOneNoteGetDistinctConsecutiveRevisions(kind: StoreKind) throws {
    try kind.withStore { store throws in
      let threads = 4
      let savesPerThread = 25
      let revisions = LockedArray<Int>()
      let failures = LockedArray<String>()
      let shared = UncheckedBox(store)
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for index in 0..<savesPerThread {
          do {
            let stored = try shared.value.save(Note(id: "shared", title: "\(thread)", body: "\(index)"))
            revisions.append(stored.revision)
          } catch {
            failures.append("\(error)")
          }
        }
      }
      #expect(failures.values.isEmpty)
      #expect(revisions.values.sorted() == Array(1...(threads * savesPerThread)))
      #expect(try store.note(id: "shared")?.revision == threads * savesPerThread)
    }
  }

  // MARK: Key-value

  @Test(arguments: StoreKind.allCases)
  func settingAKeyAgainReplacesItsValue(kind: StoreKind) throws {
    try kind.withStore { store throws in
      #expect(try store.data(forKey: "k") == nil)
      try store.set(Data([1, 2, 3]), forKey: "k")
      #expect(try store.data(forKey: "k") == Data([1, 2, 3]))
      try store.set(Data([0, 255]), forKey: "k")
      #expect(try store.data(forKey: "k") == Data([0, 255]))
      #expect(try store.keys(withPrefix: "") == ["k"])
    }
  }

  @Test(arguments: StoreKind.allCases)
  func removingAKeyMakesItMissingAndRemovingAgainIsHarmless(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.set(Data([1]), forKey: "gone")
      try store.set(Data([2]), forKey: "kept")
      try store.removeValue(forKey: "gone")
      try store.removeValue(forKey: "gone")
      try store.removeValue(forKey: "never-set")
      #expect(try store.data(forKey: "gone") == nil)
      #expect(try store.keys(withPrefix: "") == ["kept"])
    }
  }

  @Test(arguments: StoreKind.allCases)
  func anEmptyValueIsStoredAsEmptyDataNotAsMissing(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.set(Data(), forKey: "empty")
      #expect(try store.data(forKey: "empty") == Data())
    }
  }

  @Test(arguments: StoreKind.allCases)
  func keysWithPrefixMatchBytesLiterallyInByteOrder(kind: StoreKind) throws {
    try kind.withStore { store throws in
      for key in ["b", "a/2", "A/1", "a/1", "a%", "a_b", "ab", "a/\u{E9}", "login/x"] {
        try store.set(Data(key.utf8), forKey: key)
      }
      #expect(try store.keys(withPrefix: "a/") == ["a/1", "a/2", "a/\u{E9}"])
      #expect(try store.keys(withPrefix: "a%") == ["a%"])  // no LIKE wildcards
      #expect(try store.keys(withPrefix: "a_") == ["a_b"])
      #expect(try store.keys(withPrefix: "a/e\u{301}").isEmpty)  // no Unicode normalization
      #expect(try store.keys(withPrefix: "z").isEmpty)
      #expect(try store.keys(withPrefix: "") == ["A/1", "a%", "a/1", "a/2", "a/\u{E9}", "a_b", "ab", "b", "login/x"])
    }
  }

  @Test(arguments: StoreKind.allCases)
  func notesAndValuesDoNotShareAKeySpace(kind: StoreKind) throws {
    try kind.withStore { store throws in
      try store.set(Data([7]), forKey: "same")
      try store.save(Note(id: "same", title: "", body: ""))
      try store.delete(id: "same")
      #expect(try store.data(forKey: "same") == Data([7]))
      try store.removeValue(forKey: "same")
      #expect(try store.tombstones().map(\.id) == ["same"])
    }
  }
}
