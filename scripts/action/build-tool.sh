#!/usr/bin/env bash
# Builds the tool into DIR as an artifact bundle (scripts/dev bundle): DIR/info.json names the
# executable; Fonts/ and Locales/ sit beside its bin/ folder, where it finds them.
set -euo pipefail
dir=${1:?usage: build-tool.sh DIR}
cd "$(dirname "$0")/../.."
scripts/dev bundle "$dir" >/dev/null
