/// A router seen without its generic arguments: ``ZIKAnyViewRouter`` and ``ZIKAnyServiceRouter`` (what `performURL`,
/// `ViewRouter.router` and the global handlers give you) adopt it, so one set of members serves both families.
///
/// ```swift
/// if let router = ZIKAnyViewRouter.performURL("app://note/42", fromSource: root) {
///   print(router.configuration.userInfo["id"] ?? "")      // the live perform configuration
///   router.removeConfiguration.animated = false
/// }
/// ```
/// Typed router classes (``ZIKViewRouter``, ``ZIKServiceRouter``) declare `configuration` and `removeConfiguration`
/// typed with their own configuration class; those win on a typed router. Both name the same live objects as
/// `original_configuration` and `original_removeConfiguration`. The view family adopts it on the main actor.
public protocol _ErasedRouter: AnyObject {
  /// The family's perform configuration class.
  associatedtype Configuration: ZIKPerformRouteConfiguration
  /// The family's removal configuration class.
  associatedtype RemoveConfiguration: ZIKRemoveRouteConfiguration

  /// The current state.
  var state: ZIKRouterState { get }
  /// The error of the last failed perform or removal.
  var error: (any Error)? { get }
  /// The perform configuration (the live object).
  var original_configuration: Configuration { get }
  /// The removal configuration (the live object).
  var original_removeConfiguration: RemoveConfiguration { get }
  /// Whether `performRoute` would start now.
  var canPerform: Bool { get }
  /// Whether the route can be removed now.
  var canRemoveRoute: Bool { get }
  /// Whether the router must be removed before performing again.
  func shouldRemoveBeforePerform() -> Bool
  /// Performs with performer handlers for this call only.
  func performRoute(successHandler: ((Any) -> Void)?, errorHandler: ((ZIKRouteAction, any Error) -> Void)?)
  /// Performs with a completion for this call only: `(success, destination, action, error)`.
  func performRoute(completion: @escaping (Bool, Any?, ZIKRouteAction, (any Error)?) -> Void)
  /// Removes the route with performer handlers for this call only.
  func removeRoute(successHandler: (() -> Void)?, errorHandler: ((ZIKRouteAction, any Error) -> Void)?)
}

extension ZIKAnyServiceRouter: _ErasedRouter {}
extension ZIKAnyViewRouter: @MainActor _ErasedRouter {}

extension _ErasedRouter {
  /// The perform configuration: the live object, the same as `original_configuration`.
  public var configuration: Configuration { original_configuration }
  /// The removal configuration: the live object, the same as `original_removeConfiguration`.
  public var removeConfiguration: RemoveConfiguration { original_removeConfiguration }
}
