import Foundation
import TestSupport
import Testing

@testable import Sync

@Suite struct SyncEngineTests {
  let folder: TemporaryFolder
  let a: TestDevice
  let b: TestDevice

  init() throws {
    folder = try TemporaryFolder()
    a = TestDevice("A", folder: folder.url)
    b = TestDevice("B", folder: folder.url, user: "alice", clockStart: 1_700_000_000.5)
  }

  /// Syncs A, then B, then A: enough for every change to reach both sides.
  func syncAll() throws {
    try a.sync()
    try b.sync()
    try a.sync()
  }

  @Test func twoDevicesConvergeAfterSyncingAThenBThenA() throws {
    a.store.create(title: "Groceries", body: "Milk")
    a.store.create(title: "Ideas", body: "Sync engine")
    b.store.create(title: "Travel", body: "Lisbon")

    let first = try a.sync()
    #expect(first.pushed == 2)
    let second = try b.sync()
    #expect(second.pulled == 2)
    #expect(second.pushed == 1)
    try a.sync()

    #expect(a.contents.count == 3)
    #expect(a.contents == b.contents)
    #expect(Set(a.contents.map(\.title)) == ["Groceries", "Ideas", "Travel"])
  }

  @Test func anEditOnOneSideReachesTheOther() throws {
    let note = a.store.create(title: "Plan", body: "v1")
    try syncAll()
    b.store.edit(note.id, title: "Plan B", body: "v2")

    #expect(try b.sync().pushed == 1)
    let report = try a.sync()

    #expect(report.pulled == 1)
    #expect(a.store.note(note.id)?.body == "v2")
    #expect(a.store.note(note.id)?.title == "Plan B")
    #expect(a.contents == b.contents)
  }

  @Test func aDeletionReachesTheOtherSideAsATombstone() throws {
    let note = a.store.create(title: "Old", body: "bye")
    try syncAll()
    a.store.delete(note.id)

    #expect(try a.sync().deleted == 1)
    let entry = try FolderRemote(directory: folder.url).readEntry(id: note.id)
    #expect(entry?.isDeletion == true)
    b.store.resetCalls()
    #expect(try b.sync().deleted == 1)

    #expect(b.store.note(note.id) == nil)
    #expect(b.store.calls.contains(.applyDeletion(note.id)))
    #expect(try a.sync().changedNothing)
  }

  @Test func concurrentEditsKeepTheLaterInPlaceAndTheOtherAsAConflictCopy() throws {
    let note = a.store.create(title: "Plan", body: "v0")
    try syncAll()
    a.store.edit(note.id, body: "edited on A", at: Date(timeIntervalSince1970: 1_700_001_000))
    b.store.edit(note.id, body: "edited on B", at: Date(timeIntervalSince1970: 1_700_002_000))

    try a.sync()
    let report = try b.sync()  // B's edit is later: it stays in place, A's version becomes a copy
    try a.sync()

    #expect(report.conflicts == 1)
    #expect(report.conflictCopyIDs.count == 1)
    #expect(a.contents == b.contents)
    #expect(a.store.note(note.id)?.body == "edited on B")
    let copyID = try #require(report.conflictCopyIDs.first)
    let copy = try #require(a.store.note(copyID))
    #expect(copy.title == "Plan (conflict copy from A)")
    #expect(copy.body == "edited on A")
    #expect(a.contents.count == 2)
  }

  @Test func theEarlierLocalEditBecomesTheConflictCopyWhenTheReplicaHoldsTheLaterOne() throws {
    let note = a.store.create(title: "Plan", body: "v0")
    try syncAll()
    a.store.edit(note.id, body: "edited on A", at: Date(timeIntervalSince1970: 1_700_002_000))
    b.store.edit(note.id, body: "edited on B", at: Date(timeIntervalSince1970: 1_700_001_000))

    try a.sync()
    b.store.resetCalls()
    let report = try b.sync()
    try a.sync()

    #expect(report.conflicts == 1)
    #expect(b.store.calls.contains(.insertNew(title: "Plan (conflict copy from B)")))
    #expect(b.store.note(note.id)?.body == "edited on A")
    #expect(Set(b.store.snapshot.map(\.body)) == ["edited on A", "edited on B"])
    #expect(a.contents == b.contents)
  }

