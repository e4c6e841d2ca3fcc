// The four routable key types. Each says which kind of key it is and declares `init(declaredProtocol:)`, the one
// member that names its protocol, and the two members every registration and lookup reads (`key`, `keyName`): as
// members of the concrete type they need neither the key type's metadata nor its witness table at run time, which
// an app would otherwise build once per routable protocol. What is left (printing, equality) is ``RoutableKey``'s
// extension.

/// A routable key for a view *destination* protocol.
///
/// Only protocols declared routable can build a key, so an undeclared protocol is a compile error:
/// ```swift
/// extension RoutableView where Protocol == any EditorViewInput {
///   static var editorViewInput: Self { Self(declaredProtocol: Protocol.self) }
/// }
/// Router.perform(to: .editorViewInput, path: .push(from: self))
/// ```
/// Identity, equality and printing are those of every ``RoutableKey``.
public struct RoutableView<Protocol>: ErasableRoutableKey {
  /// `RoutableView<Any>`: every key of this type erases to one ``SwitchableKey`` family.
  public typealias Erased = RoutableView<Any>
  /// `.view`.
  @_spi(RoutableKeyStorage) public static var kind: RoutableKeyKind { .view }
  /// The key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) public let storage: RoutableKeyStorage

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { storage.key }
  /// The key with its kind, as the registry names it.
  var keyName: KeyName { KeyName(Self.kind, storage) }
  /// Builds the key. Call it only from a `where Protocol == X` extension (a static member, or the original
  /// ZRouter's `init()`).
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
/// extension RoutableViewModule where Protocol == any EditorModuleInput {
///   static var editorModuleInput: Self { Self(declaredProtocol: Protocol.self) }
/// }
/// ```
/// Identity, equality and printing are those of every ``RoutableKey``.
public struct RoutableViewModule<Protocol>: ErasableRoutableKey {
  /// `RoutableViewModule<Any>`: every key of this type erases to one ``SwitchableKey`` family.
  public typealias Erased = RoutableViewModule<Any>
  /// `.viewModule`.
  @_spi(RoutableKeyStorage) public static var kind: RoutableKeyKind { .viewModule }
  /// The key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) public let storage: RoutableKeyStorage

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { storage.key }
  /// The key with its kind, as the registry names it.
  var keyName: KeyName { KeyName(Self.kind, storage) }
  /// Builds the key. Call it only from a `where Protocol == X` extension (a static member, or the original
  /// ZRouter's `init()`).
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
/// extension RoutableService where Protocol == any NoteStoreInput {
///   static var noteStoreInput: Self { Self(declaredProtocol: Protocol.self) }
/// }
/// let store = Router.makeDestination(to: .noteStoreInput)
/// ```
/// Identity, equality and printing are those of every ``RoutableKey``.
public struct RoutableService<Protocol>: ErasableRoutableKey {
  /// `RoutableService<Any>`: every key of this type erases to one ``SwitchableKey`` family.
  public typealias Erased = RoutableService<Any>
  /// `.service`.
  @_spi(RoutableKeyStorage) public static var kind: RoutableKeyKind { .service }
  /// The key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) public let storage: RoutableKeyStorage

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { storage.key }
  /// The key with its kind, as the registry names it.
  var keyName: KeyName { KeyName(Self.kind, storage) }
  /// Builds the key. Call it only from a `where Protocol == X` extension (a static member, or the original
  /// ZRouter's `init()`).
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
/// extension RoutableServiceModule where Protocol == any NoteStoreModuleInput {
///   static var noteStoreModuleInput: Self { Self(declaredProtocol: Protocol.self) }
/// }
/// ```
/// Identity, equality and printing are those of every ``RoutableKey``.
public struct RoutableServiceModule<Protocol>: ErasableRoutableKey {
  /// `RoutableServiceModule<Any>`: every key of this type erases to one ``SwitchableKey`` family.
  public typealias Erased = RoutableServiceModule<Any>
  /// `.serviceModule`.
  @_spi(RoutableKeyStorage) public static var kind: RoutableKeyKind { .serviceModule }
  /// The key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) public let storage: RoutableKeyStorage

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { storage.key }
  /// The key with its kind, as the registry names it.
  var keyName: KeyName { KeyName(Self.kind, storage) }
  /// Builds the key. Call it only from a `where Protocol == X` extension (a static member, or the original
  /// ZRouter's `init()`).
  public init(declaredProtocol: Protocol.Type) { storage = RoutableKeyStorage(Protocol.self) }

  /// Builds the key with another name for diagnostics; the key is still `Protocol`'s metatype.
  @available(*, deprecated, message: "The name only changes diagnostics, never the key: use init(declaredProtocol:)")
  public init(declaredTypeName: String) {
    storage = RoutableKeyStorage(Protocol.self, declaredTypeName: declaredTypeName)
  }
}
