/// The removals UIKit and AppKit never announce, reported when a route action starts or when the app asks.
///
/// A sentinel learns that its controller left when a view changes window or, on AppKit, when a window closes, a sheet
/// ends or a popover closes. A parent dropping a child while off screen, or `setViewControllers` removing controllers
/// under an unchanged top, changes no window: those controllers are reported at the next such event, at the next view
/// route action (a perform, a removal, a navigation plan asks for the report first, so the routers of controllers that
/// already left end their routes, with their hooks and handlers, before the action looks at the screen), or when the
/// app calls ``ZIKAnyViewRouter/reportRemovalsMadeElsewhere()``. Reading a router's state never asks for it.
///
/// The platform glue (`ZRouterUIKit`, `ZRouterAppKit`) registers its sentinel type when it watches its first
/// controller; the headless host reports every removal at once and registers nothing.
@_spi(ZRouterGlue) @MainActor
public enum LateRemovalReports {
  /// The sentinel types of the glue in use, in the order they registered.
  private static var reporters: [any RemovalSentinel.Type] = []

  /// Adds `sentinelType` to the reporters, once.
  public static func register(_ sentinelType: any RemovalSentinel.Type) {
    guard !reporters.contains(where: { $0 == sentinelType }) else { return }
    reporters.append(sentinelType)
  }

  /// Whether some platform glue may have removals to report: it watched a controller.
  static var hostReportsLate: Bool { !reporters.isEmpty }

  /// Looks at every watched controller again and reports those that left, as their sentinels' next window change
  /// would (after a transition still running, on UIKit); a sentinel released with its controller reports it too.
  static func reportNow() {
    for reporter in reporters { reporter.reportLateRemovals() }
  }
}
