/// A router type seen without its family: ``ZIKAnyViewRouterType`` (on the main actor) and ``ZIKAnyServiceRouterType``
/// adopt it, so the typed wrappers of both families (`_TypedRouterType`) share one implementation.
public protocol _ErasedRouterType: AnyObject {
  /// The family's perform configuration class.
  associatedtype Configuration: ZIKPerformRouteConfiguration
  /// The family's removal configuration class.
  associatedtype RemoveConfiguration: ZIKRemoveRouteConfiguration

  /// The name used in messages: the router class or the route's name.
  var name: String { get }
  /// Whether `makeDestination` returns synchronously.
  var canMakeDestinationSynchronously: Bool { get }
  /// Whether this router type can make destinations.
  var canMakeDestination: Bool { get }
  /// A new default configuration of this router type.
  func defaultRouteConfiguration() -> Configuration
  /// A new default removal configuration of this router type.
  func defaultRemoveConfiguration() -> RemoveConfiguration
}

extension ZIKAnyServiceRouterType: _ErasedRouterType {}
extension ZIKAnyViewRouterType: @MainActor _ErasedRouterType {}
