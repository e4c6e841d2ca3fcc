#!/usr/bin/env bash
# Compile time of routable declarations and of their call sites, for each declaration form ZRouter supports.
#
# usage: Benchmarks/Scripts/compile-time.sh [TOTALS...]        (default totals: 250 500 1000 2000)
# environment:
#   PER_MODULE=100          declarations per feature module
#   RUNS=2                  each compilation is timed RUNS times and the best time is kept
#   MODULE_SIZES="100 500 1000"   sizes of the single-module declaration measurement
#   FACTORY_SOURCES=DIR     Factory's `Sources/FactoryKit` folder: also measures Factory 3's container properties,
#                           in the same run (Factory is never a dependency of this project; the script only compiles
#                           it into the temporary folder)
#   WORK=DIR                where the sources are generated (default: a new temporary folder, removed at the end)
#
# Forms, for a class-bound protocol `ServiceN` declared in a feature module and used in an app module:
#   initializer  `extension RoutableService where Protocol == any ServiceN { public init() { ... } }`,
#                called as `Router.makeDestination(to: RoutableService<any ServiceN>())`
#   member       `extension RoutableService where Protocol == any ServiceN { public static var serviceN: Self { ... } }`,
#                called as `Router.makeDestination(to: .serviceN)`
#   factory      `extension Container { public var serviceN: Factory<any ServiceN> { ... } }`,
#                called as `Container.shared.serviceN()` (only with FACTORY_SOURCES)
# For each total N it generates N / PER_MODULE feature modules and one app module with one call site per protocol,
# each in a function of its own. It times `swiftc -emit-module` of the feature modules (declarations, summed) and
# `swiftc -typecheck` of the app module (call sites) in CPU time, then prints a table and the growth per doubling of N
# (2.0x per doubling is linear, 4.0x quadratic). It also times one module holding MODULE_SIZES declarations of each
# form, the cost of declaring many protocols in one module.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
totals=("$@")
[ ${#totals[@]} -gt 0 ] || totals=(250 500 1000 2000)
per=${PER_MODULE:-100}
runs=${RUNS:-2}
module_sizes=(${MODULE_SIZES:-100 500 1000})
if [ -n "${WORK:-}" ]; then
  work=$WORK
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -parse-as-library)
forms=(initializer member)

echo "Building the ZRouter module..." >&2
mkdir -p "$work/lib"
find "$repo/Modules/ZRouter" -name '*.swift' >"$work/zrouter-sources.txt"
swiftc -emit-module -module-name ZRouter -emit-module-path "$work/lib/ZRouter.swiftmodule" "${flags[@]}" \
  -enable-upcoming-feature MemberImportVisibility @"$work/zrouter-sources.txt" >"$work/lib.log" 2>&1 || {
  echo "compile-time.sh: the ZRouter module does not build:" >&2
  grep -m5 error: "$work/lib.log" >&2
  exit 1
}
if [ -n "${FACTORY_SOURCES:-}" ]; then
  find "$FACTORY_SOURCES" -name '*.swift' >"$work/factory-sources.txt"
  swiftc -emit-module -module-name FactoryKit -emit-module-path "$work/lib/FactoryKit.swiftmodule" -swift-version 5 \
    -parse-as-library @"$work/factory-sources.txt" >>"$work/lib.log" 2>&1 || {
    echo "compile-time.sh: Factory does not build from $FACTORY_SOURCES:" >&2
    grep -m5 error: "$work/lib.log" >&2
    exit 1
  }
  forms+=(factory)
fi

# declaration FORM INDEX: the protocol, its class and its declaration in a feature module.
declaration() {
  local p="Service$2"
  echo "public protocol $p: AnyObject { var value$2: Int { get } }"
  echo "public final class ${p}Impl: $p { public let value$2 = $2; public init() {} }"
  case $1 in
    initializer) echo "extension RoutableService where Protocol == any $p { public init() { self.init(declaredProtocol: Protocol.self) } }" ;;
    member) echo "extension RoutableService where Protocol == any $p { public static var service$2: Self { Self(declaredProtocol: Protocol.self) } }" ;;
    factory) echo "extension Container { public var service$2: Factory<any $p> { self { ${p}Impl() } } }" ;;
  esac
}

# call_site FORM INDEX: one use of the protocol in the app module.
call_site() {
  case $1 in
    initializer) echo "func use$2() -> Int? { Router.makeDestination(to: RoutableService<any Service$2>())?.value$2 }" ;;
    member) echo "func use$2() -> Int? { Router.makeDestination(to: .service$2)?.value$2 }" ;;
    factory) echo "func use$2() -> Int { Container.shared.service$2().value$2 }" ;;
  esac
}

library() { [ "$1" = factory ] && echo FactoryKit || echo ZRouter; }

