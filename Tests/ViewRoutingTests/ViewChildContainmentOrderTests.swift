import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Child routes call the containment callbacks in UIKit's order: `willMove(toParent:)`, the view, `didMove(toParent:)`
/// when adding; `willMove(toParent: nil)`, the view, `didMove(toParent: nil)` when removing.
@MainActor @Suite struct ViewChildContainmentOrderTests {
  @Test(arguments: viewTestHosts) func addingAndRemovingAChildFollowUIKitsOrder(host: any ViewTestHost) throws {
    try host.addingAndRemovingAChildFollowUIKitsOrder()
  }
}

@MainActor extension ViewTestHost {
  @MainActor fileprivate func addingAndRemovingAChildFollowUIKitsOrder() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      Self.registerMakingContained(for: RoutableView<any ContainedViewInput>())
      ZIKRouteRegistry.notifyRegistrationFinished()
      let source = Self.screen()
      var steps: [String] = []
      let path = ViewRoutePath.addAsChildViewController(from: source) { child, completion in
        steps.append("handler: adds the view")
        source.hostView.addSubview(Self.controller(child).hostView)
        completion()
      }
      let router = try #require(Router.perform(to: RoutableView<any ContainedViewInput>(), path: path))
      Self.settle()
      let child = try #require(source.children.first as? ContainedController)
      let record = child.containment
      #expect(record.events == [.willMoveTo(ObjectIdentifier(source)), .didMoveTo(ObjectIdentifier(source))])
      #expect(steps == ["handler: adds the view"])
      #expect(record.viewWasInPlaceAtDidMove)

      record.events = []
      router.removeRoute(configuring: { config in
        config.removingChildViewHandler = { removed, completion in
          #expect(removed === child)
          #expect(record.events == [.willMoveTo(nil)])
          Self.controller(removed).hostView.removeFromSuperview()
          completion()
        }
      })
      Self.settle()
      #expect(record.events == [.willMoveTo(nil), .didMoveTo(nil)])
      #expect(child.parent == nil)
      #expect(router.state == .removed)
    }
  }
}
