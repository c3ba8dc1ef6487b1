#!/usr/bin/env python3
"""Where one run's work goes, phase by phase, in instructions executed (valgrind's callgrind).

Usage: python3 Benchmarks/phases.py LABEL=BINARY... -- ARGS...
       python3 Benchmarks/phases.py before=OLD/locbutton after=NEW/locbutton -- check t10.yaml --threads 1

Each BINARY is run once under callgrind with ARGS (a copy without debug information: valgrind
cannot read Swift's). The instructions a run executes do not move with the machine's load (two
runs of one binary here differ by under 0.2 %), so two binaries compare on a busy machine; wall
time does not follow them one for one (page faults, cache misses and the second core are not
instructions), so time the whole process with `interleaved.py` beside this. A phase is the
inclusive cost of the functions named in PHASES, thread by thread, summed: work handed to a worker
is not under the function that asked for it, so a worker's share is counted at the closure it ran
("closure #..." names), and on the main thread, where such a closure also runs under the function
that asked (a worker pool includes the caller), only the asking function counts. Give `--threads 1`
for stable phases. What no phase names is "the rest" (process start, the runtime's type lookups
outside a phase, exit).
Needs valgrind (`apt-get install -y valgrind`), a dev tool.
"""
import os
import re
import subprocess
import sys
import tempfile

# (phase, [functions], [functions to subtract]): a function is named by the start of what `swift
# demangle --simplified` prints, without "specialized " (a parameter list may grow); the second
# list holds what a phase contains but another phase counts.
PHASES = [
    ("argument parsing", ["static ParsableCommand.parseAsRoot(_:)"], []),
    ("font manifest and font files", ["static BundledResources.fonts(_:root:)", "closure #1 in FontDirectory.catalog()",
                                      "closure #1 in ResourcePrefetch.init(root:)"], []),
    ("title catalogs", ["static TitleCatalogLoader.effective(",
                        "closure #1 in StringCatalogPrefetch.init(_:)",
                        "closure #2 in StringCatalogPrefetch.init(_:root:after:)", "static LocalizedTitles.all(from:pseudolanguages:)"], []),
    ("reading theme files", ["static ThemeFile.load(", "closure #1 in ThemeFileDecoder.decodeButtons(",
                             "closure #2 in ThemeFileDecoder.decodeButtons(",
                             "closure #1 in static ThemeFileSplit.", "closure #1 in static ThemeFileSyntax."], []),
    ("scanning sources", ["static ProjectScan.scan(", "LargeStack.Worker.serve()"], []),
    ("preparing designs", ["RuleEngine.prepare(_:)", "closure #1 in PreparedButtons.init("], []),
    ("judging: text (shaping, sizes)", ["TextJudgement.init("],
     ["closure #1 in FontDirectory.catalog()"]),
    ("judging: colors", ["ColorJudgement.init("], []),
    ("judging: the rest", ["ButtonJudge.judgeAlone(_:measure:)"],
     ["TextJudgement.init(",
      "ColorJudgement.init("]),
    ("reports", ["CheckOutcome.init(", "CheckOutcome.writeStandardOutput(to:)",
                 "CheckOutcome.writeFiles(hook:)", "closure #1 in TextReporter.write(_:to:)",
                 "closure #1 in TextReporter.writeUTF8(_:to:)", "closure #2 in TextReporter.writeUTF8(_:to:)"], []),
]


def thread_costs(binary, args):
    """(total, costs) of each thread, the main thread first."""
    with tempfile.TemporaryDirectory() as tmp:
        stripped, out = os.path.join(tmp, "locbutton"), os.path.join(tmp, "callgrind.out")
        subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
        subprocess.run(["valgrind", "--tool=callgrind", "--separate-threads=yes", f"--callgrind-out-file={out}",
                        stripped, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        files = sorted(f for f in os.listdir(tmp) if f.startswith("callgrind.out-"))
        return [inclusive_costs(os.path.join(tmp, f)) for f in files]


def inclusive_costs(out):
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                          capture_output=True, text=True, check=True).stdout
    text = subprocess.run(["swift", "demangle", "--simplified"], input=text, capture_output=True, text=True).stdout
    total, costs = 0, {}
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+(.*)$", line)
        if not m:
            continue
        cost, name = int(m.group(1).replace(",", "")), m.group(2)
        if name.startswith("PROGRAM TOTALS"):
            total = cost
            continue
        name = re.sub(r"\s*\[[^\]]*\]$", "", name).replace("???:", "").strip()
        name = name.removeprefix("partial apply for ").removeprefix("specialized ")
        # A function met under several entries (specializations, thunks): the largest is the outermost.
        costs[name] = max(costs.get(name, 0), cost)
    return total, costs


def cost(costs, start):
    return max((c for name, c in costs.items() if name.startswith(start)), default=0)


def phases(threads):
    rows = []
    for phase, names, minus in PHASES:
        value = 0
        for number, (_, costs) in enumerate(threads):
            # On the main thread a closure's work is under the function that handed it out.
            counted = [n for n in names if number > 0 or not n.startswith("closure #")]
            value += max(0, sum(cost(costs, n) for n in counted) - sum(cost(costs, n) for n in minus))
        rows.append((phase, value))
    total = sum(t for t, _ in threads)
    rows.append(("the rest (start, exit, runtime)", total - sum(c for _, c in rows)))
    return rows


def main():
    if "--" not in sys.argv:
        sys.exit(__doc__)
    split = sys.argv.index("--")
    runs = [a.split("=", 1) for a in sys.argv[1:split]]
    args = sys.argv[split + 1:]
    results = [(label, phases(thread_costs(binary, args))) for label, binary in runs]
    print(f"instructions (millions) for: {' '.join(args)}")
    print("| phase | " + " | ".join(label for label, _ in results) + (" | ratio |" if len(results) == 2 else " |"))
    print("| --- |" + " ---: |" * (len(results) + (1 if len(results) == 2 else 0)))
    for i, (phase, _) in enumerate(results[0][1]):
        values = [rows[i][1] for _, rows in results]
        ratio = f" {values[0] / values[1]:.2f}× |" if len(values) == 2 and values[1] else (" |" if len(values) == 2 else "")
        print(f"| {phase} | " + " | ".join(f"{v / 1e6:.1f}" for v in values) + " |" + ratio)
    totals = [sum(c for _, c in rows) for _, rows in results]
    ratio = f" {totals[0] / totals[1]:.2f}× |" if len(totals) == 2 else ""
    print("| **total** | " + " | ".join(f"**{t / 1e6:.1f}**" for t in totals) + " |" + ratio)


if __name__ == "__main__":
    main()
