#!/usr/bin/env bash
# Checks what the one-step ways of starting a module write (Docs/AddingAFeatureModule.md):
# 1. In a copy of the repository (the files git would commit, uncommitted changes included), runs the command plugin
#    `new-feature-module Sample --view` and checks that it warned about nothing and only added files under
#    Modules/Sample and Tests/SampleTests; adds the lines it prints to Package.swift, then builds the module alone
#    (`swift build --target Sample`) and runs its generated tests with the generator's own
#    (`swift test --filter 'SampleTests|NewFeatureModuleTests'`), warnings as errors, checks that every public symbol
#    of the module has a doc comment (scripts/check-doc-coverage.py) and lints the generated files with the
#    repository's .swift-format.
# 2. Checks the Xcode file templates of Templates/Xcode/ZRouter (each TemplateInfo.plist valid, its options covering
#    the file's ___VARIABLE_…___), instantiates them with sed (each placeholder replaced as Xcode would), type-checks
#    them against the ZRouter module built in step 1 with the package's settings, and lints them.
# 3. Type-checks the generated module and the template instances for iOS and macOS against the ZRouter modules that
#    scripts/check-apple-platforms.sh emits (in .build-apple/, or $ZROUTER_APPLE_OUT), with the same swiftc wrapper;
#    skipped with a message when those are absent.
#
# Build time on 2 cores: the copy and its build folder live in .build-templates/ and are kept between runs; the copy
# is updated file by file (an unchanged file keeps its inode and time), so a second run rebuilds only what changed
# (a fresh clone builds ZRouter, ZRouterTesting and TestSupport once there: the main .build cannot be shared, its
# paths are the repository's). The copy's manifest ends with one extra statement that keeps only the targets the
# tests run here depend on, because `swift test` builds every target of the package (the whole suite, the UIKit and
# AppKit model builds included); the generated targets themselves are built exactly as the printed lines declare them.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
started=$(date +%s)
work="$root/.build-templates"
copy="$work/package"
scratch="$work/scratch"
mkdir -p "$copy" "$scratch"

# The copy: every file git would commit, copied only when it differs; files gone from the repository (and the module
# the last run generated) are removed.
python3 - "$root" "$copy" <<'PY'
import filecmp, os, shutil, subprocess, sys
root, copy = sys.argv[1:]
listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=root,
                        check=True, capture_output=True).stdout.decode().split("\0")
wanted = {path for path in listed if path and os.path.lexists(os.path.join(root, path))}
for path in wanted:
    source, target = os.path.join(root, path), os.path.join(copy, path)
    if os.path.islink(source):
        if not os.path.islink(target) or os.readlink(target) != os.readlink(source):
            if os.path.lexists(target): os.remove(target)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            os.symlink(os.readlink(source), target)
    elif os.path.islink(target) or not os.path.isfile(target) or not filecmp.cmp(source, target, shallow=False):
        if os.path.lexists(target): os.remove(target)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target)
for folder, dirs, files in os.walk(copy, topdown=True):
    dirs[:] = [d for d in dirs if not (folder == copy and d.startswith((".build", ".swiftpm")))]
    for name in files:
        path = os.path.relpath(os.path.join(folder, name), copy)
        if path not in wanted: os.remove(os.path.join(folder, name))
for folder, dirs, files in os.walk(copy, topdown=False):
    if folder != copy and not os.listdir(folder) and not os.path.relpath(folder, copy).startswith(".swiftpm"):
        os.rmdir(folder)
PY
cd "$copy"

# Every file of the copy, with a checksum of its contents: the plugin may add files under Modules/Sample and
# Tests/SampleTests, and change nothing else.
snapshot() {
  find . -path ./.swiftpm -prune -o -type f -print0 | sort -z | xargs -0 cksum
}
before=$(snapshot)

echo "-- new-feature-module Sample --view (the command plugin)"
output=$(swift package --scratch-path "$scratch" --allow-writing-to-package-directory new-feature-module Sample --view \
  2>&1)
echo "$output"
if grep -q "warning:" <<<"$output"; then
  echo "check-templates: building or running the plugin warned" >&2
  exit 1
