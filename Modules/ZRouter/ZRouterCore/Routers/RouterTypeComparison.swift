// A router type found by a lookup (`Router.to(…)?.routerType`, `routerForURL`) is an object standing for a router
// class or a block route. It compares equal to the router class it stands for, so the original's
// `routerType == EditorViewRouter.self` keeps working; a block route equals no class. To send a custom event, cast
// its `routerClass`: `if let t = routerType.routerClass as? BackgroundAware.Type { t.applicationDidEnterBackground() }`.

/// An object standing for a router class or a block route: ``ZIKAnyViewRouterType`` and ``ZIKAnyServiceRouterType``
/// adopt it.
public protocol _RouterClassStandIn: AnyObject {
  /// The family's base router class (``ZIKAnyViewRouter`` or ``ZIKAnyServiceRouter``).
  associatedtype RouterBase: AnyObject
  /// The router class, when this stands for a router subclass rather than a block route.
  var routerClass: RouterBase.Type? { get }
}

/// The base router class of a family, naming the objects that stand for its router classes: ``ZIKAnyViewRouter``
/// and ``ZIKAnyServiceRouter`` adopt it (and every router subclass with them), so one set of operators compares
/// either family's router types with its router classes, and never across families.
public protocol _RouterFamilyBase: AnyObject {
  /// What lookups of this family return for a router class (``ZIKAnyViewRouterType``, ``ZIKAnyServiceRouterType``).
  associatedtype ErasedRouterType: _RouterClassStandIn
}

extension ZIKAnyViewRouterType: _RouterClassStandIn {}
extension ZIKAnyServiceRouterType: _RouterClassStandIn {}
extension ZIKAnyViewRouter: _RouterFamilyBase {
  /// The router type objects of the view family.
  public typealias ErasedRouterType = ZIKAnyViewRouterType
}
extension ZIKAnyServiceRouter: _RouterFamilyBase {
  /// The router type objects of the service family.
  public typealias ErasedRouterType = ZIKAnyServiceRouterType
}

/// Whether `routerType` stands for exactly `routerClass` (`nil` and block routes stand for no class).
public func == <RouterClass: _RouterFamilyBase>(
  routerType: RouterClass.ErasedRouterType?, routerClass: RouterClass.Type
) -> Bool {
  routerType?.routerClass.map { ObjectIdentifier($0) == ObjectIdentifier(routerClass) } ?? false
}

/// Whether `routerType` stands for exactly `routerClass`.
public func == <RouterClass: _RouterFamilyBase>(
  routerClass: RouterClass.Type, routerType: RouterClass.ErasedRouterType?
) -> Bool {
  routerType == routerClass
}

/// Whether `routerType` stands for another class than `routerClass` (or for none).
public func != <RouterClass: _RouterFamilyBase>(
  routerType: RouterClass.ErasedRouterType?, routerClass: RouterClass.Type
) -> Bool {
  !(routerType == routerClass)
}

/// Whether `routerType` stands for another class than `routerClass` (or for none).
public func != <RouterClass: _RouterFamilyBase>(
  routerClass: RouterClass.Type, routerType: RouterClass.ErasedRouterType?
) -> Bool {
  !(routerType == routerClass)
}

/// Matches a router type against a router class in a `switch`: `case EditorViewRouter.self:`.
public func ~= <RouterClass: _RouterFamilyBase>(
  routerClass: RouterClass.Type, routerType: RouterClass.ErasedRouterType
) -> Bool {
  routerType == routerClass
}
