import Foundation
import TestSupport
import Testing
import ZRouter

@testable import Editor

@Suite struct EditorErrorTests {
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  @Test func eachKindHasItsCodeAndSaysWhatToDo() {
    let cases: [(EditorError, EditorError.Code, String)] = [
      (EditorError.notSignedIn(sessionRouted: true), .notSignedIn, "Sign in, then save again"),
      (
        EditorError.notSignedIn(sessionRouted: false), .notSignedIn,
        "Route RoutableService<any EditorRequiredSession>"
      ),
      (
        EditorError.storeUnavailable(step: "save the note"), .storeUnavailable,
        "Route RoutableService<any EditorRequiredNoteStore>"
      ),
      (
        EditorError.storeFailed(step: "save the note", underlying: DiskFull()), .storeFailed,
        "could not save the note: disk full"
      ),
      (EditorError.noteNotFound(id: "n9"), .noteNotFound, "The note \"n9\" does not exist"),
      (EditorError.conflict(id: "n9", editedRevision: 3, currentRevision: 4), .conflict, "your edit was not saved"),
      (EditorError.conflict(id: "n9", editedRevision: 3, currentRevision: nil), .conflict, "was deleted since"),
    ]
    for (error, code, phrase) in cases {
      #expect(error.code == code)
      #expect(error.description.contains(phrase), "\(error.description)")
      #expect(error.localizedDescription == error.description)
      #expect(!error.description.contains("\n"))
    }
    let codes: Set<EditorError.Code> = [.notSignedIn, .storeUnavailable, .storeFailed, .noteNotFound, .conflict]
    #expect(Set(cases.map(\.1)) == codes)
    #expect(Set(codes.map(\.description)).count == codes.count, "every code has its own name")
  }

  @Test func aStoreErrorThatIsASentenceLeavesNoDoubledPeriod() {
    struct SentenceError: Error, CustomStringConvertible {
      var description: String { "The disk is full." }
    }
    let errors = [
      EditorError.notSignedIn(sessionRouted: true), EditorError.notSignedIn(sessionRouted: false),
      EditorError.storeUnavailable(step: "save the note"),
      EditorError.storeFailed(step: "save the note", underlying: SentenceError()),
      EditorError.noteNotFound(id: "n9."), EditorError.conflict(id: "n9", editedRevision: 3, currentRevision: 4),
      EditorError.conflict(id: "n9", editedRevision: 3, currentRevision: nil),
    ]
    for error in errors {
      #expect(!error.description.hasDoubledPeriod, "\(error.description)")
      #expect(error.description.hasSuffix("."), "\(error.description)")
    }
    #expect(errors[3].description.contains("could not save the note: The disk is full. Your text"))
  }

  @Test func underlyingErrorAndNoteIDBelongToTheirCodesOnly() {
    let failed = EditorError.storeFailed(step: "save the note", underlying: DiskFull())
    #expect(failed.underlyingError is DiskFull)
    #expect(failed.noteID == nil)
    let missing = EditorError.noteNotFound(id: "n9")
    #expect(missing.noteID == "n9")
    #expect(missing.underlyingError == nil)
  }
}
