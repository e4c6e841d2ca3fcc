import Foundation

/// The configuration of a removal: preparation before removing, success and completion handlers.
///
/// Order on success: `successHandler` → `completionHandler(true, .removeRoute, nil)` → `performerSuccessHandler`.
open class ZIKRemoveRouteConfiguration: ZIKRouteConfiguration {
  /// Runs on the destination just before it is removed.
  public var prepareDestination: ((Any) -> Void)?
  /// Provider success handler: fires after every successful removal.
  public var successHandler: (() -> Void)?
  /// Performer success handler: fires once, for the current removal only, then is cleared.
  public var performerSuccessHandler: (() -> Void)?
  /// Fires after every removal attempt: `(success, action, error)`.
  public var completionHandler: ((Bool, ZIKRouteAction, (any Error)?) -> Void)?

  public required init() { super.init() }

  override func copyFields(from source: ZIKRouteConfiguration) {
    super.copyFields(from: source)
    copyValues(
      declaredBy: ZIKRemoveRouteConfiguration.self, \.prepareDestination, \.successHandler, \.performerSuccessHandler,
      \.completionHandler, from: source)
  }
}
