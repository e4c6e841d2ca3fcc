#!/usr/bin/env python3
"""Mutation check of the UIKit and AppKit models: each test of Tests/PlatformModelTests must fail when the model rule
it checks is switched off.

Each mutant is (name, model file, a snippet of it, its replacement, the tests it must make fail). The script builds a
scratch package (Linux only) holding copies of `Tests/PlatformModels/UIKitModel`, `AppKitModel` and
`Tests/PlatformModelTests`, and nothing of ZRouter, so a mutant rebuilds one model and the tests only. For each mutant it
puts the original files back, replaces every occurrence of the snippet, runs the named tests
(`swift test --filter`), and checks that each of them failed. A mutant every named test still passes is a rule no test
checks.

Prints `mutants killed K of N` and exits non-zero unless every mutant was killed.

Usage: scripts/model-mutants.py [--work DIR] [--only NAME ...]
  --work DIR   the scratch package (default: $ZROUTER_MODEL_MUTANTS_DIR or /tmp/zrouter-model-mutants); its build
               folder is reused
  --only NAME  runs only the named mutants
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UIKIT = "UIKitModel/"
APPKIT = "AppKitModel/"

PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
]
let package = Package(
  name: "model-mutants",
  targets: [
    .target(name: "UIKitModel", path: "UIKitModel", swiftSettings: settings),
    .target(name: "AppKitModel", path: "AppKitModel", swiftSettings: settings),
    .testTarget(
      name: "PlatformModelTests", dependencies: ["UIKitModel", "AppKitModel"], path: "PlatformModelTests",
      swiftSettings: settings),
  ])
"""

