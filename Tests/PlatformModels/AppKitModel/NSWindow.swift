import Foundation

/// A window: the parts of AppKit's `NSWindow` the router's glue uses.
///
/// Rules, from `AppKit/NSWindow.h` (macOS 14 SDK) and the `NSWindow` documentation:
/// - `NSWindow(contentViewController:)` makes a titled, closable window whose `contentView` is the controller's
///   view; the window "has isReleasedWhenClosed set to NO, and it must be explicitly retained to keep the window
///   instance alive". Nothing in the model retains a window for its owner (`NSApplication.windows` is weak).
/// - Assigning `contentViewController` "will remove the existing contentView and will make the
///   contentViewController.view the main contentView"; assigning `nil` leaves the window empty.
/// - `close()` "removes the window from the screen" and "posts a willCloseNotification notification to the default
///   notification center", which the delegate receives as `windowWillClose(_:)`;
///   "a window doesn't have to be visible to receive the close message". Which of the two comes first is not
///   documented: a parameter of the model (`AppKitModelOrders`). Closing keeps the content view in the
///   window. `removeFromSuperview()` is the one that "unlinks the view from its superview and its window".
/// - `performClose(_:)` is the close button: it asks the delegate's `windowShouldClose(_:)` and closes on `true`.
/// - A window that is deallocated takes its content view out of it (the model's reading of ARC ownership: the views
///   of a freed window are in no window).
/// - Sheets: `beginSheet(_:completionHandler:)` attaches a sheet window: "If the window already has a presented sheet,
///   it will queue up sheets presented after that. Once the presented sheet is dismissed, the next queued sheet will
///   be presented". `sheets` "consists of the presented sheets in top-to-bottom order, followed by queued sheets";
///   `sheetParent` exists "starting when the sheet is begun ... and ending once it is ordered out". `endSheet(_:)`
///   detaches the sheet, orders it out, posts `didEndSheetNotification` ("Posted whenever an NSWindow object's sheet
///   is dismissed"), and presents the next queued one.
/// - Popovers: "When a window is closed in response to the -close message being sent, all of its popovers will be
///   closed" (`AppKit/NSPopover.h`): `close()` closes the popovers shown relative to a view in the window. The model
///   closes them before the window posts `willCloseNotification` (the order is not documented).
@MainActor
open class NSWindow: NSResponder {
  /// Posted by `close()` before the window leaves the screen; the object is the window.
  nonisolated public static let willCloseNotification = Notification.Name("NSWindowWillCloseNotification")
  /// Posted by `endSheet(_:)` after a sheet was dismissed; the object is the window the sheet was attached to.
  nonisolated public static let didEndSheetNotification = Notification.Name("NSWindowDidEndSheetNotification")

  /// The window's title.
  open var title = ""
  /// Whether `close()` also releases the window. AppKit's default for `NSWindow` is `true`, and Swift (ARC) code must
  /// set it to `false`; the model never over-releases and keeps the flag only.
  open var isReleasedWhenClosed = true
  /// The window's delegate (not retained).
  open weak var delegate: (any NSWindowDelegate)?
  /// Whether the window is on screen.
  open private(set) var isVisible = false
  /// The sheets attached to the window, oldest first.
  open private(set) var sheets: [NSWindow] = []
  /// The window this sheet is attached to.
  open private(set) weak var sheetParent: NSWindow?
  /// How many times the window was closed (`close()` calls). Not part of AppKit.
  public private(set) var modelCloseCount = 0

  private var storedContentView: NSView?
  private var storedContentViewController: NSViewController?

  /// An empty, invisible window.
  public override init() {
    super.init()
    NSApplication.shared.track(self)
  }

