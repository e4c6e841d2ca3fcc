import Foundation

/// The registry's lock: a bare `pthread_mutex_t`, taken on every lookup (but those a finished registry answers from its
/// `FrozenRoutes` snapshot).
///
/// `NSLock` does the same job with more calls on the way (a lookup took and released it in about a hundred
/// instructions more on Linux); the registry needs nothing but `lock` and `unlock`. Not recursive: never take it
/// twice on one thread.
final class RegistryLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Waits for the lock and takes it.
  @inline(__always)
  func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock taken by this thread.
  @inline(__always)
  func unlock() { pthread_mutex_unlock(mutex) }
}
