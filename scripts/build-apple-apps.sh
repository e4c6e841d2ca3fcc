#!/usr/bin/env bash
# Compiles the notes apps of Apps/ for iOS and macOS with full code generation, and links the iOS app.
#
# For each platform (ios, macos):
#   1. compiles every module the apps use (ZRouter, the feature modules, AppContext: the targets Package.swift gives
#      AppContext, in dependency order) to an object file and a module, `-c -wmo -Onone`, no body skipped, with the
#      package's settings (Swift 6, ExistentialAny, MemberImportVisibility); errors and warnings both fail;
#   2. compiles each app of Apps/Notes.swiftpm for the platform the same way: NotesiOS and NotesSwiftUI for iOS,
#      NotesMac and NotesSwiftUI for macOS. An API newer than iOS 17 / macOS 14 used without an availability check
#      fails here;
#   3. (iOS, where an LLVM ld64.lld that accepts Darwin objects is installed) links NotesiOS and NotesSwiftUI into
#      arm64 iOS executables against the SDK's link stubs: a symbol the SDK does not export fails here.
#
# System libraries: CSQLite (Storage) is the SDK's sqlite3 on both platforms; CCrypt (libxcrypt) is Linux's only:
# Login hashes with CommonCrypto on Apple platforms.
#
# Linux set-up: uses ${ZROUTER_DARWIN_SWIFTC:-../shared/darwin/swiftc-darwin} (skipped with a message, exit status 0,
# when it is absent) and ld64.lld from ${ZROUTER_LD64:-ld64.lld-19} (Debian's lld-19; the Swift toolchain's own
# ld64.lld refuses Darwin objects; the link is skipped with a message when it is absent). Two stand-ins a Linux
# toolchain lacks are given to the linker: compiler-rt's `__isPlatformVersionAtLeast` (what `if #available` calls;
# it answers "available", nothing runs here) and `-U _swift_coroFrameAlloc` (a weak reference of the 6.3 compiler to
# a Swift 6.2 runtime function iOS 18 does not have). The pruned SDK has no link stub for libsqlite3, so one is made
# from the SDK's sqlite3.h (every function it declares); its UIKit stubs lack UIKit's Swift overlay (`UIKit.…`,
# `(extension in UIKit):…`), so undefined symbols of that overlay, and only those, are left to the device (counted in
# the output). On a Mac, xcrun's compiler, SDKs and linker are used, with none of these stand-ins.
#
# Usage: scripts/build-apple-apps.sh [ios] [macos]     (default: both)
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
platforms=("$@")
((${#platforms[@]} > 0)) || platforms=(ios macos)
out="${ZROUTER_APPLE_APPS_OUT:-$repo_root/.build-apple-apps}"

fail() {
  echo "build-apple-apps: $*" >&2
  exit 1
}

if [[ "$(uname -s)" == Darwin ]]; then
  sdk_path() {
    case "$1" in
      ios) xcrun --sdk iphoneos --show-sdk-path ;;
      macos) xcrun --sdk macosx --show-sdk-path ;;
    esac
  }
  target_of() {
    case "$1" in
      ios) echo arm64-apple-ios17.0 ;;
      macos) echo "$(uname -m)-apple-macos14.0" ;;
    esac
  }
  compile() {
    local platform=$1
    shift
    xcrun swiftc -sdk "$(sdk_path "$platform")" -target "$(target_of "$platform")" "$@"
  }
  link_ios() {
    local output=$1
    shift
    xcrun swiftc -sdk "$(sdk_path ios)" -target "$(target_of ios)" -o "$output" "$@"
  }
