import Testing
import UIKitModel
import ViewTestSupport

@_spi(ZRouterGlue) @testable import ZRouterCore
@testable import ZRouterUIKit

/// A UIKit controller shown in a ``ControllerScreen`` on a SwiftUI stack (its ``NavigationModel``) that routes
/// `.push(from: self)` pushes through the model: the destination goes on the model's stack in a `ControllerScreen`,
/// never onto a UIKit navigation controller behind the model's back, and popping through the model ends the route.
///
/// The SwiftUI views are not needed: the model and the screens are SwiftUI-less core pieces. Observed through the
/// model's stack, the state notifier, the removal handlers and AOP.
@MainActor @Suite(.serialized) struct UIKitControllerScreenPushTests {
  @MainActor final class Observed {
    var states: [String] = []
    var removalHandlers = 0
    var endedOnce: Bool {
      states.suffix(2) == ["routed→removing", "removing→removed"] && removalHandlers == 1
        && states.filter({ $0 == "removing→removed" }).count == 1
    }
  }

  /// A model whose root screen is SwiftUI's, with a UIKit controller pushed in a `ControllerScreen`; the UIKit
  /// controller also sits in a UIKit navigation controller, as the hosting controller SwiftUI renders it in would.
  private func stack() -> (NavigationModel, UIViewController, ControllerScreen, UINavigationController) {
    let model = NavigationModel(root: Screen())
    let legacy = UIViewController()
    let hosting = UIViewController()
    let behind = UINavigationController(rootViewController: hosting)
    hosting.addChild(legacy)
    let screen = ControllerScreen(wrapping: legacy)
    model.push(screen)
    return (model, legacy, screen, behind)
  }

  private func push(from source: UIViewController, _ observed: Observed) -> ViewRouter<
    any UIViewController & AViewInput, ViewRouteConfig
  >? {
    Router.perform(
      to: RoutableView<any UIViewController & AViewInput>(), path: .push(from: source),
      configuring: { config, _ in config.stateNotifier = { observed.states.append("\($0)→\($1)") } },
      removing: { config in config.successHandler = { observed.removalHandlers += 1 } })
  }

  @Test func aPushFromAControllerInAScreenGoesOnTheModelsStack() throws {
    try ViewFixtureRegistry.run { log in
      let (model, legacy, screen, behind) = stack()
      let observed = Observed()
      let router = try #require(push(from: legacy, observed))
      settle()
      #expect(observed.states == ["unrouted→routing", "routing→routed"])
      let destination = try #require(router.router._destination as? UIViewController)
      #expect(model.path.count == 2)
      let pushed = try #require(model.path.last as? ControllerScreen)
      #expect(pushed !== screen)
      #expect(ControllerScreen.screen(showing: destination) === pushed)
      #expect(behind.viewControllers.count == 1, "nothing pushed behind the model: \(behind.viewControllers)")
      #expect(destination.parent == nil)
      #expect(
        legacy.navigationController === behind, "the UIKit controller does sit in SwiftUI's navigation controller")
      #expect(log.events(startingWith: "A.").filter { $0.contains("Perform") } == ["A.willPerform", "A.didPerform"])
    }
  }

  /// Back (the model pops) ends the route once, with its removal handlers and AOP.
  @Test func poppingThroughTheModelEndsTheRoute() throws {
    try ViewFixtureRegistry.run { log in
      let (model, legacy, _, _) = stack()
      let observed = Observed()
      let router = try #require(push(from: legacy, observed))
      settle()
      log.clear()
      model.pop()
      settle()
      #expect(observed.endedOnce, "\(observed.states) \(observed.removalHandlers)")
      #expect(log.events(startingWith: "A.") == ["A.willRemove", "A.didRemove"])
      withExtendedLifetime(router) {}
    }
  }

  /// `removeRoute` pops the pushed screen off the model, once.
  @Test func removingTheRoutePopsTheModel() throws {
    try ViewFixtureRegistry.run { log in
      let (model, legacy, screen, _) = stack()
      let observed = Observed()
      let router = try #require(push(from: legacy, observed))
      settle()
      log.clear()
      var completions = 0
      router.removeRoute(successHandler: { completions += 1 })
      settle()
      #expect(completions == 1)
      #expect(observed.endedOnce, "\(observed.states)")
      #expect(model.path == [screen])
      #expect(log.events(startingWith: "A.") == ["A.willRemove", "A.didRemove"])
    }
  }
}
