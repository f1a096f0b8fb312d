#!/usr/bin/env bash
# The whole suite RUNS times in a row (`ctest -j2`) with a match between two normal players
# running beside it all along, as on a busy machine: issue 31's proof that no test depends on
# the machine's speed. One line a run (passed or FAILED, its seconds, the tests that failed),
# then the count; exit status 0 only if every run passed.
#
#   bash scripts/suite-repeat.sh [RUNS] [BUILD_DIR]      (defaults: 10, build)
#
# CTEST_ARGS (optional) is passed to ctest, e.g. CTEST_ARGS="-R tst_cards" to try the script.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${1:-10}
build=${2:-build}
out=$(mktemp -d)
"$build/cli/rebelote-cli" match --a normal --b normal --preset coinche --deals 1000000 --seed 1 > /dev/null 2>&1 &
match=$!
trap 'kill "$match" 2>/dev/null || true; rm -rf "$out"' EXIT
passed=0
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  # shellcheck disable=SC2086  # CTEST_ARGS is words on purpose
  if ctest --test-dir "$build" -j2 ${CTEST_ARGS:-} > "$out/run$i.log" 2>&1; then
    verdict=passed
    passed=$((passed + 1))
  else
    verdict=FAILED
  fi
  secs=$(($(date +%s) - start))
  failed=$(grep -E '^[[:space:]]+[0-9]+ - ' "$out/run$i.log" | sed 's/^[[:space:]]*//' | tr '\n' ' ' || true)
  echo "run $i: $verdict in $secs s${failed:+ (failed: $failed)}"
  kill -0 "$match" 2>/dev/null || { echo "suite-repeat: the match beside the suite stopped" >&2; exit 1; }
done
echo "$passed of $runs runs passed, a match running beside them"
[ "$passed" = "$runs" ]
