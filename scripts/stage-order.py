#!/usr/bin/env python3
"""Checks that the stage folders inside one target form a pipeline without cycles: a file may name
types declared in its own folder or an earlier stage of its target, never a later one.

    python3 scripts/stage-order.py [CHECKOUT]   # prints each target's folder order and any backward reference

Between targets the compiler checks the order (a target imports only what Package.swift lets it,
and scripts/target-graph.py keeps that graph the one docs/ARCHITECTURE.md draws). Inside a target
there are no imports between folders, so references are found by name: every top-level type a
folder declares, looked up as a whole word in the target's other folders' code (comments and
string literals stripped). Exit 1 when a file names a type of a later stage of its target.
"""
import os
import re
import sys

CHECKOUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")


def pipeline_orders(checkout):
    """{target: its stage folders, earliest first}, as docs/ARCHITECTURE.md draws them (the block
    under "## Stages inside a target", one `TARGET: Folder ─> Folder …` line per target with more
    than one stage): the drawing is the one list, so it cannot disagree with what is checked."""
    text = open(os.path.join(checkout, "docs", "ARCHITECTURE.md"), encoding="utf-8").read()
    block = text.split("## Stages inside a target", 1)[1].split("```", 2)[1]
    orders = {}
    for line in block.splitlines():
        if ":" in line:
            target, stages = line.split(":", 1)
            orders[target.strip()] = re.findall(r"[A-Z]\w*", stages)
    return orders

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


def files(root):
    for folder in sorted(os.listdir(root)):
        path = os.path.join(root, folder)
        if not os.path.isdir(path):
            continue
        for dirpath, _, names in os.walk(path):
            for name in sorted(names):
                if name.endswith(".swift"):
                    full = os.path.join(dirpath, name)
                    with open(full, encoding="utf-8") as f:
                        yield folder, os.path.relpath(full, os.path.dirname(root)), strip(f.read())


def main():
    status = 0
    for target, order in pipeline_orders(CHECKOUT).items():
        status |= check(os.path.join(CHECKOUT, "Sources", target), target, order)
    return status


def check(root, target, order):
    sources = list(files(root))
    owner = {}
    for folder, _, code in sources:
        for name in DECL.findall(code):
            owner.setdefault(name, folder)
    unknown = sorted({folder for folder, _, _ in sources} - set(order))
    if unknown:
        print(f"{target}: folders missing from its order in docs/ARCHITECTURE.md: " + ", ".join(unknown))
        return 1
    rank = {f: i for i, f in enumerate(order)}
    problems = []
    for folder, path, code in sources:
        for word in sorted(set(WORD.findall(code))):
            later = owner.get(word)
            if later and rank[later] > rank[folder]:
                problems.append(f"{path}: names {word} ({later}/, a later stage than {folder}/)")
    print(f"stage order of {target}: " + " → ".join(order))
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
