#!/usr/bin/env bash
# Loads the built documentation site (scripts/build-docs.sh) in headless Chromium from a local web server and checks
# that the overview and a symbol page render their titles; saves a screenshot of each page under .build-docs/.
set -euo pipefail
cd "$(dirname "$0")/.."

site=.build-docs/site
[ -f "$site/index.html" ] || { echo "no site in $site: run scripts/build-docs.sh first" >&2; exit 1; }
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || { echo "Chromium is missing: install Debian's chromium package" >&2; exit 1; }

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >.build-docs/http.log 2>&1 &
server=$!
profile=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$profile"' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.1
done

chrome() {
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --user-data-dir="$profile" --virtual-time-budget=15000 --window-size=1280,900 "$@" 2>>.build-docs/chromium.log
}

# page NAME PATH TITLE: the rendered DOM must hold TITLE as the page's heading and in the document title.
page() {
  local name=$1 path=$2 title=$3 url="http://127.0.0.1:$port/documentation/$2"
  chrome --dump-dom "$url" >".build-docs/$name.html"
  if ! python3 - ".build-docs/$name.html" "$title" <<'PY'; then
import html, re, sys
dom, title = open(sys.argv[1]).read(), sys.argv[2]
# The page's own heading, drawn by DocC's JavaScript (the <noscript> fallback has one too).
heading = re.search(r'<h1[^>]*class="title"[^>]*>(.*?)</h1>', dom, re.S)
shown = html.unescape(re.sub(r"<[^>]+>", "", heading.group(1))).strip() if heading else None
head = re.search(r"<title>(.*?)</title>", dom, re.S)
sys.exit(0 if shown == title and head and title in html.unescape(head.group(1)) else
         f"heading {shown!r}, document title {head.group(1) if head else None!r}; expected {title!r}")
PY
    echo "$url did not render its title $title (DOM in .build-docs/$name.html)" >&2
    return 1
  fi
  chrome --screenshot="$PWD/.build-docs/$name.png" "$url" >/dev/null
  [ -s ".build-docs/$name.png" ] || { echo "no screenshot of $url" >&2; return 1; }
  echo "$url renders \"$title\" (screenshot: .build-docs/$name.png)"
}

page overview zrouter ZRouter
page symbol-page zrouter/zikrouteregistry ZIKRouteRegistry
