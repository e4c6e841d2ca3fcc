/// A router seen without its generic arguments: ``ZIKAnyViewRouter`` and ``ZIKAnyServiceRouter`` (what `performURL`,
/// `ViewRouter.router` and the global handlers give you) adopt it to offer `configuration` and `removeConfiguration`,
/// as the original's routers do.
///
/// ```swift
/// if let router = ZIKAnyViewRouter.performURL("app://note/42", fromSource: root) {
///   print(router.configuration.userInfo["id"] ?? "")      // the live perform configuration
///   router.removeConfiguration.animated = false
/// }
/// ```
/// Typed router classes (``ZIKViewRouter``, ``ZIKServiceRouter``) declare members of the same names typed with their
/// own configuration class; those win on a typed router. Both name the same live objects as
/// `original_configuration` and `original_removeConfiguration`.
public protocol ZIKErasedRouter: AnyObject {}

extension ZIKAnyServiceRouter: ZIKErasedRouter {}
extension ZIKAnyViewRouter: ZIKErasedRouter {}

extension ZIKErasedRouter where Self: ZIKAnyServiceRouter {
  /// The perform configuration: the live object, the same as `original_configuration`.
  public var configuration: ZIKPerformRouteConfiguration { original_configuration }
  /// The removal configuration: the live object, the same as `original_removeConfiguration`.
  public var removeConfiguration: ZIKRemoveRouteConfiguration { original_removeConfiguration }
}

extension ZIKErasedRouter where Self: ZIKAnyViewRouter {
  /// The perform configuration: the live object, the same as `original_configuration`.
  @MainActor public var configuration: ZIKViewRouteConfiguration { original_configuration }
  /// The removal configuration: the live object, the same as `original_removeConfiguration`.
  @MainActor public var removeConfiguration: ZIKViewRemoveConfiguration { original_removeConfiguration }
}
