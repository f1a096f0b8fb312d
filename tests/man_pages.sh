#!/usr/bin/env bash
# The manual pages say what --help says (man/rebelote.6, man/rebelote-cli.6):
#   - rebelote(6) names every long option of `rebelote --help`, and no other;
#   - rebelote-cli(6) has a section (.SS) for every command of `rebelote-cli --help` and no
#     other, each naming every long option of `rebelote-cli help COMMAND` and no other, and
#     every subcommand of its usage lines (history list, bidding coinches...); its OPTIONS
#     name the options of `rebelote-cli --help`;
#   - man reads both without a warning (as lintian's manpage-has-errors-from-man does).
#
#   bash tests/man_pages.sh MAN_DIR REBELOTE REBELOTE_CLI
#
# Ends with the line "N passed, M failed"; exit status 1 when anything failed.
set -uo pipefail
man_dir=${1:?usage: man_pages.sh MAN_DIR REBELOTE REBELOTE_CLI}
game=${2:?}
cli=${3:?}

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $*"; }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# The long options of a text (--help's), one a line, sorted.
options_of_help() { grep -oE -- '--[a-z]([a-z-]*[a-z])?' | sort -u; }
# The long options of troff source (\-\-preset, \fB\-\-json\fR), its comments left out.
options_of_page() { grep -v '^\.\\"' | sed 's/\\-/-/g; s/\\f[BIRP]//g' | options_of_help; }
# The lines of a troff source from `.SS NAME` (or `.SH NAME`) up to the next .SS or .SH.
section() { # FILE MACRO NAME
  awk -v m="$2" -v n="$3" '
    ($1 == ".SS" || $1 == ".SH") { inside = ($1 == m && $2 == n); next }
    inside' "$1"
}
same() { # WHAT HELP PAGE
  local missing extra
  missing=$(comm -23 <(echo "$2") <(echo "$3") | tr '\n' ' ')
  extra=$(comm -13 <(echo "$2") <(echo "$3") | tr '\n' ' ')
  if [[ -z $missing && -z $extra ]]; then
    pass "$1: $(echo "$2" | tr '\n' ' ')"
  else
    fail "$1:${missing:+ missing from the page: $missing}${extra:+ not in --help: $extra}"
  fi
}

page=$man_dir/rebelote.6
help=$("$game" --help) || fail "rebelote --help failed"
same "rebelote(6) OPTIONS" "$(options_of_help <<<"$help")" "$(section "$page" .SH OPTIONS | options_of_page)"
same "rebelote(6) SYNOPSIS" "$(options_of_help <<<"$help" | grep -vx -- '--help-all')" \
  "$(section "$page" .SH SYNOPSIS | options_of_page)"

page=$man_dir/rebelote-cli.6
help=$("$cli" --help) || fail "rebelote-cli --help failed"
same "rebelote-cli(6) OPTIONS" "$(options_of_help <<<"$help" | grep -vx -- '--help')" \
  "$(section "$page" .SH OPTIONS | options_of_page | grep -vx -- '--help')"
commands=$(sed -n '/^Rebelote.*Commands:$/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p' <<<"$help" | sort)
[[ -n $commands ]] || fail "rebelote-cli --help lists no command"
same "rebelote-cli(6) commands" "$commands" "$(awk '$1 == ".SS" { print $2 }' "$page" | sort)"
for c in $commands; do
  text=$("$cli" help "$c") || fail "rebelote-cli help $c failed"
  body=$(section "$page" .SS "$c")
  same "rebelote-cli(6) $c" "$(options_of_help <<<"$text")" "$(options_of_page <<<"$body")"
  # Subcommands: the word after "rebelote-cli COMMAND" in the usage lines (a|b|c for several).
  for sub in $(sed -n "s/^\(usage:\)\? *rebelote-cli $c \([a-z|]*[a-z]\)\( .*\)\?$/\2/p" <<<"$text" | tr '|' ' '); do
    if grep -E '^\.B' <<<"$body" | grep -qw -- "$sub"; then
      pass "rebelote-cli(6) $c $sub"
    else
      fail "rebelote-cli(6) $c: the subcommand $sub is not in the page"
    fi
  done
done

# man's own check, as lintian runs it: every warning of groff fails.
for p in "$man_dir"/*.6; do
  if ! command -v man >/dev/null; then
    echo "skip: man is not installed (Debian package man-db)"
    break
  fi
  warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$p" 2>&1 >/dev/null)
  if [[ -z $warnings ]]; then pass "man --warnings $(basename "$p")"; else fail "man --warnings $(basename "$p"): $warnings"; fi
done

echo "$passed passed, $failed failed"
exit $((failed > 0))
