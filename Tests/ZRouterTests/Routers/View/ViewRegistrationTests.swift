import Foundation
import Testing
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

/// A view whose router forgot `addAsSubview`: registration finish reports it.
final class FinishCheckView: TestView {}
extension FinishCheckView: ZIKRoutableView {}

/// Registers a view class with the controller route types only (the default).
final class ControllerTypesForAViewRouter: ZIKViewRouter<FinishCheckView, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(FinishCheckView.self)
  }

  override func destination(with configuration: ViewRouteConfig) -> FinishCheckView? { FinishCheckView() }
}

/// Registers a view class with the view route types: no issue.
final class ViewTypesForAViewRouter: ZIKViewRouter<FinishCheckView, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(FinishCheckView.self)
  }

  override class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewDefault }
  override func destination(with configuration: ViewRouteConfig) -> FinishCheckView? { FinishCheckView() }
}

/// Records, on the main actor, that registration finished.
final class FinishNotifiedViewRouter: ZIKViewRouter<AViewController, ViewRouteConfig> {
  static var finishCalls = 0

  override class func registerRoutableDestination() {
    registerView(AViewController.self)
  }

  override class func _didFinishRegistration() {
    finishCalls += 1
    #expect(isRegistrationFinished())
  }
}

/// Registers `RoutableView<AViewInput>` a second time (already registered by `AViewRouter`).
final class DuplicateKeyViewRouter: ZIKViewRouter<AViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(AViewController.self)
    register(RoutableView<any AViewInput>())
  }
}

/// Registers `CViewController` exclusively.
final class ExclusiveViewRouter: ZIKViewRouter<CViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerExclusiveView(CViewController.self)
  }
}

/// Registers a module key its default configuration does not adopt.
final class WrongModuleViewRouter: ZIKViewRouter<AViewController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(AViewController.self)
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
  private func issues(registering body: () -> Void) -> [ZIKRegistrationIssue] {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      body()
      ZIKRouteRegistry.notifyRegistrationFinished()
      return ZIKRouteRegistry.validate()
    }
  }

  @Test func aRouterOfAViewWithoutAddAsSubviewOrCustomIsReportedAtFinish() throws {
    let found = issues { ControllerTypesForAViewRouter.registerRoutableDestination() }
    let issue = try #require(found.first)
    #expect(found.count == 1)
    #expect(issue.message.contains("ControllerTypesForAViewRouter"))
    #expect(issue.message.contains("FinishCheckView"))
    #expect(issue.message.contains(".addAsSubview"))
    #expect(issue.fileID.hasSuffix("ViewRegistrationTests.swift"))
  }

  @Test func aRouterOfAViewWithTheViewRouteTypesIsNotReported() {
    #expect(issues { ViewTypesForAViewRouter.registerRoutableDestination() }.isEmpty)
  }

  @Test func aBlockRouteOfAViewWithoutViewRouteTypesIsReportedToo() {
    let found = issues {
      _ = ZIKViewRoute<FinishCheckView, ViewRouteConfig>.make(withDestination: FinishCheckView.self) { _, _ in
        FinishCheckView()
      }
    }
    #expect(found.count == 1)
    #expect(
      issues {
        ZIKViewRoute<FinishCheckView, ViewRouteConfig>.make(withDestination: FinishCheckView.self) { _, _ in
          FinishCheckView()
        }
        .makeSupportedRouteTypes { .viewDefault }
      }.isEmpty)
  }

  @Test func theFixtureRoutersRegisterWithoutIssues() {
    let found = issues { ViewFixtureRegistry.registerFixtureRouters() }
    #expect(found.isEmpty, "\(found)")
  }

  @Test func didFinishRegistrationRunsOnceAfterFinish() {
    let before = FinishNotifiedViewRouter.finishCalls
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      FinishNotifiedViewRouter.registerRoutableDestination()
      #expect(FinishNotifiedViewRouter.finishCalls == before)
      ZIKRouteRegistry.notifyRegistrationFinished()
      ZIKRouteRegistry.notifyRegistrationFinished()
    }
    #expect(FinishNotifiedViewRouter.finishCalls == before + 1)
  }

  @Test func aSecondRouterForTheSameKeyIsRejectedAndTheFirstKept() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      AViewRouter.registerRoutableDestination()
      DuplicateKeyViewRouter.registerRoutableDestination()
      ZIKRouteRegistry.notifyRegistrationFinished()
      let issue = try #require(ZIKRouteRegistry.validate().first { $0.message.contains("DuplicateKeyViewRouter") })
      #expect(issue.message.contains("already registered"))
      #expect(Router.to(RoutableView<any AViewInput>())?.routerType.routerClass == AViewRouter.self)
    }
  }

  @Test func aClassRegisteredExclusivelyCannotBeRegisteredByAnotherRouter() {
    let found = issues {
      ExclusiveViewRouter.registerRoutableDestination()
      CCustomViewRouter.registerRoutableDestination()
    }
    #expect(found.contains { $0.message.contains("exclusive") && $0.message.contains("CCustomViewRouter") })
  }

  @Test func aModuleKeyTheConfigurationDoesNotAdoptIsRejected() {
    let found = issues { WrongModuleViewRouter.registerRoutableDestination() }
    #expect(found.contains { $0.message.contains("AViewModuleInput") && $0.message.contains("WrongModuleViewRouter") })
  }

  @Test func registrationAfterFinishIsRejectedAndStoresNothing() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ZIKRouteRegistry.notifyRegistrationFinished()
      AViewRouter.registerRoutableDestination()
      #expect(AViewRouter.isRegistrationFinished())
      #expect(ZIKRouteRegistry.validate().contains { $0.message.contains("already finished") })
      #expect(Router.to(RoutableView<any AViewInput>()) == nil)
    }
  }

  @Test func enumerationListsRouterClassesWithDestinationClassesButNoBlockRoutesOrAdapters() {
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ViewFixtureRegistry.registerFixtureRouters()
      EnumeratedViewAdapter.registerRoutableDestination()
      _ = ZIKViewRoute<DViewController, ViewRouteConfig>.make(withDestination: DViewController.self) { _, _ in
        DViewController()
      }
      ZIKAnyViewRouter.register(RoutableView<any UnprovidedViewInput>(), forMakingView: UnregisteredViewController.self)
      ZIKRouteRegistry.notifyRegistrationFinished()
      var names: [String] = []
      Router.enumerateAllViewRouters { names.append(String(describing: $0)) }
      #expect(names.sorted() == ["AViewObserverRouter", "AViewRouter", "BSubviewRouter", "CCustomViewRouter"])
    }
  }
}
