#!/usr/bin/env python3
"""Mutation check of the UIKit and AppKit glue: every mutant must make the platform suites fail.

Each mutant is (name, file, a snippet that occurs exactly once in it, its replacement), optionally followed by the
environment its test run needs (the model orders under which the mutated mechanism matters, such as
`ZROUTER_APPKIT_ORDERS`). The script copies the working tree (without build folders) to a scratch folder once and checks
that the copy builds and passes both platform suites unmutated (wiping the build folder kept between runs if it fails on
it). Then for each mutant it puts the original files back, applies the mutant, builds incrementally, and runs the
platform suite of the mutated glue on its model (`ZRouterOnAppKitTests` for `ZRouterAppKit`; `ZRouterOnUIKitTests` and
`ViewRoutingTests`, whose cases run on the UIKit model too, for `ZRouterUIKit`; all three for anything else). A mutant the suite still passes is a mutant that survived: the glue has a part
no test checks.

Prints `mutants killed K of N` and exits non-zero unless every mutant was killed.

Usage: scripts/mutants.py [--work DIR] [--only NAME ...]
  --work DIR   the scratch folder (default: $ZROUTER_MUTANTS_DIR or /tmp/zrouter-mutants); its build folder is reused
  --only NAME  runs only the named mutants
"""

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UIKIT = "Modules/ZRouter/ZRouterUIKit"
APPKIT = "Modules/ZRouter/ZRouterAppKit"

