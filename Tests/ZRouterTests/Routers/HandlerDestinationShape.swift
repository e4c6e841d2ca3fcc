import Foundation

/// What a handler received as its destination, so a test can tell a real `nil` from an empty optional wrapped in
/// `Any` (which compares unequal to `nil` although it holds nothing).
enum HandlerDestinationShape: Equatable, CustomStringConvertible {
  /// A real `nil`.
  case none
  /// An `Optional` inside the `Any`: the bug these tests guard against.
  case wrappedOptional
  /// An object of this class.
  case object(String)

  init(_ destination: Any?) {
    guard let destination else {
      self = .none
      return
    }
    if Mirror(reflecting: destination).displayStyle == .optional {
      self = .wrappedOptional
    } else {
      self = .object(String(describing: type(of: destination)))
    }
  }

  var description: String {
    switch self {
    case .none: "nil"
    case .wrappedOptional: "Optional inside Any"
    case .object(let name): name
    }
  }
}

/// Records the destination shape every handler received, in order.
final class HandlerDestinationLog {
  private(set) var entries: [String] = []

  func record(_ handler: String, _ destination: Any?) {
    entries.append("\(handler): \(HandlerDestinationShape(destination))")
  }
}
