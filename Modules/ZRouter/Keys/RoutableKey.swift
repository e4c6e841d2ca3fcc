/// The behaviour the four routable key types share, written once: equality and hashing by protocol identity.
///
/// Each key type only holds a ``KeyName`` (its kind, protocol and diagnostic name) and forwards its public members
/// to it.
protocol RoutableKey: Hashable, Sendable {
  /// The key's kind, protocol and diagnostic name.
  var keyName: KeyName { get }
}

extension RoutableKey {
  /// Keys are equal when their protocols are the same type; the name plays no part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.keyName.key == rhs.keyName.key }

  /// Hashes the protocol's identity only, like ``==``.
  public func hash(into hasher: inout Hasher) { hasher.combine(keyName.key) }
}
