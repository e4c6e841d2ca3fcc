import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// Required protocols adapted, hop by hop, to `AViewInput`.
protocol ChainedViewInput1: AnyObject {}
protocol ChainedViewInput2: AnyObject {}
protocol ChainedViewInput3: AnyObject {}
protocol ChainedViewInput4: AnyObject {}
extension RoutableView where Protocol == any ChainedViewInput1 { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == any ChainedViewInput2 { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == any ChainedViewInput3 { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == any ChainedViewInput4 { init() { self.init(declaredProtocol: Protocol.self) } }
extension HeadlessTestHost.AViewController: ChainedViewInput1, ChainedViewInput2, ChainedViewInput3, ChainedViewInput4 {
}
#if canImport(UIKitModel)
  extension UIKitModelTestHost.AViewController: ChainedViewInput1, ChainedViewInput2, ChainedViewInput3,
    ChainedViewInput4
  {
  }
#endif

/// A required module protocol adapted to `AViewModuleInput`.
protocol RequiredAViewModuleInput: AnyObject {
  var title: String? { get set }
}
extension RoutableViewModule where Protocol == any RequiredAViewModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension AViewModuleConfiguration: RequiredAViewModuleInput {}

/// Keys adapted to each other in a loop, and one adapted to a key nobody provides.
protocol LoopViewInputA: AnyObject {}
protocol LoopViewInputB: AnyObject {}
extension RoutableView where Protocol == any LoopViewInputA { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == any LoopViewInputB { init() { self.init(declaredProtocol: Protocol.self) } }

/// The app context's adapters: 1 → 2 → 3 → 4 → AViewInput (four hops), and the module adapter.
final class ChainedViewAdapter: ZIKViewRouteAdapter {
  override class func registerRoutableDestination() {
    register(adapter: RoutableView<any ChainedViewInput1>(), forAdaptee: RoutableView<any ChainedViewInput2>())
    register(adapter: RoutableView<any ChainedViewInput2>(), forAdaptee: RoutableView<any ChainedViewInput3>())
    register(adapter: RoutableView<any ChainedViewInput3>(), forAdaptee: RoutableView<any ChainedViewInput4>())
    register(adapter: RoutableView<any ChainedViewInput4>(), forAdaptee: RoutableView<any AViewInput>())
    register(
      adapter: RoutableViewModule<any RequiredAViewModuleInput>(),
      forAdaptee: RoutableViewModule<any AViewModuleInput>())
  }
}

/// Adapters that loop (A → B → A) and one that reaches nothing.
final class BrokenViewAdapter: ZIKViewRouteAdapter {
  override class func registerRoutableDestination() {
    register(adapter: RoutableView<any LoopViewInputA>(), forAdaptee: RoutableView<any LoopViewInputB>())
    register(adapter: RoutableView<any LoopViewInputB>(), forAdaptee: RoutableView<any LoopViewInputA>())
    register(adapter: RoutableView<any ChainedViewInput1>(), forAdaptee: RoutableView<any UnprovidedViewInput>())
  }
}

/// Adapter chains of view keys.
@MainActor @Suite struct ViewAdapterTests {
  @Test(arguments: viewTestHosts) func aKeyAdaptedOverFourHopsResolvesToTheAdapteesRouter(host: any ViewTestHost) throws
  {
    try host.aKeyAdaptedOverFourHopsResolvesToTheAdapteesRouter()
  }

  @Test(arguments: viewTestHosts) func anAdaptedModuleKeyPreparesTheAdapteesConfiguration(host: any ViewTestHost) {
    host.anAdaptedModuleKeyPreparesTheAdapteesConfiguration()
  }

  @Test(arguments: viewTestHosts) func anAdapterLoopResolvesToNothingAndIsReported(host: any ViewTestHost) {
    host.anAdapterLoopResolvesToNothingAndIsReported()
  }

  @Test(arguments: viewTestHosts) func anAdapterCannotPerformOrMakeDestinations(host: any ViewTestHost) {
    host.anAdapterCannotPerformOrMakeDestinations()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func aKeyAdaptedOverFourHopsResolvesToTheAdapteesRouter() throws {
    try Self.run(registering: { ChainedViewAdapter.registerRoutableDestination() }) { _ in
      let adapted = try #require(Router.to(RoutableView<any ChainedViewInput1>()))
      #expect(adapted.routerType === Router.to(RoutableView<any AViewInput>())?.routerType)
      #expect(adapted.canMakeDestination)
      #expect(Router.makeDestination(to: RoutableView<any ChainedViewInput1>()) is AViewController)
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableView<any ChainedViewInput3>(), path: .presentModally(from: source)))
      Self.settle()
      #expect(router.state == .routed)
      #expect(source.presentedViewController is AViewController)
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @MainActor fileprivate func anAdaptedModuleKeyPreparesTheAdapteesConfiguration() {
    Self.run(registering: { ChainedViewAdapter.registerRoutableDestination() }) { _ in
      let made = Router.makeDestination(to: RoutableViewModule<any RequiredAViewModuleInput>()) { $0.title = "adapted" }
      #expect((made as? AViewController)?.title == "adapted")
    }
  }

  @MainActor fileprivate func anAdapterLoopResolvesToNothingAndIsReported() {
    Self.run(registering: { BrokenViewAdapter.registerRoutableDestination() }) { log in
      #expect(Router.to(RoutableView<any LoopViewInputA>()) == nil)
      #expect(Router.to(RoutableView<any ChainedViewInput1>()) == nil)
      #expect(log.events == ["global ToView 0", "global ToView 0"])
      let messages = ZIKRouteRegistry.validate().map(\.message)
      #expect(messages.contains { $0.contains("loops") && $0.contains("LoopViewInputA") })
      #expect(messages.contains { $0.contains("reaches no router") && $0.contains("UnprovidedViewInput") })
    }
  }

  @MainActor fileprivate func anAdapterCannotPerformOrMakeDestinations() {
    Self.run(registering: { ChainedViewAdapter.registerRoutableDestination() }) { _ in
      var names: [String] = []
      Router.enumerateAllViewRouters { names.append(String(describing: $0)) }
      #expect(!names.contains("ChainedViewAdapter"))
    }
  }
}
