#!/usr/bin/env bash
# Proves that ZRouter compiles for iOS 17, tvOS 17 and macOS 14 and that the Apple call sites compile against it.
#
# For each platform (ios, tvos, macos):
#   1. type-checks each target of the library (Modules/ZRouter/<target>: ZRouterCore, then the platform's glue,
#      ZRouterUIKit (iOS, tvOS) or ZRouterAppKit, then ZRouterSwiftUI, then the ZRouter module that re-exports them)
#      with the package's settings (Swift 6, ExistentialAny, MemberImportVisibility): errors and warnings both fail;
#   2. runs the diagnostics that come after type-checking (region-based isolation, definite initialization...) on
#      every file of each target that can be lowered there (see "Linux set-up" below), and emits its module;
#   3. type-checks Modules/ZRouterTesting (the test support library) against that module, then
#      Tests/AppleCallSites/<platform>/*.swift (the documented call sites on UIKit / AppKit classes,
#      written without `any` as the guides write them; tvOS takes the iOS ones, which compile there too: popover
#      settings keep their names and fail at run time with unsupportType) against that module: errors and warnings
#      fail; for tvOS, also full code generation of the library (`-c -wmo -O`), which its Swift 6.0 SDK allows;
#   4. type-checks Tests/AppleCallSites/SwiftUI/*.swift (the SwiftUI example app) against it with the package's
#      settings, after checking that the example of Docs/SwiftUI.md is that file, byte for byte (not for tvOS: the
#      example uses keyboard shortcuts, which tvOS lacks);
#   5. type-checks Tests/AppleCallSites/SwiftUIGuideApp/*.swift (a small app written from Docs/SwiftUI.md alone, as a
#      newcomer would) the same way;
#   6. type-checks each Tests/AppleCallSites/Failures/*.swift alone: each must FAIL, and only with the diagnostic its
#      `// expect-diagnostic: <text>` line names.
#
# On Linux it uses the swiftc wrapper named by ZROUTER_DARWIN_SWIFTC (it compiles against the real iOS 18.6, tvOS
# 18.0 and macOS 14.0 SDK interfaces, for deployment targets iOS 17, tvOS 17 and macOS 14: `swiftc-darwin
# ios|tvos|macos SWIFTC_ARGS...`, and `--where PLATFORM` prints its target, sdk, resource-dir and module-cache), by
# default ${ZROUTER_DARWIN_SWIFTC:-../shared/darwin/swiftc-darwin} as CI has it; without it the check is skipped with
# a message, exit status 0. On macOS it uses the local SDKs through xcrun. Nothing is linked or run: behaviour is
# tested on Linux through the headless host.
#
# Linux set-up: the macOS 14.0 SDK's Swift 5.9 standard library lacks the runtime entry point that typed `throws`
# lowers to, so lowering a function with a typed `throws` crashes the compiler there. For both platforms alike, the
# module is therefore emitted with the bodies of non-inlinable functions skipped (step 1 type-checked them), and step
# 2's diagnostics skip the files that use typed `throws` (platform-independent code, which the Linux build lowers
# fully). On a Mac neither is skipped.
#
# Usage: scripts/check-apple-platforms.sh [ios] [tvos] [macos]     (default: all three)
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
platforms=("$@")
((${#platforms[@]} > 0)) || platforms=(ios tvos macos)
out="${ZROUTER_APPLE_OUT:-$repo_root/.build-apple}"

fail() {
  echo "check-apple-platforms: $*" >&2
  exit 1
}

# compile PLATFORM SWIFTC_ARGUMENTS...: runs the Swift compiler for PLATFORM.
# lower_and_emit PLATFORM MODULE_PATH FLAGS_AND_FILES...: step 2.
if [[ "$(uname -s)" == Darwin ]]; then
  compile() {
    local platform=$1 sdk target
    shift
    case "$platform" in
      ios) sdk="$(xcrun --sdk iphoneos --show-sdk-path)" target=arm64-apple-ios17.0 ;;
      tvos) sdk="$(xcrun --sdk appletvos --show-sdk-path)" target=arm64-apple-tvos17.0 ;;
      macos) sdk="$(xcrun --sdk macosx --show-sdk-path)" target="$(uname -m)-apple-macos14.0" ;;
    esac
    xcrun swiftc -sdk "$sdk" -target "$target" "$@"
  }
  lower_and_emit() {
    local platform=$1 module_path=$2
    shift 2
    compile "$platform" -wmo -emit-module -emit-module-path "$module_path" "$@"
  }
