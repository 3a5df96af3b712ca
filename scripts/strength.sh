#!/usr/bin/env bash
# The bot's strength, measured with `dama match` (never part of the tests: it takes hours).
#
#   bash scripts/strength.sh ladder [GAMES] [VARIANT...]
#                                              each level against the level below (default 200
#                                              games a pair; International and Russian; the
#                                              levels from 2 to LADDER_TOP, default 9)
#   bash scripts/strength.sh classic [GAMES]   the master against the classic alpha-beta bot at
#                                              depth 6 and the greedy bot, in every game
#                                              `dama games` lists (default 200 games a pair)
#   bash scripts/strength.sh pair VARIANT ENGINE1 ENGINE2 [GAMES]
#                                              one match; with SEED=N (N > 1) a part of a
#                                              longer one, its openings and choices drawn from
#                                              seed N (a part plays in a session where the whole
#                                              match would not fit)
#   bash scripts/strength.sh sum VARIANT ENGINE1 ENGINE2
#                                              adds up the parts of a match (the lines of
#                                              docs/strength.txt with a seed, same commit, and
#                                              the same MOVE_TIME or none) into one line
#
# One result line per match is appended to docs/strength.txt with the date, the build's commit, the
# seconds it took, the engines, the game, the result and, in brackets, what else the match was
# played with (the move time, the openings, the seed of a part: no bracket, seed 1). The games go to
# MATCH_DIR (default target/matches/, outside what git tracks), gzipped PDN, the commit ending the
# file's name; they are not kept in the repository: scripts/replay-match.sh plays a logged match
# again from its line. Our bots play on node budgets and a match is seeded, so the same commit gives
# the same figures and games on any machine and any number of threads (not so timed matches and
# external engines; see docs/strength.md). DAMA_BIN names a binary to use instead of building one
# (e.g. a copy kept while the sources change; DAMA_COMMIT names its commit: a label that is no
# commit, such as dr1-wip, cannot be replayed). MOVE_TIME=MS plays every move in MS milliseconds
# instead (timed matches, e.g. against a baseline binary run as a Hub engine:
# ENGINE2='hub:/path/dama hub'), which the load of the machine can sway: run them on an idle
# machine. THREADS=N plays N games at a time (default: one per core), e.g. THREADS=1 to leave a core
# for other work. OPENING_PLIES=N starts the games from random openings of N plies instead of `dama
# match`'s default 4; OPENINGS=FILE.pdn starts them from the games of a PDN file instead, each at
# its last move (GAMES defaults to each opening once with each colour; docs/openings/ holds the kept
# ones). The match's progress (every ten games) goes to standard error.
set -euo pipefail
cd "$(dirname "$0")/.."

suite=${1:-}
if [ "$suite" = pair ]; then games=${5:-}; else games=${2:-200}; fi
if [ -z "$games" ]; then
  # With an openings file, each opening once with each colour.
  if [ -n "${OPENINGS:-}" ]; then
    games=$((2 * $(grep -c '^\[Event ' "$OPENINGS" || true)))
    [ "$games" -gt 0 ] || { echo "$OPENINGS: no [Event] tag to count its games by: give GAMES" >&2; exit 2; }
  else
    games=200
  fi
fi
case "$suite" in
  ladder | classic) ;;
  pair | sum) [ $# -ge 4 ] || { echo "usage: bash scripts/strength.sh pair VARIANT ENGINE1 ENGINE2 [GAMES] | sum VARIANT ENGINE1 ENGINE2" >&2; exit 2; } ;;
  *) echo "usage: bash scripts/strength.sh ladder [GAMES] [VARIANT...] | classic [GAMES] | pair VARIANT ENGINE1 ENGINE2 [GAMES] | sum VARIANT ENGINE1 ENGINE2" >&2; exit 2 ;;
esac
log=docs/strength.txt
if [ -n "${DAMA_BIN:-}" ]; then
  dama=$DAMA_BIN
  commit=${DAMA_COMMIT:-$(basename "$dama")}
else
  cargo build --release --bin dama --quiet
  dama=./target/release/dama
  commit=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src || echo '+changes')
fi

seed=${SEED:-1}
match_dir=${MATCH_DIR:-target/matches}

