#!/usr/bin/env bash
# Writes `check` reports in every format for the bundled example and a generated 100-button theme
# into OUT (default /tmp/reports), so two builds can be compared byte for byte:
#   scripts/snapshot-reports.sh /tmp/before BIN   (BIN defaults to .build/release/locbutton)
#   ... change, rebuild ...
#   scripts/snapshot-reports.sh /tmp/after && diff -r /tmp/before /tmp/after
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/reports}
bin=${2:-.build/release/locbutton}
mkdir -p "$out"
python3 Benchmarks/make_theme.py 100 > "$out/varied-100.yaml"
for theme in example varied-100; do
  args=()
  [ "$theme" = varied-100 ] && args=("$out/varied-100.yaml")
  for format in text json sarif junit github xcode; do
    "$bin" check "${args[@]}" --format "$format" --color never > "$out/$theme.$format" 2> "$out/$theme.$format.stderr"
    echo "$?" > "$out/$theme.$format.status"
  done
  "$bin" check "${args[@]}" --format json --detail full > "$out/$theme.full.json" 2> "$out/$theme.full.json.stderr"
  # A baseline that accepts every finding, then a run against it.
  rm -f "$out/$theme.baseline.json"
  "$bin" check "${args[@]}" --baseline "$out/$theme.baseline.json" --update-baseline --format json > "$out/$theme.baseline-update.json" 2>/dev/null
  for format in text json sarif; do
    "$bin" check "${args[@]}" --baseline "$out/$theme.baseline.json" --format "$format" --color never > "$out/$theme.baselined.$format" 2>/dev/null
  done
done
