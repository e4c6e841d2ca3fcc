#!/usr/bin/env bash
# Code size per service route, for iOS (arm64, -O, whole module), ZRouter's member form beside Factory 3.2.1's.
#
# usage: Benchmarks/Scripts/code-size.sh [SMALL_N LARGE_N]        (default: 100 1000)
# environment:
#   ZROUTER_DARWIN_SWIFTC=PATH  the swiftc wrapper for the Apple SDKs (default ../shared/darwin/swiftc-darwin, as CI)
#   FACTORY_TARBALL=PATH        Factory 3.2.1's sources (default ../shared/peers/Factory-3.2.1.tar.gz); never a
#                               dependency of this project: it is only compiled into the work folder
#   WORK=DIR                    work folder (default .build-code-size/ at the repository root, git-ignored, kept so a
#                               second run reuses the library's objects; delete it to start again)
#
# What it does:
#   1. compiles the library for iOS, one object per target, as SwiftPM's release build would (ZRouterCore, ZRouterUIKit,
#      ZRouterSwiftUI, ZRouter: `swiftc-darwin ios -c -O -wmo -parse-as-library`, Swift 6, the package's upcoming
#      features), emitting their modules; and Factory's `Sources/FactoryKit` the same way (Swift 5 mode, as its
#      package builds it);
#   2. for N = SMALL_N and LARGE_N, generates one module `Routes` with N service routes per flavour and compiles it the
#      same way (`-c -O -wmo`). Per route i, both flavours have `public protocol ServiceI: AnyObject {}` and
#      `public final class ServiceIImpl: ServiceI { public init() {} }`, then:
#        zrouter  `extension RoutableService where Protocol == any ServiceI { public static var serviceI: Self
#                  { Self(declaredProtocol: Protocol.self) } }` (the member-form key),
#                  `public func registerServiceI()` with one simple registration
#                  (`ZIKAnyServiceRouter.register(RoutableService.serviceI, forMakingService: ServiceIImpl.self)
#                  { _ in ServiceIImpl() }`), and the call site `public func useServiceI() -> (any ServiceI)?
#                  { Router.makeDestination(to: .serviceI) }`;
#        factory  `extension Container { public var serviceI: Factory<any ServiceI> { self { ServiceIImpl() } } }`
#                  (declaration and registration in one) and the call site
#                  `public func useServiceI() -> any ServiceI { Container.shared.serviceI() }`;
#   3. reads the __TEXT size of each object (the sum of the sizes of its sections in segment __TEXT: code, constants,
#      strings, Swift metadata records; read by the small Mach-O reader below, cross-checked with llvm-size when it
#      is installed) and prints, per flavour, (size at LARGE_N - size at SMALL_N) / (LARGE_N - SMALL_N): the size
#      one more route adds, free of the fixed part of the module. Also __DATA, and the symbols one route defines
#      (llvm-nm), and the functions of the route of index 42 at LARGE_N with their sizes, so what dominates can be read.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
small=${1:-100}
large=${2:-1000}
((large > small)) || { echo "code-size: LARGE_N ($large) must be larger than SMALL_N ($small)" >&2; exit 1; }
swiftc_darwin=${ZROUTER_DARWIN_SWIFTC:-$repo/../shared/darwin/swiftc-darwin}
factory_tarball=${FACTORY_TARBALL:-$repo/../shared/peers/Factory-3.2.1.tar.gz}
work=${WORK:-$repo/.build-code-size}
fail() { echo "code-size: $*" >&2; exit 1; }
[ -x "$swiftc_darwin" ] || fail "$swiftc_darwin (the swiftc wrapper for the Apple SDKs) is not here; set ZROUTER_DARWIN_SWIFTC"
[ -f "$factory_tarball" ] || fail "$factory_tarball (Factory 3.2.1's sources) is not here; set FACTORY_TARBALL"
nm_tool=$(command -v llvm-nm || echo /opt/swift/usr/bin/llvm-nm)
mkdir -p "$work/lib" "$work/gen"
log="$work/last.log"
started=$(date +%s)
progress() { echo "[$(($(date +%s) - started))s] $*" >&2; }
compile() {  # compile OUT_BASE MODULE SWIFT_VERSION FILES...: one iOS object and module, -O -wmo
  local base=$1 module=$2 version=$3 package=()
  shift 3
  # The library's targets are one package, as SwiftPM builds them: the glue reaches the core's `package` declarations.
  [[ $module == ZRouter* ]] && package=(-package-name zrouter)
  "$swiftc_darwin" ios -c -O -wmo -parse-as-library -swift-version "$version" "${package[@]}" \
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
    -module-name "$module" -I "$work/lib" -emit-module -emit-module-path "$work/lib/$module.swiftmodule" \
    -o "$base.o" "$@" >"$log" 2>&1 || { cat "$log" >&2; fail "compiling $module failed (log above)"; }
}

