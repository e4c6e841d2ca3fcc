import Foundation

/// A code of one of the original library's error domains: ``ZIKRouteError/Code`` (0–5) or
/// ``ZIKViewRouteError/Code`` (10–15). Prints as its case name (`overRoute`).
///
/// Both kinds match errors the same way, whatever carries the code:
/// ```swift
/// catch ZIKRouteError.overRoute { … }        // a ZIKRouteError, or a RouteFailure of the async API
/// catch ZIKViewRouteError.invalidSource { … } // likewise, in the view route domain
/// ```
public protocol RouteErrorCode: RawRepresentable<Int>, Sendable, Hashable {
  /// The `NSError` domain of the codes: `"ZIKRouteErrorDomain"` or `"ZIKViewRouteErrorDomain"`.
  static var errorDomain: String { get }
}

extension RouteErrorCode {
  /// Matches any error that bridges to `NSError` with this code's domain and number: the synchronous errors
  /// (``ZIKRouteError``, ``ZIKViewRouteError``), the async API's ``RouteFailure``, or an `NSError` made elsewhere.
  public static func ~= (code: Self, error: any Error) -> Bool {
    let bridged = error as NSError
    return bridged.code == code.rawValue && bridged.domain == errorDomain
  }
}
