import ZRouter

extension ZIKRouteRegistry {
  /// Runs `body` in a fresh isolated registry holding only what `register` registers, with registration finished.
  ///
  /// The registry starts empty with manual registration (`autoRegister = false`); `register` registers the routers
  /// under test and a mock for each protocol they require, then `notifyRegistrationFinished()` runs the finish
  /// checks, as an app's start-up does. Nothing registered here is visible to another test, so tests may run in
  /// parallel; the registry is gone when `body` returns. Works in Swift Testing and XCTest alike:
  /// ```swift
  /// @MainActor @Test func signsIn() throws {
  ///   let sessions = MockSessionStore()
  ///   try ZIKRouteRegistry.withTestRegistry {
  ///     SessionServiceRouter.registerRoutableDestination()
  ///     try ZIKAnyServiceRouter.registerMock(sessions, for: .loginRequiredSessionStore)
  ///   } run: {
  ///     #expect(ZIKRouteRegistry.validate().isEmpty)
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - register: The registrations of the test; runs inside the isolated registry, before registration finishes.
  ///   - finishingRegistration: Whether to finish registration before `body`. Pass `false` when `body` starts a
  ///     composition root that registers and finishes by itself.
  ///   - body: The test; runs inside the isolated registry.
  /// - Returns: What `body` returns.
  /// - Throws: What `register` or `body` throws.
  @MainActor
  public static func withTestRegistry<R>(
    registering register: () throws -> Void, finishingRegistration: Bool = true, run body: () throws -> R
  ) rethrows -> R {
    try withIsolatedRegistry {
      autoRegister = false
      try register()
      if finishingRegistration { notifyRegistrationFinished() }
      return try body()
    }
  }

  /// The `async` twin of `withTestRegistry(registering:finishingRegistration:run:)`, for tests that await routes, deferred transitions
  /// or async entry points. Child tasks of `body` see the isolated registry; detached tasks do not.
  /// - Parameters:
  ///   - register: The registrations of the test; runs inside the isolated registry, before registration finishes.
  ///   - finishingRegistration: Whether to finish registration before `body`.
  ///   - body: The test; runs inside the isolated registry.
  /// - Returns: What `body` returns.
  /// - Throws: What `register` or `body` throws.
  @MainActor
  public static func withTestRegistry<R>(
    registering register: () throws -> Void, finishingRegistration: Bool = true, run body: () async throws -> R
  ) async rethrows -> R {
    try await withIsolatedRegistry {
      autoRegister = false
      try register()
      if finishingRegistration { notifyRegistrationFinished() }
      return try await body()
    }
  }

  /// Runs `body` in a fresh isolated test registry with nothing registered; see
  /// `withTestRegistry(registering:finishingRegistration:run:)`.
  /// - Parameters:
  ///   - finishingRegistration: Whether to finish registration before `body`. Pass `false` when `body` registers, or
  ///     starts a composition root that registers and finishes by itself.
  ///   - body: The test; runs inside the isolated registry.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @MainActor
  public static func withTestRegistry<R>(finishingRegistration: Bool = true, run body: () throws -> R) rethrows -> R {
    try withTestRegistry(registering: {}, finishingRegistration: finishingRegistration, run: body)
  }

  /// The `async` twin of `withTestRegistry(finishingRegistration:run:)`.
  /// - Parameters:
  ///   - finishingRegistration: Whether to finish registration before `body`.
  ///   - body: The test; runs inside the isolated registry.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @MainActor
  public static func withTestRegistry<R>(
    finishingRegistration: Bool = true, run body: () async throws -> R
  ) async rethrows -> R {
    try await withTestRegistry(registering: {}, finishingRegistration: finishingRegistration, run: body)
  }
}