else
  swiftc_darwin="${ZROUTER_DARWIN_SWIFTC:-../shared/darwin/swiftc-darwin}"
  if [[ ! -x "$swiftc_darwin" ]]; then
    echo "build-apple-apps: skipped: $swiftc_darwin (the Apple SDKs for Linux) is not here, and this is not a" \
      "Mac. With it in place (or on a Mac) the script compiles the notes apps for iOS and macOS."
    exit 0
  fi
  compile() { "$swiftc_darwin" "$@"; }
  ld64="${ZROUTER_LD64:-ld64.lld-19}"
  link_ios() {
    local output=$1 sdk="" resource_dir="" key value
    shift
    while read -r key value; do
      case "$key" in sdk) sdk=$value ;; resource-dir) resource_dir=$value ;; esac
    done < <("$swiftc_darwin" --where ios)
    local stubs="$out/ios/link-stubs"
    mkdir -p "$stubs"
    # compiler-rt's `__isPlatformVersionAtLeast`, which `if #available` calls: a Linux toolchain has no Darwin
    # compiler-rt. Nothing runs here, so it answers "available".
    printf '%s\n' 'int __isPlatformVersionAtLeast(unsigned p, unsigned a, unsigned b, unsigned c) { return 1; }' \
      >"$stubs/availability.c"
    clang -target arm64-apple-ios17.0 -c "$stubs/availability.c" -o "$stubs/availability.o"
    # The SDK's libsqlite3 link stub, which the pruned SDK lacks: every function sqlite3.h declares.
    {
      printf -- '--- !tapi-tbd\ntbd-version: 4\ntargets: [ arm64-ios ]\n'
      printf "install-name: '/usr/lib/libsqlite3.dylib'\nexports:\n  - targets: [ arm64-ios ]\n    symbols: [ "
      grep -oE '^SQLITE_API [^(]*\bsqlite3_[a-z0-9_]+\(' "$sdk/usr/include/sqlite3.h" |
        grep -oE 'sqlite3_[a-z0-9_]+\($' | tr -d '(' | sort -u | sed 's/^/_/' | paste -sd, - | sed 's/,/, /g'
      printf ' ]\n...\n'
    } >"$stubs/libsqlite3.tbd"
    local link=("$ld64" -arch arm64 -platform_version ios 17.0 18.6 -syslibroot "$sdk" -L "$sdk/usr/lib/swift"
      -L "$stubs" -lSystem -lobjc -U _swift_coroFrameAlloc -dead_strip -o "$output" "$@" "$stubs/availability.o")
    local output_text status=0
    output_text="$("${link[@]}" 2>&1)" || status=$?
    ((status != 0)) || return 0
    # The pruned SDK's UIKit stubs list UIKit's Objective-C symbols only, not its Swift overlay (`UIKit.…` and
    # `(extension in UIKit):…`, which a device's UIKitCore exports). Those, and only those, are left to the device;
    # any other undefined symbol fails the link.
    local undefined=() symbol overlay=()
    while IFS= read -r symbol; do undefined+=("$symbol"); done < <(
      sed -n 's/^.*undefined symbol: //p' <<<"$output_text" | sort -u)
    if ((${#undefined[@]} == 0)); then
      echo "$output_text"
      return 1
    fi
    local demangled=()
    while IFS= read -r symbol; do demangled+=("$symbol"); done < <(printf '%s\n' "${undefined[@]}" | swift demangle --compact)
    local index
    for index in "${!undefined[@]}"; do
      if sed -E 's/^(static |[a-z][a-z ]* for )+//' <<<"${demangled[$index]}" | grep -qE '^(UIKit\.|\(extension in UIKit\):)'; then
        overlay+=(-U "${undefined[$index]}")
      else
        echo "ld64.lld: error: undefined symbol: ${undefined[$index]} (${demangled[$index]})"
        status=2
      fi
    done
    ((status != 2)) || return 1
    "${link[@]}" "${overlay[@]}" || return
    echo "note: $((${#overlay[@]} / 2)) symbols of UIKit's Swift overlay are left to the device (the SDK's stubs lack them)"
  }
fi

# report STEP OUTPUT STATUS: fails on a non-zero status or on any error or warning.
environment_warning='using sysroot for .macOS. but targeting .MacOSX.'
report() {
  local step=$1 output=$2 status=$3 ours
  ours="$(grep -E '(error|warning):' <<<"$output" | grep -vE "$environment_warning" || true)"
  if ((status != 0)) || [[ -n "$ours" ]]; then
    grep -vE "$environment_warning" <<<"$output" >&2 || true
    fail "$step failed (see the diagnostics above)."
  fi
}

# The package as SwiftPM describes it on this host. On Linux the `ZRouter` target depends on the core alone and the
# glue targets build against the UIKit and AppKit models; on an Apple platform `ZRouter` re-exports that platform's
# glue (Package.swift's `platformGlue`), which the function below adds.
package_description="$(swift package describe --type json 2>/dev/null)"

# modules_for PLATFORM: the modules AppContext needs on PLATFORM, in dependency order, one per line:
# NAME KIND PATH SOURCES... (KIND: swift or system).
modules_for() {
  python3 -c '
import json, sys
platform, text = sys.argv[1], sys.stdin.read()
targets = {t["name"]: t for t in json.loads(text[text.index("{"):])["targets"]}
glue = {"ios": ["ZRouterUIKit", "ZRouterSwiftUI"], "macos": ["ZRouterAppKit", "ZRouterSwiftUI"]}[platform]
models = {"UIKitModel", "AppKitModel"}
def dependencies(name):
    found = [d for d in targets[name].get("target_dependencies", []) if d not in models]
    if name == "ZRouter": found += [g for g in glue if g not in found]
    if name == "ZRouterSwiftUI": found += [g for g in glue[:1] if g not in found]
    return found
done = []
def visit(name):
    if name in done: return
    for dep in dependencies(name): visit(dep)
    done.append(name)
visit("AppContext")
for name in done:
    t = targets[name]
    kind = "system" if t["type"] == "system-target" else "swift"
    print(name, kind, t["path"], *(t["path"] + "/" + s for s in t.get("sources", [])))
' "$1" <<<"$package_description"
}

app_flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -Onone -wmo)
# The package's modules are one package, as SwiftPM compiles them (so AppContext's conformances are not retroactive).
swift_flags=("${app_flags[@]}" -package-name zrouter)

# system_library_available PLATFORM NAME: whether the platform's SDK has the system library.
system_library_available() {
  case "$2" in
    CSQLite) return 0 ;;
    *) return 1 ;;
  esac
}

