//! Why a move a player tried in a piece game is not allowed, where a rule of the game says more
//! than "the piece goes elsewhere": a piece on the way of a blocked leap, a region the piece
//! keeps to or must stand in, royal pieces left facing each other or a royal piece left in check.

use super::movegen::{faces, in_check, legal_moves, pseudo_moves};
use super::position::{kind_of, side_of, Move, Position};
use super::rules::{Atom, Conditions, PieceRules, Shape, NO_INDEX};
use crate::common::restriction::Restriction;

/// Why moving the piece on `from` to `to` is not legal in `pos`; `None` when a legal move goes
/// there, or when no rule tells more than where the piece can go.
pub fn explain(g: &PieceRules, pos: &Position, from: u8, to: u8) -> Option<Restriction> {
    let c = pos.board[from as usize];
    if c == 0 || side_of(c) != pos.side {
        return Some(Restriction::NoPieceToMove);
    }
    let mut legal = Vec::new();
    legal_moves(g, pos, &mut legal);
    let reaches = |m: &&Move| !m.is_drop() && m.from == from && m.to == to;
    if legal.iter().any(|m| reaches(&m)) {
        return None;
    }
    let mut pseudo = Vec::new();
    pseudo_moves(g, pos, &mut pseudo);
    if let Some(mv) = pseudo.iter().find(reaches) {
        return unsafe_for_royals(g, pos, mv);
    }
    let side = pos.side as usize;
    g.atoms[side][kind_of(c) as usize]
        .iter()
        .filter(|a| a.conditional && a.shape != Shape::Jump)
        .find_map(|a| broken_condition(g, pos, a, from, to))
}

/// Why the piece on `from` has no legal move at all, when each of its moves would leave its
/// royal pieces unsafe; `None` when it has a legal move or simply none to make.
pub fn explain_piece(g: &PieceRules, pos: &Position, from: u8) -> Option<Restriction> {
    let mut legal = Vec::new();
    legal_moves(g, pos, &mut legal);
    if legal.iter().any(|m| !m.is_drop() && m.from == from) {
        return None;
    }
    let mut pseudo = Vec::new();
    pseudo_moves(g, pos, &mut pseudo);
    pseudo
        .iter()
        .filter(|m| !m.is_drop() && m.from == from)
        .find_map(|m| unsafe_for_royals(g, pos, m))
}

/// The royal pieces `mv` would leave facing each other or attacked, if it does.
fn unsafe_for_royals(g: &PieceRules, pos: &Position, mv: &Move) -> Option<Restriction> {
    let side = pos.side;
    let piece = g.sides[side as usize]
        .royal
        .first()
        .map(|&k| g.kinds[k as usize].name.clone())?;
    let after = pos.after(g, mv);
    if g.facing_royals_forbidden && faces(g, &after, side) {
        return Some(Restriction::RoyalsFace { piece });
    }
    in_check(g, &after, side).then_some(Restriction::LeavesRoyalAttacked { piece })
}

/// The condition of `a` (a part of the piece on `from`) that keeps it from `to`, where its
/// movement alone would take it there.
fn broken_condition(
    g: &PieceRules,
    pos: &Position,
    a: &Atom,
    from: u8,
    to: u8,
) -> Option<Restriction> {
    let reach = a.move_range.max(a.capture_range) as usize;
    let ray = g.ray(a.dir, from);
    let at = ray.iter().take(reach).position(|&s| s == to)?;
    let between = &ray[..at];
    let target = pos.board[to as usize];
    let lands = if target == 0 {
        a.shape == Shape::Slide && a.move_range as usize > at
    } else {
        side_of(target) != pos.side
    };
    let open = match a.shape {
        Shape::Hop => {
            between
                .iter()
                .filter(|&&s| pos.board[s as usize] != 0)
                .count()
                == 1
        }
        _ => between.iter().all(|&s| pos.board[s as usize] == 0),
    };
    if !lands || !open {
        return None;
    }
    let Conditions {
        blocks,
        within,
        standing_in,
    } = a.conditions;
    let regions = &g.regions[pos.side as usize];
    let name = |i: u8| g.file.regions[i as usize].name.clone();
    if standing_in != NO_INDEX && !regions[standing_in as usize].has(from) {
        return Some(Restriction::OnlyFromRegion {
            region: name(standing_in),
        });
    }
    let blocker = blocks
        .iter()
        .take_while(|&&b| b != NO_INDEX)
        .filter_map(|&b| g.ray(b, from).first())
        .find(|&&s| pos.board[s as usize] != 0);
    if let Some(&square) = blocker {
        return Some(Restriction::Blocked {
            square: g.square_name(square),
        });
    }
    let inside = |s: &u8| regions[within as usize].has(*s);
    if within != NO_INDEX && !(inside(&to) && between.iter().all(inside)) {
        return Some(Restriction::KeepsToRegion {
            region: name(within),
        });
    }
    None
}
