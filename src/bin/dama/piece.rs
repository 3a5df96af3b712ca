//! The commands for piece games (chess, shogi, games from a file): which game the arguments
//! name, and `moves`, `perft` and `bestmove` on it.

use std::io::Write;
use std::sync::Arc;
use std::time::Instant;

use dama::piece::game::PieceRecord;
use dama::piece::{self as pc, movegen, notation, PieceRules};
use dama::protocols::matches::EngineSpec;
use dama::protocols::piece_match::{run_piece_match, PieceMatchConfig};
use dama::search::bot::Bot;
use dama::search::levels::Opponent;
use dama::search::Limits;

use super::{report, PositionArgs};

/// A game named on the command line: a draughts game or a built-in piece game.
#[derive(Clone)]
pub enum GameArg {
    /// A draughts game.
    Draughts(dama::Variant),
    /// Chess or shogi.
    Piece(Arc<PieceRules>),
}

/// Reads `--variant`: a piece game's name or anything [`dama::Variant::parse`] takes.
pub fn parse_game(s: &str) -> Result<GameArg, String> {
    if let Some(g) = pc::built_in(s) {
        return Ok(GameArg::Piece(Arc::new(g)));
    }
    dama::Variant::parse(s)
        .map(GameArg::Draughts)
        .map_err(|e| format!("{e}; piece games: chess, shogi, or --game FILE"))
}

/// What the arguments name.
pub enum Resolved {
    /// A draughts game, whose position the caller reads.
    Draughts(dama::Variant),
    /// A piece game and its position.
    Piece(Box<(PieceRules, pc::Position)>),
}

/// A piece game's position, or the message that ends the command.
pub enum Target {
    /// A piece game and its position.
    Piece(Box<(PieceRules, pc::Position)>),
    /// What went wrong.
    Error(String),
}

/// The game (and for piece games the position) the arguments name.
pub fn target(args: &PositionArgs) -> Result<Resolved, String> {
    let game = match (&args.variant, &args.game) {
        (Some(GameArg::Draughts(v)), _) => return Ok(Resolved::Draughts(*v)),
        (Some(GameArg::Piece(g)), _) => (**g).clone(),
        (None, Some(path)) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read --game {}: {e}", path.display()))?;
            PieceRules::from_json(&text).map_err(|e| format!("--game {}: {e}", path.display()))?
        }
        (None, None) => return Err("give --variant or --game".into()),
    };
    let pos = match &args.fen {
        None => game.start.clone(),
        Some(f) => pc::fen::parse(&game, f).map_err(|e| format!("bad --fen: {e}"))?,
    };
    Ok(Resolved::Piece(Box::new((game, pos))))
}

fn unpack(t: Target) -> Result<Box<(PieceRules, pc::Position)>, String> {
    match t {
        Target::Piece(p) => Ok(p),
        Target::Error(e) => Err(e),
    }
}

/// `dama moves`: each legal move in UCI or USI, a tab, and the captured squares; sorted.
pub fn moves(t: Target) -> Result<(), String> {
    let found = unpack(t)?;
    let (g, pos) = &*found;
    let mut list = Vec::new();
    movegen::legal_moves(g, pos, &mut list);
    let mut lines: Vec<String> = list
        .iter()
        .map(|m| {
            let captured: Vec<String> = m.captured().map(|s| g.square_name(s)).collect();
            format!("{}\t{}", notation::engine_move(g, m), captured.join(","))
        })
        .collect();
    lines.sort();
    for l in lines {
        say!("{l}");
    }
    Ok(())
}

/// `dama perft`: leaf counts for depths 1..=depth, or per move at the deepest with `divide`.
pub fn perft(t: Target, depth: u32, divide: bool) -> Result<(), String> {
    let found = unpack(t)?;
    let (g, pos) = &*found;
    if divide {
        let start = Instant::now();
        let mut list = Vec::new();
        movegen::legal_moves(g, pos, &mut list);
        let mut total = 0;
        let mut lines = Vec::new();
        for m in &list {
            let n = movegen::perft(g, &pos.after(g, m), depth.saturating_sub(1));
            total += n;
            lines.push(format!("{}\t{n}", notation::engine_move(g, m)));
        }
        lines.sort();
        for l in lines {
            say!("{l}");
        }
        say!("total {total}");
        report(total, start);
    } else {
        for d in 1..=depth {
            let start = Instant::now();
            let n = movegen::perft(g, pos, d);
            say!("{d} {n}");
            report(n, start);
        }
    }
    Ok(())
}

