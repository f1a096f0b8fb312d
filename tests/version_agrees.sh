#!/usr/bin/env bash
# One version, the CMake project's (the top CMakeLists.txt): `rebelote --version`,
# `rebelote-cli --version`, the AppStream metainfo's newest <release> and debian/changelog's
# newest entry must all say it.
#
#   bash tests/version_agrees.sh VERSION SOURCE_DIR REBELOTE REBELOTE_CLI
#
# Ends with the line "N passed, M failed"; exit status 1 when anything disagrees.
set -uo pipefail
version=${1:?usage: version_agrees.sh VERSION SOURCE_DIR REBELOTE REBELOTE_CLI}
src=${2:?}
game=${3:?}
cli=${4:?}

passed=0
failed=0
check() { # WHAT SAID
  if [[ $2 == "$version" ]]; then
    passed=$((passed + 1))
    echo "ok: $1 says $version"
  else
    failed=$((failed + 1))
    echo "FAIL: $1 says '${2}', the project (CMakeLists.txt) $version"
  fi
}

# "Rebelote 0.1", "rebelote-cli 0.1": the name, then the version.
said=$("$game" --version 2>&1)
check "rebelote --version" "${said#Rebelote }"
said=$("$cli" --version 2>&1)
check "rebelote-cli --version" "${said#rebelote-cli }"

# The newest release is the highest version of the <release> elements (AppStream lists them
# newest first: the first one must be it too).
metainfo=$src/resources/io.github.rebelote.Rebelote.metainfo.xml
releases=$(sed -n 's/.*<release [^>]*version="\([^"]*\)".*/\1/p' "$metainfo")
newest=$(sort -V <<<"$releases" | tail -n1)
check "the metainfo's newest <release>" "$newest"
check "the metainfo's first <release>" "$(head -n1 <<<"$releases")"

# debian/changelog's first line: "rebelote (VERSION) unstable; urgency=medium". A native
# package's version is the project's; a Debian revision (-1) or an epoch (1:) would be left out.
changelog=$(sed -n '1s/^rebelote (\([^)]*\)).*/\1/p' "$src/debian/changelog")
changelog=${changelog#*:}
check "debian/changelog" "${changelog%-*}"

echo "$passed passed, $failed failed"
exit $((failed > 0))
