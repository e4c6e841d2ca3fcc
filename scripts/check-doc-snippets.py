#!/usr/bin/env python3
"""Type-checks every ```swift block of README.md and Docs/**/*.md against the package's built modules.

Each document's blocks form one small module: every block is a file of it (so a block may use what an earlier block of
the same document declares), compiled with the package's settings after `import Foundation` and `import ZRouter`.
Errors point at the document's own lines. A block is never skipped: one that cannot compile as written is fixed, or
given context from a file under Docs/Snippets/, named in an HTML comment (invisible when the document is read):

  <!-- snippet-context: EditorExample.swift -->
      On a line of its own that is not right before a block: the file joins every block of the document as one more
      file of its module (shared declarations: the example's protocols; `@testable import LoginTests` for the mocks
      of the feature being shown). Its `import` lines are copied into every block, as imports only count in the file
      that writes them. A name with a `/` is a file of the repository
      (`Benchmarks/Sources/zrouter-bench/Benchmark.swift`): the real code a block extends.
  <!-- snippet-context: InFunction.swift -->
      On the line right before a block: the file is a template for that block alone. The block replaces the
      template's `// <snippet>` line and `__Snippet__` / `__snippet__` become names of the block's own, so a fragment
      (statements, an override, a list element) is checked where it would stand in real code.
  <!-- snippet-expect-error: 'init()' is unavailable -->
      Right before a block (with its template, if any): the block shows code that must NOT compile. It is compiled
      alone and must fail, every error containing the text.
  <!-- snippet-statements: InBenchmarkList.swift -->
      The template of the document's blocks that have a statement at their top level (a line at column 0 that
      declares nothing, `let` and `var` included) and name no template. The default is InViewController.swift: the
      block is the body of a view controller's method, as most call sites in the guides are.
  <!-- snippet-style: without-any -->
      The document writes existentials without `any`, as the original ZRouter's documents do (the package's other
      settings still apply).

A block that uses UIKit, AppKit or SwiftUI (or whose template does) is type-checked for iOS (AppKit alone: macOS;
SwiftUI without UIKit: iOS and macOS, whose SDKs differ in what `View` isolates) with
the wrapper named by ZROUTER_DARWIN_SWIFTC against ZRouter's interface for that platform; without it those blocks are
skipped with a message. A template that imports PackageDescription makes the block a package manifest, type-checked
alone. Every other block is type-checked on Linux against the debug build, tests included (`swift build
--build-tests` first; scripts/check-doc-snippets.sh does it). Documents are checked in parallel; the files compiled
stay in .build/doc-snippets/ for reading a diagnostic.

Usage: scripts/check-doc-snippets.py [DOCUMENT...]      (default: README.md and every document under Docs/)
"""
import concurrent.futures
import os
import pathlib
import re
import subprocess
import sys
import shutil
import threading
import time
from dataclasses import dataclass, field

ROOT = pathlib.Path(__file__).resolve().parent.parent
SNIPPETS = ROOT / "Docs" / "Snippets"
DIRECTIVE = re.compile(r"^<!--\s*snippet-context:\s*(.+?)\s*-->\s*$")
WITHOUT_ANY = "<!-- snippet-style: without-any -->"
EXPECT_ERROR = re.compile(r"^<!--\s*snippet-expect-error:\s*(.+?)\s*-->\s*$")
STATEMENTS = re.compile(r"^<!--\s*snippet-statements:\s*(\S+)\s*-->\s*$")
DECLARATION = re.compile(
    r"^(@|#if|#elseif|#else|#endif|import|public|internal|private|fileprivate|open|final|class|struct|enum|protocol|extension"
    r"|actor|func|typealias|nonisolated|where|//|/\*|\*|\}|\)|\]|>|$)")
APPLE_IMPORT = re.compile(r"^\s*import\s+(UIKit|AppKit|SwiftUI)\b", re.M)
IMPORT = re.compile(r"^\s*(@testable\s+)?import\s+\S+.*$", re.M)
MARKER = "// <snippet>"
FLAGS = ["-swift-version", "6", "-enable-upcoming-feature", "MemberImportVisibility", "-parse-as-library",
         "-suppress-warnings"]
EXISTENTIAL_ANY = ["-enable-upcoming-feature", "ExistentialAny"]
PRELUDE = ["import Foundation", "import ZRouter"]


@dataclass
class Block:
    document: pathlib.Path
    line: int  # the first line of code, 1-based
    code: str
    template: str | None = None  # a Docs/Snippets file name
    expected_error: str | None = None  # the block must fail to compile, with this text in every error


@dataclass
class Document:
    path: pathlib.Path
    contexts: list[str] = field(default_factory=list)
    statements_template: str = "InViewController.swift"
    without_any: bool = False  # existentials written without `any`, as the original ZRouter's documents write them
    blocks: list[Block] = field(default_factory=list)


