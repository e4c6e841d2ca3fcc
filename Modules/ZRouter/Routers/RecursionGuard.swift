import Foundation

/// Detects routers of one class nesting more than ``limit`` deep on one thread: a circular dependency.
///
/// Each thread keeps a stack of the router classes currently performing. Pushing is O(1); the stack is only scanned
/// when it is deeper than the limit, so the common case costs an append and a removal.
enum RecursionGuard {
  /// The deepest nesting allowed for routers of one class.
  static let limit = 200

  private final class Stack {
    var classes: [ObjectIdentifier] = []
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    // The destructor's pointer is optional on Linux and non-optional on Darwin; `releaseStack` takes both.
    pthread_key_create(&key) { pointer in releaseStack(pointer) }
    return key
  }()

  /// Releases the stack a thread kept under `key`, when the thread ends.
  private static func releaseStack(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(pointer)).release()
  }

  private static var stack: Stack {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Stack>.fromOpaque(pointer).takeUnretainedValue()
    }
    let stack = Stack()
    pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
    return stack
  }

  /// Enters a perform of `routerClass`; returns `false` (without entering) when that would nest too deep.
  static func enter(_ routerClass: ObjectIdentifier) -> Bool {
    let stack = stack
    if stack.classes.count >= limit, stack.classes.lazy.filter({ $0 == routerClass }).count >= limit {
      return false
    }
    stack.classes.append(routerClass)
    return true
  }

  /// Leaves the perform entered last.
  static func leave() {
    _ = stack.classes.popLast()
  }
}
