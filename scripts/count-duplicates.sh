#!/usr/bin/env bash
# Lists the pairs of places in Modules/ that repeat themselves (the `duplicates` command), and ends with their count
# against the project's target. Informational: it always exits 0, and says so when `duplicates` is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v duplicates >/dev/null; then
  echo "duplicates is not installed on this machine; skipping the duplicate count"
  exit 0
fi
report=$(duplicates --repo Modules --most 200 --seconds 120)
echo "$report"
pairs=$(printf '%s\n' "$report" | head -n 1 | grep -oE '^[0-9]+' || echo 0)
echo "duplicates: $pairs pairs in Modules/ (target < 15)"
