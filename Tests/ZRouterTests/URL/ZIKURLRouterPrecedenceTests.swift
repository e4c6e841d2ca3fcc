import Testing
import ZRouter

/// Which pattern wins when several match: each precedence rule has its own test.
@Suite struct ZIKURLRouterPrecedenceTests {
  /// A router with `patterns` registered in order; the test fails if any registration raised an issue.
  private func router(_ patterns: String..., allowingIssues: Bool = false) -> ZIKURLRouter {
    let router = ZIKURLRouter()
    for pattern in patterns {
      let issues = router.register(pattern: pattern)
      if !allowingIssues { #expect(issues.isEmpty, "\(issues)") }
    }
    return router
  }

  @Test func exactStaticPatternBeatsATrailingPlaceholderRegisteredBeforeIt() {
    let router = router("app://h/a/:x", "app://h/a/b")
    #expect(router.resultForURL("app://h/a/b")?.identifier == "app://h/a/b")
    #expect(router.resultForURL("app://h/a/c")?.identifier == "app://h/a/:x")
  }

  @Test func exactStaticPatternBeatsAnInteriorPlaceholderRegisteredBeforeIt() {
    let router = router("app://h/:x/b", "app://h/a/b")
    #expect(router.resultForURL("app://h/a/b")?.identifier == "app://h/a/b")
    #expect(router.resultForURL("app://h/z/b")?.identifier == "app://h/:x/b")
  }

  @Test func trailingPatternWithFewerPlaceholdersWinsWhateverTheOrder() {
    for patterns in [["app://h/:x/:y", "app://h/a/:y"], ["app://h/a/:y", "app://h/:x/:y"]] {
      let router = ZIKURLRouter()
      for pattern in patterns { #expect(router.register(pattern: pattern).isEmpty) }
      #expect(router.resultForURL("app://h/a/b")?.identifier == "app://h/a/:y")
      #expect(router.resultForURL("app://h/c/b")?.identifier == "app://h/:x/:y")
    }
  }

  @Test func fewestPlaceholdersIsCountedAlongTheLiteralPrefix() {
    let router = router("app://h/:a/:b/:c", "app://h/x/:b/:c", "app://h/x/y/:c", "app://h/x/y/z")
    #expect(router.resultForURL("app://h/x/y/z")?.identifier == "app://h/x/y/z")
    #expect(router.resultForURL("app://h/x/y/w")?.identifier == "app://h/x/y/:c")
    #expect(router.resultForURL("app://h/x/w/w")?.identifier == "app://h/x/:b/:c")
    #expect(router.resultForURL("app://h/w/y/z")?.identifier == "app://h/:a/:b/:c")
  }

  @Test func trailingPlaceholdersBeatAnInteriorPlaceholderWithMoreLiterals() {
    // `:x/b/c` has two literals and one placeholder, `a/:y/:z` one literal and two placeholders: trailing still wins.
    let router = router("app://h/:x/b/c", "app://h/a/:y/:z")
    #expect(router.resultForURL("app://h/a/b/c")?.identifier == "app://h/a/:y/:z")
    #expect(router.resultForURL("app://h/q/b/c")?.identifier == "app://h/:x/b/c")
  }

  @Test func allPlaceholderTrailingPatternBeatsAnInteriorOneRegisteredFirst() {
    let router = router("app://h/:x/b", "app://h/:p/:q", allowingIssues: true)
    #expect(router.resultForURL("app://h/a/b")?.identifier == "app://h/:p/:q")
  }

  @Test func firstRegisteredInteriorPatternWins() {
    let first = router("app://h/:a/x/:b", "app://h/:c/:d/y", allowingIssues: true)
    #expect(first.resultForURL("app://h/1/x/y")?.identifier == "app://h/:a/x/:b")
    #expect(first.resultForURL("app://h/1/z/y")?.identifier == "app://h/:c/:d/y")

    let reversed = router("app://h/:c/:d/y", "app://h/:a/x/:b", allowingIssues: true)
    #expect(reversed.resultForURL("app://h/1/x/y")?.identifier == "app://h/:c/:d/y")
    #expect(reversed.resultForURL("app://h/1/x/z")?.identifier == "app://h/:a/x/:b")
  }

  @Test func firstRegisteredInteriorPatternWinsOverAMoreSpecificLaterOne() {
    let router = router("app://h/:a/:b/c", "app://h/:a/x/c", allowingIssues: true)
    #expect(router.resultForURL("app://h/1/x/c")?.identifier == "app://h/:a/:b/c")
  }

  @Test func placeholdersMatchOnlyPathsOfTheSameSegmentCount() {
    let router = router("app://h/:a/x", "app://h/:id")
    #expect(router.resultForURL("app://h/1/x")?.identifier == "app://h/:a/x")
    #expect(router.resultForURL("app://h/1")?.identifier == "app://h/:id")
    #expect(router.resultForURL("app://h/1/x/2") == nil)
    #expect(router.resultForURL("app://h") == nil)
  }

  @Test func interiorPatternNeedsEveryLiteralEqual() {
    let router = router("app://h/:a/x/:b/y")
    #expect(router.resultForURL("app://h/1/x/2/y") != nil)
    #expect(router.resultForURL("app://h/1/x/2/z") == nil)
    #expect(router.resultForURL("app://h/1/w/2/y") == nil)
  }

  @Test func placeholderNeverCapturesAnEmptySegment() {
    let router = router("app://h/:a/x", "app://h/:a")
    #expect(router.resultForURL("app://h//x") == nil)
    #expect(router.resultForURL("app://h//") == nil)
  }

  @Test func schemeAndHostCompareCaseInsensitivelyAndPathLiteralsCaseSensitively() {
    let router = router("App://Host/Note/:id")
    #expect(router.resultForURL("APP://HOST/Note/1")?.identifier == "App://Host/Note/:id")
    #expect(router.resultForURL("app://host/note/1") == nil)
  }

  @Test func patternsOfOtherHostsAndSchemesNeverMatch() {
    let router = router("app://a/x", "other://b/x")
    #expect(router.resultForURL("app://b/x") == nil)
    #expect(router.resultForURL("other://a/x") == nil)
    #expect(router.resultForURL("app://a/x")?.identifier == "app://a/x")
  }

  @Test func emptySchemeIsASchemeOfItsOwn() {
    let router = router("://host/path")
    #expect(router.resultForURL("://host/path")?.identifier == "://host/path")
    #expect(router.resultForURL("app://host/path") == nil)
  }

  @Test func oneTrailingSlashIsIgnoredOnBothSides() {
    let router = router("app://h/a/", "app://h")
    #expect(router.resultForURL("app://h/a")?.identifier == "app://h/a/")
    #expect(router.resultForURL("app://h/a/")?.identifier == "app://h/a/")
    #expect(router.resultForURL("app://h/")?.identifier == "app://h")
    #expect(router.resultForURL("app://h/a//") == nil)
  }

  @Test func queryAndFragmentAreIgnoredForMatching() {
    let router = router("app://h/a")
    #expect(router.resultForURL("app://h/a?b=1")?.identifier == "app://h/a")
    #expect(router.resultForURL("app://h/a/?b/c")?.identifier == "app://h/a")
    #expect(router.resultForURL("app://h/a#b/c")?.identifier == "app://h/a")
    #expect(router.resultForURL("app://h?/a") == nil)
  }
}
