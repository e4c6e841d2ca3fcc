/// What every routable key holds: its protocol's metatype and, for diagnostics only, a name given at creation.
///
/// The metatype is looked up once, when the key is made (an existential metatype lookup is not free); the name of
/// the protocol is built only when something prints it (naming a type at run time is costly).
struct RoutableKeyStorage: Sendable {
  /// The protocol's metatype: the identity of the key.
  let protocolType: any Any.Type
  /// A name that replaces the protocol's own in diagnostics, if one was given.
  let declaredTypeName: String?

  init(_ protocolType: any Any.Type, declaredTypeName: String? = nil) {
    self.protocolType = protocolType
    self.declaredTypeName = declaredTypeName
  }

  /// The identity of the key: `A & B` and `B & A` are one metatype, `A` and `A & B` are two.
  var key: ObjectIdentifier { ObjectIdentifier(protocolType) }
  /// The name of the protocol, for diagnostics.
  var typeName: String { declaredTypeName ?? String(describing: protocolType) }
}

/// The behaviour the four routable key types share, written once: equality and hashing by protocol identity, and the
/// name the registry reports (which is also how a key prints).
///
/// Each key type only says which ``RoutableKeyKind`` it is and holds a ``RoutableKeyStorage``.
protocol RoutableKey: Hashable, Sendable {
  /// The kind of every key of this type.
  static var kind: RoutableKeyKind { get }
  /// The protocol's metatype and diagnostic name.
  var storage: RoutableKeyStorage { get }
}

extension RoutableKey {
  /// Keys are equal when their protocols are the same type; the name plays no part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage.key == rhs.storage.key }

  /// Hashes the protocol's identity only, like ``==``.
  public func hash(into hasher: inout Hasher) { hasher.combine(storage.key) }

  /// A lazily named description of this key for the registry's diagnostics.
  var keyName: KeyName { KeyName(kind: Self.kind, storage: storage) }
}
