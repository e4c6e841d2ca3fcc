import Foundation

/// The configuration of a view removal: animation and how to remove a child view controller's view.
open class ZIKViewRemoveConfiguration: ZIKRemoveRouteConfiguration {
  /// Whether the removal is animated. Default `true`.
  public var animated = true
  /// Removes a child view controller's view: call `completion` once it is gone. It receives the platform's own
  /// controller (`UIViewController` on iOS). Without it (or for a destination that is not a `ViewController`) the
  /// router removes the destination's view from its superview.
  public var removingChildViewHandler: ((ViewController, @escaping () -> Void) -> Void)?
  /// Kept for source compatibility; inert.
  public var handleExternalRoute = false

  public required init() { super.init() }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ZIKViewRemoveConfiguration
    copy.animated = animated
    copy.removingChildViewHandler = removingChildViewHandler
    copy.handleExternalRoute = handleExternalRoute
    return copy
  }
}
