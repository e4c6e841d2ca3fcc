/// What one call to ``SyncProvidedEngine/sync()`` changed.
///
/// ```swift
/// let report = try engine.sync()
/// if !report.warnings.isEmpty { showBanner(report.warnings.map(\.description)) }
/// ```
public struct SyncReport: Hashable, Sendable, CustomStringConvertible {
  /// Note versions copied from the replica into the local store.
  public var pulled = 0
  /// Note versions written to the replica (conflict copies included).
  public var pushed = 0
  /// Deletions carried over, in either direction.
  public var deleted = 0
  /// Notes edited on both sides; each produced one conflict copy.
  public var conflicts = 0
  /// Identifiers of the conflict copies created by this sync.
  public var conflictCopyIDs: [String] = []
  /// Everything skipped, with the reason.
  public var warnings: [SyncWarning] = []

  /// Creates an empty report.
  public init() {}

  /// Whether the sync neither read nor wrote any note change.
  public var changedNothing: Bool { pulled == 0 && pushed == 0 && deleted == 0 && conflicts == 0 }

  /// One line with every count, then one line per skipped item naming it and the reason.
  ///
  /// ```text
  /// pulled 1, pushed 0, deleted 0, conflicts 0, warnings 1
  ///   warning: 5d2c….note.json: its revision 0 is out of range (1 to 281474976710656)
  /// ```
  public var description: String {
    let counts =
      "pulled \(pulled), pushed \(pushed), deleted \(deleted), conflicts \(conflicts), warnings \(warnings.count)"
    return ([counts] + warnings.map { "  warning: \($0)" }).joined(separator: "\n")
  }
}
