import Foundation

/// An array several threads can append to; tests read it after the threads are done.
final class LockedArray<Element: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable`: `storage` is only touched while `lock` is held.
  private let lock = NSLock()
  private var storage: [Element] = []

  func append(_ element: Element) {
    lock.lock()
    defer { lock.unlock() }
    storage.append(element)
  }

  var values: [Element] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

/// Hands a store to `DispatchQueue.concurrentPerform`'s `@Sendable` closure. Both stores are thread-safe
/// (`@unchecked Sendable` classes), but the protocol existential does not say so.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
