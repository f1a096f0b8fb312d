#!/usr/bin/env bash
# The game's own command line, run as a person or a script would: `rebelote --demo` plays
# deals of every preset at the window (Qt's offscreen platform), every record `--record`
# writes passes `rebelote-cli score --check`, the exit line is the JSON the README names,
# and a bad option or value is one line on standard error with exit status 2.
#
#   tests/game_commandline.sh REBELOTE REBELOTE_CLI
set -euo pipefail
game=$1 cli=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -m 700 "$work/runtime"
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work/runtime QT_QPA_PLATFORM=offscreen
fail() { echo "FAIL: $*" >&2; exit 1; }

for preset in classic classic-no-annonces coinche coinche-montpellier; do
  "$game" --demo --preset "$preset" --seed 5 --deals 2 --pace 0 --record "$work/$preset.jsonl" \
    > "$work/$preset.out" 2> "$work/$preset.err" || fail "$preset: exit status $?: $(cat "$work/$preset.err")"
  [ "$(wc -l < "$work/$preset.jsonl")" -eq 2 ] || fail "$preset: $(wc -l < "$work/$preset.jsonl") records, 2 expected"
  "$cli" score --check "$work/$preset.jsonl" > /dev/null || fail "$preset: score --check refused a record"
  grep -Eq '^\{"deals":2,"decisionMs":\{.*\},"stallMs":\{"max":[0-9.e+-]+,"p99":[0-9.e+-]+\}\}$' "$work/$preset.out" \
    || fail "$preset: exit line: $(cat "$work/$preset.out")"
  echo "ok $preset: 2 deals recorded and checked; $(cat "$work/$preset.out")"
done

# --options over a preset, and --deals 0 (quits once the table is shown).
"$game" --preset coinche --options '{"sansToutAtout": true}' --seed 2 --deals 0 > /dev/null 2>&1 \
  || fail "--options with --deals 0"

bad() {  # bad ARGS...: exit status 2 and exactly one line on standard error
  local status=0
  "$game" "$@" > "$work/bad.out" 2> "$work/bad.err" || status=$?
  [ "$status" -eq 2 ] || fail "rebelote $*: exit status $status, 2 expected"
  [ "$(grep -c . "$work/bad.err")" -eq 1 ] || fail "rebelote $*: stderr is not one line: $(cat "$work/bad.err")"
  echo "ok refused: rebelote $* -> $(cat "$work/bad.err")"
}
bad --preset nonsense
bad --options '{"mustUndertrump": 3}'
bad --options 'not json'
bad --seed -4
bad --deals many
bad --pace -1
bad --no-such-option
bad --record /nonexistent-dir/x.jsonl
echo "13 passed, 0 failed"
