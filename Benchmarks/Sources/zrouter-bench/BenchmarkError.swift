/// Why a figure could not be measured: the set-up the benchmark relies on did not behave as expected.
struct BenchmarkError: Error, CustomStringConvertible {
  enum Kind {
    case registrationIssues(count: Int, issues: [String])
    case keyNotResolved(String)
    case registryLeaked(String)
    case noResult(String)
    case unexpectedState(String)
  }

  let kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }

  var description: String {
    switch kind {
    case .registrationIssues(let count, let issues):
      "Registering \(count) services recorded \(issues.count) issue(s), so the timing is not of a clean registration. First: \(issues.first ?? "?"). Check the generator, Sources/generate-benchmark-services."
    case .keyNotResolved(let key):
      "\(key) was registered but Router.to returned nil. The registry lost a registration: check the library before trusting any figure."
    case .registryLeaked(let key):
      "\(key) resolves in a fresh isolated registry: registrations leaked between runs. Check ZIKRouteRegistry.withIsolatedRegistry."
    case .noResult(let figure):
      "The timed calls of \(figure) returned nil instead of a value, so nothing real was measured. Check the registrations in AppRegistryFixture."
    case .unexpectedState(let what):
      "The set-up did not behave as the figure assumes: \(what). Fix the library or the benchmark before trusting the figure."
    }
  }
}
