import Foundation

@testable import Sync

/// A replica over a real ``FolderRemote`` that records every call the engine makes and can run something once,
/// right before the first write (to simulate another process writing between the engine's read and its write).
final class MockRemote: SyncRequiredRemote, @unchecked Sendable {
  // `@unchecked Sendable`: `recorded` and `beforeFirstWrite` are only touched while `lock` is held.
  enum Call: Equatable, Sendable {
    case listEntries
    case readEntry(String)
    case writeEntry(String)
    case removeEntry(String)
  }

  private let base: FolderRemote
  private let lock = NSLock()
  private var recorded: [Call] = []
  private var beforeFirstWrite: (() throws -> Void)?

  /// - Parameters:
  ///   - base: The replica every call goes to.
  ///   - beforeFirstWrite: Run once, before the first `writeEntry` reaches `base`.
  init(_ base: FolderRemote, beforeFirstWrite: (() throws -> Void)? = nil) {
    self.base = base
    self.beforeFirstWrite = beforeFirstWrite
  }

  /// Every call so far, in order.
  var calls: [Call] { lock.withLock { recorded } }

  var replicaID: String { base.replicaID }

  func listEntries() throws -> SyncRemoteListing {
    record(.listEntries)
    return try base.listEntries()
  }

  func readEntry(id: String) throws -> SyncRemoteEntry? {
    record(.readEntry(id))
    return try base.readEntry(id: id)
  }

  func writeEntry(_ entry: SyncRemoteEntry) throws {
    record(.writeEntry(entry.id))
    let pending = lock.withLock {
      defer { beforeFirstWrite = nil }
      return beforeFirstWrite
    }
    try pending?()
    try base.writeEntry(entry)
  }

  func removeEntry(id: String) throws {
    record(.removeEntry(id))
    try base.removeEntry(id: id)
  }

  private func record(_ call: Call) { lock.withLock { recorded.append(call) } }
}
