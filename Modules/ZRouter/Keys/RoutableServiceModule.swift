/// A routable key for a service *module* protocol: the protocol is adopted by the router's configuration.
///
/// ```swift
/// extension RoutableServiceModule where Protocol == NoteStoreModuleInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
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
  /// Wraps the key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) public init(storage: RoutableKeyStorage) { self.storage = storage }

  /// Builds the key. Call it only from the `init()` of a `where Protocol == X` extension.
  public init(declaredProtocol: Protocol.Type) { storage = RoutableKeyStorage(Protocol.self) }

  /// Builds the key with another name for diagnostics; the key is still `Protocol`'s metatype.
  @available(*, deprecated, message: "The name only changes diagnostics, never the key: use init(declaredProtocol:)")
  public init(declaredTypeName: String) {
    storage = RoutableKeyStorage(Protocol.self, declaredTypeName: declaredTypeName)
  }
}
