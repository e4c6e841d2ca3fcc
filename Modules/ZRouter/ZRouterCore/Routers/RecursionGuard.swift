import Foundation

/// Detects routers of one class nesting more than ``limit`` deep on one thread: a circular dependency.
///
/// Each thread keeps a stack of the router classes currently performing. Pushing is O(1); the stack is only scanned
/// when it is deeper than the limit, so the common case costs a store and an increment. The stack lives in memory
/// owned by the thread (freed when it exits) and is reached through raw pointers, so entering and leaving involve
/// no reference counting and no exclusivity checks.
///
/// The same per-thread memory keeps one spare default ``ZIKPerformRouteConfiguration`` for direct calls of simple
/// registrations' factories (``enterDirectMaking(_:)``): a factory that neither kept nor changed the configuration it
/// was given leaves it as good as new, so the next direct call on the thread reuses it instead of allocating one.
enum RecursionGuard {
  /// The deepest nesting allowed for routers of one class.
  static let limit = 200

  /// One thread's stack: `count` entries at `entries`, room for `capacity`.
  private struct Stack {
    var count = 0
    var capacity = 0
    var entries: UnsafeMutablePointer<ObjectIdentifier>?
    /// A default configuration no one else references, for the next direct factory call on this thread.
    var spareConfiguration: ZIKPerformRouteConfiguration?
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    // The destructor's pointer is optional on Linux and non-optional on Darwin; `releaseStack` takes both.
    pthread_key_create(&key) { pointer in releaseStack(pointer) }
    return key
  }()

  /// Frees the stack a thread kept under `key`, when the thread ends.
  private static func releaseStack(_ pointer: UnsafeMutableRawPointer?) {
    guard let stack = pointer?.assumingMemoryBound(to: Stack.self) else { return }
    stack.pointee.entries?.deallocate()
    stack.deinitialize(count: 1)
    stack.deallocate()
  }

  /// This thread's stack, made on first use.
  private static var stack: UnsafeMutablePointer<Stack> {
    if let pointer = pthread_getspecific(key) { return pointer.assumingMemoryBound(to: Stack.self) }
    let stack = UnsafeMutablePointer<Stack>.allocate(capacity: 1)
    stack.initialize(to: Stack())
    pthread_setspecific(key, stack)
    return stack
  }

  /// Enters a perform of `routerClass`; returns `false` (without entering) when that would nest too deep.
  static func enter(_ routerClass: ObjectIdentifier) -> Bool {
    push(routerClass, on: stack)
  }

  /// Enters a direct factory call of `routerClass` and returns the default configuration to pass the factory: the
  /// thread's spare one, taken out of its slot (so a nested call gets another), or a new one. `nil` (without entering)
  /// when that would nest too deep. Leave with ``leaveDirectMaking(returning:)``.
  static func enterDirectMaking(_ routerClass: ObjectIdentifier) -> ZIKPerformRouteConfiguration? {
    let stack = stack
    guard push(routerClass, on: stack) else { return nil }
    var spare: ZIKPerformRouteConfiguration? = nil
    swap(&spare, &stack.pointee.spareConfiguration)
    return spare ?? ZIKPerformRouteConfiguration()
  }

  /// Leaves a direct factory call and keeps `configuration` as the thread's spare (taking it out of the variable) when
  /// nothing else references it and it still holds only defaults (the factory neither kept nor changed it).
  static func leaveDirectMaking(returning configuration: inout ZIKPerformRouteConfiguration?) {
    let stack = stack
    if stack.pointee.count > 0 { stack.pointee.count -= 1 }
    if stack.pointee.spareConfiguration == nil, isKnownUniquelyReferenced(&configuration),
      configuration?.holdsOnlyDefaults == true
    {
      swap(&stack.pointee.spareConfiguration, &configuration)
    }
  }

  /// Pushes `routerClass` on `stack`; `false` (without pushing) when that would nest too deep.
  @inline(__always)
  private static func push(_ routerClass: ObjectIdentifier, on stack: UnsafeMutablePointer<Stack>) -> Bool {
    let count = stack.pointee.count
    if count >= limit, let entries = stack.pointee.entries,
      UnsafeBufferPointer(start: entries, count: count).lazy.filter({ $0 == routerClass }).count >= limit
    {
      return false
    }
    if count == stack.pointee.capacity { grow(stack) }
    stack.pointee.entries.unsafelyUnwrapped[count] = routerClass
    stack.pointee.count = count + 1
    return true
  }

  /// Leaves the perform entered last.
  static func leave() {
    let stack = stack
    if stack.pointee.count > 0 { stack.pointee.count -= 1 }
  }

  /// Doubles the room of `stack` (at least 16 entries).
  private static func grow(_ stack: UnsafeMutablePointer<Stack>) {
    let capacity = max(16, stack.pointee.capacity * 2)
    let entries = UnsafeMutablePointer<ObjectIdentifier>.allocate(capacity: capacity)
    if let old = stack.pointee.entries {
      entries.moveInitialize(from: old, count: stack.pointee.count)
      old.deallocate()
    }
    stack.pointee.entries = entries
    stack.pointee.capacity = capacity
  }
}
