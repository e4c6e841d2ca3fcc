#!/usr/bin/env python3
"""The package's feature modules, read from Package.swift: the library targets under Modules/ other than the router
library and its test support (LIBRARIES, and every target under Modules/ZRouter/: the library's own targets,
ZRouterCore and its glue).

Run it to print one name per line (`.ci/run` builds each alone); `check-module-isolation.py` imports it.
"""
import json
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The router library and the test support it ships: under Modules/, but not features.
LIBRARIES = {"ZRouter", "ZRouterTesting"}


def describe_targets():
    """Every target of the package, by name, as `swift package describe --type json` reports it."""
    described = subprocess.run(
        ["swift", "package", "describe", "--type", "json"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    return {t["name"]: t for t in json.loads(described[described.index("{"):])["targets"]}


def feature_modules(targets):
    """The feature modules among `targets`, sorted."""
    return sorted(
        name for name, t in targets.items()
        if t.get("type") == "library" and t["path"].startswith("Modules/") and name not in LIBRARIES
        and not t["path"].startswith("Modules/ZRouter/")
    )


if __name__ == "__main__":
    print("\n".join(feature_modules(describe_targets())))
