import Foundation
import Testing
import UIKitModel
import ViewTestSupport

@testable import ZRouterCore
@testable import ZRouterUIKit

/// The UIKit host conformances answered directly: what UIKit cannot do is reported as `.notPerformed` with a reason,
/// never silently dropped.
@MainActor @Suite struct UIKitHostGlueTests {
  /// Runs `transition` and returns what the host reported once UIKit settled.
  private func result(_ transition: (@escaping @MainActor (HostTransitionResult) -> Void) -> Void)
    -> HostTransitionResult?
  {
    var reported: HostTransitionResult?
    transition { reported = $0 }
    settle()
    return reported
  }

  private func reason(_ result: HostTransitionResult?) -> String? {
    if case .notPerformed(let reason) = result { return reason }
    return nil
  }

  @Test func aSheetIsAPageSheetPresentation() {
    let scene = UIKitScene()
    let sheet = UIViewController()
    let reported = result { scene.root.zix_present(sheet, style: .sheet, animated: true, completion: $0) }
    #expect(reported == .completed)
    #expect(sheet.modalPresentationStyle == .pageSheet)
    #expect(scene.root.presentedViewController === sheet)
  }

  @Test func presentationAnimatorsAreRefused() {
    let scene = UIKitScene()
    let reported = result {
      scene.root.zix_present(UIViewController(), style: .animator(NSObject()), animated: true, completion: $0)
    }
    #expect(reason(reported)?.contains("no presentation animators") == true)
    #expect(scene.root.presentedViewController == nil)
  }

  @Test func aControllerOfAnotherHostIsRefused() {
    let (scene, navigation) = UIKitScene.navigation()
    let foreign = HeadlessViewController()
    let presented = result { scene.root.zix_present(foreign, style: .modal, animated: false, completion: $0) }
    let pushed = result { navigation.zix_push(foreign, animated: false, completion: $0) }
    #expect(reason(presented)?.contains("UIKit presents only UIViewController") == true)
    #expect(reason(pushed)?.contains("UIKit pushes only UIViewController") == true)
  }

  @Test func aPresentFromAViewInNoWindowIsReportedAsIgnored() {
    let offScreen = UIViewController()
    let reported = result { offScreen.zix_present(UIViewController(), style: .modal, animated: true, completion: $0) }
    #expect(reason(reported) == "UIKit ignored the present")
    #expect(UIKitModelDiagnostics.messages.last?.contains("not in the window hierarchy") == true)
  }

  @Test func dismissingAControllerThatNeitherPresentsNorWasPresentedIsRefused() {
    let scene = UIKitScene()
    let reported = result { scene.root.zix_dismiss(animated: true, completion: $0) }
    #expect(reason(reported)?.contains("neither presents nor was presented") == true)
  }

  @Test func aDismissalFromThePresenterDismissesWhatItPresents() {
    let scene = UIKitScene()
    let presented = UIViewController()
    scene.root.present(presented, animated: false)
    settle()
    let reported = result { scene.root.zix_dismiss(animated: true, completion: $0) }
    #expect(reported == .completed)
    #expect(scene.root.presentedViewController == nil)
    #expect(presented.viewIfLoaded?.window == nil)
  }

  @Test func uikitOpensNoWindowForAController() {
    let reported = result { UIViewController().zix_showInNewWindow(completion: $0) }
    #expect(reason(reported)?.contains("does not open windows") == true)
  }

  @Test func poppingToAControllerNotOnTheStackIsRefused() {
    let (_, navigation) = UIKitScene.navigation()
    let reported = result { navigation.zix_pop(to: UIViewController(), animated: true, completion: $0) }
    #expect(reason(reported)?.contains("not on the navigation stack") == true)
  }

  @Test func aPopDuringAnotherNavigationTransitionIsRefused() {
    let (_, navigation) = UIKitScene.navigation()
    let home = navigation.viewControllers[0]
    navigation.pushViewController(UIViewController(), animated: false)
    settle()
    navigation.pushViewController(UIViewController(), animated: true)
    var reported: HostTransitionResult?
    navigation.zix_pop(to: home, animated: true) { reported = $0 }
    #expect(reason(reported)?.contains("in the middle of a transition") == true)
    settle()
    #expect(navigation.viewControllers.count == 3)
  }

  @Test func showInASplitViewControllerPlacesTheSecondaryController() {
    let split = UISplitViewController()
    let primary = UIViewController()
    split.viewControllers = [primary]
    let scene = UIKitScene(root: split)
    let detail = UIViewController()
    let reported = result { primary.zix_showDetail(detail, completion: $0) }
    #expect(reported == .completed)
    #expect(split.viewControllers.last === detail)
    #expect(detail.viewIfLoaded?.window === scene.window)
  }

  @Test func showInASplitViewControllerReplacesThePrimaryController() {
    let split = UISplitViewController()
    let primary = UIViewController()
    let secondary = UIViewController()
    split.viewControllers = [primary, secondary]
    let scene = UIKitScene(root: split)
    let shown = UIViewController()
    let reported = result { secondary.zix_show(shown, completion: $0) }
    #expect(reported == .completed)
    #expect(split.viewControllers.first === shown)
    #expect(split.viewControllers.last === secondary)
    #expect(primary.parent == nil)
    #expect(shown.viewIfLoaded?.window === scene.window)
  }
}
