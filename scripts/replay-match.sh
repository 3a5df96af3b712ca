#!/usr/bin/env bash
# Plays a logged match again, to regenerate its games: the games of scripts/strength.sh's matches
# are not kept in the repository, only one line per match in docs/strength.txt. Never part of the
# tests.
#
#   bash scripts/replay-match.sh [OPTIONS] 'LINE'
#        LINE: a match's line of docs/strength.txt, whole, e.g.
#        '2026-12-06 dr1-wip 0s  level:2 vs level:1 (international): W 200 D 0 L 0 (200 games), …'
#   bash scripts/replay-match.sh [OPTIONS] --commit C --variant V --engine1 E1 --engine2 E2
#        --games N [--seed S] [--move-time MS] [--opening-plies N] [--openings FILE]
#
# It checks the commit out in a temporary git worktree (`git worktree add`), builds its `dama`
# there (`cargo build --release --bin dama`; the binary is kept in target/replay/bin/ and
# reused next time, the build's files in target/replay/build/), plays the match from that
# worktree with the same engines, game, number of games, seed (a line without `[part: seed N]`
# was seed 1), openings and move time, writes the games to MATCH_DIR (default target/matches/)
# under the name scripts/strength.sh gives them (gzipped PDN), and says whether the result is
# the logged one. The worktree is removed at the end.
#
# Exact only on node budgets: our levels and classic bots without a move time play the same
# games on any machine and any number of threads. A timed match (`[N ms a move]`, MOVE_TIME) or
# one with an external engine (`hub:…`, `ponder:hub:…`: it must exist at the same path, and a
# baseline `dama` named there must be rebuilt by hand) plays other games, since where a search
# stops depends on the machine's speed and load: it gives games of the same kind, not the same
# games. Lines whose commit is a label rather than a commit (`dr1-wip`, `smp2-2f03512`, a commit
# with `+changes`: a binary built from unmerged or uncommitted sources) and lines that add up
# parts (`[sum of N parts]`: replay each part) cannot be replayed; the script says so.
#
# Options:
#   --threads N   games played at once (default: every core; no effect on a node-budget result)
#   --out DIR     where the games go (default: MATCH_DIR, else target/matches)
#   --dry-run     print what would be built and played, and stop
#   --rebuild     build the commit's binary even if one is kept
#   -h, --help    this text
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

usage() { sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; }
die() { echo "replay-match: $*" >&2; exit 2; }

line='' commit='' variant='' engine1='' engine2='' games='' seed=1 move_time='' opening_plies=''
openings='' threads='' out=${MATCH_DIR:-target/matches} dry=0 rebuild=0 logged=''
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help) usage; exit 0 ;;
    --commit) commit=${2:?--commit needs a value}; shift 2 ;;
    --variant) variant=${2:?--variant needs a value}; shift 2 ;;
    --engine1) engine1=${2:?--engine1 needs a value}; shift 2 ;;
    --engine2) engine2=${2:?--engine2 needs a value}; shift 2 ;;
    --games) games=${2:?--games needs a value}; shift 2 ;;
    --seed) seed=${2:?--seed needs a value}; shift 2 ;;
    --move-time) move_time=${2:?--move-time needs a value}; shift 2 ;;
    --opening-plies) opening_plies=${2:?--opening-plies needs a value}; shift 2 ;;
    --openings) openings=${2:?--openings needs a value}; shift 2 ;;
    --threads) threads=${2:?--threads needs a value}; shift 2 ;;
    --out) out=${2:?--out needs a value}; shift 2 ;;
    --dry-run) dry=1; shift ;;
    --rebuild) rebuild=1; shift ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) [ -z "$line" ] || die "one line at a time (quote it)"; line=$1; shift ;;
  esac
done

if [ -n "$line" ]; then
  [ -z "$commit$variant$engine1$engine2$games" ] || die "give a line or --commit … options, not both"
  case "$line" in \#*) die "a comment line of docs/strength.txt, not a match's line" ;; esac
  case "$line" in *'[sum of '*) die "a sum of parts: replay each part (the lines marked [part: seed N] of the same commit and engines)" ;; esac
  re='^[0-9]{4}-[0-9]{2}-[0-9]{2} +([^ ]+) +[^ ]+ +(.+) vs (.+) \(([^()]+)\): (W [0-9]+ D [0-9]+ L [0-9]+) \(([0-9]+) games\)(.*)$'
  [[ $line =~ $re ]] || die "not a match's line of docs/strength.txt (date commit seconds  ENGINE1 vs ENGINE2 (GAME): W n D n L n (N games)…): $line"
  commit=${BASH_REMATCH[1]} engine1=${BASH_REMATCH[2]} engine2=${BASH_REMATCH[3]}
  variant=${BASH_REMATCH[4]} logged=${BASH_REMATCH[5]} games=${BASH_REMATCH[6]}
  rest=${BASH_REMATCH[7]}
  if [[ $rest =~ \[part:\ seed\ ([0-9]+)\] ]]; then seed=${BASH_REMATCH[1]}; fi
  if [[ $rest =~ \[([0-9.]+)\ ms\ a\ move\] ]]; then move_time=${BASH_REMATCH[1]}; fi
  if [[ $rest =~ \[([0-9]+)\ random\ opening\ plies\] ]]; then opening_plies=${BASH_REMATCH[1]}; fi
  if [[ $rest =~ \[openings:\ ([^]]+)\] ]]; then openings=${BASH_REMATCH[1]}; fi
