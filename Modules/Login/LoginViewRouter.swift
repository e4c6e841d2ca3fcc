import ZRouter

// `init()` of a UIKit or AppKit view controller is declared by UIKit or AppKit.
#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// Makes and shows Login's sign-in view, ``LoginViewController``, under `RoutableView.loginProvidedLoginView`.
///
/// Register it in the app context (it needs `RoutableService.loginProvidedSessionService`, which
/// ``SessionServiceRouter`` provides):
/// ```swift
/// LoginViewRouter.registerRoutableDestination()
/// Router.perform(to: RoutableView.loginProvidedLoginView, path: .presentModally(from: source))
/// ```
/// Keys it registers: `LoginViewController.self` and `RoutableView.loginProvidedLoginView`; it declares
/// `RoutableService.loginProvidedSessionService` as required, so a registry finished without it reports a
/// ``ZIKRegistrationIssue``. Supports every view-controller route type (push, present, show, child, makeDestination).
/// When the session service cannot be made, the view is still shown; its ``LoginViewController/submit(username:password:)``
/// then explains that signing in is unavailable.
public final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
  /// Registers the view class and its provided protocol, and declares the session service as required.
  override public class func registerRoutableDestination() {
    registerView(LoginViewController.self)
    register(RoutableView.loginProvidedLoginView)
    ZIKRouteRegistry.declare(SwitchableService(RoutableService.loginProvidedSessionService))
  }

  /// A new sign-in view.
  override public func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
    LoginViewController()
  }

  /// Injects the routed session service, unless the caller's preparation already set one.
  override public func prepareDestination(_ destination: LoginViewController, configuration: ViewRouteConfig) {
    if destination.sessionService == nil {
      destination.sessionService = Router.makeDestination(to: RoutableService.loginProvidedSessionService)
    }
  }
}
