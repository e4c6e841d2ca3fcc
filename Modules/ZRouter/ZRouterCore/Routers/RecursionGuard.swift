import Foundation

/// Detects routers of one class nesting more than ``limit`` deep on one thread: a circular dependency.
///
/// Each thread keeps a stack of the router classes currently performing. Pushing is O(1); the stack is only scanned
/// when it is deeper than the limit, so the common case costs a store and an increment. The stack lives in memory
/// owned by the thread (freed when it exits) and is reached through raw pointers, so entering and leaving involve
/// no reference counting and no exclusivity checks.
///
/// The same per-thread memory keeps one spare default ``ZIKPerformRouteConfiguration`` for direct calls of simple
/// registrations' factories (``makingDirectly(_:_:)``): a factory that neither kept nor changed the configuration it
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
    /// Whether a direct factory call in progress on this thread holds ``spareConfiguration``.
    var spareInUse = false
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
  private static var stack: UnsafeMutablePointer<Stack> { stack(under: key) }

  /// The thread-specific key of the stacks, for callers that keep it (``stack`` reads it through a one-time
  /// initialization check on every use).
  static var threadKey: pthread_key_t { key }

  /// This thread's stack, kept under `key` (which must be ``threadKey``), made on first use.
  @inline(__always)
  private static func stack(under key: pthread_key_t) -> UnsafeMutablePointer<Stack> {
    if let pointer = pthread_getspecific(key) { return pointer.assumingMemoryBound(to: Stack.self) }
    return makeStack(under: key)
  }

  /// Makes this thread's stack.
  private static func makeStack(under key: pthread_key_t) -> UnsafeMutablePointer<Stack> {
    let stack = UnsafeMutablePointer<Stack>.allocate(capacity: 1)
    stack.initialize(to: Stack())
    pthread_setspecific(key, stack)
    return stack
  }

  /// Enters a perform of `routerClass`; returns `false` (without entering) when that would nest too deep.
  static func enter(_ routerClass: ObjectIdentifier) -> Bool {
    push(routerClass, on: stack)
  }

  /// Calls `body` as a direct factory call of `routerClass`, entered on this thread's stack for its duration, with a
  /// default configuration for the factory; `nil`, without calling `body`, when that would nest too deep.
  ///
  /// The configuration is the thread's spare one, lent (no reference counting on the way) unless a call in progress
  /// on this thread holds it, when a nested call gets a new one. After the call the spare stays for the next call
  /// only if nothing else references it and it still holds only defaults (the factory neither kept nor changed it).
  /// One read of the thread's memory serves entering, lending and leaving.
  /// `threadKey`, when given, must be ``threadKey`` (read once by the caller).
  @inline(__always)
  static func makingDirectly<R>(
    _ routerClass: ObjectIdentifier, threadKey: pthread_key_t? = nil, _ body: (ZIKPerformRouteConfiguration) -> R
  ) -> R? {
    let stack = stack(under: threadKey ?? key)
    guard push(routerClass, on: stack) else { return nil }
    defer { stack.pointee.count -= 1 }
    guard !stack.pointee.spareInUse, let spare = stack.pointee.spareConfiguration.map(Unmanaged.passUnretained) else {
      return makingWithOwnConfiguration(on: stack, body)
    }
    stack.pointee.spareInUse = true
    let result = spare._withUnsafeGuaranteedRef(body)
    stack.pointee.spareInUse = false
    if !isKnownUniquelyReferenced(&stack.pointee.spareConfiguration)
      || !spare._withUnsafeGuaranteedRef(\.holdsOnlyDefaults)
    {
      stack.pointee.spareConfiguration = nil
    }
    return result
  }

  /// ``makingDirectly(_:_:)`` when the thread has no spare configuration to lend: `body` gets a new one, which becomes
  /// the spare afterwards if the slot is free and the factory neither kept nor changed it.
  private static func makingWithOwnConfiguration<R>(
    on stack: UnsafeMutablePointer<Stack>, _ body: (ZIKPerformRouteConfiguration) -> R
  ) -> R {
    var configuration: ZIKPerformRouteConfiguration? = ZIKPerformRouteConfiguration()
    let result = body(configuration.unsafelyUnwrapped)
    if !stack.pointee.spareInUse, stack.pointee.spareConfiguration == nil, isKnownUniquelyReferenced(&configuration),
      configuration?.holdsOnlyDefaults == true
    {
      swap(&stack.pointee.spareConfiguration, &configuration)
    }
    return result
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
