/// What every routable key and switchable key holds: its kind, its protocol's metatype and, for diagnostics only, a
/// name given at creation. The registry stores it to name keys in its messages.
///
/// The metatype is looked up once, when the key is made (an existential metatype lookup is not free); the name of
/// the protocol is built only when a message needs it (naming a type at run time is costly).
struct KeyName: Sendable, CustomStringConvertible, Comparable {
  /// The kind of key.
  let kind: RoutableKeyKind
  /// The protocol's metatype: the identity of the key.
  let type: any Any.Type
  /// A name that replaces the protocol's own in diagnostics, if one was given.
  let declaredTypeName: String?

  init(_ kind: RoutableKeyKind, _ type: any Any.Type, declaredTypeName: String? = nil) {
    self.kind = kind
    self.type = type
    self.declaredTypeName = declaredTypeName
  }

  /// The identity of the key: `A & B` and `B & A` are one metatype, `A` and `A & B` are two.
  var key: ObjectIdentifier { ObjectIdentifier(type) }
  /// The name of the protocol, for diagnostics.
  var typeName: String { declaredTypeName ?? String(describing: type) }

  /// `RoutableView<EditorViewInput>`: the key type and the protocol's name.
  var description: String { "\(kind.keyTypeName)<\(typeName)>" }

  static func == (lhs: KeyName, rhs: KeyName) -> Bool { lhs.description == rhs.description }
  static func < (lhs: KeyName, rhs: KeyName) -> Bool { lhs.description < rhs.description }
}
