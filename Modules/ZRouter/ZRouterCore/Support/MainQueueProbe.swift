// Support/: small building blocks that every folder of the library may use (a name built on demand, a block route's
// name, the main-queue probe, the log). They depend on Foundation only, so they sit below the keys and the registry.

import Dispatch
import Foundation

/// Whether the caller runs on the main queue, hence on the main actor.
///
/// `Thread.isMainThread` is not enough: on Linux, once the process called `dispatchMain()` (async `main`, test
/// runners), main-queue jobs and `@MainActor` code run on another thread. A queue-specific value set on the main queue
/// is visible on whichever thread drains it.
enum MainQueueProbe {
  /// The key, boxed: `DispatchSpecificKey` is `Sendable` on Linux but not in Apple's SDKs. It is written once (by the
  /// lazy initializer of `marker`) and only read afterwards, so sharing it across threads is safe.
  private struct Marker: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()
  }

  private static let marker: Marker = {
    let marker = Marker()
    DispatchQueue.main.setSpecific(key: marker.key, value: true)
    return marker
  }()

  /// `true` on the main thread and inside any job of the main queue.
  static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: marker.key) == true
  }
}
