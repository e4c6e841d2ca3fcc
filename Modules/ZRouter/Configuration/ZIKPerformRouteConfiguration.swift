import Foundation

/// The configuration of a perform: destination preparation, success and completion handlers, and user info.
///
/// `successHandler`, `errorHandler` and `completionHandler` belong to whoever configures the module: they fire on
/// every perform of the router. `performerSuccessHandler` and `performerErrorHandler` belong to the current call and
/// are cleared when that perform ends. Order on success: `successHandler` → `completionHandler` → `performerSuccessHandler`.
open class ZIKPerformRouteConfiguration: ZIKRouteConfiguration {
  /// Prepares the destination before the router's own `prepareDestination` hook runs.
  public var prepareDestination: ((Any) -> Void)?
  /// Provider success handler: fires after every successful perform.
  public var successHandler: ((Any) -> Void)?
  /// Performer success handler: fires once, for the current call only, then is cleared.
  public var performerSuccessHandler: ((Any) -> Void)?
  /// Fires after every perform, success or failure: `(success, destination, action, error)`.
  public var completionHandler: ((Bool, Any?, ZIKRouteAction, (any Error)?) -> Void)?

  /// This configuration as a makeable configuration (the makeable classes return `self`): a virtual call instead of a
  /// dynamic cast on every perform.
  var _makeable: (any MakeableConfigurationBehavior)? { nil }

  /// Router-side preparation installed by the library (for example a makeable configuration's `__prepareDestination`).
  var _routerPrepareDestination: ((Any) -> Void)?
  var _userInfo: [String: Any] = [:]

  public required init() { super.init() }

  /// Extra values carried to the destination's router, such as URL parameters. Emptied when the route is removed.
  public var userInfo: [String: Any] { _userInfo }

  /// Adds one value to ``userInfo``.
  public func addUserInfo(forKey key: String, object: Any) {
    _userInfo[key] = object
  }

  /// Adds every value of `userInfo`, replacing values of the same keys.
  public func addUserInfo(_ userInfo: [String: Any]) {
    _userInfo.merge(userInfo) { _, new in new }
  }

  override func copyFields(from source: ZIKRouteConfiguration) {
    super.copyFields(from: source)
    copyValues(
      declaredBy: ZIKPerformRouteConfiguration.self, \.prepareDestination, \.successHandler, \.performerSuccessHandler,
      \.completionHandler, \._routerPrepareDestination, \._userInfo, from: source)
  }
}
