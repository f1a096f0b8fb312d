#!/usr/bin/env bash
# Rebelote where it is installed, not where it was built: makes a bare Debian 12 root
# (mmdebstrap from Debian's archive, the essential packages and apt, nothing else), installs
# the package into it with apt, which must bring every dependency, and plays it there:
#
#   1. rebelote --version
#   2. rebelote --preset coinche --seed 1 --deals 0 under xvfb-run exits 0 (it quits once
#      the table is painted)
#   3. rebelote-cli selfplay --preset classic --deals 20, its records through
#      rebelote-cli score --check
#   4. the window in English and with LANGUAGE=fr (screenshots; the French differs)
#   5. man rebelote shows the page
#   6. the game, run as a player (not root), wrote only in the player's folders
#   7. apt purge rebelote leaves no file of the package behind (dpkg -L before, a search after)
#
# Each step is printed with its time. Needs root (chroot, mounts) and mmdebstrap
# (bash scripts/deps.sh package-check); downloads a Debian base system (about 200 MB with
# the game's dependencies). Not part of CI for that reason.
#
#   sudo bash scripts/package-check.sh [DEB] [SHOTS_DIR]
#
# DEB defaults to dist/rebelote_*_amd64.deb (scripts/package.sh). SHOTS_DIR receives the two
# screenshots (PNG when ImageMagick's convert is on this machine, else XWD). The mirror is
# REBELOTE_MIRROR (default http://deb.debian.org/debian); the root is removed at the end,
# unless KEEP_ROOT=1.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
deb=${1:-$(ls -t dist/rebelote_*_amd64.deb 2>/dev/null | head -n1)}
shots=${2:-$(mktemp -d "${TMPDIR:-/tmp}/rebelote-shots.XXXXXX")}
mirror=${REBELOTE_MIRROR:-http://deb.debian.org/debian}
security=${REBELOTE_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
[[ -f $deb ]] || { echo "package-check.sh: no package (bash scripts/package.sh builds dist/rebelote_*_amd64.deb)" >&2; exit 2; }
((EUID == 0)) || { echo "package-check.sh: needs root (chroot and mounts)" >&2; exit 2; }
command -v mmdebstrap >/dev/null || bash scripts/deps.sh package-check
command -v mmdebstrap >/dev/null || { echo "package-check.sh: mmdebstrap is missing" >&2; exit 1; }
mkdir -p "$shots"

root=$(mktemp -d "${TMPDIR:-/tmp}/rebelote-root.XXXXXX")
mounted=()
cleanup() {
  local m
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" 2>/dev/null || true; done
  if [[ ${KEEP_ROOT:-0} == 1 ]]; then echo "package-check.sh: the root is kept in $root"; else rm -rf "$root"; fi
}
trap cleanup EXIT

t0=$EPOCHREALTIME
since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
step() { # the step's name, then its command (in this shell)
  local name=$1
  shift
  local start=$EPOCHREALTIME
  echo "== $name"
  if "$@"; then
    echo "   ok in $(since "$start") s"
  else
    echo "   FAILED after $(since "$start") s"
    exit 1
  fi
}
# A command in the root, as root, with a clean environment.
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin:/usr/games HOME=/root LC_ALL=C.UTF-8 "$@"; }
# A command in the root as a player: nobody, with a home of its own and the XDG folders in it.
player_env=(HOME=/home/player XDG_CONFIG_HOME=/home/player/.config XDG_DATA_HOME=/home/player/.local/share
            XDG_CACHE_HOME=/home/player/.cache XDG_RUNTIME_DIR=/home/player/run LC_ALL=C.UTF-8)
# xvfb-run from display 745 up: the root does not see the lock files of this machine's own X
# servers (which share its abstract sockets), so it starts where none of them is likely to be.
xvfb=(xvfb-run -n 745 -a -s "-screen 0 1280x800x24")
as_player() { chroot --userspec=65534:65534 "$root" /usr/bin/env -i PATH=/usr/bin:/bin:/usr/games "${player_env[@]}" "$@"; }

bare_root() {
  # The essential packages and apt only (--variant=apt); bookworm with its updates and
  # security suites, as a Debian 12 machine has them.
  mmdebstrap --variant=apt --quiet bookworm "$root" \
    "deb $mirror bookworm main" "deb $mirror bookworm-updates main" "deb $security bookworm-security main"
  local d
  for d in proc sys dev dev/pts; do
    mkdir -p "$root/$d"
    case $d in
      proc) mount -t proc proc "$root/proc" ;;
      *) mount --bind "/$d" "$root/$d" ;;
    esac
    mounted+=("$root/$d")
  done
  echo "   $(in_root dpkg-query -W | wc -l) packages in the bare root"
}

# What the checks need and the package does not: a virtual X server and man.
tools() {
  in_root apt-get update -q >/dev/null # mmdebstrap leaves no package lists
  in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    xvfb xauth x11-apps man-db >/dev/null
}

