#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif

/// The removals UIKit and AppKit never announce, reported when a route action starts or when the app asks.
///
/// A sentinel learns that its controller left when a view changes window or, on AppKit, when a window closes, a sheet
/// ends or a popover closes. A parent dropping a child while off screen, or `setViewControllers` removing controllers
/// under an unchanged top, changes no window: those controllers are reported at the next such event, at the next view
/// route action (a perform, a removal, a navigation plan asks for the report first, so the routers of controllers that
/// already left end their routes, with their hooks and handlers, before the action looks at the screen), or when the
/// app calls ``ZIKAnyViewRouter/reportRemovalsMadeElsewhere()``. Reading a router's state never asks for it.
@MainActor
enum ZIKLateRemovalReports {
  /// Whether the platform's glue may have removals to report (UIKit and AppKit); the headless host has none.
  static var hostReportsLate: Bool {
    #if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
      true
    #else
      false
    #endif
  }

  /// Looks at every watched controller again and reports those that left, as their sentinels' next window change
  /// would (after a transition still running, on UIKit); a sentinel released with its controller reports it too.
  /// The headless host reports every removal at once: nothing to do there.
  static func reportNow() {
    #if canImport(UIKit)
      ZIKRemovalSentinelView.reportControllersThatLeft()
    #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
      ZIKRemovalSentinelNSView.reportControllersThatLeft()
    #endif
  }
}
