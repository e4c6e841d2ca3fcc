/// A routable key for a view *destination* protocol.
///
/// Only protocols declared routable can build a key, so an undeclared protocol is a compile error:
/// ```swift
/// extension RoutableView where Protocol == EditorViewInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// Router.perform(to: RoutableView<EditorViewInput>(), path: .push(from: self))
/// ```
/// The key's identity is `ObjectIdentifier(Protocol.self)`: `A & B` and `B & A` are one key; `A` and `A & B` are two.
public struct RoutableView<Protocol>: Hashable, Sendable, CustomStringConvertible {
  /// The protocol's metatype, looked up once (an existential metatype lookup is not free).
  private let protocolType: any Any.Type
  /// The name given by `init(declaredTypeName:)`, if any (diagnostics only).
  private let declaredTypeName: String?

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { ObjectIdentifier(protocolType) }
  /// The protocol's name, for diagnostics only (computed on demand: naming a type is costly).
  public var typeName: String { declaredTypeName ?? String(describing: protocolType) }

  /// Unavailable: declare the protocol routable in a constrained extension first.
  @available(*, unavailable, message: "Protocol is not declared as routable")
  public init() { fatalError("Protocol is not declared as routable") }

  /// Builds the key. Call it only from the `init()` of a `where Protocol == X` extension.
  public init(declaredProtocol: Protocol.Type) {
    protocolType = Protocol.self
    declaredTypeName = nil
  }

  /// Kept for source compatibility: the name is diagnostic only, the key is still `Protocol`'s metatype.
  public init(declaredTypeName: String) {
    protocolType = Protocol.self
    self.declaredTypeName = declaredTypeName
  }

  public var description: String { "RoutableView<\(typeName)>" }

  /// Keys are equal when their protocols are the same type; the name plays no part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// A lazily named description of this key for the registry's diagnostics.
  var keyName: KeyName { KeyName(prefix: "RoutableView", type: protocolType, declaredTypeName: declaredTypeName) }
}

/// A routable key for a view *module* protocol: the protocol is adopted by the router's configuration.
///
/// ```swift
/// extension RoutableViewModule where Protocol == EditorModuleInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// ```
public struct RoutableViewModule<Protocol>: Hashable, Sendable, CustomStringConvertible {
  /// The protocol's metatype, looked up once (an existential metatype lookup is not free).
  private let protocolType: any Any.Type
  /// The name given by `init(declaredTypeName:)`, if any (diagnostics only).
  private let declaredTypeName: String?

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { ObjectIdentifier(protocolType) }
  /// The protocol's name, for diagnostics only (computed on demand: naming a type is costly).
  public var typeName: String { declaredTypeName ?? String(describing: protocolType) }

  /// Unavailable: declare the protocol routable in a constrained extension first.
  @available(*, unavailable, message: "Protocol is not declared as routable")
  public init() { fatalError("Protocol is not declared as routable") }

  /// Builds the key. Call it only from the `init()` of a `where Protocol == X` extension.
  public init(declaredProtocol: Protocol.Type) {
    protocolType = Protocol.self
    declaredTypeName = nil
  }

  /// Kept for source compatibility: the name is diagnostic only, the key is still `Protocol`'s metatype.
  public init(declaredTypeName: String) {
    protocolType = Protocol.self
    self.declaredTypeName = declaredTypeName
  }

  public var description: String { "RoutableViewModule<\(typeName)>" }

  /// Keys are equal when their protocols are the same type; the name plays no part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// A lazily named description of this key for the registry's diagnostics.
  var keyName: KeyName { KeyName(prefix: "RoutableViewModule", type: protocolType, declaredTypeName: declaredTypeName) }
}

/// A routable key for a service *destination* protocol.
///
/// ```swift
/// extension RoutableService where Protocol == NoteStoreInput {
///   init() { self.init(declaredProtocol: Protocol.self) }
/// }
/// let store = Router.makeDestination(to: RoutableService<NoteStoreInput>())
/// ```
public struct RoutableService<Protocol>: Hashable, Sendable, CustomStringConvertible {
  /// The protocol's metatype, looked up once (an existential metatype lookup is not free).
  private let protocolType: any Any.Type
  /// The name given by `init(declaredTypeName:)`, if any (diagnostics only).
  private let declaredTypeName: String?

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { ObjectIdentifier(protocolType) }
  /// The protocol's name, for diagnostics only (computed on demand: naming a type is costly).
  public var typeName: String { declaredTypeName ?? String(describing: protocolType) }

  /// Unavailable: declare the protocol routable in a constrained extension first.
  @available(*, unavailable, message: "Protocol is not declared as routable")
  public init() { fatalError("Protocol is not declared as routable") }

  /// Builds the key. Call it only from the `init()` of a `where Protocol == X` extension.
  public init(declaredProtocol: Protocol.Type) {
    protocolType = Protocol.self
    declaredTypeName = nil
  }

  /// Kept for source compatibility: the name is diagnostic only, the key is still `Protocol`'s metatype.
  public init(declaredTypeName: String) {
    protocolType = Protocol.self
    self.declaredTypeName = declaredTypeName
  }

  public var description: String { "RoutableService<\(typeName)>" }

  /// Keys are equal when their protocols are the same type; the name plays no part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// A lazily named description of this key for the registry's diagnostics.
  var keyName: KeyName { KeyName(prefix: "RoutableService", type: protocolType, declaredTypeName: declaredTypeName) }
}

/// A routable key for a service *module* protocol: the protocol is adopted by the router's configuration.
public struct RoutableServiceModule<Protocol>: Hashable, Sendable, CustomStringConvertible {
  /// The protocol's metatype, looked up once (an existential metatype lookup is not free).
  private let protocolType: any Any.Type
  /// The name given by `init(declaredTypeName:)`, if any (diagnostics only).
  private let declaredTypeName: String?

  /// The identity of the key: the protocol's metatype.
  public var key: ObjectIdentifier { ObjectIdentifier(protocolType) }
  /// The protocol's name, for diagnostics only (computed on demand: naming a type is costly).
  public var typeName: String { declaredTypeName ?? String(describing: protocolType) }

  /// Unavailable: declare the protocol routable in a constrained extension first.
  @available(*, unavailable, message: "Protocol is not declared as routable")
  public init() { fatalError("Protocol is not declared as routable") }

  /// Builds the key. Call it only from the `init()` of a `where Protocol == X` extension.
  public init(declaredProtocol: Protocol.Type) {
    protocolType = Protocol.self
    declaredTypeName = nil
  }

  /// Kept for source compatibility: the name is diagnostic only, the key is still `Protocol`'s metatype.
  public init(declaredTypeName: String) {
    protocolType = Protocol.self
    self.declaredTypeName = declaredTypeName
  }

  public var description: String { "RoutableServiceModule<\(typeName)>" }

  /// Keys are equal when their protocols are the same type; the name plays no part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// A lazily named description of this key for the registry's diagnostics.
  var keyName: KeyName {
    KeyName(prefix: "RoutableServiceModule", type: protocolType, declaredTypeName: declaredTypeName)
  }
}

/// The name of a key, built only when a message needs it.
struct KeyName: Sendable, CustomStringConvertible, Comparable {
  let prefix: StaticString
  let type: any Any.Type
  let declaredTypeName: String?

  static func == (lhs: KeyName, rhs: KeyName) -> Bool { lhs.description == rhs.description }
  static func < (lhs: KeyName, rhs: KeyName) -> Bool { lhs.description < rhs.description }

  var description: String { "\(prefix)<\(declaredTypeName ?? String(describing: type))>" }
}
