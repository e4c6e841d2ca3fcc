import Foundation

@testable import Sync

/// An in-memory note store that behaves like a real one (edits bump revision and timestamp, deletions leave
/// tombstones, `apply` stores versions exactly) and records every call the engine makes.
///
/// The user-side methods (`create`, `edit`, `delete`) are not recorded. Locked, so a test thread may own it.
final class MockLocalStore: SyncRequiredLocalStore, @unchecked Sendable {
  enum Call: Equatable, Sendable {
    case notes
    case tombstones
    case apply(String)
    case applyDeletion(String)
    case insertNew(title: String)
  }

  struct Failure: Error, Equatable {}

  let name: String
  private let lock = NSLock()
  private var notesByID: [String: SyncNote] = [:]
  private var tombstonesByID: [String: SyncTombstone] = [:]
  private var recorded: [Call] = []
  private var nextNumber = 1
  private var clock: TimeInterval
  private var failApply = false
  private var users: Set<String> = []
  private var pendingBeforeWrite: (@Sendable (MockLocalStore, String) -> Void)?

  /// - Parameters:
  ///   - name: Prefix of identifiers this store creates.
  ///   - clockStart: Seconds since 1970 of the first edit; every edit advances the clock by one second.
  init(name: String, clockStart: TimeInterval = 1_700_000_000) {
    self.name = name
    clock = clockStart
  }

  // MARK: SyncRequiredLocalStore

  func notes(ownedBy user: String) throws -> [SyncNote] {
    locked {
      recorded.append(.notes)
      users.insert(user)
      return notesByID.values.sorted { $0.id < $1.id }
    }
  }

  func tombstones(ownedBy user: String) throws -> [SyncTombstone] {
    locked {
      recorded.append(.tombstones)
      users.insert(user)
      return tombstonesByID.values.sorted { $0.id < $1.id }
    }
  }

  func state(ofNote id: String, ownedBy user: String) throws -> SyncLocalState {
    locked { stateLocked(id) }
  }

  func apply(_ note: SyncNote, ownedBy user: String, replacing expected: SyncLocalState) throws {
    runBeforeWrite(note.id)
    try locked {
      recorded.append(.apply(note.id))
      users.insert(user)
      if failApply { throw Failure() }
      guard stateLocked(note.id) == expected else { throw SyncLocalChangeConflict(noteID: note.id) }
      notesByID[note.id] = note
      tombstonesByID[note.id] = nil
    }
  }

  func applyDeletion(id: String, ownedBy user: String, replacing expected: SyncLocalState) throws {
    runBeforeWrite(id)
    try locked {
      recorded.append(.applyDeletion(id))
      users.insert(user)
      guard stateLocked(id) == expected else { throw SyncLocalChangeConflict(noteID: id) }
      removeLocked(id)
    }
  }

  func insertNew(title: String, body: String, ownedBy user: String) throws -> SyncNote {
    locked {
      recorded.append(.insertNew(title: title))
      users.insert(user)
      return createLocked(id: nil, title: title, body: body)
    }
  }

  /// Runs once before the next `apply` or `applyDeletion`, outside the lock: a user edit landing while a sync runs.
  func beforeNextWrite(_ action: @escaping @Sendable (MockLocalStore, String) -> Void) {
    locked { pendingBeforeWrite = action }
  }

  /// The users the engine named in its calls.
  var namedUsers: Set<String> { locked { users } }

  private func runBeforeWrite(_ id: String) {
    let action: (@Sendable (MockLocalStore, String) -> Void)? = locked {
      defer { pendingBeforeWrite = nil }
      return pendingBeforeWrite
    }
    action?(self, id)
  }

  private func stateLocked(_ id: String) -> SyncLocalState {
    if let note = notesByID[id] { return .note(note) }
    if let tombstone = tombstonesByID[id] { return .tombstone(tombstone) }
    return .absent
  }

  // MARK: User side

  /// Creates a note as a user would.
  @discardableResult
  func create(id: String? = nil, title: String, body: String) -> SyncNote {
    locked { createLocked(id: id, title: title, body: body) }
  }

  /// Edits a note as a user would; `nil` when it does not exist.
  @discardableResult
  func edit(_ id: String, title: String? = nil, body: String, at date: Date? = nil) -> SyncNote? {
    locked {
      guard var note = notesByID[id] else { return nil }
      note.title = title ?? note.title
      note.body = body
      note.revision += 1
      note.updatedAt = date ?? tick()
      notesByID[id] = note
      return note
    }
  }

  /// Deletes a note as a user would, leaving a tombstone.
  func delete(_ id: String) {
    locked { removeLocked(id) }
  }

  /// Makes `apply` throw until called again with `false`.
  func setFailApply(_ fails: Bool) { locked { failApply = fails } }

  /// The current notes, sorted by identifier.
  var snapshot: [SyncNote] { locked { notesByID.values.sorted { $0.id < $1.id } } }

  /// The current note with this identifier.
  func note(_ id: String) -> SyncNote? { locked { notesByID[id] } }

  /// The calls the engine made since the last `resetCalls()`.
  var calls: [Call] { locked { recorded } }

  func resetCalls() { locked { recorded = [] } }

  // MARK: Private

  private func createLocked(id: String?, title: String, body: String) -> SyncNote {
    let id = id ?? "\(name)-\(nextNumber)"
    nextNumber += 1
    let note = SyncNote(id: id, title: title, body: body, updatedAt: tick(), revision: 1)
    notesByID[id] = note
    tombstonesByID[id] = nil
    return note
  }

  private func removeLocked(_ id: String) {
    guard let note = notesByID.removeValue(forKey: id) else { return }
    tombstonesByID[id] = SyncTombstone(id: id, deletedAt: tick(), revision: note.revision + 1)
  }

  private func tick() -> Date {
    clock += 1
    return Date(timeIntervalSince1970: clock)
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