def fail(message: str) -> None:
    print(f"check-doc-snippets: {message}", file=sys.stderr)
    sys.exit(1)


def dedent(code: list[str], fence: str) -> str:
    """The block's lines without the indentation of its fence (a block inside a list item is indented)."""
    indent = len(fence) - len(fence.lstrip())
    return "\n".join(line[indent:] if line[:indent].isspace() or not indent else line.lstrip() for line in code)


def parse(path: pathlib.Path) -> Document:
    document = Document(path)
    lines = path.read_text().splitlines()
    index = 0
    pending: list[str] = []  # the directive lines right above the current line
    while index < len(lines):
        line = lines[index].strip()
        if line == WITHOUT_ANY:
            document.without_any = True
        elif STATEMENTS.match(line):
            document.statements_template = STATEMENTS.match(line).group(1)
        elif DIRECTIVE.match(line) or EXPECT_ERROR.match(line):
            pending.append(line)
            index += 1
            continue
        elif line.startswith("```"):
            end = index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            if end == len(lines):
                fail(f"{path}:{index + 1}: the block is not closed.")
            if line == "```swift":
                block = Block(path, index + 2, dedent(lines[index + 1:end], lines[index]))
                for directive in pending:
                    if EXPECT_ERROR.match(directive):
                        block.expected_error = EXPECT_ERROR.match(directive).group(1)
                    elif len(DIRECTIVE.match(directive).group(1).split()) != 1:
                        fail(f"{path}:{index}: a block takes one template.")
                    else:
                        block.template = DIRECTIVE.match(directive).group(1)
                document.blocks.append(block)
            elif pending:
                fail(f"{path}:{index}: a snippet directive stands before a block that is not ```swift.")
            pending = []
            index = end + 1
            continue
        for directive in pending:
            if EXPECT_ERROR.match(directive):
                fail(f"{path}:{index}: snippet-expect-error must stand right before a ```swift block.")
            document.contexts.extend(DIRECTIVE.match(directive).group(1).split())
        pending = []
        index += 1
    for block in document.blocks:
        if not block.template and is_statements(block.code):
            block.template = document.statements_template
    for name in document.contexts + [b.template for b in document.blocks if b.template]:
        if not context_path(name).is_file():
            fail(f"{path}: the snippet context {name} is not in Docs/Snippets/ (or, with a `/`, in the repository).")
    return document


def is_statements(code: str) -> bool:
    """Whether a block has a statement at its top level (a line that starts at column 0 and declares nothing)."""
    return any(not DECLARATION.match(line) for line in code.splitlines() if line and not line[0].isspace())


def context_path(name: str) -> pathlib.Path:
    """A context named with a `/` is a file of the repository (real code the document shows part of)."""
    return ROOT / name if "/" in name else SNIPPETS / name


def read_context(name: str) -> str:
    return context_path(name).read_text()


def imports_of(text: str) -> list[str]:
    return [match.group(0).strip() for match in IMPORT.finditer(text)]


def platform_of(text: str) -> str:
    if re.search(r"^\s*import\s+PackageDescription\b", text, re.M):
        return "manifest"
    frameworks = set(APPLE_IMPORT.findall(text))
    if "UIKit" in frameworks:
        return "ios"
    if "SwiftUI" in frameworks:
        return "ios+macos"  # SwiftUI's `View` is main-actor isolated in the iOS 18 SDK, not in the macOS 14 one
    return "macos" if frameworks else "linux"


def render(block: Block, number: int, shared_imports: list[str]) -> tuple[str, str]:
    """The file for one block, and the platform it is checked on."""
    relative = block.document.relative_to(ROOT).as_posix()
    code_imports = imports_of(block.code)  # they stay where the block writes them (perhaps under an #if)
    body = block.code
    located = f'#sourceLocation(file: "{relative}", line: {block.line})\n{body}\n#sourceLocation()'
    imports = list(dict.fromkeys(PRELUDE + shared_imports))
    platform_text = "\n".join(imports + code_imports)
    if block.template:
        template = read_context(block.template)
        if platform_of(template) == "manifest":
            imports = []  # a manifest imports PackageDescription only
            located = body  # and its blocks are list elements or arguments, where no directive may stand
        if MARKER not in template:
            fail(f"Docs/Snippets/{block.template} has no `{MARKER}` line for {relative}:{block.line - 1}.")
        template_imports = imports_of(template)
        template = IMPORT.sub("", template).replace("__Snippet__", f"Snippet{number}").replace(
            "__snippet__", f"snippet{number}")
        prefix, _, suffix = template.partition(MARKER)
        prefix_lines = prefix.rsplit("\n", 1)[0]
        suffix_lines = suffix.split("\n", 1)[1] if "\n" in suffix else ""
        imports = list(dict.fromkeys(imports + template_imports))
        platform_text = "\n".join(imports + code_imports)
        text = "\n".join(imports) + "\n" + prefix_lines + "\n" + located + "\n" + suffix_lines
    else:
        text = "\n".join(imports) + "\n" + located + "\n"
    return text, platform_of(platform_text)


