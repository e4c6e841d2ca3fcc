import Tags
import ZRouter

/// Registers `TagStoreRouter` and, unless `values` is `nil`, the mock value store, in a fresh isolated registry;
/// finishes registration and runs `body`.
@MainActor
func withTagsRouter<R>(values: (any TagsRequiredValueStore & Sendable)?, _ body: () throws -> R) rethrows -> R {
  try ZIKRouteRegistry.withIsolatedRegistry {
    ZIKRouteRegistry.autoRegister = false
    TagStoreRouter.registerRoutableDestination()
    if let values {
      ZIKAnyServiceRouter.register(RoutableService<any TagsRequiredValueStore>(), forMakingService: MockValueStore.self)
      {
        _ in values
      }
    }
    ZIKRouteRegistry.notifyRegistrationFinished()
    return try body()
  }
}
