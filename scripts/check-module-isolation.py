#!/usr/bin/env python3
"""Fails when a feature module (or its test target) depends on another feature module or on AppContext.

Feature modules are the library targets under Modules/ other than ZRouter. Reads the package graph from
`swift package describe --type json` and follows dependencies transitively, so an indirect import is caught too.
Also scans each feature's sources for `import <OtherFeature>` lines, which the package graph alone cannot see.
"""
import json
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
described = subprocess.run(
    ["swift", "package", "describe", "--type", "json"], cwd=root, check=True, capture_output=True, text=True
).stdout
targets = {t["name"]: t for t in json.loads(described[described.index("{"):])["targets"]}

features = sorted(
    name for name, t in targets.items()
    if t.get("type") == "library" and t["path"].startswith("Modules/") and name != "ZRouter"
)
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
        bad = sorted((closure(target) & forbidden) - {feature})
        if bad:
            problems.append(f"{target} depends on {', '.join(bad)}: a feature and its tests may only use ZRouter and system libraries")
    for source in (root / targets[feature]["path"]).rglob("*.swift"):
        for line_number, line in enumerate(source.read_text().splitlines(), 1):
            match = re.match(r"\s*(?:@testable\s+)?import\s+(\w+)", line)
            if match and match.group(1) in forbidden - {feature}:
                problems.append(f"{source.relative_to(root)}:{line_number} imports {match.group(1)}")

if problems:
    print("Module isolation check FAILED:")
    for problem in problems:
        print(f"  - {problem}")
    sys.exit(1)
print(f"Module isolation check passed: {', '.join(features)} and their tests depend only on ZRouter and system libraries.")
