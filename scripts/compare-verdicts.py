#!/usr/bin/env python3
"""Compares two `locbutton check --format json` reports of the same theme, e.g. before and after a
model change: which buttons changed tier, and which rules' findings explain it.

    python3 scripts/compare-verdicts.py BEFORE.json AFTER.json [--markdown]

Prints the combination counts per tier before and after, then one line per button whose verdict
changed (before → after, the findings at the old tier that went away and at the new tier that
appeared, as `rule:verdict`), and a table of tier transitions with their counts.
"""
import collections
import json
import sys

TIERS = ["pass", "guideline", "uncertain", "disabled"]


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def findings(button):
    return {(f["rule"], f["verdict"]) for f in button.get("findings", []) if f.get("verdict") in TIERS}


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    markdown = "--markdown" in argv
    if len(args) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    before, after = load(args[0]), load(args[1])
    print("combinations  " + "  ".join(
        f"{t} {before['summary'].get(t, 0)}→{after['summary'].get(t, 0)}" for t in TIERS))
    old = {b["id"]: b for b in before["buttons"]}
    transitions = collections.Counter()
    reasons = collections.defaultdict(collections.Counter)
    for b in after["buttons"]:
        o = old.get(b["id"])
        if o is None:
            continue
        was, now = o["verdict"], b["verdict"]
        transitions[(was, now)] += 1
        if was == now:
            continue
        gone = sorted(f"{r}:{v}" for r, v in findings(o) - findings(b) if v == was)
        new = sorted(f"{r}:{v}" for r, v in findings(b) - findings(o) if v == now)
        why = "; ".join(filter(None, ["no more " + ", ".join(gone) if gone else "", "now " + ", ".join(new) if new else ""]))
        reasons[(was, now)][why] += 1
        if not markdown:
            print(f"  {b['id']}: {was} → {now}  ({why})")
    rows = sorted(transitions.items(), key=lambda kv: (TIERS.index(kv[0][0]), TIERS.index(kv[0][1])))
    if markdown:
        print("\n| before → after | buttons | why |\n| --- | --- | --- |")
        for (was, now), n in rows:
            why = "unchanged" if was == now else "; ".join(f"{w} ×{c}" for w, c in reasons[(was, now)].most_common())
            print(f"| {was} → {now} | {n} | {why} |")
    else:
        for (was, now), n in rows:
            print(f"{was:>9} → {now:<9} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
