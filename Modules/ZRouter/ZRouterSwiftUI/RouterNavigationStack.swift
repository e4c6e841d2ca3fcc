#if canImport(SwiftUI)
  import SwiftUI
  @_spi(ZRouterGlue) import ZRouterCore

  /// A `NavigationStack` bound to a ``NavigationModel``: its path, its destinations and its presentations.
  ///
  /// Routers push and present on the model; the stack shows it. Back, a back swipe and a swiped-down sheet change the
  /// model through its bindings, and the routers of the screens that left end as removed.
  /// ```swift
  /// @main struct NotesApp: App {
  ///   @State private var navigation = NavigationModel()
  ///   var body: some Scene {
  ///     WindowGroup { RouterNavigationStack(navigation) { NoteListView(navigation: navigation) } }
  ///   }
  /// }
  /// ```
  public struct RouterNavigationStack<Root: SwiftUI.View>: SwiftUI.View {
    @Bindable private var model: NavigationModel
    private let rootView: Root

    /// A stack showing `rootView` at the bottom of `model`.
    public init(_ model: NavigationModel, @ViewBuilder root rootView: () -> Root) {
      self.model = model
      self.rootView = rootView()
    }

    /// The stack, its screen destinations and the model's sheet and full-screen cover.
    public var body: some SwiftUI.View {
      NavigationStack(path: $model.path) {
        rootView.zix_screenDestinations()
      }
      .zix_presentations(of: model)
    }
  }

  extension RouterNavigationStack where Root == ScreenView {
    /// A stack whose root view is the view registered for `model.root` (a presented model's stack, for example).
    public init(_ model: NavigationModel) {
      self.init(model) { ScreenView(model.root) }
    }
  }
#endif