fi
new_module='^> [0-9]+ [0-9]+ \./(Modules/Sample|Tests/SampleTests)/'
changed=$(diff <(echo "$before") <(snapshot) | grep '^[<>]' | grep -v -E "$new_module" || true)
if [ -n "$changed" ]; then
  echo "check-templates: the plugin changed files other than its new module's:" >&2
  echo "$changed" >&2
  exit 1
fi

# The lines the plugin prints for Package.swift, added where the recipe says: the module after the last feature module,
# its tests after the last module's tests.
module_line=$(grep -o '\.module("Sample"),' <<<"$output") ||
  { echo 'check-templates: the plugin did not print .module("Sample"),' >&2; exit 1; }
tests_line=$(grep -o '\.tests("Sample"),' <<<"$output") ||
  { echo 'check-templates: the plugin did not print .tests("Sample"),' >&2; exit 1; }
python3 - "$module_line" "$tests_line" <<'PY'
import re, sys
module_line, tests_line = sys.argv[1:]
lines = open("Package.swift").read().split("\n")
for helper, line in ((".module(", module_line), (".tests(", tests_line)):
    last = max((i for i, text in enumerate(lines) if re.match(r"\s*" + re.escape(helper), text)), default=None)
    if last is None:
        sys.exit(f"check-templates: Package.swift has no {helper}…) line to add {line} after")
    lines.insert(last + 1, re.match(r"\s*", lines[last]).group(0) + line)
open("Package.swift", "w").write("\n".join(lines))
PY

strict=(-Xswiftc -warnings-as-errors)
echo "-- swift build --target Sample"
swift build --scratch-path "$scratch" --target Sample "${strict[@]}"

cat >>Package.swift <<'SWIFT'

// check-templates.sh: only the targets SampleTests and the generator's tests depend on, directly or not (swift test
// builds every target of the package).
var kept: Set<String> = []
var pending = ["SampleTests", "NewFeatureModuleTests"]
while let name = pending.popLast() {
  guard kept.insert(name).inserted, let target = package.targets.first(where: { $0.name == name }) else { continue }
  for dependency in target.dependencies {
    switch dependency {
    case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
    default: break
    }
  }
}
package.targets.removeAll { !kept.contains($0.name) }
package.products.removeAll()
SWIFT
echo "-- swift test --filter SampleTests (and the generator's own tests, NewFeatureModuleTests)"
swift test --scratch-path "$scratch" --filter 'SampleTests|NewFeatureModuleTests' "${strict[@]}" 2>&1 |
  tee "$work/test.log"
for suite in SampleServiceTests SampleServiceRouterTests SampleViewRouterTests SampleErrorTests \
  FeatureModuleGeneratorTests; do
  if ! grep -q "Suite $suite passed" "$work/test.log"; then
    echo "check-templates: $suite did not run and pass" >&2
    exit 1
  fi
done

echo "-- every public symbol of the generated module is documented (scripts/check-doc-coverage.py)"
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
rm -rf "$work/symbol-graphs" && mkdir -p "$work/symbol-graphs"
swift-symbolgraph-extract -module-name Sample -target "$triple" -I "$modules" -minimum-access-level public \
  -output-dir "$work/symbol-graphs"
python3 "$root/scripts/check-doc-coverage.py" "$work/symbol-graphs"

echo "-- swift-format lint --strict on the generated files"
swift-format lint --strict --configuration .swift-format $(find Modules/Sample Tests/SampleTests -name '*.swift')

