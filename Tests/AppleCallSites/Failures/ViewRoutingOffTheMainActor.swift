// MUST NOT COMPILE on iOS and macOS: view routing is main-actor isolated, so a synchronous view call from a
// background context is rejected, with the platform's own view controller as the source.
// Checked by scripts/check-apple-platforms.sh.
// expect-diagnostic: main actor-isolated static method 'perform(to:path:)'
import ZRouter

protocol BackgroundEditorInput: AnyObject {}

extension RoutableView where Protocol == BackgroundEditorInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A detached task runs off the main actor: a synchronous `Router.perform` (no `await`) is an error.
func showEditorFromABackgroundTask() {
  Task.detached {
    Router.perform(to: RoutableView<BackgroundEditorInput>(), path: .makeDestination)
  }
}

/// A nonisolated function: the same call is an error.
nonisolated func showEditor(from source: PlatformViewController) {
  Router.perform(to: RoutableView<BackgroundEditorInput>(), path: .push(from: source))
}
