//! The game a command plays, from `--variant` or `--game`, and its position from `--fen`: the
//! one place the command line turns a name into a game ([`AnyGame::named`]) and picks its family.
//! A command written once over the families implements [`ForGame`].

use std::path::PathBuf;

use dama::draughts::notation::movetext::{full_move, write_move};
use dama::draughts::notation::square::square_names;
use dama::draughts::{Draughts, State};
use dama::piece::notation::engine_move;
use dama::piece::{Move as PieceMove, PieceGame, Position as PiecePosition};
use dama::protocols::matches::MatchGame;
use dama::registry::AnyGame;

/// The game of a command.
#[derive(clap::Args)]
pub struct GameArgs {
    /// Game: a name or alias that `dama games` lists (draughts, Sixteen Soldiers, chess,
    /// shogi…), or house:SWITCHES for house rules (e.g. house:board=10,kings=short).
    #[arg(long, required_unless_present = "game")]
    pub variant: Option<String>,
    /// A game of one's own design: its game file (JSON; see docs/game-files.md).
    #[arg(long, conflicts_with = "variant")]
    pub game: Option<PathBuf>,
}

/// The game of a command and a position in it.
#[derive(clap::Args)]
pub struct PositionArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Position (default: the game's start): PDN FEN for draughts (W:W31-50:B1-20), FEN for
    /// chess and games with algebraic coordinates, SFEN for shogi.
    #[arg(long)]
    pub fen: Option<String>,
}

impl GameArgs {
    /// The game named.
    pub fn open(&self) -> Result<AnyGame, String> {
        match (&self.variant, &self.game) {
            (Some(name), _) => AnyGame::named(name).map_err(String::from),
            (None, Some(path)) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| format!("cannot read --game {}: {e}", path.display()))?;
                AnyGame::from_game_file(&text)
                    .map_err(|e| format!("--game {}: {}", path.display(), String::from(e)))
            }
            (None, None) => Err("give --variant or --game".into()),
        }
    }
}

/// A command written once for every game, run on the game the arguments name.
pub trait ForGame {
    /// What it gives back.
    type Out;
    /// Runs on `game` at `pos`.
    fn run<G: CliGame>(self, game: G, pos: G::Position) -> Result<Self::Out, String>;
}

impl PositionArgs {
    /// Runs `command` on the game and position the arguments name.
    pub fn run<C: ForGame>(&self, command: C) -> Result<C::Out, String> {
        match self.game.open()? {
            AnyGame::Draughts(g) => self.at(g, command),
            AnyGame::Piece(g) => self.at(g, command),
        }
    }

    fn at<G: CliGame, C: ForGame>(&self, game: G, command: C) -> Result<C::Out, String> {
        let pos = match &self.fen {
            None => game.start_position(),
            Some(text) => game
                .parse_position(text)
                .map_err(|e| format!("bad --fen: {}", String::from(e)))?,
        };
        command.run(game, pos)
    }
}

/// How the command line writes a game's moves.
pub trait CliGame: MatchGame {
    /// `mv` in full, as `dama moves` and `perft --divide` list it: every landing square in
    /// draughts, UCI or USI in the piece games.
    fn full_move(&self, pos: &Self::Position, mv: &Self::Move) -> String;
    /// `mv` as `dama bestmove` prints it and its line: PDN in draughts, UCI or USI in the
    /// piece games.
    fn short_move(&self, pos: &Self::Position, mv: &Self::Move) -> String;
    /// The squares `mv` captures on.
    fn captured(&self, pos: &Self::Position, mv: &Self::Move) -> Vec<String>;
}

impl CliGame for Draughts {
    fn full_move(&self, _pos: &State, mv: &dama::Move) -> String {
        full_move(self.variant, mv)
    }

    fn short_move(&self, pos: &State, mv: &dama::Move) -> String {
        write_move(self.variant, &pos.position, mv)
    }

    fn captured(&self, _pos: &State, mv: &dama::Move) -> Vec<String> {
        square_names(self.variant, mv.captured)
    }
}

impl CliGame for PieceGame {
    fn full_move(&self, _pos: &PiecePosition, mv: &PieceMove) -> String {
        engine_move(self, mv)
    }

    fn short_move(&self, _pos: &PiecePosition, mv: &PieceMove) -> String {
        engine_move(self, mv)
    }

    fn captured(&self, _pos: &PiecePosition, mv: &PieceMove) -> Vec<String> {
        mv.captured().map(|s| self.square_name(s)).collect()
    }
}
