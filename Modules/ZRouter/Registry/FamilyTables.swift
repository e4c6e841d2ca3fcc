/// An adapter link: lookups of `adapter` continue with `adaptee`.
struct AdapterLink: Sendable {
  let adaptee: ObjectIdentifier
  let adapterName: LazyName
  let adapteeName: LazyName
  let site: CallSite
}

/// A destination class registered with a router, matched with `is` so subclasses count.
struct ClassEntry<RouterType: RegisteredRouterType>: Sendable {
  let classID: ObjectIdentifier
  let classNameLazy: LazyName
  var className: String { classNameLazy.description }
  let matches: @Sendable (AnyObject) -> Bool
  let routerType: RouterType
  /// Whether the class is a view (not a view controller): its router must support `addAsSubview` or `custom`.
  var isViewHost = false
}

/// The lookup tables of one router family (views or services). Always accessed under the registry's lock (hence
/// `@unchecked Sendable`). A class, so a lookup reads one dictionary in place instead of copying every table.
final class FamilyTables<RouterType: RegisteredRouterType>: @unchecked Sendable {
  /// Destination keys (`RoutableView<P>` / `RoutableService<P>`) to the router type that provides them.
  var destinationRoutes: [ObjectIdentifier: RouterType] = [:]
  /// Module keys (`RoutableViewModule<P>` / `RoutableServiceModule<P>`) to their router type.
  var moduleRoutes: [ObjectIdentifier: RouterType] = [:]
  /// Destination adapter links (`adapter` key → `adaptee` key).
  var destinationAdapters: [ObjectIdentifier: AdapterLink] = [:]
  /// Module adapter links.
  var moduleAdapters: [ObjectIdentifier: AdapterLink] = [:]
  /// String identifiers (and URL patterns) to router types.
  var identifiers: [String: RouterType] = [:]
  /// Every registered destination class, in registration order.
  var classes: [ClassEntry<RouterType>] = []
  /// Classes registered as exclusive: only this router type may use them.
  var exclusiveClasses: [ObjectIdentifier: RouterType] = [:]
  /// Router types in registration order, each once.
  var routerTypes: [RouterType] = []
  /// Identities of `routerTypes`, for O(1) membership.
  var routerTypeIDs: Set<ObjectIdentifier> = []
  /// Indexes into `classes` by destination class.
  var classIndexes: [ObjectIdentifier: [Int]] = [:]
  /// Names of registered keys, for diagnostics.
  var keyNames: [ObjectIdentifier: LazyName] = [:]
  /// The URL patterns of this family (their router types are in `identifiers`, keyed by the pattern).
  var urlRouter = ZIKURLRouter()
  /// Where each key or identifier was registered, for diagnostics.
  var sites: [ObjectIdentifier: CallSite] = [:]
  /// Names of the router types seen by registrations, so a conflict can name both sides.

  /// The name of a router type for messages.
  func name(of routerType: RouterType) -> String {
    routerType.name
  }

  /// The names of the router types in `routerTypes`, sorted and joined for messages.
  func names(of routerTypes: [RouterType]) -> String {
    Set(routerTypes.map { name(of: $0) }).sorted().joined(separator: ", ")
  }

  init() {}

  /// Adds `routerType` to the ordered list if it is new.
  func remember(_ routerType: RouterType) {
    if routerTypeIDs.insert(ObjectIdentifier(routerType)).inserted { routerTypes.append(routerType) }
  }

  /// The router type for a key: direct registration first, then the adapter chain (cycles stop the walk).
  func resolve(_ key: ObjectIdentifier, module: Bool) -> RouterType? {
    if let routerType = module ? moduleRoutes[key] : destinationRoutes[key] { return routerType }
    return resolveThroughAdapters(key, module: module)
  }

  /// The adapter walk of ``resolve(_:module:)``, kept out of the direct-hit path.
  private func resolveThroughAdapters(_ key: ObjectIdentifier, module: Bool) -> RouterType? {
    let routes = module ? moduleRoutes : destinationRoutes
    let adapters = module ? moduleAdapters : destinationAdapters
    guard var link = adapters[key] else { return nil }
    var visited: Set<ObjectIdentifier> = [key]
    while visited.insert(link.adaptee).inserted {
      if let routerType = routes[link.adaptee] { return routerType }
      guard let next = adapters[link.adaptee] else { return nil }
      link = next
    }
    return nil
  }

  /// The entries registered for one destination class.
  func entries(forClass classID: ObjectIdentifier) -> [ClassEntry<RouterType>] {
    classIndexes[classID, default: []].map { classes[$0] }
  }

  /// Adds a class entry and indexes it.
  func append(_ entry: ClassEntry<RouterType>) {
    classIndexes[entry.classID, default: []].append(classes.count)
    classes.append(entry)
  }

  /// The destination classes registered for `routerType`.
  func classes(of routerType: RouterType) -> [ClassEntry<RouterType>] {
    classes.filter { $0.routerType === routerType }
  }

  /// Identities of the router types that registered at least one destination class.
  var routerTypesWithClasses: Set<ObjectIdentifier> {
    Set(classes.map { ObjectIdentifier($0.routerType) })
  }

  /// Problems of the adapter links: chains that reach no router, and loops.
  func adapterIssues(familyName: String) -> [ZIKRegistrationIssue] {
    var issues: [ZIKRegistrationIssue] = []
    for module in [false, true] {
      let adapters = module ? moduleAdapters : destinationAdapters
      let routes = module ? moduleRoutes : destinationRoutes
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

/// What the registry needs from a router type (``ZIKAnyServiceRouterType``, ``ZIKAnyViewRouterType``).
protocol RegisteredRouterType: AnyObject, Sendable {
  /// The name used in messages, readable from any thread.
  nonisolated var name: String { get }
}

extension ZIKAnyServiceRouterType: RegisteredRouterType {}
extension ZIKAnyViewRouterType: RegisteredRouterType {}
