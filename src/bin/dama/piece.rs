//! The commands for piece games (chess, shogi, games from a file): which game the arguments
//! name, and `moves`, `perft` and `bestmove` on it.

use std::io::Write;
use std::sync::Arc;
use std::time::Instant;

use dama::piece::{self as pc, movegen, notation, PieceGame};

use super::{report, PositionArgs};

/// A game named on the command line: a draughts game or a built-in piece game.
#[derive(Clone)]
pub enum GameArg {
    /// A draughts game.
    Draughts(dama::Variant),
    /// Chess or shogi.
    Piece(Arc<PieceGame>),
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
    Piece(Box<(PieceGame, pc::Position)>),
}

/// A piece game's position, or the message that ends the command.
pub enum Target {
    /// A piece game and its position.
    Piece(Box<(PieceGame, pc::Position)>),
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
            PieceGame::from_json(&text).map_err(|e| format!("--game {}: {e}", path.display()))?
        }
        (None, None) => return Err("give --variant or --game".into()),
    };
    let pos = match &args.fen {
        None => game.start.clone(),
        Some(f) => pc::fen::parse(&game, f).map_err(|e| format!("bad --fen: {e}"))?,
    };
    Ok(Resolved::Piece(Box::new((game, pos))))
}

fn unpack(t: Target) -> Result<Box<(PieceGame, pc::Position)>, String> {
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

/// `dama bestmove` on a piece game.
pub fn bestmove(t: Target) -> Result<(), String> {
    let found = unpack(t)?;
    Err(format!(
        "{}: the bot does not play piece games yet (moves and perft do)",
        found.0.title()
    ))
}
