#!/usr/bin/env bash
# Where a game was won or let go: the master searches each position one player was to move in
# (`dama replay --positions`, then `dama bestmove`) and prints per move the ply, the move played,
# the move it prefers, its score for that player (hundredths of a man) and the depth. Scores of
# the positions alone: the move counters and the positions before are not in a FEN, so a move
# limit or a repetition near shows only in the game. Analysis only, never part of the tests.
#
#   bash scripts/game-scores.sh GAMES.pdn[.gz] ROUND PLAYER [MS] [FROM_PLY]
#
# ROUND is the game's Round tag, PLAYER its White or Black tag (as `dama match` writes them,
# e.g. level:9), MS the thinking time a move (default 500), FROM_PLY the first ply searched.
# DAMA_BIN names the binary (default: built from the sources); VARIANT the game (default
# International).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { echo "usage: bash scripts/game-scores.sh GAMES.pdn[.gz] ROUND PLAYER [MS] [FROM_PLY]" >&2; exit 2; }
file=$1 round=$2 player=$3 ms=${4:-500} from=${5:-1}
variant=${VARIANT:-international}
[ -r "$file" ] || { echo "cannot read $file" >&2; exit 2; }
[[ "$ms" =~ ^[0-9]+$ && "$from" =~ ^[0-9]+$ ]] || { echo "MS and FROM_PLY are whole numbers: got $ms and $from" >&2; exit 2; }
if [ -n "${DAMA_BIN:-}" ]; then
  dama=$DAMA_BIN
else
  cargo build --release --bin dama --quiet
  dama=./target/release/dama
fi
case "$file" in
  *.gz) read_games() { zcat -- "$file"; } ;;
  *) read_games() { cat -- "$file"; } ;;
esac
# The game's own line, then its moves' lines (they begin with a tab, which `read` drops).
lines=$(read_games | "$dama" replay - --positions --variant "$variant" \
  | awk -F'\t' -v r="$round" '$1 != "" { on = ($1 == r) } on')
[ -n "$lines" ] || { echo "$file: no game with Round \"$round\"" >&2; exit 2; }
IFS=$'\t' read -r _ white black _ <<< "$(head -n 1 <<< "$lines")"
case "$player" in
  "$white") side=W ;;
  "$black") side=B ;;
  *) echo "$player plays no side of round $round ($white against $black)" >&2; exit 2 ;;
esac
head -n 1 <<< "$lines"
echo -e "ply\tplayed\tpreferred\tscore\tdepth"
tail -n +2 <<< "$lines" | while IFS=$'\t' read -r ply move fen; do
  [ "${fen:0:1}" = "$side" ] && [ "$ply" -ge "$from" ] || continue
  answer=$("$dama" bestmove --variant "$variant" --fen "$fen" --time "$ms")
  best=$(sed -n 1p <<< "$answer")
  score=$(sed -n 's/^score //p' <<< "$answer")
  depth=$(sed -n 's/^depth //p' <<< "$answer")
  echo -e "$ply\t$move\t$best\t$score\t$depth"
done
