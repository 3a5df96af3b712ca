#!/usr/bin/env bash
# Endurance test (never part of the tests or CI): GAMES games (default 10,000) of `dama match`
# spread over all nine games and over pairings of the fast alpha-beta levels (level:1-4) and
# every Monte Carlo level (mcts:1-9): each level against the next, and level:N against mcts:N.
# It must end with 0 panics, 0 illegal moves (no game lost by an engine's fault at all), 0 hangs
# and every match's game count right.
#
#   bash scripts/endurance.sh [GAMES]
#
# The 10,000 games take about 23 minutes on two cores with a build running beside them (2
# threads, the default; ENDURANCE_THREADS=1 for one); the slowest pairing, mcts:8 vs mcts:9, is a
# third of it. The release binary is built once and copied, so a rebuild during the run changes
# nothing (DAMA_BIN names a binary to use instead, DAMA_COMMIT the build it is). Each match runs
# under `timeout` (a hang is the timeout firing; ENDURANCE_TIMEOUT=SECONDS overrides every
# match's limit), with --pdn into a temporary folder that is kept with every match's output and
# command for inspection. `dama match` plays each move an engine returns through
# Game::play, which checks it against the legal moves: an illegal move loses the game by forfeit
# ("illegal move ... from engine N", counted in the summary line), and a panic in a game ends the
# match with status 2 and a message naming the game.
#
# Prints one line per match, then tables per game and per pairing (games, W/D/L from engine 1's
# side, forfeits, wall time) and the totals, which are also appended to docs/endurance.txt with
# the commit and the date. Exits 1 if anything went wrong.
set -euo pipefail
cd "$(dirname "$0")/.."

total=${1:-10000}
threads=${ENDURANCE_THREADS:-2}
case "$total" in '' | *[!0-9]* | 0) echo "usage: bash scripts/endurance.sh [GAMES]" >&2; exit 2 ;; esac
case "$threads" in 1 | 2) ;; *) echo "endurance: ENDURANCE_THREADS must be 1 or 2" >&2; exit 2 ;; esac
case "${ENDURANCE_TIMEOUT:-1}" in '' | *[!0-9]* | 0) echo "endurance: ENDURANCE_TIMEOUT must be seconds" >&2; exit 2 ;; esac

# Pairings: engine 1, engine 2, weight (games out of 1,111 per game at 10,000 games) and about
# the most milliseconds one game took on one core over the games; 300 s plus 20 times that
# per game is the match's time limit (ENDURANCE_TIMEOUT=SECONDS sets one for every match).
pairings=(
  "level:1 level:2 126 5"
  "level:2 level:3 150 20"
  "level:3 level:4 150 60"
  "mcts:1 mcts:2 150 10"
  "mcts:2 mcts:3 120 25"
  "mcts:3 mcts:4 100 60"
  "mcts:4 mcts:5 80 150"
  "mcts:5 mcts:6 50 400"
  "mcts:6 mcts:7 24 1000"
  "mcts:7 mcts:8 16 2500"
  "mcts:8 mcts:9 8 12000"
  "level:1 mcts:1 40 10"
  "level:2 mcts:2 40 20"
  "level:3 mcts:3 30 40"
  "level:4 mcts:4 27 80"
)

if [ -n "${DAMA_BIN:-}" ]; then
  src=$DAMA_BIN
  commit=${DAMA_COMMIT:-$(basename "$src")}
else
  cargo build --release --bin dama --quiet
  src=target/release/dama
  commit=$(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo '+changes')
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/dama-endurance.XXXXXX")
cp "$src" "$dir/dama"
dama=$dir/dama
# Every game the engine plays (ENDURANCE_GAMES="a b" for some of them).
read -r -a variants <<<"${ENDURANCE_GAMES:-$("$dama" games --names | tr '\n' ' ')}"

# Games per match: the weights scaled to `total`, the rest spread over level:1 vs level:2.
sum_w=0
for p in "${pairings[@]}"; do
  read -r _ _ w _ <<<"$p"
  sum_w=$((sum_w + w))
