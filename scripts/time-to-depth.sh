#!/usr/bin/env bash
# Time to a fixed depth of native `dama` binaries, side by side: each binary searches every
# position of benches/dame-rs-positions.fen alone (`dama bestmove --depth DEPTH`), the binaries
# interleaved run by run; prints per binary the nodes and the total seconds of each run, sorted, so
# the middle one is the median. Speed only, never part of the tests; run it on an idle machine.
#
#   bash scripts/time-to-depth.sh DEPTH RUNS BINARY...
#
# The positions: International, plies 16, 36 and 60 of the first 12 games of
# docs/matches/international-hub__tmp_exp_odds.py-vs-hub__tmp_dame-venv_bin_dame_hub-40-500ms-seed28-odds1-e81c640.pdn.gz
# (the master against dame-rs; docs/matches/ left the tree after 6d8642f: `git show
# 6d8642f:docs/matches/NAME | zcat`), White or Black to move.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { echo "usage: bash scripts/time-to-depth.sh DEPTH RUNS BINARY..." >&2; exit 2; }
depth=$1 runs=$2
shift 2
declare -A times nodes
for _ in $(seq "$runs"); do
  for bin in "$@"; do
    start=$(date +%s.%N) total=0
    while read -r fen; do
      n=$("$bin" bestmove --variant international --fen "$fen" --depth "$depth" | sed -n 's/^nodes //p')
      total=$((total + n))
    done < benches/dame-rs-positions.fen
    end=$(date +%s.%N)
    times[$bin]+=" $(echo "$end - $start" | bc)"
    nodes[$bin]=$total
  done
done
for bin in "$@"; do
  echo "$bin: ${nodes[$bin]} nodes, seconds$(echo "${times[$bin]}" | tr ' ' '\n' | sort -n | tr '\n' ' ')"
done
