import Foundation

/// AppKit's sheet animator: the presented controller "is made the delegate and contentViewController of the sheet while
/// it is shown" (`AppKit/NSViewController.h`; the delegate when it adopts `NSWindowDelegate`), a sheet window attached
/// to the presenter's window, queued behind a sheet already presented there. A presenter in no window has no window
/// to attach to: recorded in the model log, nothing shown.
@MainActor
final class NSModelSheetAnimator: NSObject, NSViewControllerPresentationAnimator {
  private var sheet: NSWindow?

  func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController) {
    guard let parentWindow = fromViewController.viewIfLoaded?.window else {
      AppKitModelLog.raise("presentAsSheet: the presenting \(type(of: fromViewController)) is in no window")
      return
    }
    let sheet = NSWindow(contentViewController: viewController)
    sheet.delegate = viewController as? any NSWindowDelegate
    self.sheet = sheet
    parentWindow.beginSheet(sheet)
  }

  func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController) {
    guard let sheet else { return }
    sheet.sheetParent?.endSheet(sheet)
    if AppKitModelVariant.dismissedContentStaysInItsWindow {
      AppKitModelVariant.keep(sheet)
    } else {
      sheet.contentViewController = nil
    }
    self.sheet = nil
  }
}

/// AppKit's modal-window animator: the presented controller "is made the delegate and contentViewController of the
/// window while it is shown" (`AppKit/NSViewController.h`; the delegate when it adopts `NSWindowDelegate`), a window
/// of its own. "NSWindow delegate methods can be used to prevent closing of the window": the close button asks the
/// controller's `windowShouldClose(_:)`, and a window that closes ends the presentation. The animator learns of the
/// close from `NSWindow.willCloseNotification`, since the delegate is the controller.
@MainActor
final class NSModelModalWindowAnimator: NSObject, NSViewControllerPresentationAnimator {
  private var window: NSWindow?
  private var closeObserver: (any NSObjectProtocol)?
  private weak var presenter: NSViewController?
  private weak var presented: NSViewController?

  func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController) {
    let window = NSWindow(contentViewController: viewController)
    window.isReleasedWhenClosed = false
    window.delegate = viewController as? any NSWindowDelegate
    self.window = window
    presenter = fromViewController
    presented = viewController
    closeObserver = NotificationCenter.default.addObserver(
      forName: NSWindow.willCloseNotification, object: window, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.windowWillClose() }
    }
    window.makeKeyAndOrderFront(nil)
  }

  func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController) {
    guard let window = detachWindow() else { return }
    window.close()
    letGo(of: window)
  }

  /// The user closed the window: the presentation ends.
  private func windowWillClose() {
    guard let presenter, let presented, let window = detachWindow() else { return }
    presenter.dismiss(presented)
    letGo(of: window)
  }

  /// The closed window lets go of the controller, or is kept with it (`AppKitModelVariant`).
  private func letGo(of window: NSWindow) {
    if AppKitModelVariant.dismissedContentStaysInItsWindow {
      AppKitModelVariant.keep(window)
    } else {
      window.contentViewController = nil
    }
  }

  /// Forgets the window and stops observing it.
  private func detachWindow() -> NSWindow? {
    if let closeObserver { NotificationCenter.default.removeObserver(closeObserver) }
    closeObserver = nil
    defer { window = nil }
    return window
  }
}

/// AppKit's popover animator: the presented controller "is made the delegate and contentViewController of the popover
/// while it is shown" (`AppKit/NSViewController.h`; the delegate when it adopts `NSPopoverDelegate`), an `NSPopover`
/// shown relative to the anchor; a popover that closes by itself (a transient popover the user clicked away, the
/// anchor's window closing) ends the presentation.
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
    popover.delegate = viewController as? any NSPopoverDelegate
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
    if !AppKitModelVariant.dismissedContentStaysInItsWindow { popover.contentViewController = nil }
  }
}
