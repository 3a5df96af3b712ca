#!/usr/bin/env bash
# Tunes an evaluation family on self-play games, for the games that have few or no real games
# (never part of the tests: it takes minutes).
#
#   bash scripts/tune-selfplay.sh FAMILY GAME... [-- TUNE OPTIONS]
#   e.g. bash scripts/tune-selfplay.sh soldiers sixteen-soldiers sixteen-soldiers-49
#
# For each GAME, `dama match` plays SELFPLAY_GAMES games (default 600) of level SELFPLAY_LEVEL
# (default 5) against itself from random openings of SELFPLAY_OPENING plies (default 6), seeded by
# SELFPLAY_SEED (default 7, so the same commit gives the same games), written to
# target/selfplay/GAME/selfplay.pdn; the real games of tests/data/games/GAME are added beside them.
# Then `dama tune --family FAMILY --games target/selfplay` fits the weights and prints them as Rust
# (paste them into src/draughts/weights.rs). Games already written are kept: delete target/selfplay to
# play them again.
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -ge 2 ] || { echo "usage: bash scripts/tune-selfplay.sh FAMILY GAME... [-- TUNE OPTIONS]" >&2; exit 2; }
family=$1
shift
games=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  games+=("$1")
  shift
done
[ "${1:-}" = -- ] && shift

cargo build --release --bin dama --quiet
dama=./target/release/dama
dir=target/selfplay
mkdir -p "$dir"
entries=()
for game in "${games[@]}"; do
  mkdir -p "$dir/$game"
  if [ ! -s "$dir/$game/selfplay.pdn" ]; then
    level=level:${SELFPLAY_LEVEL:-5}
    echo "== $game: ${SELFPLAY_GAMES:-600} games of $level against itself" >&2
    "$dama" match --variant "$game" --engine1 "$level" --engine2 "$level" \
      --games "${SELFPLAY_GAMES:-600}" --opening-plies "${SELFPLAY_OPENING:-6}" \
      --seed "${SELFPLAY_SEED:-7}" ${SELFPLAY_THREADS:+--threads "$SELFPLAY_THREADS"} \
      --pdn "$dir/$game/selfplay.tmp" >/dev/null
    mv "$dir/$game/selfplay.tmp" "$dir/$game/selfplay.pdn"
  fi
  entries+=("{\"file\": \"$game/selfplay.pdn\", \"variant\": \"$game\"}")
  for real in tests/data/games/"$game"/*.pdn; do
    [ -e "$real" ] || continue
    cp "$real" "$dir/$game/"
    entries+=("{\"file\": \"$game/$(basename "$real")\", \"variant\": \"$game\"}")
  done
done
{
  printf '{"description": "self-play and real games for dama tune (scripts/tune-selfplay.sh)",\n "files": [\n  '
  (IFS=','; printf '%s' "${entries[*]}" | sed 's/},{/},\n  {/g')
  printf '\n ]\n}\n'
} >"$dir/manifest.json"
"$dama" tune --family "$family" --games "$dir" "$@"
