/// The four kinds of routable key: a view or service, keyed by its destination protocol or its module protocol.
enum RoutableKeyKind: Sendable, Hashable {
  case view, viewModule, service, serviceModule

  /// The name of the public key type of this kind, as keys print themselves: `RoutableView<EditorViewInput>`.
  var keyTypeName: StaticString {
    switch self {
    case .view: "RoutableView"
    case .viewModule: "RoutableViewModule"
    case .service: "RoutableService"
    case .serviceModule: "RoutableServiceModule"
    }
  }
}
