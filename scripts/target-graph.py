#!/usr/bin/env python3
"""Checks that docs/ARCHITECTURE.md's target graph is Package.swift's: the same targets, each with
the same dependencies.

    python3 scripts/target-graph.py [CHECKOUT]   # prints the graph; exit 1 and the differences when they disagree

The diagram is the code block under "## The target graph": one line per target (every target but
the tests), `TARGET <─ DEPENDENCY, DEPENDENCY…`, a target of this package or a product of another
by its name, `<─` and nothing after it for a target that depends on nothing. Package.swift is read
through `swift package dump-package`, so the manifest is evaluated, not pattern-matched.
"""
import json
import os
import re
import subprocess
import sys

CHECKOUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")


def drawn(checkout):
    """{target: set of dependencies} as the diagram draws it."""
    text = open(os.path.join(checkout, "docs", "ARCHITECTURE.md"), encoding="utf-8").read()
    block = text.split("## The target graph", 1)[1].split("```", 2)[1]
    graph = {}
    for line in block.splitlines():
        if not line.strip():
            continue
        name, _, deps = line.partition("<─")
        graph[name.strip()] = {d.strip() for d in deps.split(",") if d.strip()}
    return graph


def declared(checkout):
    """{target: set of dependencies} of every target but the tests, from the manifest."""
    dump = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=checkout, check=True,
                                     capture_output=True, text=True).stdout)
    graph = {}
    for target in dump["targets"]:
        if target["type"] == "test":
            continue
        deps = set()
        for dependency in target["dependencies"]:
            (kind, values), = dependency.items()
            deps.add(values[0])  # byName, target and product all name the dependency first
        graph[target["name"]] = deps
    return graph


def main():
    doc, manifest = drawn(CHECKOUT), declared(CHECKOUT)
    problems = []
    for name in sorted(set(doc) | set(manifest)):
        if name not in manifest:
            problems.append(f"{name}: drawn in docs/ARCHITECTURE.md, no such target in Package.swift")
        elif name not in doc:
            problems.append(f"{name}: a target of Package.swift missing from docs/ARCHITECTURE.md's graph "
                            f"(draw it as `{name} <─ {', '.join(sorted(manifest[name]))}`)")
        elif doc[name] != manifest[name]:
            extra, missing = sorted(doc[name] - manifest[name]), sorted(manifest[name] - doc[name])
            problems.append(f"{name}: the diagram " + "; ".join(
                part for part in [extra and f"draws {', '.join(extra)}, which Package.swift does not list",
                                  missing and f"lacks {', '.join(missing)}, which Package.swift lists"] if part))
    print(f"target graph: {len(manifest)} targets, docs/ARCHITECTURE.md and Package.swift "
          + ("agree" if not problems else "disagree"))
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
