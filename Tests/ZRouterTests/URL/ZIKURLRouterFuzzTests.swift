import Foundation
import TestSupport
import Testing
import ZRouter

/// Seeded fuzzing: hostile input never crashes and never yields a malformed result, and random registries agree with
/// a brute-force reference of the precedence rules.
@Suite struct ZIKURLRouterFuzzTests {
  /// How many malformed URLs to try: `ZROUTER_FUZZ_COUNT`, or 20 000.
  static var fuzzCount: Int {
    ProcessInfo.processInfo.environment["ZROUTER_FUZZ_COUNT"].flatMap { Int($0) } ?? 20_000
  }

  static let patterns = [
    "app://host/:k1/path/:k2", "app://host/path", "app://host/:a", "app://host/:k1/path/:k2/:k3", "://host/path",
    "app://h/二/:x", "app://h/:a/:b", "app://h/a/:b", "app://h/:a/x/:b", "app://h", "app://h/%25/:v",
  ]

  /// URLs whose match must not change, with the parameters they must give.
  static let known: [(url: String, identifier: String, parameters: [String: String])] = [
    ("app://host/v1/path/v2?x=二", "app://host/:k1/path/:k2", ["k1": "v1", "k2": "v2", "x": "二"]),
    ("APP://HOST/path/", "app://host/path", [:]),
    ("app://host/%E4%BA%8C", "app://host/:a", ["a": "二"]),
    ("://host/path?q", "://host/path", ["q": ""]),
    ("app://h/二/y", "app://h/二/:x", ["x": "y"]),
    ("app://h/a/z", "app://h/a/:b", ["b": "z"]),
    ("app://h/q/r", "app://h/:a/:b", ["a": "q", "b": "r"]),
    ("app://h/q/x/r/", "app://h/:a/x/:b", ["a": "q", "b": "r"]),
    ("app://h#x", "app://h", [:]),
    ("app://h/%/1", "app://h/%25/:v", ["v": "1"]),
  ]

  static let tokens = [
    "app", "APP", "h", "host", "://", ":", "/", "//", "?", "#", "&", "=", "%", "%G1", "%E4%BA", "%E4%BA%8C", "%00",
    "%2F", "%%", "二", "é", "\u{0}", "\u{1}", "\u{7F}", "\u{FFFD}", "\u{1F600}", "\u{202E}", " ", "\t", "\n", "v1",
    "path", ":k1", "x", "[", "]", "@", "+", ";", "\\", "\"", "..", ".", "a=b", "?&=", ":///",
  ]

  private func makeRouter() -> ZIKURLRouter {
    let router = ZIKURLRouter()
    for pattern in Self.patterns { router.registerURLPattern(pattern) }
    return router
  }

