#!/usr/bin/env bash
# Build isolation, measured: for every feature module (scripts/feature_modules.py, from Package.swift) it edits one of
# the module's files, rebuilds the `notes` product incrementally and lists the files that were compiled again.
#
#   body       `_ = 0` inserted as the first statement of a function returning nothing, not inlinable, outside any
#              `#if` (the first one found in the module's sources, platform files `+UIKit` / `+AppKit` aside; a
#              non-public one when there is one): only that file may be recompiled; any other fails the check.
#   interface  `extension T { public func buildIsolationProbe() {} }` appended to the file declaring the module's first
#              top-level public class, struct, enum or actor T (outside any `#if`): the module's files and the files of
#              modules that depend on it (AppContext, which adapts it; notes, the executable) may be recompiled; a file
#              of another feature module fails the check.
#
# How recompiled files are measured: from the build's own output. SwiftPM runs the compiler's jobs itself and prints
# one line per compile job with the target and the job's primary files (`[9/24] Compiling AppContext A.swift, B.swift`);
# a file the incremental build skips appears in no such line. Emitting modules, wrapping and linking are other lines
# and are not counted. The objects' modification times are no measure: a file compiled again into the same object
# may keep its `.o` untouched (seen here with Swift 6.3: AppContext files that the build listed as compiled kept their
# objects' times). A build with no change is measured first and must compile nothing.
#
# Every edited file is restored from a copy, on success and on failure (an EXIT trap), and the build is run once more
# after each restoration, so the build folder ends where it started and the next measurement starts clean.
#
# The build folder: ZROUTER_ISOLATION_SCRATCH (default .build, the folder the README's and CI's earlier steps build in,
# with their ZROUTER_BUILD_FLAGS, so in CI the first build has nothing to do). Four incremental builds per module (two
# edits, two restorations) and two first: 2 min 11 s for the six modules on 2 cores at load 8-9, the folder built
# (4 min 3 s at load 11-14, beside a compile-time benchmark; 1 min 52 s in CI's configuration, .build with code
# coverage, at load 5-8; the same table each time).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${ZROUTER_ISOLATION_SCRATCH:-.build}
# shellcheck disable=SC2206  # the flags are words
build_flags=(--product notes --scratch-path "$scratch" ${ZROUTER_BUILD_FLAGS:-})
started=$(date +%s)
progress() { echo "[$(($(date +%s) - started))s] $*" >&2; }
fail() { echo "check-build-isolation: $*" >&2; exit 1; }

work=$(mktemp -d)
edited=()  # "original|copy" pairs still to restore
restore() {
  local pair
  for pair in "${edited[@]}"; do cp "${pair#*|}" "${pair%%|*}"; done
  edited=()
}
trap 'restore; rm -rf "$work"' EXIT

build() {  # build LABEL: an incremental build of notes; prints the recompiled files as Target/File.swift, sorted
  swift build "${build_flags[@]}" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; fail "the build failed ($1)"; }
  # "[12/24] Compiling AppContext A.swift, B.swift": one compile job of the driver and its primary files.
  sed -nE 's/^\[[0-9]+\/[0-9]+\] Compiling ([A-Za-z0-9_]+) (.*\.swift)$/\1 \2/p' "$work/build.log" \
    | awk '{target=$1; $1=""; n=split(substr($0, 2), files, ", "); for (i = 1; i <= n; i++) print target "/" files[i]}' \
    | sort -u
}

modules=$(python3 scripts/feature_modules.py)
[ -n "$modules" ] || fail "scripts/feature_modules.py listed no feature module"
progress "bringing $scratch up to date (swift build ${build_flags[*]})"
build "baseline" >/dev/null
progress "a build with no change"
unchanged=$(build "no change")
[ -z "$unchanged" ] || fail "a build with no change recompiled files, so recompilation cannot be measured here: $unchanged"

