#!/usr/bin/env bash
# Fuzzes every text the engine accepts (fuzz/README.md): each cargo-fuzz target in turn, one
# process at a time, then a table of executions, speed, corpus size and crashes.
#
#   scripts/fuzz.sh [SECONDS]             each target for SECONDS (default 60)
#   scripts/fuzz.sh --runs N              each target for exactly N executions
#   scripts/fuzz.sh --targets fen,pdn 30  only these targets
#   scripts/fuzz.sh --report              the table of the last runs, from fuzz/logs/, run nothing
#
# Needs the nightly toolchain (`rustup toolchain install nightly`); installs cargo-fuzz if it is
# missing. Seeds come from the repository's own files (www/positions/, tests/data/games/, the
# start FENs) and are written to fuzz/corpus/<target>/ at each run; crash inputs are saved
# under fuzz/artifacts/<target>/, logs under fuzz/logs/. Exits 1 if any target crashed. Never
# part of CI: it takes minutes to hours.
# Seeds are written with printf formats built from escapes (`\x1e`, the byte that picks a game).
# shellcheck disable=SC2059
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$PWD
FUZZ=$ROOT/fuzz
ALL_TARGETS=(fen setup movetext pdn hub page_api piece_fen piece_moves piece_pgn piece_csa piece_file)

seconds=60
runs=""
report_only=""
targets=("${ALL_TARGETS[@]}")
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --runs=*) runs=${1#--runs=}; shift ;;
        --targets) IFS=, read -r -a targets <<<"$2"; shift 2 ;;
        --targets=*) IFS=, read -r -a targets <<<"${1#--targets=}"; shift ;;
        --report) report_only=1; shift ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *[!0-9]*|'') echo "fuzz.sh: unknown argument \`$1\` (see --help)" >&2; exit 2 ;;
        *) seconds=$1; shift ;;
    esac
done
for t in "${targets[@]}"; do
    case " ${ALL_TARGETS[*]} " in
        *" $t "*) ;;
        *) echo "fuzz.sh: unknown target \`$t\`; known: ${ALL_TARGETS[*]}" >&2; exit 2 ;;
    esac
done

# The table of the last run of each target, from its log: libFuzzer's final statistics
# (`-print_final_stats=1`), its `Done N runs in S second(s)` (else the wall time the run took),
# the corpus it kept (inputs/bytes, its last status line), and the crash, timeout and
# out-of-memory inputs it wrote.
report() {
    local t log execs speed secs corpus crashes
    printf '%-10s %14s %8s %10s %12s %s\n' target executions time_s exec/s corpus crashes
    for t in "$@"; do
        log=$FUZZ/logs/$t.log
        if [ ! -f "$log" ]; then
            printf '%-10s %14s\n' "$t" "(no run)"
            continue
        fi
        execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo '?')
        speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo '?')
        secs=$(grep -o '^Done [0-9]* runs in [0-9]* second' "$log" | tail -1 | awk '{print $5}' || true)
        if [ -z "$secs" ] && [ -f "$FUZZ/logs/$t.seconds" ]; then secs=$(cat "$FUZZ/logs/$t.seconds"); fi
        corpus=$(grep -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' "$log" | tail -1 | sed 's/corp: //' || true)
        crashes=$(grep -c 'Test unit written to' "$log" || true)
        printf '%-10s %14s %8s %10s %12s %s\n' "$t" "$execs" "${secs:-?}" "$speed" "${corpus:-?}" "$crashes"
    done
}

if [ -n "$report_only" ]; then
    report "${targets[@]}"
    exit 0
fi

if ! rustup toolchain list | grep -q '^nightly'; then
    echo "fuzz.sh: the nightly toolchain is missing: rustup toolchain install nightly" >&2
    exit 2
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
    echo "== installing cargo-fuzz"
    cargo install cargo-fuzz --locked
fi

# Longest input per target: long enough for every construct of its format, short enough that
# each input's work stays small (PDN replays, a game played on the page's API).
max_len() {
    case "$1" in
        fen) echo 256 ;;
        movetext) echo 128 ;;
        setup) echo 1024 ;;
        hub) echo 1024 ;;
        pdn) echo 512 ;;
        page_api) echo 768 ;;
        piece_fen) echo 256 ;;
        piece_moves) echo 128 ;;
        piece_pgn) echo 1024 ;;
        piece_csa) echo 1024 ;;
        piece_file) echo 4096 ;;
    esac
}

# How each target is built and run: pdn, page_api and piece_pgn, whose every input replays
# games, without comparison tracing (twice as fast; their dictionaries give them the format's
# words instead), in a target directory of their own so that neither build undoes the other.
fuzz_flags() {
    case "$1" in
        pdn | page_api | piece_pgn) echo "-a -s none --no-trace-compares --target-dir target/no-trace-compares" ;;
        *) echo "-a -s none" ;;
    esac
}

