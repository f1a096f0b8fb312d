#!/usr/bin/env bash
# Builds Rebelote's Debian package, dist/rebelote_VERSION_ARCH.deb, the Debian way
# (debian/: dh with its CMake build system, dpkg-buildpackage -b -us -uc), after installing
# the packages it lacks (scripts/deps.sh package). Then, to install it:
#
#   sudo apt install ./dist/rebelote_*_amd64.deb
#
#   bash scripts/package.sh [--lintian]
#
# --lintian: also checks the package with lintian (--info --pedantic) and fails on any error
# or warning, as CI does.
# The sources are copied (git's files, with their changes not yet committed) into a scratch
# folder, build-deb/, and built there, so that the build's files stay out of the checkout and
# the package is the one a clean checkout gives. DEB_BUILD_OPTIONS is passed on.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

lintian=0
for a in "$@"; do
  case $a in
    --lintian) lintian=1 ;;
    *) sed -n '2,14p' "$0" >&2; exit 2 ;;
  esac
done

groups=(package)
((lintian)) && groups+=(lintian)
bash scripts/deps.sh "${groups[@]}"
for tool in dpkg-buildpackage dh dpkg-checkbuilddeps; do
  command -v "$tool" >/dev/null || { echo "package.sh: $tool is missing (bash scripts/deps.sh package)" >&2; exit 1; }
done
# debian/control's Build-Depends against what is installed: a package deps.sh forgot shows here.
dpkg-checkbuilddeps debian/control || { echo "package.sh: scripts/deps.sh lacks a build dependency" >&2; exit 1; }

# The scratch folder is always build-deb/ (left out of git by .gitignore's /build*/), made
# afresh: the same path every time, so that a ccache on the machine serves the next build.
work=$root/build-deb
src=$work/rebelote
rm -rf "$work"
mkdir -p "$src"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$src"
else
  tar --exclude=./build --exclude='./build-*' --exclude=./dist --exclude=./.git -cf - . | tar -xf - -C "$src"
fi
if [[ -z ${CMAKE_CXX_COMPILER_LAUNCHER:-} ]] && command -v ccache >/dev/null; then
  export CMAKE_CXX_COMPILER_LAUNCHER=ccache # CMake reads it when it configures
fi

start=$SECONDS
(cd "$src" && dpkg-buildpackage -b -us -uc -j"$(nproc)")
echo "package.sh: built in $((SECONDS - start)) s"

mkdir -p dist
version=$(dpkg-parsechangelog -l debian/changelog -S Version)
arch=$(dpkg-architecture -q DEB_HOST_ARCH)
for f in "$work"/rebelote_"$version"_"$arch".{deb,buildinfo,changes} "$work"/rebelote-dbgsym_"$version"_"$arch".deb; do
  if [[ -f $f ]]; then mv "$f" dist/; fi
done
rm -rf "$work"
deb=dist/rebelote_${version}_$arch.deb
echo "package.sh: $root/$deb"

# No build path compiled into the programs: strings finds neither the scratch folder nor the
# checkout in them.
unpacked=$(mktemp -d)
dpkg-deb -x "$deb" "$unpacked"
if strings -a "$unpacked"/usr/games/* | grep -F -e "$work" -e "$root"; then
  rm -rf "$unpacked"
  echo "package.sh: the binaries hold the build's path (above)" >&2
  exit 1
fi
rm -rf "$unpacked"
echo "package.sh: no build path in the binaries"

if ((lintian)); then
  # The package's .changes names the .deb and its build info: lintian checks them all.
  # Errors and warnings fail (--fail-on), the info and pedantic tags are shown.
  lintian --info --pedantic --fail-on error,warning "dist/rebelote_${version}_$arch.changes"
  echo "package.sh: lintian: no error, no warning"
fi
