//! Matches between bots in a piece game (the old program's tester): openings of a few random
//! plies, each played twice with colours swapped, games on several threads, the score with its
//! Elo interval, and every game as PGN (SAN; the Western notation for shogi).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use super::matches::MatchScore;
use crate::common::rng::Rng;
use crate::piece::game::{PieceRecord, Reason, Status};
use crate::piece::pgn::movetext;
use crate::piece::{fen, Move, PieceGame};
use crate::search::bot::Bot;
use crate::search::levels::Opponent;
use crate::search::Limits;

/// How a piece-game match is played.
#[derive(Clone, Debug)]
pub struct PieceMatchConfig {
    /// The game.
    pub game: PieceGame,
    /// Engine 1 and engine 2; results are engine 1's.
    pub engines: [Opponent; 2],
    /// Number of games.
    pub games: usize,
    /// Random plies that make each opening.
    pub opening_plies: usize,
    /// Games played at once.
    pub threads: usize,
    /// Seed of the openings and the bots.
    pub seed: u64,
    /// Thinking time per move instead of the levels' budgets.
    pub move_time_ms: Option<f64>,
    /// Longest game in plies before it is called a draw.
    pub max_plies: usize,
}

/// Openings: distinct positions after `plies` random legal plies, still going.
pub fn piece_openings(game: &PieceGame, count: usize, plies: usize, seed: u64) -> Vec<Vec<Move>> {
    let mut rng = Rng::new(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut attempts = 0;
    while out.len() < count && attempts < count * 50 {
        attempts += 1;
        let mut r = PieceRecord::new(game.clone());
        for _ in 0..plies {
            let list = r.legal_moves();
            if list.is_empty() {
                break;
            }
            let mv = list[rng.below(list.len())];
            let _ = r.play(&mv);
        }
        if r.status() == Status::Ongoing && seen.insert(r.position().hash) {
            out.push(r.moves_played().to_vec());
        }
    }
    out
}

fn reason_text(r: Reason) -> &'static str {
    match r {
        Reason::Checkmate => "checkmate",
        Reason::Stalemate => "stalemate",
        Reason::NoMoves => "no legal move",
        Reason::RoyalCaptured => "royal piece captured",
        Reason::AllCaptured => "all pieces captured",
        Reason::Goal => "goal reached",
        Reason::Repetition => "repetition",
        Reason::PerpetualCheck => "perpetual check",
        Reason::NoProgress => "no-progress rule",
        Reason::PlyLimit => "ply limit",
        Reason::InsufficientMaterial => "insufficient material",
        Reason::Impasse => "impasse",
        Reason::Time => "time forfeit",
        Reason::Recorded => "recorded result",
    }
}

/// Plays one game: `first` is the engine index playing side 0. Returns engine 1's result
/// (+1, 0, -1) and the game's PGN.
fn play_game(
    cfg: &PieceMatchConfig,
    round: usize,
    opening: &[Move],
    first: usize,
) -> (i32, String) {
    let g = &cfg.game;
    let seed = cfg
        .seed
        .wrapping_mul(0x9E37_79B9)
        .wrapping_add(round as u64);
    let mut bots = [
        Bot::<PieceGame>::new(cfg.engines[first], seed),
        Bot::<PieceGame>::new(cfg.engines[1 - first], seed ^ 0xB0B),
    ];
    let mut r = PieceRecord::new(g.clone());
    for mv in opening {
        r.play(mv).expect("an opening is legal");
    }
    let limits = cfg.move_time_ms.map(|t| Limits {
        time_ms: Some(t),
        ..Limits::default()
    });
    let mut ended = None;
    while r.ply() < cfg.max_plies {
        match r.status() {
            Status::Ongoing => {}
            s => {
                ended = Some(s);
                break;
            }
        }
        let side = r.position().side as usize;
        let result = bots[side].think(&r, limits, &mut |_| {});
        let Some(mv) = result.best else { break };
        if r.play(&mv).is_err() {
            // A bot's illegal move loses (never seen; counted if it happens).
            ended = Some(Status::Win {
                winner: 1 - side as u8,
                reason: Reason::NoMoves,
            });
            break;
        }
    }
    let status = ended.unwrap_or(match r.status() {
        Status::Ongoing => Status::Draw(Reason::PlyLimit),
        s => s,
    });
    let (result_tag, side0) = match status {
        Status::Win { winner: 0, .. } => ("1-0", 1),
        Status::Win { .. } => ("0-1", -1),
        _ => ("1/2-1/2", 0),
    };
    let engine1_result = if first == 0 { side0 } else { -side0 };
    let termination = match status {
        Status::Win { reason, .. } | Status::Draw(reason) => reason_text(reason),
        Status::Ongoing => "unterminated",
    };
    let names = [
        cfg.engines[first].to_string(),
        cfg.engines[1 - first].to_string(),
    ];
    let side_tag = |s: usize| {
        let n = g.sides[s].name;
        format!("{}{}", n[..1].to_ascii_uppercase(), &n[1..])
    };
    let mut pgn = format!(
        "[Event \"dama match {}\"]\n[Round \"{round}\"]\n[{} \"{}\"]\n[{} \"{}\"]\n[Result \"{result_tag}\"]\n[Variant \"{}\"]\n[Termination \"{termination}\"]\n",
        g.name(),
        side_tag(0),
        names[0],
        side_tag(1),
        names[1],
        g.name()
    );
    if g.start != *r.start() {
        pgn += &format!("[FEN \"{}\"]\n", fen::write(g, r.start()));
    }
    pgn.push('\n');
    pgn += &movetext(&r, result_tag);
    pgn += "\n";
    (engine1_result, pgn)
}

/// Plays the match; `on_game` hears the score after each game.
pub fn run_piece_match(
    cfg: &PieceMatchConfig,
    on_game: &(dyn Fn(&MatchScore) + Sync),
) -> (MatchScore, Vec<String>) {
    let openings = piece_openings(
        &cfg.game,
        cfg.games.div_ceil(2).max(1),
        cfg.opening_plies,
        cfg.seed,
    );
    let next = AtomicUsize::new(0);
    let score = Mutex::new(MatchScore::default());
    let games: Mutex<Vec<(usize, String)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..cfg.threads.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= cfg.games {
                    break;
                }
                let opening = &openings[(i / 2) % openings.len().max(1)];
                let (res, pgn) = play_game(cfg, i + 1, opening, i % 2);
                let mut sc = score.lock().expect("score lock");
                match res {
                    1 => sc.wins += 1,
                    -1 => sc.losses += 1,
                    _ => sc.draws += 1,
                }
                on_game(&sc);
                drop(sc);
                games.lock().expect("games lock").push((i, pgn));
            });
        }
    });
    let mut games = games.into_inner().expect("games");
    games.sort_by_key(|(i, _)| *i);
    (
        score.into_inner().expect("score"),
        games.into_iter().map(|(_, p)| p).collect(),
    )
}
