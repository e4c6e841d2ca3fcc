/// The life cycle of a router: `unrouted → routing → routed → removing → removed`.
///
/// A failed perform returns to the previous state; a failed removal returns to `.routed`.
public enum ZIKRouterState: Int, Sendable, CustomStringConvertible {
  /// Created, never performed (or the first perform failed).
  case unrouted = 0
  /// A perform is in flight.
  case routing
  /// The last perform succeeded.
  case routed
  /// A removal is in flight.
  case removing
  /// The route was removed; performing again starts from scratch.
  case removed

  public var description: String {
    switch self {
    case .unrouted: "unrouted"
    case .routing: "routing"
    case .routed: "routed"
    case .removing: "removing"
    case .removed: "removed"
    }
  }
}
