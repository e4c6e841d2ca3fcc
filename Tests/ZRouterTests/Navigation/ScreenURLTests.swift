import Foundation
import TestSupport
import Testing

@testable import ZRouterCore

/// Route → URL: a screen shown by a route with a URL pattern prints as a URL that opens the same screen with the
/// same parameters; a missing parameter is a typed error naming it.
@MainActor @Suite struct ScreenURLTests {
  @Test func aPatternIsFilledAndTheOtherParametersBecomeASortedQuery() throws {
    let url = try ZIKURLRouter.url(
      forPattern: "app://Note/:id/edit", parameters: ["id": "a/b c", "z": "1", "mode": "full&more=yes"])
    #expect(url == "app://Note/a%2Fb%20c/edit?mode=full%26more%3Dyes&z=1")
  }

  @Test func aMissingOrEmptyParameterIsAnErrorNamingIt() {
    for parameters in [["other": "1"], ["id": ""]] {
      let error = #expect(throws: NavigationError.self) {
        try ZIKURLRouter.url(forPattern: "app://note/:id", parameters: parameters)
      }
      #expect(error?.code == .missingURLParameter)
      #expect(error?.description.contains("`id`") == true)
    }
  }

  @Test func anInvalidPatternIsAnErrorSayingWhy() {
    let error = #expect(throws: NavigationError.self) {
      try ZIKURLRouter.url(forPattern: "app://note/:id?x=1", parameters: ["id": "1"])
    }
    #expect(error?.code == .invalidURLPattern)
  }

  @Test func builtURLsMatchTheirPatternAndGiveBackEveryParameter() throws {
    var random = SplitMix64(seed: 24)
    let alphabet = Array("aZ09-._~ /?#&=%+:;@!$'()*,[]\\\"<>{}|^`二é😀\u{0}\t\n")
    let patterns = ["app://h/:a", "app://h/x/:a/y/:b", "app://h/:a/:b/:c", "app://h/lit"]
    for _ in 0..<2_000 {
      let pattern = random.pick(patterns)
      let router = ZIKURLRouter()
      router.registerURLPattern(pattern)
      var parameters: [String: String] = [:]
      for name in ["a", "b", "c", "q", "mode"] where Bool.random(using: &random) || pattern.contains(":\(name)") {
        let length = Int.random(in: 1...8, using: &random)
        parameters[name] = String((0..<length).map { _ in random.pick(alphabet) })
      }
      let url = try ZIKURLRouter.url(forPattern: pattern, parameters: parameters)
      let result = try #require(router.resultForURL(url), "\(url)")
      #expect(result.identifier == pattern)
      #expect(result.parameters as? [String: String] == parameters, "\(url)")
    }
  }

  @Test func aShownScreenPrintsAsTheURLThatOpensItAgain() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      _ = try #require(
        Router.perform(to: RoutableView<any NavNoteInput>(), path: .push(from: host.viewControllers[0])) {
          config, _ in config.prepareDestination = { $0.noteID = "a b/ç" }
        })
      let url = try host.currentScreenURL()
      #expect(url == "nav://notes/a%20b%2F%C3%A7")

      let reopened = try #require(ZIKAnyViewRouter.performURL(url, path: .push(from: NavigationFixtures.top(of: host))))
      #expect(reopened.state == .routed)
      let note = try #require(host.topViewController as? NavNoteViewController)
      #expect(note.noteID == "a b/ç")
      #expect(try host.currentScreenURL() == url)
    }
  }

  @Test func aScreenOpenedByURLPrintsItsParametersWithoutTheTransition() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      ZIKAnyViewRouter.performURL("nav://notes/7/history?transition=push&from=mail", fromSource: host)
      #expect(host.topViewController is NavHistoryViewController)
      let url = try host.currentScreenURL()
      #expect(url == "nav://notes/7/history?from=mail")
    }
  }

  @Test func aScreenWithoutTheParametersOfItsPatternSaysWhichIsMissing() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      _ = try #require(Router.perform(to: RoutableView<any NavHistoryInput>(), path: .push(from: host)))
      let error = #expect(throws: NavigationError.self) { try host.currentScreenURL() }
      #expect(error?.code == .missingURLParameter)
      #expect(error?.description.contains("nav://notes/:id/history") == true)
      // Without a URL, the screen is still named by its routable protocol.
      #expect(host.navigationSnapshot().entries == [.init(.routable("NavHistoryInput"), .push)])
    }
  }

  @Test func aScreenWithoutPatternOrRouterHasNoURLAndSaysWhy() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      _ = try #require(Router.perform(to: RoutableView<any NavSettingsInput>(), path: .push(from: host)))
      let error = #expect(throws: NavigationError.self) { try host.currentScreenURL() }
      #expect(error?.code == .noURLPattern)

      host.pushViewController(HeadlessViewController(), animated: false)
      let unrouted = #expect(throws: NavigationError.self) { try host.currentScreenURL() }
      #expect(unrouted?.code == .notShownByRouter)
      let snapshotError = #expect(throws: NavigationError.self) { try host.navigationSnapshotOrError() }
      #expect(snapshotError?.code == .notShownByRouter)
      #expect(host.navigationSnapshot().entries == [.init(.routable("NavSettingsInput"), .push)])
    }
  }

  @Test func anyShownScreenPrintsItsURLWhateverIsAboveIt() throws {
    try NavigationFixtures.run {
      let host = NavigationFixtures.makeHost()
      ZIKAnyViewRouter.performURL("nav://notes/9?transition=push", fromSource: host)
      ZIKAnyViewRouter.performURL("nav://compose/idea", path: .presentModally(from: NavigationFixtures.top(of: host)))
      let note = try host.viewControllers[1].screenURL()
      let top = try host.currentScreenURL()
      #expect(note == "nav://notes/9")
      #expect(top == "nav://compose/idea")
      let root = #expect(throws: NavigationError.self) { try host.viewControllers[0].screenURL() }
      #expect(root?.code == .notShownByRouter)
    }
  }
}
