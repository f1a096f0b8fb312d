#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test. Exit code: CTest's.
# Arguments go to ctest, e.g. bash scripts/test.sh -R rules
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/build.sh
exec ctest --test-dir build --output-on-failure --no-tests=error -j2 "$@"
