/// An insert-only hash table keyed by `ObjectIdentifier`, for the registry's tables of keys and classes.
///
/// The registry's keys are metatype and class identities: addresses the process made, never input an attacker
/// chooses. So the table hashes them with one multiplication (Fibonacci hashing) instead of the seeded SipHash a
/// `Dictionary` runs, and finds or inserts a key with one probe sequence. That keeps start-up registration, which
/// inserts thousands of keys, cheap: a lookup or an insert costs a few dozen instructions, and growing the table
/// moves 32-bit slots without hashing anything again.
///
/// Entries are kept in insertion order (`keys`, `values`), so iterating the table is deterministic. There is no removal:
/// the registry never forgets a registration.
struct IdentityTable<Value> {
  /// The keys, in insertion order (apart from the values, so a probe reads plain words, never a value).
  private(set) var keys: ContiguousArray<ObjectIdentifier> = []
  /// The values, in insertion order: `values[i]` belongs to `keys[i]`.
  private(set) var values: ContiguousArray<Value> = []
  /// Open-addressed slots holding `index in keys + 1`; 0 is empty. The count is a power of two (or zero).
  private var slots: ContiguousArray<UInt32> = []
  /// `64 - log2(slots.count)`: the shift that turns a product into a slot index.
  private var shift: UInt64 = 64

  init() {}

  /// The number of entries.
  var count: Int { keys.count }
  /// Whether the table holds no entry.
  var isEmpty: Bool { keys.isEmpty }

  /// The value stored for `key`, if any.
  subscript(key: ObjectIdentifier) -> Value? {
    guard let index = entryIndex(of: key) else { return nil }
    return values[index]
  }

  /// The index in `keys` and `values` of `key`'s entry, if any.
  func entryIndex(of key: ObjectIdentifier) -> Int? {
    if slots.isEmpty { return nil }
    let mask = slots.count &- 1
    var slot = Self.home(of: key, shift: shift)
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return nil }
      if keys[stored &- 1] == key { return stored &- 1 }
      slot = (slot &+ 1) & mask
    }
  }

  /// Stores `value` for `key` unless the key is present. Returns the index of the key's entry and whether this call
  /// inserted it (one probe sequence for both the lookup and the insert).
  @discardableResult
  mutating func insertIfAbsent(_ value: @autoclosure () -> Value, for key: ObjectIdentifier) -> (
    index: Int, inserted: Bool
  ) {
    // At most half full: a probe for an absent key (every insert) then reads about two slots; at three quarters
    // full it would read eight or more.
    if keys.count &* 2 >= slots.count { grow() }
    let mask = slots.count &- 1
    var slot = Self.home(of: key, shift: shift)
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { break }
      if keys[stored &- 1] == key { return (stored &- 1, false) }
      slot = (slot &+ 1) & mask
    }
    keys.append(key)
    values.append(value())
    slots[slot] = UInt32(truncatingIfNeeded: keys.count)
    return (keys.count &- 1, true)
  }

  /// Stores `value` for `key`, replacing the value of a present key.
  mutating func set(_ value: Value, for key: ObjectIdentifier) {
    let (index, inserted) = insertIfAbsent(value, for: key)
    if !inserted { values[index] = value }
  }

  /// Calls `body` with the table's storage: the slots (each `index in keys + 1`, 0 empty; a power-of-two count, or
  /// none), the keys in insertion order, and the shift of ``home(of:shift:)``. A copy of the slots and keys probes like
  /// the table itself (see `FrozenRoutes`).
  func withStorage<R>(
    _ body: (
      _ slots: UnsafeBufferPointer<UInt32>, _ keys: UnsafeBufferPointer<ObjectIdentifier>, _ shift: UInt64
    ) -> R
  ) -> R {
    slots.withUnsafeBufferPointer { slots in keys.withUnsafeBufferPointer { keys in body(slots, keys, shift) } }
  }

  /// The slot a key's probe sequence starts at: the top bits of the key times 2⁶⁴/φ.
  @inline(__always)
  static func home(of key: ObjectIdentifier, shift: UInt64) -> Int {
    let bits = UInt64(UInt(bitPattern: key))
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Doubles the slots (16 at first) and places every key again.
  private mutating func grow() {
    let newCount = Swift.max(16, slots.count &* 2)
    shift = UInt64(64 - newCount.trailingZeroBitCount)
    slots = ContiguousArray(repeating: 0, count: newCount)
    let mask = newCount &- 1
    for index in keys.indices {
      var slot = Self.home(of: keys[index], shift: shift)
      while slots[slot] != 0 { slot = (slot &+ 1) & mask }
      slots[slot] = UInt32(truncatingIfNeeded: index &+ 1)
    }
  }
}

extension IdentityTable: Sequence {
  /// Iterates the entries in insertion order.
  func makeIterator() -> some IteratorProtocol<(key: ObjectIdentifier, value: Value)> {
    zip(keys, values).lazy.map { (key: $0, value: $1) }.makeIterator()
  }
}

extension IdentityTable: Sendable where Value: Sendable {}
