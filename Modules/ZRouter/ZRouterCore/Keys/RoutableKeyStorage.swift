import Foundation

/// What every routable key holds: its protocol's metatype and, for diagnostics only, a name given at creation.
///
/// The metatype is looked up once, when the key is made (an existential metatype lookup is not free); the name of
/// the protocol is built only when a message needs it (naming a type at run time is costly). The key's kind is not
/// stored: each key type knows its own. A given name is kept once per process in ``DeclaredTypeNames`` and the key
/// holds its number, so a key is plain data, copied without reference counting wherever the registry stores it.
@_spi(RoutableKeyStorage) public struct RoutableKeyStorage: Sendable {
  /// The protocol's metatype: the identity of the key.
  let type: any Any.Type
  /// The number of the name that replaces the protocol's own in diagnostics (see ``DeclaredTypeNames``), or 0.
  private let declaredTypeNameNumber: UInt32

  init(_ type: any Any.Type, declaredTypeName: String? = nil) {
    self.type = type
    declaredTypeNameNumber = declaredTypeName.map(DeclaredTypeNames.number(of:)) ?? 0
  }

  /// The storage of the key whose identity is `identity` (without a declared name): a key's identity is its
  /// metatype's address, so the metatype is recovered from it. Lets the hot path pass a key as one word and still
  /// name it in a message.
  init(identity: ObjectIdentifier) {
    self.init(unsafeBitCast(identity, to: Any.Type.self))
  }

  /// The identity of the key: `A & B` and `B & A` are one metatype, `A` and `A & B` are two.
  var key: ObjectIdentifier { ObjectIdentifier(type) }
  /// A name that replaces the protocol's own in diagnostics, if one was given.
  var declaredTypeName: String? { DeclaredTypeNames.name(numbered: declaredTypeNameNumber) }
  /// The name of the protocol, for diagnostics.
  var typeName: String { declaredTypeName ?? String(describing: type) }
}

/// The names given to keys with `init(declaredTypeName:)`, each kept once for the life of the process and numbered
/// from 1, so keys carry a number instead of a string.
enum DeclaredTypeNames {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var names: [String] = []
  nonisolated(unsafe) private static var numbers: [String: UInt32] = [:]

  /// The number of `name`, given on its first use.
  static func number(of name: String) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    if let number = numbers[name] { return number }
    names.append(name)
    let number = UInt32(names.count)
    numbers[name] = number
    return number
  }

  /// The name numbered `number`, or `nil` for 0.
  static func name(numbered number: UInt32) -> String? {
    guard number != 0 else { return nil }
    lock.lock()
    defer { lock.unlock() }
    return names[Int(number) - 1]
  }
}
