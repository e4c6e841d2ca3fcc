import Foundation
import TestSupport
import Testing

@testable import ZRouterCore

/// Snapshots and deep links are untrusted input: seeded fuzzing shows they never crash or hang, and whatever is
/// accepted restores within the limits.
@MainActor @Suite struct NavigationFuzzTests {
  /// How many inputs to try: `ZROUTER_FUZZ_COUNT` (CI sets it), or 3 000, capped at 20 000 per kind.
  static var fuzzCount: Int {
    min(ProcessInfo.processInfo.environment["ZROUTER_FUZZ_COUNT"].flatMap { Int($0) } ?? 3_000, 20_000)
  }

  static let tokens = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\"version\"", "\"entries\"", "\"screen\"", "\"url\"", "\"routable\"",
    "\"transition\"", "\"push\"", "\"present\"", "1", "0", "-1", "2", "1e9", "99999999999999999999", "null", "true",
    "\"nav://notes/1\"", "\"NavSettingsInput\"", "\"\"", " ", "\n", "\u{0}", "二", "\"\\u0000\"", "\"\\ud800\"",
  ]

  static func validData() throws -> Data {
    try NavigationSnapshot(entries: [
      .init(.url("nav://notes"), .push), .init(.url("nav://notes/42"), .push),
      .init(.routable("NavSettingsInput"), .push), .init(.url("nav://compose/x"), .present),
    ]).encoded()
  }

  @Test func hostileSnapshotDataIsRefusedOrRestoredNeverCrashes() throws {
    let valid = try Self.validData()
    var random = SplitMix64(seed: 7)
    try NavigationFixtures.run {
      var accepted = 0
      for round in 0..<Self.fuzzCount {
        var bytes: [UInt8]
        switch round % 3 {
        case 0:
          // Mutate a valid snapshot: flip, insert and delete bytes.
          bytes = Array(valid)
          for _ in 0..<Int.random(in: 1...4, using: &random) {
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
            default: if bytes.count > 1 { bytes.remove(at: index) }
            }
          }
        case 1:
          bytes = Array(
            (0..<Int.random(in: 0...40, using: &random)).map { _ in random.pick(Self.tokens) }.joined().utf8)
        default:
          bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        guard let snapshot = try? NavigationSnapshot(decoding: Data(bytes)) else { continue }
        accepted += 1
        #expect(snapshot.entries.count <= NavigationSnapshot.maximumEntryCount)
        if accepted % 25 == 0 {
          let host = NavigationFixtures.makeHost()
          let result = try #require(NavigationFixtures.restoreNow(snapshot, on: host))
          #expect(result.shown.count + result.dropped.count <= snapshot.entries.count + 1)
        }
      }
      #expect(accepted > 0)
    }
  }

  @Test func oversizedDeepAndLongSnapshotsAreRefusedQuickly() {
    let cases: [(Data, ModuleErrorCodeOf<NavigationError>)] = [
      (Data(repeating: UInt8(ascii: " "), count: NavigationSnapshot.maximumByteCount + 1), .snapshotTooLarge),
      (Data((String(repeating: "[", count: 60_000)).utf8), .unreadableSnapshot),
      (Data(("{\"version\":1,\"entries\":" + String(repeating: "[", count: 20)).utf8), .unreadableSnapshot),
      (
        Data(
          (#"{"version":1,"entries":["#
            + Array(repeating: #"{"screen":{"url":"nav://notes"},"transition":"push"}"#, count: 65)
            .joined(separator: ",") + "]}").utf8), .snapshotTooDeep
      ),
      (
        Data(
          (#"{"version":1,"entries":[{"screen":{"url":""#
            + String(repeating: "a", count: NavigationSnapshot.maximumNameByteCount + 1)
            + #""},"transition":"push"}]}"#).utf8), .unreadableSnapshot
      ),
      (Data(#"{"version":1,"entries":[{"screen":{},"transition":"push"}]}"#.utf8), .unreadableSnapshot),
      (Data(#"{"version":0,"entries":[]}"#.utf8), .unreadableSnapshot),
      (Data(), .unreadableSnapshot),
    ]
    for (data, code) in cases {
      let error = #expect(throws: NavigationError.self) { try NavigationSnapshot(decoding: data) }
      #expect(error?.code == code, "\(data.count) bytes")
    }
  }

  @Test func hostileDeepLinksArePlannedOrRefusedNeverCrash() throws {
    let pieces = [
      "nav://", "nav:", "notes", "/", "//", "42", "history", "compose", "?", "#", "&", "=", "%", "%2F", "%E4%BA",
      "二", " ", "\u{0}", "..", ":", "transition=present", "action=x", "NAV://NOTES",
    ]
    var random = SplitMix64(seed: 11)
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      for round in 0..<Self.fuzzCount {
        let url = (0..<Int.random(in: 0...10, using: &random)).map { _ in random.pick(pieces) }.joined()
        guard let plan = try? host.navigationPlan(forDeepLink: url) else { continue }
        #expect(plan.opened.count <= NavigationSnapshot.maximumEntryCount)
        if round % 10 == 0 {
          let result = try #require(NavigationFixtures.applyNow(plan, on: host))
          #expect(result.problem == nil || result.problem?.code == .stepFailed, "\(url)")
        }
      }
      let long = "nav://notes/" + String(repeating: "a/", count: 10_000)
      #expect(throws: NavigationError.self) { try host.navigationPlan(forDeepLink: long) }
    }
  }
}
