import Foundation

/// An error of the routing core: lookup misses, bad configurations, unavailable destinations, wrong states.
///
/// Bridges to `NSError` with domain `"ZIKRouteErrorDomain"` and the original codes:
/// `(error as NSError).code == ZIKRouteError.Code.overRoute.rawValue`.
public struct ZIKRouteError: Error, CustomNSError, CustomStringConvertible, Sendable, RouteErrorCoded {
  /// The original library's error codes.
  public enum Code: Int, RouteErrorCode {
    /// No router is registered for the key, identifier or URL.
    case invalidProtocol = 0
    /// The configuration is wrong for this route.
    case invalidConfiguration = 1
    /// The router could not produce (or accept) a destination.
    case destinationUnavailable = 2
    /// The action is not possible in the router's current state.
    case actionFailed = 3
    /// A perform was started while another is still running on this router.
    case overRoute = 4
    /// Routers of one class nested more than 200 deep: a circular dependency.
    case infiniteRecursion = 5

    /// `"ZIKRouteErrorDomain"`.
    public static var errorDomain: String { ZIKRouteError.errorDomain }
  }

  /// What kind of failure this is.
  public let code: Code
  /// What went wrong and what to do about it.
  public let localizedDescription: String

  /// Creates an error with a code and a message that says what to do.
  public init(_ code: Code, localizedDescription: String) {
    self.code = code
    self.localizedDescription = localizedDescription
  }

  public static var errorDomain: String { "ZIKRouteErrorDomain" }
}

// Shapes of an imported `NS_ERROR_ENUM`, so `ZIKRouteError.invalidProtocol` and `catch ZIKRouteError.overRoute` read as before.
extension ZIKRouteError {
  /// `Code.invalidProtocol`.
  public static var invalidProtocol: Code { .invalidProtocol }
  /// `Code.invalidConfiguration`.
  public static var invalidConfiguration: Code { .invalidConfiguration }
  /// `Code.destinationUnavailable`.
  public static var destinationUnavailable: Code { .destinationUnavailable }
  /// `Code.actionFailed`.
  public static var actionFailed: Code { .actionFailed }
  /// `Code.overRoute`.
  public static var overRoute: Code { .overRoute }
  /// `Code.infiniteRecursion`.
  public static var infiniteRecursion: Code { .infiniteRecursion }
}
