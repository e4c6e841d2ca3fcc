import Foundation

/// The URL callbacks of a block route, mirroring the router-class hooks `processUserInfo(_:fromURL:)` and
/// `performAction(_:userInfo:fromURL:)`.
struct URLRouteHooks {
  /// Reads the URL's parameters before the destination is made.
  var processUserInfo: (([String: Any], URL) -> Void)?
  /// Runs the URL's `action` after a successful perform.
  var performAction: ((String, [String: Any], URL) -> Void)?
  /// Adjusts the configuration of a URL perform before it starts.
  var beforePerform: ((ZIKPerformRouteConfiguration) -> Void)?
  /// Runs after the success handlers of a URL perform.
  var afterSuccessAction: ((ZIKRouteAction) -> Void)?
}