/// `dama bestmove` on a piece game: the move in UCI/USI, then score, depth, nodes and pv.
pub fn bestmove(
    t: Target,
    time: Option<u64>,
    depth: Option<u32>,
    level: Option<Opponent>,
) -> Result<(), String> {
    let found = unpack(t)?;
    let (g, pos) = *found;
    let g = dama::piece::PieceGame::new(Arc::new(g));
    let record = PieceRecord::from_position(g.clone(), pos);
    let given = time.is_some() || depth.is_some();
    let limits = Limits {
        depth,
        time_ms: time.map(|t| t as f64),
        ..Limits::default()
    };
    let mut bot = Bot::new(level.unwrap_or(Opponent::MASTER), 1);
    let result = bot.think(&record, given.then_some(limits), &mut |_| {});
    let Some(best) = result.best else {
        return Err(format!(
            "no legal move: the game is over ({:?})",
            record.status()
        ));
    };
    say!("{}", notation::engine_move(&g, &best));
    say!("score {}", result.info.score);
    say!("depth {}", result.info.depth);
    say!("nodes {}", result.info.nodes);
    let pv: Vec<String> = result
        .info
        .pv
        .iter()
        .map(|m| notation::engine_move(&g, m))
        .collect();
    say!("pv {}", pv.join(" "));
    Ok(())
}

/// The game of `dama match`.
pub enum MatchGame {
    /// A draughts game.
    Draughts(dama::Variant),
    /// A piece game.
    Piece(Arc<PieceRules>),
}

/// Which game `dama match` plays.
pub fn match_game(
    variant: Option<GameArg>,
    game: Option<std::path::PathBuf>,
) -> Result<MatchGame, String> {
    match (variant, game) {
        (Some(GameArg::Draughts(v)), _) => Ok(MatchGame::Draughts(v)),
        (Some(GameArg::Piece(g)), _) => Ok(MatchGame::Piece(g)),
        (None, Some(path)) => {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read --game {}: {e}", path.display()))?;
            let g = PieceRules::from_json(&text)
                .map_err(|e| format!("--game {}: {e}", path.display()))?;
            Ok(MatchGame::Piece(Arc::new(g)))
        }
        (None, None) => Err("give --variant or --game".into()),
    }
}

/// The settings of a piece-game match.
pub struct MatchArgs {
    /// Games.
    pub games: usize,
    /// Random plies of each opening.
    pub opening_plies: usize,
    /// Games at once.
    pub threads: usize,
    /// Time per move instead of the levels' budgets.
    pub move_time: Option<f64>,
    /// Longest game.
    pub max_plies: usize,
    /// Seed.
    pub seed: u64,
    /// Where to write the games (PGN).
    pub pgn: Option<std::path::PathBuf>,
}

/// `dama match` in a piece game: our bots only.
pub fn run_match(
    game: Arc<PieceRules>,
    engines: [EngineSpec; 2],
    args: MatchArgs,
) -> Result<(), String> {
    let mut bots = [Opponent::MASTER; 2];
    for (i, e) in engines.iter().enumerate() {
        match e {
            EngineSpec::Internal(o) | EngineSpec::NoBook(o) | EngineSpec::NoBitbase(o) => {
                bots[i] = *o
            }
            EngineSpec::Hub(_) | EngineSpec::PonderingHub(_) => {
                return Err(
                    "piece games are played by our own bots; Hub engines play draughts".into(),
                )
            }
        }
    }
    let cfg = PieceMatchConfig {
        game: dama::piece::PieceGame::new(game.clone()),
        engines: bots,
        games: args.games,
        opening_plies: args.opening_plies,
        threads: args.threads,
        seed: args.seed,
        move_time_ms: args.move_time,
        max_plies: args.max_plies,
    };
    eprintln!(
        "{} vs {}: {} games of {} on {} threads",
        bots[0],
        bots[1],
        args.games,
        game.name(),
        args.threads
    );
    let start = Instant::now();
    let (score, games) = run_piece_match(&cfg, &|s| {
        if s.games() % 10 == 0 {
            eprintln!("  after {} games: {}", s.games(), s.summary());
        }
    });
    if let Some(path) = args.pgn {
        std::fs::write(&path, games.join("\n"))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    say!(
        "{} vs {} ({}): {}",
        bots[0],
        bots[1],
        game.name(),
        score.summary()
    );
    eprintln!("  {:.1} s", start.elapsed().as_secs_f64());
    Ok(())
}
