#!/usr/bin/env bash
# The three ways a team runs the gate without building it on every pull request, each tried from a
# fresh folder as a user would (docs/distribution.md):
#   1. the GitHub Action's steps (scripts/action/), run as a runner runs them: a cold run that
#      builds and caches the tool, then a warm run on a fresh runner that restores it (< 60 s);
#   2. the SwiftPM plugin over the artifact bundle the cold run built (PluginPackage/): the first
#      `swift package locbutton` in under 30 s, with the same report as the source build;
#   3. pre-commit's hook (.pre-commit-hooks.yaml) through `pre-commit try-repo`: a failing button
#      stops the commit with the report, the fixed one passes.
# Usage: scripts/test-distribution.sh [WORK]   (WORK: a scratch folder, default a new temporary one)
# The action's copy of this repository is its committed HEAD, as a runner downloads it.
# Ends with "N passed, N failed"; exit 1 when anything failed.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
commit="$(git -C "$repo" rev-parse HEAD)"   # both runs get the same version of the action
mkdir -p "$work"; work="$(cd "$work" && pwd)"
passed=0; failed=0
check() {  # check NAME CONDITION-COMMAND...
  local name=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "✔ $name"; else failed=$((failed + 1)); echo "✘ $name"; fi
}
now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$2 - $1:.1f}')"; }
less_than() { python3 -c "import sys; sys.exit(0 if $1 < $2 else 1)"; }

# A sample app: the SwiftUI fixture app (its buttons fail: exit 1 is expected).
app="$work/workspace"
rm -rf "$app" && mkdir -p "$app"
cp -R "$repo/Tests/LocationButtonScannerTests/Fixtures/Apps/TrailSwiftUI/." "$app/"

# --- 1. The action, cold then warm ---------------------------------------------------------------
cache_store="${CACHE_STORE:-$work/cache-service}"   # what actions/cache/restore and save talk to
mkdir -p "$cache_store"
run_action() {  # run_action NAME: one job on a fresh runner; prints hit=, status=, seconds=
  local name=$1 runner="$work/runner-$1"
  rm -rf "$runner" && mkdir -p "$runner/temp" "$runner/action"
  git -C "$repo" archive "$commit" | tar -x -C "$runner/action"   # the action as a runner downloads it
  export RUNNER_TEMP="$runner/temp" GITHUB_OUTPUT="$runner/output" GITHUB_ACTION_PATH="$runner/action"
  : > "$GITHUB_OUTPUT"
  local start; start=$(now)
  "$GITHUB_ACTION_PATH/scripts/action/cache-key.sh"
  local key; key=$(sed -n 's/^key=//p' "$GITHUB_OUTPUT")
  local hit=false
  if [ -f "$cache_store/$key.tar" ]; then tar -x -C "$RUNNER_TEMP" -f "$cache_store/$key.tar"; hit=true; fi
  "$GITHUB_ACTION_PATH/scripts/action/install-libraries.sh" "$([ $hit = true ] && echo run || echo build)"
  if [ $hit = false ]; then
    "$GITHUB_ACTION_PATH/scripts/action/build-tool.sh" "$RUNNER_TEMP/locbutton.artifactbundle" 2> "$runner/build.log"
    tar -c -C "$RUNNER_TEMP" -f "$cache_store/$key.tar" locbutton.artifactbundle
  fi
  local status
  (cd "$app" && LOCBUTTON_BUNDLE="$RUNNER_TEMP/locbutton.artifactbundle" INPUT_PATHS=. INPUT_FORMAT=github \
     INPUT_SARIF=locbutton.sarif INPUT_FAIL_ON=disabled "$GITHUB_ACTION_PATH/scripts/action/run-check.sh" \
     > "$runner/annotations.txt" 2> "$runner/stderr.txt")
  status=$?
  cp "$app/locbutton.sarif" "$runner/locbutton.sarif" 2>/dev/null
  echo "hit=$hit status=$status seconds=$(elapsed "$start" "$(now)")" | tee "$runner/summary"
  unset RUNNER_TEMP GITHUB_OUTPUT GITHUB_ACTION_PATH
}
echo "== the action, cold (builds the tool; several minutes)"
run_action cold
echo "== the action, warm (a fresh runner, the cache restored)"
run_action warm
cold="$work/runner-cold" warm="$work/runner-warm"
sarif_results() { python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['runs'][0]['results']))" "$1" 2>/dev/null; }
check "the cold run builds the tool (no cache yet)" grep -q "hit=false" "$cold/summary"
check "the warm run restores it" grep -q "hit=true" "$warm/summary"
check "the cold run exits 1 on the sample's disabled buttons" grep -q "status=1" "$cold/summary"
check "so does the warm run" grep -q "status=1" "$warm/summary"
check "the warm run leaves a SARIF report with results" test "$(sarif_results "$warm/locbutton.sarif")" -gt 0 2>/dev/null
check "cold and warm SARIF are byte-identical" cmp -s "$cold/locbutton.sarif" "$warm/locbutton.sarif"
check "the warm run's annotations name the sample's lines" grep -q "^::error file=" "$warm/annotations.txt"
warm_seconds=$(sed -n 's/.*seconds=//p' "$warm/summary")
check "the warm run takes under 60 s from start to SARIF ($warm_seconds s)" less_than "$warm_seconds" 60
bundle="$cold/temp/locbutton.artifactbundle"

