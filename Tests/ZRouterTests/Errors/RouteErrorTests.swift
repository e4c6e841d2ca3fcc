import Foundation
import Testing
import ZRouter

/// `ZIKRouteError` and `ZIKViewRouteError` share one implementation of their `NSError` bridging, printing and
/// pattern matching: both are held to the same rules here.
@Suite struct RouteErrorTests {
  @Test func bothErrorsBridgeToTheirDomainCodeAndMessage() {
    let route = ZIKRouteError(.overRoute, localizedDescription: "wait for the first perform") as NSError
    #expect(route.domain == "ZIKRouteErrorDomain")
    #expect(route.code == 4)
    #expect(route.localizedDescription == "wait for the first perform")
    let view = ZIKViewRouteError(.invalidSource, localizedDescription: "push from a navigation stack") as NSError
    #expect(view.domain == "ZIKViewRouteErrorDomain")
    #expect(view.code == 13)
    #expect(view.userInfo[NSLocalizedDescriptionKey] as? String == "push from a navigation stack")
  }

  @Test func bothErrorsPrintTheirTypeCodeAndMessage() {
    #expect(
      ZIKRouteError(.invalidProtocol, localizedDescription: "m").description == "ZIKRouteError.invalidProtocol (0): m")
    #expect(
      ZIKViewRouteError(.unsupportType, localizedDescription: "m").description
        == "ZIKViewRouteError.unsupportType (11): m")
  }

  @Test func codesMatchTheirOwnErrorsAndWrappedFailuresOnly() {
    let route: any Error = ZIKRouteError(.actionFailed, localizedDescription: "m")
    let view: any Error = ZIKViewRouteError(.invalidContainer, localizedDescription: "m")
    #expect(ZIKRouteError.Code.actionFailed ~= route)
    #expect(!(ZIKRouteError.Code.overRoute ~= route))
    #expect(!(ZIKRouteError.Code.actionFailed ~= view))
    #expect(ZIKViewRouteError.Code.invalidContainer ~= view)
    #expect(!(ZIKViewRouteError.Code.invalidContainer ~= route))
    let wrappedRoute: any Error = RouteFailure(route, action: .performRoute)
    let wrappedView: any Error = RouteFailure(view, action: .removeRoute)
    #expect(ZIKRouteError.Code.actionFailed ~= wrappedRoute)
    #expect(ZIKViewRouteError.Code.invalidContainer ~= wrappedView)
    #expect(!(ZIKRouteError.Code.actionFailed ~= wrappedView))
  }
}
