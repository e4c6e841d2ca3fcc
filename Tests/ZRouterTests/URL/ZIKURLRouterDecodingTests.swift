import Foundation
import Testing
import ZRouter

/// How URLs are encoded before parsing and how captures and query items are decoded.
@Suite struct ZIKURLRouterDecodingTests {
  private func router(_ patterns: String...) -> ZIKURLRouter {
    let router = ZIKURLRouter()
    for pattern in patterns { router.registerURLPattern(pattern) }
    return router
  }

  private func strings(_ result: ZIKURLRouteResult?) -> [String: String]? {
    result?.parameters.compactMapValues { $0 as? String }
  }

  @Test func placeholdersAndRawNonASCIIQueryAreCapturedAndDecoded() throws {
    let router = router("app://host/:k1/path/:k2")
    let result = try #require(router.resultForURL("app://host/v1/path/v2?x=二"))
    #expect(result.identifier == "app://host/:k1/path/:k2")
    #expect(strings(result) == ["k1": "v1", "k2": "v2", "x": "二"])
    #expect(result.parameters.count == 3)
    #expect(result.url.absoluteString == "app://host/v1/path/v2?x=%E4%BA%8C")
  }

  @Test func encodedAndRawNonASCIIDecodeToTheSameValue() {
    let router = router("app://h/:name")
    for url in ["app://h/二?x=%E4%BA%8C", "app://h/%E4%BA%8C?x=二", "app://h/%e4%ba%8c?x=%e4%ba%8c"] {
      #expect(strings(router.resultForURL(url)) == ["name": "二", "x": "二"], "\(url)")
    }
  }

  @Test func nonASCIIHostAndLiteralsMatchEncodedOrNot() {
    let router = router("app://主机/笔记/:id")
    #expect(router.resultForURL("app://主机/笔记/1")?.identifier == "app://主机/笔记/:id")
    #expect(router.resultForURL("app://%E4%B8%BB%E6%9C%BA/%E7%AC%94%E8%AE%B0/1")?.identifier == "app://主机/笔记/:id")
  }

  @Test func encodedSlashStaysInsideOneSegment() {
    let router = router("app://h/:a")
    #expect(strings(router.resultForURL("app://h/x%2Fy")) == ["a": "x/y"])
  }

  @Test func repeatedQueryNameKeepsTheLastValue() {
    #expect(strings(router("app://h").resultForURL("app://h?a=1&a=2&b=3&a=4")) == ["a": "4", "b": "3"])
  }

  @Test func queryItemWithoutEqualsSignHasAnEmptyValue() {
    #expect(strings(router("app://h").resultForURL("app://h?flag&x=1&=skipped&&")) == ["flag": "", "x": "1"])
  }

  @Test func queryValueKeepsEverythingAfterTheFirstEqualsSignAndPlusIsNotASpace() {
    #expect(strings(router("app://h").resultForURL("app://h?q=a=b+c%20d")) == ["q": "a=b+c d"])
  }

  @Test func placeholderWinsOverAQueryItemOfTheSameName() {
    #expect(strings(router("app://h/:id").resultForURL("app://h/path?id=query")) == ["id": "path"])
  }

  @Test func invalidEscapesAreKeptAsText() {
    let router = router("app://h/:a")
    #expect(strings(router.resultForURL("app://h/%G1")) == ["a": "%G1"])
    #expect(strings(router.resultForURL("app://h/100%")) == ["a": "100%"])
    #expect(strings(router.resultForURL("app://h/%e4%ba?q=%E4%BA")) == ["a": "%E4%BA", "q": "%E4%BA"])
  }

  @Test func resultURLIsTheEncodedURL() throws {
    let result = try #require(router("app://h/:a").resultForURL("app://h/a b?x=1|2#frag ment"))
    #expect(result.url.absoluteString == "app://h/a%20b?x=1%7C2#frag%20ment")
    #expect(result.url.scheme == "app")
    #expect(result.url.host == "h")
    #expect(strings(result) == ["a": "a b", "x": "1|2"])
  }

  @Test func controlCharactersAndNULAreEncodedAndCaptured() {
    let router = router("app://h/:a")
    #expect(strings(router.resultForURL("app://h/a\u{0}b\n")) == ["a": "a\u{0}b\n"])
  }

  @Test func routeKeysHaveTheirOriginalValues() {
    #expect(ZIKURLRouteKey.originURL == "origin-url")
    #expect(ZIKURLRouteKey.action == "action")
    #expect(ZIKURLRouteKey.transitionType == "transition")
  }
}