for platform in "${platforms[@]}"; do
  case "$platform" in
    ios) apps=(Apps/Notes.swiftpm/NotesiOS Apps/Notes.swiftpm/NotesSwiftUI) ;;
    macos) apps=(Apps/Notes.swiftpm/NotesMac Apps/Notes.swiftpm/NotesSwiftUI) ;;
    *) fail "unknown platform '$platform' (use ios or macos)." ;;
  esac
  started=$(date +%s)
  dir="$out/$platform"
  rm -rf "$dir/modules"
  mkdir -p "$dir/modules" "$dir/objects"
  module_maps=()
  objects=()
  while read -r name kind path sources; do
    if [[ "$kind" == system ]]; then
      system_library_available "$platform" "$name" && module_maps+=(-Xcc "-fmodule-map-file=$repo_root/$path/module.modulemap")
      continue
    fi
    read -ra files <<<"$sources"
    status=0
    output="$(compile "$platform" -c -parse-as-library "${swift_flags[@]}" -module-name "$name" \
      -I "$dir/modules" "${module_maps[@]}" -emit-module -emit-module-path "$dir/modules/$name.swiftmodule" \
      -o "$dir/objects/$name.o" "${files[@]}" 2>&1)" || status=$?
    report "$platform: compiling $name" "$output" "$status"
    objects+=("$dir/objects/$name.o")
    echo "ok   $platform: $name compiled (${#files[@]} files, no warnings)"
  done < <(modules_for "$platform")

  for app in "${apps[@]}"; do
    name="$(basename "$app")"
    files=()
    while IFS= read -r file; do files+=("$file"); done < <(find "$app" -name '*.swift' | sort)
    ((${#files[@]} > 0)) || fail "no Swift files in $app."
    status=0
    output="$(compile "$platform" -c -parse-as-library "${app_flags[@]}" -module-name "$name" -I "$dir/modules" \
      "${module_maps[@]}" -o "$dir/objects/$name.o" "${files[@]}" 2>&1)" || status=$?
    report "$platform: compiling $app" "$output" "$status"
    echo "ok   $platform: $app compiled (${#files[@]} files, no warnings)"

    [[ "$platform" == ios ]] || continue
    if [[ "$(uname -s)" != Darwin ]] && ! command -v "$ld64" >/dev/null; then
      echo "skip $platform: $app not linked: $ld64 (Debian's lld-19) is not installed"
      continue
    fi
    status=0
    output="$(link_ios "$dir/$name" "${objects[@]}" "$dir/objects/$name.o" 2>&1)" || status=$?
    report "$platform: linking $app" "$output" "$status"
    echo "ok   $platform: $app linked into an arm64 iOS executable ($(wc -c <"$dir/$name") bytes)"
    grep '^note: ' <<<"$output" | sed 's/^note: /     /' || true
  done
  echo "ok   $platform done in $(($(date +%s) - started))s"
done
echo "build-apple-apps: the notes apps compile for: ${platforms[*]}."
