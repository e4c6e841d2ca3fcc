#!/usr/bin/env bash
# Checks that the recommended call forms stay cheap to type-check: type-checks Tests/CallSiteCost/*.swift against the
# ZRouter module with `-Xfrontend -debug-constraints` and compares, for every line marked `// scopes <= N`, the
# constraint-solver scopes its expressions took ("Total number of scopes explored", summed over the expressions that
# start on that line) with N. Scopes count the overloads and bindings the solver tried; they do not depend on the
# machine's load, unlike time. The limits are Swift 6.3's counts; another compiler may need them re-measured.
#
# Usage: scripts/check-call-site-cost.sh        (from anywhere; exits non-zero when a call takes more than its limit)
# Environment: SWIFTC overrides the compiler; ZROUTER_BUILD_FLAGS adds `swift build` flags;
# ZROUTER_MODULE_DIR type-checks against another folder of modules instead of building (for example an older build,
# to see the check fail).
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
fail() { echo "check-call-site-cost: $*" >&2; exit 1; }

read -r -a build_flags <<<"${ZROUTER_BUILD_FLAGS:-}"
if [[ -n "${ZROUTER_MODULE_DIR:-}" ]]; then
  module_dir=$ZROUTER_MODULE_DIR
else
  build_log="$(swift build --target ZRouter "${build_flags[@]}" 2>&1)" || { echo "$build_log" >&2; fail "ZRouter does not build."; }
  module_dir="$(swift build --show-bin-path "${build_flags[@]}")/Modules"
fi
[[ -e "$module_dir/ZRouter.swiftmodule" ]] || fail "no ZRouter.swiftmodule in $module_dir."
swiftc="${SWIFTC:-$(dirname "$(command -v swift)")/swiftc}"
[[ -x "$swiftc" ]] || swiftc="swiftc"

checker='import re, sys
path = sys.argv[1]
name = path.split("/")[-1]
limits = {}
for number, line in enumerate(open(path), 1):
    m = re.search(r"// scopes <= (\d+)", line)
    if m:
        limits[number] = int(m.group(1))
scopes, current = {}, None
for line in sys.stdin:
    m = re.match(r"---Constraint solving at \[[^:]*:(\d+):", line)
    if m:
        current = int(m.group(1))
    m = re.search(r"Total number of scopes explored: (\d+)", line)
    if m and current is not None:
        scopes[current] = scopes.get(current, 0) + int(m.group(1))
if not limits:
    sys.exit(f"check-call-site-cost: {path} marks no line with // scopes <= N")
bad = 0
for number, limit in sorted(limits.items()):
    took = scopes.get(number)
    if took is None:
        print(f"FAIL {name}:{number}: no solver trace for this line (did the expression move?)")
        bad += 1
    elif took > limit:
        print(f"FAIL {name}:{number}: {took} scopes, more than {limit}")
        bad += 1
    else:
        print(f"ok   {name}:{number}: {took} scopes (limit {limit})")
sys.exit(1 if bad else 0)
'
status=0
shopt -s nullglob
files=(Tests/CallSiteCost/*.swift)
((${#files[@]} > 0)) || fail "no Tests/CallSiteCost/*.swift."
for file in "${files[@]}"; do
  trace="$("$swiftc" -typecheck -swift-version 6 -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature MemberImportVisibility -parse-as-library -module-name CallSiteCost -I "$module_dir" \
    "$file" -Xfrontend -debug-constraints 2>&1)" || { echo "$trace" | grep -E 'error:' >&2; fail "$file does not compile."; }
  python3 -c "$checker" "$file" <<<"$trace" || status=1
done
exit $status
