#if canImport(Synchronization)
  import Synchronization
#endif

/// A finished registry's destination routes of one family, which lookups and makes read without the registry's lock.
///
/// After ``ZIKRouteRegistry/notifyRegistrationFinished()`` the destination routes never change (a later registration
/// is rejected), so a copy of their table taken at finish answers every lookup of a registered destination key for as
/// long as the registry lives; keys reached through adapters, module keys, identifiers and misses still take the lock.
///
/// It also marks, for each key, whether its router type serves the key directly
/// (``RegisteredRouterType/servesDirectly(forDestination:)``): for services, a simple registration whose factory
/// returns the key's protocol, which has no hook, no configuration but the default and no router for a handler to
/// see, so calling its factory is all the pipeline would do; router classes and block routes, whose hooks and
/// configurations the pipeline runs, are never marked. What could still observe a direct make, the family's
/// interceptors (``RouteFamilyState/observesEveryPerform``), is published beside the snapshot
/// (``RouteRegistry/republishServiceRoutes()``), and while one is set every make runs the pipeline. So what takes the
/// fast path is decided once, at finish and when interceptors change, never per call.
///
/// The snapshot owns plain memory (slots, keys, unretained router types) and keeps the family tables, and so the router
/// types, alive: a lookup reads words, with no lock, no reference counting and no copy of the tables.
final class FrozenRoutes<RouterType: RegisteredRouterType>: @unchecked Sendable {
  /// The family tables the snapshot was taken from; they keep the router types of ``routerTypes`` alive.
  let tables: FamilyTables<RouterType>
  /// A copy of the destination table's slots: each the index of a key in ``keys`` plus one, 0 where empty.
  private let slots: UnsafeMutablePointer<UInt32>
  /// The destination keys, in the table's order.
  private let keys: UnsafeMutablePointer<ObjectIdentifier>
  /// For each key of ``keys`` (same index), its router type.
  private let routerTypes: UnsafeMutablePointer<Unmanaged<RouterType>>
  /// For each key of ``keys`` (same index), whether its router type serves it directly.
  private let makesDirectly: UnsafeMutablePointer<Bool>
  /// The number of slots minus one (a power of two minus one), or -1 when the table is empty.
  private let mask: Int
  /// The table's shift (see `IdentityTable.home(of:shift:)`).
  private let shift: UInt64
  /// The number of keys.
  let count: Int

  /// Takes the snapshot of `tables`' destination routes. Call it under the registry's lock, once registration finished.
  init(_ tables: FamilyTables<RouterType>) {
    self.tables = tables
    let routes = tables.destinationRoutes
    let copied = routes.withStorage { slots, keys, shift in
      let slotCopy = UnsafeMutablePointer<UInt32>.allocate(capacity: Swift.max(slots.count, 1))
      if let base = slots.baseAddress { slotCopy.initialize(from: base, count: slots.count) }
      let keyCopy = UnsafeMutablePointer<ObjectIdentifier>.allocate(capacity: Swift.max(keys.count, 1))
      if let base = keys.baseAddress { keyCopy.initialize(from: base, count: keys.count) }
      return (slotCopy, keyCopy, slots.count &- 1, shift, keys.count)
    }
    (slots, keys, mask, shift, count) = copied
    routerTypes = .allocate(capacity: Swift.max(count, 1))
    makesDirectly = .allocate(capacity: Swift.max(count, 1))
    for index in 0..<count {
      let routerType = routes.values[index].routerType
      (routerTypes + index).initialize(to: Unmanaged.passUnretained(routerType))
      (makesDirectly + index).initialize(to: routerType.servesDirectly(forDestination: routes.keys[index]))
    }
  }

  deinit {
    slots.deallocate()
    keys.deallocate()
    routerTypes.deallocate()
    makesDirectly.deallocate()
  }

  /// The index of destination key `key` in ``keys``, if it is registered.
  @inline(__always)
  private func index(of key: ObjectIdentifier) -> Int? {
    if mask < 0 { return nil }
    var slot = IdentityTable<Int>.home(of: key, shift: shift)
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return nil }
      if keys[stored &- 1] == key { return stored &- 1 }
      slot = (slot &+ 1) & mask
    }
  }

  /// The router type registered for destination key `key` itself (adapters are not followed), or `nil`. Unretained:
  /// valid while this snapshot is.
  @inline(__always)
  func routerType(for key: ObjectIdentifier) -> Unmanaged<RouterType>? {
    index(of: key).map { routerTypes[$0] }
  }

  /// The router type that serves destination key `key` directly (see the type's notes), or `nil`. Unretained: valid
  /// while this snapshot is.
  @inline(__always)
  func directRouterType(for key: ObjectIdentifier) -> Unmanaged<RouterType>? {
    guard let index = index(of: key), makesDirectly[index] else { return nil }
    return routerTypes[index]
  }
}

