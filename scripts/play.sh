#!/usr/bin/env bash
# Installs what is missing (card decks too, if it can), builds, and starts the game.
# Arguments go to the game: bash scripts/play.sh --help
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

REBELOTE_DEPS="${REBELOTE_DEPS:-} decks" bash scripts/build.sh
exec build/app/rebelote "$@"
