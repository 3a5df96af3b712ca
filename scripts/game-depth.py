#!/usr/bin/env python3
"""Nodes and time to a fixed depth over whole games, as in play: each binary runs as one
`dama hub` per game and searches every position of the game in order (from ply 8 on) to DEPTH,
its transposition table, history and killers carried from move to move as in a match. Where
scripts/time-to-depth.sh searches lone positions in fresh processes, this measures what
depends on what earlier searches left (table size, history ageing). Speed and move order only,
never part of the tests; run it on an idle machine.

    python3 scripts/game-depth.py DEPTH GAMES.pdn[.gz] COUNT BINARY...

COUNT is how many games of the file (from its first) to search; the first binary reads them. TT=N sets the table to 2^N
entries (the Hub's tt-size); any other environment reaches the engine unchanged. Prints per
binary the total nodes and seconds."""
import gzip
import os
import re
import subprocess
import sys
import time

FIRST_PLY = 8


def read_games(binary, path):
    """The moves of each game of a PDN file, read by the project's own PDN reader
    (`dama replay --positions`: after each game's line, a tab, the ply, the move, its FEN)."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        pdn = f.read()
    replay = subprocess.run([binary, "replay", "-", "--positions"], input=pdn,
                            capture_output=True)
    if replay.returncode != 0:
        sys.exit(f"{path}: {replay.stderr.decode().strip()}")
    games = []
    for line in replay.stdout.decode().splitlines():
        if not line.startswith("\t"):
            games.append([])
        elif games:
            games[-1].append(line.split("\t")[2])
    return [moves for moves in games if moves]


def search_game(binary, moves, depth):
    """Searches each position of one game in order in one engine; returns (nodes, seconds)."""
    try:
        engine = subprocess.Popen([binary, "hub"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
    except OSError as e:
        sys.exit(f"{binary}: {e.strerror}")

    def say(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def wait_for(word):
        for line in engine.stdout:
            if line.startswith(word):
                return
            if line.startswith("error"):
                sys.exit(f"{binary}: {line.strip()}")
        sys.exit(f"{binary}: ended before `{word}`")

    say("hub")
    wait_for("wait")
    if os.environ.get("TT"):
        say("set-param name=tt-size value=" + os.environ["TT"])
    say("init")
    wait_for("ready")
    say("new-game")
    nodes, start = 0, time.time()
    for ply in range(FIRST_PLY, len(moves)):
        say('pos moves="%s"' % " ".join(moves[:ply]))
        say(f"level depth={depth}")
        say("go think")
        last = None
        for line in engine.stdout:
            if line.startswith("info"):
                last = line
            elif line.startswith("done"):
                break
            elif line.startswith("error"):
                sys.exit(f"{binary}, ply {ply}: {line.strip()}")
        else:
            sys.exit(f"{binary}, ply {ply}: ended before `done`")
        if last:
            nodes += int(re.search(r"nodes=(\d+)", last).group(1))
    seconds = time.time() - start
    say("quit")
    engine.wait()
    return nodes, seconds


def main():
    if len(sys.argv) < 5 or not sys.argv[1].isdigit() or not sys.argv[3].isdigit():
        sys.exit("usage: python3 scripts/game-depth.py DEPTH GAMES.pdn[.gz] COUNT BINARY...")
    depth, path, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    try:
        games = read_games(sys.argv[4], path)[:count]
    except OSError as e:
        sys.exit(f"{e.filename}: {e.strerror}")
    if not games:
        sys.exit(f"{path}: no games")
    for binary in sys.argv[4:]:
        nodes = seconds = 0
        for moves in games:
            n, s = search_game(binary, moves, depth)
            nodes, seconds = nodes + n, seconds + s
        print(f"{binary}\tnodes {nodes}\tseconds {seconds:.2f}", flush=True)


if __name__ == "__main__":
    main()