# 1. The library's targets (in dependency order) and FactoryKit, once per work folder.
stamp=$(cd "$repo" && git rev-parse HEAD)$(cd "$repo" && git status --porcelain Modules/ZRouter | md5sum | cut -c1-8)
if [ "$(cat "$work/lib/stamp" 2>/dev/null)" != "$stamp" ]; then
  rm -f "$work/lib/"*
  for target in ZRouterCore ZRouterUIKit ZRouterSwiftUI ZRouter; do
    progress "compiling the library for iOS: $target (-c -O -wmo)"
    mapfile -t files < <(find "$repo/Modules/ZRouter/$target" -name '*.swift' | sort)
    compile "$work/lib/$target" "$target" 6 "${files[@]}"
  done
  progress "compiling Factory 3.2.1 (FactoryKit) for iOS (-c -O -wmo, Swift 5 mode)"
  rm -rf "$work/factory" && mkdir -p "$work/factory"
  tar -xzf "$factory_tarball" -C "$work/factory"
  mapfile -t files < <(find "$work/factory/Factory/Sources/FactoryKit" -name '*.swift' | sort)
  compile "$work/lib/FactoryKit" FactoryKit 5 "${files[@]}"
  echo "$stamp" >"$work/lib/stamp"
else
  progress "reusing the library's and FactoryKit's iOS objects in $work/lib (same commit, same sources)"
fi

# 2. The generated route modules.
generate() {  # generate FLAVOUR N FILE
  python3 - "$@" <<'PY'
import sys
flavour, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
out = ["import ZRouter" if flavour == "zrouter" else "import FactoryKit", ""]
for i in range(n):
    p = f"Service{i:05d}"
    m = p[0].lower() + p[1:]
    out.append(f"public protocol {p}: AnyObject {{}}")
    out.append(f"public final class {p}Impl: {p} {{ public init() {{}} }}")
    if flavour == "zrouter":
        out.append(f"extension RoutableService where Protocol == any {p} {{")
        out.append(f"  public static var {m}: Self {{ Self(declaredProtocol: Protocol.self) }}")
        out.append("}")
        out.append(f"public func register{p}() {{")
        out.append(f"  ZIKAnyServiceRouter.register(RoutableService.{m}, forMakingService: {p}Impl.self) {{ _ in {p}Impl() }}")
        out.append("}")
        out.append(f"public func use{p}() -> (any {p})? {{ Router.makeDestination(to: .{m}) }}")
    else:
        out.append("extension Container {")
        out.append(f"  public var {m}: Factory<any {p}> {{ self {{ {p}Impl() }} }}")
        out.append("}")
        out.append(f"public func use{p}() -> any {p} {{ Container.shared.{m}() }}")
open(path, "w").write("\n".join(out) + "\n")
PY
}
for flavour in zrouter factory; do
  for n in "$small" "$large"; do
    generate "$flavour" "$n" "$work/gen/new.swift"
    if [ -f "$work/gen/$flavour-$n.o" ] && [ "$(cat "$work/lib/stamp")" = "$(cat "$work/gen/$flavour-$n.stamp" 2>/dev/null)" ] \
      && cmp -s "$work/gen/new.swift" "$work/gen/$flavour-$n.swift"; then
      progress "reusing the object of $n $flavour routes (same source, same library)"
      continue
    fi
    progress "generating and compiling $n $flavour routes (-c -O -wmo)"
    mv "$work/gen/new.swift" "$work/gen/$flavour-$n.swift"
    rm -f "$work/gen/$flavour-$n.stamp"
    "$swiftc_darwin" ios -c -O -wmo -parse-as-library -swift-version 6 -enable-upcoming-feature ExistentialAny \
      -module-name Routes -I "$work/lib" -o "$work/gen/$flavour-$n.o" "$work/gen/$flavour-$n.swift" >"$log" 2>&1 \
      || { cat "$log" >&2; fail "compiling $n $flavour routes failed (log above)"; }
    cp "$work/lib/stamp" "$work/gen/$flavour-$n.stamp"
  done
done

# 3. Sizes.
progress "measuring"
python3 - "$work" "$small" "$large" "$nm_tool" <<'PY'
import os, shutil, struct, subprocess, sys
work, small, large, nm = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]

def segments(path):
    """Sizes of a 64-bit Mach-O object's sections, summed per segment name (the sections' own segname: an object file
    has one unnamed segment holding every section)."""
    data = open(path, "rb").read()
    magic, _, _, _, ncmds, _, _, _ = struct.unpack_from("<IiiIIIII", data, 0)
    if magic != 0xFEEDFACF:
        sys.exit(f"code-size: {path} is not a 64-bit little-endian Mach-O file")
    sizes, off = {}, 32
    for _ in range(ncmds):
        cmd, cmdsize = struct.unpack_from("<II", data, off)
        if cmd == 0x19:  # LC_SEGMENT_64
            nsects = struct.unpack_from("<I", data, off + 64)[0]
            for s in range(nsects):
                sect = off + 72 + 80 * s
                seg = data[sect + 16:sect + 32].rstrip(b"\0").decode()
                size = struct.unpack_from("<Q", data, sect + 40)[0]
                sizes[seg] = sizes.get(seg, 0) + size
        off += cmdsize
    return sizes

