//! Changing a position under its game's rules: putting and taking pieces and hand counts with
//! their hash keys, the hash from scratch, and playing a move.

use super::bits::Bits;
use super::position::{code, kind_of, side_of, Move, Position, MAX_KINDS, MAX_SQUARES, NONE};
use super::rules::PieceRules;

impl Position {
    /// Puts a piece on an empty square (hash kept).
    #[inline(always)]
    pub fn put(&mut self, g: &PieceRules, sq: u8, side: u8, kind: u8) {
        let c = code(side, kind);
        self.board[sq as usize] = c;
        self.occ[side as usize].insert(sq);
        if g.sides[side as usize].royal.contains(&kind) {
            self.royals[side as usize].insert(sq);
        }
        self.hash ^= g.piece_keys[c as usize * MAX_SQUARES + sq as usize];
    }

    /// Takes the piece off a square (hash kept).
    #[inline(always)]
    pub fn take(&mut self, g: &PieceRules, sq: u8) {
        let c = self.board[sq as usize];
        debug_assert!(c != 0);
        let side = side_of(c) as usize;
        self.board[sq as usize] = 0;
        self.occ[side].remove(sq);
        self.royals[side].remove(sq);
        if self.unmoved.has(sq) {
            self.unmoved.remove(sq);
            self.hash ^= g.square_keys[sq as usize];
        }
        self.hash ^= g.piece_keys[c as usize * MAX_SQUARES + sq as usize];
    }

    /// Adds `delta` to a hand count (hash kept).
    #[inline(always)]
    pub fn add_to_hand(&mut self, g: &PieceRules, side: u8, kind: u8, delta: i8) {
        let slot = &mut self.hand[side as usize][kind as usize];
        let base = (side as usize * MAX_KINDS + kind as usize) * 64;
        self.hash ^= g.hand_keys[base + (*slot as usize & 63)];
        *slot = slot.wrapping_add_signed(delta);
        self.hash ^= g.hand_keys[base + (*slot as usize & 63)];
    }

    /// Marks a square's piece unmoved (hash kept).
    pub fn set_unmoved(&mut self, g: &PieceRules, sq: u8) {
        if !self.unmoved.has(sq) {
            self.unmoved.insert(sq);
            self.hash ^= g.square_keys[sq as usize];
        }
    }

    /// The hash computed from scratch (for checks and after editing).
    pub fn compute_hash(&self, g: &PieceRules) -> u64 {
        let mut h = 0;
        for sq in self.occ[0].or(self.occ[1]).iter() {
            h ^= g.piece_keys[self.board[sq as usize] as usize * MAX_SQUARES + sq as usize];
        }
        for sq in self.unmoved.iter() {
            h ^= g.square_keys[sq as usize];
        }
        for sq in self.en_passant.iter() {
            h ^= g.square_keys[MAX_SQUARES + sq as usize];
        }
        for side in 0..2 {
            for kind in 0..MAX_KINDS {
                h ^= g.hand_keys
                    [(side * MAX_KINDS + kind) * 64 + (self.hand[side][kind] as usize & 63)];
            }
        }
        if self.side == 1 {
            h ^= g.side_key;
        }
        h
    }

    /// The position after `mv` (which must be legal or at least pseudo-legal here).
    #[inline]
    pub fn after(&self, g: &PieceRules, mv: &Move) -> Position {
        let mut p = self.clone();
        p.play(g, mv);
        p
    }

    /// Plays `mv` on this position.
    pub fn play(&mut self, g: &PieceRules, mv: &Move) {
        let us = self.side;
        let mut progress = mv.is_capture() || mv.is_drop();
        for sq in self.en_passant.iter() {
            self.hash ^= g.square_keys[MAX_SQUARES + sq as usize];
        }
        self.en_passant = Bits::EMPTY;
        self.en_passant_victim = NONE;
        for sq in mv.captured() {
            let c = self.board[sq as usize];
            self.take(g, sq);
            if g.drops {
                let k = g.kinds[kind_of(c) as usize].in_hand_as;
                self.add_to_hand(g, us, k, 1);
            }
        }
        if mv.is_drop() {
            self.add_to_hand(g, us, mv.kind, -1);
        } else {
            self.take(g, mv.from);
            progress |= g.kinds[mv.kind as usize].resets_progress;
        }
        if mv.partner.0 != NONE {
            let c = self.board[mv.partner.0 as usize];
            self.take(g, mv.partner.0);
            self.put(g, mv.partner.1, us, kind_of(c));
        }
        let kind = if mv.promote != NONE {
            mv.promote
        } else {
            mv.kind
        };
        self.put(g, mv.to, us, kind);
        if mv.opens_en_passant {
            // The empty squares of the board on the line between `from` and `to`, in steps of
            // the smallest vector along it (a (1, 2) ride of two steps crosses one square).
            let (ff, fr) = (g.file_of(mv.from) as i32, g.rank_of(mv.from) as i32);
            let (dx, dy) = (g.file_of(mv.to) as i32 - ff, g.rank_of(mv.to) as i32 - fr);
            let n = gcd(dx.unsigned_abs(), dy.unsigned_abs()) as i32;
            let (sx, sy) = (dx / n, dy / n);
            for t in 1..n {
                let sq = ((fr + sy * t) * g.files as i32 + ff + sx * t) as u8;
                if g.squares.has(sq) && self.board[sq as usize] == 0 {
                    self.en_passant.insert(sq);
                    self.hash ^= g.square_keys[MAX_SQUARES + sq as usize];
                }
            }
            self.en_passant_victim = mv.to;
        }
        self.quiet = if progress {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        if us == 1 {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side ^= 1;
        self.hash ^= g.side_key;
    }
}

/// The greatest common divisor (`gcd(0, n) = n`).
fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
