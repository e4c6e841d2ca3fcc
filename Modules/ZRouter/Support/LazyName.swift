// Support: small building blocks every folder of the library may use (a deferred name, the log, the main-queue
// probe). They depend on Foundation only, never on the registry, the routers or the views.

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
