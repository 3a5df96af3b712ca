//! A position: who stands where and who moves, with its Zobrist hash kept up to date.

use crate::draughts::board::{Square, SquareSet};
use crate::draughts::moves::Move;

/// One of the two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// The side whose men start near row 1 (the bottom of the diagram).
    White,
    /// The side whose men start near the top of the diagram.
    Black,
}

impl Color {
    /// The other side.
    #[inline(always)]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// Index 0 for White, 1 for Black.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Man or king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// An uncrowned piece.
    Man,
    /// A crowned piece.
    King,
}

/// A piece: its colour and role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// Man or king.
    pub role: Role,
}

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn zobrist_table() -> [[u64; 64]; 4] {
    let mut t = [[0u64; 64]; 4];
    let mut state = 0x0DA3_A5EE_D000_0001u64;
    let mut k = 0;
    while k < 4 {
        let mut b = 0;
        while b < 64 {
            let (s, v) = splitmix(state);
            state = s;
            t[k][b] = v;
            b += 1;
        }
        k += 1;
    }
    t
}

/// Zobrist keys: `[white man, white king, black man, black king][bit]`.
static ZOBRIST: [[u64; 64]; 4] = zobrist_table();
/// Hashed in when Black is to move.
const ZOBRIST_BLACK: u64 = splitmix(0xB1AC_C0DE).1;

#[inline(always)]
fn key(color: Color, king: bool, sq: Square) -> u64 {
    ZOBRIST[color.index() * 2 + king as usize][sq.index()]
}

/// The key of a side's Frisian king run (0 for none, so other games never hash it).
#[inline]
fn streak_key(color: Color, streak: u8) -> u64 {
    if streak == 0 {
        0
    } else {
        splitmix(0x57EA_C000 ^ (streak as u64) << 1 ^ color.index() as u64).1
    }
}

/// Who stands where and who is to move. Small and `Copy`: playing a move makes a new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pieces: [SquareSet; 2],
    kings: SquareSet,
    side: Color,
    /// Per side, Frisian's run of simple moves with one king: the count (0–3) in the top two
    /// bits, the king's square below. Always 0 in other games.
    streak: [u8; 2],
    hash: u64,
}

impl Position {
    /// A position from each side's pieces and the kings among them; the sets must not overlap.
    pub fn new(white: SquareSet, black: SquareSet, kings: SquareSet, side: Color) -> Self {
        let mut p = Position {
            pieces: [white, black],
            kings: kings & (white | black),
            side,
            streak: [0; 2],
            hash: 0,
        };
        p.hash = p.compute_hash();
        p
    }

    /// The pieces of `color`.
    #[inline(always)]
    pub fn pieces(&self, color: Color) -> SquareSet {
        self.pieces[color.index()]
    }

    /// Every piece on the board.
    #[inline(always)]
    pub fn occupied(&self) -> SquareSet {
        self.pieces[0] | self.pieces[1]
    }

    /// Every king on the board.
    #[inline(always)]
    pub fn kings(&self) -> SquareSet {
        self.kings
    }

    /// The men of `color`.
    #[inline(always)]
    pub fn men(&self, color: Color) -> SquareSet {
        self.pieces[color.index()] - self.kings
    }

    /// The kings of `color`.
    #[inline(always)]
    pub fn kings_of(&self, color: Color) -> SquareSet {
        self.pieces[color.index()] & self.kings
    }

    /// The side to move.
    #[inline(always)]
    pub fn side(&self) -> Color {
        self.side
    }

    /// The Zobrist hash, updated incrementally by [`Position::play`].
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Frisian's run of simple moves in a row with one king for `color` (frisian.md §15): the
    /// king's square and how many such moves it made (0 when there is no run).
    pub fn king_streak(&self, color: Color) -> (Square, u8) {
        let s = self.streak[color.index()];
        (Square::new(s & 63), s >> 6)
    }

    /// The position with `color`'s run of simple king moves set to `count` moves (0–3) by the
    /// king on `sq`.
    pub fn with_king_streak(mut self, color: Color, sq: Square, count: u8) -> Self {
        let value = if count == 0 {
            0
        } else {
            (count.min(3) << 6) | sq.index() as u8
        };
        let old = self.streak[color.index()];
        self.hash ^= streak_key(color, old) ^ streak_key(color, value);
        self.streak[color.index()] = value;
        self
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.pieces[0].contains(sq) {
            Color::White
        } else if self.pieces[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings.contains(sq) {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece { color, role })
    }

    /// The hash computed from scratch; always equal to [`Position::hash`].
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.side == Color::Black {
            ZOBRIST_BLACK
        } else {
            0
        };
        for color in [Color::White, Color::Black] {
            for sq in self.pieces(color) {
                h ^= key(color, self.kings.contains(sq), sq);
            }
            h ^= streak_key(color, self.streak[color.index()]);
        }
        h
    }

    /// The same position with the other side to move.
    pub fn with_side(mut self, side: Color) -> Self {
        if side != self.side {
            self.side = side;
            self.hash ^= ZOBRIST_BLACK;
        }
        self
    }

    /// The position after `mv`, which must be legal here (copy-make).
    #[inline]
    pub fn play(&self, mv: &Move) -> Position {
        let us = self.side;
        let them = us.opponent();
        let ends_king = self.kings.contains(mv.from) || mv.crowned;
        let mut p = *self;
        let h = self.hash_after(mv);
        // The captured pieces go first: where they leave the board at once (Turkish), the
        // capturing piece may end on a square one of them stood on.
        if mv.captured.any() {
            p.pieces[them.index()] = p.pieces[them.index()] - mv.captured;
            p.kings = p.kings - mv.captured;
        }
        p.pieces[us.index()] = p.pieces[us.index()].without(mv.from).with(mv.to);
        p.kings = p.kings.without(mv.from);
        if ends_king {
            p.kings = p.kings.with(mv.to);
        }
        p.side = them;
        p.hash = h;
        // Frisian moves only: every other game keeps both runs at 0.
        if let Some(streak) = mv.streak {
            p.update_streaks(self, mv, streak);
        }
        p
    }

    /// The hash of the position after `mv`, but for the Frisian runs of king moves.
    #[inline]
    pub fn hash_after(&self, mv: &Move) -> u64 {
        let us = self.side;
        let them = us.opponent();
        let was_king = self.kings.contains(mv.from);
        let ends_king = was_king || mv.crowned;
        let mut h =
            self.hash ^ ZOBRIST_BLACK ^ key(us, was_king, mv.from) ^ key(us, ends_king, mv.to);
        for sq in mv.captured {
            h ^= key(them, self.kings.contains(sq), sq);
        }
        h
    }

    /// The Frisian runs of simple king moves after `mv`, played in `before`: the mover's becomes
    /// `streak`, and the other side's ends if its king was taken.
    #[cold]
    #[inline(never)]
    fn update_streaks(&mut self, before: &Position, mv: &Move, streak: u8) {
        let us = before.side;
        let them = us.opponent();
        let old = before.streak[us.index()];
        self.hash ^= streak_key(us, old) ^ streak_key(us, streak);
        self.streak[us.index()] = streak;
        let theirs = before.streak[them.index()];
        if theirs != 0 && mv.captured.contains(Square::new(theirs & 63)) {
            self.hash ^= streak_key(them, theirs);
            self.streak[them.index()] = 0;
        }
    }
}
