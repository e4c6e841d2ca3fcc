#!/usr/bin/env bash
# Lists the pairs of places in Modules/ that repeat themselves (the `duplicates` command), and ends with their count.
# Informational, with no target: it always exits 0, and says so when `duplicates` is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v duplicates >/dev/null; then
  echo "duplicates is not installed; skipping the duplicate count"
  exit 0
fi
report=$(duplicates --repo Modules --most 200 --seconds 120) || true
echo "$report"
first_line=${report%%$'\n'*}
pairs=0
if [[ $first_line =~ ^([0-9]+)\ pairs?\  ]]; then pairs=${BASH_REMATCH[1]}; fi
echo "duplicates: $pairs pairs in Modules/ (informational)"
