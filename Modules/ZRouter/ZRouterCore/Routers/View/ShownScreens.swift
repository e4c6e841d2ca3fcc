import Foundation

/// What view routers remember of each screen they showed, for the navigation layer (`Navigation/`) to name it: the
/// router type that made it, the text parameters of its configuration and its registry, while the screen lives.
/// Nothing of the configuration itself is kept, so its closures never outlive the router. This is how a controller
/// found on any host (through the `zix_` members only) is named again as a URL or a routable protocol.
@MainActor
enum ShownScreens {
  /// One shown screen.
  struct Record {
    weak var destination: AnyObject?
    let routerType: ZIKAnyViewRouterType
    /// The `String` values of the configuration's `userInfo` when the perform ended, without the URL's `transition`
    /// and `action`.
    let userInfoParameters: [String: String]
    /// The URL the screen was opened with, if it was.
    let originURL: URL?
    /// The registry of the router that showed the screen. Held strongly: a weak reference would give the registry
    /// a side table for the rest of its life, and every lookup retains the registry, so each retain and release of
    /// it would take the runtime's slow path. The record keeps an isolated registry alive only until the screen is
    /// gone and the next sweep drops the record.
    let registry: RouteRegistry?
  }

  private static var records: [ObjectIdentifier: Record] = [:]
  private static var countAfterLastSweep = 0

  /// Remembers that `router` showed `destination` (the latest router wins).
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
    records[ObjectIdentifier(destination)] = Record(
      destination: destination, routerType: routerType, userInfoParameters: parameters,
      originURL: userInfo[ZIKURLRouteKey.originURL] as? URL, registry: router._registry)
    // Forget screens that are gone whenever the table has doubled since the last sweep: amortized O(1).
    if records.count > max(64, countAfterLastSweep * 2) {
      records = records.filter { $0.value.destination != nil }
      countAfterLastSweep = records.count
    }
  }

  /// The record of `object`, when a view router showed it and it is still the same object.
  static func record(of object: AnyObject) -> Record? {
    guard let record = records[ObjectIdentifier(object)], record.destination === object else { return nil }
    return record
  }
}
