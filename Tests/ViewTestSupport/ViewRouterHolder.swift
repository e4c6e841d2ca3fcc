/// The original tests' weak-router pattern: `router` is weak and, while the test runs, mirrored by a strong reference;
/// `leaveTest()` drops the strong one, after which `router` must be `nil` (nothing else may keep a router alive).
@MainActor
public final class ViewRouterHolder<Router: AnyObject> {
  /// A holder with no router.
  public init() {}

  /// The router, held weakly.
  public weak var router: Router? {
    willSet { strongRouter = newValue }
  }
  private var strongRouter: Router?

  /// Drops the test's strong reference.
  public func leaveTest() { strongRouter = nil }
}
