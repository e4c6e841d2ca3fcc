/// Calls a typed hook with the erased destination and configuration the shared pipeline passes around: the typed
/// router classes and block routes of both families forward their hooks through it.
enum TypedHook {
  /// Calls `hook` when `destination` is a `Destination` and `configuration` a `Configuration`.
  ///
  /// - Returns: whether the hook ran (`false` leaves the caller to its fallback).
  @inline(__always) @discardableResult
  static func call<Destination, Configuration>(
    _ destination: AnyObject, _ configuration: AnyObject, _ hook: (Destination, Configuration) -> Void
  ) -> Bool {
    guard let destination = destination as? Destination, let configuration = configuration as? Configuration else {
      return false
    }
    hook(destination, configuration)
    return true
  }

  /// Calls `hook` when `destination` is a `Destination`.
  @inline(__always)
  static func call<Destination>(_ destination: AnyObject, _ hook: (Destination) -> Void) {
    if let destination = destination as? Destination { hook(destination) }
  }
}
