#if canImport(Synchronization)
  import Synchronization
#endif

/// How many isolated registries are bound right now, in the whole process, so the registry's hot path can skip
/// reading the task-local value while there are none.
///
/// Reading a task-local value is a call into the concurrency runtime that walks the task's values: a large share of
/// a lookup's cost. Apps never bind an isolated registry, and a test binds one only for the duration of
/// ``ZIKRouteRegistry/withIsolatedRegistry(_:)-(()->R)``: while the count is zero, the shared registry is the current
/// one without asking. A task inside an isolated registry always reads a count above zero, since its own binding
/// counted before its body began. Work a test starts inside the scope must end inside it (as it must anyway, or it
/// would outlive the registry it meant to use). Where the `Synchronization` module's atomics are unavailable (Apple
/// platforms before iOS 18 and macOS 15) the task-local value is always read.
enum IsolatedRegistryBindings {
  #if canImport(Synchronization)
    /// The number of isolated registries bound now.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private static let active = Atomic<Int>(0)
  #endif

  /// Whether the current task may run inside an isolated registry (`false`: it certainly does not).
  @inline(__always)
  static var mayBeBound: Bool {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return active.load(ordering: .relaxed) != 0
      }
    #endif
    return true
  }

  /// Runs `body`, which binds an isolated registry for its whole duration, counted as active.
  static func counting<R>(_ body: () throws -> R) rethrows -> R {
    begin()
    defer { end() }
    return try body()
  }

  /// The `async` twin of ``counting(_:)``.
  static func counting<R>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R) async rethrows
    -> R
  {
    begin()
    defer { end() }
    return try await body()
  }

  private static func begin() {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        active.add(1, ordering: .relaxed)
      }
    #endif
  }

  private static func end() {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        active.subtract(1, ordering: .relaxed)
      }
    #endif
  }
}
