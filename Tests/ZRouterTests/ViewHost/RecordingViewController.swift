@testable import ZRouterCore

/// A controller that records its loading and containment callbacks, in order.
final class RecordingViewController: HeadlessViewController {
  /// One recorded callback; parents are compared by identity.
  enum Event: Equatable {
    case loadView
    case viewDidLoad
    case willMoveTo(ObjectIdentifier?)
    case didMoveTo(ObjectIdentifier?)

    static func willMove(toParent parent: HeadlessViewController?) -> Event {
      .willMoveTo(parent.map(ObjectIdentifier.init))
    }
    static func didMove(toParent parent: HeadlessViewController?) -> Event {
      .didMoveTo(parent.map(ObjectIdentifier.init))
    }
  }

  var events: [Event] = [] {
    didSet { if let event = events.last, events.count > oldValue.count { onEvent?(event) } }
  }
  /// Called with every event as it is recorded.
  var onEvent: ((Event) -> Void)?

  override func loadView() {
    events.append(.loadView)
    super.loadView()
  }

  override func viewDidLoad() {
    events.append(.viewDidLoad)
  }

  override func willMove(toParent parent: HeadlessViewController?) {
    events.append(.willMove(toParent: parent))
  }

  override func didMove(toParent parent: HeadlessViewController?) {
    events.append(.didMove(toParent: parent))
  }
}

/// A view host that is not a `HeadlessView`: headless hosts must ignore it.
final class ForeignViewHost: ZIKViewHost {
  var zix_superview: (any ZIKViewHost)? { nil }
  var zix_subviews: [any ZIKViewHost] { [] }
  func zix_addSubview(_ view: any ZIKViewHost) {}
  func zix_removeFromSuperview() {}
}

/// A view controller host that is not a `HeadlessViewController`: headless hosts must ignore it.
final class ForeignViewControllerHost: ZIKViewControllerHost {
  let zix_view: any ZIKViewHost = ForeignViewHost()
  var zix_parent: (any ZIKViewControllerHost)? { nil }
  var zix_navigationController: (any ZIKNavigationHost)? { nil }
  var zix_presentedViewController: (any ZIKViewControllerHost)? { nil }
  var zix_presentingViewController: (any ZIKViewControllerHost)? { nil }
  var zix_isViewInWindow: Bool { true }
  var zix_isTransitioning: Bool { false }
  func zix_addChild(_ child: any ZIKViewControllerHost) {}
  func zix_willMove(toParent parent: (any ZIKViewControllerHost)?) {}
  func zix_didMove(toParent parent: (any ZIKViewControllerHost)?) {}
  func zix_removeFromParent() {}
  func zix_present(
    _ viewController: any ZIKViewControllerHost, style: PresentationStyle, animated: Bool,
    completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) { completion(.completed) }
  func zix_dismiss(animated: Bool, completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    completion(.completed)
  }
  func zix_show(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) { completion(.completed) }
  func zix_showDetail(
    _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
  ) { completion(.completed) }
  func zix_showInNewWindow(completion: @escaping @MainActor (HostTransitionResult) -> Void) {
    completion(.completed)
  }
  func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void) {}
}
