#!/usr/bin/env bash
# No include loop inside a folder (issue 48): in each folder of the code (engine/, ai/, cli/,
# each folder of app/), a file x stands for x.h and x.cpp together, and x depends on y when
# either includes "folder/y.h". No two files of one folder may depend on each other, directly
# or through others: one of them could not be read, built or tested without the other, and a
# change to either rebuilds both. The loop found is named file by file, e.g.
#   FAIL: ai: montecarlo -> callevaluation -> montecarlo
# A loop listed in `known` below (folder, its files in loop order, why it stays for now) is
# reported and does not fail; a known loop that is gone fails, so that its line goes too.
#
#   bash tests/include_loops.sh SOURCE_DIR
#
# Ends with the line "N passed, M failed"; exit status 1 when anything failed.
set -uo pipefail
src=${1:?usage: include_loops.sh SOURCE_DIR}

# "folder|file -> ... -> file|why", the files as this script names the loop (it starts from
# the file first in alphabetical order).
known=()

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $*"; }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# The component a file is part of: its name without .h or .cpp, or x when its opening
# comment says it is a part of folder/x.h (a private header or a second .cpp of x: solverbits.h
# defines members of ai/solver.h's Solver). Such a part is x's alone: the files of any other
# component that include it fail (see parts_of).
component_of() { # FOLDER FILE
  local name part
  name=$(basename "$2")
  name=${name%.*}
  part=$(sed -n '/^[[:space:]]*#/q; s/^\/\/.*[Pp]art of \('"${1//\//\\/}"'\/[a-z0-9_]*\)\.h.*/\1/p' "$2" | head -n1)
  if [[ -n $part ]]; then echo "${part#"$1"/}"; else echo "$name"; fi
}

# "includer-component included-component included-file", one a line, for each include of the
# folder by a file of it: "folder/y.h", or "y.h" beside the file.
edges_of() { # FOLDER
  local folder=$1 file included
  declare -A comp=()
  for file in "$src/$folder"/*.h "$src/$folder"/*.cpp; do
    [[ -e $file ]] && comp[$(basename "$file")]=$(component_of "$folder" "$file")
  done
  for file in "$src/$folder"/*.h "$src/$folder"/*.cpp; do
    [[ -e $file ]] || continue
    sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file" |
      while read -r included; do
        case $included in
          "$folder"/*/*) continue ;;
          "$folder"/*.h) included=${included#"$folder"/} ;;
          */*) continue ;;
          *.h) ;;
          *) continue ;;
        esac
        echo "${comp[$(basename "$file")]} ${comp[$included]:-${included%.h}} $(basename "$file") $included"
      done
  done
}

# A part of x included by a file of another component: one a line.
parts_of() { # FOLDER
  local folder=$1
  edges_of "$folder" | while read -r from to includer included; do
    [[ $to != "${included%.h}" && $from != "$to" ]] &&
      echo "$includer includes $included, a part of $to.h: only $to's own files may"
  done
}

# The loops of one folder, one a line: "a -> b -> a". Each loop is a strongly connected set
# of components, named by the shortest way round it from its first one.
loops_of() { # FOLDER
  edges_of "$1" | awk '
    { if ($1 != $2) edge[$1, $2] = 1; node[$1] = 1; node[$2] = 1 }
    END {
      n = 0
      for (x in node) names[++n] = x
      # Sorted by name, for a stable report.
      for (i = 2; i <= n; ++i) for (j = i; j > 1 && names[j - 1] > names[j]; --j) {
        t = names[j]; names[j] = names[j - 1]; names[j - 1] = t
      }
      # What each file reaches (a folder has a few dozen files: the closure is cheap).
      for (i = 1; i <= n; ++i) for (j = 1; j <= n; ++j) reach[i, j] = ((names[i], names[j]) in edge)
      for (k = 1; k <= n; ++k) for (i = 1; i <= n; ++i) if (reach[i, k])
        for (j = 1; j <= n; ++j) if (reach[k, j]) reach[i, j] = 1
      for (s = 1; s <= n; ++s) {
        if (done[s] || !reach[s, s]) continue
        # The files of the loop: those that reach s and that s reaches.
        for (i = 1; i <= n; ++i) if (reach[s, i] && reach[i, s]) done[i] = 1
        # The shortest way from s back to s inside it, breadth first.
        split("", from); split("", seen)
        head = 1; tail = 1; queue[1] = s; end = 0
        while (head <= tail && !end) {
          v = queue[head++]
          for (w = 1; w <= n; ++w) {
            if (!((names[v], names[w]) in edge) || !(reach[w, s])) continue
            if (w == s) { end = v; break }
            if (w in seen) continue
            seen[w] = 1; from[w] = v; queue[++tail] = w
          }
        }
        path = names[s]
        for (v = end; v != s; v = from[v]) path = names[v] " -> " path
        print names[s] " -> " path
      }
    }'
}

folders=(engine ai cli app)
for dir in "$src"/app/*/; do folders+=("app/$(basename "$dir")"); done

declare -A expected=()
for line in "${known[@]}"; do
  IFS='|' read -r folder loop why <<<"$line"
  expected["$folder|$loop"]=$why
done

for folder in "${folders[@]}"; do
  while read -r line; do
    [[ -n $line ]] && fail "$folder: $line"
  done <<<"$(parts_of "$folder")"
  found=$(loops_of "$folder")
  if [[ -z $found ]]; then
    pass "$folder: no include loop"
    continue
  fi
  while read -r loop; do
    why=${expected["$folder|$loop"]-}
    if [[ -n $why ]]; then
      pass "$folder: known loop $loop ($why)"
      unset 'expected["$folder|$loop"]'
    else
      fail "$folder: $loop include each other (a small header for what they share, or a forward declaration, breaks it)"
    fi
  done <<<"$found"
done
for gone in "${!expected[@]}"; do
  fail "${gone%%|*}: the known loop ${gone#*|} is not there any more: remove its line from tests/include_loops.sh"
done

echo "$passed passed, $failed failed"
exit $((failed > 0))
