/// A version vector: how many versions of one note each device has written into a replica.
///
/// The engine stamps every entry it writes with the vector of the version it started from, merged with the
/// replica's, plus one for its own device. Comparing the stamp of the replica's entry with the stamp of the last
/// synced version (the *base*) tells whether the replica moved on from the base (`after`), still holds it (`equal`),
/// went back to an older one (`before`), or holds a version written without seeing the base (`concurrent`): the
/// last case is how a write overwritten by another device at file level is detected instead of silently lost.
/// ```swift
/// let base = SyncVersion().incremented(for: "phone")          // ["phone": 1]
/// let edit = base.incremented(for: "laptop")                  // ["phone": 1, "laptop": 1]
/// edit.compare(to: base) == .after
/// ```
public struct SyncVersion: Hashable, Sendable, CustomStringConvertible {
  /// How one version relates to another.
  public enum Order: Hashable, Sendable {
    /// Both name the same version.
    case equal
    /// This version is an ancestor of the other one.
    case before
    /// This version descends from the other one.
    case after
    /// Neither descends from the other: they were written without seeing each other.
    case concurrent
  }

  /// The number of versions each device wrote; devices absent from the map wrote none.
  public private(set) var counters: [String: Int]

  /// Creates a vector from counters; counters of zero or less are dropped.
  public init(_ counters: [String: Int] = [:]) {
    self.counters = counters.filter { $0.value > 0 }
  }

  /// This vector with one more version written by `device`.
  ///
  /// Never traps: a counter already at `Int.max` stays there. Entries read from a replica never get near it (their
  /// counters are range-checked when read), so this only guards vectors built by hand.
  public func incremented(for device: String) -> SyncVersion {
    var copy = self
    let (next, overflow) = (counters[device] ?? 0).addingReportingOverflow(1)
    copy.counters[device] = overflow ? Int.max : next
    return copy
  }

  /// The smallest vector that descends from (or equals) both this one and `other`.
  public func merged(with other: SyncVersion) -> SyncVersion {
    SyncVersion(counters.merging(other.counters, uniquingKeysWith: max))
  }

  /// How this version relates to `other`.
  public func compare(to other: SyncVersion) -> Order {
    var someGreater = false
    var someLess = false
    for device in Set(counters.keys).union(other.counters.keys) {
      let mine = counters[device] ?? 0
      let theirs = other.counters[device] ?? 0
      if mine > theirs { someGreater = true }
      if mine < theirs { someLess = true }
    }
    switch (someGreater, someLess) {
    case (false, false): return .equal
    case (true, false): return .after
    case (false, true): return .before
    case (true, true): return .concurrent
    }
  }

  /// The counters sorted by device, for logs.
  public var description: String {
    "[" + counters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}
