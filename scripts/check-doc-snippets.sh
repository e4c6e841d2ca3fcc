#!/usr/bin/env bash
# Type-checks every ```swift block of README.md and Docs/**/*.md against the package's modules, printing how many
# blocks were checked per document (see scripts/check-doc-snippets.py for how a block gets its context).
#
# Builds the package and its tests first (incrementally: after `swift test` this only checks that nothing changed), as
# the blocks use the feature modules and the mocks of their tests. Blocks that use UIKit, AppKit or SwiftUI are
# type-checked for iOS / macOS with the wrapper named by ZROUTER_DARWIN_SWIFTC on Linux (default
# ${ZROUTER_DARWIN_SWIFTC:-../shared/darwin/swiftc-darwin}; skipped with a message when it is absent).
#
# Usage: scripts/check-doc-snippets.sh [DOCUMENT...]
set -euo pipefail
cd "$(dirname "$0")/.."
# ZROUTER_BUILD_FLAGS adds `swift build` flags (.ci/run passes its test build's, so nothing is rebuilt).
read -r -a build_flags <<<"${ZROUTER_BUILD_FLAGS:-}"
swift build --build-tests "${build_flags[@]}" >/dev/null
ZROUTER_BIN_PATH="$(swift build --show-bin-path "${build_flags[@]}")"
export ZROUTER_BIN_PATH
exec python3 scripts/check-doc-snippets.py "$@"
