import Foundation
import Testing
import UIKitModel
import ViewTestSupport

@testable import ZRouter

/// tvOS has no popovers and no page sheets: the UIKit glue refuses both there, and routers fail those routes with
/// `ZIKViewRouteError.unsupportType` saying so, before the router is made. The model runs the glue as on tvOS
/// when its device idiom is `.tv` (`UIKitModelVariant.idiom`); on a real Apple TV the glue compiles only that path.
@MainActor @Suite struct UIKitTVOSTests {
  /// Performs `path`'s route type from a controller on screen on an Apple TV, and returns whether a router was
  /// made, its state, the error the global handler received and what the source presents.
  private func performOnTV(_ path: (UIViewController) -> ViewRoutePath) -> (
    made: Bool, state: ZIKRouterState?, error: (any Error)?, presented: UIViewController?
  ) {
    ViewFixtureRegistry.run { _ in
      nonisolated(unsafe) var received: (any Error)?
      ZIKAnyViewRouter.globalErrorHandler = { _, _, error in received = error }
      let scene = UIKitScene()
      let routePath = path(scene.root)
      let router = UIKitModelVariant.$idiom.withValue(.tv) {
        Router.perform(to: RoutableView<any AViewInput>(), path: routePath)
      }
      settle()
      return (router != nil, router?.state, received, scene.root.presentedViewController)
    }
  }

  @Test func aPopoverRouteFailsWithUnsupportTypeOnTV() {
    let anchor = UIView()
    let (made, _, error, presented) = performOnTV { source in
      .presentAsPopover(from: source) { $0.sourceView = anchor }
    }
    #expect(!made)
    #expect(presented == nil)
    #expect(errorCode(error) == ZIKViewRouteError.Code.unsupportType.rawValue)
    #expect("\(error.map { "\($0)" } ?? "")".contains("tvOS has no popovers"))
  }

  @Test func aSheetRouteFailsWithUnsupportTypeOnTV() {
    let (made, _, error, presented) = performOnTV { .presentAsSheet(from: $0) }
    #expect(!made)
    #expect(presented == nil)
    #expect(errorCode(error) == ZIKViewRouteError.Code.unsupportType.rawValue)
    #expect("\(error.map { "\($0)" } ?? "")".contains("tvOS has no page sheets"))
  }

  @Test func aModalPresentationStillWorksOnTV() {
    let (made, state, error, presented) = performOnTV { .presentModally(from: $0) }
    #expect(made)
    #expect(state == .routed)
    #expect(error == nil)
    #expect(presented is AViewController)
  }

  @Test func theGlueRefusesPopoversAndPageSheetsOnTVEvenWithoutARouter() {
    let scene = UIKitScene()
    var reported: [HostTransitionResult] = []
    UIKitModelVariant.$idiom.withValue(.tv) {
      let anchored = ZIKViewRoutePopoverConfiguration()
      anchored.sourceView = scene.root.view
      scene.root.zix_present(UIViewController(), style: .popover(anchored), animated: false) { reported.append($0) }
      scene.root.zix_present(UIViewController(), style: .sheet, animated: false) { reported.append($0) }
    }
    settle()
    #expect(reported.count == 2)
    #expect(reported.allSatisfy { if case .notPerformed = $0 { true } else { false } })
    #expect(scene.root.presentedViewController == nil)
  }

  @Test func onAnIPhoneBothPresentationsExist() {
    let controller = UIViewController()
    #expect(controller.zix_unavailabilityReason(for: .sheet) == nil)
    #expect(controller.zix_unavailabilityReason(for: .popover(ZIKViewRoutePopoverConfiguration())) == nil)
  }
}
