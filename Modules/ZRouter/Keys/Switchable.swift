/// A type-erased routable key, for routing to "one of N" destinations chosen at run time.
///
/// ```swift
/// let target: SwitchableView = error == .invalidAccount
///   ? SwitchableView(RoutableView<LoginViewInput>())
///   : SwitchableView(RoutableView<NetworkDisconnectedViewInput>())
/// Router.to(target)?.perform(path: .push(from: self))
/// ```
public protocol ZIKSwitchableKey: Sendable {}

/// What the registry reads from a switchable key.
protocol SwitchableKeyInternals: ZIKSwitchableKey {
  var declaredKind: DeclaredKey.Kind { get }
  var routableKey: ObjectIdentifier { get }
  var keyDescription: String { get }
}

/// A type-erased ``RoutableView``.
public struct SwitchableView: SwitchableKeyInternals {
  /// The protocol of the original key.
  public let routableProtocol: any Any.Type
  /// The protocol's name, for diagnostics.
  public let typeName: String
  let routableKey: ObjectIdentifier

  /// Erases a declared key.
  public init<Protocol>(_ routableEntry: RoutableView<Protocol>) {
    routableProtocol = Protocol.self
    typeName = routableEntry.typeName
    routableKey = routableEntry.key
  }

  var declaredKind: DeclaredKey.Kind { .view }
  var keyDescription: String { "RoutableView<\(typeName)>" }
}

/// A type-erased ``RoutableViewModule``.
public struct SwitchableViewModule: SwitchableKeyInternals {
  /// The protocol of the original key.
  public let routableProtocol: any Any.Type
  /// The protocol's name, for diagnostics.
  public let typeName: String
  let routableKey: ObjectIdentifier

  /// Erases a declared key.
  public init<Protocol>(_ routableEntry: RoutableViewModule<Protocol>) {
    routableProtocol = Protocol.self
    typeName = routableEntry.typeName
    routableKey = routableEntry.key
  }

  var declaredKind: DeclaredKey.Kind { .viewModule }
  var keyDescription: String { "RoutableViewModule<\(typeName)>" }
}

/// A type-erased ``RoutableService``.
public struct SwitchableService: SwitchableKeyInternals {
  /// The protocol of the original key.
  public let routableProtocol: any Any.Type
  /// The protocol's name, for diagnostics.
  public let typeName: String
  let routableKey: ObjectIdentifier

  /// Erases a declared key.
  public init<Protocol>(_ routableEntry: RoutableService<Protocol>) {
    routableProtocol = Protocol.self
    typeName = routableEntry.typeName
    routableKey = routableEntry.key
  }

  var declaredKind: DeclaredKey.Kind { .service }
  var keyDescription: String { "RoutableService<\(typeName)>" }
}

/// A type-erased ``RoutableServiceModule``.
public struct SwitchableServiceModule: SwitchableKeyInternals {
  /// The protocol of the original key.
  public let routableProtocol: any Any.Type
  /// The protocol's name, for diagnostics.
  public let typeName: String
  let routableKey: ObjectIdentifier

  /// Erases a declared key.
  public init<Protocol>(_ routableEntry: RoutableServiceModule<Protocol>) {
    routableProtocol = Protocol.self
    typeName = routableEntry.typeName
    routableKey = routableEntry.key
  }

  var declaredKind: DeclaredKey.Kind { .serviceModule }
  var keyDescription: String { "RoutableServiceModule<\(typeName)>" }
}
