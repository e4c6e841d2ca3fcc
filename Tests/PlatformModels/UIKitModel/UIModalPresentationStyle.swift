/// The model of `UIModalPresentationStyle`.
///
/// `.automatic`: "For most view controllers, UIKit maps this style to the UIModalPresentationStyle.pageSheet
/// style". `.fullScreen`: "The views belonging to the presenting view controller are removed after the presentation
/// completes." `.pageSheet`, `.formSheet`, `.popover` and the `over` styles leave the presenting views in place.
public enum UIModalPresentationStyle: Int, Sendable {
  /// A presentation covering the screen; the presenting views leave the window once it completes.
  case fullScreen = 0
  /// A sheet partially covering the content below.
  case pageSheet = 1
  /// A sheet centered on the screen.
  case formSheet = 2
  /// A presentation over the current context, removing what it covers.
  case currentContext = 3
  /// A presentation a custom presentation controller manages.
  case custom = 4
  /// A full-screen presentation that leaves the presenting views in place.
  case overFullScreen = 5
  /// A presentation over the current context that leaves its views in place.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
  /// No adaptation (only for adaptive presentation delegates).
  case none = -1
  /// The system's default: a page sheet for most controllers.
  case automatic = -2

  /// Whether the presenting views leave the window once the presentation completes.
  var removesPresentersViews: Bool { self == .fullScreen || self == .currentContext }
}
