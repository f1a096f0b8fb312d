#!/usr/bin/env bash
# Installs what is missing, then configures (CMake, Ninja, Release) and builds into build/.
# Extra arguments go to the CMake configure step, e.g. -DREBELOTE_SANITIZE=ON.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/deps.sh

# A build/ left by another generator cannot be reconfigured with Ninja: start it again.
if [[ -f build/CMakeCache.txt ]] && ! grep -qx 'CMAKE_GENERATOR:INTERNAL=Ninja' build/CMakeCache.txt; then
  rm -rf build/CMakeCache.txt build/CMakeFiles
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build build -j"$(nproc)"
