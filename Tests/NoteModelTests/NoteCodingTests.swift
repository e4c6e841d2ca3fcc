import Foundation
import NoteModel
import Testing

/// The shared note values survive a `Codable` round trip unchanged, their dates exactly (not just to the second).
struct NoteCodingTests {
  /// A date with a fraction of a second that a millisecond or decimal encoding would round.
  let oddDate = Date(timeIntervalSinceReferenceDate: 786_123_456.123_456_789)

  @Test func noteRoundTripsThroughJSONUnchanged() throws {
    let note = Note(
      id: "é-note", title: "Groceries", body: "milk\n- bread", updatedAt: oddDate, revision: 3, owner: "ada")
    let decoded = try JSONDecoder().decode(Note.self, from: JSONEncoder().encode(note))
    #expect(decoded == note)
    #expect(decoded.updatedAt.timeIntervalSinceReferenceDate == oddDate.timeIntervalSinceReferenceDate)
  }

  @Test func tombstoneRoundTripsThroughJSONUnchanged() throws {
    let tombstone = NoteTombstone(id: "n1", deletedAt: oddDate, revision: 4, owner: "ada")
    let decoded = try JSONDecoder().decode(NoteTombstone.self, from: JSONEncoder().encode(tombstone))
    #expect(decoded == tombstone)
    #expect(decoded.deletedAt.timeIntervalSinceReferenceDate == oddDate.timeIntervalSinceReferenceDate)
  }

  @Test func idsKeepTheirBytesThroughJSON() throws {
    // "é" decomposed: a store tells it from the precomposed "é" by its bytes, so coding must not normalize it.
    let decomposed = Note(id: "cafe\u{301}", title: "", body: "", updatedAt: oddDate)
    let decoded = try JSONDecoder().decode(Note.self, from: JSONEncoder().encode(decomposed))
    #expect(Array(decoded.id.utf8) == Array("cafe\u{301}".utf8))
    #expect(Array(decoded.id.utf8) != Array("caf\u{E9}".utf8))
  }

  @Test func stateCarriesTheRevisionAndOwnerOfWhatItHolds() {
    let note = Note(id: "n1", title: "t", body: "b", updatedAt: oddDate, revision: 2, owner: "ada")
    let tombstone = NoteTombstone(id: "n1", deletedAt: oddDate, revision: 3, owner: "bob")
    #expect(NoteState.absent.revision == 0 && NoteState.absent.owner == nil)
    #expect(NoteState.note(note).revision == 2 && NoteState.note(note).owner == "ada")
    #expect(NoteState.deleted(tombstone).revision == 3 && NoteState.deleted(tombstone).owner == "bob")
  }
}
