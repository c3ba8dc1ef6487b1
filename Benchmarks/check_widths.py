#!/usr/bin/env python3
"""Checks that baseline.py measures and judges each text cell as locbutton does: runs
`locbutton check THEME --languages-from … --format json --detail full` (the whole text matrix)
and `baseline.py THEME --widths`, and compares, per (button, locale, size category), the point
size and the title width (both to the JSON report's 4 decimals) and the cell's text verdict.

Usage: check_widths.py THEME.yaml [--locbutton BIN]   (from the repository root)
Exit 0 when every cell agrees, 1 (listing the first differences) otherwise. Use it on small
themes: the full matrix of 10,000 buttons is a multi-gigabyte report.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

TOLERANCE = 1e-4 + 1e-9   # both sides round to 4 decimals


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("theme")
    parser.add_argument("--locbutton", default=os.environ.get("LOCBUTTON", ".build/debug/locbutton"))
    args = parser.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    report = subprocess.run([args.locbutton, "check", args.theme, "--languages-from",
                             "Locales/LocationButtonTitles.xcstrings", "--format", "json", "--detail", "full"],
                            capture_output=True, text=True)
    if report.returncode not in (0, 1):
        sys.exit(f"check_widths.py: locbutton exited {report.returncode}: {report.stderr.strip()}")
    tool = {}
    for button in json.loads(report.stdout)["buttons"]:
        for row in button.get("text") or []:
            tool[(button["id"], row["locale"], row["category"])] = (row["fontSize"], row["titleWidth"], row["verdict"])
    with tempfile.NamedTemporaryFile("r", suffix=".tsv") as tsv:
        subprocess.run([sys.executable, os.path.join(here, "baseline.py"), args.theme, "--widths", tsv.name],
                       check=True, stdout=subprocess.DEVNULL)
        verdicts = ["pass", "guideline", "uncertain", "disabled"]
        script = {}
        for line in tsv:
            button, locale, category, size, width, verdict = line.rstrip("\n").split("\t")
            script[(button, locale, category)] = (float(size), float(width), verdicts[int(verdict)])
    problems = [f"missing in baseline.py: {k}" for k in tool.keys() - script.keys()]
    problems += [f"missing in locbutton: {k}" for k in script.keys() - tool.keys()]
    worst = 0.0
    for key in tool.keys() & script.keys():
        (ts, tw, tv), (ss, sw, sv) = tool[key], script[key]
        worst = max(worst, abs(tw - sw))
        if abs(ts - ss) > TOLERANCE or abs(tw - sw) > TOLERANCE or tv != sv:
            problems.append(f"{key}: locbutton {ts} pt, {tw} pt wide, {tv}; baseline.py {ss} pt, {sw} pt wide, {sv}")
    print(f"{len(tool)} cells compared, largest width difference {worst:.4f} pt, {len(problems)} differences")
    for p in sorted(problems)[:20]:
        print("  " + p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
