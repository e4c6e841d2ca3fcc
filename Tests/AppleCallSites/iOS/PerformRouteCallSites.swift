import UIKit
import ZRouter

// The original ZIKRouter guide (执行路由) and its FAQ, inside real UIViewController subclasses: every ViewRoutePath case,
// handlers that receive UIKit's own classes, Switchable, lazy perform, makeDestination, perform(onDestination:),
// prepare(destination:), removeRoute and Router.to(viewIdentifier:).

class TestViewController: UIViewController, NoteEditorDelegate {
  var editorRouter: DestinationViewRouter<NoteEditorInput>?
  var mySubview: MySubviewInput?

  // Type Safe Perform, as written.
  func showEditorViewController() {
    Router.perform(
      to: RoutableView<NoteEditorInput>(),
      path: .push(from: self),
      configuring: { (config, _) in
        //路由相关的设置
        config.successHandler = { destination in
          //跳转成功处理
        }
        config.errorHandler = { (action, error) in
          //跳转失败处理
        }
        //配置目的界面
        config.prepareDestination = { [weak self] destination in
          //destination 被 swift 自动推断为 NoteEditorInput 类型
          //配置 editor 界面
          destination.delegate = self
          destination.constructForCreatingNewNote()
        }
      })
  }

  // Every path case, from UIKit's own controller and view.
  func performEveryPath() {
    Router.perform(to: RoutableView<EditorViewInput>(), path: .push(from: self))
    Router.perform(to: RoutableView<EditorViewInput>(), path: .presentModally(from: self))
    // tvOS has no popovers (the route fails there with unsupportType) and no `UIColor.systemBackground`.
    #if !os(tvOS)
      Router.perform(
        to: RoutableView<EditorViewInput>(),
        path: .presentAsPopover(
          from: self,
          configure: { popover in
            popover.sourceView = self.view
            popover.sourceRect = CGRect(x: 0, y: 0, width: 44, height: 44)
            popover.barButtonItem = self.navigationItem.rightBarButtonItem
            popover.permittedArrowDirections = [.up, .down]
            popover.passthroughViews = [self.view]
            popover.backgroundColor = UIColor.systemBackground
            popover.popoverLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
          }))
      // UIKit's source items (iOS 16): a view, a layout guide, a bar button item, a tab bar item.
      Router.perform(
        to: RoutableView<EditorViewInput>(),
        path: .presentAsPopover(from: self) { popover in popover.sourceItem = self.view.safeAreaLayoutGuide })
    #endif
    Router.perform(to: RoutableView<EditorViewInput>(), path: .show(from: self))
    Router.perform(to: RoutableView<EditorViewInput>(), path: .showDetail(from: self))
    Router.perform(
      to: RoutableView<EditorViewInput>(),
      path: .addAsChildViewController(
        from: self,
        addingChildViewHandler: { destination, completion in
          // `destination` is a UIViewController: its view is at hand.
          destination.view.frame = self.view.bounds
          self.view.addSubview(destination.view)
          completion()
        }))
    Router.perform(to: RoutableView<MySubviewInput>(), path: .addAsSubview(from: self.view))
    Router.perform(to: RoutableView<EditorViewInput>(), path: .custom(from: self))
    Router.perform(to: RoutableView<EditorViewInput>(), path: .defaultPath(from: self))
    Router.perform(to: RoutableView<EditorViewInput>(), path: .makeDestination)
    Router.perform(
      to: RoutableView<EditorViewInput>(),
      path: .extensible(path: ZIKViewRoutePath(routeType: .presentModally, source: self)))
  }

  // A container around the destination, and the view controller the container receives.
  func presentInANavigationController() {
    Router.perform(
      to: RoutableView<RequiredEditorViewInput>(),
      path: .presentModally(from: self),
      configuring: { (config, _) in
        config.containerWrapper = { destination in
          UINavigationController(rootViewController: destination)
        }
        config.prepareDestination = { destination in
          // destination 被推断为 UIViewController & EditorViewInput 类型
          destination.view.backgroundColor = .white
          destination.title = "Editor"
        }
      })
  }

  // The original ZIKRouter guide (FAQ): keep the destination after the transition.
  func addMySubview() {
    Router.perform(
      to: RoutableView<MySubviewInput>(),
      path: .addAsSubview(from: self.view),
      configuring: { (config, _) in
        config.successHandler = { destination in
          self.mySubview = destination
        }
      })
  }

