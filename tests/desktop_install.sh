#!/usr/bin/env bash
# Rebelote as the desktop sees it: installs the build into a temporary prefix and checks that
# the executables, their manual pages, the desktop entry, the AppStream metainfo and the icon of every size are
# where desktops and software centres look for them, then validates the desktop entry
# (desktop-file-validate) and the metainfo (appstreamcli validate --no-net) when those tools
# are installed (scripts/deps.sh installs them).
#
#   bash tests/desktop_install.sh BUILD_DIR [CMAKE]
#
# Ends with the line "N passed, M failed"; exit status 1 when anything failed, 2 on a bad
# command line.
set -uo pipefail

build=${1:?usage: desktop_install.sh BUILD_DIR [CMAKE]}
cmake=${2:-cmake}
id=io.github.rebelote.Rebelote
sizes=(16 22 24 32 48 64 128 256)

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $*"; }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
finish() {
  echo "$passed passed, $failed failed"
  exit $((failed > 0))
}

[[ -d $build ]] || { echo "desktop_install.sh: no build directory $build" >&2; exit 2; }
prefix=$(mktemp -d "${TMPDIR:-/tmp}/rebelote-install.XXXXXX")
trap 'rm -rf "$prefix"' EXIT

if "$cmake" --install "$build" --prefix "$prefix" >"$prefix.log" 2>&1; then
  pass "cmake --install $build --prefix $prefix"
  rm -f "$prefix.log"
else
  cat "$prefix.log"
  rm -f "$prefix.log"
  fail "cmake --install $build --prefix $prefix"
  finish
fi

# GNUInstallDirs: bin and share, whatever the prefix.
bin=$prefix/bin
share=$prefix/share
for exe in rebelote rebelote-cli; do
  if [[ -f $bin/$exe && -x $bin/$exe ]]; then pass "bin/$exe"; else fail "bin/$exe is not installed, or not executable"; fi
done

# The manual pages, in section 6 as games' are (Debian's packaging compresses them).
for page in rebelote.6 rebelote-cli.6; do
  if [[ -s $share/man/man6/$page ]]; then pass "share/man/man6/$page"; else fail "share/man/man6/$page is not installed"; fi
done

desktop=$share/applications/$id.desktop
metainfo=$share/metainfo/$id.metainfo.xml
svg=$share/icons/hicolor/scalable/apps/$id.svg
for f in "$desktop" "$metainfo" "$svg"; do
  if [[ -s $f ]]; then pass "${f#"$prefix"/}"; else fail "${f#"$prefix"/} is missing or empty"; fi
done
if [[ -s $svg ]] && grep -q '<svg' "$svg"; then pass "the scalable icon is an SVG"; else fail "the scalable icon is not an SVG"; fi

# Each PNG is a PNG of its size: the signature, then the IHDR chunk's width and height.
png_size() { # FILE -> "WIDTHxHEIGHT", or nothing when the file is not a PNG
  local sig
  sig=$(od -An -tx1 -N8 "$1" | tr -d ' \n')
  [[ $sig == 89504e470d0a1a0a ]] || return
  local w h
  w=$(od -An -tu1 -j16 -N4 "$1" | awk '{ print (($1 * 256 + $2) * 256 + $3) * 256 + $4 }')
  h=$(od -An -tu1 -j20 -N4 "$1" | awk '{ print (($1 * 256 + $2) * 256 + $3) * 256 + $4 }')
  echo "${w}x$h"
}
for n in "${sizes[@]}"; do
  png=$share/icons/hicolor/${n}x$n/apps/$id.png
  if [[ ! -s $png ]]; then
    fail "${png#"$prefix"/} is missing"
  elif [[ $(png_size "$png") != "${n}x$n" ]]; then
    fail "${png#"$prefix"/} is not a ${n}x$n PNG ($(png_size "$png"))"
  else
    pass "${png#"$prefix"/} (${n}x$n)"
  fi
done

# The pieces name each other: the desktop entry starts an installed executable and names the
# installed icon; the metainfo launches the desktop entry.
if [[ -s $desktop ]]; then
  exec_line=$(sed -n 's/^Exec=//p' "$desktop" | head -n1)
  icon_line=$(sed -n 's/^Icon=//p' "$desktop" | head -n1)
  if [[ -x $bin/${exec_line%% *} ]]; then pass "Exec=$exec_line is installed"; else fail "Exec=$exec_line is not an installed executable"; fi
  if [[ $icon_line == "$id" ]]; then pass "Icon=$icon_line"; else fail "Icon=$icon_line, not $id"; fi
fi
if [[ -s $metainfo ]]; then
  if grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo"; then
    pass "the metainfo launches $id.desktop"
  else
    fail "the metainfo does not launch $id.desktop"
  fi
  if grep -q "<id>$id</id>" "$metainfo"; then pass "the metainfo's id is $id"; else fail "the metainfo's id is not $id"; fi
fi

# The validators. Their warnings fail the test as their errors do; appstreamcli's infos and
# pedantic notes do not.
if command -v desktop-file-validate >/dev/null; then
  if out=$(desktop-file-validate "$desktop" 2>&1) && ! grep -qiE 'error|warning' <<<"$out"; then
    pass "desktop-file-validate${out:+ ($out)}"
  else
    echo "$out"
    fail "desktop-file-validate $desktop"
  fi
else
  echo "skip: desktop-file-validate is not installed (Debian package desktop-file-utils)"
fi
if command -v appstreamcli >/dev/null; then
  if out=$(appstreamcli validate --no-net --no-color "$metainfo" 2>&1) && ! grep -qE '^[EW]:' <<<"$out"; then
    echo "$out"
    pass "appstreamcli validate --no-net"
  else
    echo "$out"
    fail "appstreamcli validate --no-net $metainfo"
  fi
else
  echo "skip: appstreamcli is not installed (Debian package appstream)"
fi

finish