# --- seeds -----------------------------------------------------------------------------------

# Writes $2 (printf format, no arguments) to the seed file $1.
seed() { printf "$2" >"$1"; }

# The byte that picks game number $1 (Variant::ALL order) as a printf escape.
pick() { printf '\\x%02x' "$1"; }

# Games in Variant::ALL order (as `dama games` lists them), and their start FENs.
mapfile -t GAMES < <(cargo run --quiet --release --bin dama -- games --names)
start_fen_of() { cargo run --quiet --release --bin dama -- games | awk -F'\t' -v g="$1" '$1 == g { print $4 }'; }
start_fens() {
    cargo run --quiet --release --bin dama -- games | cut -f4 | sort -u
}
# FEN strings written in the tests, and the start FENs.
some_fens() {
    { start_fens; grep -ohE '"[WB?]:[WB][A-Za-z0-9,:.-]*"' tests/*.rs tests/*/*.rs | tr -d '"'; } |
        sort -u | head -120
}
# The first games of each PDN file of tests/data/games/, each cut to $1 bytes.
pdn_games() {
    local out=$1 cut=$2 n=0 f
    for f in tests/data/games/*/*.pdn; do
        awk -v out="$out" -v base="$n" '
            /^\[Event / { if (started) { close(out "/" base "-" g ".pdn"); g++ } started = 1 }
            g < 4 { print > (out "/" base "-" g ".pdn") }
        ' "$f"
        n=$((n + 1))
    done
    for f in "$out"/*.pdn; do
        head -c "$cut" "$f" >"$f.cut" && mv "$f.cut" "$f"
    done
}

# The first game of a PDN file with no tags but GameType and FEN, cut to $2 bytes.
first_game_moves() {
    # `head` may close the pipe before awk is done: that is no failure.
    awk '/^\[Event /{g++} g<=1' "$1" | grep -E '^\s*\[(GameType|FEN|SetUp) |^\s*[^[[:space:]]' |
        head -c "$2" || true
}

# The piece games in `dama::piece::BUILT_IN` order (the first byte of an input picks one), and
# the start position each game file gives.
PIECE_GAMES=(chess shogi minishogi los-alamos capablanca chess-vs-draughts catapult-chess)
piece_start() { grep -o '"start": *"[^"]*"' "src/piece/games/$1.json" | sed 's/.*: *"//; s/"$//'; }
# FEN and SFEN strings written in the piece games' tests and their perft table, and the starts.
piece_fens() {
    {
        for g in "${PIECE_GAMES[@]}"; do piece_start "$g"; done
        grep -ohE '"[A-Za-z0-9+*]+(/[A-Za-z0-9+*]+){4,}(\[[A-Za-z]*\])? [wb]( [^"]*)?"' \
            tests/piece/*.rs tests/notation/piece_never_panic.rs tests/search/piece.rs tests/protocols/uci.rs \
            tests/page/piece*.rs | tr -d '"'
        # shellcheck disable=SC2016 # the backquotes are the Markdown's own
        grep -oE '`[A-Za-z0-9+*]+(/[A-Za-z0-9+*]+){4,} [wb][^`]*`' tests/data/piece-perft.md | tr -d '`'
    } | sort -u | head -150
}

# A CSA record of shogi: the board from the start, five moves (a promotion, a drop), resigned.
CSA_GAME='V2.2\nN+Sente\nN-Gote\nP1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA * \nP3-FU-FU-FU-FU-FU-FU-FU-FU-FU\nP4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \nP7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * \nP9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n%%TORYO\n'

make_seeds() {
    local t=$1 dir=$FUZZ/corpus/$1 i fen g name compact
    mkdir -p "$dir"
    case "$t" in
        fen)
            i=0
            while IFS= read -r fen; do
                for g in 0 2 4 5; do printf "$(pick "$g")%s" "$fen" >"$dir/seed-$i-$g"; done
                i=$((i + 1))
            done < <(some_fens)
            ;;
        setup)
            for f in www/positions/*.json; do cp "$f" "$dir/seed-$(basename "$f")"; done
            ;;
        movetext)
            i=0
            for g in "${!GAMES[@]}"; do
                for mv in 32-28 28x19 28x19x10 33x22x13 c3-d4 c3xe5 c3:e5:g7 11-15 22-18 \
                    9-14 a3-b4 e3-f4 3228 '31 - 27' 'h2xf4' a3-a4 a3xa5xc5 c4-c5 e3xe5; do
                    printf "$(pick $g)\\x00%s" "$mv" >"$dir/seed-$i"
                    printf "$(pick $g)\\x06\\x01\\x07\\x03\\x00\\x05\\x02%s" "$mv" >"$dir/seed-$i-p"
                    i=$((i + 1))
                done
            done
            ;;
        pdn)
            local tmp
            tmp=$(mktemp -d)
            pdn_games "$tmp" "$(max_len pdn)"
            i=0
            for f in "$tmp"/*.pdn; do
                { printf "$(pick $((i % (${#GAMES[@]} + 1))))"; cat "$f"; } >"$dir/seed-$i"
                i=$((i + 1))
            done
            rm -rf "$tmp"
            ;;
        hub)
            i=0
            for g in 0 2 4 8; do
                name=${GAMES[$g]}
                seed "$dir/seed-$i" "$(pick $g)hub\ninit\nset-param name=variant value=$name\nset-param name=level value=5\nset-param name=opponent value=mcts:3\nnew-game\npos\nlevel time=60 moves=40 inc=1\nlevel depth=8\nlevel move-time=0.5\nlevel nodes=1000\nping\nstop\nquit\n"
                i=$((i + 1))
            done
            seed "$dir/seed-$i" "$(pick 0)set-param name=variant value=normal\npos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-28 19-23 28x19 14x23\"\n"
            i=$((i + 1))
            seed "$dir/seed-$i" "$(pick 2)set-param name=variant value=russian\npos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves=\"22-18 11-15 18x11 8x15\"\n"
            i=$((i + 1))
            seed "$dir/seed-$i" "$(pick 4)set-param name=variant value=english\npos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves=\"11-15 22-18 15x22\"\n"
            i=$((i + 1))
            seed "$dir/seed-$i" "$(pick 0)pos pos=WeeeeeeeeeeeeeeeeeeeeebeeeeeeeeeeeeeeeeeeeeeeeeeWe moves=\"50x28x23\"\nset-param name=variant value=bt\nset-param name=variant value=losing\n"
            i=$((i + 1))
            ;;
        page_api)
            i=0
            for g in "${!GAMES[@]}"; do
                name=${GAMES[$g]}
                fen=$(start_fen_of "$name")
                local moves='32-28\x1e19-23\x1e28x19\x1e14x23' file
                case $name in
                    russian | czech | brazilian | italian) moves='c3-d4\x1ef6-e5\x1ed4xf6\x1eg7xe5' ;;
                    english | pool) moves='11-15\x1e22-18\x1e15x22\x1e25x18' ;;
                    turkish) moves='a3-a4\x1eb6-b5\x1ea4-a5\x1eb5xb3' ;;
                    sixteen-soldiers*) moves='c4-c5\x1ec6-d5\x1ec5xe5\x1ee6xe4' ;;
                esac
                file=""
                if [ -d "tests/data/games/$name" ]; then
                    file=$(find "tests/data/games/$name" -name '*.pdn' | sort | head -1 || true)
                fi
                {
                    printf "$(pick $g)\\x02%s\\x1e%s\\x1e" "$name" "$fen"
                    tr -d ' \n' <"www/positions/$name.json"
                    printf '\x1e'
                    if [ -n "$file" ]; then first_game_moves "$file" 400; fi
                    printf '\x1eEvent=Fuzz\nWhite=A "quoted" name\nResult=1-0\nRound=\\\x1e\x00\x01\x02\x1e'
                    printf "$moves"
                } >"$dir/seed-$i"
                i=$((i + 1))
            done
            ;;
        piece_fen)
            i=0
            while IFS= read -r fen; do
                for g in "${!PIECE_GAMES[@]}"; do printf "$(pick "$g")%s" "$fen" >"$dir/seed-$i-$g"; done
                i=$((i + 1))
            done < <(piece_fens)
            ;;
        piece_moves)
            i=0
            for g in "${!PIECE_GAMES[@]}"; do
                for mv in e4 e2e4 Nf3 g1f3 exd5 O-O O-O-O e7e8q e8=Q P@e4 7g7f 8h2b+ P*5e P-7f \
                    'Bx2b+' 'S-4d=' 2e2d a2a3 Nc3 c6b5 b5 ab5 xc5xe7 j2j4 Ch3; do
                    printf "$(pick "$g")\\x00\\x00%s" "$mv" >"$dir/seed-$i"
                    printf "$(pick "$g")\\x06\\x05\\x01\\x07\\x03\\x00\\x05\\x02%s" "$mv" >"$dir/seed-$i-p"
                    i=$((i + 1))
                done
            done
            ;;
        piece_pgn)
            seed "$dir/seed-chess" "$(pick 7)[Event \"Fuzz\"]\n[Variant \"chess\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 {a comment} Nc6 3. Bb5 a6 (3... Nf6 4. O-O) 4. Bxc6 dxc6 5. O-O \$1 f6 6. d4 exd4 7. Nxd4 c5 8. Nb3 Qxd1 9. Rxd1 Bg4 10. f3 Be6 11. e5 fxe5 12. Be3 O-O-O 1-0\n"
            seed "$dir/seed-chess-uci" "$(pick 0)e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 f3g5 d7d5 e4d5 f6d5 g5f7 e8f7 *"
            seed "$dir/seed-promote" "$(pick 7)[Variant \"chess\"]\n[SetUp \"1\"]\n[FEN \"8/P6k/8/8/8/8/6pK/8 w - - 0 1\"]\n\n1. a8=Q g1=N+ 2. Kxg1 *\n"
            seed "$dir/seed-shogi" "$(pick 7)[Variant \"shogi\"]\n\n1. P-7f P-3d 2. Bx2b+ Sx2b 3. B*4e B*5e 4. Bx5e! 1/2-1/2\n"
            seed "$dir/seed-shogi-usi" "$(pick 1)7g7f 3c3d 8h2b+ 3a2b B*4e *"
            seed "$dir/seed-minishogi" "$(pick 2)1. P-4c B-2b *"
            seed "$dir/seed-capablanca" "$(pick 7)[Variant \"capablanca\"]\n\n1. e4 e5 2. Ch3 Ah6 *\n"
            seed "$dir/seed-draughts" "$(pick 5)1. e4 b5 2. exf5 *"
            seed "$dir/seed-catapult" "$(pick 6)1. e4 e5 *"
            seed "$dir/seed-los-alamos" "$(pick 3)1. d3 d4 2. Nc3 *"
            seed "$dir/seed-two" "$(pick 0)[Event \"1\"]\n1. d4 d5 *\n\n[Event \"2\"]\n[Variant \"shogi\"]\n1. P-2f *\n"
            seed "$dir/seed-file" "$(pick 7)[Event \"Fuzz\"]\n[GameFile \"$(tr -d ' \n' <src/piece/games/los-alamos.json | sed 's/\\/\\\\/g; s/"/\\\\"/g')\"]\n\n1. d3 d4 *\n"
            ;;
        piece_csa)
            seed "$dir/seed-start" "$CSA_GAME"
            seed "$dir/seed-pi" 'PI\n+\n+2726FU,T3\n-8384FU\n%%TSUMI\n'
            seed "$dir/seed-hands" "V2.2\nPI82HI22KA\nP+00HI00KA\nP-00FU\n-\n-0055FU\n'comment\n%%SENNICHITE\n"
            ;;
        piece_file)
            for f in src/piece/games/*.json; do
                case $f in *schema*) continue ;; esac
                cp "$f" "$dir/seed-$(basename "$f")"
                compact=$dir/seed-compact-${f##*/}
                tr -d '\n' <"$f" | sed 's/  */ /g' >"$compact"
            done
            ;;
    esac
}

