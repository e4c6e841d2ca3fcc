import Foundation

/// The orders UIKit does not document, which the model can take either way so the glue is tested under each. Not part
/// of UIKit.
///
/// - ``linksClearedAfterCompletion``: when a pop or a dismissal ends, UIKit clears the popped controllers' `parent`
///   and the dismissed controllers' `presentingViewController`. Apple documents that the coordinator's completion "is
///   invoked after the transition completes" (UIViewControllerTransitionCoordinator.h), not whether those links are
///   cleared before it runs. Default: before; with this option, after every completion of the transition ran.
/// - ``nonAnimatedEndsOnNextTurn``: a transition made with `animated: false` ends within the call (default) or on
///   the next turn of the run loop. Apple documents neither.
/// - ``dropsPushDuringTransition``: a `pushViewController(_:animated:)` made while another navigation transition
///   runs is queued and made once it ends, as UIKit does (default), or dropped with a console message, as older
///   releases did. Apple documents neither.
///
/// A test process takes them from the environment variable `ZROUTER_UIKIT_ORDERS`: the options' names, separated by
/// commas (`linksClearedAfterCompletion,nonAnimatedEndsOnNextTurn`), or `all`. `.ci/run` runs the UIKit suite once per
/// combination (``everyCombination``). A test can bind other orders for its task with ``with(_:_:)``.
public struct UIKitModelOrders: OptionSet, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Links of popped and dismissed controllers are cleared after the coordinator's completions.
  public static let linksClearedAfterCompletion = UIKitModelOrders(rawValue: 1 << 0)
  /// Transitions made with `animated: false` end on the next turn of the run loop.
  public static let nonAnimatedEndsOnNextTurn = UIKitModelOrders(rawValue: 1 << 1)
  /// A push made during a navigation transition is dropped rather than queued.
  public static let dropsPushDuringTransition = UIKitModelOrders(rawValue: 1 << 2)

  private static let named: [(String, UIKitModelOrders)] = [
    ("linksClearedAfterCompletion", .linksClearedAfterCompletion),
    ("nonAnimatedEndsOnNextTurn", .nonAnimatedEndsOnNextTurn),
    ("dropsPushDuringTransition", .dropsPushDuringTransition),
  ]

  /// Every combination of the options.
  public static let everyCombination: [UIKitModelOrders] = (0..<(1 << named.count)).map {
    UIKitModelOrders(rawValue: $0)
  }

  /// The options' names, separated by commas (`default` for none).
  public var description: String {
    let names = Self.named.filter { contains($0.1) }.map(\.0)
    return names.isEmpty ? "default" : names.joined(separator: ",")
  }

  /// The orders named by `text` (see the type's documentation); unknown names stop the process.
  public static func parse(_ text: String?) -> UIKitModelOrders {
    guard let text, !text.isEmpty, text != "default" else { return [] }
    if text == "all" { return UIKitModelOrders(rawValue: (1 << named.count) - 1) }
    var orders: UIKitModelOrders = []
    for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard let option = named.first(where: { $0.0 == name })?.1 else {
        fatalError("ZROUTER_UIKIT_ORDERS: unknown order \(name); known: \(named.map(\.0).joined(separator: ", "))")
      }
      orders.insert(option)
    }
    return orders
  }

  /// The orders of this test process, from `ZROUTER_UIKIT_ORDERS`.
  public static let ofThisProcess = parse(ProcessInfo.processInfo.environment["ZROUTER_UIKIT_ORDERS"])

  @TaskLocal static var bound: UIKitModelOrders?

  /// The orders the model follows now: those bound for the running task, else the process's.
  public static var current: UIKitModelOrders { bound ?? ofThisProcess }

  /// Runs `body`, and everything its task starts, with `orders`.
  public static func with<Result>(_ orders: UIKitModelOrders, _ body: () throws -> Result) rethrows -> Result {
    try $bound.withValue(orders) { try body() }
  }
}
