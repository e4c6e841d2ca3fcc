import Foundation
import Testing

@testable import ZRouterCore

/// The router's log stays quiet inside isolated registries (tests provoke failures on purpose) unless a test asks.
@MainActor @Suite struct ZIKRouterLogTests {
  /// Lines the log wrote, from any thread.
  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var _all: [String] = []
    var all: [String] { lock.withLock { _all } }
    func append(_ line: String) { lock.withLock { _all.append(line) } }
  }

  struct ExpectedFailure: Error {}

  /// Provokes what a test usually provokes: a global error without a handler and a registration issue.
  func provokeFailures() {
    ZIKAnyServiceRouter.notifyGlobalError(with: nil, action: .performRoute, error: ExpectedFailure())
    ZIKRouteRegistry.notifyRegistrationFinished()
    ZIKRouteRegistry.autoRegister = false  // rejected after finish: recorded as an issue
  }

  @Test func anIsolatedRegistryLogsNothingByDefault() throws {
    try #require(ProcessInfo.processInfo.environment["ZROUTER_LOG"] != "1")
    let lines = Lines()
    ZIKRouterLog.$sink.withValue({ lines.append($0) }) {
      ZIKRouteRegistry.withIsolatedRegistry {
        provokeFailures()
        #expect(ZIKRouteRegistry.validate().count == 1, "the issue is still recorded, only not printed")
      }
    }
    #expect(lines.all.isEmpty, "\(lines.all)")
  }

  @Test func aTestCanAskForTheLog() {
    let lines = Lines()
    ZIKRouterLog.$sink.withValue({ lines.append($0) }) {
      ZIKRouterLog.$isEnabledInIsolatedRegistries.withValue(true) {
        ZIKRouteRegistry.withIsolatedRegistry { provokeFailures() }
      }
    }
    #expect(lines.all.contains { $0.hasPrefix("[ZRouter] Registration issue:") }, "\(lines.all)")
    #if DEBUG
      #expect(lines.all.contains { $0.contains("ExpectedFailure") }, "\(lines.all)")
    #endif
  }

  @Test func outsideIsolatedRegistriesTheLogIsOn() {
    #expect(ZIKRouterLog.isEnabled)
    ZIKRouteRegistry.withIsolatedRegistry {
      #expect(ZIKRouterLog.isEnabled == (ProcessInfo.processInfo.environment["ZROUTER_LOG"] == "1"))
    }
  }
}
