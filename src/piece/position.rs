//! A position of a piece game and the move that changes it: pieces, hands, unmoved pieces, en
//! passant squares, side to move, counters and the hash, made by copy (a position is a few
//! hundred bytes and plain data).

use super::bits::Bits;

/// The most squares of a board.
pub const MAX_SQUARES: usize = 144;
/// The most kinds of piece in one game.
pub const MAX_KINDS: usize = 32;

/// No square (the `from` of a drop, a missing victim or partner).
pub const NONE: u8 = u8::MAX;
/// The longest chain of jump captures a move records.
pub const MAX_JUMPS: usize = 12;

/// A piece on a square: `1 + kind + side * MAX_KINDS`; 0 is an empty square.
pub type Code = u8;

/// The code of a piece.
#[inline(always)]
pub fn code(side: u8, kind: u8) -> Code {
    1 + kind + side * MAX_KINDS as u8
}

/// The side of a piece code (not 0).
#[inline(always)]
pub fn side_of(c: Code) -> u8 {
    (c - 1) / MAX_KINDS as u8
}

/// The kind of a piece code (not 0).
#[inline(always)]
pub fn kind_of(c: Code) -> u8 {
    (c - 1) % MAX_KINDS as u8
}

/// A move: a piece from a square to a square (with its promotion, capture, castling partner or
/// chain of jumps), or a drop from the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square left, or [`NONE`] for a drop.
    pub from: u8,
    /// The square reached.
    pub to: u8,
    /// The kind moved or dropped.
    pub kind: u8,
    /// The kind it becomes, or [`NONE`].
    pub promote: u8,
    /// The square of the piece captured by landing or en passant, or [`NONE`].
    pub victim: u8,
    /// Castling: the partner's square and where it goes; else [`NONE`].
    pub partner: (u8, u8),
    /// The jumps of a chain of jump captures: how many.
    pub jumps: u8,
    /// Landing squares of the jumps, in order (the last is `to`).
    pub path: [u8; MAX_JUMPS],
    /// Squares of the pieces jumped, in order.
    pub taken: [u8; MAX_JUMPS],
    /// Squares it crossed that the opponent may take en passant (a pawn's double step).
    pub opens_en_passant: bool,
}

impl Move {
    /// A plain move or capture by landing.
    #[inline(always)]
    pub fn new(from: u8, to: u8, kind: u8, victim: u8) -> Move {
        Move {
            from,
            to,
            kind,
            promote: NONE,
            victim,
            partner: (NONE, NONE),
            jumps: 0,
            path: [NONE; MAX_JUMPS],
            taken: [NONE; MAX_JUMPS],
            opens_en_passant: false,
        }
    }

    /// A drop of `kind` on `to`.
    #[inline(always)]
    pub fn drop(kind: u8, to: u8) -> Move {
        Move::new(NONE, to, kind, NONE)
    }

    /// Whether this is a drop.
    #[inline(always)]
    pub fn is_drop(&self) -> bool {
        self.from == NONE
    }

    /// Whether it captures anything.
    #[inline(always)]
    pub fn is_capture(&self) -> bool {
        self.victim != NONE || self.jumps > 0
    }

    /// The squares of every piece it captures.
    pub fn captured(&self) -> impl Iterator<Item = u8> + '_ {
        (self.victim != NONE)
            .then_some(self.victim)
            .into_iter()
            .chain(self.taken[..self.jumps as usize].iter().copied())
    }
}

/// A position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The piece code on each square (0: empty or a hole).
    pub board: [Code; MAX_SQUARES],
    /// Each side's pieces.
    pub occ: [Bits; 2],
    /// Each side's royal pieces.
    pub royals: [Bits; 2],
    /// Pieces in each side's hand, per kind.
    pub hand: [[u8; MAX_KINDS]; 2],
    /// Squares of pieces that have not moved (those whose movement depends on it).
    pub unmoved: Bits,
    /// Squares the last move crossed that may be taken en passant.
    pub en_passant: Bits,
    /// The piece an en passant capture takes.
    pub en_passant_victim: u8,
    /// The side to move (0 starts).
    pub side: u8,
    /// Plies since the last capture or move of a progress piece.
    pub quiet: u16,
    /// The number of the move (starts at 1, grows after the second side moves).
    pub fullmove: u16,
    /// The hash of everything above but the counters.
    pub hash: u64,
}

impl Position {
    /// An empty board, side 0 to move.
    pub fn empty() -> Position {
        Position {
            board: [0; MAX_SQUARES],
            occ: [Bits::EMPTY; 2],
            royals: [Bits::EMPTY; 2],
            hand: [[0; MAX_KINDS]; 2],
            unmoved: Bits::EMPTY,
            en_passant: Bits::EMPTY,
            en_passant_victim: NONE,
            side: 0,
            quiet: 0,
            fullmove: 1,
            hash: 0,
        }
    }

    /// Every piece of a side, on the board and in hand.
    pub fn piece_count(&self, side: u8) -> u32 {
        self.occ[side as usize].count()
            + self.hand[side as usize]
                .iter()
                .map(|&n| n as u32)
                .sum::<u32>()
    }
}
