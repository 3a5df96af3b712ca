//! The draw rules that need a game's history (each rules file's §14): the count of quiet moves
//! and the endgame move limits, kept per position of a game, and the verdict they give.

use std::sync::OnceLock;

use crate::draughts::board::SquareSet;
use crate::draughts::moves::Move;
use crate::draughts::outcome::DrawReason;
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{DrawRules, EndgameRule, Variant};

/// Counters behind the move-limit draw rules, one set per position of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Counters {
    /// Plies since the last capture (and, where man moves count, the last man move).
    pub(crate) quiet: u16,
    /// Per endgame rule: the material key it started with (0 = not in force) and plies since.
    endgame: [(u32, u16); 4],
    /// Whether one of those limits is reached in the position these counters belong to.
    endgame_reached: bool,
}

impl Counters {
    /// Whether an endgame move limit is counting.
    #[inline]
    pub(crate) fn endgame_in_force(&self) -> bool {
        self.endgame.iter().any(|&(key, _)| key != 0)
    }
}

/// An endgame limit in force: its name, limit in moves and how moves are counted.
#[derive(Clone, Copy)]
struct EndgameLimit {
    name: &'static str,
    moves: u16,
    /// Count only the stronger side's moves (Russian, Pool) rather than moves by each player.
    stronger_only: Option<Color>,
    /// A promotion starts the count afresh (Russian rule 7.2.6). Every other limit counts from
    /// the first position its condition holds in, whatever men are crowned meanwhile, and only a
    /// capture starts it again.
    promotion_resets: bool,
}

/// The pieces of each side, men and kings apart: changed by a capture or a promotion.
fn material_key(pos: &Position) -> u32 {
    pos.men(Color::White).count()
        | (pos.kings_of(Color::White).count() << 6)
        | (pos.men(Color::Black).count() << 12)
        | (pos.kings_of(Color::Black).count() << 18)
        | 1 << 30
}

/// The number of pieces of each side: changed by a capture only.
fn piece_count_key(pos: &Position) -> u32 {
    pos.pieces(Color::White).count() | (pos.pieces(Color::Black).count() << 6) | 1 << 30
}

/// The side with a lone king facing `n_min..=n_max` pieces including a king, if any.
fn lone_king_against(pos: &Position, n_min: u32, n_max: u32, kings_only: bool) -> Option<Color> {
    for weak in [Color::White, Color::Black] {
        let strong = weak.opponent();
        let wp = pos.pieces(weak);
        let n = pos.pieces(strong).count();
        if wp.count() == 1
            && wp.intersects(pos.kings())
            && (n_min..=n_max).contains(&n)
            && pos.kings_of(strong).any()
            && (!kings_only || pos.men(strong).is_empty())
        {
            return Some(strong);
        }
    }
    None
}

/// The long diagonal a1–h8 of the 8x8 board, found once per game (the search asks in every
/// ending of three pieces against one).
fn long_diagonal(variant: Variant) -> SquareSet {
    static DIAGONALS: OnceLock<Vec<SquareSet>> = OnceLock::new();
    let all = DIAGONALS.get_or_init(|| {
        Variant::ALL
            .iter()
            .map(|&v| {
                ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
                    .iter()
                    .filter_map(|s| crate::draughts::notation::square::parse_square(v, s))
                    .collect()
            })
            .collect()
    });
    Variant::ALL
        .iter()
        .position(|&v| v == variant)
        .map_or_else(SquareSet::default, |i| all[i])
}

/// Whether an endgame limit of `rule` can be in force in `pos`: every one needs a lone king,
/// but Russian's kings on both sides with 4 to 7 pieces. A quick test for the search, which
/// asks at every node.
#[inline]
fn may_limit(rule: EndgameRule, pos: &Position) -> bool {
    match rule {
        EndgameRule::None | EndgameRule::Turkish => false,
        EndgameRule::Russian
            if pos.occupied().count() <= 7
                && pos.kings_of(Color::White).any()
                && pos.kings_of(Color::Black).any() =>
        {
            true
        }
        _ => pos.pieces(Color::White).count() == 1 || pos.pieces(Color::Black).count() == 1,
    }
}