  @Test func deletingANoteTheOtherSideEditedKeepsTheEdit() throws {
    let note = a.store.create(title: "Keep me", body: "v0")
    try syncAll()
    a.store.delete(note.id)
    b.store.edit(note.id, body: "edited on B")

    try a.sync()  // the deletion reaches the replica first
    try b.sync()  // B's edit wins over it
    try a.sync()

    #expect(a.store.note(note.id)?.body == "edited on B")
    #expect(a.contents == b.contents)
  }

  @Test func editingANoteTheOtherSideDeletedKeepsTheEdit() throws {
    let note = a.store.create(title: "Keep me", body: "v0")
    try syncAll()
    a.store.edit(note.id, body: "edited on A")
    b.store.delete(note.id)

    try a.sync()  // the edit reaches the replica first
    let report = try b.sync()  // B's deletion loses to it
    try a.sync()

    #expect(report.pulled == 1)
    #expect(b.store.note(note.id)?.body == "edited on A")
    #expect(a.contents == b.contents)
  }

  @Test func garbageInTheFolderIsSkippedReportedAndLeftAlone() throws {
    a.store.create(title: "Fine", body: "ok")
    b.store.create(id: "broken", title: "Local note whose file is garbage", body: "mine")
    try folder.write("{\"truncated\": ", to: "broken.note.json")
    try folder.write("hello", to: "readme.txt")

    let report = try b.sync()
    try a.sync()
    try b.sync()

    #expect(Set(report.warnings.compactMap(\.item)) == ["broken.note.json", "readme.txt"])
    #expect(report.warnings.contains { $0.noteID == "broken" })
    #expect(try String(decoding: folder.contents(of: "broken.note.json"), as: UTF8.self) == "{\"truncated\": ")
    #expect(b.store.note("broken")?.body == "mine")
    #expect(b.contents.map(\.title).contains("Fine"))
  }

  @Test func aNoteWhoseIdentifierCannotBeStoredIsReportedWhileTheOthersSync() throws {
    let overlong = String(repeating: "x", count: 300)
    a.store.create(id: overlong, title: "Unstorable", body: "stays local")
    a.store.create(title: "Fine", body: "ok")

    let report = try a.sync()

    #expect(report.pushed == 1)
    #expect(report.warnings.map(\.noteID) == [overlong])
    #expect(report.warnings.first?.message.contains("cannot be stored") == true)
    #expect(a.store.note(overlong)?.body == "stays local")
  }

  @Test func syncingWithoutASignedInUserFailsAndTouchesNothing() throws {
    let device = TestDevice("C", folder: folder.url, user: nil)
    device.store.create(title: "Private", body: "draft")

    let error = try #require(throws: SyncError.self) { try device.sync() }

    #expect(error.code == .notSignedIn)
    #expect(error.description.contains("Sign in"))
    #expect(device.store.calls.isEmpty)
    #expect(device.state.writeCount == 0)
    #expect(try folder.fileNames().isEmpty)
  }

  @Test func anEmptyDeviceIdentifierIsRejected() throws {
    let engine = SyncEngine(
      localStore: a.store, remote: try FolderRemote(directory: folder.url), session: a.session, stateStore: a.state,
      deviceID: "")
    let error = try #require(throws: SyncError.self) { try engine.sync() }
    #expect(error.code == .invalidDeviceID)
  }

