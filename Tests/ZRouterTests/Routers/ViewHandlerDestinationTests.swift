import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// Every completion of every view entry point (destination, module and subview routes) gets a real `nil` destination
/// when the perform fails, and the destination itself (never an optional inside `Any`) when it succeeds.
@MainActor @Suite struct ViewHandlerDestinationTests {
  private func failing(_ configuration: ZIKPerformRouteConfiguration) {
    configuration.addUserInfo(forKey: "fail", object: true)
  }

  @Test func moduleRoutesGiveNilToEveryCompletionOnFailure() throws {
    try ViewFixtureRegistry.run { _ in
      let log = HandlerDestinationLog()
      let key = RoutableViewModule<any AViewModuleInput>()
      let router = try #require(
        Router.perform(
          to: key, path: .makeDestination,
          configuring: { config, _ in
            failing(config.configuration)
            config.completionHandler = { _, destination, _, _ in log.record("completionHandler", destination) }
          }))
      router.performRoute(completion: { _, destination, _, _ in log.record("ViewRouter.performRoute", destination) })
      router.router.performRoute(completion: { _, destination, _, _ in log.record("raw performRoute", destination) })
      Router.perform(
        to: key, path: .makeDestination,
        completion: { _, destination, _, _ in
          log.record("Router.perform completion", destination)
        })
      #expect(
        log.entries == [
          "completionHandler: nil", "completionHandler: nil", "ViewRouter.performRoute: nil",
          "completionHandler: nil", "raw performRoute: nil", "Router.perform completion: AViewController",
        ])
    }
  }

  @Test func moduleRoutesGiveTheDestinationItselfOnSuccess() throws {
    try ViewFixtureRegistry.run { _ in
      let log = HandlerDestinationLog()
      let router = try #require(
        Router.perform(
          to: RoutableViewModule<any AViewModuleInput>(), path: .makeDestination,
          configuring: { config, _ in
            config.completionHandler = { _, destination, _, _ in log.record("completionHandler", destination) }
            config.successHandler = { log.record("successHandler", $0) }
          }))
      router.performRoute(completion: { _, destination, _, _ in log.record("ViewRouter.performRoute", destination) })
      #expect(
        log.entries == [
          "successHandler: AViewController", "completionHandler: AViewController",
          "successHandler: AViewController", "completionHandler: AViewController",
          "ViewRouter.performRoute: AViewController",
        ])
    }
  }

  @Test func subviewRoutesGiveNilOnFailureAndTheViewOnSuccess() throws {
    try ViewFixtureRegistry.run { _ in
      let log = HandlerDestinationLog()
      let container = HeadlessView()
      let key = RoutableView<any BSubviewInput>()
      let failed = try #require(
        Router.perform(
          to: key, path: .addAsSubview(from: container),
          configuring: { config, _ in
            failing(config.configuration)
            config.completionHandler = { _, destination, _, _ in log.record("completionHandler", destination) }
          }))
      failed.performRoute(completion: { _, destination, _, _ in log.record("ViewRouter.performRoute", destination) })
      Router.perform(
        to: key, path: .addAsSubview(from: container),
        completion: { _, destination, _, _ in
          log.record("Router.perform completion", destination)
        })
      let erased = try #require(Router.to(viewIdentifier: "b-none") ?? Router.to(SwitchableView(key)))
      erased.perform(
        path: .addAsSubview(from: container),
        completion: { _, destination, _, _ in
          log.record("switchable completion", destination)
        })
      #expect(
        log.entries == [
          "completionHandler: nil", "completionHandler: nil", "ViewRouter.performRoute: nil",
          "Router.perform completion: BSubview", "switchable completion: BSubview",
        ])
    }
  }

  @Test func moduleMakeDestinationGivesNilOrTheDestinationItself() {
    ViewFixtureRegistry.run { _ in
      let key = RoutableViewModule<any AViewModuleInput>()
      #expect(HandlerDestinationShape(Router.makeDestination(to: key)) == .object("AViewController"))
      let failed = Router.makeDestination(to: key, configuring: { config, _ in failing(config.configuration) })
      #expect(HandlerDestinationShape(failed) == .none)
    }
  }

  @Test func aURLPerformThatFailsGivesNil() {
    ViewFixtureRegistry.run(registering: {
      ZIKViewRoute<AViewController, ViewRouteConfig>
        .make(withDestination: AViewController.self, makeDestination: { _, _ in nil })
        .registerURLPattern("app://view/a")
    }) { _ in
      let log = HandlerDestinationLog()
      let root = HeadlessViewController()
      ZIKAnyViewRouter.performURL("app://view/a", fromSource: root) { _, destination, _, _ in
        log.record("performURL", destination)
      }
      ZIKAnyViewRouter.performURL("app://view/none", fromSource: root) { _, destination, _, _ in
        log.record("no match", destination)
      }
      #expect(log.entries == ["performURL: nil", "no match: nil"])
    }
  }
}
