import AppKitModel
import Foundation

/// A controller that builds its view in code (AppKit's default `loadView()` loads a nib) and records its appearance
/// callbacks into a journal.
@MainActor
final class AppKitScreen: NSViewController {
  let name: String
  let journal: Journal

  init(_ name: String = "screen", _ journal: Journal = Journal()) {
    self.name = name
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() { view = NSView(frame: NSRect(x: 0, y: 0, width: 200, height: 100)) }
  override func viewWillAppear() { journal.add("\(name).viewWillAppear") }
  override func viewDidAppear() { journal.add("\(name).viewDidAppear") }
  override func viewWillDisappear() { journal.add("\(name).viewWillDisappear") }
  override func viewDidDisappear() { journal.add("\(name).viewDidDisappear") }
}

/// A main window on screen, its content a screen: what a presenter needs to show a sheet or a popover.
@MainActor
struct AppKitMainWindow {
  let window: NSWindow
  let root: AppKitScreen

  init(_ journal: Journal = Journal()) {
    root = AppKitScreen("root", journal)
    window = NSWindow(contentViewController: root)
    window.makeKeyAndOrderFront(nil)
  }
}

/// Runs `body` with a model log of its own (the exceptions AppKit would raise), and returns that log.
@MainActor
@discardableResult
func withAppKitLog(_ body: (AppKitModelLog) throws -> Void) rethrows -> AppKitModelLog {
  let log = AppKitModelLog()
  try AppKitModelLog.$current.withValue(log) { try body(log) }
  return log
}

/// Counts the notifications named `name` posted for `object`, in order, while it lives.
@MainActor
final class NotificationRecorder {
  private(set) var names: [Notification.Name] = []
  private var observers: [any NSObjectProtocol] = []

  init(_ names: [Notification.Name], object: AnyObject) {
    for name in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
          let name = note.name
          MainActor.assumeIsolated { self?.names.append(name) }
        })
    }
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}

/// Whether two lists hold the same instances in the same order (AppKit's classes compare by identity; the model's are
/// not `Equatable`).
func === <Element: AnyObject>(lhs: [Element]?, rhs: [Element]) -> Bool {
  guard let lhs, lhs.count == rhs.count else { return false }
  return zip(lhs, rhs).allSatisfy { $0 === $1 }
}
