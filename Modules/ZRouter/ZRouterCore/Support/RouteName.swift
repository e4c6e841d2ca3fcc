// Support/: small building blocks that every folder of the library may use (a name built on demand, a block route's
// name, the main-queue probe, the log, outside text clipped for messages). They depend on Foundation only, so they sit below the keys and the registry.

import Foundation

/// The name of a block route: the destination class until `nameAs(_:)` sets one. Shared by the route and its
/// router type, readable from any thread.
final class RouteName: @unchecked Sendable {
  /// One lock for every route name: names change only at registration and are read only for messages.
  private static let lock = NSLock()
  private var lock: NSLock { Self.lock }
  private var given: String?
  private var subject: (any Any.Type)?

  init(subject: (any Any.Type)?) {
    self.subject = subject
  }

  /// Names the route explicitly.
  func set(_ name: String) {
    lock.lock()
    given = name
    lock.unlock()
  }

  /// Names the route after a type, unless it was named explicitly.
  func set(subject: any Any.Type) {
    lock.lock()
    if given == nil { self.subject = subject }
    lock.unlock()
  }

  var name: String {
    lock.lock()
    let (given, subject) = (self.given, self.subject)
    lock.unlock()
    return given ?? subject.map { String(describing: $0) } ?? "route"
  }
}
