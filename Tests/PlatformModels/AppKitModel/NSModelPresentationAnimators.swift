import Foundation

/// AppKit's sheet animator: the presented controller becomes the content of a sheet window attached to the
/// presenter's window. A presenter in no window has no window to attach to: recorded in the model log, nothing shown.
@MainActor
final class NSModelSheetAnimator: NSObject, NSViewControllerPresentationAnimator {
  private var sheet: NSWindow?

  func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController) {
    guard let parentWindow = fromViewController.viewIfLoaded?.window else {
      AppKitModelLog.raise("presentAsSheet: the presenting \(type(of: fromViewController)) is in no window")
      return
    }
    let sheet = NSWindow(contentViewController: viewController)
    self.sheet = sheet
    parentWindow.beginSheet(sheet)
  }

  func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController) {
    guard let sheet else { return }
    sheet.sheetParent?.endSheet(sheet)
    sheet.contentViewController = nil
    self.sheet = nil
  }
}

/// AppKit's modal-window animator: the presented controller becomes the content of a window of its own. The model
/// assumes, as the header's "NSWindow delegate methods can be used to prevent closing of the window" implies, that
/// closing that window (its close button) ends the presentation.
@MainActor
final class NSModelModalWindowAnimator: NSObject, NSViewControllerPresentationAnimator, NSWindowDelegate {
  private var window: NSWindow?
  private weak var presenter: NSViewController?
  private weak var presented: NSViewController?

  func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController) {
    let window = NSWindow(contentViewController: viewController)
    window.isReleasedWhenClosed = false
    window.delegate = self
    self.window = window
    presenter = fromViewController
    presented = viewController
    window.makeKeyAndOrderFront(nil)
  }

  func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController) {
    guard let window else { return }
    self.window = nil
    window.delegate = nil
    window.close()
    window.contentViewController = nil
  }

  func windowWillClose(_ notification: Notification) {
    guard let window, let presenter, let presented else { return }
    self.window = nil
    window.delegate = nil
    presenter.dismiss(presented)
    window.contentViewController = nil
  }
}

/// AppKit's popover animator: the presented controller becomes the content of an `NSPopover` shown relative to the
/// anchor; a popover closed by the user (a transient popover losing focus) ends the presentation.
@MainActor
final class NSModelPopoverAnimator: NSObject, NSViewControllerPresentationAnimator {
  private let positioningRect: NSRect
  private weak var positioningView: NSView?
  private let preferredEdge: NSRectEdge
  private let behavior: NSPopover.Behavior
  private var popover: NSPopover?

  init(positioningRect: NSRect, positioningView: NSView, preferredEdge: NSRectEdge, behavior: NSPopover.Behavior) {
    self.positioningRect = positioningRect
    self.positioningView = positioningView
    self.preferredEdge = preferredEdge
    self.behavior = behavior
  }

  func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController) {
    guard let positioningView else { return }
    let popover = NSPopover()
    popover.behavior = behavior
    popover.contentViewController = viewController
    popover.closeHandler = { [weak fromViewController, weak viewController] in
      guard let fromViewController, let viewController else { return }
      fromViewController.dismiss(viewController)
    }
    self.popover = popover
    popover.show(relativeTo: positioningRect, of: positioningView, preferredEdge: preferredEdge)
  }

  func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController) {
    guard let popover else { return }
    self.popover = nil
    popover.closeHandler = nil
    popover.close()
    popover.contentViewController = nil
  }
}
