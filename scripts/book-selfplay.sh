#!/usr/bin/env bash
# Rebuilds the shipped opening books from the real games and self-play games (never part of the
# tests: it takes minutes a game).
#
#   bash scripts/book-selfplay.sh [GAME...]     (default: international english russian czech)
#
# The self-play games are played from the start, no random plies, by level BOOK_LEVEL (default 7)
# against itself: both sides take their opening moves from the book the binary ships, with the
# level's randomness among the moves the search finds sound, so the games follow the book's own
# lines, then search on past its end. Their positions reached in two different games or more (the
# builder counts a game replayed move for move once) extend the book beyond the real games' lines. They are kept, gzipped, in docs/books/GAME-selfplay.pdn.gz (with the
# command and commit that played them in docs/books/README.md); a game whose file is there is not
# played again (delete it, or set BOOK_REPLAY=1, to play it with this binary's book). Then
# `dama book --variant GAME --out src/draughts/books/GAME.book --games tests/data/games --games
# SELF-PLAY` writes the book.
set -euo pipefail
cd "$(dirname "$0")/.."

games=("$@")
[ ${#games[@]} -gt 0 ] || games=(international english russian czech)

cargo build --release --bin dama --quiet
mkdir -p docs/books target/books
# A copy of its own, so that a build while this runs does not change the binary halfway.
dama=./target/books/dama.$$
cp target/release/dama "$dama"
trap 'rm -f "$dama"' EXIT
for game in "${games[@]}"; do
  kept=docs/books/$game-selfplay.pdn.gz
  if [ ! -s "$kept" ] || [ -n "${BOOK_REPLAY:-}" ]; then
    level=level:${BOOK_LEVEL:-7}
    count=${BOOK_GAMES:-1000}
    echo "== $game: $count games of $level against itself from its book" >&2
    "$dama" match --variant "$game" --engine1 "$level" --engine2 "$level" --games "$count" \
      --opening-plies 0 --seed "${BOOK_SEED:-2001}" ${BOOK_THREADS:+--threads "$BOOK_THREADS"} \
      --pdn "target/books/$game-selfplay.pdn" >&2
    gzip -9n <"target/books/$game-selfplay.pdn" >"$kept"
  fi
  gunzip <"$kept" >"target/books/$game-selfplay.pdn"
  echo "== $game: the book" >&2
  "$dama" book --variant "$game" --out "src/draughts/books/$game.book" \
    --games tests/data/games --games "target/books/$game-selfplay.pdn"
done