/// The endgame limits in force in `pos`, by slot (no allocation: the search asks at every node).
fn endgame_limits(
    rule: EndgameRule,
    variant: Variant,
    pos: &Position,
) -> [Option<EndgameLimit>; 4] {
    let mut out = [None; 4];
    if !may_limit(rule, pos) {
        return out;
    }
    match rule {
        EndgameRule::None => {}
        EndgameRule::International => {
            if lone_king_against(pos, 3, 3, false).is_some() {
                out[0] = Some(EndgameLimit {
                    name: "three pieces with a king against a lone king",
                    moves: 16,
                    stronger_only: None,
                    promotion_resets: false,
                });
            } else if lone_king_against(pos, 1, 2, false).is_some() {
                out[1] = Some(EndgameLimit {
                    name: "two pieces or fewer with a king against a lone king",
                    moves: 5,
                    stronger_only: None,
                    promotion_resets: false,
                });
            }
        }
        EndgameRule::Russian => {
            if let Some(strong) = lone_king_against(pos, 3, 12, true) {
                out[0] = Some(EndgameLimit {
                    name: "three or more kings against a lone king",
                    moves: 15,
                    stronger_only: Some(strong),
                    promotion_resets: false,
                });
            }
            if let Some(strong) = lone_king_against(pos, 3, 3, false) {
                let diag = long_diagonal(variant);
                let lone = pos.pieces(strong.opponent());
                if lone.intersects(diag) && (pos.occupied() & diag).count() == 1 {
                    out[1] = Some(EndgameLimit {
                        name: "three pieces against a lone king on the long diagonal",
                        moves: 5,
                        stronger_only: Some(strong),
                        promotion_resets: false,
                    });
                }
            }
            if let Some(strong) = lone_king_against(pos, 1, 2, false) {
                out[2] = Some(EndgameLimit {
                    name: "two pieces or fewer against a lone king",
                    moves: 5,
                    stronger_only: Some(strong),
                    promotion_resets: false,
                });
            }
            let total = pos.occupied().count();
            if pos.kings_of(Color::White).any() && pos.kings_of(Color::Black).any() {
                if (4..=5).contains(&total) {
                    out[3] = Some(EndgameLimit {
                        name: "kings on both sides with 4 or 5 pieces and no change of material",
                        moves: 30,
                        stronger_only: None,
                        promotion_resets: true,
                    });
                } else if (6..=7).contains(&total) {
                    out[3] = Some(EndgameLimit {
                        name: "kings on both sides with 6 or 7 pieces and no change of material",
                        moves: 60,
                        stronger_only: None,
                        promotion_resets: true,
                    });
                }
            }
        }
        EndgameRule::Frisian => {
            // Seven moves by each player from the position where the material first arises.
            if lone_king_against(pos, 2, 2, true).is_some() {
                out[0] = Some(EndgameLimit {
                    name: "two kings against one king",
                    moves: 7,
                    stronger_only: None,
                    promotion_resets: false,
                });
            }
        }
        EndgameRule::Turkish => {}
        EndgameRule::PoolThreeKings => {
            if let Some(strong) = lone_king_against(pos, 3, 3, true) {
                out[0] = Some(EndgameLimit {
                    name: "three kings against one king",
                    moves: 13,
                    stronger_only: Some(strong),
                    promotion_resets: false,
                });
            }
        }
    }
    out
}

/// The key an endgame slot counts under while its rule is in force (else 0): the count goes on
/// while the key stays the same. A rule that stops holding (a lone king leaving the long
/// diagonal) therefore starts afresh later.
fn slot_key(limits: &[Option<EndgameLimit>; 4], slot: usize, pos: &Position) -> u32 {
    match limits[slot] {
        Some(l) if l.promotion_resets => material_key(pos),
        Some(_) => piece_count_key(pos),
        None => 0,
    }
}

