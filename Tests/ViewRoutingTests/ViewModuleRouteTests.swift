import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if canImport(UIKitModel)
  import UIKitModel
#endif

/// The destination protocol of the makeable module fixtures.
protocol GViewInput: AnyObject {
  var note: String? { get set }
}

/// A module protocol that only declares a factory taking the module's parameter.
protocol GViewModuleInput: AnyObject {
  var makeDestinationWith: (String) -> (any GViewInput)? { get }
}
extension RoutableViewModule where Protocol == any GViewModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The same factory, served by a router subclass (to check the order of step 4).
protocol GRoutedViewModuleInput: AnyObject {
  var makeDestinationWith: (String) -> (any GViewInput)? { get }
}
extension RoutableViewModule where Protocol == any GRoutedViewModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A module protocol with a maker and a constructor that only stores the parameter.
protocol HViewModuleInput: AnyObject {
  var makeDestinationWith: (String) -> (any GViewInput)? { get }
  var constructDestination: (String) -> Void { get }
}
extension RoutableViewModule where Protocol == any HViewModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// What the module's destination holds besides its `GViewInput` note.
@MainActor protocol GDestination: AnyObject {
  var note: String? { get set }
  var presenter: String? { get set }
}

/// A host with the module's destination class.
protocol ModuleRouteHost: ViewTestHost {
  /// The module's destination.
  associatedtype GController: HostController & ZIKRoutableView & GDestination
  where GController.Base == Controller, GController.NavigationBase == Navigation, GController.ViewBase == View

  @MainActor static func makeG() -> GController
  /// `controller` as `GViewInput` (its conformance is the main actor's, so this protocol cannot require it).
  @MainActor static func gInput(_ controller: GController) -> any GViewInput
}

extension HeadlessTestHost: ModuleRouteHost {
  final class GController: HeadlessViewController, ZIKRoutableView, GDestination {
    var note: String?
    var presenter: String?
  }
  static func makeG() -> GController { GController() }
  static func gInput(_ controller: GController) -> any GViewInput { controller }
}
extension HeadlessTestHost.GController: @MainActor GViewInput {}

#if canImport(UIKitModel)
  extension UIKitModelTestHost: ModuleRouteHost {
    final class GController: UIViewController, ZIKRoutableView, GDestination {
      var note: String?
      var presenter: String?
    }
    static func makeG() -> GController { GController() }
    static func gInput(_ controller: GController) -> any GViewInput { controller }
  }
  extension UIKitModelTestHost.GController: @MainActor GViewInput {}
#endif

/// The hosts, with the module's destination class.
let moduleRouteHosts: [any ModuleRouteHost] = viewTestHosts.map { $0 as! any ModuleRouteHost }

/// The makeable configuration of `GViewModuleInput`, without a configuration subclass.
typealias GModuleConfiguration = ViewMakeableConfiguration<any GViewInput, (String) -> (any GViewInput)?>
extension ViewMakeableConfiguration: GViewModuleInput, GRoutedViewModuleInput
where Destination == any GViewInput, Constructor == (String) -> (any GViewInput)? {}

/// The makeable configuration of `HViewModuleInput`.
typealias HModuleConfiguration = AnyViewMakeableConfiguration<
  any GViewInput, (String) -> (any GViewInput)?, (String) -> Void
>
extension AnyViewMakeableConfiguration: HViewModuleInput
where Destination == any GViewInput, Maker == (String) -> (any GViewInput)?, Constructor == (String) -> Void {}

/// Makes the module configuration: `makeDestinationWith` captures the note and makes the destination now.
/// `@MainActor`, as the destinations it makes are main-actor controllers.
@MainActor func makeGModuleConfiguration<Host: ModuleRouteHost>(on host: Host.Type) -> GModuleConfiguration {
  let config = GModuleConfiguration({ _ in nil })
  config.makeDestinationWith = { [unowned config] note in
    config.__prepareDestination = { destination in
      ViewEventLog.record("module.__prepareDestination")
      (destination as? Host.GController)?.presenter = "presenter of \(note)"
    }
    config.makeDestination = {
      let made = Host.makeG()
      made.note = note
      return Host.gInput(made)
    }
    config.makedDestination = config.makeDestination?()
    return config.makedDestination as? any GViewInput
  }
  return config
}

