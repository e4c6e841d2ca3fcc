import Foundation
import Testing
import ViewTestSupport
import ZRouter

@testable import ZRouterCore

/// Copying a configuration copies every field of every class it inherits from, and a makeable configuration's
/// copy keeps its class: the fields are copied by one chain shared by the view and service families.
@Suite @MainActor struct ConfigurationCopyTests {
  @Test func aViewMakeableCopyKeepsItsClassAndEveryField() throws {
    let source = HeadlessViewController()
    let original = ViewMakeableConfiguration<CopiedDestination, (String) -> CopiedDestination?>({ _ in nil })
    var calls: [String] = []
    original.source = source
    original.routeType = .push
    original.animated = false
    original.errorHandler = { _, _ in calls.append("error") }
    original.successHandler = { _ in calls.append("success") }
    original.addUserInfo(forKey: "k", object: "v")
    original.makeDestination = { CopiedDestination(name: "made") }
    original.didMakeDestination = { _ in calls.append("didMake") }
    original._prepareDestination = { _ in calls.append("prepare") }
    original.constructDestination = { CopiedDestination(name: $0) }
    original.constructorContainer = ["id": 7]
    original.configurePopover { $0.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4) }

    let copy = try #require(
      original.copy() as? ViewMakeableConfiguration<CopiedDestination, (String) -> CopiedDestination?>)
    #expect(copy !== original)
    #expect(copy.source === source)
    #expect(copy.routeType == .push)
    #expect(copy.animated == false)
    #expect(copy.userInfo["k"] as? String == "v")
    #expect(copy.makeDestination?()?.name == "made")
    #expect(copy.constructDestination("built")?.name == "built")
    #expect(copy.makeDestinationWith("x") == nil)
    #expect(copy.constructorContainer["id"] as? Int == 7)
    #expect(copy.popoverConfiguration?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(copy.popoverConfiguration !== original.popoverConfiguration)
    copy.errorHandler?(.performRoute, ZIKRouteError(.actionFailed, localizedDescription: "test"))
    copy.successHandler?(CopiedDestination(name: "d"))
    copy.didMakeDestination?(CopiedDestination(name: "d"))
    copy.__prepareDestination?(CopiedDestination(name: "d"))
    #expect(calls == ["error", "success", "didMake", "prepare"])
  }

  @Test func aServiceMakeableCopyKeepsItsClassAndEveryField() throws {
    let original = ServiceMakeableConfiguration<CopiedDestination, (String) -> CopiedDestination?>({
      CopiedDestination(name: $0)
    })
    original.makedDestination = CopiedDestination(name: "already made")
    original.constructorContainer = ["path": "/tmp"]
    original.completionHandler = { _, _, _, _ in }

    let copy = try #require(
      original.copy() as? ServiceMakeableConfiguration<CopiedDestination, (String) -> CopiedDestination?>)
    #expect((copy.makedDestination as? CopiedDestination)?.name == "already made")
    #expect(copy.constructorContainer["path"] as? String == "/tmp")
    #expect(copy.makeDestinationWith("p")?.name == "p")
    #expect(copy.completionHandler != nil)
  }

  @Test func anyMakeableCopiesKeepTheirMakerAndConstructor() throws {
    let view = AnyViewMakeableConfiguration<CopiedDestination, (Int) -> CopiedDestination?, (String) -> Void>(
      maker: { CopiedDestination(name: "\($0)") }, constructor: { _ in })
    view.animated = false
    let viewCopy = try #require(
      view.copy() as? AnyViewMakeableConfiguration<CopiedDestination, (Int) -> CopiedDestination?, (String) -> Void>)
    #expect(viewCopy.makeDestinationWith(3)?.name == "3")
    #expect(viewCopy.animated == false)

    let service = AnyServiceMakeableConfiguration<CopiedDestination, (Int) -> CopiedDestination?, (String) -> Void>(
      maker: { CopiedDestination(name: "\($0)") }, constructor: { _ in })
    service.addUserInfo(["a": 1])
    let serviceCopy = try #require(
      service.copy()
        as? AnyServiceMakeableConfiguration<CopiedDestination, (Int) -> CopiedDestination?, (String) -> Void>)
    #expect(serviceCopy.makeDestinationWith(4)?.name == "4")
    #expect(serviceCopy.userInfo["a"] as? Int == 1)
  }

  @Test func parameterlessMakeableCopiesKeepTheirMaker() throws {
    let view = ZIKViewMakeableConfiguration<CopiedDestination>()
    view.makeDestination = { CopiedDestination(name: "view") }
    view.routeType = .addAsChildViewController
    let viewCopy = try #require(view.copy() as? ZIKViewMakeableConfiguration<CopiedDestination>)
    #expect(viewCopy.makeDestination?()?.name == "view")
    #expect(viewCopy.routeType == .addAsChildViewController)

    let service = ZIKServiceMakeableConfiguration<CopiedDestination>()
    service.makeDestination = { CopiedDestination(name: "service") }
    let serviceCopy = try #require(service.copy() as? ZIKServiceMakeableConfiguration<CopiedDestination>)
    #expect(serviceCopy.makeDestination?()?.name == "service")
  }

  @Test func removeConfigurationCopiesKeepEveryField() throws {
    let original = ZIKViewRemoveConfiguration()
    var calls: [String] = []
    original.animated = false
    original.successHandler = { calls.append("success") }
    original.stateNotifier = { _, _ in calls.append("state") }
    let copy = try #require(original.copy() as? ZIKViewRemoveConfiguration)
    #expect(copy.animated == false)
    copy.successHandler?()
    copy.stateNotifier?(.routed, .removing)
    #expect(calls == ["success", "state"])
  }

  @Test func aViewConfigurationCopyKeepsEveryFieldOfEveryClass() throws {
    let original = ZIKViewRouteConfiguration()
    let container = HeadlessViewController()
    let sender = CopiedDestination(name: "sender")
    let animator = CopiedDestination(name: "animator")
    var calls: [String] = []
    original.routeType = .addAsChildViewController
    original.containerWrapper = { _ in container }
    original.sender = sender
    original.addingChildViewHandler = { _, done in
      calls.append("addChild")
      done()
    }
    original.animator = animator
    original.configurePath(.show)
    original.prepareDestination = { _ in calls.append("prepare") }
    original.performerSuccessHandler = { _ in calls.append("performerSuccess") }
    original.completionHandler = { _, _, _, _ in calls.append("completion") }
    original.performerErrorHandler = { _, _ in calls.append("performerError") }

    let copy = try #require(original.copy() as? ZIKViewRouteConfiguration)
    #expect(copy.routeType == .show)
    #expect(copy.showsInNewWindow)
    #expect(copy.containerWrapper?(HeadlessViewController()) === container)
    #expect(copy.sender === sender)
    #expect(copy.animator === animator)
    copy.addingChildViewHandler?(HeadlessViewController()) {}
    copy.prepareDestination?(sender)
    copy.performerSuccessHandler?(sender)
    copy.completionHandler?(true, sender, .performRoute, nil)
    copy.performerErrorHandler?(.performRoute, ZIKRouteError(.actionFailed, localizedDescription: "test"))
    #expect(calls == ["addChild", "prepare", "performerSuccess", "completion", "performerError"])
  }

  @Test func aRemoveConfigurationCopyKeepsItsHandlers() throws {
    let original = ZIKRemoveRouteConfiguration()
    var calls: [String] = []
    original.prepareDestination = { _ in calls.append("prepare") }
    original.performerSuccessHandler = { calls.append("performerSuccess") }
    original.completionHandler = { _, _, _ in calls.append("completion") }
    let copy = try #require(original.copy() as? ZIKRemoveRouteConfiguration)
    copy.prepareDestination?(CopiedDestination(name: "d"))
    copy.performerSuccessHandler?()
    copy.completionHandler?(true, .removeRoute, nil)
    #expect(calls == ["prepare", "performerSuccess", "completion"])
  }

  @Test func aPopoverCopyKeepsEverySetting() {
    let original = ZIKViewRoutePopoverConfiguration()
    let settings = PopoverSettingsFixture()
    settings.apply(to: original)
    let copy = original.copy()
    #expect(copy !== original)
    settings.expectCarried(by: copy)
  }

  /// `handleExternalRoute` is deprecated and has no effect, but a copy still keeps what was set.
  @available(*, deprecated, message: "exercises the deprecated handleExternalRoute")
  @Test func theInertExternalRouteFlagIsCopied() throws {
    let route = ZIKViewRouteConfiguration()
    route.handleExternalRoute = true
    #expect((route.copy() as? ZIKViewRouteConfiguration)?.handleExternalRoute == true)
    let strict = ViewRouteStrictConfig<CopiedDestination>(configuration: route)
    strict.handleExternalRoute = false
    #expect(route.handleExternalRoute == false)
    let remove = ZIKViewRemoveConfiguration()
    remove.handleExternalRoute = true
    #expect((remove.copy() as? ZIKViewRemoveConfiguration)?.handleExternalRoute == true)
  }
}

/// A destination for the copy tests.
final class CopiedDestination {
  let name: String
  init(name: String) { self.name = name }
}