echo "-- Xcode templates: TemplateInfo.plist valid, and every ___VARIABLE_…___ of the file one of its options"
python3 - "$root"/Templates/Xcode/ZRouter/*.xctemplate <<'PY'
import pathlib, plistlib, re, sys
for folder in map(pathlib.Path, sys.argv[1:]):
    with open(folder / "TemplateInfo.plist", "rb") as f:
        info = plistlib.load(f)
    main = folder / info["MainTemplateFile"]
    if not main.is_file():
        sys.exit(f"{folder.name}: MainTemplateFile {info['MainTemplateFile']} is missing")
    options = {option["Identifier"] for option in info["Options"]}
    used = set(re.findall(r"___VARIABLE_(\w+?)___", main.read_text()))
    if used - options:
        sys.exit(f"{folder.name}: {main.name} uses ___VARIABLE_…___ {sorted(used - options)}, not options of the plist")
    print(f"{folder.name}: plist valid, options {sorted(options)}")
PY

echo "-- Xcode templates, instantiated with sed, type-checked against ZRouter"
instances="$work/xcode"
rm -rf "$instances"
mkdir -p "$instances"
for template in "$root"/Templates/Xcode/ZRouter/*.xctemplate; do
  kind=$(basename "$template" .xctemplate)
  role=$(awk '{ print $2 }' <<<"$kind")  # "ZRouter Service Router" -> Service
  base="Sample${role}Router"            # the file name Xcode asks for
  instance="$instances/$base.swift"
  sed -e "s/___FILEHEADER___/  $base.swift/" \
    -e "s/___FILEBASENAMEASIDENTIFIER___/$base/g" -e "s/___FILEBASENAME___/$base/g" \
    -e "s/___VARIABLE_destinationClass___/Sample${role/View/ViewController}/g" \
    -e "s/___VARIABLE_providedProtocol___/SampleProvided${role}/g" \
    -e "s/___VARIABLE_keyName___/sampleProvided${role}/g" \
    "$template/___FILEBASENAME___.swift" >"$instance"
  if grep -n '___' "$instance"; then
    echo "check-templates: $kind has a placeholder the check does not replace" >&2
    exit 1
  fi
  swiftc -typecheck -swift-version 6 -warnings-as-errors -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature MemberImportVisibility -I "$modules" -module-name SampleTemplates "$instance"
  swift-format lint --strict --configuration .swift-format "$instance"
  echo "$kind: type-checks and lints"
done

# iOS and macOS: the generated module and the template instances against the ZRouter module that
# scripts/check-apple-platforms.sh emits for each platform (an earlier .ci/run step), with the same swiftc wrapper.
apple_out="${ZROUTER_APPLE_OUT:-$root/.build-apple}"
swiftc_darwin="${ZROUTER_DARWIN_SWIFTC:-$root/../shared/darwin/swiftc-darwin}"
for platform in ios macos; do
  if [ "$(uname -s)" = Darwin ] || [ ! -x "$swiftc_darwin" ] || [ ! -f "$apple_out/$platform/ZRouter.swiftmodule" ]; then
    echo "$platform: skipped (needs $apple_out/$platform/ZRouter.swiftmodule from scripts/check-apple-platforms.sh" \
      "and the swiftc wrapper $swiftc_darwin)"
    continue
  fi
  flags=(-typecheck -swift-version 6 -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature MemberImportVisibility -parse-as-library -I "$apple_out/$platform")
  for unit in "Sample:$(find Modules/Sample -name '*.swift' | sort | tr '\n' ' ')" \
    "SampleTemplates:$instances/SampleServiceRouter.swift" "SampleTemplates:$instances/SampleViewRouter.swift"; do
    module=${unit%%:*}
    read -r -a files <<<"${unit#*:}"
    [ "$module" = Sample ] && what="the generated module Sample" || what="the instance ${files[0]##*/}"
    status=0
    diagnostics=$("$swiftc_darwin" "$platform" "${flags[@]}" -module-name "$module" "${files[@]}" 2>&1) || status=$?
    # The Linux set-up's own warning (see check-apple-platforms.sh) is not ours.
    ours=$(grep -E '(error|warning):' <<<"$diagnostics" | grep -v 'using sysroot for .macOS. but targeting .MacOSX.' ||
      true)
    if [ "$status" != 0 ] || [ -n "$ours" ]; then
      echo "$diagnostics" >&2
      echo "check-templates: $what does not type-check for $platform" >&2
      exit 1
    fi
    echo "$platform: $what type-checks (no warnings)"
  done
done

echo "check-templates: the generated module builds and passes its tests, the templates type-check" \
  "($(( $(date +%s) - started ))s)"
