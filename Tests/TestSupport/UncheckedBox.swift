/// Hands a thread-safe value whose type does not say so (a protocol existential of a locked class) to a `@Sendable`
/// closure such as `DispatchQueue.concurrentPerform`'s.
public struct UncheckedBox<Value>: @unchecked Sendable {
  /// The value.
  public let value: Value
  /// Boxes `value`.
  public init(_ value: Value) { self.value = value }
}
