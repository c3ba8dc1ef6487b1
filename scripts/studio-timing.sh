#!/usr/bin/env bash
# The studio's edit-to-result times, two builds side by side in one command: each round starts
# each program on a fresh copy of the example and runs the browser test against it (its 20 timed
# edits of send-location's font size), alternating, so both see the same machine load.
#   scripts/studio-timing.sh BEFORE AFTER [ROUNDS]   (locbutton-studio programs; ROUNDS: 3)
# Keep a build's program before changing it: cp .build/debug/locbutton-studio /tmp/studio-before
# Prints one line per run (the test's medians in ms, the load average) and the medians per program.
set -uo pipefail
cd "$(dirname "$0")/.."
before=$1 after=$2 rounds=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for round in $(seq "$rounds"); do
  for which in before after; do
    program=$before; [ "$which" = after ] && program=$after
    dir=$work/$which-$round; mkdir -p "$dir"
    cp -r Examples/trailhead.yaml Examples/Assets.xcassets "$dir/"
    : > "$dir/log"
    LOCBUTTON_HOME=$PWD "$program" "$dir/trailhead.yaml" > "$dir/log" 2>&1 & pid=$!
    for _ in $(seq 100); do grep -q 'token=' "$dir/log" && break; sleep 0.1; done
    address=$(grep -o 'http://[^ ]*' "$dir/log")
    python3 Tests/LocationButtonStudioTests/Browser/studio_browser_test.py "$address" "$dir/trailhead.yaml" > "$dir/out" 2>&1
    kill "$pid"; wait "$pid" 2>/dev/null
    echo "$which $(tail -1 "$dir/out") $(cut -d' ' -f1 /proc/loadavg)" >> "$work/runs"
    echo "$which round $round: $(grep -c '^FAILED' "$dir/out") failed checks, load $(cut -d' ' -f1 /proc/loadavg)"
    tail -1 "$dir/out" | grep -q "^{" || grep -m3 -E "Error|Exception|Message" "$dir/out"
  done
done
python3 - "$work/runs" <<'PY'
import json, statistics, sys
runs = {}
for line in open(sys.argv[1]):
    which, rest = line.split(" ", 1)
    data, load = rest.rsplit(" ", 1)
    try:
        runs.setdefault(which, []).append(json.loads(data)["editToResultMs"])
    except (ValueError, KeyError):
        print(f"{which}: a run printed no measurements")
keys = ["verdicts", "drawings", "drawingsPainted", "serverJudgeCPU", "serverDrawCPU"]
for which, rows in runs.items():
    medians = {k: round(statistics.median(r[k] for r in rows), 1) for k in keys if all(r.get(k) is not None for r in rows)}
    print(which, json.dumps(medians), "runs:", [r["drawings"] for r in rows])
if len(runs) == 2 and runs.get("before") and runs.get("after"):
    b = statistics.median(r["drawings"] for r in runs["before"]); a = statistics.median(r["drawings"] for r in runs["after"])
    print(f"drawings after / before: {a / b:.2f}")
PY