#if canImport(Synchronization)
  /// Where a registry publishes the ``FrozenRoutes`` of its services for lock-free reads: the snapshot's address once
  /// registration finished, else 0, with bit 0 set while a service interceptor is set (an object's address is
  /// aligned, so that bit is free).
  ///
  /// The store is a release and the load an acquire, so a thread that reads an address also sees the snapshot it
  /// points to, and the tables it copied, fully written.
  ///
  /// An isolated registry's slot lives in memory the instance allocates, not in a stored `Atomic` property: a class
  /// with a stored property of a noncopyable type needs type metadata that calls
  /// `swift_runtimeSupportsNoncopyableTypes`, which Apple's runtimes before that support lack, so an app deployed to
  /// iOS 17 or macOS 14 would not link (or not launch). A global `Atomic` and one reached through a pointer need none.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  final class PublishedRoutes: @unchecked Sendable {
    /// The slot of the process-wide registry: a global initialized at load time, so the hot path of an app reads it
    /// with no one-time-initialization check and no reference to the registry.
    static let ofSharedRegistry = Atomic<UInt>(0)

    /// The slot of an isolated registry; only the atomic operations below touch it.
    private let slot: UnsafeMutablePointer<Atomic<UInt>>

    init() {
      slot = .allocate(capacity: 1)
      slot.initialize(to: Atomic(0))
    }

    deinit {
      slot.deinitialize(count: 1)
      slot.deallocate()
    }

    /// The word published in this slot (an acquire).
    func load() -> UInt { slot.pointee.load(ordering: .acquiring) }

    /// Publishes `word` in this slot (a release).
    func store(_ word: UInt) { slot.pointee.store(word, ordering: .releasing) }
  }
#endif

extension RouteRegistry {
  /// A new publication slot for an isolated registry, or `nil` for the process-wide one (which publishes in
  /// `PublishedRoutes.ofSharedRegistry`) and where the `Synchronization` module's atomics are unavailable (Apple
  /// platforms before iOS 18 and macOS 15, which then take the lock on every lookup and make).
  static func makePublicationSlot(isShared: Bool) -> AnyObject? {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), !isShared { return PublishedRoutes() }
    #endif
    return nil
  }

  /// The word the current registry published (see `PublishedRoutes`): a snapshot's address, bit 0 set while an
  /// interceptor is set; 0 for none, and always 0 without atomics.
  ///
  /// Without an isolated registry bound in the process this reads one global word: no registry is loaded or retained.
  @inline(__always)
  static func currentPublishedWord() -> UInt {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return IsolatedRegistryBindings.mayBeBound
          ? ZIKRouteRegistry.current.publishedAddress()
          : PublishedRoutes.ofSharedRegistry.load(ordering: .acquiring)
      }
    #endif
    return 0
  }

  #if canImport(Synchronization)
    /// The word this registry published (0 for none; see `PublishedRoutes`).
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func publishedAddress() -> UInt {
      guard let publicationSlot else { return PublishedRoutes.ofSharedRegistry.load(ordering: .acquiring) }
      return unsafeDowncast(publicationSlot, to: PublishedRoutes.self).load()
    }
  #endif

  /// Publishes the snapshot of the service tables (taken now if the tables changed since the last one), marked
  /// while a service interceptor is set, once registration finished; withdraws it otherwise. Call it under the lock
  /// whenever `finished`, the service tables or the service interceptors change.
  func republishServiceRoutes() {
    #if canImport(Synchronization)
      guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
      var address: UInt = 0
      if finished {
        if frozenServiceRoutes.last?.tables !== services { frozenServiceRoutes.append(FrozenRoutes(services)) }
        let snapshot = Unmanaged.passUnretained(frozenServiceRoutes[frozenServiceRoutes.count - 1])
        address = UInt(bitPattern: snapshot.toOpaque()) | (services.state.observesEveryPerform ? 1 : 0)
      }
      if let publicationSlot {
        unsafeDowncast(publicationSlot, to: PublishedRoutes.self).store(address)
      } else {
        PublishedRoutes.ofSharedRegistry.store(address, ordering: .releasing)
      }
    #endif
  }
}
