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
public struct RoutableView<Protocol>: RoutableKey {
  /// `RoutableView<Any>`: every key of this type erases to one ``SwitchableKey`` family.
  public typealias Erased = RoutableView<Any>
  /// `.view`.
  @_spi(RoutableKeyStorage) public static var kind: RoutableKeyKind { .view }
  /// The key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) public let storage: RoutableKeyStorage
  /// Wraps the key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) public init(storage: RoutableKeyStorage) { self.storage = storage }
}