else
  swiftc_darwin="${ZROUTER_DARWIN_SWIFTC:-../shared/darwin/swiftc-darwin}"
  if [[ ! -x "$swiftc_darwin" ]]; then
    echo "check-apple-platforms: skipped: $swiftc_darwin (a swiftc wrapper for the Apple SDKs) is not here, and" \
      "this is not a Mac. On a Mac, or with ZROUTER_DARWIN_SWIFTC naming such a wrapper, the check type-checks" \
      "ZRouter for iOS and macOS."
    exit 0
  fi
  swiftc_darwin="$(cd "$(dirname "$swiftc_darwin")" && pwd)/$(basename "$swiftc_darwin")"
  compile() { "$swiftc_darwin" "$@"; }
  lower_and_emit() {
    local platform=$1 module_path=$2 target="" sdk="" resource_dir="" module_cache="" key value arg host
    shift 2
    while read -r key value; do
      case "$key" in
        target) target=$value ;; sdk) sdk=$value ;; resource-dir) resource_dir=$value ;; module-cache) module_cache=$value ;;
      esac
    done < <("$swiftc_darwin" --where "$platform")
    host="$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/host" && pwd)"
    local flags=() lowered=() kept=() outputs=()
    for arg in "$@"; do
      if [[ "$arg" != *.swift ]]; then
        flags+=("$arg")
      elif grep -q 'throws(' "$arg"; then
        kept+=("$arg")
      else
        lowered+=(-primary-file "$arg")
        outputs+=(-o /dev/null)
      fi
    done
    swiftc -frontend -emit-sil "${lowered[@]}" "${kept[@]}" "${outputs[@]}" "${flags[@]}" -target "$target" \
      -sdk "$sdk" -resource-dir "$resource_dir" -module-cache-path "$module_cache" -enable-objc-interop \
      -plugin-path "$host/plugins" -in-process-plugin-server-path "$host/libSwiftInProcPluginServer.so" || return
    compile "$platform" -wmo -emit-module -emit-module-path "$module_path" \
      -Xfrontend -experimental-skip-non-inlinable-function-bodies "$@"
  }
fi

# Diagnostics that come from the Linux set-up, not from our code: the SDK folder is named macOS14.0.sdk where clang
# expects MacOSX.
environment_warning='using sysroot for .macOS. but targeting .MacOSX.'

# report STEP OUTPUT STATUS: fails on a non-zero status or on any error or warning of ours.
report() {
  local step=$1 output=$2 status=$3 ours
  ours="$(grep -E '(error|warning):' <<<"$output" | grep -vE "$environment_warning" || true)"
  if ((status != 0)) || [[ -n "$ours" ]]; then
    grep -vE "$environment_warning" <<<"$output" >&2 || true
    fail "$step failed (see the diagnostics above)."
  fi
}

# The library's targets and ZRouterTesting are one package, as SwiftPM compiles them: the glue and ZRouterTesting
# reach the core's `package` declarations (as scripts/build-apple-apps.sh does). The call sites below are apps: no
# package name, so they see only the public API.
package_flags=(-package-name zrouter)
library_flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -parse-as-library "${package_flags[@]}")
testing_sources=()
while IFS= read -r file; do testing_sources+=("$file"); done < <(find Modules/ZRouterTesting -name '*.swift' | sort)
testing_flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -parse-as-library -module-name ZRouterTesting "${package_flags[@]}")
# The guides' call sites write existentials without `any`, as the package's OriginalCallSiteTests target does.
call_site_flags=(-swift-version 6 -enable-upcoming-feature MemberImportVisibility)

# The SwiftUI guide's complete example is the example app file: the block after the guide's
# `<!-- example: PATH -->` line must be PATH's text, so the code the guide shows is the code type-checked below.
swiftui_example=Tests/AppleCallSites/SwiftUI/NotesSwiftUIApp.swift
swiftui_flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -parse-as-library)
mkdir -p "$out"
awk -v marker="<!-- example: $swiftui_example -->" '
  $0 == marker { found = 1; next }
  found == 1 && /^```swift$/ { found = 2; next }
  found == 2 && /^```$/ { exit }
  found == 2 { print }
' Docs/SwiftUI.md >"$out/SwiftUIGuideExample.swift"
cmp -s "$out/SwiftUIGuideExample.swift" "$swiftui_example" ||
  fail "the complete example of Docs/SwiftUI.md is not $swiftui_example: copy the file into the guide's block."
echo "ok   Docs/SwiftUI.md shows $swiftui_example verbatim"

