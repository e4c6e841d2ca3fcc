#!/usr/bin/env bash
# Builds the ZRouter documentation site with the toolchain's DocC, from the library's symbol graph:
#   swift build → swift-symbolgraph-extract → a check that every public symbol has a doc comment → docc convert.
# Any DocC warning (an unresolved symbol link, a broken article reference) fails the build.
#
# Output: .build-docs/site (a static site: serve the folder and open /documentation/zrouter/).
# Extra `swift build` flags come from ZROUTER_BUILD_FLAGS (.ci/run passes its test build's flags, so nothing is
# rebuilt).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-docs
read -r -a build_flags <<<"${ZROUTER_BUILD_FLAGS:-}"
rm -rf "$out/symbol-graphs" "$out/site"
mkdir -p "$out/symbol-graphs"

echo "DocC articles match Docs/"
python3 scripts/docc-articles.py --check

echo "Building ZRouter"
swift build --target ZRouter "${build_flags[@]}"
bin=$(swift build --show-bin-path "${build_flags[@]}")
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
target=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

echo "Extracting the symbol graph"
swift-symbolgraph-extract -module-name ZRouter -target "$target" -I "$modules" -minimum-access-level public \
  -output-dir "$out/symbol-graphs"

echo "Checking that every public symbol is documented"
python3 scripts/check-doc-coverage.py "$out/symbol-graphs"

echo "Converting with DocC"
docc convert Modules/ZRouter/ZRouter.docc \
  --fallback-display-name ZRouter --fallback-bundle-identifier org.zrouter.ZRouter \
  --additional-symbol-graph-dir "$out/symbol-graphs" \
  --output-path "$out/site" --transform-for-static-hosting --warnings-as-errors --enable-inherited-docs
echo "Documentation site: $out/site/documentation/zrouter/index.html"
