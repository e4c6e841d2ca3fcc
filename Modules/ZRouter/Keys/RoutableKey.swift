/// The behaviour the four routable key types share, written once: equality and hashing by protocol identity.
///
/// Each key type holds a ``RoutableKeyStorage`` and forwards its public members to it.
protocol RoutableKey: Hashable, Sendable {
  /// The key's protocol and diagnostic name.
  var storage: RoutableKeyStorage { get }
}

extension RoutableKey {
  /// Keys are equal when their protocols are the same type; the name plays no part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage.key == rhs.storage.key }

  /// Hashes the protocol's identity only, like ``==``.
  public func hash(into hasher: inout Hasher) { hasher.combine(storage.key) }
}
