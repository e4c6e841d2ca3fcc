import Foundation
import TestSupport
import Testing

@testable import Sync

/// A local edit saved while a sync runs (after the engine read the local notes, before it writes them) is never
/// overwritten: the engine's local writes are conditional, and a note that changed is read again and re-planned.
@Suite struct SyncLocalEditDuringSyncTests {
  @Test func anEditSavedWhileASyncPullsTheNoteIsKeptAsAConflict() throws {
    let folder = try TemporaryFolder()
    let a = TestDevice("A", folder: folder.url)
    let b = TestDevice("B", folder: folder.url, clockStart: 1_700_000_000.5)
    let note = a.store.create(title: "Plan", body: "v0")
    try a.sync()
    try b.sync()
    a.store.edit(note.id, body: "edited on A")
    try a.sync()  // the replica now holds A's edit: B's next sync pulls it

    // The user saves on B while B's sync runs, right before the sync writes the pulled version.
    b.store.beforeNextWrite { store, id in store.edit(id, body: "typed on B during the sync") }
    let report = try b.sync()
    try a.sync()

    for device in [a, b] {
      let bodies = Set(device.store.snapshot.map(\.body))
      #expect(bodies == ["edited on A", "typed on B during the sync"], "\(device.name): \(device.contents)")
    }
    #expect(report.conflicts == 1)
    #expect(a.contents == b.contents)
  }

  @Test func aNoteDeletedLocallyDuringASyncIsNotResurrectedSilentlyAndAnEditIsNotDeleted() throws {
    let folder = try TemporaryFolder()
    let a = TestDevice("A", folder: folder.url)
    let b = TestDevice("B", folder: folder.url, clockStart: 1_700_000_000.5)
    let note = a.store.create(title: "Plan", body: "v0")
    try a.sync()
    try b.sync()
    a.store.delete(note.id)
    try a.sync()  // the replica holds A's deletion: B's next sync deletes the note

    // The user edits the note on B while the sync is about to delete it: the edit wins.
    b.store.beforeNextWrite { store, id in store.edit(id, body: "edited on B during the sync") }
    try b.sync()
    try a.sync()

    #expect(b.store.note(note.id)?.body == "edited on B during the sync")
    #expect(a.store.note(note.id)?.body == "edited on B during the sync")
  }
}
