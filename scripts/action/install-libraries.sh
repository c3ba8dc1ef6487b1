#!/usr/bin/env bash
# The system libraries the tool links: the development packages to build it, or only the runtime
# libraries when a cached build is restored (usage: install-libraries.sh build|run).
set -euo pipefail
need=${1:-build}
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
if command -v apt-get >/dev/null 2>&1; then
  if [ "$need" = run ]; then packages=(libharfbuzz0b libfreetype6 libfribidi0 libxml2)
  else packages=(pkg-config libharfbuzz-dev libfreetype-dev libfribidi-dev); fi
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
elif command -v brew >/dev/null 2>&1; then
  for p in harfbuzz freetype fribidi; do brew list --versions "$p" >/dev/null 2>&1 || brew install "$p"; done
fi
