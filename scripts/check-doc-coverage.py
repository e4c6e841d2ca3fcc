#!/usr/bin/env python3
"""Fails when a public symbol of a symbol graph has no doc comment, naming each one with its file and line.

Usage: scripts/check-doc-coverage.py SYMBOL_GRAPH_DIR [--except-in OTHER_DIR]

Reads every *.symbols.json in the folder (the module's own graph and its extensions of other modules' types). With
--except-in, symbols that OTHER_DIR's graphs hold too are skipped: an Apple platform's graph is checked only for the
API that exists there alone (the SDKs used on Linux carry no doc comments to inherit from).
Synthesized members (Equatable's `!=`, `hashValue`…) are skipped, and a member that implements another module's
protocol requirement counts as documented when the protocol documents it (the extractor copies that comment in).
"""
import json
import pathlib
import sys
from urllib.parse import unquote, urlparse

ROOT = pathlib.Path(__file__).resolve().parent.parent


def has_doc(symbol: dict) -> bool:
    lines = symbol.get("docComment", {}).get("lines", [])
    return any(line.get("text", "").strip() for line in lines)


def location(symbol: dict) -> str:
    where = symbol.get("location")
    if not where:
        return "(no source location)"
    path = pathlib.Path(unquote(urlparse(where["uri"]).path))
    try:
        path = path.relative_to(ROOT)
    except ValueError:
        pass
    return f"{path}:{where['position']['line'] + 1}"


def main() -> int:
    arguments = sys.argv[1:]
    if len(arguments) not in (1, 3) or (len(arguments) == 3 and arguments[1] != "--except-in"):
        print(__doc__, file=sys.stderr)
        return 2
    graphs = sorted(pathlib.Path(arguments[0]).glob("*.symbols.json"))
    if not graphs:
        print(f"no *.symbols.json in {arguments[0]}: run swift-symbolgraph-extract first", file=sys.stderr)
        return 2
    known = set()
    for graph in pathlib.Path(arguments[2]).glob("*.symbols.json") if len(arguments) == 3 else []:
        known.update(symbol["identifier"]["precise"] for symbol in json.loads(graph.read_text())["symbols"])
    missing, total = {}, 0
    for graph in graphs:
        for symbol in json.loads(graph.read_text())["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or symbol["identifier"]["precise"] in known:
                continue
            total += 1
            if not has_doc(symbol):
                name = ".".join(symbol["pathComponents"])
                kind = symbol["kind"]["displayName"].lower()
                missing[f"{location(symbol)}: {kind} {name}"] = True
    if missing:
        print(f"{len(missing)} of {total} public symbols have no doc comment (add a /// comment that says what it is):",
              file=sys.stderr)
        for line in sorted(missing):
            print(f"  {line}", file=sys.stderr)
        return 1
    print(f"all {total} public symbols have a doc comment")
    return 0


if __name__ == "__main__":
    sys.exit(main())
