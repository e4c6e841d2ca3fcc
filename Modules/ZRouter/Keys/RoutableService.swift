/// A routable key for a service *destination* protocol.
///
/// ```swift
/// extension RoutableService where Protocol == NoteStoreInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// let store = Router.makeDestination(to: RoutableService<NoteStoreInput>())
/// ```
/// Identity, equality and printing are those of every ``RoutableKey``.
public struct RoutableService<Protocol>: ErasableRoutableKey {
  /// `RoutableService<Any>`: every key of this type erases to one ``SwitchableKey`` family.
  public typealias Erased = RoutableService<Any>
  /// `.service`.
  @_spi(RoutableKeyStorage) public static var kind: RoutableKeyKind { .service }
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
