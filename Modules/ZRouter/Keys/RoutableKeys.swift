/// A routable key for a view *destination* protocol.
///
/// Only protocols declared routable can build a key, so an undeclared protocol is a compile error:
/// ```swift
/// extension RoutableView where Protocol == EditorViewInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// Router.perform(to: RoutableView<EditorViewInput>(), path: .push(from: self))
/// ```
/// The key's identity is `ObjectIdentifier(Protocol.self)`: `A & B` and `B & A` are one key; `A` and `A & B` are two.
/// Two keys are equal when their protocols are, and the key prints as `RoutableView<EditorViewInput>`.
public struct RoutableView<Protocol>: RoutableKey, Hashable, Sendable, CustomStringConvertible {
  let storage: RoutableKeyStorage
  /// The key with its kind, as the registry names it.
  var keyName: KeyName { KeyName(.view, storage) }

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { storage.key }
  /// The protocol's name, for diagnostics only (computed on demand: naming a type is costly).
  public var typeName: String { storage.typeName }
  /// The key type and the protocol's name, such as `RoutableView<EditorViewInput>`.
  public var description: String { keyName.description }

  /// Unavailable: declare the protocol routable in a constrained extension first.
  @available(*, unavailable, message: "Protocol is not declared as routable")
  public init() { fatalError("Protocol is not declared as routable") }

  /// Builds the key. Call it only from the `init()` of a `where Protocol == X` extension.
  public init(declaredProtocol: Protocol.Type) { storage = RoutableKeyStorage(Protocol.self) }

  /// Builds the key with another name for diagnostics; the key is still `Protocol`'s metatype.
  @available(*, deprecated, message: "The name only changes diagnostics, never the key: use init(declaredProtocol:)")
  public init(declaredTypeName: String) {
    storage = RoutableKeyStorage(Protocol.self, declaredTypeName: declaredTypeName)
  }
}

/// A routable key for a view *module* protocol: the protocol is adopted by the router's configuration.
///
/// ```swift
/// extension RoutableViewModule where Protocol == EditorModuleInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// ```
/// Identity, equality and printing work as for ``RoutableView``.
public struct RoutableViewModule<Protocol>: RoutableKey, Hashable, Sendable, CustomStringConvertible {
  let storage: RoutableKeyStorage
  /// The key with its kind, as the registry names it.
  var keyName: KeyName { KeyName(.viewModule, storage) }

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { storage.key }
  /// The protocol's name, for diagnostics only (computed on demand: naming a type is costly).
  public var typeName: String { storage.typeName }
  /// The key type and the protocol's name, such as `RoutableView<EditorViewInput>`.
  public var description: String { keyName.description }

  /// Unavailable: declare the protocol routable in a constrained extension first.
  @available(*, unavailable, message: "Protocol is not declared as routable")
  public init() { fatalError("Protocol is not declared as routable") }

  /// Builds the key. Call it only from the `init()` of a `where Protocol == X` extension.
  public init(declaredProtocol: Protocol.Type) { storage = RoutableKeyStorage(Protocol.self) }

  /// Builds the key with another name for diagnostics; the key is still `Protocol`'s metatype.
  @available(*, deprecated, message: "The name only changes diagnostics, never the key: use init(declaredProtocol:)")
  public init(declaredTypeName: String) {
    storage = RoutableKeyStorage(Protocol.self, declaredTypeName: declaredTypeName)
  }
}

/// A routable key for a service *destination* protocol.
///
/// ```swift
/// extension RoutableService where Protocol == NoteStoreInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// let store = Router.makeDestination(to: RoutableService<NoteStoreInput>())
/// ```
/// Identity, equality and printing work as for ``RoutableView``.
public struct RoutableService<Protocol>: RoutableKey, Hashable, Sendable, CustomStringConvertible {
  let storage: RoutableKeyStorage
  /// The key with its kind, as the registry names it.
  var keyName: KeyName { KeyName(.service, storage) }

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { storage.key }
  /// The protocol's name, for diagnostics only (computed on demand: naming a type is costly).
  public var typeName: String { storage.typeName }
  /// The key type and the protocol's name, such as `RoutableView<EditorViewInput>`.
  public var description: String { keyName.description }

  /// Unavailable: declare the protocol routable in a constrained extension first.
  @available(*, unavailable, message: "Protocol is not declared as routable")
  public init() { fatalError("Protocol is not declared as routable") }

  /// Builds the key. Call it only from the `init()` of a `where Protocol == X` extension.
  public init(declaredProtocol: Protocol.Type) { storage = RoutableKeyStorage(Protocol.self) }

  /// Builds the key with another name for diagnostics; the key is still `Protocol`'s metatype.
  @available(*, deprecated, message: "The name only changes diagnostics, never the key: use init(declaredProtocol:)")
  public init(declaredTypeName: String) {
    storage = RoutableKeyStorage(Protocol.self, declaredTypeName: declaredTypeName)
  }
}

/// A routable key for a service *module* protocol: the protocol is adopted by the router's configuration.
///
/// ```swift
/// extension RoutableServiceModule where Protocol == NoteStoreModuleInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// ```
/// Identity, equality and printing work as for ``RoutableView``.
public struct RoutableServiceModule<Protocol>: RoutableKey, Hashable, Sendable, CustomStringConvertible {
  let storage: RoutableKeyStorage
  /// The key with its kind, as the registry names it.
  var keyName: KeyName { KeyName(.serviceModule, storage) }

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { storage.key }
  /// The protocol's name, for diagnostics only (computed on demand: naming a type is costly).
  public var typeName: String { storage.typeName }
  /// The key type and the protocol's name, such as `RoutableView<EditorViewInput>`.
  public var description: String { keyName.description }

  /// Unavailable: declare the protocol routable in a constrained extension first.
  @available(*, unavailable, message: "Protocol is not declared as routable")
  public init() { fatalError("Protocol is not declared as routable") }

  /// Builds the key. Call it only from the `init()` of a `where Protocol == X` extension.
  public init(declaredProtocol: Protocol.Type) { storage = RoutableKeyStorage(Protocol.self) }

  /// Builds the key with another name for diagnostics; the key is still `Protocol`'s metatype.
  @available(*, deprecated, message: "The name only changes diagnostics, never the key: use init(declaredProtocol:)")
  public init(declaredTypeName: String) {
    storage = RoutableKeyStorage(Protocol.self, declaredTypeName: declaredTypeName)
  }
}