/// Makes the maker/constructor configuration: `constructDestination` only stores the note.
@MainActor func makeHModuleConfiguration<Host: ModuleRouteHost>(on host: Host.Type) -> HModuleConfiguration {
  let config = HModuleConfiguration(maker: { _ in nil }, constructor: { _ in })
  config.constructDestination = { [unowned config] note in
    config.makeDestination = {
      let made = Host.makeG()
      made.note = note
      return Host.gInput(made)
    }
  }
  return config
}

/// Serves `GRoutedViewModuleInput` with a router subclass whose configuration is the makeable one.
final class GModuleViewRouter<Host: ModuleRouteHost>: ZIKViewRouter<Host.GController, GModuleConfiguration> {
  override class func registerRoutableDestination() {
    registerView(Host.GController.self)
    register(RoutableViewModule<any GRoutedViewModuleInput>())
  }

  override class func defaultRouteConfiguration() -> GModuleConfiguration { makeGModuleConfiguration(on: Host.self) }

  override func destination(with configuration: GModuleConfiguration) -> Host.GController? {
    ViewEventLog.record("G.destination")
    return configuration.makeDestination?() as? Host.GController
  }

  override func prepareDestination(_ destination: Host.GController, configuration: GModuleConfiguration) {
    ViewEventLog.record("G.prepareDestination")
  }

  override func didFinishPrepareDestination(_ destination: Host.GController, configuration: GModuleConfiguration) {
    ViewEventLog.record("G.didFinishPrepareDestination")
  }
}

/// Module keys: `prepareModule`, configuration subclasses and makeable configurations.
@MainActor @Suite struct ViewModuleRouteTests {
  @Test(arguments: moduleRouteHosts) func prepareModuleRunsWhileTheBuilderRunsBeforeTheDestinationIsMade(
    host: any ModuleRouteHost
  ) throws {
    try host.prepareModuleRunsWhileTheBuilderRunsBeforeTheDestinationIsMade()
  }

  @Test(arguments: moduleRouteHosts) func theModulePreparationFormAndTheCompletionFormReachTheModule(
    host: any ModuleRouteHost
  ) throws {
    try host.theModulePreparationFormAndTheCompletionFormReachTheModule()
  }

  @Test(arguments: moduleRouteHosts) func aModuleCallbackSetByTheCallerReceivesTheDestination(host: any ModuleRouteHost)
    throws
  {
    try host.aModuleCallbackSetByTheCallerReceivesTheDestination()
  }

  @Test(arguments: moduleRouteHosts) func makeDestinationWithReturnsTheDestinationTheRouterPrepares(
    host: any ModuleRouteHost
  ) throws {
    try host.makeDestinationWithReturnsTheDestinationTheRouterPrepares()
  }

  @Test(arguments: moduleRouteHosts) func aPerformUsesTheDestinationMadeByMakeDestinationWithAndClearsIt(
    host: any ModuleRouteHost
  ) throws {
    try host.aPerformUsesTheDestinationMadeByMakeDestinationWithAndClearsIt()
  }

  @Test(arguments: moduleRouteHosts) func thePreparationStepRunsCallerModuleRouterThenDidMakeDestination(
    host: any ModuleRouteHost
  ) {
    host.thePreparationStepRunsCallerModuleRouterThenDidMakeDestination()
  }

  @Test(arguments: moduleRouteHosts) func aConstructorOnlyStoresTheParameterAndTheRouterMakesTheDestinationLater(
    host: any ModuleRouteHost
  ) throws {
    try host.aConstructorOnlyStoresTheParameterAndTheRouterMakesTheDestinationLater()
  }
}

@MainActor extension ModuleRouteHost {
  private func run<R>(_ body: (ViewEventLog) throws -> R) rethrows -> R {
    try Self.run(
      registering: {
        ZIKAnyViewRouter.register(
          RoutableViewModule<any GViewModuleInput>(), forMakingView: GController.self,
          making: { makeGModuleConfiguration(on: Self.self) })
        ZIKAnyViewRouter.register(
          RoutableViewModule<any HViewModuleInput>(), forMakingView: GController.self,
          making: { makeHModuleConfiguration(on: Self.self) })
        GModuleViewRouter<Self>.registerRoutableDestination()
      }, body)
  }

