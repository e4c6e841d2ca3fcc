import ZRouterCore

extension PresentationStyle {
  /// The case's name, for comparisons in tests.
  public var name: String {
    switch self {
    case .modal: "modal"
    case .popover: "popover"
    case .sheet: "sheet"
    case .animator: "animator"
    }
  }

  /// The popover settings of a `.popover` style.
  public var popover: ZIKViewRoutePopoverConfiguration? {
    if case .popover(let configuration) = self { return configuration }
    return nil
  }

  /// The animator of an `.animator` style.
  public var animator: AnyObject? {
    if case .animator(let animator) = self { return animator }
    return nil
  }
}
