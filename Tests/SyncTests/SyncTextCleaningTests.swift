import Foundation
import TestSupport
import Testing

@testable import Sync

/// The engine only ever compares and pushes clean text: a local note holding control characters (stored before titles
/// were cleaned, or a pasted terminal escape) is cleaned once, and never turns into a loop of conflict copies.
@Suite struct SyncTextCleaningTests {
  @Test func aLocalNoteWithControlCharactersIsCleanedOnceAndSyncsWithoutConflictCopies() throws {
    let folder = try TemporaryFolder()
    let a = TestDevice("A", folder: folder.url)
    let b = TestDevice("B", folder: folder.url, clockStart: 1_700_000_000.5)
    let raw = a.store.create(title: "Old\ttitle\u{1B}[1m", body: "line one\r\nline two\u{1B}]0;x\u{07}")

    let first = try a.sync()
    try b.sync()
    let again = try a.sync()
    let andAgain = try b.sync()

    let clean = try #require(a.store.note(raw.id))
    #expect(clean.title == "Old title[1m")
    #expect(clean.body == "line one\r\nline two]0;x")
    #expect(clean.revision == raw.revision)
    #expect(first.pushed == 1)
    #expect(again.changedNothing && andAgain.changedNothing, "\(again) / \(andAgain)")
    #expect(a.contents == b.contents)
    #expect(a.store.snapshot.count == 1)
  }

  @Test func titlesAndBodiesAreCleanedTheWayTheDocsSay() {
    #expect(SyncText.cleanTitle("a\nb\r\tc\u{0}d\u{7F}e\u{85}f\u{202E}g\u{2028}h") == "a b  cdefg h")
    #expect(SyncText.cleanBody("a\nb\r\tc\u{0}d\u{1B}e\u{2066}f") == "a\nb\r\tcdef")
    #expect(SyncText.escaped("x\u{1B}]0;t\u{07}\n") == "x\\u{1B}]0;t\\u{7}\\u{A}")
    #expect(SyncText.isValidNoteID("5D2C1A3B-0000-4000-8000-000000000001"))
    #expect(!SyncText.isValidNoteID("a.b") && !SyncText.isValidNoteID("") && !SyncText.isValidNoteID("ä"))
  }
}
