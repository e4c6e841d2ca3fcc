import Testing
import UIKitModel
import ViewTestSupport
import ZRouter

// The host classes the shared view fixtures are written against: UIKit's, from the model.

/// The controller class of the host the tests run on: `UIViewController` here.
typealias TestViewController = UIViewController
/// The view class of the host the tests run on: `UIView` here.
typealias TestView = UIView
/// The navigation controller class of the host the tests run on: `UINavigationController` here.
typealias TestNavigationController = UINavigationController

/// What the shared view-routing suite needs from the host beyond its classes: controllers on screen (roots of key
/// windows), UIKit's run loop, and the removals users make (interactive transitions finished).
@MainActor
enum TestStage {
  /// The scenes of the running tests, kept alive as an app keeps its windows.
  private static var scenes: [UIKitScene] = []

  /// A controller on screen: the root of a new key window.
  static func screen() -> TestViewController {
    let scene = UIKitScene()
    scenes.append(scene)
    return scene.root
  }

  /// `controller` on screen: the root of a new key window; returns it.
  @discardableResult
  static func onScreen<Controller: TestViewController>(_ controller: Controller) -> Controller {
    scenes.append(UIKitScene(root: controller))
    return controller
  }

  /// Takes `controller`, put on screen by `screen()` or `onScreen(_:)`, off screen again: its window closes, so that
  /// only the test holds it.
  static func leaveScreen(_ controller: TestViewController) {
    for scene in scenes where scene.root === controller { scene.window.rootViewController = nil }
    scenes.removeAll { $0.root === controller }
  }

  /// A navigation controller on screen (the root of a new key window) whose stack holds `home`.
  static func navigation(home: TestViewController) -> TestNavigationController {
    let navigation = UINavigationController(rootViewController: home)
    scenes.append(UIKitScene(root: navigation))
    return navigation
  }

  /// Lets running transitions complete.
  static func settle() { ViewTestSupport.settle() }

  /// Lets running transitions complete, deferred ones included. It never suspends: the model's run loop is shared by
  /// every test in the process, and completions run in the task of whoever runs it, so a test that suspended with
  /// transitions running could see another test end them (and record their events in the other test's log).
  static func finishTransitions() async { settle() }

  /// The user swipes back on `navigation`, all the way; returns the controller popped, if any.
  @discardableResult
  static func swipeBack(_ navigation: TestNavigationController) -> TestViewController? {
    let top = navigation.topViewController
    navigation.beginInteractivePop()?.finish()
    settle()
    guard let top, !navigation.viewControllers.contains(top) else { return nil }
    return top
  }

  /// The user swipes `presented` down, all the way.
  static func swipeDown(_ presented: TestViewController) {
    presented.beginInteractiveDismissal()?.finish()
    settle()
  }
}

/// A suite whose tests await routes (`performAsync`, `removeRouteAsync`): each test runs in a model run loop of its
/// own that turns by itself, so its transitions complete while it awaits, in its own task, and no other test's
/// `settle()` ends them.
struct AwaitedRoutesTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await UIKitModelRunLoop.withOwnRunLoop { try await function() }
  }
}

extension Trait where Self == AwaitedRoutesTrait {
  /// Lets the suite's tests await routes on the host they run on.
  static var awaitedRoutes: Self { Self() }
}

/// `controller`, as a `containerWrapper` or a child handler hands it over, as the host's controller class. The
/// handlers take any host of the router where no UI framework exists (here, whichever host the tests run on).
func testController(_ controller: DestinationViewController) -> TestViewController { controller as! TestViewController }