  // Keep the router, remove the route later, with a child view handler that receives a UIViewController.
  func showThenRemoveEditor() {
    editorRouter = Router.perform(to: RoutableView<NoteEditorInput>(), path: .presentModally(from: self))
    editorRouter?.removeRoute(
      successHandler: {
        // removed
      },
      errorHandler: { (action, error) in
        // failed
      })
    editorRouter?.removeRoute(configuring: { config in
      config.animated = false
      config.removingChildViewHandler = { destination, completion in
        destination.view.removeFromSuperview()
        completion()
      }
    })
  }

  func makeEditor() -> UIViewController? {
    let destination = Router.makeDestination(to: RoutableView<RequiredEditorViewInput>())
    // destination 被推断为 UIViewController & EditorViewInput 类型
    return destination
  }

  func prepareModule() {
    Router.perform(
      to: RoutableViewModule<EditorModuleConfig>(),
      path: .push(from: self),
      configuring: { (config, prepareModule) in
        prepareModule({ module in
          module.noteTitle = "Groceries"
        })
      })
    let editor = Router.makeDestination(
      to: RoutableViewModule<EditorModuleConfig>(),
      preparation: { module in
        module.noteTitle = "Draft"
      })
    _ = editor
  }
}

// Switchable Perform, as written (Swift needs `.invalidAccount` with its dot and a `let`).
protocol LoginViewInput: AnyObject {}
extension RoutableView where Protocol == LoginViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
protocol NetworkDisconnectedViewInput: AnyObject {}
extension RoutableView where Protocol == NetworkDisconnectedViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

enum RequestError: Error {
  case invalidAccount
  case networkNotConnected
}

class SwitchableViewController: UIViewController {
  func showViewForError(_ error: RequestError) {
    let switchableView: SwitchableView
    switch error {
    case .invalidAccount:
      switchableView = SwitchableView(RoutableView<LoginViewInput>())
    case .networkNotConnected:
      switchableView = SwitchableView(RoutableView<NetworkDisconnectedViewInput>())
    }
    Router.to(switchableView)?.perform(path: .push(from: self))
  }
}

// Lazy Perform, as written (an override in a UIViewController subclass).
class LazyPerformViewController: UIViewController {
  var routerType: ViewRouterType<EditorViewInput, ViewRouteConfig>?

  override func viewDidLoad() {
    super.viewDidLoad()
    routerType = Router.to(RoutableView<EditorViewInput>())
  }

  func showEditor() {
    guard let routerType = self.routerType else {
      return
    }
    routerType.perform(path: .push(from: self))
  }
}

// Perform on Destination and Prepare on Destination, with UIKit's previewing delegate.
protocol DestinationViewInput: AnyObject {}
extension RoutableView where Protocol == DestinationViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

class SourceViewController: UIViewController, UIViewControllerPreviewingDelegate {
  func previewingContext(
    _ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
  ) -> UIViewController? {
    //返回 destination UIViewController， 让系统执行预览
    let destination = Router.makeDestination(to: RoutableView<DestinationViewInput>())
    return destination as? UIViewController
  }

  func previewingContext(
    _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
  ) {
    guard let destination = viewControllerToCommit as? DestinationViewInput else {
      return
    }
    //跳转到 destination
    Router.to(RoutableView<DestinationViewInput>())?.perform(
      onDestination: destination, path: .presentModally(from: self))
  }

  func prepareExisting(_ destination: DestinationViewInput) {
    Router.to(RoutableView<DestinationViewInput>())?.prepare(
      destination: destination,
      configuring: { (config, _) in
        config.prepareDestination = { destination in
          // Prepare
        }
      })
  }
}

// Router.to(viewIdentifier:) from a URL, in the app delegate.
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    registerEditorRoutes()
    return true
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    //可以用其他 URL router 库处理 url
    let identifier: String = url.lastPathComponent
    let routerType = Router.to(viewIdentifier: identifier)
    if routerType == nil {
      return false
    }
    let params: [String: Any] = ["url": url]
    guard let rootViewController = window?.rootViewController else { return false }
    routerType?.perform(
      path: .show(from: rootViewController),
      configuring: { (config, _) in
        config.addUserInfo(params)
      })
    return true
  }
}
