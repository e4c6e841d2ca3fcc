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

protocol ContainedViewInput: AnyObject {}

extension RoutableView where Protocol == any ContainedViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The containment callbacks a controller received, and whether its view was in place when `didMove(toParent:)` came.
final class ContainmentRecord {
  enum Event: Equatable {
    case willMoveTo(ObjectIdentifier?)
    case didMoveTo(ObjectIdentifier?)
  }

  var events: [Event] = []
  var viewWasInPlaceAtDidMove = false

  /// Records `willMove(toParent: parent)`.
  func willMove(to parent: AnyObject?) { events.append(.willMoveTo(parent.map(ObjectIdentifier.init))) }

  /// Records `didMove(toParent: parent)`, with the controller's view in a superview or not.
  func didMove(to parent: AnyObject?, viewInPlace: Bool) {
    events.append(.didMoveTo(parent.map(ObjectIdentifier.init)))
    if parent != nil { viewWasInPlaceAtDidMove = viewInPlace }
  }
}

/// A controller that records its containment callbacks (each host's `ContainedController`).
@MainActor protocol RecordsContainment: AnyObject {
  var containment: ContainmentRecord { get }
}
