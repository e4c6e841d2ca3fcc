// MUST NOT COMPILE on iOS and macOS: routing to a protocol nobody declared routable, from the platform's own view
// controller. Checked by scripts/check-apple-platforms.sh.
// expect-diagnostic: not declared as routable
import ZRouter

protocol UnroutableProtocol: AnyObject {}

class UndeclaredRouteViewController: PlatformViewController {
  func showUnroutable() {
    Router.perform(to: RoutableView<UnroutableProtocol>(), path: .presentModally(from: self))
  }
}
