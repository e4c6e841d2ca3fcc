#!/usr/bin/env python3
"""Assembles the DocC catalog of the library from its one source: Modules/ZRouter/ZRouterCore/ZRouter.docc (the landing page and
the tutorial-like first route) plus the guides of Docs/, adapted into articles.

Docs/ is the one place to edit and nothing generated is committed: scripts/build-docs.sh runs this script into a
build folder. Links between guides become DocC links (<doc:Adapters>), links to files that are not in the catalog
become their repository path. Usage:

  scripts/docc-articles.py OUTPUT.docc   write the catalog (the committed pages and the adapted guides) to OUTPUT.docc
"""
import pathlib
import re
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = ROOT / "Docs"
CATALOG = ROOT / "Modules" / "ZRouter" / "ZRouterCore" / "ZRouter.docc"
# The library's guides, in reading order (the notes app's own guides stay in Docs/ only).
GUIDES = [
    "GettingStarted", "ComingFromZIKRouter", "RoutableKeys", "RoutersAndRegistration", "Adapters", "ConfigurationsAndHandlers", "Errors", "ViewRouting",
    "AsyncAndConcurrency", "TestingWithIsolatedRegistries", "HeadlessViewHost", "ApplePlatforms", "SwiftUI",
    "URLRouting", "RestoringNavigationAndDeepLinks", "BuildingTheDocumentation",
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
    return "\n".join(body).rstrip("\n") + "\n"


def main() -> int:
    if len(sys.argv) != 2 or sys.argv[1].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    output = pathlib.Path(sys.argv[1])
    if output.resolve() == CATALOG.resolve():
        print("write the catalog to a build folder, not over its committed source", file=sys.stderr)
        return 2
    if output.exists():
        shutil.rmtree(output)
    shutil.copytree(CATALOG, output)
    articles = output / "Articles"
    articles.mkdir(parents=True, exist_ok=True)
    for name in GUIDES:
        target = articles / f"{name}.md"
        if target.exists():
            print(f"{CATALOG.name} already has an article {name}.md: its source is Docs/{name}.md", file=sys.stderr)
            return 1
        target.write_text(adapt(name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