done
nv=${#variants[@]}
declare -A count
given=0
for v in "${variants[@]}"; do
  for i in "${!pairings[@]}"; do
    read -r _ _ w _ <<<"${pairings[$i]}"
    count[$v,$i]=$((total * w / (nv * sum_w)))
    given=$((given + count[$v,$i]))
  done
done
rest=$((total - given))
for k in "${!variants[@]}"; do
  v=${variants[$k]}
  count[$v,0]=$((count[$v,0] + rest / nv + (k < rest % nv ? 1 : 0)))
done

# Milliseconds since the epoch, and milliseconds as seconds with one decimal.
now_ms() {
  local t=${EPOCHREALTIME/[.,]/}
  echo $((t / 1000))
}
secs() { echo "$(($1 / 1000)).$(($1 % 1000 / 100))"; }

declare -A vg vw vd vl vf vt pg pw pd pl pf pt
panics=0 illegal=0 forfeits=0 hangs=0 errors=0 bad_counts=0 played=0
matches=0
for v in "${variants[@]}"; do
  for i in "${!pairings[@]}"; do
    [ "${count[$v,$i]}" -gt 0 ] && matches=$((matches + 1))
  done
done

echo "endurance: $total games in $matches matches on $threads thread(s), build $commit; games and logs in $dir"
start_all=$(now_ms)
n=0
for v in "${variants[@]}"; do
  for i in "${!pairings[@]}"; do
    games=${count[$v,$i]}
    [ "$games" -gt 0 ] || continue
    read -r e1 e2 _ ms <<<"${pairings[$i]}"
    n=$((n + 1))
    name=$(printf '%03d-%s-%s-%s' "$n" "$v" "${e1/:/}" "${e2/:/}")
    limit=${ENDURANCE_TIMEOUT:-$((300 + ms * games * 20 / 1000))}
    cmd=("$dama" match --variant "$v" --engine1 "$e1" --engine2 "$e2" --games "$games"
      --threads "$threads" --seed "$n" --pdn "$dir/$name.pdn")
    printf '%q ' timeout "$limit" "${cmd[@]}" >"$dir/$name.cmd"
    t0=$(now_ms)
    status=0
    timeout --kill-after=30 "$limit" "${cmd[@]}" >"$dir/$name.out" 2>"$dir/$name.err" || status=$?
    t=$(($(now_ms) - t0))

    line=$(tail -n 1 "$dir/$name.out")
    w=0 d=0 l=0 got=0 f1=0 f2=0
    if [[ $line =~ W\ ([0-9]+)\ D\ ([0-9]+)\ L\ ([0-9]+)\ \(([0-9]+)\ games\) ]]; then
      w=${BASH_REMATCH[1]} d=${BASH_REMATCH[2]} l=${BASH_REMATCH[3]} got=${BASH_REMATCH[4]}
    fi
    if [[ $line =~ engine\ 1:\ ([0-9]+),\ engine\ 2:\ ([0-9]+) ]]; then
      f1=${BASH_REMATCH[1]} f2=${BASH_REMATCH[2]}
    fi
    # Each panic prints "thread '...' panicked at FILE:LINE:COL:" from the panic hook.
    p=$(grep -c 'panicked at' "$dir/$name.err" || true)
    if [ "$status" -eq 101 ] && [ "$p" -eq 0 ]; then p=1; fi
    bad_moves=$(grep -cE 'lost by engine [12]: illegal move' "$dir/$name.err" || true)
    # The PDN file: one Result tag per game, none unfinished (`*`), the same illegal moves.
    pdn_games=0 pdn_illegal=0 pdn_open=0
    if [ -f "$dir/$name.pdn" ]; then
      pdn_games=$(grep -c '^\[Result "' "$dir/$name.pdn" || true)
      pdn_open=$(grep -c '^\[Result "\*"\]' "$dir/$name.pdn" || true)
      pdn_illegal=$(grep -c '^\[Termination "illegal move' "$dir/$name.pdn" || true)
    fi
    if [ "$pdn_illegal" -gt "$bad_moves" ]; then bad_moves=$pdn_illegal; fi

    problems=()
    case "$status" in
      0) ;;
      124 | 137) hangs=$((hangs + 1)); problems+=("hang: no result in ${limit} s") ;;
      *) [ "$p" -gt 0 ] || { errors=$((errors + 1)); problems+=("exit status $status"); } ;;
    esac
    if [ "$p" -gt 0 ]; then
      panics=$((panics + p))
      problems+=("$p panic(s)")
    fi
    illegal=$((illegal + bad_moves))
    forfeits=$((forfeits + f1 + f2))
    [ "$bad_moves" -eq 0 ] || problems+=("$bad_moves illegal move(s)")
    [ $((f1 + f2)) -le "$bad_moves" ] || problems+=("$((f1 + f2)) forfeit(s)")
    if [ "$status" -eq 0 ] && { [ "$got" -ne "$games" ] || [ "$pdn_games" -ne "$games" ] ||
      [ "$pdn_open" -ne 0 ]; }; then
      bad_counts=$((bad_counts + 1))
      problems+=("game count: asked $games, summary $got, PDN $pdn_games ($pdn_open unfinished)")
    fi
    played=$((played + got))

    key="$e1 vs $e2"
    vg[$v]=$((${vg[$v]:-0} + got)) vw[$v]=$((${vw[$v]:-0} + w)) vd[$v]=$((${vd[$v]:-0} + d))
    vl[$v]=$((${vl[$v]:-0} + l)) vf[$v]=$((${vf[$v]:-0} + f1 + f2)) vt[$v]=$((${vt[$v]:-0} + t))
    pg[$key]=$((${pg[$key]:-0} + got)) pw[$key]=$((${pw[$key]:-0} + w))
    pd[$key]=$((${pd[$key]:-0} + d)) pl[$key]=$((${pl[$key]:-0} + l))
    pf[$key]=$((${pf[$key]:-0} + f1 + f2)) pt[$key]=$((${pt[$key]:-0} + t))

    verdict=ok
    [ ${#problems[@]} -eq 0 ] || verdict="FAILED: $(IFS=';'; echo "${problems[*]}")"
    printf '[%3d/%d] %-13s %-17s %5d games  W %4d D %4d L %4d  %7s s  %s\n' \
      "$n" "$matches" "$v" "$key" "$games" "$w" "$d" "$l" "$(secs "$t")" "$verdict"
    if [ "$verdict" != ok ]; then
      sed 's/^/    /' "$dir/$name.err" | grep -E 'panicked|dama:|illegal|lost by' | head -n 5 || true
    fi
  done
done
elapsed=$(($(now_ms) - start_all))

report() {
  printf '%-18s %7s %6s %6s %6s %9s %9s\n' game games W D L forfeits "time (s)"
  for v in "${variants[@]}"; do
    printf '%-18s %7d %6d %6d %6d %9d %9s\n' "$v" "${vg[$v]:-0}" "${vw[$v]:-0}" \
      "${vd[$v]:-0}" "${vl[$v]:-0}" "${vf[$v]:-0}" "$(secs "${vt[$v]:-0}")"
  done
  echo
  printf '%-18s %7s %6s %6s %6s %9s %9s\n' "pairing (1 vs 2)" games W D L forfeits "time (s)"
  for pr in "${pairings[@]}"; do
    read -r e1 e2 _ _ <<<"$pr"
    key="$e1 vs $e2"
    [ -n "${pg[$key]:-}" ] || continue
    printf '%-18s %7d %6d %6d %6d %9d %9s\n' "$key" "${pg[$key]}" "${pw[$key]}" \
      "${pd[$key]}" "${pl[$key]}" "${pf[$key]}" "$(secs "${pt[$key]}")"
  done
  echo
  echo "games: $played of $total in $matches matches (threads $threads)"
  echo "panics: $panics"
  echo "illegal moves: $illegal (games lost by an engine's fault: $forfeits)"
  echo "hangs (timeouts): $hangs"
  echo "other failures: $errors non-zero exits, $bad_counts wrong game counts"
  echo "total time: $(secs "$elapsed") s"
}

summary=$(report)
echo
echo "$summary"
ok=true
if [ $((panics + illegal + forfeits + hangs + errors + bad_counts)) -ne 0 ] ||
  [ "$played" -ne "$total" ]; then
  ok=false
fi
log=docs/endurance.txt
[ -f "$log" ] || echo "# bash scripts/endurance.sh: every run's summary, newest last" >"$log"
{
  echo
  echo "## $(date -u '+%F %H:%M') UTC, $commit: bash scripts/endurance.sh $total (threads $threads): $($ok && echo PASSED || echo FAILED)"
  echo
  echo "$summary"
} >>"$log"
echo
if $ok; then
  echo "endurance: PASSED (appended to docs/endurance.txt; games kept in $dir)"
else
  echo "endurance: FAILED (appended to docs/endurance.txt; see $dir)" >&2
  exit 1
fi
