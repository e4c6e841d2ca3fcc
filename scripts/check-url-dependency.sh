#!/usr/bin/env bash
# Checks that an app can depend on the package by URL and version, as a released package is used: a scratch clone of
# the committed HEAD gets a version tag, and a scratch package outside the repository declares
# `.package(url: "file://<clone>", exact: <that version>)`. SwiftPM refuses unsafe build flags in the targets a
# version-based dependency builds (it allows them for branches, revisions and local paths, so only a version shows it).
# The app depends on the `ZRouter` product, registers a service, makes it through the router and prints its answer.
# The check builds the committed HEAD, so commit first.
#
# Usage: scripts/check-url-dependency.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
head=$(git rev-parse HEAD)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/App"
git clone -q --shared "$root" "$work/zrouter"
git -C "$work/zrouter" tag 99.0.0 "$head"
cat >"$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "URLDependent",
  platforms: [.iOS(.v17), .tvOS(.v17), .macOS(.v14)],
  dependencies: [.package(url: "file://$work/zrouter", exact: "99.0.0")],
  targets: [.executableTarget(name: "App", dependencies: [.product(name: "ZRouter", package: "zrouter")])]
)
MANIFEST
cat >"$work/Sources/App/main.swift" <<'SWIFT'
import ZRouter

protocol Greeter: AnyObject { func greeting(for name: String) -> String }

final class EnglishGreeter: Greeter {
  func greeting(for name: String) -> String { "Hello, \(name)" }
}

extension RoutableService where Protocol == any Greeter {
  static var greeter: Self { Self(declaredProtocol: Protocol.self) }
}

ZIKAnyServiceRouter.register(.greeter, forMakingService: EnglishGreeter.self) { _ in EnglishGreeter() }
ZIKRouteRegistry.notifyRegistrationFinished()
print(Router.makeDestination(to: .greeter)?.greeting(for: "URL dependency") ?? "no greeter registered")
SWIFT
if ! (cd "$work" && swift build >"$work/build.log" 2>&1); then
  cat "$work/build.log"
  echo "an app that depends on the package by URL does not build"
  exit 1
fi
answer=$(cd "$work" && "$(swift build --show-bin-path)/App")
if [ "$answer" != "Hello, URL dependency" ]; then
  echo "the app built against the package by URL printed '$answer', not 'Hello, URL dependency'"
  exit 1
fi
echo "an app that depends on the package by URL and version ($head tagged 99.0.0) builds and routes: $answer"
