import ZRouter

/// The original tests' weak-router pattern: `router` is weak and, while the test runs, mirrored by a strong reference;
/// `leaveTest()` drops the strong one, after which `router` must be `nil` (nothing else may keep a router alive).
@MainActor
final class ViewRouterHolder<Router: AnyObject> {
  weak var router: Router? {
    willSet { strongRouter = newValue }
  }
  private var strongRouter: Router?

  /// Drops the test's strong reference.
  func leaveTest() { strongRouter = nil }
}