install_deb() {
  cp "$deb" "$root/tmp/"
  local before after
  before=$(in_root dpkg-query -W | wc -l)
  # As a player would: apt, with the package's Recommends.
  in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "/tmp/$(basename "$deb")" >"$root/tmp/apt.log" ||
    { cat "$root/tmp/apt.log"; return 1; }
  after=$(in_root dpkg-query -W | wc -l)
  echo "   apt installed $((after - before)) packages with it"
  rm "$root/tmp/$(basename "$deb")"
  in_root dpkg -L rebelote >"$root/tmp/rebelote.list"
  echo "   $(wc -l <"$root/tmp/rebelote.list") paths of the package (dpkg -L)"
  mkdir -p "$root/home/player/run"
  chmod 700 "$root/home/player/run"
  chown -R 65534:65534 "$root/home/player"
  touch "$root/tmp/installed.stamp"
  sleep 1  # the files the game writes are newer than the stamp
}

version() {
  local said
  said=$(as_player rebelote --version)
  echo "   $said"
  [[ $said == "Rebelote $(dpkg-deb -f "$deb" Version)" ]]
}

table_shown() {
  as_player "${xvfb[@]}" rebelote --preset coinche --seed 1 --deals 0
}

selfplay() {
  as_player sh -c 'rebelote-cli selfplay --preset classic --deals 20 > /home/player/records.jsonl &&
                   rebelote-cli score --check /home/player/records.jsonl > /dev/null &&
                   echo "   $(wc -l < /home/player/records.jsonl) records, score --check: ok"'
}

# The window at South's first call, pace 0: in English, then in French, the same deal.
shot() { # LANGUAGE FILE
  # Settings and history of its own, so that the second start is not asked to resume the first.
  as_player env LANGUAGE="$1" XDG_CONFIG_HOME="/home/player/$2/config" XDG_DATA_HOME="/home/player/$2/data" \
    "${xvfb[@]}" sh -c "
    rebelote --preset coinche --seed 3 --pace 0 & game=\$!
    sleep 8
    xwd -root -silent > /home/player/$2.xwd
    kill \$game; wait \$game 2>/dev/null; true"
  cp "$root/home/player/$2.xwd" "$shots/"
  if command -v convert >/dev/null; then convert "xwd:$shots/$2.xwd" "$shots/$2.png" && rm "$shots/$2.xwd"; fi
}
french() {
  shot en window-en
  shot fr window-fr
  ls "$shots"/window-*
  if cmp -s "$root/home/player/window-en.xwd" "$root/home/player/window-fr.xwd"; then
    echo "   the window is the same with LANGUAGE=fr"
    return 1
  fi
  echo "   LANGUAGE=fr changes the window (look at the screenshots)"
}

man_page() {
  local page
  page=$(in_root env MANWIDTH=80 man -P cat rebelote 2>&1)
  head -n 4 <<<"$page" | sed 's/^/   /'
  grep -q '^NAME' <<<"$page" && grep -qE 'rebelote +- +French +Belote' <<<"$page" &&
    in_root man -w rebelote-cli | sed 's/^/   /'
}

# Every file changed since the package was installed, outside the player's home, the
# temporary folder and what the system changes by itself.
own_folders() {
  local written
  written=$(cd "$root" && find . -xdev -newer tmp/installed.stamp -type f \
    ! -path './home/player/*' ! -path './tmp/*' ! -path './proc/*' ! -path './var/cache/man/*' ! -path './root/*' |
    sed 's/^\.//')
  echo "   in the player's home: $(cd "$root/home/player" && find . -type f ! -name '*.xwd' ! -name records.jsonl | sed 's/^\.\///' | sort | tr '\n' ' ')"
  if [[ -n $written ]]; then
    echo "   written elsewhere:"
    sed 's/^/     /' <<<"$written"
    return 1
  fi
  echo "   nothing written outside the player's home"
}

purge() {
  in_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y -q rebelote >/dev/null
  local left=() p
  while read -r p; do
    [[ $p == /. ]] && continue # dpkg -L's first line, the root itself
    # The folders the package shares with others (/usr/bin, /usr/share/man/man6) stay; its
    # own files and its own folders must go.
    if [[ -e $root$p && ! -d $root$p ]] || { [[ -d $root$p ]] && [[ -z $(in_root dpkg -S "$p" 2>/dev/null) ]]; }; then
      left+=("$p")
    fi
  done <"$root/tmp/rebelote.list"
  # And a search of the whole root for anything named after it, the player's home aside.
  mapfile -t -O "${#left[@]}" left < <(cd "$root" && find . -xdev -iname '*rebelote*' ! -path './home/player/*' ! -path './tmp/*' | sed 's/^\.//')
  if ((${#left[@]})); then
    printf '   left behind: %s\n' "${left[@]}"
    return 1
  fi
  echo "   nothing of the package is left"
}

echo "package-check.sh: $deb in a bare Debian 12 root ($root)"
step "a bare Debian 12 root (mmdebstrap --variant=apt)" bare_root
step "the checks' tools in the root (xvfb, xauth, x11-apps, man-db)" tools
step "apt install ./$(basename "$deb")" install_deb
step "rebelote --version" version
step "rebelote --preset coinche --seed 1 --deals 0 under xvfb-run: the table shown" table_shown
step "rebelote-cli selfplay --preset classic --deals 20 | rebelote-cli score --check" selfplay
step "the window in English and in French (LANGUAGE=fr)" french
step "man rebelote" man_page
step "the game wrote only in the player's folders" own_folders
step "apt purge rebelote" purge
echo "package-check.sh: every step passed in $(since "$t0") s; screenshots in $shots"