  /// Why `result` is malformed, or `nil` when it is `nil` or well-formed.
  private func problem(with result: ZIKURLRouteResult?, registered: Set<String>) -> String? {
    guard let result else { return nil }
    guard registered.contains(result.identifier) else { return "unknown identifier \(result.identifier)" }
    guard result.parameters.values.allSatisfy({ $0 is String }) else { return "a parameter is not a String" }
    let absolute = result.url.absoluteString
    guard !absolute.isEmpty, absolute.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 }) else {
      return "URL not encoded: \(absolute.debugDescription)"
    }
    let patternScheme = result.identifier.prefix { $0 != ":" }.lowercased()
    guard (result.url.scheme ?? "").lowercased() == patternScheme else {
      return "URL \(absolute) has not the scheme of \(result.identifier)"
    }
    let names = result.identifier.split(separator: "/").filter { $0.hasPrefix(":") && $0 != ":" }.map { $0.dropFirst() }
    for name in names where (result.parameters[String(name)] as? String)?.isEmpty ?? true {
      return "placeholder \(name) not captured"
    }
    return nil
  }

  private func checkKnownURLs(_ router: ZIKURLRouter) {
    for entry in Self.known {
      let result = router.resultForURL(entry.url)
      #expect(result?.identifier == entry.identifier, "\(entry.url)")
      #expect(result?.parameters.compactMapValues { $0 as? String } == entry.parameters, "\(entry.url)")
      #expect(result?.parameters.count == entry.parameters.count, "\(entry.url)")
    }
  }

  private func malformedURL(using random: inout SplitMix64) -> String {
    if Bool.random(using: &random) {
      return (0..<Int.random(in: 1...12, using: &random)).map { _ in random.pick(Self.tokens) }.joined()
    }
    var scalars = Array(random.pick(Self.known).url.unicodeScalars)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let position = Int.random(in: 0...scalars.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: scalars.insert(contentsOf: random.pick(Self.tokens).unicodeScalars, at: position)
      case 1: if position < scalars.count { scalars.remove(at: position) }
      default: if !scalars.isEmpty { scalars.insert(random.pick(scalars), at: position) }
      }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  @Test func malformedURLsGiveNilOrAWellFormedResultAndLeaveTheRegistryIntact() {
    let router = makeRouter()
    let registered = Set(router.patterns)
    #expect(registered.count == Self.patterns.count)
    var random = SplitMix64(seed: 0x5EED_0001)
    var failures: [String] = []
    var matched = 0
    for _ in 0..<Self.fuzzCount {
      let input = malformedURL(using: &random)
      let result = router.resultForURL(input)
      if result != nil { matched += 1 }
      if let problem = problem(with: result, registered: registered), failures.count < 10 {
        failures.append("\(input.debugDescription): \(problem)")
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(matched > 0, "the fuzzer never produced a matching URL; it tests nothing")
    checkKnownURLs(router)
  }

  @Test(arguments: [
    "", " ", "%", "%G1", "%E4%BA", ":///", "app://", "app:/x", "//x", "?#&=", "app://h/%", "app://h/%G1",
    "app://h/%E4%BA", "app://h/a?%=%&%G1=%E4%BA", "app://h/\u{0}", "\u{0}", "app://\u{0}/x", "app://h/\u{1}\u{7F}",
    "app://h\u{0}", "二://h/x", "app://h/x\u{1F600}", "://", "app://h?", "app://h#", "app://h/?#", "app://h/a/b/c/d/e",
    ":app://h", "app:://h", "app://h:/x", "app://[/x", "app://h/[::1]", "app://host/v1/path/v2/v3?x",
  ])
  func hostileInputGivesNilOrAWellFormedResult(input: String) {
    let router = makeRouter()
    #expect(problem(with: router.resultForURL(input), registered: Set(router.patterns)) == nil)
  }

  @Test func megabyteInputsAreHandled() {
    let router = makeRouter()
    let megabyte = 1 << 20
    let inputs = [
      String(repeating: "a", count: megabyte), String(repeating: "/", count: megabyte),
      String(repeating: "%", count: megabyte), String(repeating: "二", count: megabyte / 3),
      "app://host/" + String(repeating: "a/", count: megabyte / 2),
      "app://host/" + String(repeating: "%E4", count: megabyte / 3),
      "app://host/path?" + String(repeating: "&=", count: megabyte / 2),
      "app://" + String(repeating: "h", count: megabyte) + "/path",
    ]
    for input in inputs {
      #expect(problem(with: router.resultForURL(input), registered: Set(router.patterns)) == nil)
    }
    let long = String(repeating: "x", count: megabyte)
    #expect(router.resultForURL("app://host/" + long)?.parameters["a"] as? String == long)
    checkKnownURLs(router)
  }

  // MARK: - Reference

  /// A pattern of the generated family `app://<host>/<segments>`, read naively.
  private struct ReferencePattern {
    let text: String
    let host: String
    let segments: [String]

    init(_ text: String) {
      self.text = text
      let parts = text.dropFirst("app://".count).split(separator: "/").map(String.init)
      host = parts[0]
      segments = Array(parts.dropFirst())
    }

    var placeholderCount: Int { segments.filter { $0.hasPrefix(":") }.count }
    var isInterior: Bool {
      guard let first = segments.firstIndex(where: { $0.hasPrefix(":") }) else { return false }
      return segments[first...].contains { !$0.hasPrefix(":") }
    }

    func matches(host: String, segments url: [String]) -> Bool {
      host == self.host && url.count == segments.count
        && zip(segments, url).allSatisfy { $0.hasPrefix(":") || $0 == $1 }
    }
  }

  /// The precedence rules by brute force over every pattern, in registration order.
  private func referenceWinner(_ patterns: [ReferencePattern], host: String, segments: [String]) -> ReferencePattern? {
    let candidates = patterns.filter { $0.matches(host: host, segments: segments) }
    if let trailing = candidates.filter({ !$0.isInterior }).min(by: { $0.placeholderCount < $1.placeholderCount }) {
      return trailing
    }
    return candidates.first
  }

  @Test func randomRegistriesAgreeWithABruteForceReference() {
    var random = SplitMix64(seed: 0x5EED_0002)
    let literals = ["a", "b", "c"]
    var mismatches: [String] = []
    var matched = 0
    for _ in 0..<40 {
      let router = ZIKURLRouter()
      for index in 0..<Int.random(in: 10...40, using: &random) {
        let segments = (0..<Int.random(in: 0...4, using: &random)).map { position in
          Int.random(in: 0..<5, using: &random) < 3 ? random.pick(literals) : ":p\(index)x\(position)"
        }
        router.registerURLPattern((["app://" + random.pick(["h", "g"])] + segments).joined(separator: "/"))
      }
      let patterns = router.patterns.map(ReferencePattern.init)
      let shadowed = Set(
        router.issues.filter { $0.kind == .shadowed }.compactMap { issue in
          issue.winningPattern == issue.pattern ? issue.conflictingPattern : issue.pattern
        })
      for _ in 0..<300 {
        let host = random.pick(["h", "H", "g", "f"])
        let segments = (0..<Int.random(in: 0...4, using: &random)).map { _ in random.pick(literals + ["d"]) }
        let url = (["app://" + host] + segments).joined(separator: "/") + random.pick(["", "/", "?a=1", "/?d"])
        let expected = referenceWinner(patterns, host: host.lowercased(), segments: segments)
        let result = router.resultForURL(url)
        if result != nil { matched += 1 }
        if result?.identifier != expected?.text {
          mismatches.append("\(url): got \(result?.identifier ?? "nil"), expected \(expected?.text ?? "nil")")
        }
        if let expected, shadowed.contains(expected.text) {
          mismatches.append("\(url): \(expected.text) was reported as never matching")
        }
        for (position, segment) in (expected?.segments ?? []).enumerated() where segment.hasPrefix(":") {
          if result?.parameters[String(segment.dropFirst())] as? String != segments[position] {
            mismatches.append("\(url): \(segment) not captured")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    #expect(matched > 1_000)
  }
}
