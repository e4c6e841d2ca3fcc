/// The removals UIKit and AppKit let the removal sentinels see only at a later window change, reported now.
///
/// A sentinel learns that its controller left when a view changes window or, on AppKit, when a window closes, a sheet
/// ends or a popover closes. A parent dropping a child while off screen, or `setViewControllers` removing controllers
/// under an unchanged top, changes no window: those controllers are reported at the next change. Every view route
/// action (a perform, a removal, a navigation plan) asks for the report first, so the routers of controllers that
/// already left end their routes, with their hooks and handlers, before the action looks at the screen.
@MainActor
enum ZIKLateRemovalReports {
  /// Looks at every watched controller again and reports those that left, as their sentinels' next window change
  /// would (after a transition still running, on UIKit). The headless host reports every removal at once: nothing
  /// to do there.
  static func reportNow() {
    #if canImport(UIKit)
      ZIKRemovalSentinelView.reportControllersThatLeft()
    #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
      ZIKRemovalSentinelNSView.reportControllersThatLeft()
    #endif
  }
}
