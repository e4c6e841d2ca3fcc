import Foundation

/// A view route made of closures: a view router without a subclass.
///
/// ```swift
/// ZIKViewRoute<EditorViewController, ViewRouteConfig>
///   .make(withDestination: EditorViewController.self) { config, router in EditorViewController() }
///   .prepareDestination { editor, config, router in editor.store = store }
///   .register(.editorViewInput)
/// ```
/// `make` registers the destination class at once; the registry keeps the route for the life of the process.
@MainActor
public final class ZIKViewRoute<Destination: AnyObject, RouteConfig: ZIKViewRouteConfiguration>: ZIKRoute<
  Destination, RouteConfig, ZIKViewRemoveConfiguration, ZIKAnyViewRouter
>, ViewRouteBehavior, @unchecked Sendable
{
  private var supportedRouteTypesBlock: (() -> ZIKViewRouteTypeMask)?
  private var canPerformCustomRouteBlock: ((ZIKAnyViewRouter) -> Bool)?
  private var canRemoveCustomRouteBlock: ((ZIKAnyViewRouter) -> Bool)?
  private var performCustomRouteBlock: ((Destination, Any?, RouteConfig, ZIKAnyViewRouter) -> Void)?
  private var removeCustomRouteBlock:
    ((Destination, Any?, ZIKViewRemoveConfiguration, RouteConfig, ZIKAnyViewRouter) -> Void)?
  private var shouldAutoCreateBlock: ((Destination, Any?) -> Bool)?
  private var destinationFromExternalPreparedBlock: ((Destination, ZIKAnyViewRouter) -> Bool)?

  /// Makes the route and its router type (nonisolated, like `make`, which is ``ZIKRoute``'s).
  nonisolated required init(
    makeDestination: @escaping (RouteConfig, ZIKAnyViewRouter) -> Destination?, subject: (any Any.Type)?,
    site: CallSite
  ) {
    super.init(makeDestination: makeDestination, subject: subject, site: site)
    registrar = FamilyRouteRegistrar(
      family: \.views, routerType: ZIKAnyViewRouterType(source: .route(self), site: site))
  }

  /// Registers a destination protocol for this route.
  @discardableResult public func register<Protocol>(
    _ routableView: RoutableView<Protocol>, fileID: StaticString = #fileID, line: Int = #line
  ) -> Self {
    registerKey(routableView.keyName, fileID: fileID, line: line)
  }

  /// Registers a module protocol for this route; the route's default configuration must adopt it.
  @discardableResult public func register<Protocol>(
    _ routableViewModule: RoutableViewModule<Protocol>, fileID: StaticString = #fileID, line: Int = #line
  ) -> Self {
    registerModuleKey(routableViewModule.keyName, adopting: Protocol.self, fileID: fileID, line: line)
  }

  /// Sets the supported route types (default `.viewControllerDefault`).
  @discardableResult public func makeSupportedRouteTypes(_ block: @escaping () -> ZIKViewRouteTypeMask) -> Self {
    supportedRouteTypesBlock = block
    return self
  }

  /// Sets whether the custom route can be performed now.
  @discardableResult public func canPerformCustomRoute(_ block: @escaping (ZIKAnyViewRouter) -> Bool) -> Self {
    canPerformCustomRouteBlock = block
    return self
  }

  /// Sets whether the custom route can be removed now.
  @discardableResult public func canRemoveCustomRoute(_ block: @escaping (ZIKAnyViewRouter) -> Bool) -> Self {
    canRemoveCustomRouteBlock = block
    return self
  }

  /// Sets the custom transition; end it with the router's `endPerformRouteWithSuccess()` / `endPerformRouteWithError(_:)`.
  @discardableResult public func performCustomRoute(
    _ block: @escaping (Destination, Any?, RouteConfig, ZIKAnyViewRouter) -> Void
  ) -> Self {
    performCustomRouteBlock = block
    return self
  }

  /// Sets the removal of the custom transition; end it with the router's `endRemoveRouteWithSuccess(onDestination:fromSource:)`.
  @discardableResult public func removeCustomRoute(
    _ block: @escaping (Destination, Any?, ZIKViewRemoveConfiguration, RouteConfig, ZIKAnyViewRouter) -> Void
  ) -> Self {
    removeCustomRouteBlock = block
    return self
  }

  /// Sets whether a router may be created for a destination made elsewhere. Routers are never created that way here.
  @available(*, deprecated, message: "Has no effect: routers are never created for destinations made elsewhere.")
  @discardableResult public func shouldAutoCreateForDestination(_ block: @escaping (Destination, Any?) -> Bool) -> Self
  {
    shouldAutoCreateBlock = block
    return self
  }

  /// Sets whether a destination made elsewhere already has its dependencies.
  @discardableResult public func destinationFromExternalPrepared(
    _ block: @escaping (Destination, ZIKAnyViewRouter) -> Bool
  )
    -> Self
  {
    destinationFromExternalPreparedBlock = block
    return self
  }

  // MARK: ViewRouteBehavior

  func makeDefaultConfiguration() -> ZIKViewRouteConfiguration { hooks.makeDefaultConfiguration?() ?? RouteConfig() }
  func makeDefaultRemoveConfiguration() -> ZIKViewRemoveConfiguration {
    hooks.makeDefaultRemoveConfiguration?() ?? ZIKViewRemoveConfiguration()
  }
  var urlHooks: ViewURLRouteHooks { ViewURLRouteHooks(erasing: hooks.url) }
  var supportedRouteTypes: ZIKViewRouteTypeMask { supportedRouteTypesBlock?() ?? .viewControllerDefault }

  func makeDestination(with configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter) -> AnyObject? {
    guard let configuration = configuration as? RouteConfig else { return nil }
    return makeDestinationBlock(configuration, router)
  }
  func prepareDestination(_ destination: AnyObject, configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter)
  {
    guard let block = hooks.prepareDestination else { return }
    TypedHook.call(destination, configuration) { (destination: Destination, configuration: RouteConfig) in
      block(destination, configuration, router)
    }
  }
  func didFinishPrepareDestination(
    _ destination: AnyObject, configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter
  ) {
    guard let block = hooks.didFinishPrepareDestination else { return }
    TypedHook.call(destination, configuration) { (destination: Destination, configuration: RouteConfig) in
      block(destination, configuration, router)
    }
  }
  func destinationFromExternalPrepared(_ destination: AnyObject, router: ZIKAnyViewRouter) -> Bool {
    guard let block = destinationFromExternalPreparedBlock, let destination = destination as? Destination else {
      return true
    }
    return block(destination, router)
  }
  func canPerformCustomRoute(router: ZIKAnyViewRouter) -> Bool { canPerformCustomRouteBlock?(router) ?? false }
  func canRemoveCustomRoute(router: ZIKAnyViewRouter) -> Bool { canRemoveCustomRouteBlock?(router) ?? false }
  func performCustomRoute(
    _ destination: AnyObject, source: Any?, configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter
  ) -> Bool {
    guard let block = performCustomRouteBlock else { return false }
    return TypedHook.call(destination, configuration) { (destination: Destination, configuration: RouteConfig) in
      block(destination, source, configuration, router)
    }
  }
  func removeCustomRoute(
    _ destination: AnyObject, source: Any?, removeConfiguration: ZIKViewRemoveConfiguration,
    configuration: ZIKViewRouteConfiguration, router: ZIKAnyViewRouter
  ) -> Bool {
    guard let block = removeCustomRouteBlock else { return false }
    return TypedHook.call(destination, configuration) { (destination: Destination, configuration: RouteConfig) in
      block(destination, source, removeConfiguration, configuration, router)
    }
  }
}
