import ZRouter

extension ZIKAnyServiceRouter {
  /// Routes `key` to the one `mock` instance: every lookup of the key returns it, so the test can read what the code
  /// under test did to it.
  ///
  /// ```swift
  /// try ZIKAnyServiceRouter.registerMock(MockNoteStore(), for: .editorRequiredNoteStore)
  /// ```
  /// Call it inside an isolated registry, before registration finishes (the `registering` closure of
  /// `ZIKRouteRegistry.withTestRegistry(registering:finishingRegistration:run:)`). The mock is `Sendable` because service factories may
  /// run on any thread.
  /// - Parameters:
  ///   - mock: An instance conforming to the key's protocol.
  ///   - key: The required protocol's key.
  /// - Throws: ``ZRouterTestingError/mockDoesNotConform(mock:protocol:)`` when `mock` does not conform to the key's
  ///   protocol; nothing is registered then.
  public static func registerMock<Protocol, Mock: AnyObject & Sendable>(
    _ mock: Mock, for key: RoutableService<Protocol>
  ) throws(ZRouterTestingError) {
    guard mock is Protocol else {
      throw .mockDoesNotConform(mock: "\(Mock.self)", protocol: "\(Protocol.self)")
    }
    register(key, forMakingService: Mock.self) { _ in mock as? Protocol }
  }
}