def linux_command(flags: list[str], files: list[str]) -> list[str]:
    bin_path = os.environ.get("ZROUTER_BIN_PATH")
    if not bin_path:
        bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                                  text=True).stdout.strip()
    modules = pathlib.Path(bin_path) / "Modules"
    if not (modules / "ZRouter.swiftmodule").exists():
        fail(f"{modules} has no ZRouter module: run `swift build --build-tests` first.")
    maps = []
    for modulemap in sorted((ROOT / "SystemLibraries").glob("*/module.modulemap")):
        maps += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    return ["swiftc", "-typecheck", *flags, "-I", str(modules), *maps, "-module-name", "Snippets", *files]


def manifest_command(manifest: str) -> list[str]:
    toolchain = pathlib.Path(subprocess.run(["which", "swiftc"], capture_output=True, text=True).stdout.strip())
    api = toolchain.resolve().parent.parent / "lib" / "swift" / "pm" / "ManifestAPI"
    return ["swiftc", "-typecheck", "-swift-version", "6", "-I", str(api), "-package-description-version", "6.1",
            "-suppress-warnings", manifest]


APPLE_MODULE_LOCK = threading.Lock()


def apple_module(platform: str, darwin: pathlib.Path) -> pathlib.Path:
    """ZRouter's module for `platform`, emitted again when a source is newer than it."""
    with APPLE_MODULE_LOCK:
        return emit_apple_module(platform, darwin)


def emit_apple_module(platform: str, darwin: pathlib.Path) -> pathlib.Path:
    out = ROOT / ".build-apple" / "snippets" / platform
    library = ROOT / "Modules" / "ZRouter"
    sources = sorted(library.rglob("*.swift"))
    module = out / "ZRouter.swiftmodule"
    if module.exists() and all(s.stat().st_mtime <= module.stat().st_mtime for s in sources):
        return out
    out.mkdir(parents=True, exist_ok=True)
    # The library's targets in dependency order (Modules/ZRouter/README.md): the core, the platform's glue, the SwiftUI
    # glue, then the module that re-exports them.
    glue = "ZRouterAppKit" if platform == "macos" else "ZRouterUIKit"
    for target in ("ZRouterCore", glue, "ZRouterSwiftUI", "ZRouter"):
        command = [str(darwin), platform, "-wmo", "-emit-module", "-emit-module-path", str(out / f"{target}.swiftmodule"),
                   "-module-name", target, "-I", str(out), *FLAGS, *EXISTENTIAL_ANY,
                   # One package, as SwiftPM compiles it: the glue reaches the core's `package` declarations (the
                   # snippets themselves get no package name: they see the public API only).
                   "-package-name", "zrouter",
                   "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies",
                   *map(str, sorted((library / target).rglob("*.swift")))]
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            print(result.stderr, file=sys.stderr)
            fail(f"emitting {target}'s {platform} module failed.")
    return out


def typecheck(platform: str, flags: list[str], files: list[str], darwin: pathlib.Path) -> tuple[bool, str]:
    """Type-checks `files` as one module for `platform`: whether it compiled, and the diagnostics."""
    if platform == "manifest":
        command = manifest_command(files[0])
    elif platform == "linux":
        command = linux_command(flags, files)
    else:
        command = [str(darwin), platform, "-typecheck", *flags, "-I",
                   str(apple_module(platform, darwin)), "-module-name", "Snippets", *files]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    output = result.stdout + result.stderr
    return result.returncode == 0 and not re.search(r"\berror:", output), output


def error_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if re.match(r"^\S+:\d+:\d+: error:", line)]


@dataclass
class Outcome:
    report: list[str] = field(default_factory=list)  # standard output
    diagnostics: list[str] = field(default_factory=list)  # standard error
    failed: bool = False
    checked: int = 0
    skipped: int = 0


