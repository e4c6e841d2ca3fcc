#if canImport(SwiftUI)
  import SwiftUI
  @_spi(ZRouterGlue) import ZRouterCore

  /// The SwiftUI views that render screens, by screen class: how a feature provides a SwiftUI screen for a routable
  /// protocol without routers knowing SwiftUI.
  ///
  /// The route makes and prepares the screen's model (a ``Screen`` subclass adopting the protocol); the view
  /// registered here renders it wherever a navigation model shows it:
  /// ```swift
  /// ZIKAnyViewRouter.register(.noteDetailInput, forMakingScreen: NoteScreen.self) { screen in
  ///   NoteView(screen: screen)
  /// }
  /// ```
  /// Register at launch, with the routes. A screen whose class has no view uses the nearest superclass's; a
  /// ``ControllerScreen`` without one shows its controller.
  @MainActor
  public enum ScreenViews {
    private static var renderers: [ObjectIdentifier: (Screen) -> AnyView?] = [:]
    private static var registrationOrder: [ObjectIdentifier] = []

    /// Registers the view that renders screens of `screenClass` (and of its subclasses without a view of their own).
    /// A second registration for the same class replaces the first.
    public static func register<ScreenClass: Screen, Content: SwiftUI.View>(
      _ screenClass: ScreenClass.Type, @ViewBuilder view: @escaping @MainActor (ScreenClass) -> Content
    ) {
      let key = ObjectIdentifier(screenClass)
      if renderers[key] == nil { registrationOrder.append(key) }
      renderers[key] = { screen in (screen as? ScreenClass).map { AnyView(view($0)) } }
    }

    /// The view rendering `screen`: its class's registered view, else the first registered view of a class it
    /// inherits from, else (for a ``ControllerScreen``) its controller, else a message naming the class to register.
    public static func view(for screen: Screen) -> AnyView {
      if let exact = renderers[ObjectIdentifier(type(of: screen))], let view = exact(screen) { return view }
      for key in registrationOrder {
        if let view = renderers[key]?(screen) { return view }
      }
      if let controllerScreen = screen as? ControllerScreen {
        return AnyView(ZIKControllerScreenView(screen: controllerScreen))
      }
      return AnyView(
        Text(
          "No SwiftUI view is registered for \(String(describing: type(of: screen))). Register one with ScreenViews.register(_:view:)."
        ))
    }
  }

  /// Registering a SwiftUI screen for a routable protocol in one call.
  extension ZIKAnyViewRouter {
    /// Registers `Protocol` for screens made with `Screen()` and rendered by `view`: the route of a SwiftUI screen.
    ///
    /// ```swift
    /// ZIKAnyViewRouter.register(.noteDetailInput, forMakingScreen: NoteScreen.self) {
    ///   NoteView(screen: $0)
    /// }
    /// ```
    public static func register<Protocol, ScreenClass: Screen, Content: SwiftUI.View>(
      _ routableView: RoutableView<Protocol>, forMakingScreen screenClass: ScreenClass.Type,
      fileID: StaticString = #fileID, line: Int = #line,
      @ViewBuilder view: @escaping @MainActor (ScreenClass) -> Content
    ) {
      register(routableView, forMakingView: screenClass, fileID: fileID, line: line)
      ScreenViews.register(screenClass, view: view)
    }
  }
#endif
