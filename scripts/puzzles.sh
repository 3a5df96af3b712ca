#!/usr/bin/env bash
# The puzzle sets of the page (src/puzzles/sets/FAMILY.json), made again by `dama puzzles` with
# the seed and time budgets they were made with (docs/puzzles.md), one family at a time on one thread;
# or, with `verify`, every shipped puzzle proved again by the engine (the ignored test of
# tests/search/puzzles.rs). Never part of the tests.
#
#   bash scripts/puzzles.sh [FAMILY...]     # default: draughts soldiers chess shogi
#   bash scripts/puzzles.sh verify
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = verify ]; then
  exec cargo test --release --test search -- --ignored puzzles_all_proved_again
fi

cargo build --release --bin dama
for family in "${@:-draughts soldiers chess shogi}"; do
  for f in $family; do
    # Shogi plays 12 games: its 13th self-play game of seed 1 holds a position whose searches
    # run for many minutes (docs/puzzles.md).
    case "$f" in soldiers) limits=(--seconds 300) ;; shogi) limits=(--seconds 600 --self-play 12) ;; *) limits=(--seconds 900) ;; esac
    echo "== $f" >&2
    "${CARGO_TARGET_DIR:-target}/release/dama" puzzles --family "$f" --seed 1 "${limits[@]}" --out "src/puzzles/sets/$f.json"
  done
done
for f in src/puzzles/sets/*.json; do
  echo "$f: $(gzip -9 -c "$f" | wc -c) bytes gzipped" >&2
done
