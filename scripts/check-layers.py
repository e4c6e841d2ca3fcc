#!/usr/bin/env python3
"""Checks that the folders of Modules/ZRouter use each other as Docs/Architecture.md's layer table allows.

Each Swift file belongs to the layer of its folder (the longest matching prefix in LAYERS). A file may import only the
system modules its layer allows, and may name only types declared in its own layer or in a layer it may use. Types are
found by their declarations (class, struct, enum, protocol, actor, typealias); a name declared in two layers is not
checked, and only top-level declarations count (a nested type or a generic parameter such as `Value` is a name of
its own scope). Comments and string literals are ignored.

The table here and the one in Docs/Architecture.md state the same rules: change both together.

Usage: scripts/check-layers.py      (exit status 1, naming each file, line and type, when a rule is broken)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "Modules" / "ZRouter"

# Layer: (folders, layers it may use besides itself). Rows follow Docs/Architecture.md's table.
LAYERS = {
    "Support": (["Support"], []),
    "Keys": (["Keys"], ["Support"]),
    "Errors": (["Errors"], ["Support"]),
    "Registry": (["Registry"], ["Keys", "Errors", "Support"]),
    "Configuration": (["Configuration", "ViewHost"], ["Keys", "Errors", "Support"]),
    "Routers": (["Routers"], ["Registry", "Configuration", "Keys", "Errors", "Support"]),
    "URL": (["URL"], ["Routers", "Registry", "Configuration", "Keys", "Errors", "Support"]),
    "Navigation": (["Navigation"], ["URL", "Routers", "Registry", "Configuration", "Keys", "Errors", "Support"]),
    "SwiftUI": (
        ["SwiftUI"], ["Navigation", "URL", "Routers", "Registry", "Configuration", "Keys", "Errors", "Support"]),
}

# The registry holds the two families' tables. It names their router types only as the type parameters of those
# tables, and calls them only through `RegisteredRouterType` (Docs/Architecture.md).
NAMED_BY_REGISTRY = {"ZIKAnyViewRouterType", "ZIKAnyServiceRouterType"}
REGISTRY_FILES_NAMING_FAMILIES = {"Registry/RouteRegistry.swift"}

# System modules each folder may import (every folder: Foundation and Dispatch).
IMPORTS = {
    "": {"Foundation", "Dispatch"},
    "Registry": {"Synchronization"},
    "ViewHost": {"UIKit", "AppKit", "CoreGraphics"},
    "Configuration/View": {"UIKit", "AppKit", "CoreGraphics"},
    "Routers/View": {"ObjectiveC"},
    "SwiftUI": {"SwiftUI", "Observation", "UIKit", "AppKit"},
}

DECLARATION = re.compile(
    r"^(?:@[\w()]+\s+)*(?:(?:public|open|internal|private|fileprivate|final|nonisolated|indirect)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)", re.M)
IDENTIFIER = re.compile(r"\b[A-Z]\w*\b")
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:class|struct|enum|protocol|func|var|typealias)\s+)?(\w+)",
                     re.M)


def strip(source: str) -> str:
    """The source with comments and string literals blanked (lines kept)."""
    out, i, n = [], 0, len(source)
    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * source.count("\n", i, j))
            i = j
        elif source.startswith('"""', i):
            j = source.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + "\n" * source.count("\n", i, j))
            i = j
        elif source[i] == '"':
            j = i + 1
            while j < n and source[j] not in '"\n':
                j += 2 if source[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


def folder_of(path: pathlib.Path) -> str:
    return path.parent.relative_to(LIBRARY).as_posix()


def layer_of(folder: str) -> str | None:
    best, best_length = None, -1
    for layer, (folders, _) in LAYERS.items():
        for prefix in folders:
            if (folder == prefix or folder.startswith(prefix + "/")) and len(prefix) > best_length:
                best, best_length = layer, len(prefix)
    return best


def allowed_imports(folder: str) -> set[str]:
    allowed = set(IMPORTS[""])
    for prefix, modules in IMPORTS.items():
        if prefix and (folder == prefix or folder.startswith(prefix + "/")):
            allowed |= modules
    return allowed


def main() -> int:
    files = sorted(path for path in LIBRARY.rglob("*.swift"))
    stripped = {path: strip(path.read_text()) for path in files}
    declared: dict[str, set[str]] = {}
    problems = []
    for path in files:
        layer = layer_of(folder_of(path))
        if layer is None:
            problems.append(f"{path.relative_to(ROOT)}: its folder is in no layer of scripts/check-layers.py")
            continue
        for name in DECLARATION.findall(stripped[path]):
            declared.setdefault(name, set()).add(layer)
    owner = {name: next(iter(layers)) for name, layers in declared.items() if len(layers) == 1}

    for path in files:
        folder = folder_of(path)
        layer = layer_of(folder)
        if layer is None:
            continue
        relative = path.relative_to(LIBRARY).as_posix()
        uses = {layer, *LAYERS[layer][1]}
        text = stripped[path]
        for number, line in enumerate(text.split("\n"), start=1):
            module = IMPORT.match(line)
            if module and module.group(1) not in allowed_imports(folder):
                problems.append(f"Modules/ZRouter/{relative}:{number}: {folder}/ may not import {module.group(1)}")
                continue
            for name in set(IDENTIFIER.findall(line)):
                used = owner.get(name)
                if used is None or used in uses:
                    continue
                if relative in REGISTRY_FILES_NAMING_FAMILIES and name in NAMED_BY_REGISTRY:
                    continue
                problems.append(
                    f"Modules/ZRouter/{relative}:{number}: {layer} ({folder}/) uses {name}, declared in the {used} "
                    f"layer, which it may not use")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(f"{len(problems)} uses break the layer table (Docs/Architecture.md, scripts/check-layers.py)",
              file=sys.stderr)
        return 1
    print(f"{len(files)} files of Modules/ZRouter keep to the layer table")
    return 0


if __name__ == "__main__":
    sys.exit(main())
