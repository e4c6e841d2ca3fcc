#!/usr/bin/env python3
"""Checks that the folders of the library's core use each other as Docs/Architecture.md's layer table allows.

The table ("Inside ZRouter: what each folder may use") is the one source of the rules: each row names its folders,
the rows it may use ("the rows before it", a list of folders, or "nothing") and the modules it may import besides
Foundation and Dispatch (backticked names, or "nothing more"). Each Swift file of Modules/ZRouter/ZRouterCore belongs
to the row of its folder (the longest matching prefix). A file may import only the modules its row allows, and may
name only types declared in its own row or in a row it may use. Types are found by their declarations (class, struct,
enum, protocol, actor, typealias); a name declared in two rows is not checked, and only top-level declarations count
(a nested type or a generic parameter such as `Value` is a name of its own scope). Comments and string literals are
ignored. The glue targets are separate modules: the compiler keeps them from the core's internals.

Usage: scripts/check-layers.py      (exit status 1, naming each file, line and type, when a rule is broken)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "Modules" / "ZRouter" / "ZRouterCore"
ARCHITECTURE = ROOT / "Docs" / "Architecture.md"
TABLE_HEADER = "| Folder of `Modules/ZRouter/ZRouterCore/` | May use | May import | Holds |"
ALWAYS_IMPORTED = {"Foundation", "Dispatch"}

# The registry holds the two families' tables. It names their router types only as the type parameters of those
# tables, and calls them only through `RegisteredRouterType` (Docs/Architecture.md).
NAMED_BY_REGISTRY = {"ZIKAnyViewRouterType", "ZIKAnyServiceRouterType"}
REGISTRY_FILES_NAMING_FAMILIES = {"Registry/RouteRegistry.swift"}


def read_table() -> tuple[dict[str, tuple[list[str], list[str]]], dict[str, set[str]]]:
    """The layers (name: (folders, layers it may use)) and the modules each layer may import, from the table."""
    lines = ARCHITECTURE.read_text().split("\n")
    try:
        start = lines.index(TABLE_HEADER) + 2
    except ValueError:
        sys.exit(f"{ARCHITECTURE.relative_to(ROOT)} has no layer table (a line '{TABLE_HEADER}')")
    layers: dict[str, tuple[list[str], list[str]]] = {}
    imports: dict[str, set[str]] = {}
    for line in lines[start:]:
        if not line.startswith("| "):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split(" | ")]
        if len(cells) != 4:
            sys.exit(f"{ARCHITECTURE.relative_to(ROOT)}: a row of the layer table has {len(cells)} cells: {line}")
        folder_cell, use_cell, import_cell, _ = cells
        # The row's folders are the backticked names before any parenthesis (which lists what they hold).
        folders = [name.rstrip("/") for name in re.findall(r"`([\w/]+/)`", folder_cell.split("(")[0])]
        if not folders:
            sys.exit(f"{ARCHITECTURE.relative_to(ROOT)}: a row of the layer table names no folder: {line}")
        if use_cell.startswith("the rows before it"):
            uses = list(layers)
        else:
            named = [name.rstrip("/") for name in re.findall(r"`([\w/]+/)`", use_cell)]
            uses = [layer for layer, (layer_folders, _) in layers.items() if set(layer_folders) & set(named)]
            if len(uses) != len({layer for name in named for layer, (fs, _) in layers.items() if name in fs}) or any(
                    not any(name in fs for fs, _ in layers.values()) for name in named):
                sys.exit(f"{ARCHITECTURE.relative_to(ROOT)}: a row may use only rows before it: {line}")
        layer = folders[0]
        layers[layer] = (folders, uses)
        imports[layer] = set(re.findall(r"`(\w+)`", import_cell.split("(")[0])) if import_cell != "nothing more" else set()
    return layers, imports


LAYERS, IMPORTS = read_table()

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


def allowed_imports(layer: str) -> set[str]:
    return ALWAYS_IMPORTED | IMPORTS[layer]


def main() -> int:
    files = sorted(path for path in LIBRARY.rglob("*.swift"))
    stripped = {path: strip(path.read_text()) for path in files}
    declared: dict[str, set[str]] = {}
    problems = []
    for path in files:
        layer = layer_of(folder_of(path))
        if layer is None:
            problems.append(f"{path.relative_to(ROOT)}: its folder is in no row of the layer table of Docs/Architecture.md")
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
            if module and module.group(1) not in allowed_imports(layer):
                problems.append(f"Modules/ZRouter/ZRouterCore/{relative}:{number}: {folder}/ may not import {module.group(1)}")
                continue
            for name in set(IDENTIFIER.findall(line)):
                used = owner.get(name)
                if used is None or used in uses:
                    continue
                if relative in REGISTRY_FILES_NAMING_FAMILIES and name in NAMED_BY_REGISTRY:
                    continue
                problems.append(
                    f"Modules/ZRouter/ZRouterCore/{relative}:{number}: {layer} ({folder}/) uses {name}, declared in the {used} "
                    f"layer, which it may not use")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(f"{len(problems)} uses break the layer table of Docs/Architecture.md",
              file=sys.stderr)
        return 1
    print(f"{len(files)} files of Modules/ZRouter/ZRouterCore keep to the layer table of Docs/Architecture.md "
          f"({len(LAYERS)} rows)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
