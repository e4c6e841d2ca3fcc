/// A routable key for a service *module* protocol: the protocol is adopted by the router's configuration.
///
/// ```swift
/// extension RoutableServiceModule where Protocol == NoteStoreModuleInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// ```
/// Identity, equality and printing are those of every ``RoutableKey``.
public struct RoutableServiceModule<Protocol>: RoutableKey {
  /// `RoutableServiceModule<Any>`: every key of this type erases to one ``SwitchableKey`` family.
  public typealias Erased = RoutableServiceModule<Any>
  /// `.serviceModule`.
  @_spi(RoutableKeyStorage) public static var kind: RoutableKeyKind { .serviceModule }
  /// The key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) public let storage: RoutableKeyStorage
  /// Wraps the key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) public init(storage: RoutableKeyStorage) { self.storage = storage }
}
