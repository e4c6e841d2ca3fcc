import ZRouterCore

/// The destination protocol of the containment-recording controllers.
public protocol ContainedViewInput: AnyObject {}

extension RoutableView where Protocol == any ContainedViewInput {
  public init() { self.init(declaredProtocol: Protocol.self) }
}

/// The containment callbacks a controller received, and whether its view was in place when `didMove(toParent:)` came.
public final class ContainmentRecord {
  public enum Event: Equatable {
    case willMoveTo(ObjectIdentifier?)
    case didMoveTo(ObjectIdentifier?)
  }

  public var events: [Event] = []
  public var viewWasInPlaceAtDidMove = false

  /// Records `willMove(toParent: parent)`.
  public func willMove(to parent: AnyObject?) { events.append(.willMoveTo(parent.map(ObjectIdentifier.init))) }

  /// Records `didMove(toParent: parent)`, with the controller's view in a superview or not.
  public func didMove(to parent: AnyObject?, viewInPlace: Bool) {
    events.append(.didMoveTo(parent.map(ObjectIdentifier.init)))
    if parent != nil { viewWasInPlaceAtDidMove = viewInPlace }
  }
}

/// A controller that records its containment callbacks (each host's `ContainedController`).
@MainActor public protocol RecordsContainment: AnyObject {
  var containment: ContainmentRecord { get }
}
