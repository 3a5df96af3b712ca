//! An external engine of a piece game speaking UCI (chess engines) or USI (shogi engines), run
//! as a subprocess, as a player of `dama match`; and what the piece games plug into the match
//! runner.

use std::time::Duration;

use super::engine_process::{EngineProcess, Fault};
use super::matches::{check_declared, ExternalEngine, MatchGame, Player, Protocol};
use crate::piece::file::Coordinates;
use crate::piece::game::{PieceRecord, Status};
use crate::piece::notation::{engine_move, parse_engine_move};
use crate::piece::pgn::read_pgn;
use crate::piece::{built_in, fen, Move, PieceGame, Position};

/// How long an engine may take to start and to answer `isready`.
const SETUP: Duration = Duration::from_secs(20);

/// A piece game's engine's time a move when the match gives none.
const MOVE_TIME_MS: f64 = 1000.0;

/// A running UCI or USI engine.
pub struct UciEngine {
    process: EngineProcess,
    usi: bool,
    /// The name the engine gave in its `id name` line.
    pub name: String,
}

/// The name of the setting an `option name NAME type …` line declares (a name may hold spaces).
fn declared_option(line: &str) -> Option<String> {
    let rest = line.trim().strip_prefix("option name ")?;
    let name = rest.split(" type ").next()?.trim();
    (!name.is_empty()).then(|| name.to_string())
}

impl UciEngine {
    /// Starts `command` and sets it up for `game`: the protocol's handshake, the variant (the
    /// `UCI_Variant` or `USI_Variant` option) where the game is not the protocol's own, and for
    /// a game from a file its file (the `GameFile` option of Dama's own engine).
    /// Then it gives the engine `options` (`setoption`), each of which it must have declared.
    pub fn start(
        command: &str,
        usi: bool,
        game: &PieceGame,
        options: &[(String, String)],
    ) -> Result<UciEngine, String> {
        let process = EngineProcess::start(command)?;
        let mut engine = UciEngine {
            process,
            usi,
            name: command.to_string(),
        };
        let failed =
            |e: Fault| format!("{} while starting", e.about(&format!("engine `{command}`")));
        let (hello, ok) = if usi {
            ("usi", "usiok")
        } else {
            ("uci", "uciok")
        };
        engine.process.send(hello).map_err(failed)?;
        let mut declared = Vec::new();
        loop {
            let line = engine.process.read(SETUP).map_err(failed)?;
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_string();
            }
            if let Some(option) = declared_option(&line) {
                declared.push(option);
            }
            if line.trim() == ok {
                break;
            }
        }
        check_declared(options, command, &declared)?;
        for (name, value) in options {
            engine
                .process
                .send(&format!("setoption name {name} value {value}"))
                .map_err(failed)?;
        }
        let own = if usi { "shogi" } else { "chess" };
        let name = game.name();
        if built_in(name).is_some_and(|b| b.file_json() == game.file_json()) {
            if name != own {
                let option = if usi { "USI_Variant" } else { "UCI_Variant" };
                engine
                    .process
                    .send(&format!("setoption name {option} value {name}"))
                    .map_err(failed)?;
            }
        } else {
            let path = std::env::temp_dir().join(format!(
                "dama-game-{}-{:x}.json",
                std::process::id(),
                crate::common::rng::splitmix(game.file_json().len() as u64)
            ));
            std::fs::write(&path, game.file_json())
                .map_err(|e| format!("cannot write the game file for `{command}`: {e}"))?;
            engine
                .process
                .send(&format!("setoption name GameFile value {}", path.display()))
                .map_err(failed)?;
        }
        engine.ready().map_err(failed)?;
        Ok(engine)
    }

    /// `isready`, and its `readyok`.
    fn ready(&mut self) -> Result<(), Fault> {
        self.process.send("isready")?;
        while self.process.read(SETUP)?.trim() != "readyok" {}
        Ok(())
    }

    /// The `position` line of `game`'s current position: its start and the moves played.
    fn position_line(&self, game: &PieceRecord) -> String {
        let g = game.game();
        let moves: Vec<String> = game
            .moves_played()
            .iter()
            .map(|m| engine_move(g, m))
            .collect();
        let kind = if self.usi { "sfen" } else { "fen" };
        let start = fen::write(g, game.start());
        if moves.is_empty() {
            format!("position {kind} {start}")
        } else {
            format!("position {kind} {start} moves {}", moves.join(" "))
        }
    }

    /// A move in `game`'s current position, thinking `move_time_ms`: the engine must answer
    /// within twice that time and the grace more.
    pub fn choose(&mut self, game: &PieceRecord, move_time_ms: f64) -> Result<Move, Fault> {
        let position = self.position_line(game);
        self.process.send(&position)?;
        let go = if self.usi {
            format!("go byoyomi {}", move_time_ms.round() as u64)
        } else {
            format!("go movetime {}", move_time_ms.round() as u64)
        };
        self.process.send(&go)?;
        let deadline = self.process.answer_deadline(move_time_ms);
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let line = self.process.read(left)?;
            let mut words = line.split_whitespace();
            if words.next() != Some("bestmove") {
                continue;
            }
            let text = words.next().ok_or(Fault::NoMove)?;
            if matches!(text, "resign" | "0000" | "(none)" | "win") {
                return Err(Fault::NoMove);
            }
            return parse_engine_move(game.game(), game.position(), text)
                .map_err(|_| Fault::IllegalMove(text.to_string()));
        }
    }
}

