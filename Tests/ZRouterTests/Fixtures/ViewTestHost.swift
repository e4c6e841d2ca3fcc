import Testing

@testable import ZRouterCore

// The host classes the view fixtures are written against. The same fixture files build the UIKit-model test target,
// whose `ViewTestHost.swift` names UIKit's classes instead.

/// The controller class of the host the tests run on: the headless host's here.
typealias TestViewController = HeadlessViewController
/// The view class of the host the tests run on: the headless host's here.
typealias TestView = HeadlessView
/// The navigation controller class of the host the tests run on: the headless host's here.
typealias TestNavigationController = HeadlessNavigationController

/// What the shared view-routing suite needs from the host beyond its classes: controllers on screen, UIKit's run
/// loop, and the removals users make. The headless host's transitions are immediate here.
@MainActor
enum TestStage {
  /// A controller on screen, with nothing around it.
  static func screen() -> TestViewController { HeadlessViewController() }

  /// `controller` on screen, with nothing around it; returns it.
  @discardableResult
  static func onScreen<Controller: TestViewController>(_ controller: Controller) -> Controller { controller }

  /// Takes `controller`, put on screen by `screen()` or `onScreen(_:)`, off screen again, so that only the test
  /// holds it (nothing holds it on the headless host).
  static func leaveScreen(_ controller: TestViewController) {}

  /// A navigation controller on screen whose stack holds `home`.
  static func navigation(home: TestViewController) -> TestNavigationController {
    HeadlessNavigationController(rootViewController: home)
  }

  /// Lets running transitions complete (nothing runs on the headless host in immediate mode).
  static func settle() {}

  /// Lets running transitions complete, deferred ones included.
  static func finishTransitions() async { await HeadlessTransition.waitForPendingTransitions() }

  /// The user swipes back on `navigation`, all the way; returns the controller popped, if any.
  @discardableResult
  static func swipeBack(_ navigation: TestNavigationController) -> TestViewController? {
    navigation.popInteractively()
  }

  /// The user swipes `presented` down, all the way.
  static func swipeDown(_ presented: TestViewController) { presented.dismissInteractively() }
}

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
