import Editor
import Login
import Shell
import ZRouter

/// The shell's required views, served by the modules' provided views through adapters (no proxy needed: the
/// provided types already have the members, see `Extensions/`).
final class ShellViewAdapter: ZIKViewRouteAdapter {
  override class func registerRoutableDestination() {
    register(
      adapter: RoutableView.shellRequiredLoginView, forAdaptee: RoutableView.loginProvidedLoginView)
    register(
      adapter: RoutableViewModule.shellRequiredEditorModule,
      forAdaptee: RoutableViewModule.editorProvidedEditorModule)
  }
}
