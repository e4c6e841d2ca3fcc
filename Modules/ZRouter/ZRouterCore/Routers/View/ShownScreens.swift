import Foundation

/// What view routers remember of each screen they showed, for the navigation layer (`Navigation/`) to name it: the
/// router type that made it, the text parameters of its configuration and its registry, while the screen lives (in
/// the registry of the router that showed it).
/// Nothing of the configuration itself is kept, so its closures never outlive the router. This is how a controller
/// found on any host (through the `zix_` members only) is named again as a URL or a routable protocol.
@MainActor
enum ShownScreens {
  /// One shown screen, as a lookup returns it.
  struct Record {
    weak var destination: AnyObject?
    let routerType: ZIKAnyViewRouterType
    /// The `String` values of the configuration's `userInfo` when the perform ended, without the URL's `transition`
    /// and `action`.
    let userInfoParameters: [String: String]
    /// The URL the screen was opened with, if it was.
    let originURL: URL?
    /// The registry of the router that showed the screen (the one the lookup found the record in).
    let registry: RouteRegistry?
  }

  /// The screens the view routers of one registry showed, kept in that registry (read and written under its lock):
  /// they go with it, so an ended isolated registry is never kept alive by its screens' records, nor its router types,
  /// interceptors, handlers and mocks.
  final class Table: RegistryExtension {
    /// One shown screen, without its registry (the table's).
    struct Entry {
      weak var destination: AnyObject?
      let routerType: ZIKAnyViewRouterType
      let userInfoParameters: [String: String]
      let originURL: URL?
    }

    var entries: [ObjectIdentifier: Entry] = [:]
    var countAfterLastSweep = 0

    init() {}
  }

  /// Remembers that `router` showed `destination` (the latest router wins), in the router's registry.
  static func remember(_ destination: AnyObject, shownBy router: ZIKAnyViewRouter) {
    guard let routerType = router._madeByType else { return }
    let userInfo = router.original_configuration.userInfo
    var parameters: [String: String] = [:]
    for (key, value) in userInfo {
      guard let text = value as? String, key != ZIKURLRouteKey.transitionType, key != ZIKURLRouteKey.action else {
        continue
      }
      parameters[key] = text
    }
    let entry = Table.Entry(
      destination: destination, routerType: routerType, userInfoParameters: parameters,
      originURL: userInfo[ZIKURLRouteKey.originURL] as? URL)
    let registry = router._registry
    let replaced = registry.locked { () -> [ObjectIdentifier: Table.Entry]? in
      let table = registry.extensions[Table.self]
      table.entries[ObjectIdentifier(destination)] = entry
      // Forget screens that are gone whenever the table has doubled since the last sweep: amortized O(1).
      guard table.entries.count > max(64, table.countAfterLastSweep * 2) else { return nil }
      let old = table.entries
      table.entries = old.filter { $0.value.destination != nil }
      table.countAfterLastSweep = table.entries.count
      return old
    }
    // The dropped entries (and the router types they were the last to hold) are released outside the lock.
    _ = replaced
  }

  /// The record of `object` in the running task's registry, when one of its view routers showed it and it is still
  /// the same object.
  static func record(of object: AnyObject) -> Record? {
    let registry = ZIKRouteRegistry.current
    let entry = registry.locked { registry.extensions[Table.self].entries[ObjectIdentifier(object)] }
    guard let entry, entry.destination === object else { return nil }
    return Record(
      destination: object, routerType: entry.routerType, userInfoParameters: entry.userInfoParameters,
      originURL: entry.originURL, registry: registry)
  }
}