# (name, file, original snippet, replacement[, environment of the test run: the model orders the mutant needs])
MUTANTS = [
    (
        "uikit-removal-detection-off",
        f"{UIKIT}/RemovalSentinelView.swift",
        "      super.didMoveToWindow()\n      guard let owner else { return }\n",
        "      super.didMoveToWindow()\n      guard let owner, owner.title == \"never\" else { return }\n",
    ),
    (
        "appkit-removal-detection-off",
        f"{APPKIT}/RemovalSentinelNSView.swift",
        "      guard !isCheckScheduled, !handlers.isEmpty, let owner else { return }\n",
        "      guard !isCheckScheduled, !handlers.isEmpty, let owner, owner.title == \"never\" else { return }\n",
    ),
    (
        "uikit-transition-end-check-skipped",
        f"{UIKIT}/RemovalSentinelView.swift",
        "        reportControllersThatLeft(ending: coordinator)\n        lookOnTheNextTurn(keeping: kept)\n",
        "        lookOnTheNextTurn(keeping: kept)\n",
    ),
    (
        "uikit-deferred-check-removed",
        f"{UIKIT}/RemovalSentinelView.swift",
        "      MainTurn.afterThisTurn(of: \"UIKit\") {\n        reportControllersThatLeft(ending: nil)\n",
        "      MainTurn.afterThisTurn(of: \"UIKit\") {\n        _ = ()\n",
    ),
    (
        "appkit-deferred-check-removed",
        f"{APPKIT}/RemovalSentinelNSView.swift",
        "        if !handlers.isEmpty, ownerLeftItsPlace() { runHandlers() }\n",
        "        _ = ()\n",
    ),
    (
        "uikit-presentation-style-after-prepare",
        "Modules/ZRouter/ZRouterCore/Routers/View/ZIKAnyViewRouter.swift",
        "      controller.zix_preparePresentation(Self.presentation(of: configuration).0)\n",
        "      _ = controller\n",
    ),
    (
        "uikit-child-anchored-once-its-container-appears-off",
        f"{UIKIT}/RemovalSentinelView.swift",
        "for entry in Self.watched where entry.owner === owner { entry.ownerWasAnchored = true }",
        "for entry in Self.watched where entry.owner === owner && owner.title == \"never\" { entry.ownerWasAnchored = true }",
    ),
    (
        "appkit-sheet-children-off",
        f"{APPKIT}/RemovalSentinelNSView.swift",
        "      watchesAPresentation = watchedPresenter != nil\n",
        "      watchesAPresentation = watchedPresenter != nil && root === owner\n",
    ),
    (
        "appkit-window-close-detection-off",
        f"{APPKIT}/RemovalSentinelNSView.swift",
        "        sentinel.sawItsWindowClose = true\n",
        "        sentinel.sawItsWindowClose = false\n",
    ),
    (
        "appkit-lost-sentinel-reinstall-off",
        f"{APPKIT}/RemovalSentinelNSView.swift",
        "        if !handlers.isEmpty { putBackIfLost(in: owner) }\n",
        "        _ = ()\n",
    ),
    (
        "appkit-lost-sentinel-counts-as-gone",
        f"{APPKIT}/RemovalSentinelNSView.swift",
        "      guard watchesAPresentation else { return owner.parent == nil && owner.viewIfLoaded?.window == nil }\n",
        "      guard watchesAPresentation else { return owner.parent == nil && window == nil }\n",
    ),
    (
        "appkit-glue-reads-a-released-presenter",
        f"{APPKIT}/AppKitPresentations.swift",
        "      if let index = made.firstIndex(where: { $0.presented === root }) {\n",
        "      if root.title == \"never\", let index = made.firstIndex(where: { $0.presented === root }) {\n",
    ),
    (
        # Only an AppKit that ends a dismissal on the next turn makes the glue wait for it.
        "appkit-next-turn-dismissal-wait-removed",
        f"{APPKIT}/NSViewController+ZIKViewControllerHost.swift",
        "        AppKitPresentations.waitForDismissal(of: self, by: presenter, completion: completion)\n",
        "        completion(.notPerformed(reason: \"AppKit did not dismiss the controller\"))\n",
        {"ZROUTER_APPKIT_ORDERS": "dismissalEndsOnNextTurn"},
    ),
    (
        "uikit-push-check-removed",
        f"{UIKIT}/UINavigationController+ZIKNavigationHost.swift",
        "      guard !zix_isTransitioning else {\n"
        "        return completion(.notPerformed(reason: \"the navigation controller is in the middle of a transition\"))\n"
        "      }\n"
        "      pushViewController(viewController, animated: animated)\n",
        "      pushViewController(viewController, animated: animated)\n",
    ),
    (
        # The segue bookkeeping both glues share (ZRouterCore's StoryboardSegues): both platform suites run it.
        "segue-destination-not-routed",
        "Modules/ZRouter/ZRouterCore/Routers/View/StoryboardSegues.swift",
        "      guard let routerType = StoryboardRouterLookup.routerType(for: controller) else { continue }\n",
        "      guard let routerType = StoryboardRouterLookup.routerType(for: controller), routers.count < 0 else { continue }\n",
    ),
    (
        "segue-not-performed-unreported",
        "Modules/ZRouter/ZRouterCore/Routers/View/StoryboardSegues.swift",
        "    guard request.prepared else {\n",
        "    guard request.prepared || true else {\n",
    ),
    (
        "uikit-segue-route-never-followed",
        f"{UIKIT}/StoryboardRouting.swift",
        "displayed.zix_reportPlacement(by: \"segue\") { transit.finish($0) }",
        "_ = (displayed, transit)",
    ),
    (
        "appkit-segue-route-never-followed",
        f"{APPKIT}/StoryboardRouting.swift",
        "        transit.finish(placed ? .completed : .notPerformed(reason: \"AppKit did not place the controller on the segue\"))\n",
        "        _ = placed\n",
    ),
    (
        "uikit-split-detail-detection-off",
        "Modules/ZRouter/ZRouterCore/Routers/View/ZIKAnyViewRouter+Display.swift",
        "if case .completed = result, let split, split.zix_detailController === displayed {",
        "if case .completed = result, let split, split.zix_detailController === displayed, split.zix_isTransitioning {",
    ),
    (
        "uikit-split-detail-aop-off",
        "Modules/ZRouter/ZRouterCore/Routers/View/ZIKAnyViewRouter+Removal.swift",
        "    _detailPlacement != nil || (realRouteType != .addAsChildViewController",
        "    (realRouteType != .addAsChildViewController",
    ),
    (
        "uikit-scene-close-off",
        f"{UIKIT}/RemovalSentinelView.swift",
        "          if let scene { reportControllers(shownInSceneWith: scene) }\n",
        "          _ = scene\n",
    ),
    (
        "uikit-scene-close-after-window-dropped-off",
        f"{UIKIT}/RemovalSentinelView.swift",
        "(anchoringWindow(of: owner) ?? entry.window)?.windowScene",
        "anchoringWindow(of: owner)?.windowScene",
    ),
    (
        "uikit-navigation-model-push-off",
        f"{UIKIT}/UIViewController+ZIKViewControllerHost.swift",
        "if let screen = ControllerScreen.screen(showing: controller), let navigation",
        "if let screen = ControllerScreen.screen(showing: controller), controller.title == \"never\", let navigation",
    ),
]


