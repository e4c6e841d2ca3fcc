import AppKitModel
import Foundation
import Testing

/// Presentation in the AppKit model (`presentAsSheet(_:)`, `presentAsModalWindow(_:)`, `present(_:animator:)`,
/// `dismiss`), against AppKit/NSViewController.h, AppKit/NSWindow.h and Apple's documentation.
@MainActor @Suite struct AppKitSheetModelTests {
  /// NSViewController.h: the presented controller "is made the delegate and contentViewController of the sheet while it
  /// is shown"; `presentedViewControllers` are "The view controllers, if any, that are currently presented by the view
  /// controller", and `presentingViewController` is "The view controller that presented the view controller".
  @Test func aSheetShowsThePresentedControllerAttachedToThePresentersWindow() throws {
    try withAppKitLog { log in
      let main = AppKitMainWindow()
      let sheet = AppKitScreen("sheet")
      main.root.presentAsSheet(sheet)
      let sheetWindow = try #require(sheet.view.window)
      #expect(sheetWindow.contentViewController === sheet)
      #expect(sheetWindow.sheetParent === main.window)
      #expect(main.window.sheets === [sheetWindow])
      #expect(sheetWindow.isVisible)
      #expect(main.root.presentedViewControllers === [sheet])
      #expect(sheet.presentingViewController === main.root)
      #expect(log.raisedExceptions.isEmpty)
    }
  }

  /// `beginSheet(_:completionHandler:)`: "If the window already has a presented sheet, it will queue up sheets
  /// presented after that. Once the presented sheet is dismissed, the next queued sheet will be presented."
  /// `sheets` "consists of the presented sheets in top-to-bottom order, followed by queued sheets".
  @Test func aSecondSheetIsQueuedUntilTheFirstIsDismissed() throws {
    try withAppKitLog { _ in
      let main = AppKitMainWindow()
      let (first, second) = (AppKitScreen("first"), AppKitScreen("second"))
      main.root.presentAsSheet(first)
      main.root.presentAsSheet(second)
      let (firstWindow, secondWindow) = (try #require(first.view.window), try #require(second.view.window))
      #expect(main.window.sheets === [firstWindow, secondWindow])
      #expect(firstWindow.isVisible && !secondWindow.isVisible)
      #expect(main.root.presentedViewControllers === [first, second])
      main.root.dismiss(first)
      #expect(main.window.sheets === [secondWindow])
      #expect(secondWindow.isVisible)
    }
  }

  /// `endSheet(_:)` ends the sheet: the completion handler hears `.stop` and `didEndSheetNotification` ("Posted
  /// whenever an NSWindow object's sheet is dismissed") is posted for the parent window; `sheetParent` lasts "until
  /// it is ordered out".
  @Test func endSheetCallsTheHandlerAndPostsDidEndSheet() {
    withAppKitLog { _ in
      let main = AppKitMainWindow()
      let sheet = NSWindow(contentViewController: AppKitScreen())
      var response: NSApplication.ModalResponse?
      let recorder = NotificationRecorder([NSWindow.didEndSheetNotification], object: main.window)
      main.window.beginSheet(sheet) { response = $0 }
      #expect(sheet.sheetParent === main.window)
      main.window.endSheet(sheet)
      #expect(response == .stop)
      #expect(recorder.names == [NSWindow.didEndSheetNotification])
      #expect(sheet.sheetParent == nil && !sheet.isVisible)
    }
  }

  /// A sheet needs a window to attach to: presenting from a controller whose view is in no window shows nothing, and
  /// the model records what AppKit would raise.
  @Test func aPresenterInNoWindowCannotShowASheet() {
    let log = withAppKitLog { _ in
      let presenter = AppKitScreen()
      let sheet = AppKitScreen()
      presenter.presentAsSheet(sheet)
      #expect(sheet.viewIfLoaded?.window == nil)
    }
    #expect(log.raisedExceptions.count == 1)
  }

  /// `dismiss(_ viewController:)` "Dismisses a presented view controller, using the same animator that presented it";
  /// the controller leaves `presentedViewControllers` and its presenter, and its view leaves the sheet (it is the
  /// sheet's content only "while it is shown"). `dismiss(_ sender:)` does nothing "if the receiver is not currently
  /// presented".
  @Test func dismissEndsThePresentationAndTheContent() throws {
    try withAppKitLog { _ in
      let main = AppKitMainWindow()
      let sheet = AppKitScreen()
      main.root.presentAsSheet(sheet)
      // Held here, so that the view leaves the sheet because the sheet lets go of it, not because the sheet is gone.
      let sheetWindow = try #require(sheet.view.window)
      sheet.dismiss(nil)
      #expect(main.root.presentedViewControllers == nil)
      #expect(sheet.presentingViewController == nil)
      #expect(sheet.view.window == nil)
      #expect(sheetWindow.contentViewController == nil && !sheetWindow.isVisible)
      #expect(main.window.sheets.isEmpty)
      main.root.dismiss(nil)
      #expect(main.window.isVisible)
    }
  }

  /// `presentingViewController` is "The view controller that presented the view controller or that presented its
  /// farthest ancestor view controller": a child of a presented controller answers its ancestor's presenter.
  @Test func aChildOfAPresentedControllerAnswersItsAncestorsPresenter() {
    withAppKitLog { _ in
      let main = AppKitMainWindow()
      let sheet = AppKitScreen()
      let child = AppKitScreen()
      sheet.addChild(child)
      main.root.presentAsSheet(sheet)
      #expect(child.presentingViewController === main.root)
    }
  }

  /// `presentingViewController` is declared `unowned(unsafe)` (`assign` in NSViewController.h): it does not keep the
  /// presenter alive, and reading it after the presenter went away reads a dangling pointer. The model records that
  /// read.
  @Test func readingAReleasedPresenterIsRecorded() {
    let log = withAppKitLog { _ in
      let presented = AppKitScreen()
      let animator = NullAnimator()
      do {
        let presenter = AppKitScreen()
        presenter.present(presented, animator: animator)
        #expect(presented.presentingViewController === presenter)
      }
      #expect(presented.presentingViewController == nil)
    }
    #expect(log.raisedExceptions.count == 1)
  }

  /// `presentAsModalWindow(_:)`: the controller "is made the delegate and contentViewController of the window while it
  /// is shown"; "NSWindow delegate methods can be used to prevent closing of the window": a modal window the user
  /// closes ends the presentation.
  @Test func closingAModalWindowEndsItsPresentation() throws {
    try withAppKitLog { _ in
      let main = AppKitMainWindow()
      let modal = AppKitScreen()
      main.root.presentAsModalWindow(modal)
      let window = try #require(modal.view.window)
      #expect(window.isVisible && window !== main.window)
      window.performClose(nil)
      #expect(main.root.presentedViewControllers == nil)
      #expect(modal.presentingViewController == nil)
      #expect(!window.isVisible)
    }
  }

  /// Presenting a controller that is already presented is refused (recorded), and the first presentation stays.
  @Test func aPresentedControllerCannotBePresentedAgain() {
    let log = withAppKitLog { _ in
      let main = AppKitMainWindow()
      let sheet = AppKitScreen()
      main.root.presentAsSheet(sheet)
      main.root.presentAsSheet(sheet)
      #expect(main.root.presentedViewControllers === [sheet])
    }
    #expect(log.raisedExceptions.count == 1)
  }
}

/// An animator that shows nothing: `present(_:animator:)` alone.
@MainActor
final class NullAnimator: NSObject, NSViewControllerPresentationAnimator {
  func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController) {}
  func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController) {}
}
