import Testing
import ZRouter

/// What registration accepts, refuses and reports.
@Suite struct ZIKURLRouterRegistrationTests {
  @Test func cleanPatternsRaiseNoIssue() {
    let router = ZIKURLRouter()
    let patterns = [
      "app://h", "app://h/a", "app://h/a/:x", "app://k/:x/:y", "app://h/:id/edit", "app://g/:id/edit",
      "other://h/:id/edit", "://h/:id/edit", "app://h/:id/edit/:part", "app://user@h:8080/a",
    ]
    for pattern in patterns { #expect(router.register(pattern: pattern).isEmpty, "\(pattern)") }
    #expect(router.patterns == patterns)
    #expect(router.issues.isEmpty)
  }

  @Test(arguments: [
    "", "app", "app:/h/x", "//h/x", "app:h/x", "1app://h/x", "a b://h/x", "app://", "app:///x", "app://:h/x",
    "app://h/:", "app://h/:a/:a", "app://h//x", "app://h/x?y=1", "app://h/x#y", "app://h:port/x",
  ])
  func invalidPatternIsRefusedAndNamed(pattern: String) throws {
    let router = ZIKURLRouter()
    let issue = try #require(router.register(pattern: pattern).first)
    #expect(issue.kind == .invalidPattern)
    #expect(issue.pattern == pattern)
    #expect(issue.wasAdded == false)
    #expect(issue.description.contains("`\(pattern)` is invalid"))
    #expect(router.patterns.isEmpty)
    #expect(router.issues == [issue])
  }

  @Test func renamedPlaceholdersAreADuplicateAndTheFirstWins() throws {
    let router = ZIKURLRouter()
    #expect(router.register(pattern: "app://h/:a/x").isEmpty)
    let issues = router.register(pattern: "app://h/:b/x")
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.kind == .duplicate)
    #expect(issue.pattern == "app://h/:b/x")
    #expect(issue.conflictingPattern == "app://h/:a/x")
    #expect(issue.winningPattern == "app://h/:a/x")
    #expect(issue.wasAdded == false)
    #expect(issue.description.contains("`app://h/:a/x`") && issue.description.contains("`app://h/:b/x`"))
    #expect(router.patterns == ["app://h/:a/x"])
    let result = router.resultForURL("app://h/1/x")
    #expect(result?.identifier == "app://h/:a/x")
    #expect(result?.parameters["a"] as? String == "1")
  }

  @Test(arguments: [
    ("app://h/a/:x", "app://h/a/:x"), ("app://h/a/:x", "APP://H/a/:y/"), ("app://h/a", "app://h/a/"),
    ("app://h/%E4%BA%8C", "app://h/二"), ("app://h", "app://h/"),
  ])
  func sameURLsWrittenDifferentlyAreADuplicate(first: String, second: String) throws {
    let router = ZIKURLRouter()
    #expect(router.register(pattern: first).isEmpty)
    let issue = try #require(router.register(pattern: second).first)
    #expect(issue.kind == .duplicate)
    #expect(issue.winningPattern == first)
    #expect(router.patterns == [first])
  }

  @Test func trailingPatternShadowingAnEarlierInteriorOneIsReported() throws {
    let router = ZIKURLRouter()
    #expect(router.register(pattern: "app://h/a/:x/b").isEmpty)
    let issue = try #require(router.register(pattern: "app://h/a/:y/:z").first)
    #expect(issue.kind == .shadowed)
    #expect(issue.pattern == "app://h/a/:y/:z")
    #expect(issue.conflictingPattern == "app://h/a/:x/b")
    #expect(issue.winningPattern == "app://h/a/:y/:z")
    #expect(issue.wasAdded)
    #expect(issue.description.contains("`app://h/a/:x/b` can never match"))
    #expect(router.resultForURL("app://h/a/1/b")?.identifier == "app://h/a/:y/:z")
  }

  @Test func interiorPatternShadowedByAnEarlierTrailingOneIsReported() throws {
    let router = ZIKURLRouter()
    #expect(router.register(pattern: "app://h/:y/:z").isEmpty)
    let issue = try #require(router.register(pattern: "app://h/:x/b").first)
    #expect(issue.kind == .shadowed)
    #expect(issue.conflictingPattern == "app://h/:y/:z")
    #expect(issue.winningPattern == "app://h/:y/:z")
    #expect(issue.description.contains("`app://h/:x/b` can never match"))
  }

  @Test func interiorPatternShadowedByAnEarlierInteriorOneIsReported() throws {
    let router = ZIKURLRouter()
    #expect(router.register(pattern: "app://h/:a/:b/c").isEmpty)
    let issue = try #require(router.register(pattern: "app://h/:a/x/c").first)
    #expect(issue.kind == .shadowed)
    #expect(issue.winningPattern == "app://h/:a/:b/c")
    #expect(issue.description.contains("first registered wins"))
  }

  @Test func partlyOverlappingInteriorPatternsAreReportedWithASharedURL() throws {
    let router = ZIKURLRouter()
    #expect(router.register(pattern: "app://h/:a/x/:b").isEmpty)
    let issue = try #require(router.register(pattern: "app://h/:c/:d/y").first)
    #expect(issue.kind == .overlap)
    #expect(issue.conflictingPattern == "app://h/:a/x/:b")
    #expect(issue.winningPattern == "app://h/:a/x/:b")
    #expect(issue.wasAdded)
    #expect(issue.description.contains("`app://h/value/x/y`"))
    #expect(router.patterns == ["app://h/:a/x/:b", "app://h/:c/:d/y"])
  }

  @Test func moreSpecificPatternsAreNotConflicts() {
    let router = ZIKURLRouter()
    for pattern in ["app://h/:a/:b", "app://h/x/:b", "app://h/x/y", "app://h/:a/y/z", "app://h/:a/w/z"] {
      #expect(router.register(pattern: pattern).isEmpty, "\(pattern)")
    }
  }

  @Test func registerURLPatternRecordsIssuesAndRemoveAllForgetsEverything() {
    let router = ZIKURLRouter()
    router.registerURLPattern("app://h/:a")
    router.registerURLPattern("app://h/:b")
    router.registerURLPattern("no-separator")
    #expect(router.issues.map(\.kind) == [.duplicate, .invalidPattern])
    router.removeAll()
    #expect(router.issues.isEmpty)
    #expect(router.patterns.isEmpty)
    #expect(router.resultForURL("app://h/1") == nil)
    #expect(router.register(pattern: "app://h/:b").isEmpty)
    #expect(router.resultForURL("app://h/1")?.identifier == "app://h/:b")
  }
}