play() {
  local variant=$1 engine1=$2 engine2=$3 start line pdn part=''
  start=$(date +%s)
  mkdir -p "$match_dir"
  [ "$seed" = 1 ] || part="-seed$seed"
  [ -z "${MOVE_TIME:-}" ] || part="-${MOVE_TIME}ms$part"
  [ -z "${OPENING_PLIES:-}" ] || part="-${OPENING_PLIES}plies$part"
  [ -z "${OPENINGS:-}" ] || part="-from-$(basename "$OPENINGS" .pdn)$part"
  # The commit in the name: a later match of the same engines never overwrites a kept one.
  pdn=$match_dir/$variant-${engine1//[:\/ ]/_}-vs-${engine2//[:\/ ]/_}-$games$part-${commit//[^A-Za-z0-9+._-]/_}.pdn
  local options=()
  [ -z "${MOVE_TIME:-}" ] || options=(--move-time "$MOVE_TIME")
  [ -z "${THREADS:-}" ] || options+=(--threads "$THREADS")
  [ -z "${OPENING_PLIES:-}" ] || options+=(--opening-plies "$OPENING_PLIES")
  [ -z "${OPENINGS:-}" ] || options+=(--openings "$OPENINGS")
  line=$("$dama" match --variant "$variant" --engine1 "$engine1" --engine2 "$engine2" \
    --games "$games" --seed "$seed" --pdn "$pdn" ${options[@]+"${options[@]}"})
  [ -z "${MOVE_TIME:-}" ] || line="$line [${MOVE_TIME} ms a move]"
  [ -z "${OPENING_PLIES:-}" ] || line="$line [${OPENING_PLIES} random opening plies]"
  [ -z "${OPENINGS:-}" ] || line="$line [openings: $OPENINGS]"
  [ "$seed" = 1 ] || line="$line [part: seed $seed]"
  gzip -f "$pdn"
  printf '%s %s %5ds  %s\n' "$(date -u +%F)" "$commit" $(($(date +%s) - start)) "$line" | tee -a "$log"
}

# The parts of a match (lines marked `[part: seed N]`) of this commit, added up into one line
# (scored by `dama score` of this checkout, or SCORE_BIN: a kept DAMA_BIN may predate it).
sum() {
  local variant=$1 engine1=$2 engine2=$3 totals scorer=${SCORE_BIN:-}
  if [ -z "$scorer" ]; then
    cargo build --release --bin dama --quiet
    scorer=./target/release/dama
  fi
  # A filter that matches nothing is no error here: the count of parts says so below.
  totals=$({ grep -F " $commit " "$log" || true; } | { grep -F "$engine1 vs $engine2 ($variant):" || true; } |
    { grep -F '[part: seed' || true; } |
    if [ -n "${MOVE_TIME:-}" ]; then grep -F "[${MOVE_TIME} ms a move]" || true; else grep -vF ' ms a move]' || true; fi |
    awk '{ for (i = 1; i <= NF; i++) { if ($i == "W") w += $(i + 1); if ($i == "D") d += $(i + 1);
           if ($i == "L") l += $(i + 1) }; s += $3; n++ }
         END { printf "%d %d %d %d %d", w, d, l, s, n }')
  read -r w d l seconds parts <<<"$totals"
  [ "$parts" -gt 0 ] || { echo "no parts of $engine1 vs $engine2 ($variant) at $commit in $log" >&2; exit 1; }
  printf '%s %s %5ds  %s vs %s (%s): %s [sum of %d parts]%s\n' "$(date -u +%F)" "$commit" "$seconds" \
    "$engine1" "$engine2" "$variant" "$("$scorer" score --wins "$w" --draws "$d" --losses "$l")" "$parts" \
    "${MOVE_TIME:+ [${MOVE_TIME} ms a move]}" | tee -a "$log"
}

case "$suite" in
  ladder)
    shift $(($# < 2 ? $# : 2))
    [ $# -gt 0 ] || set -- international russian
    for variant in "$@"; do
      for level in $(seq 2 "${LADDER_TOP:-9}"); do
        play "$variant" "level:$level" "level:$((level - 1))"
      done
    done
    ;;
  classic)
    for variant in $("$dama" games --names); do
      play "$variant" master greedy
      play "$variant" master alphabeta:6
    done
    ;;
  pair)
    play "$2" "$3" "$4"
    ;;
  sum)
    sum "$2" "$3" "$4"
    ;;
esac
