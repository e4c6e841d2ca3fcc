import Testing

@testable import Sync

@Suite struct SyncVersionTests {
  @Test func incrementingMakesADescendant() {
    let base = SyncVersion().incremented(for: "A")
    let next = base.incremented(for: "B")
    #expect(next.counters == ["A": 1, "B": 1])
    #expect(next.compare(to: base) == .after)
    #expect(base.compare(to: next) == .before)
    #expect(next.compare(to: next) == .equal)
  }

  @Test func versionsWrittenWithoutSeeingEachOtherAreConcurrent() {
    let base = SyncVersion(["A": 1])
    let fromA = base.incremented(for: "A")
    let fromB = base.incremented(for: "B")
    #expect(fromA.compare(to: fromB) == .concurrent)
    #expect(fromB.compare(to: fromA) == .concurrent)
  }

  @Test func mergingDescendsFromBothSides() {
    let fromA = SyncVersion(["A": 3, "B": 1])
    let fromB = SyncVersion(["A": 1, "B": 2])
    let merged = fromA.merged(with: fromB)
    #expect(merged.counters == ["A": 3, "B": 2])
    #expect(merged.incremented(for: "C").compare(to: fromA) == .after)
    #expect(merged.incremented(for: "C").compare(to: fromB) == .after)
  }

  @Test func zeroCountersAreIgnored() {
    #expect(SyncVersion(["A": 0, "B": 2]) == SyncVersion(["B": 2]))
    #expect(SyncVersion(["A": 0]).compare(to: SyncVersion()) == .equal)
  }
}
