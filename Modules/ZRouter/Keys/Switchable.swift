/// A type-erased routable key, for routing to "one of N" destinations chosen at run time.
///
/// ```swift
/// let target: SwitchableView = error == .invalidAccount
///   ? SwitchableView(RoutableView<LoginViewInput>())
///   : SwitchableView(RoutableView<NetworkDisconnectedViewInput>())
/// Router.to(target)?.perform(path: .push(from: self))
/// ```
///
/// The four switchable key types (``SwitchableView``, ``SwitchableViewModule``, ``SwitchableService``,
/// ``SwitchableServiceModule``) are the only conforming types the registry knows.
public protocol ZIKSwitchableKey: Sendable {
  /// The protocol of the original key.
  var routableProtocol: any Any.Type { get }
  /// The protocol's name, for diagnostics.
  var typeName: String { get }
}

/// What the four switchable keys share, written once: each holds the erased key's name (protocol metatype, given
/// name and kind), and the registry reads everything from it.
protocol SwitchableKeyInternals: ZIKSwitchableKey {
  var keyName: KeyName { get }
}

extension SwitchableKeyInternals {
  public var routableProtocol: any Any.Type { keyName.type }
  /// The protocol's name, built on demand (naming a type at run time is costly).
  public var typeName: String { keyName.typeName }

  var routableKey: ObjectIdentifier { keyName.key }
  var keyDescription: String { keyName.description }
  /// The kind of the erased key.
  var declaredKind: RoutableKeyKind { keyName.kind }
}

/// A type-erased ``RoutableView``.
public struct SwitchableView: SwitchableKeyInternals {
  let keyName: KeyName

  /// Erases a declared key.
  public init<Protocol>(_ routableEntry: RoutableView<Protocol>) { keyName = routableEntry.keyName }
}

/// A type-erased ``RoutableViewModule``.
public struct SwitchableViewModule: SwitchableKeyInternals {
  let keyName: KeyName

  /// Erases a declared key.
  public init<Protocol>(_ routableEntry: RoutableViewModule<Protocol>) { keyName = routableEntry.keyName }
}

/// A type-erased ``RoutableService``.
public struct SwitchableService: SwitchableKeyInternals {
  let keyName: KeyName

  /// Erases a declared key.
  public init<Protocol>(_ routableEntry: RoutableService<Protocol>) { keyName = routableEntry.keyName }
}

/// A type-erased ``RoutableServiceModule``.
public struct SwitchableServiceModule: SwitchableKeyInternals {
  let keyName: KeyName

  /// Erases a declared key.
  public init<Protocol>(_ routableEntry: RoutableServiceModule<Protocol>) { keyName = routableEntry.keyName }
}
