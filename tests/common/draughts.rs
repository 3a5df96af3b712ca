//! Helpers of the draughts tests: legal moves as text, games from a FEN, moves played from
//! text, random and quiet walks, and the checks of blocked sides, draws and mirrored positions.

use dama::draughts::game::GameResult;
use dama::draughts::notation::fen::parse_fen;
use dama::draughts::notation::movetext::{full_move, short_move};
use dama::draughts::notation::square::{algebraic_name, parse_square, square_names};
use dama::draughts::restriction::{explain, Restriction};
use dama::{Color, Game, Move, Position, Variant};
use std::collections::HashMap;

/// The legal moves of a FEN in full notation, sorted.
pub fn moves(v: Variant, fen: &str) -> Vec<String> {
    moves_written_by(v, fen, v)
}

/// The legal moves of a FEN of `v` in full notation as `writer` writes them (its numbers for the
/// squares), sorted.
pub fn moves_written_by(v: Variant, fen: &str, writer: Variant) -> Vec<String> {
    let pos = parse_fen(v, fen).unwrap_or_else(|e| panic!("bad test FEN {fen}: {e}"));
    let mut out: Vec<String> = dama::legal_moves(v, &pos)
        .iter()
        .map(|m| full_move(writer, m))
        .collect();
    out.sort();
    out
}

/// How [`moves_with_captures`] writes a move.
#[derive(Clone, Copy)]
pub enum Written {
    /// Every landing: `FROMxLANDINGxTO`.
    Full,
    /// Origin and destination only: `FROMxTO`. Two paths with the same origin, destination and
    /// captured set are one move (RULES.md §5), so this does not depend on which path the
    /// generator keeps.
    Short,
}

/// The legal moves with their captured squares, `MOVE captured`, sorted; each move written
/// `written`.
pub fn moves_with_captures(v: Variant, fen: &str, written: Written) -> Vec<String> {
    let pos = parse_fen(v, fen).unwrap();
    let write = match written {
        Written::Full => full_move,
        Written::Short => short_move,
    };
    let mut out: Vec<String> = dama::legal_moves(v, &pos)
        .iter()
        .map(|m| format!("{} {}", write(v, m), square_names(v, m.captured).join(",")))
        .collect();
    out.sort();
    out
}