  @Test func syncingAgainWithoutChangesChangesNothing() throws {
    let kept = a.store.create(title: "Kept", body: "v1")
    let gone = b.store.create(title: "Gone", body: "v1")
    try syncAll()
    b.store.delete(gone.id)
    b.store.edit(kept.id, body: "v2")
    try b.sync()
    try syncAll()
    let files = try folder.fileNames()
    let bytes = try files.map(folder.contents(of:))
    let stateWrites = a.state.writeCount + b.state.writeCount
    a.store.resetCalls()
    b.store.resetCalls()

    let reportA = try a.sync()
    let reportB = try b.sync()

    #expect(reportA.changedNothing && reportB.changedNothing)
    #expect(reportA.warnings.isEmpty && reportB.warnings.isEmpty)
    #expect(a.store.calls == [.tombstones, .notes])
    #expect(b.store.calls == [.tombstones, .notes])
    #expect(a.state.writeCount + b.state.writeCount == stateWrites)
    #expect(try folder.fileNames() == files)
    #expect(try files.map(folder.contents(of:)) == bytes)
  }

  @Test func entriesRecordTheUserAndDeviceThatWroteThem() throws {
    let note = b.store.create(title: "Signed", body: "by alice on B")
    try b.sync()
    let entry = try #require(try FolderRemote(directory: folder.url).readEntry(id: note.id))
    #expect(entry.user == "alice")
    #expect(entry.device == "B")
  }

  @Test func aVersionOverwrittenByAConcurrentWriterComesBackAsAConflictCopy() throws {
    let note = a.store.create(title: "Race", body: "v0")
    try syncAll()
    a.store.edit(note.id, body: "from A", at: Date(timeIntervalSince1970: 1_700_001_000))
    b.store.edit(note.id, body: "from B", at: Date(timeIntervalSince1970: 1_700_002_000))
    // B's whole sync runs after A read the entry and before A writes it: A's write overwrites B's version at
    // file level, although B believes its version is in the replica.
    let racingRemote = MockRemote(try FolderRemote(directory: folder.url)) { _ = try b.sync() }
    let engineA = SyncEngine(
      localStore: a.store, remote: racingRemote, session: a.session, stateStore: a.state, deviceID: "A")
    _ = try engineA.sync()
    #expect(racingRemote.calls.first == .listEntries)
    #expect(racingRemote.calls.contains(.writeEntry(note.id)))
    #expect(try FolderRemote(directory: folder.url).readEntry(id: note.id)?.note?.body == "from A")

    let report = try b.sync()
    try a.sync()

    #expect(report.conflicts == 1)
    #expect(Set(a.store.snapshot.map(\.body)) == ["from A", "from B"])
    #expect(a.contents == b.contents)
  }

  @Test func unreadableSyncStateIsResetWithAWarningWithoutDuplicatingNotes() throws {
    a.store.create(title: "One", body: "1")
    b.store.create(title: "Two", body: "2")
    try syncAll()
    let before = a.contents
    a.state.corruptEverything()

    let report = try a.sync()

    #expect(report.warnings.contains { $0.message.contains("sync state is unreadable") })
    #expect(report.conflicts == 0)
    #expect(a.contents == before)
    #expect(try a.sync().changedNothing)
  }

  @Test func purgingRemovesOnlyOldDeletionRecords() throws {
    let gone = a.store.create(title: "Gone", body: "x")
    let kept = a.store.create(title: "Kept", body: "y")
    try syncAll()
    a.store.delete(gone.id)
    try syncAll()
    let engine = try a.makeEngine()

    #expect(try engine.purgeDeletionRecords(deletedBefore: .distantPast) == 0)
    #expect(try engine.purgeDeletionRecords(deletedBefore: .distantFuture) == 1)

    #expect(try folder.fileNames() == [try FolderFileName.name(for: kept.id)])
    try syncAll()
    #expect(a.contents.map(\.id) == [kept.id])
    #expect(a.contents == b.contents)
    #expect(try folder.fileNames().count == 1)
  }

  @Test func aLocalStoreFailureStopsTheSyncWithATypedErrorAndTheNextSyncResumes() throws {
    a.store.create(title: "One", body: "1")
    try a.sync()
    b.store.setFailApply(true)

    let error = try #require(throws: SyncError.self) { _ = try b.sync() }
    #expect(error.code == .localStoreFailed)
    #expect(error.underlyingError is MockLocalStore.Failure)

    b.store.setFailApply(false)
    #expect(try b.sync().pulled == 1)
    #expect(a.contents == b.contents)
  }
}
