import Foundation

/// What ``ZIKRouteError`` and ``ZIKViewRouteError`` share, written once: a code of the original library, a message
/// that says what to do, their bridging to `NSError` and their printed form.
protocol RouteErrorCoded: CustomNSError, CustomStringConvertible {
  associatedtype Code: RouteErrorCode
  /// What kind of failure this is.
  var code: Code { get }
  /// What went wrong and what to do about it.
  var localizedDescription: String { get }
}

extension RouteErrorCoded {
  /// The code's number in the error's domain, as the original library's `NSError` had it.
  public var errorCode: Int { code.rawValue }
  /// The message, under `NSLocalizedDescriptionKey`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: localizedDescription] }
  /// `ZIKRouteError.overRoute (4): <message>`.
  public var description: String { "\(Self.self).\(code) (\(code.rawValue)): \(localizedDescription)" }
}
