#!/usr/bin/env bash
# A source scan against its floor: `locbutton check APP` on a generated app, side by side with
# parsing the same Swift files with swift-syntax alone (`parse-floor`), as whole processes taking
# turns round after round (interleaved.py), plus each one's peak memory.
# Usage: Benchmarks/scan.sh [FILES=2400] [RUNS=10]   (from the repository root, after
# `swift build -c release --static-swift-stdlib --product locbutton`)
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-2400}
RUNS=${2:-10}
B=${LOCBUTTON:-.build/release/locbutton}
OUT=.build-perf/scan
swift build -c release --package-path Benchmarks --product parse-floor >&2
FLOOR="$(swift build -c release --package-path Benchmarks --show-bin-path)/parse-floor"
rm -rf "$OUT" && mkdir -p "$OUT"
python3 Benchmarks/make_app.py "$OUT/app" "$((N * 5 / 6))" >&2   # every fifth screen adds a controller
echo "$(find "$OUT/app" -name '*.swift' | wc -l) Swift files, $(du -sh "$OUT/app" | cut -f1)"
peak_mb() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk '/Maximum resident set size/ { printf "%.0f", $6 / 1024 }'; }
echo "peak MB: parse-floor $(peak_mb "$FLOOR" "$OUT/app"), locbutton $(peak_mb "$B" check "$OUT/app" --languages en)"
python3 Benchmarks/interleaved.py --runs "$RUNS" "$FLOOR $OUT/app" "$B check $OUT/app --languages en"
