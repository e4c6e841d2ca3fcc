import Foundation

/// The orders AppKit does not document, which the model can take either way so the glue is tested under each. Not
/// part of AppKit.
///
/// - ``linksClearedBeforeDismissalAnimation``: `dismiss(_:)` takes the controller out of the presenter's
///   `presentedViewControllers` and clears its `presentingViewController`. `AppKit/NSViewController.h` says the
///   animator's `animateDismissal(of:from:)` hides the controller and that a dismissed controller leaves
///   `presentedViewControllers`, not which comes first. Default: the animator first (the sheet ends, posting
///   `NSWindow.didEndSheetNotification`, the view leaves its window and `viewDidDisappear()` runs), then the links;
///   with this option, the links first.
/// - ``dismissalEndsOnNextTurn``: a sheet or a modal window dismissed with `dismiss(_:)` (by the app or by its
///   window's close button) ends within the call (default) or on the next turn of the main run loop, as an animated
///   sheet does. Apple documents neither: `dismiss(_:)` has no completion handler.
/// - ``closeOrdersOutBeforeWillClose``: `NSWindow.close()` posts `NSWindow.willCloseNotification` (the delegate's
///   `windowWillClose(_:)`) and orders the window out. The documentation says the notification is posted and the
///   window removed from the screen, not in which order. Default: the notification first, then the window leaves the
///   screen (`viewWillDisappear()`, `viewDidDisappear()`); with this option, the window leaves the screen first.
///
/// A test process takes them from the environment variable `ZROUTER_APPKIT_ORDERS`: the options' names, separated by
/// commas (`linksClearedBeforeDismissalAnimation,dismissalEndsOnNextTurn`), or `all`. `.ci/run` runs the AppKit suite
/// once per combination (``everyCombination``). A test can bind other orders for its task with ``with(_:_:)``.
public struct AppKitModelOrders: OptionSet, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `dismiss(_:)` clears the presentation links before the animator hides the controller.
  public static let linksClearedBeforeDismissalAnimation = AppKitModelOrders(rawValue: 1 << 0)
  /// Sheets and modal windows dismissed with `dismiss(_:)` end on the next turn of the main run loop.
  public static let dismissalEndsOnNextTurn = AppKitModelOrders(rawValue: 1 << 1)
  /// `close()` orders the window out before it posts `willCloseNotification`.
  public static let closeOrdersOutBeforeWillClose = AppKitModelOrders(rawValue: 1 << 2)

  private static let named: [(String, AppKitModelOrders)] = [
    ("linksClearedBeforeDismissalAnimation", .linksClearedBeforeDismissalAnimation),
    ("dismissalEndsOnNextTurn", .dismissalEndsOnNextTurn),
    ("closeOrdersOutBeforeWillClose", .closeOrdersOutBeforeWillClose),
  ]

  /// Every combination of the options.
  public static let everyCombination: [AppKitModelOrders] = (0..<(1 << named.count)).map {
    AppKitModelOrders(rawValue: $0)
  }

  /// The options' names, separated by commas (`default` for none).
  public var description: String {
    let names = Self.named.filter { contains($0.1) }.map(\.0)
    return names.isEmpty ? "default" : names.joined(separator: ",")
  }

  /// The orders named by `text` (see the type's documentation); unknown names stop the process.
  public static func parse(_ text: String?) -> AppKitModelOrders {
    guard let text, !text.isEmpty, text != "default" else { return [] }
    if text == "all" { return AppKitModelOrders(rawValue: (1 << named.count) - 1) }
    var orders: AppKitModelOrders = []
    for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard let option = named.first(where: { $0.0 == name })?.1 else {
        fatalError("ZROUTER_APPKIT_ORDERS: unknown order \(name); known: \(named.map(\.0).joined(separator: ", "))")
      }
      orders.insert(option)
    }
    return orders
  }

  /// The orders of this test process, from `ZROUTER_APPKIT_ORDERS`.
  public static let ofThisProcess = parse(ProcessInfo.processInfo.environment["ZROUTER_APPKIT_ORDERS"])

  @TaskLocal static var bound: AppKitModelOrders?

  /// The orders the model follows now: those bound for the running task, else the process's.
  public static var current: AppKitModelOrders { bound ?? ofThisProcess }

  /// Runs `body`, and everything its task starts, with `orders`.
  public static func with<Result>(_ orders: AppKitModelOrders, _ body: () throws -> Result) rethrows -> Result {
    try $bound.withValue(orders) { try body() }
  }

  /// Runs `body`, and everything its task starts, with `orders`.
  public static func with<Result>(
    _ orders: AppKitModelOrders, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $bound.withValue(orders, operation: body, isolation: isolation)
  }
}
