import Tags
import ZRouter
import ZRouterTesting

/// Registers `TagStoreRouter` and, unless `values` is `nil`, the mock value store, in a fresh test registry; then
/// runs `body`.
@MainActor
func withTagsRouter<R>(values: MockValueStore?, _ body: () throws -> R) throws -> R {
  try ZIKRouteRegistry.withTestRegistry {
    TagStoreRouter.registerRoutableDestination()
    if let values { try ZIKAnyServiceRouter.registerMock(values, for: .tagsRequiredValueStore) }
  } run: {
    try body()
  }
}
