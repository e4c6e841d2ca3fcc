import Foundation

/// An array several threads can append to; tests read it after the threads are done.
public final class LockedArray<Element: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable`: `storage` is only touched while `lock` is held.
  private let lock = NSLock()
  private var storage: [Element] = []

  /// An empty array.
  public init() {}

  /// Appends an element.
  public func append(_ element: Element) { lock.withLock { storage.append(element) } }

  /// The elements appended so far, in order.
  public var values: [Element] { lock.withLock { storage } }
}
