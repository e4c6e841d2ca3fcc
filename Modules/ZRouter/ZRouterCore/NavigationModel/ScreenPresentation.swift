/// How a navigation model shows a screen it presents: the two modal presentations of SwiftUI.
///
/// A screen asks for one with ``Screen/modalPresentation`` (as a `UIViewController` asks with
/// `modalPresentationStyle`), usually set in the route's `prepareDestination`, or its class declares one for all its
/// screens with ``Screen/defaultModalPresentation``. AppKit's `presentAsSheet(from:)` route always gives `.sheet`.
public enum ScreenPresentation: Sendable, Hashable {
  /// A sheet (`.sheet(item:)`), which the user can swipe down.
  case sheet
  /// A cover of the whole screen (`.fullScreenCover(item:)` on iOS; a sheet on macOS, which has no such cover).
  case fullScreenCover
}