/// The algebraic names of the squares numbered `numbers` in `v`, both separated by spaces.
pub fn algebraic_names(v: Variant, numbers: &str) -> String {
    let name = |n: &str| algebraic_name(v, parse_square(v, n).expect("a square"));
    numbers
        .split_whitespace()
        .map(name)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A sorted list of string literals.
pub fn sorted(items: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = items.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// A game from a FEN.
pub fn game(v: Variant, fen: &str) -> Game {
    Game::from_fen(v, fen).unwrap_or_else(|e| panic!("bad test FEN {fen}: {e}"))
}

/// The one legal move written `text` (full or short), as played in `game`.
pub fn play(game: &mut Game, text: &str) -> Move {
    game.play_text(text)
        .unwrap_or_else(|e| panic!("{text} should be legal in {}: {e}", game.fen()))
}

/// A game of `variant` after `plies` moves (fewer if it ends) picked by `seed`.
pub fn random_game(variant: Variant, mut seed: u64, plies: usize) -> Game {
    let mut game = Game::new(variant);
    for _ in 0..plies {
        if game.result() != GameResult::Ongoing {
            break;
        }
        let moves = game.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves.as_slice()[((seed >> 33) % moves.len() as u64) as usize];
        game.play(&m).unwrap();
    }
    game
}

/// Plays quiet moves that change nothing irreversible and repeat no position thrice, each side avoiding
/// moves that give the opponent a capture; `men_every` > 0 makes every so many plies a man move
/// when one is safe. Stops when the game ends. Returns the result after each ply. Choices are
/// pseudo-random with fixed seeds; a walk that corners itself is retried with the next seed.
pub fn shuffle(game: &mut Game, plies: usize, men_every: usize) -> Vec<GameResult> {
    let start = game.clone();
    for seed in 1..200u64 {
        *game = start.clone();
        if let Some(results) = try_shuffle(game, plies, men_every, seed) {
            return results;
        }
    }
    panic!("no quiet walk of {plies} plies from {}", start.fen());
}

fn try_shuffle(
    game: &mut Game,
    plies: usize,
    men_every: usize,
    mut seed: u64,
) -> Option<Vec<GameResult>> {
    let v = game.variant();
    let mut seen: HashMap<u64, u8> = HashMap::new();
    *seen.entry(game.position().hash()).or_default() += 1;
    let mut results = Vec::new();
    for ply in 0..plies {
        if game.result() != GameResult::Ongoing {
            break;
        }
        let pos = *game.position();
        let legal = game.legal_moves();
        let safe: Vec<Move> = legal
            .iter()
            .filter(|m| {
                let child = pos.play(m);
                !m.is_capture()
                    && !m.crowned
                    && seen.get(&child.hash()).copied().unwrap_or(0) < 2
                    && dama::legal_moves(v, &child).iter().all(|r| !r.is_capture())
            })
            .copied()
            .collect();
        let is_man = |m: &Move| !pos.kings().contains(m.from);
        let want_man = men_every > 0 && ply % men_every == 0;
        let mut pool: Vec<Move> = safe
            .iter()
            .filter(|m| want_man == is_man(m))
            .copied()
            .collect();
        if pool.is_empty() {
            pool = safe.iter().filter(|m| !is_man(m)).copied().collect();
        }
        if pool.is_empty() {
            return None;
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let pick = pool[(seed % pool.len() as u64) as usize];
        game.play(&pick).unwrap();
        *seen.entry(game.position().hash()).or_default() += 1;
        results.push(game.result());
    }
    Some(results)
}

/// The ply (1-based) at which the results first stop being ongoing.
pub fn first_end(results: &[GameResult]) -> Option<usize> {
    results
        .iter()
        .position(|r| *r != GameResult::Ongoing)
        .map(|i| i + 1)
}

/// The moves of the endgame limit that draws a game from `fen` once `first` is played and the
/// game walked as [`draw_reason_after_shuffle`] does with `plies` and `end`; panics on any other
/// draw.
pub fn endgame_limit_after(v: Variant, fen: &str, first: &str, plies: usize, end: usize) -> u16 {
    let mut g = game(v, fen);
    play(&mut g, first);
    match draw_reason_after_shuffle(&mut g, plies, 0, end) {
        dama::draughts::game::DrawReason::EndgameLimit(_, moves) => moves,
        other => panic!("{v} {fen} after {first}: {other:?}"),
    }
}

/// The draw of a game from `fen` walked `before` plies of kings only without ending, then a man
/// move that neither captures, crowns nor leaves the opponent a capture (the quiet-move count
/// starting again), then walked as [`draw_reason_after_shuffle`] does with `plies` and `end`.
pub fn draw_reason_after_a_man_move(
    v: Variant,
    fen: &str,
    before: usize,
    plies: usize,
    end: usize,
) -> dama::draughts::game::DrawReason {
    let mut g = game(v, fen);
    assert_eq!(first_end(&shuffle(&mut g, before, 0)), None, "{v} {fen}");
    assert_eq!(usize::from(g.quiet_plies()), before, "{v} {fen}");
    let pos = *g.position();
    let man_move = g
        .legal_moves()
        .iter()
        .find(|m| {
            !pos.kings().contains(m.from)
                && !m.is_capture()
                && !m.crowned
                && dama::legal_moves(v, &pos.play(m))
                    .iter()
                    .all(|r| !r.is_capture())
        })
        .copied()
        .expect("a safe man move");
    g.play(&man_move).unwrap();
    assert_eq!(g.quiet_plies(), 0, "{v} {fen}");
    draw_reason_after_shuffle(&mut g, plies, 0, end)
}

/// Shuffles `game` (see [`shuffle`]) and returns the reason of the draw that ends it, checking
/// that the game first ends at ply `end` (1-based) and that it ends drawn.
pub fn draw_reason_after_shuffle(
    game: &mut Game,
    plies: usize,
    men_every: usize,
    end: usize,
) -> dama::draughts::game::DrawReason {
    let results = shuffle(game, plies, men_every);
    assert_eq!(first_end(&results), Some(end), "{results:?}");
    match &results[end - 1] {
        GameResult::Draw { reason } => *reason,
        other => panic!("ply {end} ends the game with {other:?}, not a draw"),
    }
}

/// Why the move from `from` to `to` (square names) is not legal in the position `fen`: the rule
/// that forbids it, or `None` where nothing does.
pub fn why(v: Variant, fen: &str, from: &str, to: &str) -> Option<Restriction> {
    let pos = parse_fen(v, fen).unwrap();
    explain(
        v,
        &pos,
        parse_square(v, from).unwrap(),
        parse_square(v, to).unwrap(),
    )
}

/// A win of `winner` for `reason`.
pub fn win(winner: Color, reason: dama::draughts::game::WinReason) -> GameResult {
    GameResult::Win { winner, reason }
}

/// The winner of the game from `fen`, which must be over at once: the side to move has no move.
pub fn blocked_winner(v: Variant, fen: &str) -> dama::Color {
    let g = game(v, fen);
    assert!(
        g.legal_moves().is_empty(),
        "{v} {fen}: the side to move can move"
    );
    match g.result() {
        GameResult::Win {
            winner,
            reason: dama::draughts::game::WinReason::Blocked,
        } => winner,
        other => panic!("{v} {fen}: {other:?}, not a win by blocking"),
    }
}

/// Plays `cycle` (four king moves that return to the start, separated by spaces) twice from
/// `fen` and checks that the game goes on until the start position occurs for the third time,
/// which draws it; `rule` names the case in the messages.
pub fn assert_threefold_repetition_draws(rule: &str, v: Variant, fen: &str, cycle: &str) {
    let mut g = game(v, fen);
    let moves: Vec<&str> = cycle.split_whitespace().collect();
    assert_eq!(moves.len(), 4, "{rule}: {v} cycle `{cycle}`");
    for (i, m) in moves.iter().chain(moves.iter()).enumerate() {
        assert_eq!(
            g.result(),
            GameResult::Ongoing,
            "{rule}: {v} before ply {}",
            i + 1
        );
        play(&mut g, m);
    }
    assert_eq!(g.fen(), game(v, fen).fen(), "{rule}: {v}");
    assert_eq!(g.repetitions(), 3, "{rule}: {v}");
    assert_eq!(
        g.result(),
        GameResult::Draw {
            reason: dama::draughts::game::DrawReason::Repetition(3)
        },
        "{rule}: {v}"
    );
}

/// The position turned half a turn with the colours swapped: square `s` of `n` becomes
/// `n + 1 - s` and changes hands, and the other side moves. The mover's situation is the same,
/// so White's view of the score changes sign.
pub fn mirror(v: Variant, p: &Position) -> Position {
    let board = v.board();
    let n = board.points() as u32;
    let flip = |set: dama::draughts::board::SquareSet| -> dama::draughts::board::SquareSet {
        set.iter()
            .filter_map(|sq| board.from_number(n + 1 - board.number(sq)?))
            .collect()
    };
    Position::new(
        flip(p.pieces(Color::Black)),
        flip(p.pieces(Color::White)),
        flip(p.kings()),
        p.side().opponent(),
    )
}