# --- 2. The plugin over the artifact bundle -------------------------------------------------------
echo "== the SwiftPM plugin from the artifact bundle"
plugin="$work/plugin-package" consumer="$work/consumer"
rm -rf "$plugin" "$consumer"
cp -RL "$repo/PluginPackage" "$plugin"
cp -R "$bundle" "$plugin/locbutton.artifactbundle"
mkdir -p "$consumer/Sources"
cp -R "$app/Trail" "$consumer/Sources/Trail"   # the sample's sources, asset catalog and languages
cat > "$consumer/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Trail", defaultLocalization: "en", platforms: [.iOS(.v17)],
    dependencies: [.package(path: "$plugin")],
    targets: [.target(name: "Trail")])
EOF
start=$(now)
(cd "$consumer" && swift package locbutton > "$work/plugin.out" 2> "$work/plugin.err")
plugin_status=$?
plugin_seconds=$(elapsed "$start" "$(now)")
tool="$bundle/$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['artifacts']['locbutton']['variants'][0]['path'])" "$bundle/info.json")"
source_tool="$repo/.build/debug/locbutton"
[ -x "$source_tool" ] || source_tool="$(cd "$repo" && scripts/dev build 2>/dev/null)"
(cd "$consumer" && "$source_tool" check "$consumer" > "$work/source.out" 2>/dev/null)
check "the first 'swift package locbutton' fails the disabled buttons" test "$plugin_status" -ne 0
check "it takes under 30 s, the plugin's compilation included ($plugin_seconds s)" less_than "$plugin_seconds" 30
check "it prints the same report as the tool built from source" \
  test -s "$work/plugin.out" -a "$(grep -c DISABLED "$work/plugin.out")" -gt 0
check "  (byte for byte)" cmp -s "$work/plugin.out" "$work/source.out"
check "the bundled tool runs where it was unpacked (its fonts found)" "$tool" measure --title currentLocation --locale de --size 17

# --- 3. pre-commit --------------------------------------------------------------------------------
echo "== pre-commit try-repo"
if ! command -v pre-commit >/dev/null 2>&1; then python3 -m pip install --quiet pre-commit >/dev/null 2>&1; fi
if ! command -v pre-commit >/dev/null 2>&1; then
  echo "skipped: pre-commit could not be installed (python3 -m pip install pre-commit)"
else
  sample="$work/precommit-sample"
  rm -rf "$sample" && mkdir -p "$sample/App"
  git -C "$sample" init -q
  # Apple's default colors (white on systemBlue) pass the system's rule everywhere; faded by its
  # container to 0.3 the button fails it at every tap (docs/system-model.md): disabled, then fixed.
  cat > "$sample/App/locbutton.yaml" <<'EOF'
buttons:
  - id: find-me
    background: systemBlue
    foreground: white
    ancestorAlpha: 0.3
EOF
  git -C "$sample" add -A
  hook_path="$(dirname "$tool")"
  (cd "$sample" && PATH="$hook_path:$PATH" pre-commit try-repo "$repo" locbutton --files App/locbutton.yaml > "$work/precommit-fail.out" 2>&1)
  fail_status=$?
  sed -i 's/ancestorAlpha: 0.3/ancestorAlpha: 1/' "$sample/App/locbutton.yaml"
  (cd "$sample" && PATH="$hook_path:$PATH" pre-commit try-repo "$repo" locbutton --files App/locbutton.yaml > "$work/precommit-pass.out" 2>&1)
  pass_status=$?
  check "pre-commit stops a commit of the failing button" test "$fail_status" -ne 0
  check "  and shows the report" grep -q "DISABLED" "$work/precommit-fail.out"
  check "the fixed button passes" test "$pass_status" -eq 0
fi
echo
echo "action: cold $(sed -n 's/.*seconds=//p' "$cold/summary") s, warm $warm_seconds s; plugin's first run $plugin_seconds s"
echo "distribution: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
