import ZRouter

extension TagStore: ZIKRoutableService {}

/// Makes Tags' ``TagStore`` under `RoutableService<any TagsProvidedTagStore>()`, over the value store the app context
/// routes `TagsRequiredValueStore` to.
///
/// ```swift
/// TagStoreRouter.registerRoutableDestination()
/// let tags = Router.makeDestination(to: RoutableService<any TagsProvidedTagStore>())
/// ```
/// It declares `TagsRequiredValueStore` as required, so a registry finished without a provider reports a
/// ``ZIKRegistrationIssue``; a perform without one fails and `Router.makeDestination` returns `nil`.
public final class TagStoreRouter: ZIKServiceRouter<TagStore, PerformRouteConfig> {
  /// Registers `TagStore` and its provided protocol, and declares Tags' requirement.
  override public class func registerRoutableDestination() {
    registerService(TagStore.self)
    register(RoutableService<any TagsProvidedTagStore>())
    ZIKRouteRegistry.declare(SwitchableService(RoutableService<any TagsRequiredValueStore>()))
  }

  /// A tag store over the routed value store, or `nil` when it cannot be made.
  override public func destination(with configuration: PerformRouteConfig) -> TagStore? {
    Router.makeDestination(to: RoutableService<any TagsRequiredValueStore>()).map(TagStore.init(values:))
  }
}
