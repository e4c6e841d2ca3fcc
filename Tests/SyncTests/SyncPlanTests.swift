import Foundation
import Testing

@testable import Sync

@Suite struct SyncPlanTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  func note(_ body: String, revision: Int = 1, at seconds: TimeInterval = 1_700_000_000) -> SyncNote {
    SyncNote(id: "n", title: "T", body: body, updatedAt: Date(timeIntervalSince1970: seconds), revision: revision)
  }

  func entry(_ note: SyncNote, _ version: [String: Int], device: String = "B") -> SyncRemoteEntry {
    SyncRemoteEntry(state: .note(note), version: SyncVersion(version), user: "u", device: device)
  }

  func deletion(_ version: [String: Int]) -> SyncRemoteEntry {
    SyncRemoteEntry(
      state: .deleted(SyncTombstone(id: "n", deletedAt: now, revision: 2)), version: SyncVersion(version), user: "u",
      device: "B")
  }

  func decide(_ local: SyncPlan.Local, base: SyncRemoteEntry?, remote: SyncRemoteEntry?) -> SyncPlan {
    SyncPlan.decide(id: "n", local: local, base: base, remote: remote, device: "A", now: now)
  }

  @Test func unchangedOnBothSidesDoesNothing() {
    let base = entry(note("v1"), ["A": 1])
    #expect(decide(.note(note("v1")), base: base, remote: base) == .upToDate)
  }

  @Test func localEditIsPushedWithTheNextVersion() {
    let base = entry(note("v1"), ["A": 1])
    let edited = note("v2", revision: 2)
    #expect(decide(.note(edited), base: base, remote: base) == .push(.note(edited), SyncVersion(["A": 2])))
  }

  @Test func remoteEditIsPulledWhenLocalIsUnchanged() {
    let base = entry(note("v1"), ["A": 1])
    let remote = entry(note("v2", revision: 2), ["A": 1, "B": 1])
    #expect(decide(.note(note("v1")), base: base, remote: remote) == .pull(remote))
  }

  @Test func remoteHoldingAVersionThatNeverSawTheBaseIsAConflictEvenIfLocalIsUnchanged() {
    // Our base {A:1, B:1} was overwritten at file level by a writer that started from {A:1}.
    let local = note("mine", revision: 2)
    let base = entry(local, ["A": 1, "B": 1], device: "A")
    let remote = entry(note("theirs", revision: 2, at: 1_700_000_100), ["A": 2], device: "C")
    guard case .conflict(let kept, let other, _, let keep, _) = decide(.note(local), base: base, remote: remote) else {
      Issue.record("expected a conflict")
      return
    }
    #expect(kept == local)
    #expect(other.body == "theirs")
    #expect(keep == .remote)  // the remote edit is later
  }

  @Test func replicaRolledBackToAnAncestorGetsTheBaseBack() {
    let base = entry(note("v2", revision: 2), ["A": 2])
    let older = entry(note("v1"), ["A": 1])
    #expect(decide(.note(note("v2", revision: 2)), base: base, remote: older) == .restore(base))
  }

  @Test func purgedDeletionRecordIsForgottenNotRewritten() {
    #expect(
      decide(.tombstone(SyncTombstone(id: "n", deletedAt: now, revision: 2)), base: deletion(["B": 1]), remote: nil)
        == .forgetBase)
  }

  @Test func locallyMissingSyncedNoteIsPushedAsADeletion() {
    let base = entry(note("v1"), ["A": 1])
    let plan = decide(.absent, base: base, remote: base)
    #expect(plan == .push(.deleted(SyncTombstone(id: "n", deletedAt: now, revision: 2)), SyncVersion(["A": 2])))
  }

  @Test func deletionAgainstAnEditKeepsTheEditEitherWay() {
    let base = entry(note("v1"), ["A": 1])
    let edited = note("v2", revision: 2)
    let tombstone = SyncTombstone(id: "n", deletedAt: now, revision: 2)
    let remoteEdit = entry(edited, ["A": 1, "B": 1])
    #expect(decide(.tombstone(tombstone), base: base, remote: remoteEdit) == .pull(remoteEdit))
    #expect(
      decide(.note(edited), base: base, remote: deletion(["A": 1, "B": 1]))
        == .push(.note(edited), SyncVersion(["A": 2, "B": 1])))
  }

  @Test func keeperIsTheSameWhicheverDeviceDecides() {
    let early = note("early", at: 100)
    let late = note("late", at: 200)
    #expect(SyncPlan.keepsLocal(late, localDevice: "A", over: early, remoteDevice: "B"))
    #expect(!SyncPlan.keepsLocal(early, localDevice: "B", over: late, remoteDevice: "A"))
    let tieA = note("a", at: 100)
    let tieB = note("b", at: 100)
    #expect(
      SyncPlan.keepsLocal(tieA, localDevice: "A", over: tieB, remoteDevice: "B")
        != SyncPlan.keepsLocal(tieB, localDevice: "B", over: tieA, remoteDevice: "A"))
  }
}
