import Foundation

/// One run of the engine: reads both sides once, then decides and executes a ``SyncPlan`` per note.
///
/// Bases change as notes are synced; the engine saves them when the pass ends, even when it ends with an error, so
/// the next sync resumes where this one stopped.
struct SyncPass {
  let local: any SyncRequiredLocalStore
  let remote: any SyncRequiredRemote
  let user: String
  let device: String
  let now: Date
  var bases: [String: SyncRemoteEntry]
  var basesChanged = false
  var report = SyncReport()

  /// How many times a note is re-planned when the replica changes it between listing and writing.
  static let attemptsPerNote = 3

  mutating func run() throws {
    let listing = try remoteCall("list its entries") { try remote.listEntries() }
    report.warnings += listing.warnings
    var skipped = Set(listing.warnings.compactMap(\.noteID))
    var remoteByID: [String: SyncRemoteEntry] = [:]
    for entry in listing.entries {
      if remoteByID.updateValue(entry, forKey: entry.id) != nil {
        skipped.insert(entry.id)
        report.warnings.append(
          SyncWarning(noteID: entry.id, message: "the replica lists this note more than once; it was left untouched"))
      }
    }
    var localByID: [String: SyncPlan.Local] = [:]
    for tombstone in try localCall("list tombstones", { try local.tombstones() }) {
      localByID[tombstone.id] = .tombstone(tombstone)
    }
    for note in try localCall("list notes", { try local.notes() }) {
      localByID[note.id] = .note(note)
    }
    let ids = Set(localByID.keys).union(remoteByID.keys).union(bases.keys).subtracting(skipped).sorted()
    for id in ids {
      do {
        try syncNote(id: id, local: localByID[id] ?? .absent, remote: remoteByID[id])
      } catch let error as SyncError where error.code == .invalidNoteID || error.code == .unreadableEntry {
        report.warnings.append(SyncWarning(noteID: id, message: "skipped: \(error)"))
      }
    }
  }

  private mutating func syncNote(id: String, local: SyncPlan.Local, remote listed: SyncRemoteEntry?) throws {
    var remoteEntry = listed
    for _ in 0..<Self.attemptsPerNote {
      let plan = SyncPlan.decide(
        id: id, local: local, base: bases[id], remote: remoteEntry, device: device, now: now)
      if plan.writesRemote {
        // Narrow the window for concurrent writers: re-plan if the entry moved since it was listed.
        let fresh = try remoteCall("read note \"\(id)\"") { try remote.readEntry(id: id) }
        if fresh != remoteEntry {
          remoteEntry = fresh
          continue
        }
      }
      try execute(plan, id: id)
      return
    }
    report.warnings.append(
      SyncWarning(
        noteID: id,
        message: "the replica changed this note \(Self.attemptsPerNote) times during the sync; it will be synced "
          + "next time"))
  }

  private mutating func execute(_ plan: SyncPlan, id: String) throws {
    switch plan {
    case .upToDate:
      break
    case .forgetBase:
      setBase(nil, for: id)
    case .recordBase(let entry):
      setBase(entry, for: id)
    case .pull(let entry):
      try applyLocally(entry)
      setBase(entry, for: id)
    case .push(let state, let version):
      let entry = SyncRemoteEntry(state: state, version: version, user: user, device: device)
      try write(entry)
      setBase(entry, for: id)
    case .restore(let base):
      try write(base)
    case .conflict(let localNote, let remoteNote, let entry, let keep, let version):
      report.conflicts += 1
      switch keep {
      case .remote:
        try pushConflictCopy(of: localNote, from: device)
        try applyLocally(entry)
        setBase(entry, for: id)
      case .local:
        try pushConflictCopy(of: remoteNote, from: entry.device)
        let kept = SyncRemoteEntry(state: .note(localNote), version: version, user: user, device: device)
        try write(kept)
        setBase(kept, for: id)
      }
    }
  }

  /// Saves `note`'s content as a brand-new note, locally and in the replica.
  private mutating func pushConflictCopy(of note: SyncNote, from writer: String) throws {
    let title = note.title.isEmpty ? "Untitled" : note.title
    let copy = try localCall("create a conflict copy of note \"\(note.id)\"") {
      try local.insertNew(title: "\(title) (conflict copy from \(writer))", body: note.body)
    }
    let entry = SyncRemoteEntry(
      state: .note(copy), version: SyncVersion().incremented(for: device), user: user, device: device)
    try write(entry)
    setBase(entry, for: copy.id)
    report.conflictCopyIDs.append(copy.id)
  }

  private mutating func applyLocally(_ entry: SyncRemoteEntry) throws {
    switch entry.state {
    case .note(let note):
      try localCall("store note \"\(note.id)\"") { try local.apply(note) }
      report.pulled += 1
    case .deleted(let tombstone):
      try localCall("delete note \"\(tombstone.id)\"") { try local.applyDeletion(id: tombstone.id) }
      report.deleted += 1
    }
  }

  private mutating func write(_ entry: SyncRemoteEntry) throws {
    try remoteCall("write note \"\(entry.id)\"") { try remote.writeEntry(entry) }
    if entry.isDeletion { report.deleted += 1 } else { report.pushed += 1 }
  }

  private mutating func setBase(_ entry: SyncRemoteEntry?, for id: String) {
    guard bases[id] != entry else { return }
    bases[id] = entry
    basesChanged = true
  }

  private func remoteCall<T>(_ operation: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SyncError {
      throw error
    } catch {
      throw SyncError(.remoteFailed(operation: operation, underlying: error))
    }
  }

  private func localCall<T>(_ operation: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw SyncError(.localStoreFailed(operation: operation, underlying: error))
    }
  }
}
