import Foundation
import Testing
import ZRouter
@testable import ZRouterCore

/// A matched result's `url` is built only when read; it must be the URL Foundation parses from the normalized string,
/// whichever way the router builds it, and "origin-url" must be that same URL.
@Suite struct ZIKURLRouteResultURLTests {
  /// URLs with a plain host (built when read) and with a user, port or IP literal (built while matching), each with
  /// the string its `url` must hold.
  static let cases: [(url: String, absolute: String)] = [
    ("bench://app/f1/item/42?source=bench", "bench://app/f1/item/42?source=bench"),
    ("APP://Host-1.a_b~c/p/二?x=二#frag", "APP://Host-1.a_b~c/p/%E4%BA%8C?x=%E4%BA%8C#frag"),
    ("app://host/p/a%20b/?q=1&r", "app://host/p/a%20b/?q=1&r"),
    ("app://user@host:8080/p/x", "app://user@host:8080/p/x"),
    ("app://host:8080/p/x?y=1", "app://host:8080/p/x?y=1"),
    ("app://[::1]/p/x", "app://[::1]/p/x"),
  ]

  @Test(arguments: cases)
  func urlIsTheParsedNormalizedString(url: String, absolute: String) throws {
    let router = ZIKURLRouter()
    for pattern in [
      "bench://app/f1/item/:id", "app://host-1.a_b~c/p/:v", "app://host/p/:v",
      "app://user@host:8080/p/:v", "app://host:8080/p/:v", "app://[::1]/p/:v",
    ] {
      router.registerURLPattern(pattern)
    }
    let result = try #require(router.resultForURL(url))
    let expected = try #require(URL(string: absolute))
    #expect(result.url == expected)
    #expect(result.url.absoluteString == absolute)
    // Read twice: the same value.
    #expect(result.url == result.url)
  }

  @Test func settingTheURLReplacesIt() throws {
    let router = ZIKURLRouter()
    router.registerURLPattern("app://host/:id")
    var result = try #require(router.resultForURL("app://host/7"))
    let other = try #require(URL(string: "other://x/y"))
    result.url = other
    #expect(result.url == other)
    #expect(result.parameters["id"] as? String == "7")
  }

  @Test func initializerKeepsTheGivenURL() throws {
    let url = try #require(URL(string: "app://host/1"))
    let result = ZIKURLRouteResult(url: url, parameters: ["a": "b"], identifier: "app://host/:id")
    #expect(result.url == url)
    #expect(result.identifier == "app://host/:id")
  }
}
