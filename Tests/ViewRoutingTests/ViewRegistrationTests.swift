import Foundation
import Testing
import ViewTestSupport
import ZRouter

/// Tags a view class of each host whose router forgot `addAsSubview`: registration finish reports it.
enum FinishCheckView {}
/// Tags a controller class of each host that only block routes make.
enum DViewController {}

/// Registers a view class with the controller route types only (the default).
final class ControllerTypesForAViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.View, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.viewClass(tagged: FinishCheckView.self))
  }

  override func destination(with configuration: ViewRouteConfig) -> Host.View? {
    Host.makeView(tagged: FinishCheckView.self)
  }
}

/// Registers a view class with the view route types: no issue.
final class ViewTypesForAViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.View, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.viewClass(tagged: FinishCheckView.self))
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }
  override func destination(with configuration: ViewRouteConfig) -> Host.View? {
    Host.makeView(tagged: FinishCheckView.self)
  }
}

/// How many times `FinishNotifiedViewRouter` saw registration finish (a generic class has no stored class properties).
@MainActor enum FinishNotifications {
  static var calls = 0
}

/// Records, on the main actor, that registration finished.
final class FinishNotifiedViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.AViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.AViewController.self)
  }

  override class func _didFinishRegistration() {
    FinishNotifications.calls += 1
    #expect(isRegistrationFinished())
  }
}

/// Registers `RoutableView<AViewInput>` a second time (already registered by `AViewRouter`).
final class DuplicateKeyViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.AViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.AViewController.self)
    register(RoutableView<any AViewInput>())
  }
}

/// Registers `CViewController` exclusively.
final class ExclusiveViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.CViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerExclusiveView(Host.CViewController.self)
  }
}

/// Registers a module key its default configuration does not adopt.
final class WrongModuleViewRouter<Host: ViewTestHost>: ZIKViewRouter<Host.AViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(Host.AViewController.self)
    register(RoutableViewModule<any AViewModuleInput>())
  }
}

/// An adapter class (abstract): never enumerated.
final class EnumeratedViewAdapter: ZIKViewRouteAdapter {
  override class func registerRoutableDestination() {
    register(adapter: RoutableView<any UnprovidedViewInput>(), forAdaptee: RoutableView<any AViewInput>())
  }
}

/// Registration, finish checks and enumeration of view routers.
@MainActor @Suite struct ViewRegistrationTests {
  @Test(arguments: viewTestHosts) func aRouterOfAViewWithoutAddAsSubviewOrCustomIsReportedAtFinish(
    host: any ViewTestHost
  ) throws {
    try host.aRouterOfAViewWithoutAddAsSubviewOrCustomIsReportedAtFinish()
  }

  @Test(arguments: viewTestHosts) func aRouterOfAViewWithTheViewRouteTypesIsNotReported(host: any ViewTestHost) {
    host.aRouterOfAViewWithTheViewRouteTypesIsNotReported()
  }

  @Test(arguments: viewTestHosts) func aBlockRouteOfAViewWithoutViewRouteTypesIsReportedToo(host: any ViewTestHost) {
    host.aBlockRouteOfAViewWithoutViewRouteTypesIsReportedToo()
  }

  @Test(arguments: viewTestHosts) func theFixtureRoutersRegisterWithoutIssues(host: any ViewTestHost) {
    host.theFixtureRoutersRegisterWithoutIssues()
  }

  @Test(arguments: viewTestHosts) func didFinishRegistrationRunsOnceAfterFinish(host: any ViewTestHost) {
    host.didFinishRegistrationRunsOnceAfterFinish()
  }

  @Test(arguments: viewTestHosts) func aSecondRouterForTheSameKeyIsRejectedAndTheFirstKept(host: any ViewTestHost)
    throws
  {
    try host.aSecondRouterForTheSameKeyIsRejectedAndTheFirstKept()
  }

  @Test(arguments: viewTestHosts) func aClassRegisteredExclusivelyCannotBeRegisteredByAnotherRouter(
    host: any ViewTestHost
  ) {
    host.aClassRegisteredExclusivelyCannotBeRegisteredByAnotherRouter()
  }

  @Test(arguments: viewTestHosts) func aModuleKeyTheConfigurationDoesNotAdoptIsRejected(host: any ViewTestHost) {
    host.aModuleKeyTheConfigurationDoesNotAdoptIsRejected()
  }

  @Test(arguments: viewTestHosts) func registrationAfterFinishIsRejectedAndStoresNothing(host: any ViewTestHost) {
    host.registrationAfterFinishIsRejectedAndStoresNothing()
  }

  @Test(arguments: viewTestHosts) func enumerationListsRouterClassesWithDestinationClassesButNoBlockRoutesOrAdapters(
    host: any ViewTestHost
  ) {
    host.enumerationListsRouterClassesWithDestinationClassesButNoBlockRoutesOrAdapters()
  }
}