impl Player<PieceGame> for UciEngine {
    fn new_game(&mut self, _seed: u64) -> Result<(), Fault> {
        self.process
            .send(if self.usi { "usinewgame" } else { "ucinewgame" })?;
        self.ready()
    }

    fn choose(
        &mut self,
        game: &PieceRecord,
        move_time_ms: Option<f64>,
    ) -> Result<Option<Move>, Fault> {
        UciEngine::choose(self, game, move_time_ms.unwrap_or(MOVE_TIME_MS)).map(Some)
    }
}

/// The piece games in `dama match`: UCI and USI engines, PGN files.
impl MatchGame for PieceGame {
    fn external(&self, engine: &ExternalEngine) -> Result<Box<dyn Player<PieceGame>>, String> {
        if engine.ponder {
            return Err("pondering is for Hub engines (ponder:hub:COMMAND)".into());
        }
        let usi = match engine.protocol {
            Protocol::Uci => false,
            Protocol::Usi => true,
            Protocol::Hub => {
                return Err(format!(
                    "{} is played by UCI and USI engines (uci:COMMAND, usi:COMMAND); Hub engines play draughts",
                    self.name()
                ))
            }
        };
        if usi != (self.coordinates == Coordinates::Shogi) {
            return Err(format!(
                "{} is written with {} squares: its engines speak {}",
                self.name(),
                if usi { "algebraic" } else { "shogi" },
                if usi {
                    "UCI (uci:COMMAND)"
                } else {
                    "USI (usi:COMMAND)"
                }
            ));
        }
        Ok(Box::new(UciEngine::start(
            &engine.command,
            usi,
            self,
            &engine.options,
        )?))
    }

    /// PGN, every move recorded.
    fn write_game(&self, record: &PieceRecord, tags: &[(String, String)]) -> String {
        let mut whole = record.clone();
        whole.go_to(whole.moves().len());
        let given = tags
            .iter()
            .find(|(name, _)| name.trim().eq_ignore_ascii_case("result"))
            .map(|(_, value)| value.as_str());
        crate::piece::pgn::write_pgn(&whole, tags, given)
    }

    fn engine_move(&self, _pos: &Position, mv: &Move) -> String {
        engine_move(self, mv)
    }

    /// Each game of a PGN file, replayed to its last move (of this game, whatever its tags
    /// say), is the start of a pair of games.
    fn openings_from_file(&self, text: &str) -> Result<Vec<PieceRecord>, String> {
        let mut out = Vec::new();
        for read in read_pgn(text, Some(self.rules().clone())) {
            let number = out.len() + 1;
            let pgn = read.game.map_err(|e| format!("opening {number}: {e}"))?;
            let mut game = PieceRecord::from_position(self.clone(), pgn.record.start().clone());
            for mv in pgn.record.moves_played() {
                game.play(mv).map_err(|e| {
                    format!("opening {number} is not a game of {}: {e}", self.name())
                })?;
            }
            if game.status() != Status::Ongoing {
                return Err(format!(
                    "opening {number} has ended: no game can start from it"
                ));
            }
            out.push(game);
        }
        if out.is_empty() {
            return Err("the openings file holds no game".into());
        }
        Ok(out)
    }

    fn start(&self) -> PieceRecord {
        PieceRecord::new(self.clone())
    }

    /// The cheapest piece's value.
    fn balance_margin(&self) -> i32 {
        (0..self.kinds.len() as u8)
            .map(|k| self.evaluator().value(k))
            .filter(|&v| v > 0)
            .min()
            .unwrap_or(100)
    }
}
