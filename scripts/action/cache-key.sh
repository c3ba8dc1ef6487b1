#!/usr/bin/env bash
# The action's cache key: the runner's system, the Swift compiler and a hash of everything the built
# tool is made of (the manifest, Sources/, Fonts/, Locales/), so a new version of the tool builds
# once and every later run on it restores the build. Prints `key=…` to $GITHUB_OUTPUT (stdout when
# it is unset). The action's own folder is no git checkout on a runner, so the files are hashed.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift_version=$( (swift --version 2>/dev/null || echo none) | head -n 1 | tr -cd 'A-Za-z0-9.-' )
sources=$(find Package.swift Sources Fonts Locales scripts/dev -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)
key="locbutton-$(uname -s)-$(uname -m)-$swift_version-$sources"
echo "key=$key" >> "${GITHUB_OUTPUT:-/dev/stdout}"
