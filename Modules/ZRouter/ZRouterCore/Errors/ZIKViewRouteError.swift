import Foundation

/// An error of a view transition: unsupported route type, bad source, unbalanced transition, bad container.
///
/// Bridges to `NSError` with domain `"ZIKViewRouteErrorDomain"` and the original codes (10–15).
public struct ZIKViewRouteError: Error, CustomNSError, CustomStringConvertible, Sendable, RouteErrorCoded {
  /// The original library's view error codes.
  public enum Code: Int, RouteErrorCode {
    /// The performer is invalid.
    case invalidPerformer = 10
    /// The router does not support this route type (see `supportedRouteTypes()`).
    case unsupportType = 11
    /// The destination is already being displayed, or is owned by another container.
    case unbalancedTransition = 12
    /// The source is missing, gone, or cannot perform this transition.
    case invalidSource = 13
    /// The container (or destination) cannot be used for this transition.
    case invalidContainer = 14
    /// A storyboard segue showed nothing to route, or its route had been followed already (UIKit and AppKit glue).
    case segueNotPerformed = 15

    /// `"ZIKViewRouteErrorDomain"`.
    public static var errorDomain: String { ZIKViewRouteError.errorDomain }
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

  public static var errorDomain: String { "ZIKViewRouteErrorDomain" }
}

// Shapes of an imported `NS_ERROR_ENUM`, so `ZIKViewRouteError.invalidSource` reads as before.
extension ZIKViewRouteError {
  /// `Code.invalidPerformer`.
  public static var invalidPerformer: Code { .invalidPerformer }
  /// `Code.unsupportType`.
  public static var unsupportType: Code { .unsupportType }
  /// `Code.unbalancedTransition`.
  public static var unbalancedTransition: Code { .unbalancedTransition }
  /// `Code.invalidSource`.
  public static var invalidSource: Code { .invalidSource }
  /// `Code.invalidContainer`.
  public static var invalidContainer: Code { .invalidContainer }
  /// `Code.segueNotPerformed`: a storyboard segue showed nothing to route, or its route was followed already.
  public static var segueNotPerformed: Code { .segueNotPerformed }
}
