import Testing
import ZRouter

// The code of the DocC article "Your first route" (ZRouter.docc/FirstRoute.md), step by step.

// Step 1: the protocol the callers see, declared routable.
public protocol Greeter: AnyObject {
  func greeting(for name: String) -> String
}

extension RoutableService where Protocol == any Greeter {
  public static var greeter: Self { Self(declaredProtocol: Protocol.self) }
}

// Step 2: the destination and its router.
final class EnglishGreeter: Greeter, ZIKRoutableService {
  func greeting(for name: String) -> String { "Hello, \(name)!" }
}

final class GreeterRouter: ZIKServiceRouter<EnglishGreeter, PerformRouteConfig> {
  override class func registerRoutableDestination() {
    registerService(EnglishGreeter.self)
    register(.greeter)
  }

  override func destination(with configuration: PerformRouteConfig) -> EnglishGreeter? {
    EnglishGreeter()
  }
}

/// The article's steps 3 and 4 in an isolated registry.
@Suite @MainActor struct FirstRouteTutorialTests {
  @Test func theTutorialsGreeterIsMadeThroughItsProtocol() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      // Step 3: register, then finish registration.
      GreeterRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      #expect(ZIKRouteRegistry.validate().isEmpty)
      // Step 4: route to the protocol.
      let greeter = Router.makeDestination(to: .greeter)
      #expect(greeter?.greeting(for: "Ada") == "Hello, Ada!")
      #expect(
        ZIKRouteRegistry.routeGraph().text
          == "service  RoutableService<Greeter> → GreeterRouter  (registered by ZRouterTests)")
    }
  }
}
