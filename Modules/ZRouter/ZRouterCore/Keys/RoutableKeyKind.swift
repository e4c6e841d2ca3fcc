/// The four kinds of routable key: a view or service, keyed by its destination protocol or its module protocol.
@_spi(RoutableKeyStorage) public enum RoutableKeyKind: Sendable, Hashable {
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

  /// Whether keys of this kind name a destination protocol or a module protocol.
  var role: KeyRole {
    switch self {
    case .view, .service: .destination
    case .viewModule, .serviceModule: .module
    }
  }
}
