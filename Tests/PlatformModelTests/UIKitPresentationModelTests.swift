import Foundation
import Testing
import UIKitModel

/// Modal presentation in the UIKit model (`present(_:animated:completion:)`, `dismiss(animated:completion:)`), against
/// Apple's documentation of `UIViewController` and UIViewController.h.
@MainActor @Suite struct UIKitPresentationModelTests {
  /// `presentedViewController`: "The view controller that is presented by this view controller, or one of its
  /// ancestors in the view controller hierarchy"; `presentingViewController`: "The view controller that presented this
  /// view controller." Both links exist as soon as `present` returns, before the transition ends.
  @Test func presentLinksBothControllersAtTheCall() {
    withDefaultUIKitModel {
      let root = UIViewController()
      let window = makeWindow(root: root)
      let sheet = UIViewController()
      root.present(sheet, animated: true)
      #expect(root.presentedViewController === sheet)
      #expect(sheet.presentingViewController === root)
      #expect(sheet.isBeingPresented)
      UIKitModelRunLoop.runUntilIdle()
      #expect(!sheet.isBeingPresented)
      #expect(sheet.view.window === window)
    }
  }

  /// `presentingViewController`: "If the view controller that received this message is a child of another view
  /// controller, this property holds the view controller that is presenting the parent view controller", and
  /// `presentedViewController` answers for the ancestors too.
  @Test func aChildAnswersForItsAncestorsPresentation() {
    withDefaultUIKitModel {
      let child = UIViewController()
      let navigation = UINavigationController(rootViewController: child)
      _ = makeWindow(root: navigation)
      let sheetChild = UIViewController()
      let sheetNavigation = UINavigationController(rootViewController: sheetChild)
      child.present(sheetNavigation, animated: false)
      #expect(navigation.presentedViewController === sheetNavigation)
      #expect(child.presentedViewController === sheetNavigation)
      #expect(sheetChild.presentingViewController === navigation)
    }
  }

  /// `dismiss(animated:completion:)`: "If you present several view controllers in succession, thus building a stack of
  /// presented view controllers, calling this method on a view controller lower in the stack dismisses its immediate
  /// child view controller and all view controllers above that child on the stack."
  @Test func dismissingFromAPresenterDismissesTheWholeChainAboveIt() {
    withDefaultUIKitModel {
      let root = UIViewController()
      let window = makeWindow(root: root)
      let (first, second, third) = (UIViewController(), UIViewController(), UIViewController())
      root.present(first, animated: false)
      first.present(second, animated: false)
      second.present(third, animated: false)
      var completed = false
      root.dismiss(animated: true) { completed = true }
      UIKitModelRunLoop.runUntilIdle()
      #expect(completed)
      #expect(root.presentedViewController == nil)
      for controller in [first, second, third] {
        #expect(controller.presentingViewController == nil)
        #expect(controller.presentedViewController == nil)
        #expect(controller.viewIfLoaded?.window == nil)
      }
      #expect(root.view.window === window)
    }
  }

  /// `dismiss(animated:completion:)`: "The presenting view controller is responsible for dismissing the view
  /// controller it presented. If you call this method on the presented view controller itself, UIKit asks the
  /// presenting view controller to handle the dismissal."
  @Test func aPresentedControllerThatPresentsNothingDismissesItself() {
    withDefaultUIKitModel {
      let root = UIViewController()
      _ = makeWindow(root: root)
      let (first, second) = (UIViewController(), UIViewController())
      root.present(first, animated: false)
      first.present(second, animated: false)
      second.dismiss(animated: false)
      #expect(first.presentedViewController == nil)
      #expect(root.presentedViewController === first)
    }
  }

  /// UIViewController.h: the completion of a dismissal "will be invoked after the dismissed controller's
  /// viewDidDisappear: callback is invoked".
  @Test func theDismissalCompletionRunsAfterViewDidDisappear() {
    withDefaultUIKitModel {
      let journal = Journal()
      let root = UIViewController()
      _ = makeWindow(root: root)
      let sheet = RecordingController("sheet", journal)
      root.present(sheet, animated: false)
      journal.reset()
      root.dismiss(animated: true) { journal.add("completion.dismiss") }
      #expect(journal.entries == ["sheet.viewWillDisappear"])
      UIKitModelRunLoop.runUntilIdle()
      #expect(journal.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear", "completion.dismiss"])
    }
  }

  /// `present(_:animated:completion:)`: the completion is "The block to execute after the presentation finishes";
  /// earlier editions of the page said "The completion handler is called after the viewDidAppear: method is called on
  /// the presented view controller."
  @Test func thePresentationCompletionRunsAfterViewDidAppear() {
    withDefaultUIKitModel {
      let journal = Journal()
      let root = UIViewController()
      _ = makeWindow(root: root)
      let sheet = RecordingController("sheet", journal)
      root.present(sheet, animated: true) { journal.add("completion.present") }
      #expect(journal.entries == ["sheet.viewWillAppear"])
      UIKitModelRunLoop.runUntilIdle()
      #expect(journal.entries == ["sheet.viewWillAppear", "sheet.viewDidAppear", "completion.present"])
    }
  }

