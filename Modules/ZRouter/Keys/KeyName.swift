/// The name of a key, built only when a message needs it.
struct KeyName: Sendable, CustomStringConvertible, Comparable {
  /// The kind of key it names.
  let kind: RoutableKeyKind
  /// The key's protocol and diagnostic name.
  let storage: RoutableKeyStorage

  /// The protocol's metatype.
  var type: any Any.Type { storage.protocolType }

  static func == (lhs: KeyName, rhs: KeyName) -> Bool { lhs.description == rhs.description }
  static func < (lhs: KeyName, rhs: KeyName) -> Bool { lhs.description < rhs.description }

  var description: String { "\(kind.keyTypeName)<\(storage.typeName)>" }
}
