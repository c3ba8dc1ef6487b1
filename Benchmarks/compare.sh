#!/usr/bin/env bash
# Side-by-side benchmark: `locbutton check` against Benchmarks/baseline.py (uharfbuzz + coloraide)
# on generated themes, every language of the title catalog, four appearances, twelve sizes.
# Usage: Benchmarks/compare.sh [OUT_DIR]   (from the repository root, after `swift build -c release
# --static-swift-stdlib`, the release build on Linux: the Swift runtime and Foundation linked in)
# Needs hyperfine, GNU time (/usr/bin/time) and `pip install uharfbuzz coloraide numpy pyyaml`.
# Exits 1, naming the theme and both summaries, when locbutton's summary and the script's differ.
# Environment: LOCBUTTON (binary, default .build/release/locbutton), SIZES (default "10 10000"),
# RUNS (hyperfine runs per command, default 5), WARMUP (default 1), WORST (0 skips the
# every-width-different case).
set -euo pipefail
cd "$(dirname "$0")/.."
B=${LOCBUTTON:-.build/release/locbutton}
OUT=${1:-.build-perf/bench}
SIZES=${SIZES:-10 10000}
RUNS=${RUNS:-5}
LANGS=(--languages-from Locales/LocationButtonTitles.xcstrings)
mkdir -p "$OUT"

peak_mb() {  # peak resident memory of a whole process, in MB
    /usr/bin/time -v "$@" 2>&1 >/dev/null | awk '/Maximum resident set size/ { printf "%.0f", $6 / 1024 }'
}

themes=()
for n in $SIZES; do
    python3 Benchmarks/gen_themes.py "$n" "$OUT/theme-$n.yaml"
    themes+=("$n")
done
# Worst case: every button its own width, so no two buttons share a text layout.
last=${SIZES##* }
if [ "${WORST:-1}" != 0 ]; then
    python3 Benchmarks/gen_themes.py "$last" "$OUT/theme-$last-widths.yaml" --distinct-widths
    themes+=("$last-widths")
fi

# The script measures and judges each text cell as the tool does (widths to 0.0001 pt), on a small theme.
python3 Benchmarks/gen_themes.py 10 "$OUT/theme-cells.yaml"
python3 Benchmarks/check_widths.py "$OUT/theme-cells.yaml" --locbutton "$B"

printf '%-14s %s\n' theme "summary (identical for locbutton and baseline.py)" > "$OUT/summary.txt"
for t in "${themes[@]}"; do
    theme="$OUT/theme-$t.yaml"
    # Same summary (combinations, verdict counts, failing buttons), or the comparison is void. The
    # closing line's note on buttons that pass with findings ("(N passed with findings ...)") is
    # the tool's alone: the script counts what passes and fails.
    tool=$("$B" check "$theme" "${LANGS[@]}" | grep -E '^[0-9]+ (buttons, |passed, )' | sed -E 's/ \([0-9]+ passed with findings[^)]*\)$//' \
        | paste -sd ';' - | sed 's/;/; /' || true)
    base=$(python3 Benchmarks/baseline.py "$theme" | paste -sd ';' - | sed 's/;/; /')
    if [ -z "$tool" ] || [ "$tool" != "$base" ]; then
        printf 'compare.sh: theme %s: the summaries differ, the comparison is void\n  locbutton:   %s\n  baseline.py: %s\n' \
            "$t" "${tool:-(no summary line)}" "$base" >&2
        exit 1
    fi
    printf '%-14s %s\n' "$t" "$tool" >> "$OUT/summary.txt"
    hyperfine --style basic --warmup "${WARMUP:-1}" --runs "$RUNS" -i --export-json "$OUT/hyperfine-$t.json" \
        -n "locbutton $t" "$B check $theme ${LANGS[*]} > /dev/null" \
        -n "python $t" "python3 Benchmarks/baseline.py $theme" \
        -n "locbutton json $t" "$B check $theme ${LANGS[*]} --format json > /dev/null"
    printf '%-14s peak MB: locbutton %s, python %s, locbutton json %s\n' "$t" \
        "$(peak_mb "$B" check "$theme" "${LANGS[@]}")" "$(peak_mb python3 Benchmarks/baseline.py "$theme")" \
        "$(peak_mb "$B" check "$theme" "${LANGS[@]}" --format json)" >> "$OUT/summary.txt"
done
python3 - "$OUT" "${themes[@]}" >> "$OUT/summary.txt" <<'PY'
import json, sys
out, themes = sys.argv[1], sys.argv[2:]
print("wall = mean elapsed; cpu = mean user + system (less disturbed by other load on the machine)")
print(f"{'theme':14} {'locbutton':>10} {'python':>10} {'ratio':>6} {'cpu':>8} {'cpu':>8} {'ratio':>6} {'json':>9}")
for t in themes:
    r = {x["command"].split()[0] + (" json" if "json" in x["command"] else ""): x for x in json.load(open(f"{out}/hyperfine-{t}.json"))["results"]}
    tool, py, js = r["locbutton"], r["python"], r["locbutton json"]
    cpu = lambda x: x["user"] + x["system"]
    print(f"{t:14} {tool['mean']:9.3f}s {py['mean']:9.3f}s {py['mean'] / tool['mean']:5.1f}x "
          f"{cpu(tool):7.3f}s {cpu(py):7.3f}s {cpu(py) / cpu(tool):5.1f}x {js['mean']:8.3f}s")
PY
cat "$OUT/summary.txt"