@MainActor extension ViewTestHost {
  private func issues(registering body: () -> Void) -> [ZIKRegistrationIssue] {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      body()
      ZIKRouteRegistry.notifyRegistrationFinished()
      return ZIKRouteRegistry.validate()
    }
  }

  @MainActor fileprivate func aRouterOfAViewWithoutAddAsSubviewOrCustomIsReportedAtFinish() throws {
    let found = issues { ControllerTypesForAViewRouter<Self>.registerRoutableDestination() }
    let issue = try #require(found.first)
    #expect(found.count == 1)
    #expect(issue.message.contains("ControllerTypesForAViewRouter"))
    #expect(issue.message.contains("FinishCheckView"))
    #expect(issue.message.contains(".addAsSubview"))
    #expect(issue.fileID.hasSuffix("ViewRegistrationTests.swift"))
  }

  @MainActor fileprivate func aRouterOfAViewWithTheViewRouteTypesIsNotReported() {
    #expect(issues { ViewTypesForAViewRouter<Self>.registerRoutableDestination() }.isEmpty)
  }

  @MainActor fileprivate func aBlockRouteOfAViewWithoutViewRouteTypesIsReportedToo() {
    let found = issues {
      _ = ZIKViewRoute<View, ViewRouteConfig>.make(withDestination: Self.viewClass(tagged: FinishCheckView.self)) {
        _, _ in
        Self.makeView(tagged: FinishCheckView.self)
      }
    }
    #expect(found.count == 1)
    #expect(
      issues {
        ZIKViewRoute<View, ViewRouteConfig>.make(withDestination: Self.viewClass(tagged: FinishCheckView.self)) {
          _, _ in
          Self.makeView(tagged: FinishCheckView.self)
        }
        .makeSupportedRouteTypes { .viewDefault }
      }.isEmpty)
  }

  @MainActor fileprivate func theFixtureRoutersRegisterWithoutIssues() {
    let found = issues { Self.registerFixtureRouters() }
    #expect(found.isEmpty, "\(found)")
  }

  @MainActor fileprivate func didFinishRegistrationRunsOnceAfterFinish() {
    let before = FinishNotifications.calls
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      FinishNotifiedViewRouter<Self>.registerRoutableDestination()
      #expect(FinishNotifications.calls == before)
      ZIKRouteRegistry.notifyRegistrationFinished()
      ZIKRouteRegistry.notifyRegistrationFinished()
    }
    #expect(FinishNotifications.calls == before + 1)
  }

  @MainActor fileprivate func aSecondRouterForTheSameKeyIsRejectedAndTheFirstKept() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      AViewRouter<Self>.registerRoutableDestination()
      DuplicateKeyViewRouter<Self>.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      let issue = try #require(ZIKRouteRegistry.validate().first { $0.message.contains("DuplicateKeyViewRouter") })
      #expect(issue.message.contains("already registered"))
      #expect(Router.to(RoutableView<any AViewInput>())?.routerType.routerClass == AViewRouter<Self>.self)
    }
  }

  @MainActor fileprivate func aClassRegisteredExclusivelyCannotBeRegisteredByAnotherRouter() {
    let found = issues {
      ExclusiveViewRouter<Self>.registerRoutableDestination()
      CCustomViewRouter<Self>.registerRoutableDestination()
    }
    #expect(
      found.contains { $0.message.contains("exclusive") && $0.message.contains("CCustomViewRouter<\(Self.self)>") })
  }

  @MainActor fileprivate func aModuleKeyTheConfigurationDoesNotAdoptIsRejected() {
    let found = issues { WrongModuleViewRouter<Self>.registerRoutableDestination() }
    #expect(found.contains { $0.message.contains("AViewModuleInput") && $0.message.contains("WrongModuleViewRouter") })
  }

  @MainActor fileprivate func registrationAfterFinishIsRejectedAndStoresNothing() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKRouteRegistry.notifyRegistrationFinished()
      AViewRouter<Self>.registerRoutableDestination()
      #expect(AViewRouter<Self>.isRegistrationFinished())
      #expect(ZIKRouteRegistry.validate().contains { $0.message.contains("already finished") })
      #expect(Router.to(RoutableView<any AViewInput>()) == nil)
    }
  }

  @MainActor fileprivate func enumerationListsRouterClassesWithDestinationClassesButNoBlockRoutesOrAdapters() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      Self.registerFixtureRouters()
      EnumeratedViewAdapter.registerRoutableDestination()
      _ = ZIKViewRoute<Controller, ViewRouteConfig>.make(
        withDestination: Self.controllerClass(tagged: DViewController.self)
      ) { _, _ in
        Self.makeController(tagged: DViewController.self)
      }
      Self.registerMakingUnregistered(for: RoutableView<any UnprovidedViewInput>())
      ZIKRouteRegistry.notifyRegistrationFinished()
      var names: [String] = []
      Router.enumerateAllViewRouters { names.append(String(describing: $0)) }
      #expect(
        names.sorted() == [
          "AViewObserverRouter<\(Self.self)>", "AViewRouter<\(Self.self)>", "BSubviewRouter<\(Self.self)>",
          "CCustomViewRouter<\(Self.self)>",
        ])
    }
  }
}
