import Editor
import Foundation

/// An in-memory ``EditorRequiredNoteStore`` that records every call and can be told to fail.
///
/// `saveNote` gives a new note the identifier `note-<n>` and bumps the revision of every saved note. Like a real
/// store it saves conditionally: a note whose revision is not the stored one throws `EditorSaveConflict`.
final class MockNoteStore: EditorRequiredNoteStore, @unchecked Sendable {
  /// One call the store received, in order.
  enum Call: Equatable {
    case loadNote(id: String)
    case saveNote(EditorNote)
  }

  /// What the store throws when `failure` is set.
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the mock note store's disk is full" }
  }

  private let lock = NSLock()
  private var _notes: [String: EditorNote]
  private var _calls: [Call] = []
  private var _failure: Failure?
  private var _lastID = 0

  /// A store holding `notes` (each must have an `id`).
  init(notes: [EditorNote] = []) {
    _notes = Dictionary(notes.compactMap { note in note.id.map { ($0, note) } }, uniquingKeysWith: { _, last in last })
  }

  /// Replaces a stored note as another editor, process or sync would, without recording a call.
  func replace(_ note: EditorNote) {
    lock.withLock { _notes[note.id ?? ""] = note }
  }

  /// Every call so far.
  var calls: [Call] { lock.withLock { _calls } }
  /// The stored notes by identifier, without recording a call.
  var notes: [String: EditorNote] { lock.withLock { _notes } }
  /// When set, every call throws it (after being recorded).
  var failure: Failure? {
    get { lock.withLock { _failure } }
    set { lock.withLock { _failure = newValue } }
  }

  func loadNote(id: String) throws -> EditorNote? {
    try lock.withLock {
      _calls.append(.loadNote(id: id))
      if let _failure { throw _failure }
      return _notes[id]
    }
  }

  func saveNote(_ note: EditorNote) throws -> EditorNote {
    try lock.withLock {
      _calls.append(.saveNote(note))
      if let _failure { throw _failure }
      if let id = note.id, let current = _notes[id], current.revision != note.revision {
        throw EditorSaveConflict(noteID: id, currentRevision: current.revision)
      }
      var stored = note
      if stored.id == nil {
        _lastID += 1
        stored.id = "note-\(_lastID)"
      }
      stored.revision = (_notes[stored.id ?? ""]?.revision ?? stored.revision) + 1
      _notes[stored.id ?? ""] = stored
      return stored
    }
  }
}