# --- build and run ---------------------------------------------------------------------------

echo "== building the fuzz targets (cargo +nightly fuzz build: release, debug assertions, no sanitizer)"
declare -A BUILT
for t in "${targets[@]}"; do
    flags=$(fuzz_flags "$t")
    if [ -z "${BUILT[$flags]:-}" ]; then
        # shellcheck disable=SC2086 # the flags are words
        (cd "$FUZZ" && cargo +nightly fuzz build $flags)
        BUILT[$flags]=1
    fi
done

mkdir -p "$FUZZ/logs"
failed=0
for t in "${targets[@]}"; do
    make_seeds "$t"
    mkdir -p "$FUZZ/artifacts/$t"
    log=$FUZZ/logs/$t.log
    args=(-print_final_stats=1 -max_len="$(max_len "$t")" -timeout=10 -rss_limit_mb=2048)
    if [ -f "$FUZZ/dict/$t.dict" ]; then args+=(-dict="$FUZZ/dict/$t.dict"); fi
    if [ -n "$runs" ]; then
        args+=(-runs="$runs")
        echo "== $t: $runs executions (log: fuzz/logs/$t.log)"
    else
        args+=(-max_total_time="$seconds")
        echo "== $t: $seconds s (log: fuzz/logs/$t.log)"
    fi
    start=$(date +%s)
    status=0
    # shellcheck disable=SC2046 # the flags are words
    (cd "$FUZZ" && cargo +nightly fuzz run $(fuzz_flags "$t") "$t" "corpus/$t" -- "${args[@]}") >"$log" 2>&1 ||
        status=$?
    echo $(($(date +%s) - start)) >"$FUZZ/logs/$t.seconds"
    if [ "$status" -ne 0 ] || grep -q 'Test unit written to' "$log"; then
        failed=1
        echo "   $t FAILED (exit $status): see fuzz/logs/$t.log and fuzz/artifacts/$t/"
        grep -m3 -E 'panicked at|ERROR: libFuzzer|SUMMARY|Test unit written' "$log" | sed 's/^/   /' || true
    fi
done

echo
report "${targets[@]}"
exit "$failed"
