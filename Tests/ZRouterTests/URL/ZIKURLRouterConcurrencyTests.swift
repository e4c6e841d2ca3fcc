import Dispatch
import Foundation
import Testing
import ZRouter

/// Matching from many threads while another thread registers.
@Suite struct ZIKURLRouterConcurrencyTests {
  /// Counts failures from any thread.
  private final class FailureCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ failures: Int) { lock.withLock { count += failures } }
    var total: Int { lock.withLock { count } }
  }

  @Test func eightThreadsMatchCorrectlyWhileAnotherThreadRegisters() {
    let router = ZIKURLRouter()
    let known: [(url: String, identifier: String, id: String?)] = [
      ("app://note/42", "app://note/:id", "42"),
      ("app://note/42/edit", "app://note/:id/edit", "42"),
      ("app://note/list", "app://note/list", nil),
      ("app://note/list/recent", "app://note/list/:filter", nil),
    ]
    for entry in known { #expect(router.register(pattern: entry.identifier).isEmpty) }
    let failures = FailureCounter()
    let registered = 400

    DispatchQueue.concurrentPerform(iterations: 9) { worker in
      if worker == 0 {
        // New hosts, and deeper paths on the known host: none changes what the known URLs match.
        for index in 0..<registered {
          let issues = router.register(pattern: "app://host\(index)/:id/edit")
          router.registerURLPattern("app://note/:id/edit/\(index)")
          failures.add(issues.count)
        }
        return
      }
      var local = 0
      for round in 0..<1_500 {
        let entry = known[(round + worker) % known.count]
        let result = router.resultForURL(entry.url)
        if result?.identifier != entry.identifier { local += 1 }
        if let id = entry.id, result?.parameters["id"] as? String != id { local += 1 }
        // A host being registered concurrently: not matched yet, or matched by its own pattern.
        let host = round % registered
        if let result = router.resultForURL("app://host\(host)/x/edit"),
          result.identifier != "app://host\(host)/:id/edit"
        {
          local += 1
        }
      }
      failures.add(local)
    }

    #expect(failures.total == 0)
    #expect(router.issues.isEmpty)
    #expect(router.patterns.count == known.count + 2 * registered)
    #expect(router.resultForURL("app://host7/x/edit")?.identifier == "app://host7/:id/edit")
    #expect(router.resultForURL("app://note/1/edit/7")?.identifier == "app://note/:id/edit/7")
  }
}
