#!/usr/bin/env bash
# A long duplicate match played in parts that survive interruption, then pooled.
#
#   bash scripts/long-match.sh DIR A B PRESET PAIRS [PART [MATCH-OPTION...]]
#
# Plays PAIRS deal pairs of A against B (levels or bot:COMMAND, as for rebelote-cli match)
# in parts of PART pairs (default 100), part k with seed k, each written to
# DIR/part-k.jsonl; then prints the summary pooled over every finished part
# (rebelote-cli match --pool). Run it again after an interruption: finished parts are kept,
# a part cut short is played again from its start. The binary is build/cli/rebelote-cli
# (REBELOTE_CLI to use another, e.g. a copy that later builds do not replace).
# Options after PART go to every part's match as they are; A or B given as - is left out,
# so that a mixed side is set by seat instead:
#   bash scripts/long-match.sh DIR - normal coinche 2000 100 --a-north normal --a-south heuristic
set -euo pipefail
if [ $# -lt 5 ]; then
    sed -n '2,12p' "$0" >&2
    exit 2
fi
dir=$1 a=$2 b=$3 preset=$4 pairs=$5 part=${6:-100}
shift $(( $# < 6 ? $# : 6 ))
sides=()
[ "$a" = - ] || sides+=(--a "$a")
[ "$b" = - ] || sides+=(--b "$b")
cli=${REBELOTE_CLI:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build/cli/rebelote-cli}
mkdir -p "$dir"
parts=$(( (pairs + part - 1) / part ))
files=()
for (( k = 1; k <= parts; k++ )); do
    n=$(( k < parts ? part : pairs - part * (parts - 1) ))
    file="$dir/part-$k.jsonl"
    files+=("$file")
    # A finished part has two records a pair.
    if [ -f "$file" ] && [ "$(wc -l < "$file")" -eq $(( 2 * n )) ]; then continue; fi
    echo "part $k of $parts: $n pairs, seed $k" >&2
    "$cli" match "${sides[@]}" "$@" --preset "$preset" --deals "$n" --seed "$k" --duplicate \
        --out "$file.tmp" > "$dir/part-$k.txt"
    mv "$file.tmp" "$file"
done
list=$(IFS=,; echo "${files[*]}")
"$cli" match --pool "$list"