# pick MODULE KIND: prints "FILE|LINE_NUMBER|TEXT" for the edit of that kind (body: insert TEXT after LINE_NUMBER;
# interface: LINE_NUMBER is 0 and TEXT is appended).
pick() {
  python3 - "$1" "$2" <<'PY'
import pathlib, re, sys
module, kind = sys.argv[1], sys.argv[2]
files = sorted(p for p in pathlib.Path("Modules", module).rglob("*.swift")
               if not re.search(r"\+(UIKit|AppKit)\.swift$", p.name))
body = re.compile(r"^(\s*)((?:(?:private|fileprivate|internal|public|open|override|static|class|final|mutating|nonisolated)\s+)*)"
                  r"func\s+\w+[^{}>]*\)\s*(?:async\s+)?(?:throws(?:\([^)]*\))?\s*)?\{\s*$")
public = re.compile(r"^public\s+(?:final\s+)?(?:class|struct|enum|actor)\s+(\w+)")
# Body edits go into a function returning nothing (a single-expression body would lose its implicit return), never an
# inlinable one (its body is part of the interface); a non-public one if the module has one, else a public one.
for allow_public in ([False, True] if kind == "body" else [True]):
    for path in files:
        lines = path.read_text().splitlines()
        depth = 0
        for number, line in enumerate(lines, 1):
            stripped = line.strip()
            if stripped.startswith("#if"): depth += 1
            elif stripped.startswith("#endif"): depth -= 1
            if depth != 0:
                continue
            if kind == "body":
                m = body.match(line)
                attributes = lines[number - 2] if number > 1 else ""
                if (m and "@inlinable" not in attributes and "@usableFromInline" not in attributes
                        and (allow_public or not re.search(r"\b(public|open)\b", m.group(2)))):
                    print(f"{path}|{number}|{m.group(1)}  _ = 0")
                    sys.exit(0)
            else:
                m = public.match(line)
                if m:
                    print(f"{path}|0|\nextension {m.group(1)} {{\n  public func buildIsolationProbe() {{}}\n}}")
                    sys.exit(0)
sys.exit(f"check-build-isolation: no place for a {kind} edit found in Modules/{module}")
PY
}

# edit MODULE KIND: applies the edit, remembering the file to restore; sets `file` to the edited file's path.
edit() {
  local choice line text
  choice=$(pick "$1" "$2") || exit 1
  file=${choice%%|*}
  text=${choice#*|}
  line=${text%%|*}
  text=${text#*|}
  cp "$file" "$work/copy"
  edited+=("$file|$work/copy")
  if [ "$line" = 0 ]; then
    printf '%s\n' "$text" >>"$file"
  else
    python3 - "$file" "$line" "$text" <<'PY'
import sys
path, number, text = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = open(path).read().split("\n")
lines.insert(number, text)
open(path, "w").write("\n".join(lines))
PY
  fi
}

rows=()
failures=()
for module in $modules; do
  for kind in body interface; do
    edit "$module" "$kind"
    progress "$module, $kind change in $file: building"
    recompiled=$(build "$module $kind")
    restore
    progress "$module: restored $file, building again"
    build "$module restored" >/dev/null
    own="$module/$(basename "$file")"
    [ -n "$recompiled" ] || failures+=("$module $kind: nothing was recompiled, not even $own: the measurement is broken")
    grep -qxF "$own" <<<"$recompiled" || failures+=("$module $kind: $own was not recompiled")
    # Per target: "Target: count (files)" in the progress lines, "Target count" in the table.
    summary=$(awk -F/ '{t=$1; sub(/^[^\/]*\//, ""); n[t]++; f[t]=f[t] (f[t] ? ", " : "") $0} END {for (t in n) print t ": " n[t] " (" f[t] ")"}' \
      <<<"$recompiled" | sort | paste -sd';' | sed 's/;/; /g')
    counts=$(awk -F/ '{n[$1]++} END {for (t in n) print t " " n[t]}' <<<"$recompiled" | sort | paste -sd',' \
      | sed 's/,/, /g')
    rows+=("| $module | $kind | \`$(basename "$file")\` | $(grep -c . <<<"$recompiled") | ${counts:-none} |")
    progress "$module, $kind: ${summary:-nothing recompiled}"
    while IFS= read -r object; do
      [ -n "$object" ] || continue
      target=${object%%/*}
      if [ "$kind" = body ] && [ "$object" != "$own" ]; then
        failures+=("$module body: $object was recompiled (only $own may be)")
      elif [ "$kind" = interface ] && [ "$target" != "$module" ] && grep -qxF "$target" <<<"$modules"; then
        failures+=("$module interface: $object, of the feature module $target, was recompiled")
      fi
    done <<<"$recompiled"
  done
done

echo
echo "| module | change | file edited | files recompiled | per target |"
echo "|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
echo
progress "done"
if ((${#failures[@]} > 0)); then
  printf 'check-build-isolation: FAILED: %s\n' "${failures[@]}" >&2
  exit 1
fi
echo "check-build-isolation: every body change recompiled only its own file; no interface change recompiled another" \
  "feature module."
