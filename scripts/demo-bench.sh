#!/usr/bin/env bash
# The window's responsiveness while the bots think: `rebelote --demo` plays N deals of each
# preset (four computer players at the normal level, no pause between cards, so the bots
# think back to back) under a virtual X server, and prints the JSON line the game writes at
# exit (decision times; how late a 10 ms timer on the window's thread fired: "stallMs").
# Every deal is recorded and checked by `rebelote-cli score --check`.
#
#   bash scripts/demo-bench.sh [DEALS] [PACE]      (defaults: 20 deals, pace 0)
#
# Needs the `screenshots` packages (bash scripts/deps.sh screenshots) and a build in build/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
deals=${1:-20}
pace=${2:-0}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for preset in classic classic-no-annonces coinche coinche-montpellier; do
  HOME=$out XDG_CONFIG_HOME=$out/config XDG_DATA_HOME=$out/data \
    xvfb-run -a -s "-screen 0 1280x800x24" \
    build/app/rebelote --demo --preset "$preset" --seed 1 --deals "$deals" --pace "$pace" \
      --record "$out/$preset.jsonl" > "$out/$preset.json" 2> "$out/$preset.err" || {
        echo "$preset: rebelote failed:" >&2; cat "$out/$preset.err" >&2; exit 1; }
  build/cli/rebelote-cli score --check "$out/$preset.jsonl" > /dev/null
  echo "$preset $(cat "$out/$preset.json") records=$(wc -l < "$out/$preset.jsonl") score--check=ok"
done
