#!/usr/bin/env bash
# Lints every Swift file of the project with the toolchain's swift-format and the committed `.swift-format`
# configuration, in strict mode (any finding fails).
# `--fix` formats the files in place first.
#
# The configuration is swift-format's default with a 120-column limit and three rules switched off:
# - AlwaysUseLowerCamelCase: the public API keeps the original router's names (`zix_superview`,
#   `original_configuration`) and test names mirror the original's tests (`testPerform_withSuccess`).
# - OnlyOneTrailingClosureArgument: `perform(…, successHandler:) { … }` mixes both on purpose, as the router's
#   documented call sites do.
# - AmbiguousTrailingClosureOverload: synchronous and `async` twins of one helper share a name, as the standard
#   library's do.
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r file; do files+=("$file"); done < <(
  git ls-files --cached --others --exclude-standard '*.swift'
)
if [ "${1:-}" = "--fix" ]; then
  swift-format format --in-place --configuration .swift-format "${files[@]}"
fi
swift-format lint --strict --configuration .swift-format "${files[@]}"
echo "swift-format: ${#files[@]} files, no findings"
