import Testing
import ViewTestSupport

@testable import ZRouterCore

// The host classes the view fixtures are written against. The same fixture files build the UIKit-model test target,
// whose `ViewTestHost.swift` names UIKit's classes instead.

/// The controller class of the host the tests run on: the headless host's here.
typealias TestViewController = HeadlessViewController
/// The view class of the host the tests run on: the headless host's here.
typealias TestView = HeadlessView
/// The navigation controller class of the host the tests run on: the headless host's here.
typealias TestNavigationController = HeadlessNavigationController

/// Controllers on screen, the host's run loop, and the removals users make, on the headless host.
typealias TestStage = HeadlessTestHost

/// A suite whose tests await routes: on the headless host nothing more is needed (its deferred transitions are
/// applied by `HeadlessTransition`); the UIKit-model build gives each test a run loop that turns by itself.
struct AwaitedRoutesTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await function()
  }
}

extension Trait where Self == AwaitedRoutesTrait {
  /// Lets the suite's tests await routes on the host they run on.
  static var awaitedRoutes: Self { Self() }
}

/// `controller`, as a `containerWrapper` or a child handler hands it over, as the host's controller class. The
/// handlers take any host of the router where no UI framework exists (here, whichever host the tests run on).
func testController(_ controller: DestinationViewController) -> TestViewController { controller as! TestViewController }

// The view fixtures of the suites of this target are the headless host's, from ViewTestSupport (where the view-routing
// suite, `Tests/ViewRoutingTests`, runs them on every host).

/// The fixtures' registry runner (`run(registering:_:)`) and their registration, on the headless host.
typealias ViewFixtureRegistry = HeadlessTestHost
/// The main destination: logs its containment and dismissal.
typealias AViewController = HeadlessTestHost.AViewController
/// A subclass of `AViewController`.
typealias ASubViewController = HeadlessTestHost.ASubViewController
/// The view destination.
typealias BSubview = HeadlessTestHost.BSubview
/// The destination of the custom route.
typealias CViewController = HeadlessTestHost.CViewController
/// A source that logs the presentations it starts.
typealias LoggingSourceViewController = HeadlessTestHost.LoggingSourceViewController
/// A controller no router registered.
typealias UnregisteredViewController = HeadlessTestHost.UnregisteredViewController
/// The main view router of the tests.
typealias AViewRouter = ViewTestSupport.AViewRouter<HeadlessTestHost>
/// A second router of `AViewController` that only observes.
typealias AViewObserverRouter = ViewTestSupport.AViewObserverRouter<HeadlessTestHost>
/// The router of `BSubview`.
typealias BSubviewRouter = ViewTestSupport.BSubviewRouter<HeadlessTestHost>
/// The router with a custom transition.
typealias CCustomViewRouter = ViewTestSupport.CCustomViewRouter<HeadlessTestHost>

/// The composed key `TestViewController & AViewInput` (the same key as `AViewInput & TestViewController`).
extension RoutableView where Protocol == any TestViewController & AViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
