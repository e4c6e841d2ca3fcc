import Foundation
import TestSupport
import Testing
import ZRouter

@testable import Storage

/// Every error names what went wrong and says what to do.
@Suite struct StorageErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let error: StorageError
    let code: StorageError.Code
    let mentions: [String]
    var testDescription: String { code.description }
  }

  static let cases: [Case] = [
    Case(
      error: .openFailed(path: "/x/notes.sqlite", resultCode: 14, message: "unable to open"), code: .openFailed,
      mentions: ["/x/notes.sqlite", "unable to open", "writable"]),
    Case(
      error: .corrupt(path: "/x/notes.sqlite", detail: "file is not a database"), code: .corrupt,
      mentions: ["/x/notes.sqlite", "file is not a database", "Move it aside", "backup"]),
    Case(
      error: .unsupportedSchema(path: "/x/notes.sqlite", found: 9, supported: 1), code: .unsupportedSchema,
      mentions: ["schema version 9", "up to 1", "update the app"]),
    Case(
      error: .busy(path: "/x/notes.sqlite", operation: "run \"BEGIN IMMEDIATE\""), code: .busy,
      mentions: ["/x/notes.sqlite", "locked", "Close other processes"]),
    Case(
      error: .sqlite(resultCode: 13, message: "database or disk is full", operation: "run \"COMMIT\""), code: .sqlite,
      mentions: ["result code 13", "disk is full", "free some space"]),
    Case(error: .notFound(id: "abc"), code: .notFound, mentions: ["\"abc\"", "allNotes()", "tombstones()"]),
    Case(
      error: .invalidNote(id: "", reason: "its id is empty; use a UUID string"), code: .invalidNote,
      mentions: ["use a UUID string"]),
  ]

  @Test(arguments: cases)
  func descriptionNamesTheProblemAndTheRemedy(_ testCase: Case) {
    let error = testCase.error
    #expect(error.code == testCase.code)
    for phrase in testCase.mentions {
      #expect(error.description.contains(phrase), "\(error.description) lacks \"\(phrase)\"")
    }
  }

  @Test func reasonsThatAreSentencesLeaveNoDoubledPeriod() {
    let sentence = "The disk is full."
    let errors: [StorageError] = [
      .openFailed(path: "/x/notes.sqlite", resultCode: 14, message: sentence),
      .corrupt(path: "/x/notes.sqlite", detail: sentence),
      .unsupportedSchema(path: "/x/notes.sqlite", found: 9, supported: 1),
      .busy(path: "/x/notes.sqlite", operation: "run \"COMMIT\""),
      .sqlite(resultCode: 13, message: sentence, operation: "run \"COMMIT\""),
      .sqlite(resultCode: 1, message: sentence, operation: "run \"COMMIT\""),
      .notFound(id: "abc."), .invalidNote(id: "abc", reason: "its id is empty; use a UUID string."),
      .conflict(id: "abc", expected: "revision 1", found: "revision 2"), .closed(path: "/x/notes.sqlite"),
    ]
    for error in errors {
      #expect(!error.description.hasDoubledPeriod, "\(error.description)")
      #expect(!error.description.contains(".)"), "a quoted sentence keeps its period: \(error.description)")
      #expect(error.localizedDescription == error.description)
    }
    #expect(Set(errors.map(\.code)).count == 9, "every code is checked")
  }

  @Test func onlySQLiteFailuresCarryAResultCode() {
    #expect(StorageError.sqlite(resultCode: 1811, message: "m", operation: "o").sqliteResultCode == 1811)
    #expect(StorageError.openFailed(path: "p", resultCode: 14, message: "m").sqliteResultCode == 14)
    #expect(StorageError.notFound(id: "a").sqliteResultCode == nil)
  }
}
