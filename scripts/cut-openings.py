#!/usr/bin/env python3
"""Openings for `dama match --openings`. By default cut from the games an engine failed to win:
where a lead slipped away, replayed from a little before it with both colours, for a test of
how one build converts a lead against another's (see docs/openings/README.md). Run by hand,
never by the build or the tests.

python-draughts (pydraughts, GPL) replays the games here as an independent referee: a tool run by
hand, never a dependency of Dama and never vendored.

Setup, once:
    python3 -m venv /tmp/dame-venv && /tmp/dame-venv/bin/pip install pydraughts
Use:
    /tmp/dame-venv/bin/python scripts/cut-openings.py ENGINE GAMES.pdn[.gz]... > OPENINGS.pdn
ENGINE is the start of the White or Black tag naming the engine whose non-wins are cut (e.g.
level). A game is kept where that engine did not win and led by at least 2 (men, a king
counted 3) after ply 30; it is cut 10 plies before the first ply of its largest lead (at ply
20 at the earliest). International games only.

    python3 scripts/cut-openings.py --at 20,30,40 GAMES.pdn[.gz]... > OPENINGS.pdn
cuts every game (of any result, from the start position) after each of those plies where at
least 12 more were played, each distinct cut once: start positions for self-play from the
middlegames of another match, e.g. training games in the positions that match reaches. It
replays nothing, so it needs no referee.
"""

import gzip
import re
import sys

PLIES_AFTER_CUT = 12
MIN_LEAD = 2
MIN_PLY = 30
CUT_BEFORE = 10
EARLIEST_CUT = 20
RESULTS = ("1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "*")


def side_material(fen_part):
    """Men and kings of one side of a FEN (`W31,32,K45`)."""
    squares = [s for s in fen_part[1:].split(",") if s]
    kings = sum(1 for s in squares if s.startswith("K"))
    return len(squares) - kings, kings


def moves_of(body):
    """The move tokens of a movetext without comments, numbers or result."""
    body = re.sub(r"\{[^}]*\}", " ", body)
    return [t for t in body.split() if not re.match(r"^\d+\.+$", t) and t not in RESULTS]


def play(board, token):
    """Plays a move written as squares joined by - or x, matching its path when it is given."""
    squares = [int(s) for s in re.split(r"[-x]", token)]
    legal = [m for m in board.legal_moves()
             if m.steps_move[0] == squares[0] and m.steps_move[-1] == squares[-1]]
    if len(legal) > 1 and len(squares) > 2:
        legal = [m for m in legal if list(m.steps_move) == squares] or legal
    if not legal:
        raise ValueError(f"{token} is not legal")
    board.push(legal[0])


def cut(game, engine):
    """(Event text, moves) of a game to cut, or None."""
    from draughts import Board

    tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', game))
    ours_white = tags.get("White", "").startswith(engine)
    if not ours_white and not tags.get("Black", "").startswith(engine):
        return None
    result = tags.get("Result", "*")
    if result != "1/2-1/2" and (result == "1-0") == ours_white:
        return None
    body = game.split("\n\n", 1)[1] if "\n\n" in game else ""
    moves = moves_of(body)
    board = Board(variant="standard", fen="startpos")
    best, best_ply = None, 0
    for ply, token in enumerate(moves, 1):
        play(board, token)
        _, white, black = board.fen.split(":")
        ours, theirs = (white, black) if ours_white else (black, white)
        (om, ok), (tm, tk) = side_material(ours), side_material(theirs)
        lead = om + 3 * ok - tm - 3 * tk
        if best is None or lead > best:
            best, best_ply = lead, ply
    if best is None or best < MIN_LEAD or best_ply < MIN_PLY:
        return None
    at = max(EARLIEST_CUT, best_ply - CUT_BEFORE)
    return f"{result}, led by {best} at ply {best_ply}, cut at ply {at} of {len(moves)}", moves[:at]


def games_of(path):
    """The games of a PDN file, gzipped or not."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return re.split(r"\n\s*\n(?=\[)", f.read().strip())


def cut_at(plies, paths):
    """Every game from the start position cut after each of `plies`, each distinct cut once."""
    seen, out = set(), []
    for path in paths:
        for game in games_of(path):
            if "[FEN" in game or "\n\n" not in game:
                continue
            moves = moves_of(game.split("\n\n", 1)[1])
            for ply in plies:
                key = " ".join(moves[:ply])
                if len(moves) >= ply + PLIES_AFTER_CUT and key not in seen:
                    seen.add(key)
                    out.append(f'[Event "cut at ply {ply}"]\n[Result "*"]\n{key} *\n')
    return out


def non_wins(engine, paths):
    """The openings cut from `engine`'s non-wins in `paths` (see `cut`)."""
    out = []
    for path in paths:
        for number, game in enumerate(games_of(path), 1):
            kept = cut(game, engine)
            if kept:
                what, moves = kept
                name = path.rsplit("/", 1)[-1]
                out.append(f'[Event "{name} game {number}: {what}"]\n[Result "*"]\n'
                           f'{" ".join(moves)} *\n')
    return out


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    if sys.argv[1] == "--at":
        plies = sys.argv[2].split(",")
        if len(sys.argv) < 4 or not all(p.isdigit() and int(p) > 0 for p in plies):
            sys.exit("--at wants plies above 0 joined by commas (e.g. 20,30,40), then PDN files")
        out = cut_at([int(p) for p in plies], sys.argv[3:])
    else:
        out = non_wins(sys.argv[1], sys.argv[2:])
    sys.stdout.write("\n".join(out))
    print(f"{len(out)} openings", file=sys.stderr)


if __name__ == "__main__":
    main()
