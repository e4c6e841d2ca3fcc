import ZRouter

/// Runs a guide's call site inside an isolated registry holding only the routers it needs.
@MainActor
enum SeedRegistry {
  static func run<R>(registering register: () -> Void, _ body: () throws -> R) rethrows -> R {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      register()
      ZIKRouteRegistry.notifyRegistrationFinished()
      return try body()
    }
  }
}
