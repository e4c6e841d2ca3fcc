import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Push routes on a SwiftUI navigation model: routers push, pop and pop to root as on a navigation controller, and
/// Back, a back swipe or the model's own pop (SwiftUI changing `path`) end the popped screens' routers as removed.
@MainActor @Suite struct NavigationModelPushTests {
  @Test func aPushByProtocolPutsTheScreenOnThePathWithAOPAndRemoveRoutePopsIt() throws {
    try ScreenFixtures.run { log in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .push(from: navigation.root)) { config, _ in
          config.prepareDestination = { $0.noteID = "42" }
          config.successHandler = { _ in log.record("success") }
        })
      #expect(router.state == .routed)
      let screen = try #require(navigation.path.first as? NoteScreen)
      #expect(navigation.path.count == 1)
      #expect(screen.noteID == "42")
      #expect(screen.navigationModel === navigation)
      #expect(screen.zix_navigationController === navigation)
      #expect(log.events == ["Note.willPerform", "Note.didPerform", "success"])
      log.clear()
      router.removeRoute(successHandler: { log.record("removed") })
      #expect(router.state == .removed)
      #expect(navigation.path.isEmpty)
      #expect(screen.navigationModel == nil)
      #expect(log.events == ["Note.willRemove", "Note.didRemove", "removed"])
    }
  }

  @Test func screensPushInOrderAndRemovingALowerRoutePopsTheScreensAboveIt() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let listRouter = try #require(
        Router.perform(to: RoutableView<any NoteListInput>(), path: .push(from: navigation.root)))
      let list = try #require(navigation.path.last)
      let noteRouter = try #require(Router.perform(to: RoutableView<any NoteDetailInput>(), path: .push(from: list)))
      #expect(navigation.path.map { String(describing: type(of: $0)) } == ["NoteListScreen", "NoteScreen"])
      #expect(navigation.zix_viewControllers.count == 3)
      listRouter.removeRoute()
      #expect(navigation.path.isEmpty)
      #expect(listRouter.state == .removed)
      // The note left with the list: its router learnt it from the model, as from a back swipe.
      #expect(noteRouter.state == .removed)
    }
  }

  @Test func aBackSwipeEndsTheRouteWithTheRemovalHooksAndHandlersAndTheRouterPushesAgain() throws {
    try ScreenFixtures.run { log in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(
          to: RoutableView<any NoteDetailInput>(), path: .push(from: navigation.root),
          configuring: { config, _ in config.stateNotifier = { _, new in log.record("state \(new)") } },
          removing: { log.install(onRemoval: $0) }))
      log.clear()
      navigation.path = []  // what NavigationStack's binding does on Back or a back swipe
      #expect(router.state == .removed)
      #expect(
        log.events == [
          "state removing", "remove.prepareDestination", "Note.willRemove", "state removed", "Note.didRemove",
          "remove.success", "remove.completion true RemoveRoute", "remove.performerSuccess",
        ])
      #expect(router.canPerform)
      router.performRoute()
      #expect(router.state == .routed)
      #expect(navigation.path.count == 1)
    }
  }

  @Test func theModelsPopPopToRootAndReplaceStackEndTheRoutersOfTheScreensThatLeave() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      var routers: [ViewRouter<any NoteDetailInput, ViewRouteConfig>] = []
      for _ in 0..<4 {
        routers.append(
          try #require(Router.perform(to: RoutableView<any NoteDetailInput>(), path: .push(from: navigation.topScreen)))
        )
      }
      let screens = navigation.path
      navigation.pop()
      #expect(navigation.path == Array(screens.prefix(3)))
      #expect(routers.map(\.state) == [.routed, .routed, .routed, .removed])
      navigation.replaceStack(with: [screens[0], screens[2]])
      #expect(navigation.path == [screens[0], screens[2]])
      #expect(routers.map(\.state) == [.routed, .removed, .routed, .removed])
      navigation.popToRoot()
      #expect(navigation.path.isEmpty)
      #expect(routers.allSatisfy { $0.state == .removed })
    }
  }

  @Test func aScreenAppendedWithoutARouterIsShownAndRoutesFromIt() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let list = NoteListScreen()
      navigation.path.append(list)  // a NavigationLink(value:) appends to the bound path
      #expect(list.navigationModel === navigation)
      let router = try #require(Router.perform(to: RoutableView<any NoteDetailInput>(), path: .push(from: list)))
      #expect(router.state == .routed)
      #expect(navigation.path.count == 2)
      #expect(navigation.topScreen is NoteScreen)
    }
  }

  @Test func pushingSomethingThatIsNotAScreenFailsWithAClearErrorAndLeavesThePathAlone() throws {
    try ScreenFixtures.run { log in
      let navigation = NavigationModel()
      var reported: (any Error)?
      let router = Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: navigation.root)) { config, _ in
        config.errorHandler = { _, error in reported = error }
      }
      #expect(router?.state != .routing)
      #expect(navigation.path.isEmpty)
      let error = try #require(reported as? ZIKViewRouteError)
      #expect(error.code == .unbalancedTransition)
      #expect("\(error)".contains("ControllerScreen"))
      _ = log
    }
  }
}
