#!/usr/bin/env bash
# Checks the compile-time gate of routable keys: `RoutableService<X>()` (and the view/module variants) must not
# compile unless `X` was declared routable.
#
# 1. Builds the ZRouter module (`swift build --target ZRouter`, debug).
# 2. Type-checks every other `Tests/CompileFailures/*.swift` against it: each must FAIL, and every error it reports
#    must carry the expected diagnostic (so a typo or a missing module cannot pass). The expected text is
#    "not declared as routable" unless the fixture names another one in a `// expect-diagnostic: <text>` line.
# 3. Type-checks every `Tests/CompileFailures/Declared*.swift` (positive controls): each must SUCCEED, so the
#    check cannot pass vacuously (for example because the module or the flags are wrong).
#
# Usage: scripts/check-compile-failures.sh        (from anywhere; exits non-zero on any mismatch)
# Environment: SWIFTC overrides the compiler used for type-checking (default: `swiftc` next to `swift`);
# ZROUTER_BUILD_FLAGS adds `swift build` flags (.ci/run passes its test build's, so nothing is rebuilt twice).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fixtures="$repo_root/Tests/CompileFailures"
expected_text="not declared as routable"
cd "$repo_root"

fail() {
  echo "check-compile-failures: $*" >&2
  exit 1
}

echo "==> Building ZRouter (swift build --target ZRouter)"
read -r -a build_flags <<<"${ZROUTER_BUILD_FLAGS:-}"
if ! build_log="$(swift build --target ZRouter "${build_flags[@]}" 2>&1)"; then
  echo "$build_log" >&2
  fail "the ZRouter module does not build; fix it before checking the compile-failure fixtures."
fi

bin_path="$(swift build --show-bin-path "${build_flags[@]}")"
module_dir="$bin_path/Modules"
if [[ ! -e "$module_dir/ZRouter.swiftmodule" ]]; then
  found="$(find "$bin_path" -name 'ZRouter.swiftmodule' -print -quit)"
  [[ -n "$found" ]] || fail "no ZRouter.swiftmodule under $bin_path after the build; has the build layout changed?"
  module_dir="$(dirname "$found")"
fi

swiftc="${SWIFTC:-$(dirname "$(command -v swift)")/swiftc}"
[[ -x "$swiftc" ]] || swiftc="swiftc"

# The same language mode and upcoming features as the package's targets.
typecheck() {
  "$swiftc" -typecheck -swift-version 6 \
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
    -module-name CompileFailureFixture -I "$module_dir" -module-cache-path "$bin_path/ModuleCache" "$1" 2>&1
}

shopt -s nullglob
negatives=()
for file in "$fixtures"/*.swift; do
  [[ "$(basename "$file")" == Declared* ]] || negatives+=("$file")
done
positives=("$fixtures"/Declared*.swift)
shopt -u nullglob
((${#negatives[@]} > 0)) || fail "no negative fixtures in $fixtures."
((${#positives[@]} > 0)) || fail "no Declared*.swift positive control in $fixtures: the check would pass vacuously."

mismatches=0

for file in "${positives[@]}"; do
  name="${file#"$repo_root"/}"
  if output="$(typecheck "$file")"; then
    echo "ok   $name compiles (positive control)"
  else
    echo "$output" >&2
    echo "FAIL $name must compile (it declares its keys), but it does not: the negative checks prove nothing." >&2
    mismatches=$((mismatches + 1))
  fi
done

for file in "${negatives[@]}"; do
  name="${file#"$repo_root"/}"
  expected_text="$(sed -n 's|^// expect-diagnostic: ||p' "$file" | head -1)"
  [[ -n "$expected_text" ]] || expected_text="not declared as routable"
  if output="$(typecheck "$file")"; then
    echo "FAIL $name compiled, but it uses an undeclared routable key: the compile-time gate is broken." >&2
    mismatches=$((mismatches + 1))
    continue
  fi
  # Count diagnostics by their `file:line:column: error:` header (the source excerpt repeats each message).
  errors="$(grep -cE '^[^[:space:]]+:[0-9]+:[0-9]+: error:' <<<"$output" || true)"
  expected="$(grep -E '^[^[:space:]]+:[0-9]+:[0-9]+: error:' <<<"$output" | grep -cF -- "$expected_text" || true)"
  if ((expected == 0)); then
    echo "$output" >&2
    echo "FAIL $name failed, but not with \"$expected_text\"." >&2
    mismatches=$((mismatches + 1))
  elif ((errors != expected)); then
    echo "$output" >&2
    echo "FAIL $name failed with $((errors - expected)) unrelated error(s) besides \"$expected_text\"; fix the fixture." >&2
    mismatches=$((mismatches + 1))
  else
    echo "ok   $name fails with \"$expected_text\" ($expected error(s))"
  fi
done

if ((mismatches > 0)); then
  fail "$mismatches fixture(s) did not behave as expected (see above)."
fi
echo "check-compile-failures: all ${#negatives[@]} negative fixture(s) and ${#positives[@]} positive control(s) behave as expected."
