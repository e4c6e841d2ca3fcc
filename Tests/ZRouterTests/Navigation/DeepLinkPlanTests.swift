import Foundation
import Testing

@testable import ZRouterCore

/// Deep links as plans: the steps from the current state keep shared screens, every step is checked before any
/// runs, and the steps run through the normal routers.
@MainActor @Suite struct DeepLinkPlanTests {
  @Test func aLinkNamingSeveralLevelsOpensEachAndKeepsWhatIsShown() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      ZIKAnyViewRouter.performURL("nav://notes?transition=push", fromSource: host)
      let list = host.viewControllers[1]

      let plan = try host.navigationPlan(forDeepLink: "nav://notes/42/history")
      #expect(plan.kept == [.init(.url("nav://notes"), .push)])
      #expect(plan.removedCount == 0)
      #expect(plan.opened == [.init(.url("nav://notes/42"), .push), .init(.url("nav://notes/42/history"), .push)])
      let result = try #require(NavigationFixtures.applyNow(plan, on: host))
      #expect(result.isComplete)
      #expect(host.viewControllers[1] === list)
      #expect((host.viewControllers[2] as? NavNoteViewController)?.noteID == "42")
      #expect(host.topViewController is NavHistoryViewController)

      // Another note: the list stays, the note and its history are replaced.
      var outcome: NavigationResult?
      host.openDeepLink("nav://notes/7") { outcome = $0 }
      let reopened = try #require(outcome)
      #expect(reopened.isComplete)
      #expect(host.viewControllers.count == 3)
      #expect(host.viewControllers[1] === list)
      #expect((host.topViewController as? NavNoteViewController)?.noteID == "7")
    }
  }

  @Test func aPlanWithOneUnresolvedScreenIsRefusedAndChangesNothing() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      ZIKAnyViewRouter.performURL("nav://notes/3?transition=push", fromSource: host)
      let before = host.viewControllers
      for urls in [["nav://notes", "nav://nowhere"], ["nav://notes/1", ""], ["nav://notes/1/unknown"]] {
        let error = #expect(throws: NavigationError.self) { try host.navigationPlan(forURLs: urls) }
        #expect(error?.code == .unresolvedScreen, "\(urls)")
      }
      var outcome: NavigationResult?
      host.openDeepLink("nav://notes/9/nothing") { outcome = $0 }
      let refused = try #require(outcome)
      #expect(refused.problem?.code == .unresolvedScreen)
      #expect(host.viewControllers == before)
    }
  }

  @Test func aPushWhereNoNavigationStackIsReachableIsRefusedBeforeAnythingRuns() {
    NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      ZIKAnyViewRouter.performURL("nav://compose/a", path: .presentModally(from: host))
      let target = NavigationSnapshot(entries: [
        .init(.url("nav://compose/a"), .present), .init(.url("nav://notes"), .push),
      ])
      let error = #expect(throws: NavigationError.self) { try host.navigationPlan(to: target) }
      #expect(error?.code == .invalidStep)
      #expect(host.presentedViewController is NavComposerViewController)
    }
  }

  @Test func stepsRunThroughTheRoutersSoInterceptorsAndURLHooksApply() throws {
    try NavigationFixtures.run {
      var performed: [String] = []
      ZIKAnyViewRouter.interceptAfterSuccessAction { router, _ in
        performed.append(router.original_configuration.userInfo["id"] as? String ?? "-")
      }
      let host = NavigationFixtures.makeHost()
      let plan = try host.navigationPlan(
        to: NavigationSnapshot(entries: [
          .init(.url("nav://notes/5"), .push), .init(.routable("NavSettingsInput"), .push),
        ]))
      let result = try #require(NavigationFixtures.applyNow(plan, on: host))
      #expect(result.isComplete)
      #expect(performed == ["5", "-"])
      let note = try #require(ShownScreens.record(of: host.viewControllers[1]))
      #expect(note.originURL == URL(string: "nav://notes/5"))
    }
  }

  @Test func aPlanMadeBeforeTheNavigationChangedIsRefused() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      let plan = try host.navigationPlan(forDeepLink: "nav://notes/5")
      ZIKAnyViewRouter.performURL("nav://notes/8?transition=push", fromSource: host)
      let result = try #require(NavigationFixtures.applyNow(plan, on: host))
      #expect(result.problem?.code == .invalidStep)
      #expect((host.topViewController as? NavNoteViewController)?.noteID == "8")
    }
  }

  @Test func aStepThatFailsWhileRunningKeepsTheScreensBeforeItAndSaysWhich() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      // The composer is not on a navigation stack: pushing from it fails when the step runs.
      let target = NavigationSnapshot(entries: [
        .init(.url("nav://notes/1"), .push), .init(.url("nav://compose/a"), .present),
        .init(.url("nav://notes/2"), .push),
      ])
      let result = try #require(NavigationFixtures.restoreNow(target, on: host))
      #expect(result.shown == Array(target.entries.prefix(2)))
      #expect(result.dropped == [target.entries[2]])
      #expect(result.problem?.code == .stepFailed)
      #expect(result.problem?.description.contains("nav://notes/2") == true)
    }
  }
}
