#!/usr/bin/env bash
# Line coverage per module from the last `swift test --enable-code-coverage` run (it does not run the tests), and the
# floor for the router library: fails when Modules/ZRouter's line coverage drops below ZROUTER_COVERAGE_FLOOR percent.
# On Linux it also prints the coverage of the UIKit and AppKit glue files as the model targets compile them, and fails
# below ZROUTER_GLUE_COVERAGE_FLOOR (90) percent.
#
#   swift test --enable-code-coverage && scripts/coverage.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# The floor: the coverage measured when it was set (89.68%), minus one point. Raise it when coverage rises.
floor=${ZROUTER_COVERAGE_FLOOR:-88.68}
# The floor for the UIKit and AppKit glue files (ViewHost/UIKit/, ViewHost/AppKit/), as the model builds run them.
glue_floor=${ZROUTER_GLUE_COVERAGE_FLOOR:-90}

codecov=$(dirname "$(swift test --enable-code-coverage --show-codecov-path)")
profile="$codecov/default.profdata"
bin=$(swift build --enable-code-coverage --show-bin-path)
binary="$bin/ZRouterPackageTests.xctest"
for file in "$profile" "$binary"; do
  [ -e "$file" ] || { echo "$file is missing: run swift test --enable-code-coverage first" >&2; exit 1; }
done
# The executables the tests run as processes count too (their profiles are merged into the same data).
objects=()
for executable in notes storage-crash-writer; do
  [ -x "$bin/$executable" ] && objects+=(-object "$bin/$executable")
done
# The toolchain's llvm-cov reads its own profile format; a system llvm-cov may be older.
toolchain_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
llvm_cov=$([ -x "$toolchain_cov" ] && echo "$toolchain_cov" || command -v llvm-cov)

"$llvm_cov" report "$binary" "${objects[@]}" -instr-profile="$profile" -ignore-filename-regex='(^|/)(\.build[^/]*|Tests|Benchmarks)/' \
  >"$codecov/report.txt"
# The platform glue as compiled against the UIKit and AppKit models (Linux): its files are reached through the model
# targets' symlinked copies of Modules/ZRouter, so they are read from a report that keeps test folders.
"$llvm_cov" report "$binary" -instr-profile="$profile" >"$codecov/report-all.txt"
python3 - "$codecov/report.txt" "$PWD" "$floor" "$codecov/report-all.txt" "$glue_floor" <<'PY'
import collections, sys
report, root, floor = sys.argv[1], sys.argv[2].rstrip("/") + "/", float(sys.argv[3])
glue_report, glue_floor = sys.argv[4], float(sys.argv[5])
lines = collections.defaultdict(lambda: [0, 0])  # module -> [lines, missed]
for row in open(report):
    cells = row.split()
    # Filename Regions Missed Cover Functions Missed Executed Lines Missed Cover [Branches Missed Cover]
    if len(cells) < 10 or not cells[3].endswith("%") or cells[0] == "TOTAL":
        continue
    path = cells[0] if cells[0].startswith("/") else root + cells[0]
    relative = path[len(root):] if path.startswith(root) else path
    parts = relative.split("/")
    module = "/".join(parts[:2]) if parts[0] in ("Modules", "Tools", "Apps") else parts[0] if len(parts) > 1 else "(other)"
    lines[module][0] += int(cells[7])
    lines[module][1] += int(cells[8])
print(f"{'Module':<28} {'Lines':>7} {'Missed':>7} {'Cover':>8}")
for module, (total, missed) in sorted(lines.items()):
    print(f"{module:<28} {total:>7} {missed:>7} {100 * (total - missed) / max(total, 1):>7.2f}%")
total, missed = map(sum, zip(*lines.values()))
print(f"{'TOTAL':<28} {total:>7} {missed:>7} {100 * (total - missed) / max(total, 1):>7.2f}%")
# The platform glue, per platform, as the model builds compiled it (only on hosts that build the models).
glue = collections.defaultdict(lambda: [0, 0])
for row in open(glue_report):
    cells = row.split()
    if len(cells) < 10 or not cells[3].endswith("%"):
        continue
    for platform in ("UIKit", "AppKit"):
        if f"/ViewHost/{platform}/" in cells[0]:
            glue[platform][0] += int(cells[7])
            glue[platform][1] += int(cells[8])
glue_failures = []
for platform, (total, missed) in sorted(glue.items()):
    measured = 100 * (total - missed) / max(total, 1)
    print(f"{'ViewHost/' + platform + ' (model build)':<28} {total:>7} {missed:>7} {measured:>7.2f}%")
    if measured < glue_floor:
        glue_failures.append(f"ViewHost/{platform} line coverage {measured:.2f}% is below the floor of {glue_floor:.2f}%")
library = lines.get("Modules/ZRouter")
if not library:
    sys.exit("no coverage for Modules/ZRouter in the report")
measured = 100 * (library[0] - library[1]) / library[0]
if measured < floor:
    sys.exit(f"Modules/ZRouter line coverage {measured:.2f}% is below the floor of {floor:.2f}%: "
             "add tests for the new code (the per-file report is in " + report + ")")
print(f"Modules/ZRouter line coverage {measured:.2f}% meets the floor of {floor:.2f}%")
if glue_failures:
    sys.exit("; ".join(glue_failures) + ": add model tests for the glue (the per-file report is in " + glue_report + ")")
for platform in sorted(glue):
    print(f"ViewHost/{platform} line coverage meets the floor of {glue_floor:.2f}%")
PY
