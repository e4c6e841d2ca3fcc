import Editor
import Login
import ZRouter

// `init()` of a UIKit or AppKit view controller is declared by UIKit or AppKit.
#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// Editor's login view, served by Login's login view through a proxy, because their delegates differ.
///
/// Editor's required view has `message` and a delegate with `didFinishLogin()`; Login provides `notifyString` and a
/// delegate with `didLogin()`. The delegate types differ, so no extension can bridge them: this container view
/// controller embeds Login's view controller as its child and translates each call. Login's view fills the
/// container's on every platform (`EditorLoginViewProxy+UIKit.swift`, `+AppKit.swift`, `+Headless.swift`).
final class EditorLoginViewProxy: PlatformViewController, ZIKRoutableView {
  /// Login's view, shown inside this container.
  private(set) var loginView: (any LoginProvidedLoginView)?
  private weak var editorDelegate: (any EditorRequiredLoginViewDelegate)?

  /// Wraps Login's view controller; sets itself as its delegate.
  func embed(_ loginView: any LoginProvidedLoginView & ZIKViewControllerHost) {
    self.loginView = loginView
    zix_addChild(loginView)
    zix_view.zix_addSubview(loginView.zix_view)
    fitEmbeddedView(loginView.zix_view)
    loginView.zix_didMove(toParent: self)
    loginView.delegate = self
  }
}

extension EditorLoginViewProxy: @MainActor EditorRequiredLoginView {
  var message: String? {
    get { loginView?.notifyString }
    set { loginView?.notifyString = newValue }
  }

  var delegate: (any EditorRequiredLoginViewDelegate)? {
    get { editorDelegate }
    set { editorDelegate = newValue }
  }
}

extension EditorLoginViewProxy: @MainActor LoginProvidedLoginViewDelegate {
  func didLogin() {
    editorDelegate?.didFinishLogin()
  }
}

/// The router of Editor's login view: makes Login's view and returns it wrapped in the proxy.
final class EditorLoginViewProxyRouter: ZIKViewRouter<EditorLoginViewProxy, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(EditorLoginViewProxy.self)
    register(RoutableView.editorRequiredLoginView)
  }

  override func destination(with configuration: ViewRouteConfig) -> EditorLoginViewProxy? {
    guard let made = Router.makeDestination(to: RoutableView.loginProvidedLoginView),
      let loginView = made as? any LoginProvidedLoginView & ZIKViewControllerHost
    else { return nil }
    let proxy = EditorLoginViewProxy()
    proxy.title = "Login"
    proxy.embed(loginView)
    return proxy
  }
}
