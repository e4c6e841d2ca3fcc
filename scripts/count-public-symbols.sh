#!/usr/bin/env bash
# Counts the public symbols of the library as users see them on Linux: the symbol graph of `ZRouter` with the modules
# it re-exports, without the members the compiler synthesizes (Equatable's `!=`, default implementations copied into
# conforming types) and without SPI or underscored names, which the graph leaves out. Prints the count, the number of
# top-level types, and how many of those keep the original's `ZIK` prefix. Informational: it never fails on a count.
#
# Usage: scripts/count-public-symbols.sh      (after `swift build`; ZROUTER_BUILD_FLAGS adds build flags)
set -euo pipefail
cd "$(dirname "$0")/.."
read -r -a build_flags <<<"${ZROUTER_BUILD_FLAGS:-}"
swift build --target ZRouter "${build_flags[@]}" >/dev/null
bin=$(swift build --show-bin-path "${build_flags[@]}")
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
target=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift-symbolgraph-extract -module-name ZRouter \
  -experimental-allowed-reexported-modules=ZRouterCore,ZRouterUIKit,ZRouterAppKit,ZRouterSwiftUI \
  -target "$target" -I "$modules" -minimum-access-level public -output-dir "$out"
python3 - "$out" <<'PY'
import json, pathlib, sys
symbols = {}
for graph in pathlib.Path(sys.argv[1]).glob("*.symbols.json"):
    for symbol in json.loads(graph.read_text())["symbols"]:
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        symbols[symbol["identifier"]["precise"]] = symbol
types = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
top_level = [s for s in symbols.values() if s["kind"]["identifier"] in types and len(s["pathComponents"]) == 1]
prefixed = [s for s in top_level if s["names"]["title"].startswith("ZIK")]
print(f"public symbols of the library (Linux, synthesized ones not counted): {len(symbols)}; "
      f"top-level types: {len(top_level)}, {len(prefixed)} of them ZIK-prefixed")
PY