  /// Windows are not archived in the model.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    NSApplication.shared.track(self)
  }

  /// A titled, closable window whose content is `contentViewController`'s view (loaded if needed), titled with the
  /// controller's title, with `isReleasedWhenClosed` set to `false` (NSWindow.h). Not retained by anything: keep it
  /// alive yourself.
  public convenience init(contentViewController: NSViewController) {
    self.init()
    isReleasedWhenClosed = false
    self.contentViewController = contentViewController
    title = contentViewController.title ?? ""
  }

  isolated deinit {
    storedContentViewController = nil
    detachContentView()
  }

  /// The controller whose view is the content view; assigning it replaces the content view with its view.
  open var contentViewController: NSViewController? {
    get { storedContentViewController }
    set {
      storedContentViewController = newValue
      replaceContentView(with: newValue?.view)
    }
  }

  /// The root of the window's view tree; assigning a view directly clears `contentViewController`.
  open var contentView: NSView? {
    get { storedContentView }
    set {
      storedContentViewController = nil
      replaceContentView(with: newValue)
    }
  }

  /// Shows the window in front and makes it the key window.
  open func makeKeyAndOrderFront(_ sender: Any?) {
    setVisible(true)
  }

  /// Takes the window off screen without closing it.
  open func orderOut(_ sender: Any?) {
    setVisible(false)
  }

  /// Closes the window: posts `willCloseNotification` (the delegate's `windowWillClose(_:)` first) and orders the
  /// window out, visible or not; out first under ``AppKitModelOrders/closeOrdersOutBeforeWillClose``.
  open func close() {
    modelCloseCount += 1
    for popover in NSPopover.allShown where popover.modelAnchorWindow === self { popover.close() }
    let ordersOutFirst = AppKitModelOrders.current.contains(.closeOrdersOutBeforeWillClose)
    if ordersOutFirst { setVisible(false) }
    let notification = Notification(name: Self.willCloseNotification, object: self)
    delegate?.windowWillClose(notification)
    NotificationCenter.default.post(notification)
    setVisible(false)
  }

  /// The close button: closes the window unless the delegate's `windowShouldClose(_:)` answers `false`.
  open func performClose(_ sender: Any?) {
    guard isVisible else { return }
    if let delegate, !delegate.windowShouldClose(self) { return }
    close()
  }

  /// Attaches `sheetWindow` to the receiver as a sheet: shown at once when the receiver has no sheet, queued behind
  /// the presented one otherwise.
  open func beginSheet(
    _ sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil
  ) {
    guard sheetWindow.sheetParent == nil else {
      AppKitModelLog.raise("beginSheet: the window is already a sheet")
      return
    }
    sheets.append(sheetWindow)
    sheetWindow.sheetParent = self
    sheetWindow.sheetCompletion = handler
    if sheets.count == 1 { sheetWindow.setVisible(true) }
  }

  /// Detaches the sheet `sheetWindow` (presented or queued), orders it out and calls its completion handler; when it
  /// was the presented sheet, the next queued one is presented.
  open func endSheet(_ sheetWindow: NSWindow) {
    guard let index = sheets.firstIndex(where: { $0 === sheetWindow }) else { return }
    sheets.remove(at: index)
    sheetWindow.sheetParent = nil
    sheetWindow.setVisible(false)
    let completion = sheetWindow.sheetCompletion
    sheetWindow.sheetCompletion = nil
    completion?(.stop)
    NotificationCenter.default.post(Notification(name: Self.didEndSheetNotification, object: self))
    if index == 0, let next = sheets.first { next.setVisible(true) }
  }

  var sheetCompletion: ((NSApplication.ModalResponse) -> Void)?

  private func replaceContentView(with view: NSView?) {
    if let old = storedContentView, old !== view { detachContentView() }
    guard let view, view !== storedContentView else { return }
    view.removeFromSuperview()
    view.hostingWindow?.takeContentView(view)
    view.propagateWillMove(toWindow: self)
    view.hostingWindow = self
    storedContentView = view
    view.propagateDidMoveToWindow()
  }

  /// Takes the content view out of the window.
  private func detachContentView() {
    guard let old = storedContentView else { return }
    old.propagateWillMove(toWindow: nil)
    old.hostingWindow = nil
    storedContentView = nil
    old.propagateDidMoveToWindow()
  }

  /// Gives up `view`, the content view, to another window.
  private func takeContentView(_ view: NSView) {
    guard storedContentView === view else { return }
    if storedContentViewController?.viewIfLoaded === view { storedContentViewController = nil }
    detachContentView()
  }

  private func setVisible(_ visible: Bool) {
    guard visible != isVisible else { return }
    storedContentView?.propagateWindowVisibilityWillChange(toVisible: visible)
    isVisible = visible
    storedContentView?.propagateWindowVisibilityDidChange()
  }
}

extension NSApplication {
  /// How a modal session or sheet ended.
  public struct ModalResponse: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// A response from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The session was stopped (`endSheet(_:)`).
    public static let stop = ModalResponse(rawValue: -1000)
  }
}

/// What a window tells its delegate: the parts of `NSWindowDelegate` the glue and the model use. AppKit's optional
/// requirements are modelled as requirements with default implementations.
@MainActor
public protocol NSWindowDelegate: NSObjectProtocol {
  /// Whether the close button may close the window. Default: `true`.
  func windowShouldClose(_ sender: NSWindow) -> Bool
  /// The window is about to close; the notification's object is the window.
  func windowWillClose(_ notification: Notification)
}

extension NSWindowDelegate {
  /// Lets the window close.
  public func windowShouldClose(_ sender: NSWindow) -> Bool { true }
  /// Does nothing.
  public func windowWillClose(_ notification: Notification) {}
}
