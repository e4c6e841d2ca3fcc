import Foundation

/// An adapter link: lookups of `adapter` continue with `adaptee`.
struct AdapterLink: Sendable {
  let adaptee: ObjectIdentifier
  let adapterName: KeyName
  let adapteeName: KeyName
  let site: CallSite
}

/// A destination class registered with a router, matched with `is` so subclasses count.
///
/// Three words: the registry keeps one per registered class, thousands at start-up.
struct ClassEntry<RouterType: RegisteredRouterType>: Sendable {
  let classType: AnyClass
  let routerType: RouterType
  /// The index of the next entry for the same class in `FamilyTables.classes`, or -1 (a chain, no array per class).
  private var nextIndex: Int32 = -1

  init(classType: AnyClass, routerType: RouterType) {
    self.classType = classType
    self.routerType = routerType
  }

  var classID: ObjectIdentifier { ObjectIdentifier(classType) }
  var className: String { String(describing: classType) }
  /// The index of the next entry for the same class in `FamilyTables.classes`, if any.
  var nextForSameClass: Int? {
    get { nextIndex < 0 ? nil : Int(nextIndex) }
    set { nextIndex = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
  }

  /// Whether `object` is an instance of the class or of a subclass (what `object is Class` answers), found by walking
  /// the object's class chain: the entry keeps no closure, so registering a class allocates nothing for it.
  func matches(_ object: AnyObject) -> Bool {
    var current: AnyClass? = type(of: object)
    while let candidate = current {
      if ObjectIdentifier(candidate) == classID { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }
}

/// The lookup tables of one router family (views or services). Always accessed under the registry's lock (hence
/// `@unchecked Sendable`). A class, so a lookup reads one dictionary in place instead of copying every table.
///
/// The tables skip the run-time exclusivity checks of class properties (a thread-local bookkeeping call on every
/// access): the registry's lock already serializes every access, and no access overlaps another.
final class FamilyTables<RouterType: RegisteredRouterType>: @unchecked Sendable {
  /// Destination keys (`RoutableView<P>` / `RoutableService<P>`) to the router type that provides them.
  @exclusivity(unchecked) var destinationRoutes = IdentityTable<RouteEntry<RouterType>>()
  /// Module keys (`RoutableViewModule<P>` / `RoutableServiceModule<P>`) to their router type.
  @exclusivity(unchecked) var moduleRoutes = IdentityTable<RouteEntry<RouterType>>()
  /// Destination adapter links (`adapter` key → `adaptee` key).
  @exclusivity(unchecked) var destinationAdapters = IdentityTable<AdapterLink>()
  /// Module adapter links.
  @exclusivity(unchecked) var moduleAdapters = IdentityTable<AdapterLink>()
  /// String identifiers (and URL patterns) to router types.
  @exclusivity(unchecked) var identifiers: [String: IdentifierEntry<RouterType>] = [:]
  /// Every registered destination class, in registration order.
  @exclusivity(unchecked) var classes: [ClassEntry<RouterType>] = []
  /// Classes registered as exclusive: only this router type may use them.
  @exclusivity(unchecked) var exclusiveClasses = IdentityTable<RouterType>()
  /// Router types in registration order, each once.
  @exclusivity(unchecked) var routerTypes: [RouterType] = []
  /// The index of the first entry of each destination class in `classes`.
  @exclusivity(unchecked) var firstClassIndex = IdentityTable<Int>()
  /// One router type per router class, so lookups hand out the same object every time.
  @exclusivity(unchecked) var routerTypesByClass = IdentityTable<RouterType>()
  /// What the family keeps per registry besides its tables.
  let state = RouterType.FamilyState()

  /// The routes of keys of `role`.
  @inline(__always)
  func routes(_ role: KeyRole) -> IdentityTable<RouteEntry<RouterType>> {
    switch role {
    case .destination: destinationRoutes
    case .module: moduleRoutes
    }
  }

  /// The adapter links of keys of `role`.
  @inline(__always)
  func adapters(_ role: KeyRole) -> IdentityTable<AdapterLink> {
    switch role {
    case .destination: destinationAdapters
    case .module: moduleAdapters
    }
  }

  /// Stores the route of a key of `role` unless the key has one. Returns the index of the key's entry and whether
  /// this call stored it.
  func insertRouteIfAbsent(_ entry: RouteEntry<RouterType>, for key: ObjectIdentifier, role: KeyRole)
    -> (index: Int, inserted: Bool)
  {
    switch role {
    case .destination: destinationRoutes.insertIfAbsent(entry, for: key)
    case .module: moduleRoutes.insertIfAbsent(entry, for: key)
    }
  }

  /// Stores the adapter link of a key of `role`.
  func setAdapter(_ link: AdapterLink, for key: ObjectIdentifier, role: KeyRole) {
    switch role {
    case .destination: destinationAdapters.set(link, for: key)
    case .module: moduleAdapters.set(link, for: key)
    }
  }

  /// The name of a router type for messages.
  func name(of routerType: RouterType) -> String {
    routerType.name
  }

  /// The names of the router types in `routerTypes`, sorted and joined for messages.
  func names(of routerTypes: [RouterType]) -> String {
    Set(routerTypes.map { name(of: $0) }).sorted().joined(separator: ", ")
  }

  /// A number no other tables of this process share (unlike an address, never reused).
  let generation: UInt64 = TablesGeneration.next()

  init() {}

  /// Adds `routerType` to the ordered list if it is new.
  func remember(_ routerType: RouterType) {
    let tables = generation
    guard routerType.listedInTables != tables else { return }
    routerType.listedInTables = tables
    routerTypes.append(routerType)
  }

  /// The router type for a key: direct registration first, then the adapter chain (cycles stop the walk).
  func resolve(_ key: ObjectIdentifier, role: KeyRole) -> RouterType? {
    // The hot path of every lookup: only the router type is read out of the table, never a copy of the entry.
    switch role {
    case .destination:
      if let index = destinationRoutes.entryIndex(of: key) { return destinationRoutes.values[index].routerType }
    case .module:
      if let index = moduleRoutes.entryIndex(of: key) { return moduleRoutes.values[index].routerType }
    }
    return resolveThroughAdapters(key, role: role)
  }

  /// The router type registered for destination key `key` itself (adapters are not followed).
  func directRouterType(forDestination key: ObjectIdentifier) -> RouterType? {
    guard let index = destinationRoutes.entryIndex(of: key) else { return nil }
    return destinationRoutes.values[index].routerType
  }

  /// The adapter walk of ``resolve(_:role:)``, kept out of the direct-hit path.
  private func resolveThroughAdapters(_ key: ObjectIdentifier, role: KeyRole) -> RouterType? {
    let routes = routes(role)
    let adapters = adapters(role)
    guard var link = adapters[key] else { return nil }
    var visited: Set<ObjectIdentifier> = [key]
    while visited.insert(link.adaptee).inserted {
      if let entry = routes[link.adaptee] { return entry.routerType }
      guard let next = adapters[link.adaptee] else { return nil }
      link = next
    }
    return nil
  }

  /// The entries of one destination class, from its first entry at `firstIndex` in `classes`.
  func entries(startingAt firstIndex: Int) -> [ClassEntry<RouterType>] {
    var found: [ClassEntry<RouterType>] = []
    var index: Int? = firstIndex
    while let current = index {
      found.append(classes[current])
      index = classes[current].nextForSameClass
    }
    return found
  }

  /// Adds the first entry of a class unless the class has entries. Returns the index of the class's first entry
  /// when it has some already (one probe of the index for both the lookup and the insert).
  func appendFirstOfItsClass(_ entry: @autoclosure () -> ClassEntry<RouterType>, classID: ObjectIdentifier) -> Int? {
    let (index, inserted) = firstClassIndex.insertIfAbsent(classes.count, for: classID)
    guard inserted else { return firstClassIndex.values[index] }
    classes.append(entry())
    return nil
  }

  /// Adds an entry for a class that has entries already, chained after the last of them.
  func append(_ entry: ClassEntry<RouterType>, afterEntriesFrom firstIndex: Int) {
    var index = firstIndex
    while let next = classes[index].nextForSameClass { index = next }
    classes[index].nextForSameClass = classes.count
    classes.append(entry)
  }

  /// Identities of the router types that registered at least one destination class.
  var routerTypesWithClasses: Set<ObjectIdentifier> {
    Set(classes.map { ObjectIdentifier($0.routerType) })
  }

  /// Router classes that registered no destination class although they make destinations.
  func classlessRouterIssues() -> [ZIKRegistrationIssue] {
    // The set of router types with classes is built only when a router class needs one (block routes never do).
    let needingClasses = routerTypes.filter(\.needsDestinationClass)
    guard !needingClasses.isEmpty else { return [] }
    let withClasses = routerTypesWithClasses
    let family = RouterType.familyName.prefix(1).uppercased() + RouterType.familyName.dropFirst()
    return needingClasses.filter { !withClasses.contains(ObjectIdentifier($0)) }.map { routerType in
      routerType.site.issue(
        "\(family) router \(routerType.name) registered no destination class. Call register\(family)(_:) in its registerRoutableDestination()."
      )
    }
  }

  /// The family's own finish checks (see ``RegisteredRouterType/familyFinishIssues(in:tables:)``). Call it outside
  /// the registry's lock.
  @MainActor func familyFinishIssues(in registry: RouteRegistry) -> [ZIKRegistrationIssue] {
    RouterType.familyFinishIssues(in: registry, tables: self)
  }

  /// Problems of the adapter links: chains that reach no router, and loops.
  func adapterIssues() -> [ZIKRegistrationIssue] {
    let familyName = RouterType.familyName
    var issues: [ZIKRegistrationIssue] = []
    for role in KeyRole.allCases {
      let adapters = adapters(role)
      let routes = routes(role)
      for (key, first) in adapters.sorted(by: { $0.value.adapterName < $1.value.adapterName }) {
        var visited: [ObjectIdentifier] = [key]
        var link = first
        var names = [first.adapterName.description]
        while true {
          if visited.contains(link.adaptee) {
            names.append(link.adapteeName.description)
            issues.append(
              first.site.issue(
                "Adapter chain loops: \(names.joined(separator: " → ")). Remove one of these adapters so the chain ends at a key that has a \(familyName) router."
              ))
            break
          }
          visited.append(link.adaptee)
          names.append(link.adapteeName.description)
          if routes[link.adaptee] != nil { break }
          guard let next = adapters[link.adaptee] else {
            issues.append(
              first.site.issue(
                "Adapter chain \(names.joined(separator: " → ")) reaches no router: no \(familyName) router is registered for \(link.adapteeName). Register a router for \(link.adapteeName), or point the adapter at a key that has one."
              ))
            break
          }
          link = next
        }
      }
    }
    return issues
  }
}

/// The name and registration site of a key.
struct KeyInfo: Sendable {
  let name: KeyName
  let site: CallSite?
}

/// A registered key's router type, with the key's name and registration site for diagnostics (one table entry, so
/// registering a key costs one insert).
struct RouteEntry<RouterType: RegisteredRouterType>: Sendable {
  let routerType: RouterType
  let info: KeyInfo
}

/// A registered identifier's router type, and whether the identifier is a plain string or a URL pattern (for
/// reports such as ``ZIKRouteRegistry/routeGraph()``).
struct IdentifierEntry<RouterType: RegisteredRouterType>: Sendable {
  let routerType: RouterType
  let kind: IdentifierKind
}

/// How an identifier was registered.
enum IdentifierKind: Sendable {
  /// With `registerIdentifier(_:)`.
  case plain
  /// With `registerURLPattern(_:)`: the URL layer matches URLs against it.
  case urlPattern
}

/// Hands out the generation numbers of family tables.
enum TablesGeneration {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var last: UInt64 = 0

  static func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    last += 1
    return last
  }
}
