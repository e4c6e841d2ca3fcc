import Foundation

/// The configuration of a view removal: animation and how to remove a child view controller's view.
open class ZIKViewRemoveConfiguration: ZIKRemoveRouteConfiguration {
  /// Whether the removal is animated. Default `true`.
  public var animated = true
  /// Removes a child view controller's view: call `completion` once it is gone. It receives the platform's own
  /// controller (`UIViewController` on iOS). Without it (or for a destination that is not a `ViewController`) the
  /// router removes the destination's view from its superview.
  public var removingChildViewHandler: ((DestinationViewController, @escaping () -> Void) -> Void)?
  /// Has no effect: removals never hand a destination to an external router.
  @available(*, deprecated, message: "handleExternalRoute has no effect; remove the assignment")
  public var handleExternalRoute: Bool {
    get { handlesExternalRouteValue }
    set { handlesExternalRouteValue = newValue }
  }
  /// The value stored by ``handleExternalRoute``, copied with the configuration but read by nothing else.
  var handlesExternalRouteValue = false

  public required init() { super.init() }

  override func copyFields(from source: ZIKRouteConfiguration) {
    super.copyFields(from: source)
    copyValues(
      declaredBy: ZIKViewRemoveConfiguration.self, \.animated, \.removingChildViewHandler, \.handlesExternalRouteValue,
      from: source)
  }
}
