#!/usr/bin/env bash
# Whether every C++ file of the tree follows .clang-format (clang-format 14, Debian 12's).
#
#   bash scripts/check-format.sh          lists the files that do not, with the first lines
#                                         that would move; exit 1 if any
#   bash scripts/check-format.sh --fix    lays them out
#
# The files are git's (tracked .cpp and .h); outside a git checkout, every .cpp and .h under
# engine ai app cli tests resources. The test `format` runs it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cf=${CLANG_FORMAT:-clang-format}
if ! command -v "$cf" >/dev/null; then
    echo "check-format.sh: $cf not found (bash scripts/deps.sh installs it)" >&2
    exit 2
fi
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files '*.cpp' '*.h')
else
    mapfile -t files < <(find engine ai app cli tests resources -name '*.cpp' -o -name '*.h' | sort)
fi
if [[ ${1:-} == --fix ]]; then
    "$cf" -i "${files[@]}"
    exit 0
fi
bad=0
for f in "${files[@]}"; do
    if ! out=$("$cf" "$f" | diff -u "$f" - 2>&1); then
        echo "$f: not as .clang-format lays it out:"
        echo "$out" | sed -n '3,12p'
        bad=$((bad + 1))
    fi
done
if ((bad)); then
    echo "$bad file(s) not formatted: bash scripts/check-format.sh --fix" >&2
    exit 1
fi
echo "${#files[@]} files follow .clang-format"
