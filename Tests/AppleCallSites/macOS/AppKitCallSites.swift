import AppKit
import ZRouter

// The AppKit routes of the original, on real NSViewController / NSView subclasses: a modal window
// (`presentModally(from:)`), a sheet, a popover, a custom animator, `show` without a source (a window of its own),
// children and subviews. Type-checked for macOS by scripts/check-apple-platforms.sh.

protocol PreferencesViewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == PreferencesViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

class PreferencesViewController: NSViewController {
  override func loadView() { view = NSView(frame: NSRect(x: 0, y: 0, width: 480, height: 320)) }
}

extension PreferencesViewController: ZIKRoutableView {}
extension PreferencesViewController: @MainActor PreferencesViewInput {}

class PreferencesViewRouter: ZIKViewRouter<PreferencesViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(PreferencesViewController.self)
    register(RoutableView<PreferencesViewInput>())
  }

  override func destination(with configuration: ViewRouteConfig) -> PreferencesViewController? {
    PreferencesViewController()
  }
}

protocol BadgeViewInput: AnyObject {}

extension RoutableView where Protocol == BadgeViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

class BadgeView: NSView {}
extension BadgeView: ZIKRoutableView, BadgeViewInput {}

/// Fades the presented controller in: the animator of `present(from:animator:)`.
final class FadeAnimator: NSObject, NSViewControllerPresentationAnimator {
  func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController) {
    fromViewController.view.addSubview(viewController.view)
  }

  func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController) {
    viewController.view.removeFromSuperview()
  }
}

class MainViewController: NSViewController {
  var preferencesRouter: DestinationViewRouter<PreferencesViewInput>?

  override func loadView() { view = NSView(frame: NSRect(x: 0, y: 0, width: 800, height: 600)) }

  func performEveryAppKitPath() {
    Router.perform(to: RoutableView<PreferencesViewInput>(), path: .presentModally(from: self))
    Router.perform(to: RoutableView<PreferencesViewInput>(), path: .presentAsSheet(from: self))
    Router.perform(to: RoutableView<PreferencesViewInput>(), path: .present(from: self, animator: FadeAnimator()))
    Router.perform(to: RoutableView<PreferencesViewInput>(), path: .show)
    Router.perform(
      to: RoutableView<PreferencesViewInput>(),
      path: .presentAsPopover(
        from: self,
        configure: { popover in
          popover.sourceView = self.view
          popover.sourceRect = NSRect(x: 10, y: 10, width: 20, height: 20)
          popover.permittedArrowDirections = .up
        }))
    Router.perform(
      to: RoutableView<PreferencesViewInput>(),
      path: .addAsChildViewController(
        from: self,
        addingChildViewHandler: { destination, completion in
          // `destination` is an NSViewController: its view is at hand.
          self.view.addSubview(destination.view)
          completion()
        }))
    Router.perform(to: RoutableView<BadgeViewInput>(), path: .addAsSubview(from: self.view))
  }

  func openPreferences() {
    preferencesRouter = Router.perform(
      to: RoutableView<PreferencesViewInput>(),
      path: .presentAsSheet(from: self),
      configuring: { (config, _) in
        config.prepareDestination = { destination in
          destination.title = "Preferences"
        }
        config.successHandler = { destination in
          // shown
        }
      })
  }

  func closePreferences() {
    preferencesRouter?.removeRoute()
  }
}

/// Registers the routes at launch.
@MainActor
func registerAppKitRoutes() {
  PreferencesViewRouter.registerRoutableDestination()
  ZIKAnyViewRouter.register(RoutableView<BadgeViewInput>(), forMakingView: BadgeView.self)
  ZIKRouteRegistry.notifyRegistrationFinished()
}
