import Foundation
import TestSupport
import Testing

@testable import Storage

/// What the shared conformance tests need: both provided protocols on one object.
typealias ConformingStore = StorageProvidedNoteStore & StorageProvidedKeyValueStore

/// The store implementations the conformance suite runs against.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite
  case inMemory

  var testDescription: String { rawValue }

  /// Runs `body` with a new, empty store of this kind (a SQLite file in a temporary folder, removed after).
  ///
  /// Write the closure as `{ store throws in … }`: when its only `try`s sit inside `#expect(…)`, Swift
  /// otherwise infers a non-throwing closure and rejects them.
  func withStore(clock: TestClock = TestClock(tick: 1), _ body: (any ConformingStore) throws -> Void) throws {
    switch self {
    case .inMemory:
      return try body(InMemoryNoteStore(clock: clock.closure))
    case .sqlite:
      return try withTemporaryDirectory { directory in
        try body(SQLiteNoteStore(path: directory.appendingPathComponent("notes.sqlite").path, clock: clock.closure))
      }
    }
  }
}
