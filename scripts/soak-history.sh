#!/usr/bin/env bash
# The history's soak (issue 32, docs/history.md "Soak"): 200 kill -9 of a recorded game,
# 50 of them with another program holding the file's write lock for 0 to 10 s, each followed
# by the checks of a resume. Builds what it needs, then runs tests/soak_history at a low
# priority (nice 10), one player at a time: it keeps about one core busy.
#
#   bash scripts/soak-history.sh [SOAK-OPTION...]     e.g. --seed 2, --rounds 20 --locked 5, --json
#
# The figures go to standard output, a line a round to standard error. The work folder is
# removed unless a check fails (then its path is printed; --dir DIR keeps it).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${REBELOTE_BUILD:-$root/build}
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build" -j2 --target soak_history
exec nice -n 10 "$build/tests/soak_history" "$@"
