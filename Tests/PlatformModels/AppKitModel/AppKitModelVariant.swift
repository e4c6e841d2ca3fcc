/// Choices AppKit does not document, which the model can make either way so the glue is tested under both. Each is
/// bound per task with `withValue(_:operation:)` on its projection. Not part of AppKit.
@MainActor
public enum AppKitModelVariant {
  /// Whether a dismissed sheet, modal window or popover keeps the controller as the content of its ordered-out window.
  ///
  /// `AppKit/NSViewController.h` says the presented controller is the content of the sheet, window or popover "while
  /// it is shown", and that a dismissed controller leaves `presentedViewControllers`; it does not say when its view
  /// leaves that window. `false` (the default): the window lets go of the controller at dismissal, so its view leaves
  /// the window. `true`: AppKit keeps the ordered-out window and its content for a while (the model keeps them as
  /// long as the test's `AppKitModelLog`), so the view stays in a window nobody sees.
  @TaskLocal public static var dismissedContentStaysInItsWindow = false

  /// Keeps `window`, ordered out, with its content, for as long as the running task's `AppKitModelLog` (one test).
  static func keep(_ window: NSWindow) {
    AppKitModelLog.current?.keptWindows.append(window)
  }
}
