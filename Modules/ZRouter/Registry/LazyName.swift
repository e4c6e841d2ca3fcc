import Foundation

/// A name built only when a message or a route table needs it: naming a type at run time is costly, and
/// registration and lookups must stay cheap.
struct LazyName: Sendable, CustomStringConvertible, Comparable {
  private let make: @Sendable () -> String

  init(_ make: @escaping @Sendable () -> String) {
    self.make = make
  }

  var description: String { make() }

  static func == (lhs: LazyName, rhs: LazyName) -> Bool { lhs.description == rhs.description }
  static func < (lhs: LazyName, rhs: LazyName) -> Bool { lhs.description < rhs.description }
}

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