else
  for given in "$commit" "$variant" "$engine1" "$engine2" "$games"; do
    [ -n "$given" ] ||
      die "give a line of docs/strength.txt, or --commit, --variant, --engine1, --engine2 and --games (see --help)"
  done
fi

case "$commit" in *+changes) die "commit $commit: built with uncommitted changes to src/, which were not kept" ;; esac
full=$(git rev-parse -q --verify "$commit^{commit}") ||
  die "$commit is not a commit of this repository (a label given with DAMA_COMMIT for a binary built from unmerged or uncommitted sources, or a commit since lost): its match cannot be rebuilt"

exact=yes
notes=()
[ -z "$move_time" ] || { exact=no; notes+=("timed ($move_time ms a move): the games depend on the machine's speed and load"); }
for engine in "$engine1" "$engine2"; do
  case "$engine" in
    hub:* | ponder:hub:*)
      exact=no
      notes+=("external engine ${engine#*hub:}: it must exist at that path; a timed engine plays other games")
      ;;
  esac
done

args=(match --variant "$variant" --engine1 "$engine1" --engine2 "$engine2" --games "$games" --seed "$seed")
part=''
[ "$seed" = 1 ] || part="-seed$seed"
[ -z "$move_time" ] || { args+=(--move-time "$move_time"); part="-${move_time}ms$part"; }
[ -z "$opening_plies" ] || { args+=(--opening-plies "$opening_plies"); part="-${opening_plies}plies$part"; }
[ -z "$openings" ] || { args+=(--openings "$openings"); part="-from-$(basename "$openings" .pdn)$part"; }
[ -z "$threads" ] || args+=(--threads "$threads")
if [ "$dry" = 0 ]; then mkdir -p "$out" && out=$(cd "$out" && pwd); fi
pdn=$out/$variant-${engine1//[:\/ ]/_}-vs-${engine2//[:\/ ]/_}-$games$part-${commit//[^A-Za-z0-9+._-]/_}.pdn
args+=(--pdn "$pdn")

bin_dir=$root/target/replay/bin
bin=$bin_dir/dama-$full
echo "replay-match: commit $commit ($full)" >&2
echo "replay-match: dama$(printf ' %q' "${args[@]}")" >&2
echo "replay-match: exact replay: $exact" >&2
for note in ${notes[@]+"${notes[@]}"}; do echo "replay-match:   $note" >&2; done
[ -z "$logged" ] || echo "replay-match: logged result: $logged" >&2
if [ "$dry" = 1 ]; then
  if [ -x "$bin" ] && [ "$rebuild" = 0 ]; then
    echo "replay-match: would use the kept binary $bin" >&2
  else
    echo "replay-match: would build $full in a temporary worktree into $bin" >&2
  fi
  exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/dama-replay.XXXXXX")
tree=$work/tree
cleanup() {
  git -C "$root" worktree remove --force "$tree" 2>/dev/null || true
  rm -rf "$work"
  git -C "$root" worktree prune 2>/dev/null || true
}
trap cleanup EXIT
git worktree add --quiet --detach "$tree" "$full"
if [ -n "$openings" ] && [ ! -e "$tree/$openings" ] && [ -e "$openings" ]; then
  echo "replay-match: $openings is not in $commit's tree: using this checkout's" >&2
  for i in "${!args[@]}"; do [ "${args[$i]}" != "$openings" ] || args[i]=$root/$openings; done
fi
if [ ! -x "$bin" ] || [ "$rebuild" = 1 ]; then
  echo "replay-match: building $commit's dama (cargo build --release --bin dama)…" >&2
  # The commit's own .cargo/config.toml applies: the build runs in its worktree. The build
  # folder is shared between replays, so later builds reuse the compiled dependencies.
  (cd "$tree" && CARGO_TARGET_DIR=$root/target/replay/build cargo build --release --bin dama --quiet)
  mkdir -p "$bin_dir"
  cp "$root/target/replay/build/release/dama" "$bin"
fi

# Played from the commit's worktree, so that paths in the match (an openings file) are that
# commit's files.
result=$(cd "$tree" && "$bin" "${args[@]}")
gzip -f "$pdn"
echo "$result"
echo "replay-match: games in $pdn.gz" >&2
if [ -n "$logged" ]; then
  if [[ $result == *"$logged ("* ]]; then
    echo "replay-match: the same result as logged ($logged)" >&2
  elif [ "$exact" = yes ]; then
    echo "replay-match: the result differs from the logged one ($logged): this node-budget match should have replayed exactly" >&2
    exit 1
  else
    echo "replay-match: the result differs from the logged one ($logged), as a timed match or an external engine may" >&2
  fi
fi
