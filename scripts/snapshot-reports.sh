#!/usr/bin/env bash
# Writes `check` reports in every format for the bundled example and a generated 100-button theme
# into OUT (default /tmp/reports), so two builds can be compared byte for byte:
#   scripts/snapshot-reports.sh /tmp/before BIN   (BIN defaults to .build/release/locbutton)
#   ... change, rebuild ...
#   scripts/snapshot-reports.sh /tmp/after && diff -r /tmp/before /tmp/after
# Also every fixture app (text, JSON, SARIF, HTML) and, with LARGE=1, the 10,000-button themes
# (`gen_themes.py`, shared designs and every width different) in every format, kept as SHA-256
# sums (their reports run to hundreds of megabytes).
# Generated themes always live at one path, so reports that name them compare equal.
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/reports}
bin=${2:-.build/release/locbutton}
mkdir -p "$out"
generated=/tmp/locbutton-snapshot-varied-100.yaml
python3 Benchmarks/make_theme.py 100 > "$generated"
for name in example varied-100; do
  args=(Examples/trailhead.yaml)
  [ "$name" = varied-100 ] && args=("$generated")
  for format in text json sarif junit github xcode html; do
    "$bin" check "${args[@]}" --format "$format" --color never > "$out/$name.$format" 2> "$out/$name.$format.stderr"
    echo "$?" > "$out/$name.$format.status"
  done
  "$bin" check "${args[@]}" --format json --detail full > "$out/$name.full.json" 2> "$out/$name.full.json.stderr"
  # A baseline that accepts every finding, then a run against it.
  baseline=/tmp/locbutton-snapshot-$name.baseline.json
  rm -f "$baseline"
  "$bin" check "${args[@]}" --baseline "$baseline" --update-baseline --format json > "$out/$name.baseline-update.json" 2>/dev/null
  cp "$baseline" "$out/$name.baseline.json"
  for format in text json sarif; do
    "$bin" check "${args[@]}" --baseline "$baseline" --format "$format" --color never > "$out/$name.baselined.$format" 2>/dev/null
  done
  # Part of it, every other button's entries: buttons of one design that accept different findings.
  partial=/tmp/locbutton-snapshot-$name.partial.json
  python3 - "$baseline" "$partial" <<'PY'
import json, sys
baseline = json.load(open(sys.argv[1]))
kept = set(sorted({entry["button"] for entry in baseline["findings"]})[::2])
baseline["findings"] = [entry for entry in baseline["findings"] if entry["button"] in kept]
json.dump(baseline, open(sys.argv[2], "w"))
PY
  for format in text json sarif; do
    "$bin" check "${args[@]}" --baseline "$partial" --format "$format" --color never > "$out/$name.partly-baselined.$format" 2>/dev/null
  done
done
for app in Tests/LocationButtonScannerTests/Fixtures/Apps/*/; do
  name="app-$(basename "$app")"
  for format in text json sarif html; do
    "$bin" check "$app" --format "$format" --color never > "$out/$name.$format" 2> "$out/$name.$format.stderr"
    echo "$?" > "$out/$name.$format.status"
  done
done
if [ "${LARGE:-0}" = 1 ]; then
  python3 Benchmarks/gen_themes.py 10000 /tmp/locbutton-snapshot-10000.yaml >/dev/null
  python3 Benchmarks/gen_themes.py 10000 /tmp/locbutton-snapshot-10000-widths.yaml --distinct-widths >/dev/null
  for theme in 10000 10000-widths; do
    for format in text json sarif junit github xcode html; do
      { "$bin" check "/tmp/locbutton-snapshot-$theme.yaml" --languages-from Locales/LocationButtonTitles.xcstrings \
          --format "$format" --color never | sha256sum; echo "status ${PIPESTATUS[0]}"; } > "$out/large-$theme.$format.sha256"
    done
  done
fi
