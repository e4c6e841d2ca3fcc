#if canImport(SwiftUI)
  import SwiftUI
  @_spi(ZRouterGlue) import ZRouterCore

  /// The destination and presentation modifiers of a navigation model, for views that build their own
  /// `NavigationStack` instead of using ``RouterNavigationStack``.
  extension SwiftUI.View {
    /// Shows each ``Screen`` value of the enclosing `NavigationStack`'s path with its registered view.
    ///
    /// Put it inside the stack, on the root view: `NavigationStack(path: $model.path) { root.zix_screenDestinations() }`.
    public func zix_screenDestinations() -> some SwiftUI.View {
      navigationDestination(for: Screen.self) { screen in ScreenView(screen) }
    }

    /// Presents `model`'s sheet and full-screen cover (a sheet on macOS), each a ``RouterNavigationStack`` of its own,
    /// and dismisses them in the model when the user does.
    public func zix_presentations(of model: NavigationModel) -> some SwiftUI.View {
      modifier(ZIKPresentationsModifier(model: model))
    }
  }

  /// Binds a view's sheet and full-screen cover to a navigation model.
  struct ZIKPresentationsModifier: ViewModifier {
    @Bindable var model: NavigationModel

    func body(content: Content) -> some SwiftUI.View {
      #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        content
          .sheet(item: $model.sheet) { RouterNavigationStack($0) }
          .fullScreenCover(item: $model.fullScreenCover) { RouterNavigationStack($0) }
      #else
        content
          .sheet(item: $model.sheet) { RouterNavigationStack($0) }
          .sheet(item: $model.fullScreenCover) { RouterNavigationStack($0) }
      #endif
    }
  }
#endif