def sync(source, target):
    """Makes `target` a copy of `source` without build folders or `.git`, copying only files whose content changed
    (symbolic links are kept as links)."""
    for folder, dirs, files in os.walk(source):
        dirs[:] = [d for d in dirs if not d.startswith(".build") and d != ".git"]
        relative = Path(folder).relative_to(source)
        (target / relative).mkdir(parents=True, exist_ok=True)
        for name in dirs + files:
            origin = Path(folder) / name
            copy = target / relative / name
            if origin.is_symlink():
                if not copy.is_symlink() or os.readlink(copy) != os.readlink(origin):
                    if copy.is_symlink() or copy.is_file():
                        copy.unlink()
                    elif copy.is_dir():
                        shutil.rmtree(copy)
                    os.symlink(os.readlink(origin), copy)
                if name in dirs:
                    dirs.remove(name)
            elif name in files and (not copy.is_file() or copy.read_bytes() != origin.read_bytes()):
                shutil.copy2(origin, copy)
    # Files and folders the source no longer has (moved or deleted) leave the copy too.
    for folder, dirs, files in os.walk(target, topdown=False):
        relative = Path(folder).relative_to(target)
        for name in dirs + files:
            copy = Path(folder) / name
            if (source / relative / name).exists() or (source / relative / name).is_symlink():
                continue
            if copy.is_symlink() or copy.is_file():
                copy.unlink()
            elif copy.is_dir():
                shutil.rmtree(copy)


def run(cmd, cwd, log, env=None):
    with open(log, "a") as out:
        out.write(f"\n$ {' '.join(cmd)}\n")
        out.flush()
        return subprocess.run(cmd, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT).returncode


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", default=os.environ.get("ZROUTER_MUTANTS_DIR", "/tmp/zrouter-mutants"))
    parser.add_argument("--only", nargs="*")
    args = parser.parse_args()
    work = Path(args.work)
    src = work / "src"
    scratch = work / "build"
    work.mkdir(parents=True, exist_ok=True)
    # The copy: the working tree as it is (committed or not), without build folders. Unchanged files keep their times,
    # so the build folder's incremental state stays valid between runs.
    sync(ROOT, src)
    mutants = [m for m in MUTANTS if not args.only or m[0] in args.only]
    flags = ["--scratch-path", str(scratch)]
    # The copy must build and pass unmutated: a mutant that does not build or fails says nothing otherwise. A build
    # folder left by an older tree (renamed types, moved files) can fail to link or crash at run time; the first
    # failure wipes it and tries once more from scratch before the script gives up.
    baseline = work / "baseline.log"
    baseline.write_text("")
    everything = ["--filter", "ZRouterOnUIKitTests|ZRouterOnAppKitTests|ViewRoutingTests"]
    for attempt in ("incremental", "clean"):
        if attempt == "clean":
            print("the unmutated copy failed on the kept build folder; building it from scratch")
            shutil.rmtree(scratch, ignore_errors=True)
        if (run(["swift", "build", "--build-tests", *flags], src, baseline) == 0
                and run(["swift", "test", "--skip-build", *flags, *everything], src, baseline) == 0):
            break
    else:
        print(f"the unmutated copy does not build or its platform suites fail (see {baseline})")
        return 1
    killed = []
    survived = []
    for name, file, original, replacement, *rest in mutants:
        environment = {**os.environ, **(rest[0] if rest else {})}
        # A mutant of one platform's glue runs that platform's suite only (for UIKit, with the view-routing tests, which
        # run on the UIKit model too).
        suites = ("ZRouterOnAppKitTests" if file.startswith(APPKIT)
                  else "ZRouterOnUIKitTests|ViewRoutingTests" if file.startswith(UIKIT)
                  else "ZRouterOnUIKitTests|ZRouterOnAppKitTests|ViewRoutingTests")
        path = src / file
        text = (ROOT / file).read_text()
        if text.count(original) != 1:
            print(f"mutant {name}: its snippet occurs {text.count(original)} times in {file}; fix the mutant list")
            survived.append(name)
            continue
        log = work / f"{name}.log"
        log.write_text("")
        path.write_text(text.replace(original, replacement))
        try:
            if run(["swift", "build", "--build-tests", *flags], src, log) != 0:
                print(f"mutant {name}: killed (does not build)")
                killed.append(name)
                continue
            status = run(["swift", "test", "--skip-build", *flags, "--filter", suites], src, log, environment)
            if status != 0:
                print(f"mutant {name}: killed")
                killed.append(name)
            else:
                print(f"mutant {name}: SURVIVED (the platform suites pass with it; see {log})")
                survived.append(name)
        finally:
            path.write_text(text)
    print(f"mutants killed {len(killed)} of {len(mutants)}")
    return 0 if not survived else 1


if __name__ == "__main__":
    sys.exit(main())
