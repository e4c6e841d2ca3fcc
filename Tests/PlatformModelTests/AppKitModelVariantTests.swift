import AppKitModel
import Foundation
import Testing

/// The AppKit model's parameters: each choice of `AppKitModelVariant` produces the behaviour it names, and only under
/// that choice.
@MainActor @Suite struct AppKitModelVariantTests {
  /// `dismissedContentStaysInItsWindow`: a dismissed sheet, modal window or popover keeps the controller's view in its
  /// ordered-out window (`true`) or lets it go (`false`, the default). Either way the window is off screen.
  @Test(arguments: ["sheet", "modal window", "popover"], [false, true])
  func dismissedContentStaysInItsWindowOnlyWhenChosen(_ kind: String, _ stays: Bool) throws {
    try AppKitModelVariant.$dismissedContentStaysInItsWindow.withValue(stays) {
      try withAppKitLog { log in
        let main = AppKitMainWindow()
        let presented = AppKitScreen()
        switch kind {
        case "sheet": main.root.presentAsSheet(presented)
        case "modal window": main.root.presentAsModalWindow(presented)
        default:
          main.root.present(
            presented, asPopoverRelativeTo: .zero, of: main.root.view, preferredEdge: .minY,
            behavior: .applicationDefined)
        }
        let window = try #require(presented.view.window)
        main.root.dismiss(presented)
        #expect(!window.isVisible)
        #expect((presented.view.window === window) == stays)
        #expect(main.root.presentedViewControllers == nil)
        #expect(log.raisedExceptions.isEmpty)
      }
    }
  }

  /// The default is the window letting go of its content.
  @Test func theDefaultLetsGoOfTheContent() {
    #expect(!AppKitModelVariant.dismissedContentStaysInItsWindow)
  }
}
