import Foundation

/// The configuration of a perform: destination preparation, success and completion handlers, and user info.
///
/// `successHandler`, `errorHandler` and `completionHandler` belong to whoever configures the module: they fire on
/// every perform of the router. `performerSuccessHandler` and `performerErrorHandler` belong to the current call and
/// are cleared when that perform ends. Order on success: `successHandler` → `completionHandler` → `performerSuccessHandler`.
open class ZIKPerformRouteConfiguration: ZIKRouteConfiguration {
  /// Prepares the destination before the router's own `prepareDestination` hook runs.
  @exclusivity(unchecked) public var prepareDestination: ((Any) -> Void)?
  /// Provider success handler: fires after every successful perform.
  @exclusivity(unchecked) public var successHandler: ((Any) -> Void)?
  /// Performer success handler: fires once, for the current call only, then is cleared.
  @exclusivity(unchecked) public var performerSuccessHandler: ((Any) -> Void)?
  /// Fires after every perform, success or failure: `(success, destination, action, error)`.
  @exclusivity(unchecked) public var completionHandler: ((Bool, Any?, ZIKRouteAction, (any Error)?) -> Void)?

  /// This configuration as a makeable configuration (the makeable classes return `self`): a virtual call instead of a
  /// dynamic cast on every perform.
  var _makeable: (any MakeableConfigurationBehavior)? { nil }

  /// Router-side preparation installed by the library (for example a makeable configuration's `__prepareDestination`).
  @exclusivity(unchecked) var _routerPrepareDestination: ((Any) -> Void)?
  @exclusivity(unchecked) var _userInfo: [String: Any] = [:]

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

  /// Whether this is exactly a `ZIKPerformRouteConfiguration` whose every field still holds its default, as
  /// `init()` left it: such a configuration, if nothing else references it, can stand in for a new one. Covers every
  /// stored property of this class and of ``ZIKRouteConfiguration`` (a test checks the count: extend this check
  /// when adding one). Those properties skip run-time exclusivity checks: nine of them per call would cost more than
  /// the allocation this saves, and a configuration serves one perform at a time.
  var holdsOnlyDefaults: Bool {
    type(of: self) == ZIKPerformRouteConfiguration.self && prepareDestination == nil && successHandler == nil
      && performerSuccessHandler == nil && completionHandler == nil && _routerPrepareDestination == nil
      && _userInfo.isEmpty && errorHandler == nil && performerErrorHandler == nil && stateNotifier == nil
  }

  override func copyFields(from source: ZIKRouteConfiguration) {
    super.copyFields(from: source)
    copyValues(
      declaredBy: ZIKPerformRouteConfiguration.self, \.prepareDestination, \.successHandler, \.performerSuccessHandler,
      \.completionHandler, \._routerPrepareDestination, \._userInfo, from: source)
  }
}
