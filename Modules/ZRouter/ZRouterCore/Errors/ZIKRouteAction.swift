/// The action a router was doing when a handler fired: performing, removing, looking up, preparing...
///
/// Raw values are the original library's strings, so logs and analytics keep their meaning.
public struct ZIKRouteAction: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The original library's name of the action.
  public let rawValue: String
  /// An action from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Validating a configuration while creating a router (view "init" validation).
  public static let `init` = ZIKRouteAction(rawValue: "ZIKRouteActionInit")
  /// Performing a route.
  public static let performRoute = ZIKRouteAction(rawValue: "ZIKRouteActionPerformRoute")
  /// Removing a route.
  public static let removeRoute = ZIKRouteAction(rawValue: "ZIKRouteActionRemoveRoute")
  /// Looking up a view router (by destination key or identifier).
  public static let toView = ZIKRouteAction(rawValue: "ZIKRouteActionToView")
  /// Looking up a view module router.
  public static let toViewModule = ZIKRouteAction(rawValue: "ZIKRouteActionToViewModule")
  /// Looking up a service router (by destination key or identifier).
  public static let toService = ZIKRouteAction(rawValue: "ZIKRouteActionToService")
  /// Looking up a service module router.
  public static let toServiceModule = ZIKRouteAction(rawValue: "ZIKRouteActionToServiceModule")
  /// Preparing an existing destination with `prepare(destination:)`.
  public static let prepareOnDestination = ZIKRouteAction(rawValue: "ZIKRouteActionPrepareOnDestination")
  /// Performing on an existing destination with `perform(onDestination:)`.
  public static let performOnDestination = ZIKRouteAction(rawValue: "ZIKRouteActionPerformOnDestination")

  public var description: String { rawValue }
}
