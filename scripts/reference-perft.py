#!/usr/bin/env python3
"""Reference perft figures for the piece games of src/piece/games/, computed by hand, never by the
build or the tests.

Most figures come from Fairy-Stockfish through its Python binding pyffish: a GPL program used
here only as a tool run by hand, never a dependency of Dama and never vendored. Its legal
moves are counted recursively (pyffish.legal_moves); in the shogi games a pawn drop that
checkmates is taken out (Fairy-Stockfish lists it and scores it as a loss; the rules forbid
it); the invented game catapult-chess is given to it as a variants.ini section (CATAPULT_INI
below). chess-vs-draughts, which Fairy-Stockfish
cannot express, has its own small independent implementation in this file (the class
ChessVsDraughts), written from the rules in src/piece/games/chess-vs-draughts.json's description.

Setup, once:
    python3 -m venv /tmp/ffenv && /tmp/ffenv/bin/pip install pyffish
Use:
    /tmp/ffenv/bin/python scripts/reference-perft.py GAME DEPTH [--fen FEN] [--moves M1 M2 ...] [--divide]
    /tmp/ffenv/bin/python scripts/reference-perft.py GAME DEPTH --random N [--seed S]
GAME is chess, shogi, minishogi, losalamos, capablanca, catapult, xiangqi, minixiangqi, makruk
or chess-vs-draughts. Without
--divide it prints the perft of every depth from 1 to DEPTH; with --divide the count below each
move at DEPTH, written as Dama's engine notation writes it (UCI; USI for the shogi games), so
the two lists can be compared line by line. FEN is Fairy-Stockfish's own (for the shogi games
`rbsgk/4p/5/P4/KGSBR[-] w 0 1`, where `w` is sente, Dama's SFEN `b`); --moves are played first,
in Fairy-Stockfish's notation (or this file's for chess-vs-draughts).
"""

import argparse
import sys
import time

CATAPULT_INI = """
[catapult:chess]
knight = -
customPiece1 = c:mWmNcpR
startFen = rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR w KQkq - 0 1
promotionPieceTypes = qrbc
"""

# Fairy-Stockfish's name and board size of each game.
FSF_GAMES = {
    "chess": ("chess", 8, 8, False),
    "shogi": ("shogi", 9, 9, True),
    "minishogi": ("minishogi", 5, 5, True),
    "losalamos": ("losalamos", 6, 6, False),
    "capablanca": ("capablanca", 10, 8, False),
    "catapult": ("catapult", 8, 8, False),
    "xiangqi": ("xiangqi", 9, 10, False),
    "minixiangqi": ("minixiangqi", 7, 7, False),
    "makruk": ("makruk", 8, 8, False),
}


# ---------------------------------------------------------------------------------------------
# Fairy-Stockfish (pyffish)


def fsf_legal(sf, variant, fen, moves, shogi):
    """Fairy-Stockfish's legal moves, less a pawn drop that checkmates in the shogi games.

    Fairy-Stockfish lists such a drop (uchifuzume) among the legal moves and scores it as a loss
    for the side that dropped; the rules (and Dama) forbid it, so it is removed here: the only
    pawn drop that can give check is the one right in front of the enemy king, and it mates
    when the opponent then has no legal move."""
    legal = sf.legal_moves(variant, fen, moves)
    if not shogi or not any(m.startswith("P@") for m in legal):
        return legal
    now = sf.get_fen(variant, fen, moves)
    board, side = now.split()[0].split("[")[0], now.split()[1]
    king = "k" if side == "w" else "K"
    rows = board.split("/")
    for i, row in enumerate(rows):
        f = 0
        j = 0
        while j < len(row):
            c = row[j]
            if c.isdigit():
                k = j
                while k < len(row) and row[k].isdigit():
                    k += 1
                f += int(row[j:k])
                j = k
                continue
            if c == "+":
                j += 1
                continue
            if c == king:
                rank = len(rows) - i  # 1-based, from the bottom
                front = rank - 1 if side == "w" else rank + 1
                drop = f"P@{chr(ord('a') + f)}{front}"
                if drop in legal and not sf.legal_moves(variant, fen, moves + [drop]):
                    legal = [m for m in legal if m != drop]
                return legal
            f += 1
            j += 1
    return legal


