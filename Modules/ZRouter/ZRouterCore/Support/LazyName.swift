// Support/: small building blocks that every folder of the library may use (a name built on demand, a block route's
// name, the main-queue probe, the log). They depend on Foundation only, so they sit below the keys and the registry.

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
