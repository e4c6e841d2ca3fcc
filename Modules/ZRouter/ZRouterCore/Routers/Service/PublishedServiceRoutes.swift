/// The published snapshot of the services of a finished registry (see ``FrozenRoutes``).
typealias FrozenServiceRoutes = FrozenRoutes<ZIKAnyServiceRouterType>

extension RouteRegistry {
  /// The published snapshot of the current registry's service destination routes, or `nil` (registration not
  /// finished, or no atomics), and whether a service interceptor is set. Unretained: valid while the registry is (it
  /// keeps every snapshot it published, ``frozenServiceRoutes``), which the caller's task binds, or the process keeps,
  /// for the whole call.
  @inline(__always)
  static func currentPublishedServiceRoutes() -> (routes: Unmanaged<FrozenServiceRoutes>, intercepted: Bool)? {
    let word = currentPublishedWord()
    guard let pointer = UnsafeRawPointer(bitPattern: word & ~1) else { return nil }
    return (Unmanaged.fromOpaque(pointer), word & 1 != 0)
  }
}