def fsf_perft(sf, variant, fen, moves, depth, shogi):
    legal = fsf_legal(sf, variant, fen, moves, shogi)
    if depth == 1:
        return len(legal)
    return sum(fsf_perft(sf, variant, fen, moves + [m], depth - 1, shogi) for m in legal)


def usi(move, files, ranks):
    """A Fairy-Stockfish move of a shogi game (`a4a5+`, `P@c3`) as USI (`5b5a+`, `P*3c`)."""

    def sq(s):
        f = ord(s[0]) - ord("a")
        r = int(s[1:]) - 1
        return f"{files - f}{chr(ord('a') + ranks - 1 - r)}"

    if "@" in move:
        piece, to = move.split("@")
        return f"{piece}*{sq(to)}"
    plus = move.endswith("+")
    body = move.rstrip("+")
    # Squares are a letter and digits.
    i = 1
    while i < len(body) and body[i].isdigit():
        i += 1
    return sq(body[:i]) + sq(body[i:]) + ("+" if plus else "")


def run_fsf(game, depth, fen, moves, divide):
    import pyffish as sf

    if game == "catapult":
        sf.load_variant_config(CATAPULT_INI)
    variant, files, ranks, shogi = FSF_GAMES[game]
    fen = fen or sf.start_fen(variant)
    print(f"# Fairy-Stockfish {'.'.join(map(str, sf.version()))} (pyffish), variant {variant}")
    print(f"# fen {fen}" + (f" moves {' '.join(moves)}" if moves else ""))
    legal = [(usi(m, files, ranks) if shogi else m, m) for m in fsf_legal(sf, variant, fen, moves, shogi)]
    report(
        depth,
        divide,
        legal,
        lambda m, d: fsf_perft(sf, variant, fen, moves + [m], d, shogi),
        lambda d: fsf_perft(sf, variant, fen, moves, d, shogi),
    )



def report(depth, divide, legal, count, perft):
    """Prints `perft(d)` for each depth up to `depth` with its time or, with `divide`, each legal
    move (`legal`: its text and the move) with `count(move, depth - 1)`, and their total."""
    if divide:
        total = 0
        for text, mv in legal:
            n = 1 if depth <= 1 else count(mv, depth - 1)
            total += n
            print(f"{text} {n}")
        print(f"total {total}")
        return
    for d in range(1, depth + 1):
        t = time.time()
        print(f"{d} {perft(d)} ({time.time() - t:.1f} s)", flush=True)

# ---------------------------------------------------------------------------------------------
# Chess against draughts: an independent implementation of just this game's rules.
#
# Squares are 0..63, rank * 8 + file, a1 = 0. White's pieces are K Q R B N P, Black's are m
# (man) and d (draughts king). White moves as in chess and may not leave its king where a
# black capture, at any jump of any chain, would take it. Black: a man steps one square
# diagonally forward (down) and captures forward by jumping an adjacent white piece to the
# empty square behind; a draughts king is flying. Jumps chain; a jumped piece stays on the
# board until the move ends and cannot be jumped twice; a man reaching rank 1 is crowned and
# its move ends. A move is a maximal chain. Capture is compulsory, any capture may be chosen.

START_CVD = "mmmmmmmm/mmmmmmmm/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"
FILES = "abcdefgh"
KING_STEPS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
ROOK_DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP_DIRS = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def name(sq):
    return f"{FILES[sq % 8]}{sq // 8 + 1}"


def step(sq, dx, dy):
    f, r = sq % 8 + dx, sq // 8 + dy
    if 0 <= f < 8 and 0 <= r < 8:
        return r * 8 + f
    return None


