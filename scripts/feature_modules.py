#!/usr/bin/env python3
"""The package's feature modules, read from Package.swift: the library targets under Modules/ other than the router
library and its test support (LIBRARIES). The shared model targets (library targets under Shared/, such as NoteModel)
are not features: features may depend on them, and they depend on nothing of ours (see `shared_models`).

Run it to print one name per line (`.ci/run` builds each alone; `--shared` prints the shared model targets instead);
`check-module-isolation.py` imports it.
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
        # `Modules/<name>` itself: the router library's own targets live deeper, under Modules/ZRouter/.
        if t.get("type") == "library" and t["path"] == f"Modules/{name}" and name not in LIBRARIES
    )


def shared_models(targets):
    """The shared model targets among `targets` (plain values several features exchange, under Shared/), sorted."""
    return sorted(name for name, t in targets.items() if t.get("type") == "library" and t["path"].startswith("Shared/"))


if __name__ == "__main__":
    import sys

    # `--shared`: the shared model targets instead (build-modules-alone.sh builds those alone too).
    listed = shared_models if sys.argv[1:] == ["--shared"] else feature_modules
    print("\n".join(listed(describe_targets())))