def check(path: pathlib.Path, scratch: pathlib.Path, darwin: pathlib.Path) -> Outcome:
    """Type-checks one document's blocks."""
    outcome = Outcome()
    document = parse(path)
    relative = path.relative_to(ROOT).as_posix()
    if not document.blocks:
        return outcome
    contexts = [read_context(name) for name in document.contexts]
    shared_imports = [i for text in contexts for i in imports_of(text)]
    folder = scratch / relative.replace("/", "_")
    folder.mkdir(parents=True)
    context_files = []
    for name, text in zip(document.contexts, contexts):
        shown = context_path(name).relative_to(ROOT).as_posix()
        located = f'#sourceLocation(file: "{shown}", line: 1)\n{text}\n#sourceLocation()\n'
        imports = list(dict.fromkeys(PRELUDE + shared_imports))
        file = folder / pathlib.Path(name).name
        file.write_text("\n".join(imports) + "\n" + located)
        context_files.append(str(file))
    flags = FLAGS if document.without_any else FLAGS + EXISTENTIAL_ANY
    # One module per platform for the blocks that compile; a module of its own for each manifest and for each block
    # that must fail.
    units: list[tuple[str, list[str], Block | None]] = []
    by_platform: dict[str, list[str]] = {}
    for number, block in enumerate(document.blocks, start=1):
        text, platform = render(block, number, shared_imports)
        if platform == "manifest":
            file = folder / f"manifest{number}" / "Package.swift"
            file.parent.mkdir()
            file.write_text(text)
            units.append((platform, [str(file)], None))
            continue
        file = folder / f"block{number}.swift"
        file.write_text(text)
        if block.expected_error:
            units.append((platform.split("+")[0], [str(file), *context_files], block))
        else:
            for each in platform.split("+"):
                by_platform.setdefault(each, []).append(str(file))
    for platform, files in sorted(by_platform.items()):
        units.append((platform, files + context_files, None))
    counts: dict[str, int] = {}
    checked_files: set[str] = set()
    for platform, files, expecting in units:
        blocks = 1 if platform == "manifest" or expecting else len(files) - len(context_files)
        if platform in ("ios", "macos") and not (darwin).exists():
            outcome.report.append(f"skip {relative}: {blocks} block(s) for {platform}: {darwin} (the "
                                  "Apple SDK interfaces for Linux) is not here.")
            outcome.skipped += blocks
            continue
        compiled, output = typecheck(platform, flags, files, darwin)
        output = output.replace(str(folder) + "/", f"{relative} context ")
        if expecting:
            errors = error_lines(output)
            if compiled or not errors or any(expecting.expected_error not in e for e in errors):
                outcome.diagnostics += [output, f"FAIL {relative}:{expecting.line - 1}: the block must fail to "
                                        f'compile with "{expecting.expected_error}" and nothing else.']
                outcome.failed = True
                continue
        elif not compiled:
            outcome.diagnostics += [output, f"FAIL {relative}: its {platform} blocks do not type-check (see above)"]
            outcome.failed = True
            continue
        label = "failing as expected" if expecting else ("as package manifests" if platform == "manifest"
                                                        else f"on {platform}")
        counts[label] = counts.get(label, 0) + blocks
        checked_files.update(files[:blocks])
    outcome.checked = len(checked_files)  # a SwiftUI block checked for iOS and macOS counts once
    if counts and not outcome.failed:
        shown = ", ".join(f"{count} {label}" for label, count in counts.items())
        total = len(document.blocks)
        count = f"{outcome.checked} of {total} block(s)" if outcome.checked < total else f"{total} block(s)"
        outcome.report.append(f"ok   {relative}: {count} type-check ({shown})")
    return outcome


def main() -> int:
    arguments = sys.argv[1:]
    if arguments:
        paths = [(ROOT / a).resolve() for a in arguments]
    else:
        paths = [ROOT / "README.md", *sorted((ROOT / "Docs").rglob("*.md"))]
    # The swiftc wrapper for the Apple SDKs on Linux: ZROUTER_DARWIN_SWIFTC, else CI's copy beside the repository.
    darwin = ROOT / os.environ.get("ZROUTER_DARWIN_SWIFTC", "../shared/darwin/swiftc-darwin")
    started = time.monotonic()
    scratch = ROOT / ".build" / "doc-snippets"  # kept after a run, to read the files a diagnostic names
    shutil.rmtree(scratch, ignore_errors=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        outcomes = list(pool.map(lambda path: check(path, scratch, darwin), paths))
    failures = []
    for path, outcome in zip(paths, outcomes):
        for line in outcome.diagnostics:
            print(line, file=sys.stderr)
        for line in outcome.report:
            print(line)
        if outcome.failed:
            failures.append(path.relative_to(ROOT).as_posix())
    checked = sum(o.checked for o in outcomes)
    skipped = sum(o.skipped for o in outcomes)
    elapsed = time.monotonic() - started
    if failures:
        fail(f"{len(failures)} document(s) have Swift blocks that do not compile: {', '.join(failures)}. Fix the "
             "block, or give it context (see this script's header).")
    print(f"check-doc-snippets: {checked} Swift block(s) type-check"
          + (f", {skipped} skipped" if skipped else "") + f" ({elapsed:.0f}s).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