class ChessVsDraughts:
    def __init__(self, fen):
        fields = fen.split()
        self.board = [None] * 64
        for i, row in enumerate(fields[0].split("/")):
            r, f = 7 - i, 0
            for c in row:
                if c.isdigit():
                    f += int(c)
                else:
                    self.board[r * 8 + f] = c
                    f += 1
        self.white = fields[1] == "w"
        rights = fields[2] if len(fields) > 2 else "-"
        self.castle_k = "K" in rights
        self.castle_q = "Q" in rights

    def copy(self):
        c = ChessVsDraughts.__new__(ChessVsDraughts)
        c.board = self.board[:]
        c.white = self.white
        c.castle_k = self.castle_k
        c.castle_q = self.castle_q
        return c

    # Black ------------------------------------------------------------------------------------

    def chains(self, frm, stop_at=None):
        """Every maximal capture chain of the black piece on frm as (landings, taken). With
        stop_at, returns True as soon as some chain jumps that square (a partial chain counts)."""
        piece = self.board[frm]
        out = []

        def empty(s):
            return self.board[s] is None or s == frm

        def go(at, landings, taken, man):
            went = False
            dirs = [(1, -1), (-1, -1)] if man else BISHOP_DIRS
            for dx, dy in dirs:
                s = step(at, dx, dy)
                if man:
                    victim = s
                else:
                    while s is not None and empty(s):
                        s = step(s, dx, dy)
                    victim = s
                if victim is None or empty(victim):
                    continue
                if self.board[victim] in ("m", "d") or victim in taken:
                    continue
                land = step(victim, dx, dy)
                while land is not None and empty(land):
                    if stop_at is not None and victim == stop_at:
                        return True
                    went = True
                    if man and land // 8 == 0:
                        out.append((landings + [land], taken + [victim], True))
                    elif go(land, landings + [land], taken + [victim], man):
                        return True
                    if man:
                        break
                    land = step(land, dx, dy)
            if not went and landings:
                out.append((landings, taken, False))
            return False

        found = go(frm, [], [], piece == "m")
        return found if stop_at is not None else out

    def black_attacks(self, sq):
        return any(
            self.chains(s, stop_at=sq) for s in range(64) if self.board[s] in ("m", "d")
        )

    def black_moves(self):
        caps, quiet = [], []
        for s in range(64):
            p = self.board[s]
            if p not in ("m", "d"):
                continue
            for landings, taken, crowned in self.chains(s):
                text = name(s) + "".join(name(x) for x in landings) if len(landings) > 1 else name(s) + name(landings[-1])
                if crowned:
                    text += "d"
                caps.append((text, ("chain", s, landings, taken, crowned)))
            if p == "m":
                for dx in (1, -1):
                    t = step(s, dx, -1)
                    if t is not None and self.board[t] is None:
                        crowned = t // 8 == 0
                        quiet.append((name(s) + name(t) + ("d" if crowned else ""), ("step", s, t, crowned)))
            else:
                for dx, dy in BISHOP_DIRS:
                    t = step(s, dx, dy)
                    while t is not None and self.board[t] is None:
                        quiet.append((name(s) + name(t), ("step", s, t, False)))
                        t = step(t, dx, dy)
        return caps if caps else quiet

    # White ------------------------------------------------------------------------------------

    def white_pseudo(self):
        out = []
        for s in range(64):
            p = self.board[s]
            if p is None or not p.isupper():
                continue

            def add(t, promo=None):
                out.append((name(s) + name(t) + (promo or ""), ("move", s, t, promo)))

            def target_ok(t):
                return t is not None and (self.board[t] is None or not self.board[t].isupper())

            if p in "KN":
                for dx, dy in KING_STEPS if p == "K" else KNIGHT:
                    t = step(s, dx, dy)
                    if target_ok(t):
                        add(t)
            elif p in "QRB":
                dirs = {"Q": ROOK_DIRS + BISHOP_DIRS, "R": ROOK_DIRS, "B": BISHOP_DIRS}[p]
                for dx, dy in dirs:
                    t = step(s, dx, dy)
                    while t is not None:
                        if self.board[t] is None:
                            add(t)
                        else:
                            if not self.board[t].isupper():
                                add(t)
                            break
                        t = step(t, dx, dy)
            else:  # pawn
                targets = []
                t = step(s, 0, 1)
                if t is not None and self.board[t] is None:
                    targets.append(t)
                    t2 = step(t, 0, 1)
                    if s // 8 == 1 and self.board[t2] is None:
                        targets.append(t2)
                for dx in (1, -1):
                    t = step(s, dx, 1)
                    if t is not None and self.board[t] is not None and not self.board[t].isupper():
                        targets.append(t)
                for t in targets:
                    if t // 8 == 7:
                        for q in "qrbn":
                            add(t, q)
                    else:
                        add(t)
        # Castling: king e1, rook h1/a1 unmoved (the rights), the squares between empty, the
        # king not attacked on its square nor on those it crosses.
        if self.board[4] == "K":
            for right, rook, between, crossed, to in (
                (self.castle_k, 7, [5, 6], [4, 5, 6], 6),
                (self.castle_q, 0, [1, 2, 3], [4, 3, 2], 2),
            ):
                if not right or self.board[rook] != "R":
                    continue
                if any(self.board[b] is not None for b in between):
                    continue
                if any(self.attacked_king_on(c) for c in crossed):
                    continue
                out.append((name(4) + name(to), ("castle", 4, to, rook)))
        return out

    def attacked_king_on(self, sq):
        """Whether a white king standing on sq (moved there from e1) could be captured."""
        b = self.copy()
        b.board[4] = None
        b.board[sq] = "K"
        return b.black_attacks(sq)

    def play(self, mv):
        b = self.copy()
        kind = mv[0]
        if kind == "move":
            _, s, t, promo = mv
            p = b.board[s]
            b.board[s] = None
            b.board[t] = promo.upper() if promo else p
            for sq in (s, t):
                if sq in (4, 7):
                    b.castle_k = False
                if sq in (4, 0):
                    b.castle_q = False
        elif kind == "castle":
            _, s, t, rook = mv
            b.board[s] = None
            b.board[rook] = None
            b.board[t] = "K"
            b.board[5 if t == 6 else 3] = "R"
            b.castle_k = b.castle_q = False
        elif kind == "step":
            _, s, t, crowned = mv
            p = b.board[s]
            b.board[s] = None
            b.board[t] = "d" if crowned else p
        else:  # chain
            _, s, landings, taken, crowned = mv
            p = b.board[s]
            b.board[s] = None
            for x in taken:
                if b.board[x] == "R" and x in (0, 7):
                    if x == 7:
                        b.castle_k = False
                    else:
                        b.castle_q = False
                b.board[x] = None
            b.board[landings[-1]] = "d" if crowned else p
        b.white = not b.white
        return b

    def legal(self):
        if not self.white:
            return self.black_moves()
        out = []
        for text, mv in self.white_pseudo():
            after = self.play(mv)
            king = after.board.index("K") if "K" in after.board else None
            if king is not None and after.black_attacks(king):
                continue
            out.append((text, mv))
        return out

    def perft(self, depth):
        moves = self.legal()
        if depth == 1:
            return len(moves)
        return sum(self.play(mv).perft(depth - 1) for _, mv in moves)


