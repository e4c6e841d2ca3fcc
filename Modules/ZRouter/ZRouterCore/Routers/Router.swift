/// The entry points of ZRouter: look up routers by routable key, perform, and make destinations.
///
/// ```swift
/// Router.perform(to: .editorViewInput, path: .push(from: self)) { config, _ in
///   config.prepareDestination = { $0.note = note }
/// }
/// let store = Router.makeDestination(to: .noteStoreInput)
/// ```
/// View calls are `@MainActor`; service calls run synchronously on the caller's thread. A lookup miss returns `nil`
/// and reports ``ZIKRouteError/Code/invalidProtocol`` to the family's global error handler.
///
/// The module-key overloads, the view `makeDestination` overloads and `makeDestination(to:preparation:)` are
/// `@_disfavoredOverload`: the type checker tries them only when no other overload fits, so a call with a service
/// key's member, `Router.makeDestination(to: .member)`, is solved against one overload (Docs/Benchmarks.md,
/// "Compile time"). A call that only a disfavored overload accepts compiles and behaves as before.
public enum Router {}

extension Router {
  /// The error of a lookup that found no router for `name` (a key or an identifier), for both families.
  static func noRouterError(for name: String) -> ZIKRouteError {
    ZIKRouteError(
      .invalidProtocol,
      localizedDescription:
        "No router is registered for \(name). Register one in the app context, or an adapter to a provided protocol.")
  }

  /// The router type an async perform's lookup found, or its failure: `invalidProtocol` with the lookup's `action`.
  static func foundForAsync<RouterType>(
    _ routerType: RouterType?, key: some CustomStringConvertible, action: ZIKRouteAction
  ) throws(RouteFailure) -> RouterType {
    guard let routerType else { throw RouteFailure(noRouterError(for: "\(key)"), action: action) }
    return routerType
  }
}
