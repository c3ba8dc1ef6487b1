#!/usr/bin/env python3
"""Checks that the library's folders form the pipeline without cycles: a file may name types
declared in its own folder or an earlier stage, never a later one.

    python3 scripts/stage-order.py [CHECKOUT]   # prints the folder order and any backward reference

The library is one module (no imports between folders), so references are found by name: every
top-level type a folder declares, looked up as a whole word in the other folders' code (comments
and string literals stripped). Exit 1 when a file names a type of a later stage.
"""
import os
import re
import sys

ROOT = os.path.join(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."),
                    "Sources", "LocationButtonLint")


def pipeline_order(checkout):
    """The stages, earliest first, as docs/ARCHITECTURE.md draws them (the diagram under "## The
    pipeline"): the drawing is the one list, so it cannot disagree with what is checked."""
    text = open(os.path.join(checkout, "docs", "ARCHITECTURE.md"), encoding="utf-8").read()
    block = text.split("## The pipeline", 1)[1].split("```", 2)[1]
    return re.findall(r"[A-Z]\w*", block)


ORDER = pipeline_order(os.path.dirname(os.path.dirname(ROOT)))

DECL = re.compile(r"^(?:(?:public|package|internal|private|fileprivate|final|indirect|nonisolated) )*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)", re.M)
WORD = re.compile(r"\b[A-Z]\w*\b")


def strip(code):
    """The code without comments and string literals, but with the code inside string
    interpolations (`\\(Report.x)`) kept: it names types like any other code."""
    out, i, n = [], 0, len(code)
    while i < n:
        if code.startswith("//", i):
            j = code.find("\n", i)
            i = n if j < 0 else j
        elif code.startswith("/*", i):
            j = code.find("*/", i + 2)
            i = n if j < 0 else j + 2
        elif code[i] == '"':
            i = string_literal(code, i, out)
        else:
            out.append(code[i])
            i += 1
    return "".join(out)


def string_literal(code, i, out):
    """Skips the literal starting at `i` (plain, raw `#"…"#` not handled specially, or multi-line),
    appending the code of its interpolations to `out`; returns the index after it."""
    close = '"""' if code.startswith('"""', i) else '"'
    i += len(close)
    out.append(' ""')
    while i < len(code):
        if code.startswith("\\(", i):
            depth, j = 1, i + 2
            while j < len(code) and depth:
                if code[j] == '"':
                    inner = []
                    j = string_literal(code, j, inner)
                    out.append("".join(inner))
                    continue
                depth += {"(": 1, ")": -1}.get(code[j], 0)
                if depth:
                    out.append(code[j])
                j += 1
            out.append(" ")
            i = j
        elif code[i] == "\\":
            i += 2
        elif code.startswith(close, i):
            return i + len(close)
        elif close == '"' and code[i] == "\n":
            return i
        else:
            i += 1
    return i


def files():
    for folder in sorted(os.listdir(ROOT)):
        path = os.path.join(ROOT, folder)
        if not os.path.isdir(path):
            continue
        for dirpath, _, names in os.walk(path):
            for name in sorted(names):
                if name.endswith(".swift"):
                    full = os.path.join(dirpath, name)
                    with open(full, encoding="utf-8") as f:
                        yield folder, os.path.relpath(full, ROOT), strip(f.read())


def main():
    sources = list(files())
    owner = {}
    for folder, _, code in sources:
        for name in DECL.findall(code):
            owner.setdefault(name, folder)
    unknown = sorted({folder for folder, _, _ in sources} - set(ORDER))
    if unknown:
        print("folders missing from ORDER: " + ", ".join(unknown))
        return 1
    rank = {f: i for i, f in enumerate(ORDER)}
    problems = []
    for folder, path, code in sources:
        for word in sorted(set(WORD.findall(code))):
            target = owner.get(word)
            if target and rank[target] > rank[folder]:
                problems.append(f"{path}: names {word} ({target}/, a later stage than {folder}/)")
    print("stage order: " + " → ".join(ORDER))
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
