import Foundation
import ZRouter

/// Records what handlers, hooks and interceptors did, in order, from any thread.
///
/// Shared between a test and the closures it installs (some of them `@Sendable`, stored in the registry), so it is a
/// lock-protected class instead of global state.
final class ServiceEventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []
  private var recordedErrors: [any Error] = []
  private var recordedGlobalRouters: [ZIKAnyServiceRouter?] = []

  /// Every event, in the order it was recorded.
  var events: [String] { lock.withLock { recorded } }
  /// The errors passed to the handlers made by ``errorRecorder(_:)`` and ``globalErrorHandler``.
  var errors: [any Error] { lock.withLock { recordedErrors } }
  /// The routers the global error handler received, in order.
  var globalRouters: [ZIKAnyServiceRouter?] { lock.withLock { recordedGlobalRouters } }

  /// The router the global error handler received first (`nil` when it got none or was not called).
  var firstGlobalRouter: ZIKAnyServiceRouter? { globalRouters.first ?? nil }

  /// Appends one event.
  func append(_ event: String) {
    lock.withLock { recorded.append(event) }
  }

  /// Forgets everything recorded so far.
  func clear() {
    lock.withLock {
      recorded.removeAll()
      recordedErrors.removeAll()
      recordedGlobalRouters.removeAll()
    }
  }

  /// The events whose name starts with `prefix`.
  func events(startingWith prefix: String) -> [String] {
    events.filter { $0.hasPrefix(prefix) }
  }

  /// An error handler that records `name(action,code)` and keeps the error.
  func errorRecorder(_ name: String) -> (ZIKRouteAction, any Error) -> Void {
    { [self] action, error in
      lock.withLock {
        recorded.append("\(name)(\(action.shortName),\(error.routeCode))")
        recordedErrors.append(error)
      }
    }
  }

  /// A completion handler recording `name(success,d|nil,action[,code])`.
  func completionRecorder<Destination>(_ name: String = "completionHandler")
    -> (Bool, Destination?, ZIKRouteAction, (any Error)?) -> Void
  {
    { [self] success, destination, action, error in
      let code = error.map { ",\($0.routeCode)" } ?? ""
      append("\(name)(\(success),\(destination == nil ? "nil" : "d"),\(action.shortName)\(code))")
    }
  }

  /// A removal completion handler recording `name(success,action[,code])`.
  func removalCompletionRecorder(_ name: String = "removeCompletionHandler") -> (Bool, ZIKRouteAction, (any Error)?) ->
    Void
  {
    { [self] success, action, error in
      let code = error.map { ",\($0.routeCode)" } ?? ""
      append("\(name)(\(success),\(action.shortName)\(code))")
    }
  }

  /// A state notifier recording `state(old→new)`.
  func stateRecorder() -> (ZIKRouterState, ZIKRouterState) -> Void {
    { [self] old, new in append("state(\(old)→\(new))") }
  }

  /// A global error handler recording `global(action,code)`, the error and the router.
  var globalErrorHandler: @Sendable (ZIKAnyServiceRouter?, ZIKRouteAction, any Error) -> Void {
    { [self] router, action, error in
      lock.withLock {
        recorded.append("global(\(action.shortName),\(error.routeCode))")
        recordedErrors.append(error)
        recordedGlobalRouters.append(router)
      }
    }
  }
}

extension ZIKRouteAction {
  /// The action without the `ZIKRouteAction` prefix, for short event names: `performRoute`, `toService`.
  var shortName: String {
    let name = rawValue.replacingOccurrences(of: "ZIKRouteAction", with: "")
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}

extension Error {
  /// The error's `NSError` code (for `ZIKRouteError`, the raw value of its code).
  var routeCode: Int { (self as NSError).code }
}
