import ZRouter

/// Accounts and sign-in state as the shell uses them: who is signed in, creating an account, signing out. Signing in
/// goes through the login view (``ShellRequiredLoginView``).
///
/// The app context routes this protocol to Login's session service (see `Extensions/`).
public protocol ShellRequiredSessions: AnyObject {
  /// The signed-in user's name, or `nil` when nobody is signed in. Read on every use: a sign-in made elsewhere (the
  /// login view, another process) shows at once.
  var currentUser: String? { get }
  /// Creates an account. Throws an error that says what to change (a taken name, an empty password…).
  func register(username: String, password: String) throws
  /// Signs out; signing out when nobody is signed in does nothing.
  func logout() throws
}

extension RoutableService where Protocol == any ShellRequiredSessions {
  /// The routable key of ``ShellRequiredSessions``.
  public init() { self.init(declaredProtocol: Protocol.self) }
  /// The routable key of ``ShellRequiredSessions``, found by its name: call sites written
  /// `RoutableService.shellRequiredSessions` type-check in time independent of the number of keys.
  public static var shellRequiredSessions: Self { Self(declaredProtocol: Protocol.self) }
}
