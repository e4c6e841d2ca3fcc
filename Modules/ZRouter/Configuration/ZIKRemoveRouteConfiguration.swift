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

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ZIKRemoveRouteConfiguration
    copy.prepareDestination = prepareDestination
    copy.successHandler = successHandler
    copy.performerSuccessHandler = performerSuccessHandler
    copy.completionHandler = completionHandler
    return copy
  }
}
