import Foundation
import TestSupport
import Testing

@testable import Sync

/// Many interleaved edits, deletions and syncs on two or three devices. Every edit appends a unique token line to a note's
/// body, so an edit is lost exactly when its token is in no note at the end, unless a device deleted a note
/// that already contained it (a deliberate deletion of what the user saw).
@Suite struct SyncEngineRandomizedTests {
  struct Totals {
    var conflicts = 0
    var deleted = 0
    var pulled = 0
  }

  @Test func seededInterleavedEditsAndDeletesConvergeWithoutLosingAnEdit() throws {
    var totals = Totals()
    for seed: UInt64 in [1, 2, 3, 42, 2024, 99_991] {
      try runScenario(seed: seed, deviceCount: 2, steps: 160, totals: &totals)
    }
    for seed: UInt64 in [7, 8] {
      try runScenario(seed: seed, deviceCount: 3, steps: 200, totals: &totals)
    }
    // The scenarios must exercise the interesting paths, or the property above proves little.
    #expect(totals.conflicts > 0)
    #expect(totals.deleted > 0)
    #expect(totals.pulled > 0)
  }

  /// Random steps on `deviceCount` devices, then two sync rounds over all devices.
  func runScenario(seed: UInt64, deviceCount: Int, steps: Int, totals: inout Totals) throws {
    let folder = try TemporaryFolder()
    let devices = ["A", "B", "C"].prefix(deviceCount).enumerated().map { index, name in
      TestDevice(name, folder: folder.url, clockStart: 1_700_000_000 + Double(index) / 4)
    }
    let ledger = TokenLedger()
    var random = SplitMix64(seed: seed)
    func record(_ report: SyncReport) {
      totals.conflicts += report.conflicts
      totals.deleted += report.deleted
      totals.pulled += report.pulled
      #expect(report.warnings.isEmpty, "seed \(seed): \(report.warnings)")
    }

    for _ in 0..<steps {
      let device = devices[Int.random(in: 0..<devices.count, using: &random)]
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<12:
        device.store.create(title: "Note", body: ledger.newToken(on: device.name))
      case 12..<62:
        guard let note = device.store.snapshot.randomElement(using: &random) else { continue }
        let title = Bool.random(using: &random) ? note.title : "Title \(Int.random(in: 0..<5, using: &random))"
        device.store.edit(note.id, title: title, body: note.body + "\n" + ledger.newToken(on: device.name))
      case 62..<72:
        guard let note = device.store.snapshot.randomElement(using: &random) else { continue }
        ledger.deleted(note.body)
        device.store.delete(note.id)
      default:
        record(try device.sync())
      }
    }
    for device in devices + devices { record(try device.sync()) }

    for device in devices.dropFirst() {
      #expect(device.contents == devices[0].contents, "seed \(seed) did not converge on \(device.name)")
    }
    let lost = ledger.lostTokens(surviving: devices[0].store.snapshot)
    #expect(lost.isEmpty, "seed \(seed) lost edits \(lost.sorted())")
    for device in devices { #expect(try device.sync().changedNothing, "seed \(seed): not idempotent") }
  }

  @Test func twoDevicesSyncingAtTheSameTimeThroughOneFolderConvergeWithoutLosingAnEdit() throws {
    let folder = try TemporaryFolder()
    let devices = [
      TestDevice("A", folder: folder.url),
      TestDevice("B", folder: folder.url, clockStart: 1_700_000_000.5),
    ]
    let ledger = TokenLedger()
    for _ in 0..<4 { devices[0].store.create(title: "Shared", body: ledger.newToken(on: "A")) }
    try devices[0].sync()
    try devices[1].sync()
    let failures = LockedList<String>()

    // Each thread plays one app instance: its own engine and FolderRemote per sync, like separate processes.
    DispatchQueue.concurrentPerform(iterations: devices.count) { index in
      let device = devices[index]
      var random = SplitMix64(seed: UInt64(index) + 7)
      do {
        for _ in 0..<30 {
          if Int.random(in: 0..<10, using: &random) == 0 {
            device.store.create(title: "New", body: ledger.newToken(on: device.name))
          } else if let note = device.store.snapshot.randomElement(using: &random) {
            device.store.edit(note.id, body: note.body + "\n" + ledger.newToken(on: device.name))
          }
          _ = try device.sync()
        }
      } catch {
        failures.append("\(device.name): \(error)")
      }
    }

    #expect(failures.values.isEmpty)
    for device in [devices[0], devices[1], devices[0]] { try device.sync() }
    #expect(devices[0].contents == devices[1].contents)
    #expect(ledger.lostTokens(surviving: devices[0].store.snapshot).isEmpty)
    #expect(try folder.fileNames().allSatisfy { !$0.hasPrefix(".") })
  }
}

/// Hands out unique tokens and remembers which ones a deletion legitimately removed.
final class TokenLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var created: Set<String> = []
  private var deletedWhileVisible: Set<String> = []
  private var counter = 0

  func newToken(on device: String) -> String {
    lock.withLock {
      counter += 1
      let token = "token:\(device)\(counter)"
      created.insert(token)
      return token
    }
  }

  /// Records the tokens of a note body a user deleted.
  func deleted(_ body: String) {
    lock.withLock { deletedWhileVisible.formUnion(Self.tokens(in: body)) }
  }

  /// Tokens that are in no surviving note and were not in a note when a user deleted it.
  func lostTokens(surviving notes: [SyncNote]) -> Set<String> {
    let present = notes.reduce(into: Set<String>()) { $0.formUnion(Self.tokens(in: $1.body)) }
    return lock.withLock { created.subtracting(present).subtracting(deletedWhileVisible) }
  }

  static func tokens(in body: String) -> Set<String> {
    Set(body.split(separator: "\n").map(String.init).filter { $0.hasPrefix("token:") })
  }
}
