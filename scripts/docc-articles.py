#!/usr/bin/env python3
"""Adapts the library's guides in Docs/ into articles of the DocC catalog (Modules/ZRouter/ZRouter.docc).

Docs/ stays the one place to edit: links between guides become DocC links (<doc:Adapters>), links to files that are
not in the catalog become their repository path. Usage:

  scripts/docc-articles.py          rewrite the catalog's articles from Docs/
  scripts/docc-articles.py --check  fail (naming each file) when a committed article differs from its guide
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = ROOT / "Docs"
CATALOG = ROOT / "Modules" / "ZRouter" / "ZRouter.docc"
# The library's guides, in reading order (the notes app's own guides stay in Docs/ only).
GUIDES = [
    "RoutableKeys", "RoutersAndRegistration", "Adapters", "ConfigurationsAndHandlers", "Errors", "ViewRouting",
    "AsyncAndConcurrency", "TestingWithIsolatedRegistries", "HeadlessViewHost", "ApplePlatforms", "SwiftUI",
    "URLRouting",
]
LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def adapt(name: str) -> str:
    text = (DOCS / f"{name}.md").read_text()

    def link(match: re.Match) -> str:
        label, target = match.group(1), match.group(2)
        if re.match(r"^[a-z]+://", target):
            return match.group(0)
        if target.startswith("#"):
            return label  # a section of the same guide: DocC slugs headings differently, keep the words
        path, _, _ = target.partition("#")
        stem = pathlib.PurePosixPath(path).stem
        if path.endswith(".md") and "/" not in path and stem in GUIDES:
            return f"<doc:{stem}>" if label.strip("`") in (stem, path, "") else f"{label} (<doc:{stem}>)"
        shown = (pathlib.PurePosixPath("Docs") / path).as_posix().replace("Docs/../", "")
        if label.strip("`") in (path, pathlib.PurePosixPath(path).name):
            return f"`{shown}`"
        return f"{label} (`{shown}`)"

    lines = text.splitlines()
    body, in_code = [], False
    for line in lines:
        if line.startswith("```"):
            in_code = not in_code
        body.append(line if in_code else LINK.sub(link, line))
    footer = f"<!-- Adapted from Docs/{name}.md by scripts/docc-articles.py: edit the guide, then rerun the script. -->"
    return "\n".join(body).rstrip("\n") + "\n\n" + footer + "\n"


def main() -> int:
    check = "--check" in sys.argv[1:]
    articles = CATALOG / "Articles"
    articles.mkdir(parents=True, exist_ok=True)
    stale = []
    for name in GUIDES:
        target = articles / f"{name}.md"
        wanted = adapt(name)
        if check:
            if not target.exists() or target.read_text() != wanted:
                stale.append(f"{target.relative_to(ROOT)} differs from Docs/{name}.md")
        else:
            target.write_text(wanted)
    if stale:
        print("\n".join(stale), file=sys.stderr)
        print("Run scripts/docc-articles.py and commit the articles.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
