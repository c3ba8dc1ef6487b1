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
# Earliest first. Support and Model may be used by every stage; Report is the last.
ORDER = ["Support", "Model", "Color", "Text", "System", "Layout", "Verdict", "Input", "Rules", "Engine", "Report"]

DECL = re.compile(r"^(?:public |internal |private |fileprivate )?(?:final )?(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)", re.M)
WORD = re.compile(r"\b[A-Z]\w*\b")


def strip(code):
    code = re.sub(r'"""[\s\S]*?"""', '""', code)
    code = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', code)
    code = re.sub(r"/\*[\s\S]*?\*/", "", code)
    return re.sub(r"//[^\n]*", "", code)


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
