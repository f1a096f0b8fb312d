#!/usr/bin/env bash
# Installs the Debian 12 packages Rebelote needs, and only the ones that are missing.
#
#   bash scripts/deps.sh [GROUP...]
#
# Always: what building and testing needs. Extra groups, each optional:
#   decks        card decks found at run time (gnome-cards-data: aisleriot's SVG decks;
#                kdegames-card-data-kf5: KDE's)
#   fuzz         clang and its libFuzzer runtime, for -DREBELOTE_FUZZ=ON
#   screenshots  a virtual X server, `import` and xdotool, to play the real window without
#                a display (real key presses and clicks) and look at it; openbox, a window
#                manager for it (the monkey's WM=openbox runs)
#   package      what building the Debian package needs beyond the above (scripts/package.sh)
#   lintian      Debian's package checker (scripts/package.sh --lintian)
#   package-check  mmdebstrap, to make a bare Debian 12 root (scripts/package-check.sh)
#   all          every group above
# REBELOTE_DEPS adds groups the same way (REBELOTE_DEPS="fuzz decks").
# A missing required package is an error; a missing optional one only a warning.
set -euo pipefail

# Why each package is here:
#   build-essential     g++ and make
#   cmake, ninja-build  the build (CMake >= 3.22, Ninja generator)
#   qt6-base-dev        Qt6Config.cmake and the Core, Gui, Widgets and Test modules, moc;
#                       pulls qt6-qpa-plugins (the offscreen platform the GUI tests use)
#   qt6-svg-dev         Qt6SvgConfig.cmake (card faces are SVG). Debian 12's name for what
#                       other releases call libqt6svg6-dev, which here is no package at all.
#   libgl-dev           OpenGL headers: Qt6GuiConfig.cmake looks for them (WrapOpenGL)
#   fonts-dejavu-core   a font, so text is drawn on a machine without a desktop
#   zlib1g-dev          reads the decks' .svgz files to list the complete ones quickly
#   desktop-file-utils  desktop-file-validate: the desktop_install test validates the
#                       installed desktop entry
#   appstream           appstreamcli: the desktop_install test validates the installed
#                       AppStream metainfo
#   qt6-tools-dev       Qt6LinguistToolsConfig.cmake (qt_add_translations)
#   qt6-l10n-tools      lupdate and lrelease: the French .ts compiled to .qm at build time
#   libqt6sql6-sqlite   the QSQLITE driver: the history of every deal is an SQLite database
#                       (Qt SQL's headers come with qt6-base-dev)
#   qt6-charts-dev      Qt Charts: the history window's statistics
#   qt6-translations-l10n  Qt's own words in French (OK, Cancel, Close on dialog buttons)
#   libqt6opengl6-dev   Qt6OpenGL's CMake files, which Qt6ChartsConfig.cmake requires
#                       (Debian 12's qt6-charts-dev does not pull them in)
#   clang-format        the test `format`: every C++ file laid out as .clang-format says
#                       (version 14, Debian 12's: another version may lay out otherwise)
required=(build-essential cmake ninja-build qt6-base-dev qt6-svg-dev libgl-dev fonts-dejavu-core zlib1g-dev
          desktop-file-utils appstream qt6-tools-dev qt6-l10n-tools libqt6sql6-sqlite qt6-charts-dev
          libqt6opengl6-dev qt6-translations-l10n clang-format)

declare -A group=(
  [decks]="gnome-cards-data kdegames-card-data-kf5"
  # --no-install-recommends leaves out libclang-rt-14-dev, and with it libFuzzer.
  [fuzz]="clang libclang-rt-14-dev"
  [screenshots]="xvfb xauth imagemagick xdotool openbox"
  # debhelper: dh and its CMake build system (debian/rules); dpkg-dev: dpkg-buildpackage,
  # dpkg-buildflags, dpkg-checkbuilddeps; fakeroot is not needed (Rules-Requires-Root: no).
  [package]="debhelper dpkg-dev"
  [lintian]="lintian"
  [package-check]="mmdebstrap"
)

optional=()
for name in "$@" ${REBELOTE_DEPS:-}; do
  if [[ $name == all ]]; then
    names=("${!group[@]}")
  elif [[ -n ${group[$name]+set} ]]; then
    names=("$name")
  else
    echo "deps.sh: unknown group '$name' (known: ${!group[*]} all)" >&2
    exit 2
  fi
  for g in "${names[@]}"; do
    read -ra packages <<<"${group[$g]}"
    optional+=("${packages[@]}")
  done
done

if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
  echo "deps.sh: not a Debian system; install by hand: ${required[*]} ${optional[*]}" >&2
  exit 0
fi

missing() {
  local p
  for p in "$@"; do
    [[ $(dpkg-query -W -f='${Status}' "$p" 2>/dev/null) == "install ok installed" ]] || echo "$p"
  done
}

mapfile -t need < <(missing "${required[@]}")
mapfile -t want < <(missing "${optional[@]}")
((${#need[@]} + ${#want[@]})) || exit 0

if ((EUID == 0)); then
  as_root=()
elif command -v sudo >/dev/null; then
  as_root=(sudo)
elif ((${#need[@]})); then
  echo "deps.sh: missing ${need[*]}, and neither root nor sudo to install them" >&2
  exit 1
else
  echo "deps.sh: warning: optional ${want[*]} missing, and neither root nor sudo to install them" >&2
  exit 0
fi

apt_install() {
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "$@"
}

echo "deps.sh: installing ${need[*]} ${want[*]}"
# One broken source (a third-party repository) should not stop the install.
"${as_root[@]}" apt-get update || echo "deps.sh: warning: apt-get update failed; installing from the lists there are" >&2
if ((${#need[@]})); then
  apt_install "${need[@]}"
fi
if ((${#want[@]})) && ! apt_install "${want[@]}"; then
  echo "deps.sh: warning: could not install optional ${want[*]}; going on without them" >&2
fi
