#!/usr/bin/env bash
# Builds each shared model target (Shared/, e.g. NoteModel) and each feature module alone (the lists come from
# Package.swift, see feature_modules.py), each on a fresh build folder of its own: in a shared .build, the products of
# other targets hide a dependency missing from Package.swift.
# Each folder is removed afterwards, so nothing is reused between modules or between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(python3 scripts/feature_modules.py --shared) $(python3 scripts/feature_modules.py)"
mkdir -p .build-alone
for module in $modules; do
  scratch=".build-alone/$module"
  rm -rf "$scratch"
  started=$(date +%s)
  swift build --target "$module" --scratch-path "$scratch" >"$scratch.log" 2>&1 || { cat "$scratch.log"; exit 1; }
  echo "$module builds alone ($(( $(date +%s) - started ))s on a fresh folder)"
  rm -rf "$scratch" "$scratch.log"
done
