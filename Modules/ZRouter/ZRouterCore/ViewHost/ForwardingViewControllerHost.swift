/// A view controller class whose own containment API has UIKit's shape (`parent`, `presentingViewController`,
/// `addChild(_:)`, `removeFromParent()`): adopting it gives the class those ``ZIKViewControllerHost`` requirements,
/// forwarded to that API, so only what its platform does differently is left to write.
///
/// `UIViewController`, `NSViewController` and `HeadlessViewController` adopt it.
@MainActor
public protocol ForwardingViewControllerHost: ZIKViewControllerHost {
  /// The class of the controllers in the hierarchy (`UIViewController`, `NSViewController`,
  /// `HeadlessViewController`). Transitions refuse, and `zix_addChild(_:)` ignores, a controller of any other class.
  associatedtype TreeViewController: ZIKViewControllerHost
  /// The container controller this controller is a child of.
  var parent: TreeViewController? { get }
  /// The controller that presented the receiver or its nearest presented ancestor.
  var presentingViewController: TreeViewController? { get }
  /// Makes `child` a child of the receiver.
  func addChild(_ child: TreeViewController)
  /// Takes the receiver out of its parent; does nothing when it has none.
  func removeFromParent()
}

extension ForwardingViewControllerHost {
  /// `parent`, as a host.
  public var zix_parent: (any ZIKViewControllerHost)? { parent }

  /// `presentingViewController`, as a host.
  public var zix_presentingViewController: (any ZIKViewControllerHost)? { presentingViewController }

  /// `addChild(_:)`; a controller that is not a `TreeViewController` is ignored.
  public func zix_addChild(_ child: any ZIKViewControllerHost) {
    guard let child = child as? TreeViewController else { return }
    addChild(child)
  }

  /// `removeFromParent()`.
  public func zix_removeFromParent() {
    removeFromParent()
  }

  /// How `host` (`"UIKit"`, `"the headless host"`) refuses to `verb` a controller that is not a `TreeViewController`.
  @_spi(ZRouterGlue) public static func refusal(_ verb: String, by host: String) -> HostTransitionResult {
    .notPerformed(reason: "\(host) \(verb) only \(TreeViewController.self) subclasses")
  }
}
