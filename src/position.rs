//! A position: who stands where and who moves, with its Zobrist hash kept up to date.

use crate::board::{bit, Bitboard, Squares};
use crate::moves::Move;

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
fn key(color: Color, king: bool, sq: u8) -> u64 {
    ZOBRIST[color.index() * 2 + king as usize][sq as usize]
}

/// Who stands where and who is to move. Small and `Copy`: playing a move makes a new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pieces: [Bitboard; 2],
    kings: Bitboard,
    side: Color,
    hash: u64,
}

impl Position {
    /// A position from each side's pieces and the kings among them; the sets must not overlap.
    pub fn from_bitboards(white: Bitboard, black: Bitboard, kings: Bitboard, side: Color) -> Self {
        let mut p = Position {
            pieces: [white, black],
            kings: kings & (white | black),
            side,
            hash: 0,
        };
        p.hash = p.compute_hash();
        p
    }

    /// The pieces of `color`.
    #[inline(always)]
    pub fn pieces(&self, color: Color) -> Bitboard {
        self.pieces[color.index()]
    }

    /// Every piece on the board.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.pieces[0] | self.pieces[1]
    }

    /// Every king on the board.
    #[inline(always)]
    pub fn kings(&self) -> Bitboard {
        self.kings
    }

    /// The men of `color`.
    #[inline(always)]
    pub fn men(&self, color: Color) -> Bitboard {
        self.pieces[color.index()] & !self.kings
    }

    /// The kings of `color`.
    #[inline(always)]
    pub fn kings_of(&self, color: Color) -> Bitboard {
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

    /// The piece on `sq` (a bit index), if any.
    pub fn piece_at(&self, sq: u8) -> Option<Piece> {
        let b = bit(sq);
        let color = if self.pieces[0] & b != 0 {
            Color::White
        } else if self.pieces[1] & b != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & b != 0 {
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
            for sq in Squares(self.pieces(color)) {
                h ^= key(color, self.kings & bit(sq) != 0, sq);
            }
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
        let from = bit(mv.from);
        let to = bit(mv.to);
        let was_king = self.kings & from != 0;
        let ends_king = was_king || mv.crowned;
        let mut p = *self;
        let mut h =
            self.hash ^ ZOBRIST_BLACK ^ key(us, was_king, mv.from) ^ key(us, ends_king, mv.to);
        p.pieces[us.index()] = (p.pieces[us.index()] & !from) | to;
        p.kings &= !from;
        if ends_king {
            p.kings |= to;
        }
        if mv.captured != 0 {
            for sq in Squares(mv.captured) {
                h ^= key(them, self.kings & bit(sq) != 0, sq);
            }
            p.pieces[them.index()] &= !mv.captured;
            p.kings &= !mv.captured;
        }
        p.side = them;
        p.hash = h;
        p
    }
}
