@_spi(Testing) import ZRouter

/// One transition a ``ZIKRecordingNavigationController`` carried out.
public enum ZIKRecordedTransition: Equatable, CustomStringConvertible {
  /// Pushed the controller.
  case push(HeadlessViewController)
  /// Popped these controllers, bottom to top.
  case pop([HeadlessViewController])
  /// Presented the controller.
  case present(HeadlessViewController)
  /// Dismissed these controllers, bottom to top (none when it closed its own window).
  case dismiss([HeadlessViewController])
  /// Made the controller its child.
  case addChild(HeadlessViewController)

  @MainActor init(_ event: HeadlessHostEvent) {
    switch event {
    case .pushed(let controller): self = .push(controller)
    case .popped(let controllers): self = .pop(controllers)
    case .presented(let controller, _): self = .present(controller)
    case .dismissed(let controllers): self = .dismiss(controllers)
    case .addedChild(let controller): self = .addChild(controller)
    }
  }

  /// The transition and the classes of its controllers, such as `"push EditorViewController"` or
  /// `"pop LoginViewController, EditorViewController"`.
  public var description: String {
    func names(_ controllers: [HeadlessViewController]) -> String {
      controllers.map { "\(type(of: $0))" }.joined(separator: ", ")
    }
    return switch self {
    case .push(let controller): "push \(type(of: controller))"
    case .pop(let controllers): "pop \(names(controllers))"
    case .present(let controller): "present \(type(of: controller))"
    case .dismiss(let controllers): "dismiss \(names(controllers))"
    case .addChild(let controller): "addChild \(type(of: controller))"
    }
  }
}
