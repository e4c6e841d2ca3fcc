/// What every routable key holds: its protocol's metatype and, for diagnostics only, a name given at creation.
///
/// The metatype is looked up once, when the key is made (an existential metatype lookup is not free); the name of
/// the protocol is built only when a message needs it (naming a type at run time is costly). The key's kind is not
/// stored: each key type knows its own, so a key stays two words and an optional string.
@_spi(RoutableKeyStorage) public struct RoutableKeyStorage: Sendable {
  /// The protocol's metatype: the identity of the key.
  let type: any Any.Type
  /// A name that replaces the protocol's own in diagnostics, if one was given.
  let declaredTypeName: String?

  init(_ type: any Any.Type, declaredTypeName: String? = nil) {
    self.type = type
    self.declaredTypeName = declaredTypeName
  }

  /// The identity of the key: `A & B` and `B & A` are one metatype, `A` and `A & B` are two.
  var key: ObjectIdentifier { ObjectIdentifier(type) }
  /// The name of the protocol, for diagnostics.
  var typeName: String { declaredTypeName ?? String(describing: type) }
}
