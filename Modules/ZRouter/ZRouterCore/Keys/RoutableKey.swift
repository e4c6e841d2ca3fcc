/// A routable key: a protocol declared routable, identified by its metatype.
///
/// ``RoutableView``, ``RoutableViewModule``, ``RoutableService`` and ``RoutableServiceModule`` are the conforming
/// types; each only says which kind of key it is, and every member they share is written once in this protocol's
/// extension. Only protocols declared routable can build a key, so an undeclared protocol is a compile error:
/// ```swift
/// extension RoutableView where Protocol == any EditorViewInput {
///   static var editorViewInput: Self { Self(declaredProtocol: Protocol.self) }
/// }
/// Router.perform(to: .editorViewInput, path: .push(from: self))
/// ```
/// The key's identity is `ObjectIdentifier(Protocol.self)`: `A & B` and `B & A` are one key; `A` and `A & B` are two.
/// Two keys are equal when their protocols are, and a key prints as `RoutableView<EditorViewInput>`.
///
/// The protocol has no associated type, so a key type's conformance is one constant witness table: creating,
/// registering or looking up a key of a new protocol makes nothing at run time (an app has thousands of protocols).
/// That is why each key type declares its own `init(declaredProtocol:)`, the one member that names `Protocol`, and why
/// the erased family lives in ``ErasableRoutableKey``.
public protocol RoutableKey: Hashable, Sendable, CustomStringConvertible {
  /// Which of the four key types this is.
  @_spi(RoutableKeyStorage) static var kind: RoutableKeyKind { get }
  /// The key's protocol and diagnostic name.
  @_spi(RoutableKeyStorage) var storage: RoutableKeyStorage { get }
}

extension RoutableKey {
  /// Unavailable: declare the protocol routable in a constrained extension first.
  @available(*, unavailable, message: "Protocol is not declared as routable")
  public init() { fatalError("Protocol is not declared as routable") }

  /// The protocol's name, for diagnostics only (computed on demand: naming a type is costly).
  public var typeName: String { storage.typeName }
  /// The key type and the protocol's name, such as `RoutableView<EditorViewInput>`.
  public var description: String { KeyName(Self.kind, storage).description }

  /// Keys are equal when their protocols are the same type; the name plays no part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage.key == rhs.storage.key }

  /// Hashes the protocol's identity only, like `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(storage.key) }
}

/// A routable key that erases to a family of ``SwitchableKey`` (`RoutableView<P>` to `SwitchableView`).
///
/// Apart from ``RoutableKey`` because an associated type makes the run time build a witness table for each key type
/// on first use: only erasing a key into a switchable one pays for it, never registering or routing.
public protocol ErasableRoutableKey: RoutableKey {
  /// This key type with its protocol erased (`RoutableView<Any>` for every `RoutableView<P>`): the family that
  /// ``SwitchableKey`` is generic over.
  associatedtype Erased: RoutableKey
}
