#if canImport(SwiftUI)
  import SwiftUI
  @_spi(ZRouterGlue) import ZRouterCore

  /// The SwiftUI view of a screen: the view ``ScreenViews`` has for its class.
  ///
  /// Navigation stacks use it for their root and pushed screens; use it to show a child screen inside a parent's view.
  public struct ScreenView: SwiftUI.View {
    /// The screen rendered.
    public let screen: Screen

    /// The view of `screen`.
    public init(_ screen: Screen) {
      self.screen = screen
    }

    /// The registered view of the screen.
    public var body: some SwiftUI.View {
      ScreenViews.view(for: screen)
    }
  }
#endif
