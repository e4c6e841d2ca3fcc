/// Why a helper of ZRouterTesting could not do what the test asked.
public enum ZRouterTestingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `registerMock(_:for:)` was given a mock that does not conform to the key's protocol.
  case mockDoesNotConform(mock: String, protocol: String)
  /// A route did not reach `expected` within the time allowed; `states` are the states it went through.
  case routeNotReached(expected: String, states: [String], failures: [String])

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .mockDoesNotConform(let mock, let proto):
      "\(mock) does not conform to \(proto): make the mock adopt the protocol, or register it for another key."
    case .routeNotReached(let expected, let states, let failures):
      "The route was never \(expected) (states: \(states.isEmpty ? "none" : states.joined(separator: " → ")); "
        + "errors: \(failures.isEmpty ? "none" : failures.joined(separator: "; "))). Check that the recorder was "
        + "attached to the route's configuration and that the route's requirements are registered."
    }
  }
}
