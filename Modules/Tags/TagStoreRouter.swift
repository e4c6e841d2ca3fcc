import ZRouter

extension TagStore: ZIKRoutableService {}

/// Makes Tags' ``TagStore`` under `RoutableService.tagsProvidedTagStore`, over the value store the app context
/// routes `TagsRequiredValueStore` to.
///
/// ```swift
/// TagStoreRouter.registerRoutableDestination()
/// let tags = Router.makeDestination(to: RoutableService.tagsProvidedTagStore)
/// ```
/// It declares `TagsRequiredValueStore` as required, so a registry finished without a provider reports a
/// ``ZIKRegistrationIssue``; a perform without one fails and `Router.makeDestination` returns `nil`.
public final class TagStoreRouter: ZIKServiceRouter<TagStore, PerformRouteConfig> {
  /// Registers `TagStore` and its provided protocol, and declares Tags' requirement.
  override public class func registerRoutableDestination() {
    registerService(TagStore.self)
    register(RoutableService.tagsProvidedTagStore)
    ZIKRouteRegistry.declare(SwitchableService(RoutableService.tagsRequiredValueStore))
  }

  /// A tag store over the routed value store, or `nil` when it cannot be made.
  override public func destination(with configuration: PerformRouteConfig) -> TagStore? {
    Router.makeDestination(to: RoutableService.tagsRequiredValueStore).map(TagStore.init(values:))
  }
}
