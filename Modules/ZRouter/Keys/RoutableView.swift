/// A routable key for a view *destination* protocol.
///
/// Only protocols declared routable can build a key, so an undeclared protocol is a compile error:
/// ```swift
/// extension RoutableView where Protocol == EditorViewInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// Router.perform(to: RoutableView<EditorViewInput>(), path: .push(from: self))
/// ```
/// Identity, equality and printing are those of every ``RoutableKey``.
public struct RoutableView<Protocol>: ErasableRoutableKey {
  /// `RoutableView<Any>`: every key of this type erases to one ``SwitchableKey`` family.
  public typealias Erased = RoutableView<Any>
  /// `.view`.
  @_spi(RoutableKeyStorage) public static var kind: RoutableKeyKind { .view }
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
