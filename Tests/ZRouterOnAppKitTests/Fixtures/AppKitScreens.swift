import AppKitModel
import Foundation
import ZRouter

/// An AppKit screen with a view of its own, as real controllers made in code have (the default `loadView()` looks
/// for a nib).
class ModelScreen: NSViewController {
  override func loadView() { view = NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 300)) }
}

/// The destination protocol of `NoteScreen`.
protocol NoteScreenInput: AnyObject {
  var noteID: String { get set }
}

extension RoutableView where Protocol == any NoteScreenInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The routed AppKit screen of the tests; counts its appearance callbacks.
final class NoteScreen: ModelScreen {
  var noteID = ""
  /// Where the router's AOP hooks log for this screen, instead of the test's log (one log per router).
  var routeLog: AppKitRouteLog?
  private(set) var appearances = 0
  private(set) var disappearances = 0

  override func viewDidAppear() { appearances += 1 }
  override func viewDidDisappear() { disappearances += 1 }
}

extension NoteScreen: ZIKRoutableView {}
extension NoteScreen: @MainActor NoteScreenInput {}

/// The destination protocol of `BadgeView`, an `addAsSubview` destination.
protocol BadgeViewInput: AnyObject {}

extension RoutableView where Protocol == any BadgeViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A routed AppKit view.
final class BadgeView: NSView {}

extension BadgeView: ZIKRoutableView {}
extension BadgeView: @MainActor BadgeViewInput {}

/// A view whose origin is its upper-left corner.
final class FlippedView: NSView {
  override var isFlipped: Bool { true }
}

/// A main window showing a root screen, as an app's window controller keeps it: the fixture holds the window.
@MainActor
final class MainWindow {
  let window: NSWindow
  let root: ModelScreen

  init(root: ModelScreen = ModelScreen()) {
    self.root = root
    window = NSWindow(contentViewController: root)
    window.isReleasedWhenClosed = false
    window.makeKeyAndOrderFront(nil)
  }

  /// Adds a child controller whose view is in the main window, as a split view's sidebar: another presenter on the
  /// same window.
  func addSidebar() -> ModelScreen {
    let sidebar = ModelScreen()
    root.addChild(sidebar)
    root.view.addSubview(sidebar.view)
    return sidebar
  }
}

/// A presentation animator that shows the presented view over the presenter's view, and logs its calls.
final class OverlayAnimator: NSObject, NSViewControllerPresentationAnimator {
  private(set) var calls: [String] = []

  func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController) {
    calls.append("present")
    fromViewController.view.addSubview(viewController.view)
  }

  func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController) {
    calls.append("dismiss")
    viewController.view.removeFromSuperview()
  }
}

/// A window delegate the app installs itself (a window controller, or a screen that makes itself its window's
/// delegate); counts the close notifications it gets.
final class AppWindowDelegate: NSObject, NSWindowDelegate {
  private(set) var windowWillCloseCalls = 0

  func windowWillClose(_ notification: Notification) { windowWillCloseCalls += 1 }
}

/// `controller`, as a `containerWrapper` or a child handler hands it over, as AppKit's controller class. The handlers
/// take any host of the router where AppKit does not exist (the tests build the glue against the AppKit model).
func appKitController(_ controller: DestinationViewController) -> NSViewController { controller as! NSViewController }