def run_cvd(depth, fen, moves, divide):
    pos = ChessVsDraughts(fen or START_CVD)
    for m in moves:
        found = [mv for text, mv in pos.legal() if text == m]
        if not found:
            sys.exit(f"{m} is not legal here")
        pos = pos.play(found[0])
    print("# chess-vs-draughts: independent Python implementation (scripts/reference-perft.py)")
    print(f"# fen {fen or START_CVD}" + (f" moves {' '.join(moves)}" if moves else ""))
    report(depth, divide, pos.legal(), lambda mv, d: pos.play(mv).perft(d), pos.perft)


def random_positions(game, count, seed):
    """Positions of random play from the start (10 to 60 plies, a game that ended is played
    again), written as Fairy-Stockfish writes them: the positions of the tables' random rows."""
    import random

    import pyffish as sf

    variant = FSF_GAMES[game][0]
    rng = random.Random(seed)
    start = sf.start_fen(variant)
    out = []
    while len(out) < count:
        moves = []
        for _ in range(rng.randint(10, 60)):
            legal = sf.legal_moves(variant, start, moves)
            if not legal:
                break
            moves.append(rng.choice(sorted(legal)))
        if sf.legal_moves(variant, start, moves):
            out.append(sf.get_fen(variant, start, moves))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game", choices=sorted(FSF_GAMES) + ["chess-vs-draughts"])
    ap.add_argument("depth", type=int)
    ap.add_argument("--fen")
    ap.add_argument("--moves", nargs="*", default=[])
    ap.add_argument("--divide", action="store_true")
    ap.add_argument("--random", type=int, metavar="N", help="perft of N positions of random play (seed --seed) instead")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    if a.random:
        for fen in random_positions(a.game, a.random, a.seed):
            run_fsf(a.game, a.depth, fen, [], False)
        return
    if a.game == "chess-vs-draughts":
        run_cvd(a.depth, a.fen, a.moves, a.divide)
    else:
        run_fsf(a.game, a.depth, a.fen, a.moves, a.divide)


if __name__ == "__main__":
    main()
