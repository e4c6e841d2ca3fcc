/// Why a helper of ZRouterTesting could not do what the test asked.
public enum ZRouterTestingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `registerMock(_:for:)` was given a mock that does not conform to the key's protocol.
  case mockDoesNotConform(mock: String, protocol: String)
  /// A route did not reach `expected` within the time allowed; `states` are the states it went through.
  case routeNotReached(expected: String, states: [String], failures: [String])
  /// `ZIKReleaseWatch.expectReleased(timeout:)`: these objects (named with their types) were still alive.
  case notReleased([String])

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .mockDoesNotConform(let mock, let proto):
      "\(mock) does not conform to \(proto): make the mock adopt the protocol, or register it for another key."
    case .routeNotReached(let expected, let states, let failures):
      "The route was never \(expected) (states: \(states.isEmpty ? "none" : states.joined(separator: " → ")); "
        + "errors: \(failures.isEmpty ? "none" : failures.joined(separator: "; "))). Check that the recorder was "
        + "attached to the route's configuration and that the route's requirements are registered."
    case .notReleased(let names):
      "Still alive after the route ended and the test let go of it: \(names.joined(separator: ", ")). Something holds "
        + "them: look for a retain cycle, such as a closure of the route's configuration capturing the destination or "
        + "the performer strongly, or a reference the test itself still keeps."
    }
  }
}
