#!/usr/bin/env bash
# Builds the ZRouter documentation site with the toolchain's DocC, from the library's symbol graph:
#   the catalog (Modules/ZRouter/ZRouterCore/ZRouter.docc plus the guides of Docs/, assembled into .build-docs/ZRouter.docc)
#   → swift build → swift-symbolgraph-extract → a check that every public symbol has a doc comment → docc convert.
# Any DocC warning (an unresolved symbol link, a broken article reference) fails the build.
#
# Output: .build-docs/site (a static site: serve the folder and open /documentation/zrouter/), and
# .build-docs/site-testing for ZRouterTesting (its catalog: Modules/ZRouterTesting/ZRouterTesting.docc; open
# /documentation/zroutertesting/).
# The symbol graphs come from the Linux build, so the UIKit, AppKit and SwiftUI API is not in the sites (its doc
# comments are still checked below when scripts/check-apple-platforms.sh ran first). See Docs/BuildingTheDocumentation.md.
# Extra `swift build` flags come from ZROUTER_BUILD_FLAGS (.ci/run passes its test build's flags, so nothing is
# rebuilt).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-docs
read -r -a build_flags <<<"${ZROUTER_BUILD_FLAGS:-}"
rm -rf "$out/symbol-graphs" "$out/site" "$out/site-testing" "$out/ZRouter.docc"
mkdir -p "$out/symbol-graphs"

echo "Assembling the DocC catalog (Modules/ZRouter/ZRouterCore/ZRouter.docc and the guides of Docs/)"
python3 scripts/docc-articles.py "$out/ZRouter.docc"

echo "Building ZRouter"
swift build --target ZRouter "${build_flags[@]}"
bin=$(swift build --show-bin-path "${build_flags[@]}")
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
target=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

echo "Extracting the symbol graph"
# `ZRouter` re-exports its targets (Modules/ZRouter/README.md): their symbols are documented as the ZRouter module's.
reexported=-experimental-allowed-reexported-modules=ZRouterCore,ZRouterUIKit,ZRouterAppKit,ZRouterSwiftUI
swift-symbolgraph-extract -module-name ZRouter "$reexported" -target "$target" -I "$modules" \
  -minimum-access-level public -output-dir "$out/symbol-graphs"

echo "Checking that every public symbol is documented"
python3 scripts/check-doc-coverage.py "$out/symbol-graphs"

echo "Checking that every public symbol of ZRouterTesting is documented"
swift build --target ZRouterTesting "${build_flags[@]}"
rm -rf "$out/symbol-graphs-testing" && mkdir -p "$out/symbol-graphs-testing"
swift-symbolgraph-extract -module-name ZRouterTesting -target "$target" -I "$modules" -minimum-access-level public \
  -output-dir "$out/symbol-graphs-testing"
python3 scripts/check-doc-coverage.py "$out/symbol-graphs-testing"

# The API that exists only on Apple platforms (UIKit and AppKit hosts, SwiftUI) is not in the Linux graph: check its
# doc comments from the modules scripts/check-apple-platforms.sh emitted, when they are here.
for platform in ios macos; do
  module=".build-apple/$platform/ZRouter.swiftmodule"
  swiftc_darwin="${ZROUTER_DARWIN_SWIFTC:-../shared/darwin/swiftc-darwin}"
  if [ ! -f "$module" ] || [ ! -x "$swiftc_darwin" ]; then
    echo "Skipping the $platform-only symbols: no $module (run scripts/check-apple-platforms.sh first)"
    continue
  fi
  echo "Checking that every $platform-only public symbol is documented"
  declare -A where=()
  while read -r key value; do where[$key]=$value; done < <("$swiftc_darwin" --where "$platform")
  rm -rf "$out/symbol-graphs-$platform" && mkdir -p "$out/symbol-graphs-$platform"
  swift-symbolgraph-extract -module-name ZRouter "$reexported" -target "${where[target]}" -sdk "${where[sdk]}" \
    -resource-dir "${where[resource-dir]}" -module-cache-path "${where[module-cache]}" -I "$(dirname "$module")" \
    -minimum-access-level public -output-dir "$out/symbol-graphs-$platform" 2>&1 | grep -v "using sysroot for" || true
  python3 scripts/check-doc-coverage.py "$out/symbol-graphs-$platform" --except-in "$out/symbol-graphs"
done

echo "Converting with DocC"
docc convert "$out/ZRouter.docc" \
  --fallback-display-name ZRouter --fallback-bundle-identifier org.zrouter.ZRouter \
  --additional-symbol-graph-dir "$out/symbol-graphs" \
  --output-path "$out/site" --transform-for-static-hosting --warnings-as-errors --enable-inherited-docs
echo "Documentation site: $out/site/documentation/zrouter/index.html"

echo "Converting ZRouterTesting with DocC"
docc convert Modules/ZRouterTesting/ZRouterTesting.docc \
  --fallback-display-name ZRouterTesting --fallback-bundle-identifier org.zrouter.ZRouterTesting \
  --additional-symbol-graph-dir "$out/symbol-graphs-testing" \
  --output-path "$out/site-testing" --transform-for-static-hosting --warnings-as-errors --enable-inherited-docs
echo "ZRouterTesting site: $out/site-testing/documentation/zroutertesting/index.html"
