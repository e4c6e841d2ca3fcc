/// A type-erased routable key, for routing to "one of N" destinations chosen at run time.
///
/// ```swift
/// let target: SwitchableView = error == .invalidAccount
///   ? SwitchableView(RoutableView.loginViewInput)
///   : SwitchableView(RoutableView.networkDisconnectedViewInput)
/// Router.to(target)?.perform(path: .push(from: self))
/// ```
///
/// ``SwitchableKey`` is the only conforming type the registry knows: ``SwitchableView``, ``SwitchableViewModule``,
/// ``SwitchableService`` and ``SwitchableServiceModule`` name its four families.
public protocol SwitchableKeyProtocol: Sendable {
  /// The protocol of the original key.
  var routableProtocol: any Any.Type { get }
  /// The protocol's name, for diagnostics.
  var typeName: String { get }
}

/// What the registry reads from a switchable key: the erased key's name (protocol metatype, given name and kind).
protocol SwitchableKeyInternals: SwitchableKeyProtocol {
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

/// A type-erased routable key of one family: every key whose type, with its protocol erased, is `Family`.
///
/// Write it through its four names: ``SwitchableView``, ``SwitchableViewModule``, ``SwitchableService`` and
/// ``SwitchableServiceModule``. `SwitchableView(RoutableView.loginViewInput)` compiles;
/// `SwitchableView(RoutableService.loginViewInput)` does not.
public struct SwitchableKey<Family: RoutableKey>: SwitchableKeyInternals {
  let keyName: KeyName

  /// Erases a declared key of the family.
  public init<Key: ErasableRoutableKey>(_ routableEntry: Key) where Key.Erased == Family {
    keyName = KeyName(Key.kind, routableEntry.storage)
  }
}

/// A type-erased ``RoutableView``.
public typealias SwitchableView = SwitchableKey<RoutableView<Any>>
/// A type-erased ``RoutableViewModule``.
public typealias SwitchableViewModule = SwitchableKey<RoutableViewModule<Any>>
/// A type-erased ``RoutableService``.
public typealias SwitchableService = SwitchableKey<RoutableService<Any>>
/// A type-erased ``RoutableServiceModule``.
public typealias SwitchableServiceModule = SwitchableKey<RoutableServiceModule<Any>>
