/// A simple registration's factory together with the protocol it returns, so `makeDestination` hands its result
/// back without a dynamic cast.
///
/// Casting a new destination to a protocol (`made as? any P`) is a conformance lookup, and the first time each class
/// meets each protocol the runtime scans every conformance record of the process: tens of microseconds per
/// routable protocol in an app with thousands of them. A factory registered as `(PerformRouteConfig) -> Protocol?`
/// already returns `Protocol` (the compiler checked the conversion where the app wrote the closure), so nothing
/// needs checking again. This value keeps that factory without generic metadata (registration makes no type per
/// protocol): a closure that stores the factory's result through a pointer to a `Protocol?`, and the identity of
/// `Protocol`'s metatype.
///
/// Soundness: ``init(_:)`` is the only way to make one, and it records `ObjectIdentifier(Protocol.self)` next to a
/// closure that writes a `Protocol?`. Metatypes are unique, so a caller whose `Destination` has that identity
/// passes memory of the very type the closure writes. A routable key's identity is its protocol's metatype, so a
/// route found for `RoutableService<P>` whose factory has `protocolKey == key` writes a `P?` (a key that reaches the
/// route through an adapter has another identity and keeps the checked cast).
@usableFromInline
struct TypedServiceFactory: Sendable {
  /// The identity of the protocol the factory returns (`ObjectIdentifier(Protocol.self)`).
  @usableFromInline let protocolKey: ObjectIdentifier
  /// Calls the factory. Given memory holding a `Protocol?`, stores the result there; given `nil`, returns the result
  /// as an object. One closure serves both, so a registration allocates one context for them.
  @usableFromInline let call: @Sendable (ZIKPerformRouteConfiguration, UnsafeMutableRawPointer?) -> Output

  /// What ``call`` produced.
  @usableFromInline
  enum Output {
    /// The factory's result as an object (called without memory to store it in).
    case object(AnyObject?)
    /// The result was stored in the memory passed; whether the factory made a destination.
    case stored(made: Bool)
  }

  /// Keeps `make`, a factory returning `Protocol`.
  @inlinable
  init<Protocol>(_ make: @escaping @Sendable (ZIKPerformRouteConfiguration) -> Protocol?) {
    protocolKey = ObjectIdentifier(Protocol.self)
    call = { configuration, destination in
      let made = make(configuration)
      guard let destination else { return .object(made.map { $0 as AnyObject }) }
      let isMade = made != nil
      destination.assumingMemoryBound(to: Protocol?.self).pointee = made
      return .stored(made: isMade)
    }
  }

  /// Calls the factory and stores its result at `destination`, which must hold a `Protocol?` whose metatype's
  /// identity is ``protocolKey`` (see the type's notes). Returns whether the factory made a destination.
  func store(_ configuration: ZIKPerformRouteConfiguration, into destination: UnsafeMutableRawPointer) -> Bool {
    guard case .stored(let made) = call(configuration, destination) else { return false }
    return made
  }

  /// Calls the factory and returns its result as an object (for performs that do not know `Protocol`).
  func makeObject(_ configuration: ZIKPerformRouteConfiguration) -> AnyObject? {
    guard case .object(let made) = call(configuration, nil) else { return nil }
    return made
  }
}
