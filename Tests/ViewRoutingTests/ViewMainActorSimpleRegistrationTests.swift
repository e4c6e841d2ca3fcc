import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Simple registration (`register(_:forMakingView:)`) of a main-actor view controller class whose `init()` is
/// main-actor isolated, as `UIViewController`'s is.
@MainActor @Suite struct ViewMainActorSimpleRegistrationTests {
  @Test(arguments: viewTestHosts) func aMainActorControllerIsMadeAndDisplayedFromASimpleRegistration(
    host: any ViewTestHost
  ) throws {
    try host.aMainActorControllerIsMadeAndDisplayedFromASimpleRegistration()
  }
}

@MainActor extension ViewTestHost {
  @MainActor fileprivate func aMainActorControllerIsMadeAndDisplayedFromASimpleRegistration() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKAnyViewRouter.register(RoutableView<any ScreenInput>(), forMakingView: MainActorScreen<Self>.self)
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let made = try #require(Router.makeDestination(to: RoutableView<any ScreenInput>()))
      #expect(made.madeOnTheMainActor)
      let source = Self.screen()
      let router = try #require(
        Router.perform(
          to: RoutableView<any ScreenInput>(), path: .addAsChildViewController(from: source) { _, done in done() }))
      #expect(router.state == .routed)
    }
  }
}

protocol ScreenInput: AnyObject {
  var madeOnTheMainActor: Bool { get }
}

extension RoutableView where Protocol == any ScreenInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A main-actor controller host that is not a controller of `Host`, but shows one: its `init()` reads main-actor state.
@MainActor
final class MainActorScreen<Host: ViewTestHost>: ZIKViewControllerHost {
  let madeOnTheMainActor: Bool
  private let root = Host.makeController()

  init() { madeOnTheMainActor = MainActorScreenCounter.next() > 0 }

  var zix_view: any ZIKViewHost { root.hostView }
  var zix_parent: (any ZIKViewControllerHost)? { root.parent }
  var zix_navigationController: (any ZIKNavigationHost)? { nil }
  var zix_presentedViewController: (any ZIKViewControllerHost)? { nil }
  var zix_presentingViewController: (any ZIKViewControllerHost)? { nil }
  var zix_isViewInWindow: Bool { true }
  var zix_isTransitioning: Bool { false }
  func zix_addChild(_ child: any ZIKViewControllerHost) {}
  func zix_willMove(toParent parent: (any ZIKViewControllerHost)?) {}
  func zix_didMove(toParent parent: (any ZIKViewControllerHost)?) {}
  func zix_removeFromParent() {}
  func zix_present(
    _ viewController: any ZIKViewControllerHost, style: PresentationStyle, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) { completion(.notPerformed(reason: "this screen presents nothing")) }
  func zix_dismiss(animated: Bool, completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    completion(.notPerformed(reason: "this screen is never presented"))
  }
  func zix_show(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) { completion(.notPerformed(reason: "this screen shows nothing")) }
  func zix_showDetail(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) { completion(.notPerformed(reason: "this screen shows nothing")) }
  func zix_showInNewWindow(completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    completion(.notPerformed(reason: "this screen has no window"))
  }
  func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void) {}
}

extension MainActorScreen: ZIKRoutableView, @MainActor ScreenInput, @MainActor ZIKDefaultConstructible {}

/// Main-actor state the screen's initializer reads, so the initializer cannot be nonisolated.
@MainActor
enum MainActorScreenCounter {
  private static var count = 0
  static func next() -> Int {
    count += 1
    return count
  }
}
