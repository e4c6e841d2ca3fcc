import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
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

/// The module's destination.
final class GViewController: TestViewController {
  var note: String?
  var presenter: String?
}
extension GViewController: ZIKRoutableView {}
extension GViewController: @MainActor GViewInput {}

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
@MainActor func makeGModuleConfiguration() -> GModuleConfiguration {
  let config = GModuleConfiguration({ _ in nil })
  config.makeDestinationWith = { [unowned config] note in
    config.__prepareDestination = { destination in
      ViewEventLog.record("module.__prepareDestination")
      (destination as? GViewController)?.presenter = "presenter of \(note)"
    }
    config.makeDestination = {
      let made = GViewController()
      made.note = note
      return made
    }
    config.makedDestination = config.makeDestination?()
    return config.makedDestination as? any GViewInput
  }
  return config
}

/// Makes the maker/constructor configuration: `constructDestination` only stores the note.
@MainActor func makeHModuleConfiguration() -> HModuleConfiguration {
  let config = HModuleConfiguration(maker: { _ in nil }, constructor: { _ in })
  config.constructDestination = { [unowned config] note in
    config.makeDestination = {
      let made = GViewController()
      made.note = note
      return made
    }
  }
  return config
}

/// Serves `GRoutedViewModuleInput` with a router subclass whose configuration is the makeable one.
final class GModuleViewRouter: ZIKViewRouter<GViewController, GModuleConfiguration> {
  override class func registerRoutableDestination() {
    registerView(GViewController.self)
    register(RoutableViewModule<any GRoutedViewModuleInput>())
  }

  override class func defaultRouteConfiguration() -> GModuleConfiguration { makeGModuleConfiguration() }

  override func destination(with configuration: GModuleConfiguration) -> GViewController? {
    ViewEventLog.record("G.destination")
    return configuration.makeDestination?() as? GViewController
  }

  override func prepareDestination(_ destination: GViewController, configuration: GModuleConfiguration) {
    ViewEventLog.record("G.prepareDestination")
  }

  override func didFinishPrepareDestination(_ destination: GViewController, configuration: GModuleConfiguration) {
    ViewEventLog.record("G.didFinishPrepareDestination")
  }
}

/// Module keys: `prepareModule`, configuration subclasses and makeable configurations.
@MainActor @Suite struct ViewModuleRouteTests {
  private func run<R>(_ body: (ViewEventLog) throws -> R) rethrows -> R {
    try ViewFixtureRegistry.run(
      registering: {
        ZIKAnyViewRouter.register(
          RoutableViewModule<any GViewModuleInput>(), forMakingView: GViewController.self,
          making: makeGModuleConfiguration)
        ZIKAnyViewRouter.register(
          RoutableViewModule<any HViewModuleInput>(), forMakingView: GViewController.self,
          making: makeHModuleConfiguration)
        GModuleViewRouter.registerRoutableDestination()
      }, body)
  }

  @Test func prepareModuleRunsWhileTheBuilderRunsBeforeTheDestinationIsMade() throws {
    try run { log in
      let source = TestStage.screen()
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
      TestStage.settle()
      #expect(log.events.prefix(3) == ["prepareModule", "builder end", "A.destination"])
      #expect(router.config.title == "module title")
      #expect((source.presentedViewController as? AViewController)?.title == "module title")
    }
  }

  @Test func theModulePreparationFormAndTheCompletionFormReachTheModule() throws {
    try run { _ in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableViewModule<any AViewModuleInput>(), path: .presentModally(from: source)) { module in
          module.title = "prepared"
        })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect((source.presentedViewController as? AViewController)?.title == "prepared")
      var completed: (Bool, Any?)?
      Router.perform(to: RoutableViewModule<any AViewModuleInput>(), path: .makeDestination) {
        success, destination, _, _ in
        completed = (success, destination)
      }
      TestStage.settle()
      #expect(completed?.0 == true)
      #expect(completed?.1 is AViewController)
    }
  }

  @Test func aModuleCallbackSetByTheCallerReceivesTheDestination() throws {
    try run { _ in
      var received: (any AViewInput)?
      let router = try #require(
        Router.perform(to: RoutableViewModule<any AViewModuleInput>(), path: .makeDestination) { _, prepareModule in
          prepareModule { $0.makeDestinationCompletion { received = $0 } }
        })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(received is AViewController)
    }
  }

  @Test func makeDestinationWithReturnsTheDestinationTheRouterPrepares() throws {
    try run { log in
      var madeByCaller: (any GViewInput)?
      let made = Router.makeDestination(to: RoutableViewModule<any GViewModuleInput>()) { config in
        madeByCaller = config.makeDestinationWith("n1")
      }
      let destination = try #require(made as? GViewController)
      #expect(destination === madeByCaller)
      #expect(destination.note == "n1")
      #expect(destination.presenter == "presenter of n1")
      #expect(log.events == ["module.__prepareDestination"])
    }
  }

  @Test func aPerformUsesTheDestinationMadeByMakeDestinationWithAndClearsIt() throws {
    try run { _ in
      let source = TestViewController()
      let navigation = TestStage.navigation(home: source)
      var madeByCaller: (any GViewInput)?
      var didMakeCalls = 0
      let router = try #require(
        Router.perform(to: RoutableViewModule<any GViewModuleInput>(), path: .push(from: source)) { _, prepareModule in
          prepareModule { module in
            (module as? GModuleConfiguration)?.didMakeDestination = { _ in didMakeCalls += 1 }
            madeByCaller = module.makeDestinationWith("n2")
          }
        })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect(navigation.topViewController === madeByCaller)
      let configuration = try #require(router.configuration as? GModuleConfiguration)
      #expect(configuration.makedDestination == nil)
      #expect(configuration.didMakeDestination == nil)
      #expect(didMakeCalls == 1)
    }
  }

  @Test func thePreparationStepRunsCallerModuleRouterThenDidMakeDestination() {
    run { log in
      let made = Router.makeDestination(to: RoutableViewModule<any GRoutedViewModuleInput>()) { config, prepareModule in
        config.prepareDestination = { _ in log.record("caller.prepareDestination") }
        prepareModule { module in
          (module as? GModuleConfiguration)?.didMakeDestination = { _ in log.record("module.didMakeDestination") }
          _ = module.makeDestinationWith("n3")
        }
      }
      #expect((made as? GViewController)?.note == "n3")
      #expect(
        log.events == [
          "caller.prepareDestination", "module.__prepareDestination", "G.prepareDestination",
          "G.didFinishPrepareDestination", "module.didMakeDestination",
        ])
    }
  }

  @Test func aConstructorOnlyStoresTheParameterAndTheRouterMakesTheDestinationLater() throws {
    try run { _ in
      let source = TestStage.screen()
      let router = try #require(
        Router.perform(to: RoutableViewModule<any HViewModuleInput>(), path: .presentModally(from: source)) {
          _, prepareModule in
          prepareModule { $0.constructDestination("n4") }
        })
      TestStage.settle()
      #expect(router.state == .routed)
      #expect((source.presentedViewController as? GViewController)?.note == "n4")
    }
  }
}
