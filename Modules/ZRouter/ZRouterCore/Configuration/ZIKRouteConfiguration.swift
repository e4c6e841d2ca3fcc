import Foundation

/// The base of every route configuration: error handlers and a state notifier.
///
/// Configurations are plain nonisolated classes. A router owns its configuration; subclasses add the
/// parameters a module needs and override ``copy(with:)`` to copy them:
/// ```swift
/// override func copy(with zone: NSZone? = nil) -> Any {
///   let copy = super.copy(with: zone) as! MyConfiguration
///   copy.title = title
///   return copy
/// }
/// ```
open class ZIKRouteConfiguration {
  /// Provider error handler: fires on every failed perform or removal of the router owning this configuration.
  @exclusivity(unchecked) public var errorHandler: ((ZIKRouteAction, any Error) -> Void)?
  /// Performer error handler: fires once, for the current call only, then is cleared.
  @exclusivity(unchecked) public var performerErrorHandler: ((ZIKRouteAction, any Error) -> Void)?
  /// Receives every state change of the router as `(old, new)`, including the removal ones.
  @exclusivity(unchecked) public var stateNotifier: ((ZIKRouterState, ZIKRouterState) -> Void)?

  /// Creates an empty configuration. Subclasses keep this initializer so routers can make defaults.
  public required init() {}

  /// Returns a new configuration of the same class with the same values.
  ///
  /// The base makes `type(of: self).init()` and copies the fields of the library's configuration classes; subclasses
  /// call `super` and copy their own fields.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.copyFields(from: self)
    return copy
  }

  /// Copies the fields this class declares from `source`. Each configuration class of the library overrides it to
  /// copy its own fields too, so one call copies a whole configuration into an instance made any other way.
  func copyFields(from source: ZIKRouteConfiguration) {
    copyValues(
      declaredBy: ZIKRouteConfiguration.self, \.errorHandler, \.performerErrorHandler, \.stateNotifier, from: source)
  }
}
