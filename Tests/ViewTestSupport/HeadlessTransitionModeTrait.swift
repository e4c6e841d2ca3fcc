import Testing

@testable import ZRouterCore

/// Runs a suite or test with `HeadlessTransition.mode` bound to one value for its own task only, so suites that
/// run in parallel never see each other's mode.
public struct HeadlessTransitionModeTrait: SuiteTrait, TestTrait, TestScoping {
  /// The mode the suite or test runs with.
  public let mode: HeadlessTransition.Mode

  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await HeadlessTransition.$scopedMode.withValue(mode) { try await function() }
  }
}

extension Trait where Self == HeadlessTransitionModeTrait {
  /// Binds `HeadlessTransition.mode` to `mode` for the suite or test.
  public static func headlessTransitions(_ mode: HeadlessTransition.Mode) -> Self { Self(mode: mode) }
}