  /// `UIModalPresentationStyle.fullScreen`: "The views belonging to the presenting view controller are removed after
  /// the presentation completes"; a page sheet leaves them in place.
  @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet])
  func onlyAFullScreenPresentationRemovesThePresentersViewsOnceItCompletes(_ style: UIModalPresentationStyle) {
    withDefaultUIKitModel {
      let journal = Journal()
      let root = RecordingController("root", journal)
      let window = makeWindow(root: root)
      journal.reset()
      let sheet = UIViewController()
      sheet.modalPresentationStyle = style
      root.present(sheet, animated: true)
      #expect(root.view.window === window)
      UIKitModelRunLoop.runUntilIdle()
      if style == .fullScreen {
        #expect(root.view.window == nil)
        #expect(journal.entries == ["root.viewWillDisappear", "root.viewDidDisappear"])
        root.dismiss(animated: false)
        #expect(root.view.window === window)
        #expect(journal.entries.suffix(2) == ["root.viewWillAppear", "root.viewDidAppear"])
      } else {
        #expect(root.view.window === window)
        #expect(journal.entries.isEmpty)
      }
    }
  }

  /// UIKit ignores a present from a controller "whose view is not in the window hierarchy" and from one that "is
  /// already presenting" (console messages), and raises when the controller is already presented or has a parent.
  /// The model records each and changes nothing; the completion never runs.
  @Test func presentsUIKitRejectsChangeNothing() {
    withDefaultUIKitModel {
      var completions = 0
      let offscreen = UIViewController()
      offscreen.present(UIViewController(), animated: false) { completions += 1 }
      #expect(offscreen.presentedViewController == nil)
      let root = UIViewController()
      _ = makeWindow(root: root)
      let sheet = UIViewController()
      root.present(sheet, animated: false)
      root.present(UIViewController(), animated: false) { completions += 1 }
      #expect(root.presentedViewController === sheet)
      let child = UIViewController()
      root.addChild(child)
      sheet.present(child, animated: false) { completions += 1 }
      #expect(sheet.presentedViewController == nil)
      #expect(completions == 0)
      #expect(UIKitModelDiagnostics.messages.count == 3)
    }
  }

  /// UIKit logs "Attempt to dismiss from view controller … while a presentation or dismiss is in progress" and ignores
  /// the call: a dismissal during the presentation's transition changes nothing.
  @Test func aDismissDuringThePresentationTransitionIsIgnored() {
    withDefaultUIKitModel {
      let root = UIViewController()
      _ = makeWindow(root: root)
      let sheet = UIViewController()
      root.present(sheet, animated: true)
      var dismissed = false
      root.dismiss(animated: false) { dismissed = true }
      UIKitModelRunLoop.runUntilIdle()
      #expect(!dismissed)
      #expect(root.presentedViewController === sheet)
      #expect(UIKitModelDiagnostics.messages.count == 1)
    }
  }

  /// `isModalInPresentation`: "When this property is true, UIKit [...] prevents the interactive dismissal of the view
  /// controller while it is onscreen." Without it, a sheet pulled down and released is dismissed.
  @Test func isModalInPresentationPreventsTheInteractiveDismissal() throws {
    try withDefaultUIKitModel {
      let root = UIViewController()
      _ = makeWindow(root: root)
      let sheet = UIViewController()
      sheet.isModalInPresentation = true
      root.present(sheet, animated: false)
      #expect(sheet.beginInteractiveDismissal() == nil)
      sheet.isModalInPresentation = false
      let pull = try #require(sheet.beginInteractiveDismissal())
      pull.finish()
      UIKitModelRunLoop.runUntilIdle()
      #expect(root.presentedViewController == nil)
    }
  }

  /// `popoverPresentationController`: "If you created the view controller but have not yet presented it, accessing
  /// this property creates a presentation controller when the value in the modalPresentationStyle property is
  /// UIModalPresentationPopover. If the modal presentation style is a different value, this property is nil."
  @Test func onlyAPopoverStyleControllerHasAPopoverPresentationController() {
    withDefaultUIKitModel {
      let plain = UIViewController()
      #expect(plain.popoverPresentationController == nil)
      let popover = UIViewController()
      popover.modalPresentationStyle = .popover
      let controller = popover.popoverPresentationController
      #expect(controller != nil)
      #expect(popover.popoverPresentationController === controller)
      // "In iOS 13.2 and later, the default value is CGRectNull, which instructs the system to use the current frame
      // of sourceView."
      #expect(controller?.sourceRect.isNull == true)
    }
  }
}
