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

  /// How many times a note is re-planned when the replica or the local store changes it between reading and writing.
  static let attemptsPerNote = 3

  mutating func run() throws {
    let listing = try remoteCall("list its entries") { try remote.listEntries() }
    report.warnings += listing.warnings
    var skipped = Set(listing.warnings.compactMap(\.noteID))
    var remoteByID: [String: SyncRemoteEntry] = [:]
    for listed in listing.entries {
      let item = listing.itemNames[listed.id]
      let entry: SyncRemoteEntry
      do {
        entry = try acceptable(listed)
      } catch {
        skipped.insert(listed.id)
        report.warnings.append(SyncWarning(item: item, noteID: listed.id, message: "skipped: \(error.reason)"))
        continue
      }
      if remoteByID.updateValue(entry, forKey: entry.id) != nil {
        skipped.insert(entry.id)
        report.warnings.append(
          SyncWarning(
            item: item, noteID: entry.id, message: "the replica lists this note more than once; it was left untouched"))
      }
    }
    var localByID: [String: SyncLocalState] = [:]
    for tombstone in try localCall("list tombstones", { try local.tombstones(ownedBy: user) }) {
      localByID[tombstone.id] = .tombstone(tombstone)
    }
    for note in try localCall("list notes", { try local.notes(ownedBy: user) }) {
      if let clean = try cleanedLocally(note) {
        localByID[note.id] = .note(clean)
      } else {
        skipped.insert(note.id)
      }
    }
    let ids = Set(localByID.keys).union(remoteByID.keys).union(bases.keys).subtracting(skipped).sorted()
    for id in ids {
      do {
        try syncNote(id: id, local: localByID[id] ?? .absent, remote: remoteByID[id])
      } catch let error as SyncError where error.code == .invalidNoteID || error.code == .unreadableEntry {
        report.warnings.append(
          SyncWarning(item: listing.itemNames[id], noteID: id, message: "skipped: \(error)"))
      }
    }
  }

  /// The note with control characters removed from its title and body (see `SyncEntryValidation`). A note that
  /// needs cleaning (text from before titles were cleaned, or pasted terminal escapes) is first stored cleaned, with
  /// its revision and date, so the engine only ever compares and pushes clean text and never sees its own pushes
  /// come back changed. `nil` when the note changed while being cleaned: it is synced next time.
  private mutating func cleanedLocally(_ note: SyncNote) throws -> SyncNote? {
    let clean = SyncText.cleaned(note)
    guard clean != note else { return note }
    do {
      try localCall("clean note \"\(note.id)\"") { try local.apply(clean, ownedBy: user, replacing: .note(note)) }
      return clean
    } catch is SyncLocalChangeConflict {
      report.warnings.append(
        SyncWarning(
          item: nil, noteID: note.id, message: "changed while the sync cleaned its text; it will be synced next time"))
      return nil
    }
  }

  /// Why an entry of the replica is not used in this sync.
  struct Unacceptable: Error {
    let reason: String
  }

  /// The entry as the engine may use it (checked and cleaned), or why not: out-of-range values, or another user's
  /// note (a device syncs only its signed-in user's notes).
  private func acceptable(_ entry: SyncRemoteEntry) throws(Unacceptable) -> SyncRemoteEntry {
    let checked: SyncRemoteEntry
    do {
      checked = try SyncEntryValidation.validated(entry, now: now)
    } catch {
      throw Unacceptable(reason: error.description)
    }
    guard checked.user == user else {
      throw Unacceptable(
        reason: "written by another user (\"\(SyncText.escaped(checked.user))\"); "
          + "notes sync only between devices of the same user")
    }
    return checked
  }

  private mutating func syncNote(id: String, local listedLocal: SyncLocalState, remote listed: SyncRemoteEntry?)
    throws
  {
    var remoteEntry = listed
    var localState = listedLocal
    for _ in 0..<Self.attemptsPerNote {
      let plan = SyncPlan.decide(
        id: id, local: localState, base: bases[id], remote: remoteEntry, device: device, now: now)
      if plan.writesRemote {
        // Narrow the window for concurrent writers: re-plan if the entry moved since it was listed.
        let fresh = try freshEntry(id: id)
        if fresh != remoteEntry {
          remoteEntry = fresh
          continue
        }
      }
      do {
        try execute(plan, id: id, replacing: localState)
        return
      } catch is SyncLocalChangeConflict {
        // A local edit or deletion was saved after the local state was read: read it again and re-plan.
        localState = try localCall("read note \"\(id)\"") { try local.state(ofNote: id, ownedBy: user) }
      }
    }
    report.warnings.append(
      SyncWarning(
        item: nil, noteID: id,
        message: "the note kept changing (locally or in the replica) during the sync, or its id is used by another "
          + "account on this device; it was left as it is and will be synced next time"))
  }

  /// The replica's entry of `id` now, checked like the listed ones.
  /// - Throws: ``SyncError/Code/unreadableEntry`` when it is not acceptable.
  private func freshEntry(id: String) throws -> SyncRemoteEntry? {
    guard let fresh = try remoteCall("read note \"\(id)\"", { try remote.readEntry(id: id) }) else { return nil }
    do {
      return try acceptable(fresh)
    } catch {
      throw SyncError.unreadableEntry(item: "note \(SyncText.escaped(id))", reason: error.reason)
    }
  }

  /// Carries out a plan; `expected` is the local state it was decided on, which local writes require unchanged.
  private mutating func execute(_ plan: SyncPlan, id: String, replacing expected: SyncLocalState) throws {
    switch plan {
    case .upToDate:
      break
    case .forgetBase:
      setBase(nil, for: id)
    case .recordBase(let entry):
      setBase(entry, for: id)
    case .pull(let entry):
      try applyLocally(entry, replacing: expected)
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
        try applyLocally(entry, replacing: expected)
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
      try local.insertNew(title: "\(title) (conflict copy from \(writer))", body: note.body, ownedBy: user)
    }
    let entry = SyncRemoteEntry(
      state: .note(copy), version: SyncVersion().incremented(for: device), user: user, device: device)
    try write(entry)
    setBase(entry, for: copy.id)
    report.conflictCopyIDs.append(copy.id)
  }

  private mutating func applyLocally(_ entry: SyncRemoteEntry, replacing expected: SyncLocalState) throws {
    switch entry.state {
    case .note(let note):
      try localCall("store note \"\(note.id)\"") { try local.apply(note, ownedBy: user, replacing: expected) }
      report.pulled += 1
    case .deleted(let tombstone):
      try localCall("delete note \"\(tombstone.id)\"") {
        try local.applyDeletion(id: tombstone.id, ownedBy: user, replacing: expected)
      }
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
    try SyncError.wrapping({ .remoteFailed(operation: operation, underlying: $0) }, body)
  }

  private func localCall<T>(_ operation: String, _ body: () throws -> T) throws -> T {
    try SyncError.wrapping(
      { .localStoreFailed(operation: operation, underlying: $0) }, passing: { $0 is SyncLocalChangeConflict }, body)
  }
}
