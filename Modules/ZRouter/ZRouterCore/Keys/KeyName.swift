/// A key as the registry and the switchable keys keep it: its kind and its storage (protocol and given name), named
/// only when a message needs it.
struct KeyName: Sendable, CustomStringConvertible, Comparable {
  /// The kind of key.
  let kind: RoutableKeyKind
  /// The key's protocol and diagnostic name.
  let storage: RoutableKeyStorage

  init(_ kind: RoutableKeyKind, _ storage: RoutableKeyStorage) {
    self.kind = kind
    self.storage = storage
  }

  /// The protocol's metatype.
  var type: any Any.Type { storage.type }
  /// The identity of the key.
  var key: ObjectIdentifier { storage.key }
  /// The name of the protocol, for diagnostics.
  var typeName: String { storage.typeName }

  /// `RoutableView<EditorViewInput>`: the key type and the protocol's name.
  var description: String { "\(kind.keyTypeName)<\(storage.typeName)>" }

  static func == (lhs: KeyName, rhs: KeyName) -> Bool { lhs.description == rhs.description }
  static func < (lhs: KeyName, rhs: KeyName) -> Bool { lhs.description < rhs.description }
}
