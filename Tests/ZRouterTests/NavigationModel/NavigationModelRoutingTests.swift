import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Everything routers do works on a SwiftUI navigation model as on other hosts: adapters, module configurations,
/// `performAsync`, deep links, and screens crossing between UIKit-style and SwiftUI stacks.
@MainActor @Suite struct NavigationModelRoutingTests {
  @Test func aRequiredProtocolAdaptedToTheProvidedOnePushesTheProvidersScreen() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any RequiredNoteInput>(), path: .push(from: navigation.root)) { config, _ in
          config.prepareDestination = { $0.noteID = "adapted" }
        })
      #expect(router.state == .routed)
      #expect((navigation.path.first as? NoteScreen)?.noteID == "adapted")
    }
  }

  @Test func aModuleConfigurationMakesTheScreenWithItsParameter() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableViewModule<any NoteModuleInput>(), path: .push(from: navigation.root)) {
          _, prepareModule in
          prepareModule { module in _ = module.makeDestinationWith("7") }
        })
      #expect(router.state == .routed)
      #expect((navigation.path.first as? NoteScreen)?.noteID == "7")
    }
  }

  @Test func performAsyncReturnsOnceTheScreenIsOnTheStack() async throws {
    try await ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let (router, destination) = try await Router.performAsync(
        to: RoutableView<any NoteDetailInput>(), path: .push(from: navigation.root)
      ) { config, _ in config.prepareDestination = { $0.noteID = "async" } }
      #expect(router.state == .routed)
      #expect(navigation.path.first === destination as AnyObject)
      #expect(destination.noteID == "async")
    }
  }

  @Test func performAsyncThrowsTheHostsRefusal() async {
    await ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let failure = await #expect(throws: RouteFailure.self) {
        _ = try await Router.performAsync(to: RoutableView<any AViewInput>(), path: .push(from: navigation.root))
      }
      #expect(failure?.code == .viewRoute(.unbalancedTransition))
      #expect(navigation.path.isEmpty)
    }
  }

  @Test func aDeepLinkOpensEveryScreenItNamesInOrder() throws {
    try ScreenFixtures.run { log in
      let navigation = NavigationModel()
      var outcome: (Bool, [ZIKAnyViewRouter])?
      navigation.performURL("notes://notes/42/history?from=mail") { success, routers, _ in outcome = (success, routers)
      }
      let (success, routers) = try #require(outcome)
      #expect(success)
      #expect(routers.count == 3)
      #expect(navigation.path.count == 3)
      #expect(navigation.path[0] is NoteListScreen)
      #expect((navigation.path[1] as? NoteScreen)?.noteID == "42")
      #expect((navigation.path[2] as? NoteHistoryScreen)?.noteID == "42")
      #expect(routers[1].original_configuration.userInfo["from"] as? String == "mail")
      #expect(log.events == ["Note.willPerform", "Note.didPerform"])
    }
  }

  @Test func aSecondDeepLinkReplacesTheStackAndEndsTheRoutesItClosed() async throws {
    try await ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let first = try await navigation.performURL("notes://notes/1/history")
      _ = try #require(
        Router.perform(to: RoutableView<any NoteListInput>(), path: .presentModally(from: navigation.topScreen)))
      let second = try await navigation.performURL("notes://notes/2")
      #expect(first.allSatisfy { $0.state == .removed })
      #expect(navigation.sheet == nil)
      #expect(second.count == 2)
      #expect((navigation.path.last as? NoteScreen)?.noteID == "2")
    }
  }

  @Test func aLinkNoPatternMatchesChangesNothingAndReportsWhy() async throws {
    try await ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      _ = try await navigation.performURL("notes://notes/3")
      for link in ["notes://nothing/here", "", "://", "notes://", "not a url at all ✓", "notes://notes/3/unknown"] {
        let failure = await #expect(throws: RouteFailure.self) { try await navigation.performURL(link) }
        #expect(failure?.code == .route(.invalidConfiguration) && failure?.action == .toView, "\(link)")
      }
      #expect((navigation.path.last as? NoteScreen)?.noteID == "3")
    }
  }

  @Test func aDeepLinkStopsAtTheFirstScreenThatCannotBeOpenedAndSaysWhich() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      var outcome: (success: Bool, routers: [ZIKAnyViewRouter], error: (any Error)?)?
      navigation.performURL("notes://archive/5/history") { outcome = ($0, $1, $2) }
      let (success, routers, error) = try #require(outcome)
      #expect(!success)
      #expect(routers.isEmpty)
      #expect(error != nil)
      #expect(navigation.path.isEmpty)
    }
  }

  @Test func performURLFromTheModelShowsTheScreenOnTheStack() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(ZIKAnyViewRouter.performURL("notes://notes/9", fromSource: navigation))
      #expect(router.state == .routed)
      #expect((navigation.path.first as? NoteScreen)?.noteID == "9")
    }
  }

  @Test func aPlatformControllerWrappedInAControllerScreenJoinsTheSwiftUIStack() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any LegacyScreenInput>(), path: .push(from: navigation.root)) { config, _ in
          config.prepareDestination = { $0.title = "legacy" }
        })
      let screen = try #require(navigation.path.first as? LegacyScreen)
      #expect((screen.controller as? AViewController)?.title == "legacy")
      navigation.pop()
      #expect(router.state == .removed)
    }
  }

  @Test func aScreenHostedInAPlatformControllerRoutesInThatControllersHierarchy() throws {
    try ScreenFixtures.run { _ in
      // A hosting controller (headless here) on a platform navigation stack shows a SwiftUI screen.
      let home = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: home)
      let hosting = HeadlessViewController()
      navigation.pushViewController(hosting, animated: false)
      let screen = NoteListScreen()
      screen.host(in: hosting)
      #expect(screen.zix_navigationController === navigation)
      #expect(screen.zix_parent === hosting)
      // The SwiftUI screen pushes a platform screen onto the platform stack.
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .push(from: screen)))
      #expect(navigation.topViewController is AViewController)
      router.removeRoute()
      #expect(navigation.topViewController === hosting)
      // And presents from the hosting controller.
      let presented = try #require(
        Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: screen)))
      #expect(hosting.presentedViewController is AViewController)
      presented.removeRoute()
      #expect(hosting.presentedViewController == nil)
      // A screen that is displayed nowhere refuses to present.
      var reported: (any Error)?
      _ = Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: NoteListScreen())) {
        config, _ in config.errorHandler = { _, error in reported = error }
      }
      #expect((reported as? ZIKViewRouteError)?.code == .invalidSource)
    }
  }

  @Test func aScreenIsMadeBySimpleRegistrationAndAddedAsAChildScreen() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(
          to: RoutableView<any LegacyScreenInput>(),
          path: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: navigation.root)),
          configuring: { _, _ in }))
      let child = try #require(navigation.root.children.first)
      #expect(child.parentScreen === navigation.root)
      router.removeRoute()
      #expect(navigation.root.children.isEmpty)
      #expect(router.state == .removed)
    }
  }
}