for platform in "${platforms[@]}"; do
  case "$platform" in
    ios | tvos) call_sites=Tests/AppleCallSites/iOS ;;
    macos) call_sites=Tests/AppleCallSites/macOS ;;
    *) fail "unknown platform '$platform' (use ios, tvos or macos)." ;;
  esac
  started=$(date +%s)
  mkdir -p "$out/$platform"

  # The library's targets in dependency order: the core, the platform's glue, the SwiftUI glue, then ZRouter.
  case "$platform" in
    ios | tvos) glue=ZRouterUIKit ;;
    macos) glue=ZRouterAppKit ;;
  esac
  for target in ZRouterCore "$glue" ZRouterSwiftUI ZRouter; do
    target_sources=()
    while IFS= read -r file; do target_sources+=("$file"); done < <(find "Modules/ZRouter/$target" -name '*.swift' | sort)
    status=0
    output="$(compile "$platform" -wmo -typecheck "${library_flags[@]}" -module-name "$target" -I "$out/$platform" \
      "${target_sources[@]}" 2>&1)" || status=$?
    report "$platform: type-checking Modules/ZRouter/$target" "$output" "$status"
    status=0
    output="$(lower_and_emit "$platform" "$out/$platform/$target.swiftmodule" "${library_flags[@]}" \
      -module-name "$target" -I "$out/$platform" "${target_sources[@]}" 2>&1)" || status=$?
    report "$platform: lowering Modules/ZRouter/$target and emitting its module" "$output" "$status"
    echo "ok   $platform: Modules/ZRouter/$target type-checks (${#target_sources[@]} files, no warnings); module emitted"
    if [[ "$platform" == tvos ]]; then
      status=0
      output="$(compile "$platform" -c -wmo -O "${library_flags[@]}" -module-name "$target" -I "$out/$platform" \
        -o "$out/$platform/$target.o" "${target_sources[@]}" 2>&1)" || status=$?
      report "$platform: full code generation of Modules/ZRouter/$target (-c -wmo -O)" "$output" "$status"
      echo "ok   $platform: Modules/ZRouter/$target compiles to an object file with full code generation (-c -wmo -O)"
    fi
  done

  status=0
  output="$(compile "$platform" -wmo -typecheck "${testing_flags[@]}" -I "$out/$platform" "${testing_sources[@]}" \
    2>&1)" || status=$?
  report "$platform: type-checking Modules/ZRouterTesting" "$output" "$status"
  echo "ok   $platform: Modules/ZRouterTesting type-checks against it (${#testing_sources[@]} files, no warnings)"

  sites=("$call_sites"/*.swift)
  [[ -e "${sites[0]}" ]] || fail "no call sites in $call_sites."
  status=0
  output="$(compile "$platform" -wmo -typecheck "${call_site_flags[@]}" -I "$out/$platform" -module-name "AppleCallSites" \
    "${sites[@]}" 2>&1)" || status=$?
  report "$platform: type-checking $call_sites" "$output" "$status"
  echo "ok   $platform: $call_sites type-checks against it (${#sites[@]} files, no warnings)"

  if [[ "$platform" == tvos ]]; then
    # The example is an iPhone / iPad / Mac app: its keyboard shortcuts do not exist on tvOS.
    echo "skip $platform: the SwiftUI example app (keyboard shortcuts do not exist on tvOS)"
  else
    status=0
    output="$(compile "$platform" -typecheck "${swiftui_flags[@]}" -I "$out/$platform" -module-name NotesSwiftUIApp \
      "$out/SwiftUIGuideExample.swift" 2>&1)" || status=$?
    report "$platform: type-checking the SwiftUI example ($swiftui_example)" "$output" "$status"
    echo "ok   $platform: the SwiftUI example app type-checks against it (no warnings)"
  fi

  guide_app=(Tests/AppleCallSites/SwiftUIGuideApp/*.swift)
  status=0
  output="$(compile "$platform" -typecheck "${swiftui_flags[@]}" -I "$out/$platform" -module-name SwiftUIGuideApp \
    "${guide_app[@]}" 2>&1)" || status=$?
  report "$platform: type-checking the app written from the SwiftUI guide" "$output" "$status"
  echo "ok   $platform: Tests/AppleCallSites/SwiftUIGuideApp (written from Docs/SwiftUI.md) type-checks (no warnings)"

  for fixture in Tests/AppleCallSites/Failures/*.swift; do
    expected="$(sed -n 's|^// expect-diagnostic: ||p' "$fixture" | head -1)"
    [[ -n "$expected" ]] || fail "$fixture has no '// expect-diagnostic: <text>' line."
    status=0
    output="$(compile "$platform" -typecheck "${call_site_flags[@]}" -I "$out/$platform" -module-name Fixture \
      "$fixture" 2>&1)" || status=$?
    if ((status == 0)); then
      fail "$platform: $fixture compiled, but it must not (it checks: $expected)."
    fi
    errors="$(grep -cE '^[^[:space:]]+:[0-9]+:[0-9]+: error:' <<<"$output" || true)"
    matching="$(grep -E '^[^[:space:]]+:[0-9]+:[0-9]+: error:' <<<"$output" | grep -cF -- "$expected" || true)"
    if ((matching == 0 || matching != errors)); then
      echo "$output" >&2
      fail "$platform: $fixture must fail with \"$expected\" and nothing else."
    fi
    echo "ok   $platform: $fixture fails with \"$expected\" ($errors error(s))"
  done
  echo "ok   $platform done in $(($(date +%s) - started))s"
done
echo "check-apple-platforms: ZRouter and its Apple call sites compile for: ${platforms[*]}."
