import Foundation
import Testing
import ViewTestSupport
import ZRouter

@testable import ZRouterCore

/// A leaking destination is also logged, as the original's memory leak checker does, even with no handler set.
@MainActor @Suite struct ViewLeakLogTests {
  @Test func aLeakIsLoggedAsAWarningLineNamingTheDestinationRouteAndSource() async throws {
    let lines = LockedLines()
    try await ZIKRouterLog.$isEnabledInIsolatedRegistries.withValue(true) {
      try await ZIKRouterLog.$sink.withValue({ lines.append($0) }) {
        try await ViewFixtureRegistry.run { _ in
          ZIKAnyViewRouter.detectMemoryLeakDelay = .milliseconds(10)
          let source = TestStage.screen()
          let router = try #require(
            Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
          TestStage.settle()
          let kept = source.presentedViewController
          router.removeRoute()
          TestStage.settle()
          let clock = ContinuousClock()
          let deadline = clock.now.advanced(by: .seconds(60))
          while lines.matching("Memory leak checker").isEmpty, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
          }
          #expect(kept != nil)
        }
      }
    }
    let line = try #require(lines.matching("Memory leak checker").first)
    #expect(line.contains("AViewController is still alive"))
    #expect(line.contains("router \(AViewRouter.self), presentModally from HeadlessViewController"))
  }
}

/// Lines a log sink received, from any thread.
final class LockedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  func append(_ line: String) { lock.withLock { lines.append(line) } }
  func matching(_ text: String) -> [String] { lock.withLock { lines.filter { $0.contains(text) } } }
}
