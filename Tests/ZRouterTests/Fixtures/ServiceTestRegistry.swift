import Foundation
import ZRouter

/// Runs a test body in a fresh isolated registry: manual registration (`autoRegister = false`), the given
/// registrations, `notifyRegistrationFinished()`, then `body`. Nothing registered here is visible to other tests.
@MainActor
func withFinishedServiceRegistry<R>(registering register: () -> Void, _ body: () throws -> R) rethrows -> R {
  try ZIKRouteRegistry.withIsolatedRegistry {
    ZIKRouteRegistry.autoRegister = false
    register()
    ZIKRouteRegistry.notifyRegistrationFinished()
    return try body()
  }
}

/// The async twin of ``withFinishedServiceRegistry(registering:_:)``.
@MainActor
func withFinishedServiceRegistry<R>(registering register: () -> Void, _ body: () async throws -> R) async rethrows -> R
{
  try await ZIKRouteRegistry.withIsolatedRegistry {
    ZIKRouteRegistry.autoRegister = false
    register()
    ZIKRouteRegistry.notifyRegistrationFinished()
    return try await body()
  }
}