# (name, model file, snippet, replacement, tests that must fail)
M = [
 # (name, file, old, new, tests)
 ("navController", UIKIT + "UIViewController.swift", "compactMap { $0 as? UINavigationController }.first", "compactMap { $0 as? UINavigationController }.dropFirst().first", ["aPushedControllerTopsTheStackAndFindsItsNavigationController"]),
 ("pushDuplicate", UIKIT + "UINavigationController.swift", 'return UIKitModelDiagnostics.record(\n        "push: pushing the same', 'return print(\n        "push: pushing the same', ["pushingAControllerAlreadyOnTheStackIsRefused"]),
 ("pushTabBar", UIKIT + "UINavigationController.swift", "if viewController is UITabBarController {", "if viewController is UISplitViewController {", ["pushingATabBarOrNavigationControllerIsRefused"]),
 ("pushDidMove", UIKIT + "UINavigationController.swift", "for controller in joining { controller.sendDidMove(toParent: self) }", "for controller in joining { _ = controller }", ["aPushCallsWillMoveAtOnceAndDidMoveWhenTheTransitionEnds"]),
 ("pushDidAppearEarly", UIKIT + "UINavigationController.swift", "          to?.viewWillAppear(animated)\n        }\n        guard swaps", "          to?.viewWillAppear(animated)\n          to?.viewDidAppear(animated)\n        }\n        guard swaps", ["appearanceCallbacksBracketTheAnimatedPush"]),
 ("popStackLate", UIKIT + "UINavigationController.swift", "    children.removeAll { child in popped.contains { $0 === child } }\n", "", ["aPopReturnsTheTopAndRemovesItFromTheStackAtOnce"]),
 ("popToOne", UIKIT + "UINavigationController.swift", "let popped = Array(children[(index + 1)...])", "let popped = Array(children[(index + 1)...].suffix(1))", ["popsLeaveTheNamedControllerOnTop"]),
 ("setVCWillMove", UIKIT + "UINavigationController.swift", "    for controller in leaving { controller.sendWillMove(toParent: nil) }\n", "", ["setViewControllersReplacesTheStack"]),
 ("visibleVC", UIKIT + "UINavigationController.swift", "{ presentedViewController ?? topViewController }", "{ topViewController }", ["theVisibleControllerIsThePresentedOneElseTheTop"]),
 ("swipeRevert", UIKIT + "UINavigationController.swift", "setChildren(children + leaving.filter { controller in !children.contains { $0 === controller } })", "()", ["aCancelledBackSwipeRestoresTheStack"]),
 ("presentLink", UIKIT + "UIViewController+Presentation.swift", "    presented.presentingStorage = presenter\n", "", ["presentLinksBothControllersAtTheCall"]),
 ("presentingRoot", UIKIT + "UIViewController+Presentation.swift", "{ presentationRoot.presentingStorage }", "{ presentingStorage }", ["aChildAnswersForItsAncestorsPresentation"]),
 ("dismissChain", UIKIT + "UIViewController+Presentation.swift", "let chain = Array(sequence(first: dismissed, next: \\.presentedStorage))", "let chain = [dismissed]", ["dismissingFromAPresenterDismissesTheWholeChainAboveIt"]),
 ("dismissSelf", UIKIT + "UIViewController+Presentation.swift", "} else if let presenting = root.presentingStorage {", "} else if let presenting = root.presentingStorage, false {", ["aPresentedControllerThatPresentsNothingDismissesItself"]),
 ("completionFirst", UIKIT + "ModelTransition.swift", "    if isCancelled { revert(self) } else { complete(self) }\n", "    if !isCancelled { completion?(); completion = nil }\n    if isCancelled { revert(self) } else { complete(self) }\n", ["theDismissalCompletionRunsAfterViewDidDisappear", "thePresentationCompletionRunsAfterViewDidAppear"]),
 ("fullScreenKeeps", UIKIT + "UIModalPresentationStyle.swift", "{ self == .fullScreen || self == .currentContext }", "{ self == .currentContext }", ["onlyAFullScreenPresentationRemovesThePresentersViewsOnceItCompletes"]),
 ("sheetRemoves", UIKIT + "UIModalPresentationStyle.swift", "{ self == .fullScreen || self == .currentContext }", "{ true }", ["onlyAFullScreenPresentationRemovesThePresentersViewsOnceItCompletes"]),
 ("presentTwice", UIKIT + "UIViewController+Presentation.swift", "if let current = presenter.presentedStorage {", "if let current = presenter.presentedStorage, false {", ["presentsUIKitRejectsChangeNothing"]),
 ("dismissDuring", UIKIT + "UIViewController+Presentation.swift", "if involved.contains(where: { $0.isInPresentationTransition }) {", "if involved.isEmpty {", ["aDismissDuringThePresentationTransitionIsIgnored"]),
 ("modalInPresentation", UIKIT + "UIViewController+Presentation.swift", "      !sheet.isModalInPresentation\n", "      sheet !== root.presentingStorage\n", ["isModalInPresentationPreventsTheInteractiveDismissal"]),
 ("popoverStyle", UIKIT + "UIViewController+Presentation.swift", "guard modalPresentationStyle == .popover, presentingStorage == nil else { return nil }", "guard presentingStorage == nil else { return nil }", ["onlyAPopoverStyleControllerHasAPopoverPresentationController"]),
 ("addChildDidMove", UIKIT + "UIViewController.swift", "    childController.sendWillMove(toParent: self)\n    attach(childController)\n", "    childController.sendWillMove(toParent: self)\n    attach(childController)\n    childController.sendDidMove(toParent: self)\n", ["addChildCallsWillMoveButNotDidMove"]),
 ("removeWillMove", UIKIT + "UIViewController.swift", "    detachFromParent()\n    sendDidMove(toParent: nil)\n", "    sendWillMove(toParent: nil)\n    detachFromParent()\n    sendDidMove(toParent: nil)\n", ["removeFromParentCallsDidMoveToNilOnly"]),
 ("movingFlag", UIKIT + "UIViewController.swift", "public var isMovingToParent: Bool { movingToParent &&", "public var isMovingToParent: Bool { !movingToParent &&", ["thePushedControllerIsMovingToParentInItsAppearanceCallbacks"]),
 ("addPresented", UIKIT + "UIViewController.swift", "guard childController.presentingStorage == nil else {", "guard childController !== childController.parent else {", ["addChildRefusesAPresentedControllerAndAnAncestor"]),
 ("coordinatorParent", UIKIT + "UIViewController.swift", "activeTransitions.last ?? parent?.transitionCoordinator", "activeTransitions.last", ["aChildAsksItsParentForTheTransitionCoordinator"]),
 ("tabUnselected", UIKIT + "UIContainerControllers.swift", "      child.viewIfLoaded?.removeFromSuperview()\n", "      _ = child\n", ["onlyTheSelectedTabIsInTheWindow"]),
 ("pageCompletion", UIKIT + "UIContainerControllers.swift", "completion?(true)", "completion?(false)", ["aPageControllerShowsTheGivenPages"]),
 ("splitDetail", UIKIT + "UIContainerControllers.swift", "viewControllers = Array(viewControllers.prefix(1)) + [vc]", "viewControllers = viewControllers + [vc]", ["showDetailReplacesTheSecondary"]),
 ("splitColumnWrap", UIKIT + "UIContainerControllers.swift", "return UINavigationController(rootViewController: vc)", "return vc", ["aColumnHoldsTheGivenControllerInANavigationController"]),
 ("splitColumnShowDetail", UIKIT + "UIContainerControllers.swift", "setViewController(vc, for: .secondary)", "_ = vc", ["showDetailSetsTheSecondaryColumn"]),
 ("splitClassicColumns", UIKIT + "UIContainerControllers.swift", "style == .unspecified ? nil : columns[column]", "columns[column] ?? children.last", ["columnsDoNotApplyToAClassicSplit"]),
 ("sceneNotification", UIKIT + "UIScene.swift", "NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: self)", "_ = self", ["disconnectingCallsTheDelegateAndPostsTheNotification"]),
 ("sceneOrder", UIKIT + "UIScene.swift", "if Self.delegateCalledBeforeNotification {", "if !Self.delegateCalledBeforeNotification {", ["disconnectingCallsTheDelegateAndPostsTheNotification"]),
 ("splitPrimary", UIKIT + "UIContainerControllers.swift", "viewControllers = [vc] + viewControllers.dropFirst()", "viewControllers = [vc] + viewControllers", ["showReplacesThePrimary"]),
 ("showPresents", UIKIT + "UIViewController.swift", "    if let parent { parent.show(vc, sender: sender) } else { present(vc, animated: true) }", "    present(vc, animated: true)", ["showGoesToTheNearestContainerElsePresents"]),
 ("rootOldView", UIKIT + "UIWindow.swift", "      if let oldValue, oldValue.viewIfLoaded?.superview === self { oldValue.view.removeFromSuperview() }\n", "", ["theRootControllersViewIsTheWindowsContentAndReplacesTheOldOne"]),
 ("keyWindow", UIKIT + "UIWindow.swift", "isKeyWindow = true", "isKeyWindow = false", ["makeKeyAndVisibleShowsTheWindowAsKey"]),
 ("oneSuperview", UIKIT + "UIView.swift", "    if let parent = view.superview { parent.subviews.removeAll { $0 === view } }\n", "", ["aViewHasOneSuperviewAndTheWindowOfItsRoot"]),
 ("didMoveToWindowAlways", UIKIT + "UIView.swift", "    guard window !== oldWindow else { return }\n", "", ["didMoveToWindowTellsEveryViewOfTheSubtreeWhenItsWindowChanges"]),
 ("effectSubview", UIKIT + "UIVisualEffectView.swift", "  open override func addSubview(_ view: UIView) {\n", "  open override func addSubview(_ view: UIView) {\n    super.addSubview(view)\n", ["aVisualEffectViewRefusesSubviewsOutsideItsContentView"]),
 ("idiom", UIKIT + "UIDevice.swift", "@TaskLocal public static var idiom: UIUserInterfaceIdiom = .phone", "@TaskLocal public static var idiom: UIUserInterfaceIdiom = .pad", ["theIdiomIsTheBoundVariant"]),
 ("linksAlwaysNow", UIKIT + "ModelTransition.swift", "if UIKitModelOrders.current.contains(.linksClearedAfterCompletion) { afterEnd.append(clear) } else { clear() }", "clear()", ["linksClearedAfterCompletionKeepsThePoppedParentForTheCoordinatorsCompletion", "linksClearedAfterCompletionKeepsThePresenterForTheCoordinatorsCompletion"]),
 ("linksAlwaysLate", UIKIT + "ModelTransition.swift", "if UIKitModelOrders.current.contains(.linksClearedAfterCompletion) { afterEnd.append(clear) } else { clear() }", "afterEnd.append(clear)", ["linksClearedAfterCompletionKeepsThePoppedParentForTheCoordinatorsCompletion", "linksClearedAfterCompletionKeepsThePresenterForTheCoordinatorsCompletion"]),
 ("nextTurnIgnored", UIKIT + "ModelTransition.swift", "if !transition.isAnimated, !UIKitModelOrders.current.contains(.nonAnimatedEndsOnNextTurn) {", "if !transition.isAnimated {", ["nonAnimatedEndsOnNextTurnDefersTheEndOfANonAnimatedPush"]),
 ("dropsIgnored", UIKIT + "UINavigationController.swift", "guard !UIKitModelOrders.current.contains(.dropsPushDuringTransition), let running", "guard let running", ["dropsPushDuringTransitionDropsRatherThanQueues"]),
 ("parseAll", UIKIT + "UIKitModelOrders.swift", "return UIKitModelOrders(rawValue: (1 << named.count) - 1)", "return UIKitModelOrders(rawValue: (1 << named.count) - 2)", ["theOrdersParseFromTheirNamesAndEnumerateEveryCombination"]),
 ("alongsideRunDrops", UIKIT + "ModelTransition.swift", "    case .notQueuedCompletionsRun:\n      if let completion { alongsideCompletions.append(completion) }\n", "    case .notQueuedCompletionsRun:\n", ["alongsideAnimationsAnswerAsNamed"]),
 ("signalsAlways", UIKIT + "UIKitModelRunLoop.swift", "{ !ModelBehaviour.documentedSignalsOnly }", "{ true }", ["documentedSignalsOnlyHidesTheFlagsOutsideAppearanceCallbacks"]),
 # AppKit
 ("releasedWhenClosed", APPKIT + "NSWindow.swift", "    isReleasedWhenClosed = false\n", "", ["aWindowForAControllerShowsItsViewAndIsNotReleasedWhenClosed"]),
 ("appRetains", APPKIT + "NSApplication.swift", "    weak var window: NSWindow?", "    var window: NSWindow?", ["theApplicationDoesNotRetainItsWindows"]),
 ("closeNoPost", APPKIT + "NSWindow.swift", "    NotificationCenter.default.post(notification)\n", "", ["closePostsWillCloseAndOrdersTheWindowOut"]),
 ("performCloseNoAsk", APPKIT + "NSWindow.swift", "    if let delegate, !delegate.windowShouldClose(self) { return }\n", "", ["performCloseAsksTheDelegateAndCloseDoesNot"]),
 ("contentKeepsOld", APPKIT + "NSWindow.swift", "    if let old = storedContentView, old !== view { detachContentView() }\n", "", ["settingTheContentControllerReplacesTheContentView"]),
 ("noWillAppear", APPKIT + "NSViewController.swift", "      viewWillAppear()\n      viewDidAppear()\n", "      viewDidAppear()\n", ["orderingTheWindowInAndOutMakesTheContentAppearAndDisappear", "hidingAnAncestorMakesTheControllerDisappear"]),
 ("closeKeepsPopovers", APPKIT + "NSWindow.swift", "    for popover in NSPopover.allShown where popover.modelAnchorWindow === self { popover.close() }\n", "", ["closingAWindowClosesItsPopovers"]),
 ("sheetNotAttached", APPKIT + "NSModelPresentationAnimators.swift", "    parentWindow.beginSheet(sheet)\n", "    _ = parentWindow\n    sheet.makeKeyAndOrderFront(nil)\n", ["aSheetShowsThePresentedControllerAttachedToThePresentersWindow"]),
 ("sheetNotQueued", APPKIT + "NSWindow.swift", "if sheets.count == 1 { sheetWindow.setVisible(true) }", "sheetWindow.setVisible(true)", ["aSecondSheetIsQueuedUntilTheFirstIsDismissed"]),
 ("endSheetNoHandler", APPKIT + "NSWindow.swift", "    completion?(.stop)\n", "    _ = completion\n", ["endSheetCallsTheHandlerAndPostsDidEndSheet"]),
 ("sheetNoWindowSilent", APPKIT + "NSModelPresentationAnimators.swift", 'AppKitModelLog.raise("presentAsSheet: the presenting \\(type(of: fromViewController)) is in no window")', "_ = 0", ["aPresenterInNoWindowCannotShowASheet"]),
 ("sheetKeepsContent", APPKIT + "NSModelPresentationAnimators.swift", "    } else {\n      sheet.contentViewController = nil\n    }\n", "    }\n", ["dismissEndsThePresentationAndTheContent"]),
 ("childPresenter", APPKIT + "NSViewController.swift", "return presenter ?? parent?.presentingViewController", "return presenter", ["aChildOfAPresentedControllerAnswersItsAncestorsPresenter"]),
 ("danglingSilent", APPKIT + "NSViewController.swift", "if presenter == nil, hadPresenter {", "if presenter == nil, hadPresenter, presented.count < 0 {", ["readingAReleasedPresenterIsRecorded"]),
 ("modalCloseKeeps", APPKIT + "NSModelPresentationAnimators.swift", "    presenter.dismiss(presented)\n", "    _ = (presenter, presented)\n", ["closingAModalWindowEndsItsPresentation"]),
 ("presentTwiceAK", APPKIT + "NSViewController.swift", "guard viewController.presenter == nil, viewController.parent == nil, viewController !== self else {", "guard viewController !== self else {", ["aPresentedControllerCannotBePresentedAgain"]),
 ("popoverNoWindowSilent", APPKIT + "NSPopover.swift", "    guard positioningView.window != nil else {\n", "    guard positioningView.window != nil || true else {\n", ["showingWithoutAWindowOrContentRaises"]),
 ("popoverFlip", APPKIT + "NSPopover.swift", "case .minY: return flipped ? .top : .bottom", "case .minY: return .bottom", ["anEmptyRectMeansTheBoundsAndMinYFollowsFlipping"]),
 ("popoverEmptyRect", APPKIT + "NSPopover.swift", "let rect = positioningRect.isEmpty ? positioningView.bounds : positioningRect", "let rect = positioningRect", ["anEmptyRectMeansTheBoundsAndMinYFollowsFlipping"]),
 ("popoverHiddenWindow", APPKIT + "NSPopover.swift", "guard positioningView.window?.isVisible == true, rect.intersects(positioningView.visibleRect) else { return }", "guard rect.intersects(positioningView.visibleRect) else { return }", ["aPositioningViewThatIsNotVisibleShowsNothing"]),
 ("popoverOutsideRect", APPKIT + "NSPopover.swift", "guard positioningView.window?.isVisible == true, rect.intersects(positioningView.visibleRect) else { return }", "guard positioningView.window?.isVisible == true else { return }", ["aPositioningViewThatIsNotVisibleShowsNothing"]),
 ("popoverNoAsk", APPKIT + "NSPopover.swift", "    if let delegate, !delegate.popoverShouldClose(self) { return }\n", "", ["closingNotifiesWillThenDidAndTheDelegateCanRefuse"]),
 ("popoverNoDidPost", APPKIT + "NSPopover.swift", "    NotificationCenter.default.post(didClose)\n", "", ["closingNotifiesWillThenDidAndTheDelegateCanRefuse"]),
 ("semitransientAnywhere", APPKIT + "NSPopover.swift", "case .semitransient where window != nil && window === popover.modelAnchorWindow:", "case .semitransient:", ["eachBehaviorClosesOnTheInteractionsItNames"]),
 ("transientStays", APPKIT + "NSPopover.swift", "case .transient: popover.performClose(nil)", "case .transient: continue", ["eachBehaviorClosesOnTheInteractionsItNames", "aPopoverThatClosesByItselfEndsItsPresentation"]),
 ("popoverCloseKeepsPresentation", APPKIT + "NSModelPresentationAnimators.swift", "      fromViewController.dismiss(viewController)\n", "      _ = (fromViewController, viewController)\n", ["aPopoverThatClosesByItselfEndsItsPresentation"]),
 ("addChildFront", APPKIT + "NSViewController.swift", "insertChild(childViewController, at: storedChildren.count)", "insertChild(childViewController, at: 0)", ["addChildAppendsAndLeavesViewsAlone"]),
 ("twoParents", APPKIT + "NSViewController.swift", "    childViewController.removeFromParent()\n    storedChildren.insert", "    storedChildren.insert", ["aChildMovesFromItsOldParent"]),
 ("removeBypasses", APPKIT + "NSViewController.swift", "    parent.removeChild(at: index)\n", "    parent.storedChildren.remove(at: index)\n    self.parent = nil\n", ["removeFromParentGoesThroughRemoveChildAt"]),
 ("ancestorAllowed", APPKIT + "NSViewController.swift", "      if current === childViewController {\n        AppKitModelLog.raise(\"insertChild", "      if current === childViewController, current.parent === current {\n        AppKitModelLog.raise(\"insertChild", ["aControllerCannotContainItsAncestor"]),
 ("noViewDidLoad", APPKIT + "NSViewController.swift", "        viewDidLoad()\n", "", ["theViewLoadsOnFirstAccessThenViewDidLoad"]),
 ("subtreeNotTold", APPKIT + "NSView.swift", "    for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }\n", "", ["aSubtreeHearsItsWindowChangeParentsFirst"]),
 ("hideNoWill", APPKIT + "NSView.swift", "      if newValue, !isHidden { propagateWindowVisibilityWillChange(toVisible: false) }\n", "", ["hidingAnAncestorMakesTheControllerDisappear"]),
 ("visibleUnclipped", APPKIT + "NSView.swift", "let clipped = superview.visibleRect.intersection(frame)", "let clipped = frame", ["theVisibleRectIsClippedBySuperviews"]),
 ("variantDefaultTrue", APPKIT + "AppKitModelVariant.swift", "@TaskLocal public static var dismissedContentStaysInItsWindow = false", "@TaskLocal public static var dismissedContentStaysInItsWindow = true", ["theDefaultLetsGoOfTheContent", "dismissEndsThePresentationAndTheContent"]),
 ("variantIgnoredAnimators", APPKIT + "NSModelPresentationAnimators.swift", "AppKitModelVariant.dismissedContentStaysInItsWindow", "false", ["dismissedContentStaysInItsWindowOnlyWhenChosen"]),
]


