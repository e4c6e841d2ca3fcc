// Compile-failure fixture: view routing is `@MainActor`, so a synchronous view call from a background context must
// NOT compile. Everything else in this file is valid; each marked line must be rejected.
// expect-diagnostic: main actor-isolated static method 'perform(to:path:)'
import ZRouter

protocol OffMainActorViewInput: AnyObject {}

extension RoutableView where Protocol == any OffMainActorViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A nonisolated synchronous function: calling the main-actor `Router.perform` here is an error.
nonisolated func performFromANonisolatedFunction(source: HeadlessViewController) {
  Router.perform(to: RoutableView<any OffMainActorViewInput>(), path: .push(from: source))  // expected-error
}

/// A `@concurrent` function runs off the main actor: a synchronous call (no `await`) is an error.
@concurrent func performFromAConcurrentFunction() async {
  Router.perform(to: RoutableView<any OffMainActorViewInput>(), path: .makeDestination)  // expected-error
}

/// A detached task runs off the main actor: a synchronous call (no `await`) is an error.
func performFromADetachedTask() {
  Task.detached {
    Router.perform(to: RoutableView<any OffMainActorViewInput>(), path: .makeDestination)  // expected-error
  }
}
