#!/usr/bin/env bash
# Runs `locbutton check` as the action's inputs say (INPUT_* variables, as the action passes them):
# the annotations on stdout, the SARIF at INPUT_SARIF for upload-sarif; exits as `check` does.
set -euo pipefail
bundle=${LOCBUTTON_BUNDLE:?set LOCBUTTON_BUNDLE to the built artifact bundle}
tool=$(python3 - "$bundle/info.json" <<'PY'
import json, sys
info = json.load(open(sys.argv[1]))
print(info["artifacts"]["locbutton"]["variants"][0]["path"])
PY
)
args=(check)
read -r -a paths <<< "${INPUT_PATHS:-.}"
args+=("${paths[@]}")
args+=(--format "${INPUT_FORMAT:-github}" --fail-on "${INPUT_FAIL_ON:-disabled}")
[ -n "${INPUT_SARIF:-}" ] && args+=(--report "sarif=$INPUT_SARIF")
[ -n "${INPUT_BASELINE:-}" ] && args+=(--baseline "$INPUT_BASELINE")
if [ -n "${INPUT_ARGS:-}" ]; then read -r -a extra <<< "$INPUT_ARGS"; args+=("${extra[@]}"); fi
[ -n "${GITHUB_OUTPUT:-}" ] && [ -n "${INPUT_SARIF:-}" ] && echo "sarif=$INPUT_SARIF" >> "$GITHUB_OUTPUT"
exec "$bundle/$tool" "${args[@]}"
