import Foundation
import Testing

@testable import ZRouterCore

/// Records what routers, hosts and handlers did, in order, so a test can compare whole sequences.
///
/// Hooks of fixture routers (class hooks included) reach the log of the running test through the task-local
/// `ViewEventLog.current`, so tests running in parallel never share one.
@MainActor
public final class ViewEventLog {
  /// The log of the running test; deferred transitions inherit it through the tasks they start.
  public nonisolated static var current: ViewEventLog? { ViewEventLogBinding.log }

  public private(set) var events: [String] = []

  /// A log with no events.
  public init() {}

  /// Appends one event.
  public func record(_ event: String) { events.append(event) }

  /// Forgets every event recorded so far.
  public func clear() { events.removeAll() }

  /// Appends an event to the log of the running test, if any.
  public static func record(_ event: String) { current?.record(event) }

  /// `"PerformRoute"` for `.performRoute`, `"Init"` for `.init`, and so on.
  public nonisolated static func name(of action: ZIKRouteAction) -> String {
    action.rawValue.hasPrefix("ZIKRouteAction")
      ? String(action.rawValue.dropFirst("ZIKRouteAction".count)) : action.rawValue
  }

  /// `"Init 13"`: the action and the error's code.
  public nonisolated static func describe(_ action: ZIKRouteAction, _ error: (any Error)?) -> String {
    guard let error else { return name(of: action) }
    return "\(name(of: action)) \((error as NSError).code)"
  }

  // MARK: Perform handlers

  /// Installs recording provider, performer, completion and state handlers on a perform configuration.
  public func install<Destination>(on config: ViewRouteStrictConfig<Destination>) {
    config.successHandler = { [self] _ in record("success") }
    config.performerSuccessHandler = { [self] _ in record("performerSuccess") }
    config.errorHandler = { [self] in record("error \(Self.describe($0, $1))") }
    config.performerErrorHandler = { [self] in record("performerError \(Self.describe($0, $1))") }
    config.completionHandler = { [self] success, destination, action, error in
      record("completion \(success) \(destination == nil ? "nil" : "destination") \(Self.describe(action, error))")
    }
    config.stateNotifier = { [self] _, new in record("state \(new)") }
  }

  /// Installs recording handlers on a raw perform configuration.
  public func install(onConfiguration configuration: ZIKViewRouteConfiguration) {
    install(on: ViewRouteStrictConfig<Any>(configuration: configuration))
  }

  // MARK: Removal handlers

  /// Installs recording handlers on a removal configuration.
  public func install<Destination>(onRemoval config: ViewRemoveStrictConfig<Destination>) {
    config.prepareDestination = { [self] _ in record("remove.prepareDestination") }
    config.successHandler = { [self] in record("remove.success") }
    config.performerSuccessHandler = { [self] in record("remove.performerSuccess") }
    config.errorHandler = { [self] in record("remove.error \(Self.describe($0, $1))") }
    config.performerErrorHandler = { [self] in record("remove.performerError \(Self.describe($0, $1))") }
    config.completionHandler = { [self] success, action, error in
      record("remove.completion \(success) \(Self.describe(action, error))")
    }
  }

  /// Installs recording handlers on a raw removal configuration.
  public func install(onRemovalConfiguration configuration: ZIKViewRemoveConfiguration) {
    install(onRemoval: ViewRemoveStrictConfig<Any>(configuration: configuration))
  }

  /// Records global errors as `"global Init 13"`.
  public func installGlobalErrorHandler() {
    ZIKAnyViewRouter.globalErrorHandler = { [self] _, action, error in record("global \(Self.describe(action, error))")
    }
  }

  /// The events whose text starts with `prefix`.
  public func events(startingWith prefix: String) -> [String] { events.filter { $0.hasPrefix(prefix) } }
}

/// Binds the running test's log for the fixtures' hooks (a task-local, so parallel tests never share one).
public enum ViewEventLogBinding {
  @TaskLocal public static var log: ViewEventLog?
}
