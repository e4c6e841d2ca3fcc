/// The state of one router. Changing it returns the change, so the router reports it to `stateNotifier` after the
/// mutation ended (a notifier may read the router's state without an exclusivity conflict).
struct RouterStateMachine {
  private(set) var state: ZIKRouterState = .unrouted
  private(set) var preState: ZIKRouterState = .unrouted
  /// How many times the state changed: tells a caller whether anything happened while code it called ran.
  private(set) var changeCount: UInt64 = 0
  /// How many of the router's ends of actions (their handlers, hooks and state notifiers) are running now: an action
  /// asked for from one of them is refused (see `_acceptsAction`).
  var callbacksRunning = 0

  /// Moves to `newState`; returns `(old, new)`, or `nil` when the state does not change.
  mutating func move(to newState: ZIKRouterState) -> (old: ZIKRouterState, new: ZIKRouterState)? {
    guard newState != state else { return nil }
    changeCount &+= 1
    let old = state
    preState = old
    state = newState
    return (old, newState)
  }
}

extension ZIKPerformRouteConfiguration {
  /// Reports a state change: entering `.removed` empties the user info, then the `stateNotifier` runs.
  func reportStateChange(_ change: (old: ZIKRouterState, new: ZIKRouterState)?) {
    guard let change else { return }
    if change.new == .removed { _userInfo.removeAll() }
    stateNotifier?(change.old, change.new)
  }
}