impl Counters {
    /// The counters after `mv`, played in `before`, led to `after`.
    #[inline]
    pub(crate) fn after(
        &self,
        rules: &DrawRules,
        variant: Variant,
        before: &Position,
        mv: &Move,
        after: &Position,
    ) -> Counters {
        let man_moved = !before.kings().contains(mv.from);
        let quiet = if mv.is_capture() || (rules.man_moves_count && man_moved) {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        if !may_limit(rules.endgame, after) {
            return Counters {
                quiet,
                ..Counters::default()
            };
        }
        let (endgame, endgame_reached) = self.endgame_after(rules, variant, after);
        Counters {
            quiet,
            endgame,
            endgame_reached,
        }
    }

    /// The endgame counts after a move that led to `after`, where a limit may be in force.
    fn endgame_after(
        &self,
        rules: &DrawRules,
        variant: Variant,
        after: &Position,
    ) -> ([(u32, u16); 4], bool) {
        let limits = endgame_limits(rules.endgame, variant, after);
        let mut endgame = [(0u32, 0u16); 4];
        let mut hit = false;
        for (slot, e) in endgame.iter_mut().enumerate() {
            let key = slot_key(&limits, slot, after);
            let (old_key, plies) = self.endgame[slot];
            *e = if key != 0 && key == old_key {
                (key, plies.saturating_add(1))
            } else {
                (key, 0)
            };
            if let Some(limit) = &limits[slot] {
                hit |= reached(limit, e.1, after.side());
            }
        }
        (endgame, hit)
    }

    /// The counters of a game's first position.
    pub(crate) fn at_start(rules: &DrawRules, variant: Variant, pos: &Position) -> Counters {
        let limits = endgame_limits(rules.endgame, variant, pos);
        let mut endgame = [(0u32, 0u16); 4];
        for (slot, e) in endgame.iter_mut().enumerate() {
            *e = (slot_key(&limits, slot, pos), 0);
        }
        Counters {
            quiet: 0,
            endgame,
            endgame_reached: false,
        }
    }
}

/// The draw the rules call from the game's history, if any: the `repetitions`-th occurrence of
/// the position, too many quiet moves, or an endgame limit reached, `counters` being those of
/// `pos`.
pub(crate) fn history_draw(
    rules: &DrawRules,
    variant: Variant,
    pos: &Position,
    counters: &Counters,
    repetitions: u8,
) -> Option<DrawReason> {
    if rules.repetitions > 0 && repetitions >= rules.repetitions {
        return Some(DrawReason::Repetition(rules.repetitions));
    }
    if rules.quiet_plies > 0 && counters.quiet >= rules.quiet_plies {
        let moves = rules.quiet_plies / 2;
        return Some(if rules.man_moves_count {
            DrawReason::KingMoves(moves)
        } else {
            DrawReason::NoCapture(moves)
        });
    }
    endgame_draw(rules, variant, pos, counters)
}

/// Whether the position of `counters` is drawn by a move limit: the quiet moves or an endgame
/// limit (found when the counters were made). The searches ask at every node.
#[inline]
pub(crate) fn limit_reached(rules: &DrawRules, counters: &Counters) -> bool {
    (rules.quiet_plies > 0 && counters.quiet >= rules.quiet_plies) || counters.endgame_reached
}

/// How many more plies the move limits let a game go on from `pos` (whose counters are
/// `counters`): the fewest any endgame limit in force or the quiet moves leave (not counting
/// the quiet moves where men are left to reset them). `None` when no limit runs.
#[inline]
pub(crate) fn plies_left(
    rules: &DrawRules,
    variant: Variant,
    pos: &Position,
    counters: &Counters,
) -> Option<u32> {
    // Where a man's move starts the quiet count afresh, men on the board will move before it runs out.
    let quiet_runs =
        rules.quiet_plies > 0 && !(rules.man_moves_count && (pos.occupied() & !pos.kings()).any());
    // The search asks at every node, nearly always with no limit running.
    if !quiet_runs && !counters.endgame_in_force() {
        return None;
    }
    endgame_plies_left(rules, variant, pos, counters, quiet_runs)
}

/// [`plies_left`] where a limit may run.
fn endgame_plies_left(
    rules: &DrawRules,
    variant: Variant,
    pos: &Position,
    counters: &Counters,
    quiet_runs: bool,
) -> Option<u32> {
    let mut left = quiet_runs.then(|| rules.quiet_plies.saturating_sub(counters.quiet) as u32);
    if counters.endgame_in_force() {
        for (slot, limit) in endgame_limits(rules.endgame, variant, pos)
            .iter()
            .enumerate()
        {
            let Some(limit) = limit else { continue };
            let counted = counters.endgame[slot].1;
            let side_after = |p: u16| {
                if p.is_multiple_of(2) {
                    pos.side()
                } else {
                    pos.side().opponent()
                }
            };
            let more = (0..=2 * limit.moves + 2)
                .find(|&p| reached(limit, counted.saturating_add(p), side_after(p)))
                .unwrap_or(2 * limit.moves + 2) as u32;
            left = Some(left.map_or(more, |l| l.min(more)));
        }
    }
    left
}

/// Whether `limit`, counted `plies` plies, is reached with `to_move` to move.
fn reached(limit: &EndgameLimit, plies: u16, to_move: Color) -> bool {
    match limit.stronger_only {
        None => plies >= 2 * limit.moves,
        Some(strong) => {
            // The side to move when the count began moved first.
            let first = if plies.is_multiple_of(2) {
                to_move
            } else {
                to_move.opponent()
            };
            let strong_moves = if first == strong {
                plies.div_ceil(2)
            } else {
                plies / 2
            };
            strong_moves >= limit.moves
        }
    }
}

/// The endgame limit `pos` has reached, `counters` being its own, if any.
pub(crate) fn endgame_draw(
    rules: &DrawRules,
    variant: Variant,
    pos: &Position,
    counters: &Counters,
) -> Option<DrawReason> {
    // A limit in force has its key in its slot.
    if counters.endgame.iter().all(|&(key, _)| key == 0) {
        return None;
    }
    let to_move = pos.side();
    for (slot, limit) in endgame_limits(rules.endgame, variant, pos)
        .iter()
        .enumerate()
    {
        let Some(limit) = limit else { continue };
        if reached(limit, counters.endgame[slot].1, to_move) {
            return Some(DrawReason::EndgameLimit(limit.name, limit.moves));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::game::Game;

    fn left_after(variant: Variant, fen: &str, moves: &[&str]) -> Option<u32> {
        let mut game = Game::from_fen(variant, fen).unwrap();
        for m in moves {
            game.play_text(m).unwrap();
        }
        plies_left(
            &game.draw_rules(),
            variant,
            game.position(),
            &crate::game::GameRecord::current(&game).counters,
        )
    }

    #[test]
    fn the_plies_left_count_down_each_limit_in_force() {
        // International: 16 moves each for three against a lone king (32 plies), within the
        // 25 king moves each (50 plies).
        let fen = "W:WK15,K46,K5:BK3";
        assert_eq!(left_after(Variant::International, fen, &[]), Some(32));
        assert_eq!(
            left_after(Variant::International, fen, &["15-10"]),
            Some(31)
        );
        assert_eq!(
            left_after(Variant::International, fen, &["15-10", "3-14"]),
            Some(30)
        );
        // Russian counts the stronger side's moves only: 15 of them, White to move first.
        let fen = "W:WKa1,Kb2,Kc3:BKh2";
        assert_eq!(left_after(Variant::Russian, fen, &[]), Some(29));
        assert_eq!(
            left_after(Variant::Russian, &fen.replace("W:W", "B:W"), &[]),
            Some(30)
        );
        // No limit but the quiet moves, which men still on the board will reset.
        assert_eq!(
            left_after(Variant::International, "W:W31,32:B19,20", &[]),
            None
        );
        assert_eq!(
            left_after(Variant::International, "W:WK31,K32:BK19,K20", &[]),
            Some(50)
        );
    }
}