# best COMMAND...: the least CPU time (user + system, the compiler's child processes included) of RUNS runs, in
# seconds. CPU time rather than wall time, so other processes sharing the machine change the figures less.
best() {
  local best_time="" t
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%U %S" -o "$work/time.txt" "$@" >"$work/last.log" 2>&1 || {
      echo "compile-time.sh: failed: $*" >&2
      grep -m5 error: "$work/last.log" >&2
      exit 1
    }
    t=$(awk '{ print $1 + $2 }' "$work/time.txt")
    best_time=$(awk -v t="$t" -v b="$best_time" 'BEGIN { print (b == "" || t < b) ? t : b }')
  done
  echo "$best_time"
}

# generate FORM N DIR: N / PER_MODULE feature modules and the app module.
generate() {
  local form=$1 n=$2 dir=$3 module i
  mkdir -p "$dir/App"
  {
    echo "import $(library "$form")"
    for ((module = 0; module * per < n; module++)); do echo "import Feature$module"; done
    for ((i = 0; i < n; i++)); do call_site "$form" "$i"; done
  } >"$dir/App/App.swift"
  for ((module = 0; module * per < n; module++)); do
    mkdir -p "$dir/Feature$module"
    {
      echo "import $(library "$form")"
      for ((i = module * per; i < n && i < (module + 1) * per; i++)); do declaration "$form" "$i"; done
    } >"$dir/Feature$module/Feature.swift"
  done
}

: >"$work/results.txt"
for n in "${totals[@]}"; do
  for form in "${forms[@]}"; do
    dir="$work/$form-$n"
    generate "$form" "$n" "$dir"
    declarations=0
    for feature in "$dir"/Feature*; do
      name=$(basename "$feature")
      t=$(best swiftc -emit-module -module-name "$name" -emit-module-path "$dir/$name.swiftmodule" "${flags[@]}" \
        -I "$work/lib" "$feature/Feature.swift")
      declarations=$(awk -v a="$declarations" -v b="$t" 'BEGIN { print a + b }')
    done
    calls=$(best swiftc -typecheck -module-name App "${flags[@]}" -I "$work/lib" -I "$dir" "$dir/App/App.swift")
    echo "$form $n $declarations $calls" | tee -a "$work/results.txt" >&2
  done
done

: >"$work/modules.txt"
for size in "${module_sizes[@]}"; do
  for form in "${forms[@]}"; do
    dir="$work/module-$form-$size"
    mkdir -p "$dir"
    {
      echo "import $(library "$form")"
      for ((i = 0; i < size; i++)); do declaration "$form" "$i"; done
    } >"$dir/Feature.swift"
    t=$(best swiftc -emit-module -module-name Feature -emit-module-path "$dir/Feature.swiftmodule" "${flags[@]}" \
      -I "$work/lib" "$dir/Feature.swift")
    echo "$form $size $t" | tee -a "$work/modules.txt" >&2
  done
done

echo
echo "Feature modules of $per declarations and an app module with one call site per protocol (CPU seconds, best of $runs):"
awk -v totals="${totals[*]}" -v forms="${forms[*]}" '
  { decl[$1, $2] = $3; call[$1, $2] = $4 }
  END {
    nt = split(totals, t, " "); nf = split(forms, f, " ")
    printf "%-12s", "form"
    for (i = 1; i <= nt; i++) printf " %10s %10s", "decl@" t[i], "calls@" t[i]
    printf "   growth per doubling: declarations, call sites\n"
    doublings = log(t[nt] / t[1]) / log(2)
    for (j = 1; j <= nf; j++) {
      printf "%-12s", f[j]
      for (i = 1; i <= nt; i++) printf " %10.2f %10.2f", decl[f[j], t[i]], call[f[j], t[i]]
      gd = doublings > 0 ? (decl[f[j], t[nt]] / decl[f[j], t[1]]) ^ (1 / doublings) : 0
      gc = doublings > 0 ? (call[f[j], t[nt]] / call[f[j], t[1]]) ^ (1 / doublings) : 0
      printf "   %.2fx, %.2fx\n", gd, gc
    }
  }' "$work/results.txt"
echo
echo "One module declaring many protocols (CPU seconds of swiftc -emit-module, best of $runs):"
awk -v sizes="${module_sizes[*]}" -v forms="${forms[*]}" '
  { time[$1, $2] = $3 }
  END {
    ns = split(sizes, s, " "); nf = split(forms, f, " ")
    printf "%-12s", "form"
    for (i = 1; i <= ns; i++) printf " %10s", s[i]
    printf "   growth per doubling\n"
    doublings = log(s[ns] / s[1]) / log(2)
    for (j = 1; j <= nf; j++) {
      printf "%-12s", f[j]
      for (i = 1; i <= ns; i++) printf " %10.2f", time[f[j], s[i]]
      growth = doublings > 0 ? (time[f[j], s[ns]] / time[f[j], s[1]]) ^ (1 / doublings) : 0
      printf "   %.2fx\n", growth
    }
  }' "$work/modules.txt"
