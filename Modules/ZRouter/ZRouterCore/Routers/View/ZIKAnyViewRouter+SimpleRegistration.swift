/// Simple view registrations: a key and a class, no router subclass. Call them on the main actor before
/// registration finishes.
///
/// ```swift
/// ZIKAnyViewRouter.register(.editorViewInput, forMakingView: EditorViewController.self)
/// ZIKAnyViewRouter.register(.editorViewInput, forMakingView: EditorViewController.self) { config in
///   EditorViewController(store: store)
/// }
/// ```
extension ZIKAnyViewRouter {
  /// Registers `Protocol` for destinations made with `View()`.
  public static func register<Protocol, View: ZIKRoutableView & ZIKDefaultConstructible>(
    _ routableView: RoutableView<Protocol>, forMakingView viewClass: View.Type, fileID: StaticString = #fileID,
    line: Int = #line
  ) {
    simpleRoute(viewClass, fileID: fileID, line: line) { _, _ in viewClass.init() }
      .register(routableView, fileID: fileID, line: line)
  }

  /// Registers `Protocol` for destinations made by `making` from the configuration.
  public static func register<Protocol, View: AnyObject>(
    _ routableView: RoutableView<Protocol>, forMakingView viewClass: View.Type, fileID: StaticString = #fileID,
    line: Int = #line, making: @escaping @MainActor (ViewRouteConfig) -> Protocol?
  ) {
    simpleRoute(viewClass, fileID: fileID, line: line) { config, _ in making(config).map { $0 as AnyObject } }
      .register(routableView, fileID: fileID, line: line)
  }

  /// Registers `Protocol` for destinations made by `making` from the configuration and the router.
  public static func register<Protocol, View: AnyObject>(
    _ routableView: RoutableView<Protocol>, forMakingView viewClass: View.Type, fileID: StaticString = #fileID,
    line: Int = #line, making: @escaping @MainActor (ViewRouteConfig, ZIKAnyViewRouter) -> Protocol?
  ) {
    simpleRoute(viewClass, fileID: fileID, line: line) { config, router in
      making(config, router).map { $0 as AnyObject }
    }
    .register(routableView, fileID: fileID, line: line)
  }

  /// Registers a module protocol whose configuration (made by `making`) makes the destination itself.
  ///
  /// `making` must return a makeable configuration (for example ``ViewMakeableConfiguration``) adopting `Protocol`.
  public static func register<Protocol, View: AnyObject>(
    _ routableViewModule: RoutableViewModule<Protocol>, forMakingView viewClass: View.Type,
    fileID: StaticString = #fileID,
    line: Int = #line, making: @escaping @MainActor () -> Protocol
  ) {
    guard making() is ZIKViewRouteConfiguration else {
      ZIKRouteRegistry.current.record(
        CallSite(fileID: fileID, line: line).issue(
          "\(routableViewModule) was not registered for \(viewClass): the configuration made by `making` is not a ZIKViewRouteConfiguration. Return a ViewMakeableConfiguration (or another view configuration subclass) adopting \(routableViewModule.typeName)."
        ))
      return
    }
    simpleRoute(viewClass, fileID: fileID, line: line) { config, _ in ZIKAnyServiceRouter.makeFromConfiguration(config)
    }
    .makeDefaultConfiguration { making() as! ZIKViewRouteConfiguration }
    .register(routableViewModule, fileID: fileID, line: line)
  }

  /// Registers an identifier for destinations made by `making`.
  public static func registerIdentifier<View: AnyObject>(
    _ identifier: String, forMakingView viewClass: View.Type, fileID: StaticString = #fileID, line: Int = #line,
    making: @escaping @MainActor (ViewRouteConfig) -> View?
  ) {
    simpleRoute(viewClass, fileID: fileID, line: line) { config, _ in making(config) }
      .registerIdentifier(identifier, fileID: fileID, line: line)
  }

  /// Registers an identifier whose configuration (made by `configurationMaking`) makes the destination itself.
  public static func registerIdentifier<View: AnyObject>(
    _ identifier: String, forMakingView viewClass: View.Type, fileID: StaticString = #fileID, line: Int = #line,
    configurationMaking: @escaping @MainActor () -> ZIKViewRouteConfiguration
  ) {
    simpleRoute(viewClass, fileID: fileID, line: line) { config, _ in ZIKAnyServiceRouter.makeFromConfiguration(config)
    }
    .makeDefaultConfiguration(configurationMaking)
    .registerIdentifier(identifier, fileID: fileID, line: line)
  }

  /// A block route named after `viewClass` with that class registered, whose routers support views when it is a view.
  private static func simpleRoute<View: AnyObject>(
    _ viewClass: View.Type, fileID: StaticString, line: Int,
    making: @escaping (ViewRouteConfig, ZIKAnyViewRouter) -> AnyObject?
  ) -> ZIKViewRoute<AnyObject, ViewRouteConfig> {
    let route = ZIKViewRoute<AnyObject, ViewRouteConfig>._make(makeDestination: making, fileID: fileID, line: line)
      .named(after: viewClass)
    if viewClass is any ZIKViewHost.Type, !(viewClass is any ZIKViewControllerHost.Type) {
      route.makeSupportedRouteTypes { .viewDefault }
    }
    return route.registerDestination(viewClass, fileID: fileID, line: line)
  }
}
