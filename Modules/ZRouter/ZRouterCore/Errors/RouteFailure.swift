import Foundation

/// The one error the `async` entry points throw: `performAsync` and `removeRouteAsync` are `throws(RouteFailure)`,
/// so a `catch` gets this type without casting and can switch over every code.
///
/// ```swift
/// do {
///   let (router, editor) = try await Router.performAsync(to: .editorViewInput, path: .push(from: self))
/// } catch {
///   switch error.code {
///   case .route(.invalidProtocol): showMissingModule()          // nothing is registered for the key
///   case .viewRoute(.invalidSource): showNeedsNavigation()     // no navigation stack above the source
///   case .route, .viewRoute: show(error.message)               // every other failure
///   }
/// }
/// ```
/// It carries the error domain and code of the original library (the route's ``ZIKRouteError`` or
/// ``ZIKViewRouteError``, kept as ``underlyingError``), the action that failed and the message. It bridges to
/// `NSError` as the synchronous errors do, so code that reports errors through `NSError` keeps the reason:
/// `(failure as NSError).domain` is `"ZIKRouteErrorDomain"` or `"ZIKViewRouteErrorDomain"`, `.code` the original
/// number and `.localizedDescription` the message. The handlers of the configurations are unchanged: they keep
/// receiving `any Error`.
public struct RouteFailure: Error, CustomStringConvertible {
  /// The error domain of a code: the routing core or view transitions.
  public enum Domain: String, Sendable, Hashable {
    /// `"ZIKRouteErrorDomain"`, the codes of ``ZIKRouteError``.
    case route = "ZIKRouteErrorDomain"
    /// `"ZIKViewRouteErrorDomain"`, the codes of ``ZIKViewRouteError``.
    case viewRoute = "ZIKViewRouteErrorDomain"
  }

  /// A code with its domain. The raw value is the original library's code (0–5 route, 10–15 view route).
  public enum Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// A failure of the routing core.
    case route(ZIKRouteError.Code)
    /// A failure of a view transition.
    case viewRoute(ZIKViewRouteError.Code)

    /// The code of the original library's error domain (`(underlyingError as NSError).code`).
    public var rawValue: Int {
      switch self {
      case .route(let code): code.rawValue
      case .viewRoute(let code): code.rawValue
      }
    }

    /// The code for an original code number; route and view route codes never overlap.
    public init?(rawValue: Int) {
      if let code = ZIKRouteError.Code(rawValue: rawValue) {
        self = .route(code)
      } else if let code = ZIKViewRouteError.Code(rawValue: rawValue) {
        self = .viewRoute(code)
      } else {
        return nil
      }
    }

    /// The domain of the code.
    public var domain: Domain {
      switch self {
      case .route: .route
      case .viewRoute: .viewRoute
      }
    }

    public var description: String {
      switch self {
      case .route(let code): "route.\(code)"
      case .viewRoute(let code): "viewRoute.\(code)"
      }
    }
  }

  /// What failed, with its domain.
  public let code: Code
  /// The action that failed: `.performRoute`, `.removeRoute`, `.init` (the configuration was rejected), or a lookup
  /// (`.toView`, `.toService`, …) when no router is registered.
  public let action: ZIKRouteAction
  /// What went wrong and what to do about it.
  public let message: String
  /// The error the route's handlers received: a ``ZIKRouteError``, a ``ZIKViewRouteError``, an error a custom route
  /// ended with, or `CancellationError` when the awaiting task was cancelled.
  public let underlyingError: any Error

  /// The error domain of ``code``.
  public var domain: Domain { code.domain }

  /// Whether the call ended because its task was cancelled (see ``underlyingError``). The code is then
  /// `.route(.actionFailed)`, and nothing of the route is left behind: it did not start, or it was removed.
  public var isCancellation: Bool { underlyingError is CancellationError }

  /// Wraps an error a route's handlers received with `action`.
  ///
  /// ``ZIKRouteError`` and ``ZIKViewRouteError`` keep their codes; any other error (one a custom route ended with)
  /// becomes `.route(.actionFailed)` with that error's message. A ``RouteFailure`` is kept as it is.
  public init(_ error: any Error, action: ZIKRouteAction) {
    switch error {
    case let failure as RouteFailure:
      self = failure
    case let routeError as ZIKRouteError:
      self.init(
        code: .route(routeError.code), action: action, message: routeError.localizedDescription,
        underlyingError: routeError)
    case let viewRouteError as ZIKViewRouteError:
      self.init(
        code: .viewRoute(viewRouteError.code), action: action, message: viewRouteError.localizedDescription,
        underlyingError: viewRouteError)
    default:
      let nsError = error as NSError
      let code = Code(rawValue: nsError.code).flatMap { $0.domain.rawValue == nsError.domain ? $0 : nil }
      self.init(
        code: code ?? .route(.actionFailed), action: action, message: nsError.localizedDescription,
        underlyingError: error)
    }
  }

  /// A failure because the awaiting task was cancelled.
  static func cancelled(action: ZIKRouteAction, _ message: String) -> RouteFailure {
    RouteFailure(code: .route(.actionFailed), action: action, message: message, underlyingError: CancellationError())
  }

  private init(code: Code, action: ZIKRouteAction, message: String, underlyingError: any Error) {
    self.code = code
    self.action = action
    self.message = message
    self.underlyingError = underlyingError
  }

  public var description: String { "RouteFailure.\(code) (\(code.rawValue)) in \(action): \(message)" }
}

// The domain differs from one failure to the next, so it cannot be `CustomNSError`'s `errorDomain`, which is one per
// type (and is what swift-corelibs-foundation reads). `Error`'s own bridging members carry it instead, on every
// platform.
extension RouteFailure: LocalizedError {
  /// The message, as `localizedDescription` of the failure and of its `NSError`.
  public var errorDescription: String? { message }
  /// The `NSError` domain: ``domain``'s raw value.
  public var _domain: String { domain.rawValue }
  /// The `NSError` code: the original number of ``code`` (0–5 or 10–15).
  public var _code: Int { code.rawValue }
}
