#!/usr/bin/env python3
"""Fails when a feature module (or its test target) depends on another feature module or on AppContext, or when a
shared model target (under Shared/, such as NoteModel) depends on or imports anything of ours.

Feature modules are the library targets under Modules/ other than ZRouter and ZRouterTesting (see feature_modules.py);
a feature's tests may also use ZRouterTesting. A feature may use ZRouter, system libraries and the shared model
targets (feature_modules.shared_models), which are plain values and import Foundation only. Reads the package graph from `swift package describe --type json` and
follows dependencies transitively, so an indirect import is caught too. Also scans each feature's sources for `import
<OtherFeature>` lines, which the package graph alone cannot see; checks that the shared test helpers (TestSupport)
depend on nothing of ours, that every feature has its page under Docs/Modules/, and that in AppContext only
StorageBridge/ imports Storage. The command-line shell (Modules/Shell) is a feature like the others: it declares what
it requires and imports no other module.
"""
import re
import sys

from feature_modules import ROOT as root, describe_targets, feature_modules, shared_models

targets = describe_targets()
features = feature_modules(targets)
shared = shared_models(targets)
forbidden = set(features) | {"AppContext"}


def closure(name):
    seen, stack = set(), [name]
    while stack:
        for dep in targets.get(stack.pop(), {}).get("target_dependencies", []) or []:
            if dep not in seen:
                seen.add(dep)
                stack.append(dep)
    return seen


problems = []
for feature in features:
    for target in (feature, f"{feature}Tests"):
        if target not in targets:
            problems.append(f"{target}: target missing (every feature has a test target of its own)")
            continue
        # Tests may use ZRouterTesting; the feature itself ships without it.
        banned = forbidden | ({"ZRouterTesting"} if target == feature else set())
        bad = sorted((closure(target) & banned) - {feature})
        if bad:
            problems.append(
                f"{target} depends on {', '.join(bad)}: a feature and its tests may only use ZRouter, shared models "
                "and system libraries"
            )
    for source in (root / targets[feature]["path"]).rglob("*.swift"):
        for line_number, line in enumerate(source.read_text().splitlines(), 1):
            match = re.match(r"\s*(?:@testable\s+)?import\s+(\w+)", line)
            if match and match.group(1) in forbidden - {feature}:
                problems.append(f"{source.relative_to(root)}:{line_number} imports {match.group(1)}")

# Shared models (Shared/<Model>): plain values features exchange; they depend on and import nothing of ours.
for model in shared:
    ours = set(targets) - {model}
    bad = sorted(closure(model) & ours)
    if bad:
        problems.append(f"{model} depends on {', '.join(bad)}: a shared model depends on nothing of ours")
    for source in (root / targets[model]["path"]).rglob("*.swift"):
        for line_number, line in enumerate(source.read_text().splitlines(), 1):
            match = re.match(r"\s*(?:@testable\s+)?import\s+(\w+)", line)
            if match and match.group(1) in ours:
                problems.append(f"{source.relative_to(root)}:{line_number} imports {match.group(1)}: a shared model imports Foundation only")

support = targets.get("TestSupport")
if support is None:
    problems.append("TestSupport: target missing (the helpers every test target shares)")
else:
    ours = set(targets) - {"TestSupport"}
    bad = sorted(closure("TestSupport") & ours)
    if bad:
        problems.append(f"TestSupport depends on {', '.join(bad)}: the shared test helpers depend on nothing of ours")
    for source in (root / support["path"]).rglob("*.swift"):
        for line_number, line in enumerate(source.read_text().splitlines(), 1):
            match = re.match(r"\s*(?:@testable\s+)?import\s+(\w+)", line)
            if match and match.group(1) in ours:
                problems.append(f"{source.relative_to(root)}:{line_number} imports {match.group(1)}")

# The app context's layers: Storage is named only in StorageBridge/ (so replacing it touches nothing else).
app_rules = [
    ("AppContext", "StorageBridge", {"Storage"}, "only AppContext/StorageBridge/ may name Storage"),
]
for folder, allowed_subfolder, banned, advice in app_rules:
    for source in (root / folder).rglob("*.swift"):
        relative = source.relative_to(root / folder)
        if allowed_subfolder and relative.parts[0] == allowed_subfolder:
            continue
        for line_number, line in enumerate(source.read_text().splitlines(), 1):
            match = re.match(r"\s*(?:@testable\s+)?import\s+(\w+)", line)
            if match and match.group(1) in banned:
                problems.append(f"{source.relative_to(root)}:{line_number} imports {match.group(1)}: {advice}")

for feature in features:
    if not (root / "Docs" / "Modules" / f"{feature}.md").is_file():
        problems.append(f"{feature}: Docs/Modules/{feature}.md missing (every feature module has its page)")

if problems:
    print("Module isolation check FAILED:")
    for problem in problems:
        print(f"  - {problem}")
    sys.exit(1)
print(
    f"Module isolation check passed: {', '.join(features)} and their tests depend only on ZRouter, the shared models "
    f"({', '.join(shared) or 'none'}), TestSupport (and, for tests, ZRouterTesting) and system libraries; the shared "
    "models depend on nothing of ours; TestSupport depends on nothing of ours; every feature has its Docs/Modules page; only "
    "AppContext/StorageBridge imports Storage."
)