def llvm_size_text(path):
    tool = shutil.which("llvm-size")
    if not tool:
        return None
    out = subprocess.run([tool, path], capture_output=True, text=True).stdout.splitlines()
    if len(out) < 2 or not out[0].split() or out[0].split()[0] != "__TEXT":
        return None
    return int(out[1].split()[0])

def kib(b): return f"{b / 1024:.1f} KiB"

lib = os.path.join(work, "lib")
print("\nThe library's own size (iOS arm64, -c -O -wmo, one object per target):")
print(f"| {'object':22} | {'__TEXT':>10} | {'__DATA':>10} |")
print(f"|{'-' * 24}|{'-' * 12}|{'-' * 12}|")
total_text = total_data = 0
for target in ["ZRouterCore", "ZRouterUIKit", "ZRouterSwiftUI", "ZRouter"]:
    s = segments(os.path.join(lib, target + ".o"))
    total_text += s.get("__TEXT", 0); total_data += s.get("__DATA", 0)
    print(f"| {target + '.o':22} | {s.get('__TEXT', 0):>10} | {s.get('__DATA', 0):>10} |")
print(f"| {'ZRouter, all targets':22} | {total_text:>10} | {total_data:>10} |  ({kib(total_text)} __TEXT)")
f = segments(os.path.join(lib, "FactoryKit.o"))
print(f"| {'FactoryKit.o':22} | {f.get('__TEXT', 0):>10} | {f.get('__DATA', 0):>10} |  ({kib(f.get('__TEXT', 0))} __TEXT)")

print(f"\nPer route: (object at N={large} - object at N={small}) / {large - small}, bytes:")
print(f"| {'flavour':8} | {'__TEXT @' + str(small):>12} | {'__TEXT @' + str(large):>12} | {'__TEXT/route':>12} | "
      f"{'__DATA/route':>12} | {'symbols/route':>13} |")
print(f"|{'-' * 10}|{'-' * 14}|{'-' * 14}|{'-' * 14}|{'-' * 14}|{'-' * 15}|")
per = {}
for flavour in ["zrouter", "factory"]:
    a = segments(os.path.join(work, "gen", f"{flavour}-{small}.o"))
    b = segments(os.path.join(work, "gen", f"{flavour}-{large}.o"))
    for n, s in ((small, a), (large, b)):
        check = llvm_size_text(os.path.join(work, "gen", f"{flavour}-{n}.o"))
        if check is not None and check != s.get("__TEXT", 0):
            print(f"code-size: warning: llvm-size says __TEXT {check} for {flavour}-{n}.o, the reader {s.get('__TEXT', 0)}",
                  file=sys.stderr)
    def count(n):
        out = subprocess.run([nm, "--defined-only", os.path.join(work, "gen", f"{flavour}-{n}.o")],
                             capture_output=True, text=True, check=True).stdout
        return len(out.splitlines())
    text = (b.get("__TEXT", 0) - a.get("__TEXT", 0)) / (large - small)
    data = (b.get("__DATA", 0) - a.get("__DATA", 0)) / (large - small)
    syms = (count(large) - count(small)) / (large - small)
    per[flavour] = text
    print(f"| {flavour:8} | {a.get('__TEXT', 0):>12} | {b.get('__TEXT', 0):>12} | {text:>12.1f} | {data:>12.1f} | {syms:>13.1f} |")
ratio = per["zrouter"] / per["factory"]
verdict = "met" if per["zrouter"] <= per["factory"] else "NOT met"
print(f"\nZRouter's __TEXT per route is {ratio:.2f}x Factory's: the goal (no larger than Factory's) is {verdict}.")

demangle = shutil.which("swift-demangle") or "/opt/swift/usr/bin/swift-demangle"
for flavour in ["zrouter", "factory"]:
    # Code symbols in address order; a function's size is the distance to the next one (Mach-O symbols carry none).
    out = subprocess.run([nm, "-n", "--defined-only", os.path.join(work, "gen", f"{flavour}-{large}.o")],
                         capture_output=True, text=True, check=True).stdout
    rows = [l.split(None, 2) for l in out.splitlines() if len(l.split(None, 2)) == 3 and l.split()[1] in "tT"]
    print(f"\nCode of route 42 ({flavour}, N={large}): bytes of each function in __text:")
    total = 0
    for i, (address, _, name) in enumerate(rows):
        if "ervice00042" not in name or i + 1 == len(rows):
            continue
        size = int(rows[i + 1][0], 16) - int(address, 16)
        total += size
        plain = subprocess.run([demangle, "--simplified", name[1:]], capture_output=True, text=True).stdout.strip()
        print(f"  {size:5d}  {plain[:150]}")
    print(f"  {total:5d}  in all")
PY
progress "done (work folder: $work)"
