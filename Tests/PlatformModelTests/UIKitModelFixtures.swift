import UIKitModel

/// A controller that records its appearance and containment callbacks, in order, into a shared journal.
@MainActor
final class RecordingController: UIViewController {
  let name: String
  let journal: Journal

  init(_ name: String, _ journal: Journal) {
    self.name = name
    self.journal = journal
    super.init()
  }

  override func viewWillAppear(_ animated: Bool) { journal.add("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { journal.add("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { journal.add("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { journal.add("\(name).viewDidDisappear") }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    journal.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    journal.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

/// What happened, in order.
@MainActor
final class Journal {
  private(set) var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func reset() { entries = [] }
  /// The entries naming `name` (`"editor."` prefix), in order.
  func of(_ name: String) -> [String] { entries.filter { $0.hasPrefix(name + ".") } }
}

/// A window showing `root`, as a scene's window does once it is key and visible. The window is kept until the next
/// test starts (a view does not retain its window: UIKit's scene does).
@MainActor
func makeWindow(root: UIViewController) -> UIWindow {
  let window = UIWindow()
  KeptWindows.windows.append(window)
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// Runs `body` under the model's default orders (whatever `ZROUTER_UIKIT_ORDERS` says), with no leftover transition
/// or diagnostic from another test.
@MainActor
func withDefaultUIKitModel(_ body: () throws -> Void) rethrows {
  UIKitModelRunLoop.runUntilIdle()
  UIKitModelDiagnostics.reset()
  KeptWindows.windows = []
  try withUIKitModelOrders([], body)
}

/// Runs `body` under `orders`, then completes what it left running under the same orders.
@MainActor
func withUIKitModelOrders(_ orders: UIKitModelOrders, _ body: () throws -> Void) rethrows {
  try UIKitModelOrders.with(orders) {
    try body()
    UIKitModelRunLoop.runUntilIdle()
  }
}

/// The windows of the running test, held as a scene holds its windows.
@MainActor
enum KeptWindows {
  static var windows: [UIWindow] = []
}
