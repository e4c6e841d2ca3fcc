import ZRouter

/// A service a module under test requires.
protocol GreetingProvider: AnyObject {
  func greeting(for name: String) -> String
}

extension RoutableService where Protocol == any GreetingProvider {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The mock a test registers for ``GreetingProvider``.
final class MockGreetingProvider: GreetingProvider, Sendable {
  func greeting(for name: String) -> String { "Hello, \(name)" }
}

/// A class that conforms to nothing the tests route.
final class NotAGreetingProvider: Sendable {}

/// A view the tests route to.
protocol GreetingView: AnyObject {}

extension RoutableView where Protocol == any GreetingView {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The view controller behind ``GreetingView``.
final class GreetingViewController: HeadlessViewController, ZIKRoutableView {}

extension GreetingViewController: @MainActor GreetingView {}
