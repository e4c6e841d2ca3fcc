import Foundation
import TestSupport
import Testing
import ViewTestSupport

@testable import ZRouterCore

/// Navigation state as a value on the headless host: random stacks survive snapshot → data → restore; screens that no
/// longer resolve are dropped with the screens above them, and only those.
@MainActor @Suite struct HeadlessRestorationTests {
  /// Shows a random navigation on `host` through the routers: pushes, then maybe presentations.
  static func showRandomNavigation(on host: HeadlessNavigationController, using random: inout SplitMix64) throws {
    let ids = ["1", "42", "a b", "ç/二", "%25", "😀", "x?y&z=1"]
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      let from = NavigationFixtures.top(of: host)
      let router: ZIKAnyViewRouter?
      switch Int.random(in: 0..<5, using: &random) {
      case 0: router = Router.perform(to: RoutableView<any NavListInput>(), path: .push(from: from))?.router
      case 1:
        let id = random.pick(ids)
        router =
          Router.perform(to: RoutableView<any NavNoteInput>(), path: .push(from: from)) { config, _ in
            config.prepareDestination = { $0.noteID = id }
          }?.router
      case 2:
        let url = try ZIKURLRouter.url(forPattern: NavigationFixtures.notePattern, parameters: ["id": random.pick(ids)])
        router = ZIKAnyViewRouter.performURL(url, path: .push(from: from))
      case 3:
        let url = try ZIKURLRouter.url(
          forPattern: NavigationFixtures.historyPattern, parameters: ["id": random.pick(ids), "from": "mail"])
        router = ZIKAnyViewRouter.performURL(url, path: .push(from: from))
      default: router = Router.perform(to: RoutableView<any NavSettingsInput>(), path: .push(from: from))?.router
      }
      #expect(router?.state == .routed)
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let url = try ZIKURLRouter.url(forPattern: NavigationFixtures.composerPattern, parameters: ["topic": "t"])
      let router = ZIKAnyViewRouter.performURL(url, path: .presentModally(from: NavigationFixtures.top(of: host)))
      #expect(router?.state == .routed)
    }
  }

  @Test func randomStacksComeBackFromTheirSnapshot() throws {
    try NavigationFixtures.run {
      var random = SplitMix64(seed: 2024)
      for _ in 0..<150 {
        let original = NavigationFixtures.makeHost()
        try Self.showRandomNavigation(on: original, using: &random)
        let snapshot = try original.navigationSnapshotOrError()
        #expect(snapshot.entries.count == NavigationFixtures.controllers(of: original).count)
        let decoded = try NavigationSnapshot(decoding: snapshot.encoded())
        #expect(decoded == snapshot)

        let restored = NavigationFixtures.makeHost()
        let result = try #require(NavigationFixtures.restoreNow(decoded, on: restored))
        #expect(result.isComplete, "\(String(describing: result.problem))")
        #expect(result.shown == snapshot.entries)
        #expect(restored.navigationSnapshot() == snapshot)
        let kinds = { (host: HeadlessNavigationController) in
          NavigationFixtures.controllers(of: host).map { ObjectIdentifier(type(of: $0)) }
        }
        #expect(kinds(restored) == kinds(original))
        let notes = { (host: HeadlessNavigationController) in
          NavigationFixtures.controllers(of: host).compactMap { ($0 as? NavNoteViewController)?.noteID }
        }
        #expect(notes(restored) == notes(original))
      }
    }
  }

  @Test func aSnapshotNamesScreensByURLOrDeclaredProtocolNeverByType() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      ZIKAnyViewRouter.performURL("nav://notes?transition=push", fromSource: host)
      ZIKAnyViewRouter.performURL("nav://notes/42?transition=push", fromSource: host)
      _ = Router.perform(to: RoutableView<any NavSettingsInput>(), path: .push(from: NavigationFixtures.top(of: host)))
      ZIKAnyViewRouter.performURL("nav://compose/idea", path: .presentModally(from: NavigationFixtures.top(of: host)))
      let snapshot = host.navigationSnapshot()
      #expect(
        snapshot.entries == [
          .init(.url("nav://notes"), .push), .init(.url("nav://notes/42"), .push),
          .init(.routable("NavSettingsInput"), .push), .init(.url("nav://compose/idea"), .present),
        ])
      let json = String(decoding: try snapshot.encoded(), as: UTF8.self)
      #expect(
        json == #"{"entries":[{"screen":{"url":"nav:\/\/notes"},"transition":"push"},"#
          + #"{"screen":{"url":"nav:\/\/notes\/42"},"transition":"push"},"#
          + #"{"screen":{"routable":"NavSettingsInput"},"transition":"push"},"#
          + #"{"screen":{"url":"nav:\/\/compose\/idea"},"transition":"present"}],"version":1}"#)
      #expect(!json.contains("ViewController"))
    }
  }

  /// A navigation saved with every route, restored where `registering` renamed or removed one.
  private func restoreAfterChange(_ registering: @escaping () -> Void) throws -> (
    saved: NavigationSnapshot, result: NavigationResult, host: HeadlessNavigationController
  ) {
    let saved = try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      ZIKAnyViewRouter.performURL("nav://notes?transition=push", fromSource: host)
      ZIKAnyViewRouter.performURL("nav://notes/42?transition=push", fromSource: host)
      ZIKAnyViewRouter.performURL("nav://notes/42/history?transition=push", fromSource: host)
      _ = Router.perform(to: RoutableView<any NavSettingsInput>(), path: .push(from: NavigationFixtures.top(of: host)))
      return try host.navigationSnapshotOrError()
    }
    return try NavigationFixtures.run(registering: registering) {
      let host = NavigationFixtures.makeHost()
      let result = try #require(NavigationFixtures.restoreNow(saved, on: host))
      return (saved, result, host)
    }
  }

  @Test func aRenamedRouteDropsItsScreenAndTheScreensAboveOnly() throws {
    let (saved, result, host) = try restoreAfterChange { NavigationFixtures.register(historyPattern: "nav://log/:id") }
    #expect(result.shown == Array(saved.entries.prefix(2)))
    #expect(result.dropped == Array(saved.entries.suffix(2)))
    #expect(result.problem?.code == .unresolvedScreen)
    #expect(result.problem?.description.contains("nav://notes/42/history") == true)
    #expect(host.viewControllers.count == 3)
    #expect((host.topViewController as? NavNoteViewController)?.noteID == "42")
  }

  @Test func aRemovedRouteDropsOnlyTheTailFromIt() throws {
    let (saved, result, host) = try restoreAfterChange { NavigationFixtures.register(settings: false) }
    #expect(result.shown == Array(saved.entries.prefix(3)))
    #expect(result.dropped == [saved.entries[3]])
    #expect(result.problem?.code == .unresolvedScreen)
    #expect(host.topViewController is NavHistoryViewController)
  }

  @Test func aSnapshotFromANewerVersionIsRefusedAndChangesNothing() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      var snapshot = NavigationSnapshot(entries: [.init(.url("nav://notes"), .push)])
      snapshot.version = NavigationSnapshot.currentVersion + 1
      let result = try #require(NavigationFixtures.restoreNow(snapshot, on: host))
      #expect(result.problem?.code == .snapshotFromNewerVersion)
      #expect(host.viewControllers.count == 1)

      let data = Data(#"{"version":7,"entries":[{"screen":{"hologram":"x"},"transition":"beam"}]}"#.utf8)
      let error = #expect(throws: NavigationError.self) { try NavigationSnapshot(decoding: data) }
      #expect(error?.code == .snapshotFromNewerVersion)
      #expect(error?.description.contains("version 7") == true)
    }
  }

  @Test func restoringOverAnotherNavigationKeepsTheSharedScreens() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      ZIKAnyViewRouter.performURL("nav://notes?transition=push", fromSource: host)
      ZIKAnyViewRouter.performURL("nav://notes/1?transition=push", fromSource: host)
      ZIKAnyViewRouter.performURL("nav://compose/x", path: .presentModally(from: NavigationFixtures.top(of: host)))
      let list = host.viewControllers[1]
      let target = NavigationSnapshot(entries: [
        .init(.url("nav://notes"), .push), .init(.url("nav://notes/2"), .push),
        .init(.routable("NavSettingsInput"), .push),
      ])
      let plan = try host.restorationPlan(for: target)
      #expect(plan.kept == [.init(.url("nav://notes"), .push)])
      #expect(plan.removedCount == 2)
      #expect(plan.opened == Array(target.entries.dropFirst()))
      let result = try #require(NavigationFixtures.applyNow(plan, on: host))
      #expect(result.isComplete)
      #expect(host.viewControllers[1] === list)
      #expect(host.presentedViewController == nil)
      #expect(host.navigationSnapshot() == target)
    }
  }

  @Test(.headlessTransitions(.deferred))
  func transitionsThatEndLaterRunThePlanStepByStep() async {
    await NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      let first = NavigationSnapshot(entries: [
        .init(.url("nav://notes"), .push), .init(.url("nav://notes/1"), .push),
        .init(.url("nav://compose/a"), .present),
      ])
      let opened = await host.restoreNavigation(from: first)
      #expect(opened.isComplete, "\(String(describing: opened.problem))")
      #expect(host.navigationSnapshot() == first)
      let list = host.viewControllers[1]

      let second = NavigationSnapshot(entries: [
        .init(.url("nav://notes"), .push), .init(.routable("NavSettingsInput"), .push),
      ])
      let replaced = await host.restoreNavigation(from: second)
      #expect(replaced.isComplete, "\(String(describing: replaced.problem))")
      #expect(host.navigationSnapshot() == second)
      #expect(host.viewControllers[1] === list)
      #expect(host.presentedViewController == nil)
    }
  }
}
