import Foundation

/// Who is signed in and since when, as Login saves it in a ``LoginRequiredSessionStore``.
///
/// ``SessionService/login(username:password:)`` returns the session it saved; ``SessionService/logout()`` clears it.
public struct LoginSession: Codable, Sendable, Equatable {
  /// The signed-in user's name.
  public var username: String
  /// When the user signed in, by the service's clock.
  public var signedInAt: Date

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - username: The signed-in user's name.
  ///   - signedInAt: When the user signed in.
  public init(username: String, signedInAt: Date) {
    self.username = username
    self.signedInAt = signedInAt
  }
}