def copy_sources(work: Path) -> None:
    """Puts fresh copies of the models and their tests in the scratch package."""
    for name, source in [
        ("UIKitModel", "Tests/PlatformModels/UIKitModel"),
        ("AppKitModel", "Tests/PlatformModels/AppKitModel"),
        ("PlatformModelTests", "Tests/PlatformModelTests"),
    ]:
        shutil.rmtree(work / name, ignore_errors=True)
        shutil.copytree(ROOT / source, work / name)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", default=os.environ.get("ZROUTER_MODEL_MUTANTS_DIR", "/tmp/zrouter-model-mutants"))
    parser.add_argument("--only", nargs="*", default=[])
    args = parser.parse_args()
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    (work / "Package.swift").write_text(PACKAGE)
    copy_sources(work)
    mutants = [m for m in M if not args.only or m[0] in args.only]
    killed = 0
    for name, path, old, new, tests in mutants:
        file = work / path
        original = file.read_text()
        if old not in original:
            print(f"{name}: snippet not found in {path}", flush=True)
            continue
        try:
            file.write_text(original.replace(old, new))
            run = subprocess.run(
                ["swift", "test", "--package-path", str(work), "--filter", "|".join(tests)],
                capture_output=True, text=True)
            output = run.stdout + run.stderr
            failed = [t for t in tests if re.search(r"✘ Test " + re.escape(t) + r"\(", output)]
            if "Test run" not in output:
                print(f"{name}: the mutant does not build", flush=True)
            elif len(failed) == len(tests):
                killed += 1
                print(f"{name}: killed", flush=True)
            else:
                print(f"{name}: SURVIVED in {sorted(set(tests) - set(failed))}", flush=True)
        finally:
            file.write_text(original)
    print(f"mutants killed {killed} of {len(mutants)}")
    return 0 if killed == len(mutants) else 1


if __name__ == "__main__":
    sys.exit(main())
