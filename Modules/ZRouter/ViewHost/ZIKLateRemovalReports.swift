#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif

/// The removals UIKit and AppKit let the removal sentinels see only at a later window change, reported now.
///
/// A sentinel learns that its controller left when a view changes window or, on AppKit, when a window closes, a sheet
/// ends or a popover closes. A parent dropping a child while off screen, or `setViewControllers` removing controllers
/// under an unchanged top, changes no window: those controllers are reported at the next change. Every view route
/// action (a perform, a removal, a navigation plan) asks for the report first, so the routers of controllers that
/// already left end their routes, with their hooks and handlers, before the action looks at the screen; reading a
/// router's state asks for its own controller's.
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

  /// Has the sentinel of `displayed` report it now if it finds it gone, as its next window change would: a controller
  /// still in a parent that its whole hierarchy left (a stack dropped from under an unchanged top with a child in
  /// it). Nothing on the headless host.
  static func reportIfLeft(_ displayed: any ZIKViewControllerHost) {
    #if canImport(UIKit)
      if let controller = displayed as? UIViewController { ZIKRemovalSentinelView.reportIfLeft(controller) }
    #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
      if let controller = displayed as? NSViewController { ZIKRemovalSentinelNSView.reportIfLeft(controller) }
    #endif
  }
}
