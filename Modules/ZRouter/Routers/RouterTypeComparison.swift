// A router type found by a lookup (`Router.to(…)?.routerType`, `routerForURL`) is an object standing for a router
// class or a block route. It compares equal to the router class it stands for, so the original's
// `routerType == EditorViewRouter.self` keeps working; a block route equals no class. To send a custom event, cast
// its `routerClass`: `if let t = routerType.routerClass as? BackgroundAware.Type { t.applicationDidEnterBackground() }`.

/// Whether `routerType` stands for exactly `routerClass` (`nil` and block routes stand for no class).
public func == (routerType: ZIKAnyViewRouterType?, routerClass: ZIKAnyViewRouter.Type) -> Bool {
  routerType?.routerClass.map { ObjectIdentifier($0) == ObjectIdentifier(routerClass) } ?? false
}

/// Whether `routerType` stands for exactly `routerClass`.
public func == (routerClass: ZIKAnyViewRouter.Type, routerType: ZIKAnyViewRouterType?) -> Bool {
  routerType == routerClass
}

/// Whether `routerType` stands for another class than `routerClass` (or for none).
public func != (routerType: ZIKAnyViewRouterType?, routerClass: ZIKAnyViewRouter.Type) -> Bool {
  !(routerType == routerClass)
}

/// Whether `routerType` stands for another class than `routerClass` (or for none).
public func != (routerClass: ZIKAnyViewRouter.Type, routerType: ZIKAnyViewRouterType?) -> Bool {
  !(routerType == routerClass)
}

/// Matches a router type against a router class in a `switch`: `case EditorViewRouter.self:`.
public func ~= (routerClass: ZIKAnyViewRouter.Type, routerType: ZIKAnyViewRouterType) -> Bool {
  routerType == routerClass
}

/// Whether `routerType` stands for exactly `routerClass` (`nil` and block routes stand for no class).
public func == (routerType: ZIKAnyServiceRouterType?, routerClass: ZIKAnyServiceRouter.Type) -> Bool {
  routerType?.routerClass.map { ObjectIdentifier($0) == ObjectIdentifier(routerClass) } ?? false
}

/// Whether `routerType` stands for exactly `routerClass`.
public func == (routerClass: ZIKAnyServiceRouter.Type, routerType: ZIKAnyServiceRouterType?) -> Bool {
  routerType == routerClass
}

/// Whether `routerType` stands for another class than `routerClass` (or for none).
public func != (routerType: ZIKAnyServiceRouterType?, routerClass: ZIKAnyServiceRouter.Type) -> Bool {
  !(routerType == routerClass)
}

/// Whether `routerType` stands for another class than `routerClass` (or for none).
public func != (routerClass: ZIKAnyServiceRouter.Type, routerType: ZIKAnyServiceRouterType?) -> Bool {
  !(routerType == routerClass)
}

/// Matches a router type against a router class in a `switch`: `case SyncServiceRouter.self:`.
public func ~= (routerClass: ZIKAnyServiceRouter.Type, routerType: ZIKAnyServiceRouterType) -> Bool {
  routerType == routerClass
}
