import Foundation
import Testing

@testable import ZRouterCore

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// Child routes call the containment callbacks in UIKit's order: `willMove(toParent:)`, the view, `didMove(toParent:)`
/// when adding; `willMove(toParent: nil)`, the view, `didMove(toParent: nil)` when removing.
@MainActor @Suite struct ViewChildContainmentOrderTests {
  @Test func addingAndRemovingAChildFollowUIKitsOrder() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKAnyViewRouter.register(RoutableView<any ContainedViewInput>(), forMakingView: ContainedViewController.self)
      ZIKRouteRegistry.notifyRegistrationFinished()
      let source = TestStage.screen()
      var steps: [String] = []
      let path = ViewRoutePath.addAsChildViewController(from: source) { child, completion in
        steps.append("handler: adds the view")
        source.view.addSubview(testController(child).view)
        completion()
      }
      let router = try #require(Router.perform(to: RoutableView<any ContainedViewInput>(), path: path))
      TestStage.settle()
      let child = try #require(source.children.first as? ContainedViewController)
      #expect(child.events == [.willMoveTo(ObjectIdentifier(source)), .didMoveTo(ObjectIdentifier(source))])
      #expect(steps == ["handler: adds the view"])
      #expect(child.viewWasInPlaceAtDidMove)

      child.events = []
      router.removeRoute(configuring: { config in
        config.removingChildViewHandler = { removed, completion in
          #expect(removed === child)
          #expect(child.events == [.willMoveTo(nil)])
          testController(removed).view.removeFromSuperview()
          completion()
        }
      })
      TestStage.settle()
      #expect(child.events == [.willMoveTo(nil), .didMoveTo(nil)])
      #expect(child.parent == nil)
      #expect(router.state == .removed)
    }
  }
}

protocol ContainedViewInput: AnyObject {}

extension RoutableView where Protocol == any ContainedViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// Records its containment callbacks and whether its view was in place when `didMove(toParent:)` came.
final class ContainedViewController: TestViewController, ZIKRoutableView, ContainedViewInput {
  enum Event: Equatable {
    case willMoveTo(ObjectIdentifier?)
    case didMoveTo(ObjectIdentifier?)
  }

  var events: [Event] = []
  var viewWasInPlaceAtDidMove = false

  override func willMove(toParent parent: TestViewController?) {
    events.append(.willMoveTo(parent.map(ObjectIdentifier.init)))
  }

  override func didMove(toParent parent: TestViewController?) {
    events.append(.didMoveTo(parent.map(ObjectIdentifier.init)))
    if parent != nil { viewWasInPlaceAtDidMove = view.superview != nil }
  }
}

#if ZROUTER_UIKIT_MODEL
  // UIKit's controllers and views are main-actor classes with no nonisolated `init()`: on the main actor, simple
  // registrations make them through a main-actor conformance (the headless classes conform already).
  extension ContainedViewController: @MainActor ZIKDefaultConstructible {}
#endif