  @MainActor fileprivate func prepareModuleRunsWhileTheBuilderRunsBeforeTheDestinationIsMade() throws {
    try run { log in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableViewModule<any AViewModuleInput>(), path: .presentModally(from: source)) {
          config, prepareModule in
          prepareModule { module in
            log.record("prepareModule")
            module.title = "module title"
          }
          log.record("builder end")
          config.successHandler = { _ in log.record("success") }
        })
      Self.settle()
      #expect(log.events.prefix(3) == ["prepareModule", "builder end", "A.destination"])
      #expect(router.config.title == "module title")
      #expect((source.presentedViewController as? AViewController)?.title == "module title")
    }
  }

  @MainActor fileprivate func theModulePreparationFormAndTheCompletionFormReachTheModule() throws {
    try run { _ in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableViewModule<any AViewModuleInput>(), path: .presentModally(from: source)) { module in
          module.title = "prepared"
        })
      Self.settle()
      #expect(router.state == .routed)
      #expect((source.presentedViewController as? AViewController)?.title == "prepared")
      var completed: (Bool, Any?)?
      Router.perform(to: RoutableViewModule<any AViewModuleInput>(), path: .makeDestination) {
        success, destination, _, _ in
        completed = (success, destination)
      }
      Self.settle()
      #expect(completed?.0 == true)
      #expect(completed?.1 is AViewController)
    }
  }

  @MainActor fileprivate func aModuleCallbackSetByTheCallerReceivesTheDestination() throws {
    try run { _ in
      var received: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableViewModule<any AViewModuleInput>(), path: .makeDestination) { _, prepareModule in
          prepareModule { $0.makeDestinationCompletion { received = $0 } }
        })
      Self.settle()
      #expect(router.state == .routed)
      #expect(received is AViewController)
    }
  }

  @MainActor fileprivate func makeDestinationWithReturnsTheDestinationTheRouterPrepares() throws {
    try run { log in
      var madeByCaller: (any GViewInput)?
      let made = Router.makeDestination(to: RoutableViewModule<any GViewModuleInput>()) { config in
        madeByCaller = config.makeDestinationWith("n1")
      }
      let destination = try #require(made as? GController)
      #expect(destination === madeByCaller)
      #expect(destination.note == "n1")
      #expect(destination.presenter == "presenter of n1")
      #expect(log.events == ["module.__prepareDestination"])
    }
  }

  @MainActor fileprivate func aPerformUsesTheDestinationMadeByMakeDestinationWithAndClearsIt() throws {
    try run { _ in
      let source = Self.makeController()
      let navigation = Self.navigation(home: source)
      var madeByCaller: (any GViewInput)?
      var didMakeCalls = 0
      let router = try #require(
        Router.perform(to: RoutableViewModule<any GViewModuleInput>(), path: .push(from: source)) { _, prepareModule in
          prepareModule { module in
            (module as? GModuleConfiguration)?.didMakeDestination = { _ in didMakeCalls += 1 }
            madeByCaller = module.makeDestinationWith("n2")
          }
        })
      Self.settle()
      #expect(router.state == .routed)
      #expect(navigation.topViewController === madeByCaller)
      let configuration = try #require(router.configuration as? GModuleConfiguration)
      #expect(configuration.makedDestination == nil)
      #expect(configuration.didMakeDestination == nil)
      #expect(didMakeCalls == 1)
    }
  }

  @MainActor fileprivate func thePreparationStepRunsCallerModuleRouterThenDidMakeDestination() {
    run { log in
      let made = Router.makeDestination(to: RoutableViewModule<any GRoutedViewModuleInput>()) { config, prepareModule in
        config.prepareDestination = { _ in log.record("caller.prepareDestination") }
        prepareModule { module in
          (module as? GModuleConfiguration)?.didMakeDestination = { _ in log.record("module.didMakeDestination") }
          _ = module.makeDestinationWith("n3")
        }
      }
      #expect((made as? GController)?.note == "n3")
      #expect(
        log.events == [
          "caller.prepareDestination", "module.__prepareDestination", "G.prepareDestination",
          "G.didFinishPrepareDestination", "module.didMakeDestination",
        ])
    }
  }

  @MainActor fileprivate func aConstructorOnlyStoresTheParameterAndTheRouterMakesTheDestinationLater() throws {
    try run { _ in
      let source = Self.screen()
      let router = try #require(
        Router.perform(to: RoutableViewModule<any HViewModuleInput>(), path: .presentModally(from: source)) {
          _, prepareModule in
          prepareModule { $0.constructDestination("n4") }
        })
      Self.settle()
      #expect(router.state == .routed)
      #expect((source.presentedViewController as? GController)?.note == "n4")
    }
  }
}
