#!/usr/bin/env python3
"""Search speed of two `dama` binaries side by side: nodes per second of fixed-depth searches
(`dama bestmove --depth D`) over a few positions per game, the binaries taking turns position by
position for ROUNDS rounds so that both run under the same load; prints each binary's median
over the rounds, per game, and the ratio. Also checks that both searched the same number of
nodes where they should (the same search), and says where they did not.

    python3 scripts/speed.py OLD_BINARY NEW_BINARY [--rounds 5] [--games international,chess]
        [--deeper N]

`--deeper N` searches N plies deeper than the table below: the 8x8 games' searches take well under
a second at its depths, short enough for the start of a process to count; `--deeper 6` makes them
a second or more.
"""

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Per game: the depth and the positions (the start when None). International's are the
# middlegames of benches/dame-rs-positions.fen; chess and shogi's those of benches/search.rs.
GAMES = {
    "international": (15, None),
    "russian": (17, [None, "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba5,a7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6"]),
    "english": (19, [None]),
    "chess": (
        10,
        [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ],
    ),
    "shogi": (
        9,
        [
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "ln1g1g1nl/1ks2r3/1ppppsbpp/p4pp2/7P1/P1P1P1P2/1P1PSP2P/1BK1G2R1/LNSG3NL b - 21",
        ],
    ),
}


def international_positions(count=6):
    lines = (ROOT / "benches" / "dame-rs-positions.fen").read_text().splitlines()
    return [l.strip() for l in lines if l.strip() and not l.startswith("#")][:count]


def search(binary, game, depth, fen):
    """Nodes and seconds of one search."""
    args = [binary, "bestmove", "--variant", game, "--depth", str(depth)]
    if fen:
        args += ["--fen", fen]
    start = time.perf_counter()
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    seconds = time.perf_counter() - start
    nodes = next(int(l.split()[1]) for l in out.splitlines() if l.startswith("nodes "))
    return nodes, seconds


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("old")
    p.add_argument("new")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--games", default=",".join(GAMES))
    p.add_argument("--deeper", type=int, default=0, help="plies beyond each game's depth")
    a = p.parse_args()
    for game in a.games.split(","):
        if game not in GAMES:
            sys.exit(f"unknown game {game}; known: {', '.join(GAMES)}")
        depth, positions = GAMES[game]
        depth += a.deeper
        positions = positions or international_positions()
        rates = {a.old: [], a.new: []}
        nodes = {a.old: 0, a.new: 0}
        for _ in range(a.rounds):
            totals = {a.old: [0, 0.0], a.new: [0, 0.0]}
            for fen in positions:
                for binary in (a.old, a.new):
                    n, s = search(binary, game, depth, fen)
                    totals[binary][0] += n
                    totals[binary][1] += s
            for binary, (n, s) in totals.items():
                rates[binary].append(n / s)
                nodes[binary] = n
        old, new = (statistics.median(rates[b]) for b in (a.old, a.new))
        same = "same nodes" if nodes[a.old] == nodes[a.new] else f"nodes {nodes[a.old]} -> {nodes[a.new]}"
        print(
            f"{game:<14} depth {depth:>2}, {len(positions)} positions: "
            f"{old / 1e6:6.3f} -> {new / 1e6:6.3f} M nodes/s ({100 * (new / old - 1):+.1f}%), {same}"
        )


if __name__ == "__main__":
    main()
