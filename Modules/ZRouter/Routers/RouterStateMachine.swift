/// The state of one router and the rule that every change is reported to the perform configuration's `stateNotifier`.
struct RouterStateMachine {
  private(set) var state: ZIKRouterState = .unrouted
  private(set) var preState: ZIKRouterState = .unrouted

  /// Moves to `newState` and reports `(old, new)`; does nothing when the state does not change.
  /// Entering `.removed` empties the configuration's user info.
  mutating func move(to newState: ZIKRouterState, configuration: ZIKPerformRouteConfiguration) {
    guard newState != state else { return }
    let old = state
    preState = old
    state = newState
    if newState == .removed { configuration._userInfo.removeAll() }
    configuration.stateNotifier?(old, newState)
  }
}
