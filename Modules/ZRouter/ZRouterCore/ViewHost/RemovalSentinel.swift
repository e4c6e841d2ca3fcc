/// A hidden, empty subview of a displayed controller's view that runs its handlers once when the controller leaves
/// the place a transition put it in. UIKit and AppKit each have one (`ZIKRemovalSentinelView`,
/// `ZIKRemovalSentinelNSView`); the platform decides when the controller left, this protocol does the rest.
@_spi(ZRouterGlue) @MainActor
public protocol RemovalSentinel: ZIKViewHost {
  /// The platform's view controller class.
  associatedtype Owner: ZIKViewControllerHost
  /// The controller whose view holds the sentinel (held weakly).
  var owner: Owner? { get set }
  /// What to run when the controller leaves, shared with the registry of watched sentinels.
  var removalHandlers: RemovalHandlers { get }
  /// Hidden sentinels take no part in layout, drawing, hit-testing or accessibility.
  var isHidden: Bool { get set }
  /// An empty view with a zero frame (the platform view's `init()`).
  init()
  /// The view of `controller` that holds its sentinel. By default its root view.
  static func sentinelSuperview(of controller: Owner) -> any ZIKViewHost
  /// Looks at every watched controller again and reports those that left (see ``LateRemovalReports``).
  static func reportLateRemovals()
}

@_spi(ZRouterGlue)
extension RemovalSentinel {
  /// What to run when the controller leaves; emptied when run.
  public var handlers: [@MainActor () -> Void] {
    get { removalHandlers.pending }
    set { removalHandlers.pending = newValue }
  }

  /// The root view of `controller`.
  public static func sentinelSuperview(of controller: Owner) -> any ZIKViewHost { controller.zix_view }

  /// The sentinel of `controller`'s view: the one among its subviews, or a new hidden one, added on first use.
  public static func sentinel(in controller: Owner) -> Self {
    let view = sentinelSuperview(of: controller)
    if let existing = existingSentinel(under: view) { return existing }
    LateRemovalReports.register(Self.self)
    let sentinel = Self()
    sentinel.owner = controller
    sentinel.isHidden = true
    view.zix_addSubview(sentinel)
    return sentinel
  }

  /// The sentinel among the subviews of `view` (a controller's ``sentinelSuperview(of:)``), if any.
  public static func existingSentinel(under view: any ZIKViewHost) -> Self? {
    view.zix_subviews.lazy.compactMap { $0 as? Self }.first
  }

  /// Runs and drops the handlers.
  public func runHandlers() { removalHandlers.run() }
}
