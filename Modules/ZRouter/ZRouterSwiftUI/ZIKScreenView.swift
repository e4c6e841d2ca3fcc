#if canImport(SwiftUI)
  import SwiftUI
  @_spi(ZRouterGlue) import ZRouterCore

  /// The SwiftUI view of a screen: the view ``ZIKScreenViews`` has for its class.
  ///
  /// Navigation stacks use it for their root and pushed screens; use it to show a child screen inside a parent's view.
  public struct ZIKScreenView: SwiftUI.View {
    /// The screen rendered.
    public let screen: ZIKScreen

    /// The view of `screen`.
    public init(_ screen: ZIKScreen) {
      self.screen = screen
    }

    /// The registered view of the screen.
    public var body: some SwiftUI.View {
      ZIKScreenViews.view(for: screen)
    }
  }
#endif
