//! PDN game files as real files write them (tests/data/games/README.md): a tolerant reader that
//! splits a file into games, finds each game's variant and start, and replays its moves on the
//! rules engine with a located error per broken game; and a writer whose output it reads back.
//!
//! Reading runs in three stages: text → tokens (tags, comments, words, variations' brackets) →
//! games (split at terminators and at tags after movetext) → each game's moves matched against
//! the legal moves, with backtracking where from-to squares fit two captures; then its
//! variations, comments and marks make the game's tree (`variations.rs`).

use std::fmt;

use crate::common::wording::{Worded, Wording};
use crate::draughts::game::{Game, RecordedResult};
use crate::draughts::moves::Move;
use crate::draughts::notation::fen::{parse_fen, FenError};
use crate::draughts::notation::movetext::MoveError;
use crate::draughts::notation::square::parse_square;
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::house::HouseError;
use crate::draughts::rules::{first_to_move, HouseRules, Variant};
use crate::game::Tree;

mod lexer;
mod movetext;
mod replay;
mod variations;
mod write;

use lexer::{lex, split_games, RawGame};
use movetext::{is_score, parse_movetext, Item, MoveToken};
use replay::{rotate_algebraic, Replay, StepError, StepErrorKind};
pub use write::{write_pdn, write_pdn_tree};

/// A game's result as its record gives it. A score names the players in the order they move:
/// `1-0` is a win for the side that starts the game (White, but Black in English and Pool
/// checkers, whose records end `1-0` when Black wins).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdnResult {
    /// `1-0` or `2-0`.
    FirstPlayerWins,
    /// `0-1` or `0-2`.
    SecondPlayerWins,
    /// `1/2-1/2` or `1-1`.
    Draw,
    /// Unfinished or not recorded: `*`, a bare `-`, or nothing.
    Unknown,
    /// Anything else, as written (match points such as `4-6`).
    Other(String),
}

impl PdnResult {
    /// Reads a result as written in a `Result` tag or a movetext terminator.
    pub fn parse(text: &str) -> PdnResult {
        match text.trim() {
            "1-0" | "2-0" => PdnResult::FirstPlayerWins,
            "0-1" | "0-2" => PdnResult::SecondPlayerWins,
            "1/2-1/2" | "1-1" | "½-½" => PdnResult::Draw,
            "" | "*" | "-" | "?" => PdnResult::Unknown,
            other => PdnResult::Other(other.to_string()),
        }
    }

    /// The terminator to write: `1-0`, `0-1`, `1/2-1/2`, `*`, or the text of `Other`.
    pub fn pdn(&self) -> &str {
        match self {
            PdnResult::FirstPlayerWins => "1-0",
            PdnResult::SecondPlayerWins => "0-1",
            PdnResult::Draw => "1/2-1/2",
            PdnResult::Unknown => "*",
            PdnResult::Other(s) => s,
        }
    }

    /// The winner in a game of `variant`, if the record names one.
    pub fn winner(&self, variant: Variant) -> Option<Color> {
        match self {
            PdnResult::FirstPlayerWins => Some(first_to_move(variant)),
            PdnResult::SecondPlayerWins => Some(first_to_move(variant).opponent()),
            _ => None,
        }
    }

    /// The result for a game of `variant` to end with, if the record gives a win or a draw.
    pub fn recorded(&self, variant: Variant) -> Option<RecordedResult> {
        match self {
            PdnResult::Draw => Some(RecordedResult::Draw),
            _ => self.winner(variant).map(RecordedResult::Win),
        }
    }
}

/// How a game ended that its moves do not show, as its `Termination` tag says it: the moves
/// and the result alone cannot tell a loss on time, a resignation or a draw the players agreed
/// from a game that was simply stopped there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Termination {
    /// A side ran out of time (`time forfeit`, as PGN writes it).
    TimeForfeit,
    /// The loser resigned (`resignation`).
    Resignation,
    /// The players agreed to a draw (`draw agreed`).
    DrawAgreed,
}

impl Termination {
    /// The tag's value.
    pub fn tag(self) -> &'static str {
        match self {
            Termination::TimeForfeit => "time forfeit",
            Termination::Resignation => "resignation",
            Termination::DrawAgreed => "draw agreed",
        }
    }

    /// What a `Termination` tag's value says, when it is one of these (any case).
    pub fn read(value: &str) -> Option<Termination> {
        let value = value.trim();
        [
            Termination::TimeForfeit,
            Termination::Resignation,
            Termination::DrawAgreed,
        ]
        .into_iter()
        .find(|t| value.eq_ignore_ascii_case(t.tag()))
    }

    /// The result a game record gives, `recorded`, made precise by this termination: a win on
    /// time or by resignation, a draw agreed. A termination that does not fit the result (a
    /// draw on time) changes nothing.
    pub fn refine(termination: Option<Termination>, recorded: RecordedResult) -> RecordedResult {
        match (termination, recorded) {
            (Some(Termination::TimeForfeit), RecordedResult::Win(w)) => {
                RecordedResult::WinOnTime(w)
            }
            (Some(Termination::Resignation), RecordedResult::Win(w)) => {
                RecordedResult::WinByResignation(w)
            }
            (Some(Termination::DrawAgreed), RecordedResult::Draw) => RecordedResult::DrawAgreed,
            (_, r) => r,
        }
    }
}

/// A comment of the main line and the number of moves played before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnComment {
    /// Moves (plies) played before the comment.
    pub ply: usize,
    /// The text, without braces.
    pub text: String,
}

/// One game read from a PDN file and replayed to its last move.
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// The tag pairs in file order, names and values as written.
    pub tags: Vec<(String, String)>,
    /// The game's rules (from `GameType`, `Variant` or the caller's default).
    pub variant: Variant,
    /// The start: the `FEN` tag's position, or the variant's start.
    pub start: Position,
    /// The game with every move played, its cursor after the last one.
    pub game: Game,
    /// The result: the movetext terminator, else the `Result` tag.
    pub result: PdnResult,
    /// Comments of the main line (and free text glued to moves).
    pub comments: Vec<PdnComment>,
    /// Every move of the record, its variations included, with comments, marks and evaluations;
    /// its main line is `game`'s moves.
    pub tree: Tree<Move>,
    /// The variations left out, and why (a move that is not legal where it is written).
    pub warnings: Vec<String>,
    /// Line (from 1) where the game starts in the file.
    pub line: usize,
}

impl PdnGame {
    /// The value of tag `name` (any case), if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_value(&self.tags, &[name])
    }

    /// Whether the record says anything a player could look at: a move, a position (a `FEN`
    /// tag) or a result. A header of tags followed by `*` alone holds no game.
    pub fn holds_a_game(&self) -> bool {
        !self.game.moves().is_empty()
            || self.tag("FEN").is_some_and(|f| !f.is_empty())
            || self.result != PdnResult::Unknown
    }
}

/// What went wrong with one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdnErrorKind {
    /// The text holds no game at all; `seen` is the start of the first text that is neither a
    /// tag, a move nor a result, if there was any.
    NoGame {
        /// The text that was found instead, shortened.
        seen: Option<String>,
    },
    /// The text is not text: binary data, such as an image or an archive.
    NotText,
    /// The game has tags but no movetext and no result (a file cut after a header).
    NoMovetext,
    /// The game is of a kind Dama does not play yet.
    UnsupportedVariant(String),
    /// The `HouseRules` tag cannot be read.
    BadHouseRules(HouseError),
    /// The `FEN` tag cannot be read.
    BadFen(String, FenError),
    /// A placeholder `-` stands where a move should be: the moves were never entered.
    Placeholder {
        /// The move number, e.g. `1` or `1...`.
        number: String,
    },
    /// A move that cannot be read or played.
    BadMove {
        /// The move number, e.g. `23` or `23...`.
        number: String,
        /// The move as written.
        text: String,
        /// Why.
        error: MoveError,
    },
    /// The record goes on after the game ended under its rules.
    AfterGameOver {
        /// The move number of the first move too many.
        number: String,
        /// That move as written.
        text: String,
        /// How the game had ended.
        why: String,
    },
}

/// A game that could not be read, located by its number in the file and a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnError {
    /// The game's number in the file, from 1 (0 when there is no game).
    pub game: usize,
    /// The line (from 1) of the problem.
    pub line: usize,
    /// What went wrong.
    pub kind: PdnErrorKind,
}

impl fmt::Display for PdnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdnErrorKind::NoGame { seen } => {
                f.write_str("no game found")?;
                if let Some(seen) = seen {
                    write!(f, ": `{seen}` is neither a tag, a move nor a result")?;
                }
                f.write_str(" (expected tags such as [Event \"...\"] or moves such as 1. 32-28)")
            }
            PdnErrorKind::NotText => f.write_str(
                "this is not a game file but binary data (an image, an archive or the like)",
            ),
            PdnErrorKind::NoMovetext => {
                f.write_str("the game ends after its tags: no moves and no result")
            }
            PdnErrorKind::UnsupportedVariant(what) => write!(f, "{what} is not supported yet"),
            PdnErrorKind::BadHouseRules(why) => write!(f, "HouseRules tag: {why}"),
            PdnErrorKind::BadFen(fen, e) => write!(f, "FEN tag `{fen}`: {e}"),
            PdnErrorKind::Placeholder { number } => write!(
                f,
                "move {number} is a placeholder `-`: the moves of this game were never entered"
            ),
            PdnErrorKind::BadMove { number, error, .. } => write!(f, "move {number} {error}"),
            PdnErrorKind::AfterGameOver { number, text, why } => write!(
                f,
                "move {number} `{text}` comes after the end of the game ({why})"
            ),
        }
    }
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.game > 0 {
            write!(f, "game {}, ", self.game)?;
        }
        write!(f, "line {}: {}", self.line, self.kind)
    }
}

impl std::error::Error for PdnError {}

impl Worded for PdnErrorKind {
    fn wording(&self) -> Wording {
        match self {
            PdnErrorKind::NoGame { seen: None } => Wording::new("engine.pdn.no-game"),
            PdnErrorKind::NoGame { seen: Some(seen) } => {
                Wording::new("engine.pdn.no-game-but").with("seen", seen)
            }
            PdnErrorKind::NotText => Wording::new("engine.pdn.not-text"),
            PdnErrorKind::NoMovetext => Wording::new("engine.pdn.no-movetext"),
            PdnErrorKind::UnsupportedVariant(what) => {
                Wording::new("engine.pdn.unsupported-variant").with("what", what)
            }
            PdnErrorKind::BadHouseRules(e) => {
                Wording::new("engine.pdn.bad-house-rules").with_wording("error", e.wording())
            }
            PdnErrorKind::BadFen(fen, e) => Wording::new("engine.pdn.bad-fen")
                .with("fen", fen)
                .with_wording("error", e.wording()),
            PdnErrorKind::Placeholder { number } => {
                Wording::new("engine.pdn.placeholder").with("number", number)
            }
            PdnErrorKind::BadMove { number, error, .. } => Wording::new("engine.pdn.bad-move")
                .with("number", number)
                .with_wording("error", error.wording()),
            PdnErrorKind::AfterGameOver { number, text, why } => {
                Wording::new("engine.pdn.after-game-over")
                    .with("number", number)
                    .with("text", text)
                    .with("why", why)
            }
        }
    }
}

impl Worded for PdnError {
    fn wording(&self) -> Wording {
        let at = if self.game > 0 {
            Wording::new("engine.pdn.at-game-line").with("game", self.game)
        } else {
            Wording::new("engine.pdn.at-line")
        };
        at.with("line", self.line)
            .with_wording("problem", self.kind.wording())
    }
}

/// Reads every game of a PDN text. Each game is replayed on its own, so one broken game never
/// loses the others. The variant comes from `GameType`, else `Variant`, else `default_variant`,
/// else International. Free text with neither tags, moves nor a result between games is no
/// game; a text with no game at all, or binary data, gives one error with game number 0.
pub fn read_pdn(text: &str, default_variant: Option<Variant>) -> Vec<Result<PdnGame, PdnError>> {
    if let Some(line) = binary_line(text) {
        return vec![Err(PdnError {
            game: 0,
            line,
            kind: PdnErrorKind::NotText,
        })];
    }
    let (games, junk): (Vec<RawGame>, Vec<RawGame>) =
        split_games(lex(text)).into_iter().partition(holds_anything);
    if games.is_empty() {
        let body = junk.first().map_or(&[][..], |raw| &raw.body[..]);
        let line = body.first().map_or(1, |t| t.line);
        let words: Vec<String> = body
            .iter()
            .take_while(|t| t.line == line)
            .map(|t| t.lexeme.text())
            .collect();
        return vec![Err(PdnError {
            game: 0,
            line,
            kind: PdnErrorKind::NoGame {
                seen: (!words.is_empty()).then(|| shortened(&words.join(" "))),
            },
        })];
    }
    games
        .into_iter()
        .enumerate()
        .map(|(i, raw)| {
            read_one(&raw, default_variant).map_err(|(line, kind)| PdnError {
                game: i + 1,
                line,
                kind,
            })
        })
        .collect()
}

/// Reads the first game of a PDN text.
pub fn read_game(text: &str, default_variant: Option<Variant>) -> Result<PdnGame, PdnError> {
    read_pdn(text, default_variant)
        .into_iter()
        .next()
        .unwrap_or(Err(PdnError {
            game: 0,
            line: 1,
            kind: PdnErrorKind::NoGame { seen: None },
        }))
}

/// The line of the first sign that `text` is binary data rather than text: a NUL, or more than
/// a tenth of its characters being control characters or undecodable bytes (U+FFFD). A PDN file
/// in another encoding has a few undecodable accented letters in its names, never that many.
fn binary_line(text: &str) -> Option<usize> {
    let odd =
        |c: char| c == '\u{fffd}' || (c.is_control() && !matches!(c, '\n' | '\r' | '\t' | '\x0c'));
    let line_of = |i: usize| 1 + text[..i].matches('\n').count();
    if let Some(i) = text.find('\0') {
        return Some(line_of(i));
    }
    let (mut chars, mut odds) = (0usize, 0usize);
    for c in text.chars() {
        chars += 1;
        odds += usize::from(odd(c));
    }
    if odds >= 8 && odds * 10 > chars {
        return text.find(odd).map(line_of);
    }
    None
}

/// Whether a piece of a file has tags, a move, a placeholder or a result: else it is free text.
fn holds_anything(raw: &RawGame) -> bool {
    if !raw.tags.is_empty() {
        return true;
    }
    let mt = parse_movetext(&raw.body);
    !mt.items.is_empty() || mt.terminator.is_some()
}

/// The first 40 characters of `text`, with `…` if there were more.
fn shortened(text: &str) -> String {
    let mut out: String = text.chars().take(40).collect();
    if text.chars().nth(40).is_some() {
        out.push('…');
    }
    out
}

type Failure = (usize, PdnErrorKind);

fn tag_value<'a>(tags: &'a [(String, String)], names: &[&str]) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| names.iter().any(|w| n.eq_ignore_ascii_case(w)))
        .map(|(_, v)| v.trim())
}

/// Games with a PDN number or name that Dama does not play yet.
const UNSUPPORTED: [(u32, &str); 5] = [
    (24, "Spanish draughts"),
    (27, "Canadian draughts"),
    (28, "Portuguese draughts"),
    (31, "Thai draughts"),
    (41, "Spantsiretti"),
];

fn detect_variant(
    tags: &[(String, String)],
    default: Option<Variant>,
) -> Result<Variant, PdnErrorKind> {
    if let Some(switches) = tag_value(tags, &["HouseRules"]) {
        return HouseRules::parse(switches)
            .map(Variant::House)
            .map_err(PdnErrorKind::BadHouseRules);
    }
    if let Some(gt) = tag_value(tags, &["GameType", "Type de jeu"]) {
        if let Ok(n) = gt.split(',').next().unwrap_or("").trim().parse::<u32>() {
            let known = u8::try_from(n).ok().and_then(Variant::from_game_type);
            return known.ok_or_else(|| {
                let name = UNSUPPORTED
                    .iter()
                    .find(|(k, _)| *k == n)
                    .map_or("an unknown game".to_string(), |(_, s)| s.to_string());
                PdnErrorKind::UnsupportedVariant(format!("GameType {n} ({name})"))
            });
        }
    }
    if let Some(text) = tag_value(tags, &["Variant"]).filter(|t| !t.is_empty()) {
        let words: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_ascii_lowercase)
            .collect();
        let found = Variant::from_name(text)
            .or_else(|| Variant::from_name(&words.join("-")))
            .or_else(|| words.contains(&"pool".into()).then_some(Variant::Pool))
            .or_else(|| words.iter().find_map(|w| Variant::from_name(w)));
        if let Some(v) = found {
            return Ok(v);
        }
        let unsupported = ["spanish", "thai", "canadian", "portuguese"];
        if words.iter().any(|w| unsupported.contains(&w.as_str())) {
            return Err(PdnErrorKind::UnsupportedVariant(format!(
                "Variant `{text}`"
            )));
        }
    }
    Ok(default.unwrap_or(Variant::International))
}

/// The move number to show for a token: as written, else counted from the ply.
fn move_label(tok: Option<&MoveToken>, ply: usize, variant: Variant, start: &Position) -> String {
    if let Some(n) = tok.and_then(|t| t.number.clone()) {
        return n;
    }
    let offset = usize::from(start.side() != first_to_move(variant));
    let n = (ply + offset) / 2 + 1;
    if (ply + offset) % 2 == 1 {
        format!("{n}...")
    } else {
        n.to_string()
    }
}

fn read_one(raw: &RawGame, default: Option<Variant>) -> Result<PdnGame, Failure> {
    let header_line = raw.line.max(1);
    let variant = detect_variant(&raw.tags, default).map_err(|k| (header_line, k))?;
    if !raw.has_movetext {
        return Err((header_line, PdnErrorKind::NoMovetext));
    }
    let fen = tag_value(&raw.tags, &["FEN"]).filter(|f| !f.is_empty());
    let start = match fen {
        Some(f) => read_fen_leniently(variant, f)
            .map_err(|e| (header_line, PdnErrorKind::BadFen(f.to_string(), e)))?,
        None => crate::start_position(variant),
    };
    let mut mt = parse_movetext(&raw.body);
    let tag_result = tag_value(&raw.tags, &["Result", "Risultato", "Résultat"]);
    let mut terminator = mt.terminator.clone();
    if terminator.is_none() {
        match mt.items.last() {
            Some(Item::Placeholder { .. }) => {
                mt.items.pop();
                terminator = Some("-".into());
            }
            Some(Item::Move(m)) if Some(m.text.as_str()) == tag_result && is_score(&m.text) => {
                terminator = Some(m.text.clone());
                mt.items.pop();
            }
            _ => {}
        }
    }
    let mut moves = Vec::new();
    for item in std::mem::take(&mut mt.items) {
        match item {
            Item::Move(m) => moves.push(m),
            Item::Placeholder { line, number } => {
                let number =
                    number.unwrap_or_else(|| move_label(None, moves.len(), variant, &start));
                return Err((line, PdnErrorKind::Placeholder { number }));
            }
        }
    }
    let has_algebraic = moves.iter().any(|m| {
        m.squares
            .iter()
            .any(|s| s.starts_with(|c: char| c.is_ascii_alphabetic()))
    });
    let normal = Replay {
        variant,
        moves: &moves,
        rotated: false,
    };
    let mut rotated = false;
    let (mut game, ply_starts) = match normal.run(Game::from_position(variant, start)) {
        Ok(done) => done,
        Err(first_err) => {
            let rotated_start = match fen {
                Some(f) => read_fen_leniently(variant, &rotate_algebraic(variant, f)).ok(),
                None => Some(start),
            };
            let retry = match (has_algebraic, rotated_start) {
                (true, Some(rs)) => {
                    rotated = true;
                    Replay {
                        variant,
                        moves: &moves,
                        rotated: true,
                    }
                    .run(Game::from_position(variant, rs))
                    .ok()
                }
                _ => None,
            };
            match retry {
                Some(done) => done,
                None => return Err(step_failure(&first_err, &moves, variant, &start)),
            }
        }
    };
    let recorded = terminator
        .as_deref()
        .map_or(PdnResult::Unknown, PdnResult::parse);
    let result = match recorded {
        PdnResult::Unknown => tag_result.map_or(PdnResult::Unknown, PdnResult::parse),
        r => r,
    };
    let termination = tag_value(&raw.tags, &["Termination"]).and_then(Termination::read);
    game.set_recorded_result(
        result
            .recorded(variant)
            .map(|r| Termination::refine(termination, r)),
    );
    let mut warnings = Vec::new();
    let tree = variations::tree_of(
        &variations::Context {
            variant,
            rotated,
            start: &start,
        },
        &game,
        &ply_starts,
        &mt,
        &mut warnings,
    );
    let comments = mt
        .comments
        .into_iter()
        .map(|(before, text)| PdnComment {
            ply: ply_starts.partition_point(|&t| t < before),
            text,
        })
        .collect();
    Ok(PdnGame {
        tags: raw.tags.clone(),
        variant,
        start: *game.start(),
        game,
        result,
        comments,
        tree,
        warnings,
        line: header_line,
    })
}

/// A FEN tag as problem collections write it: besides what [`parse_fen`] accepts, `W::` for an
/// empty board, and men on their own promotion row, read as kings (the man was crowned there).
fn read_fen_leniently(variant: Variant, fen: &str) -> Result<Position, FenError> {
    let mut text = fen.trim().trim_end_matches('.').to_string();
    if let Some(side) = text.strip_suffix("::") {
        text = format!("{side}:W:B");
    }
    for _ in 0..64 {
        match parse_fen(variant, &text) {
            Err(FenError::ManOnPromotionRow(square)) => match crown_in_fen(variant, &text, &square)
            {
                Some(crowned) => text = crowned,
                None => return Err(FenError::ManOnPromotionRow(square)),
            },
            other => return other,
        }
    }
    parse_fen(variant, &text)
}

/// `text` with the man on `square` written as a king, if the square is listed on its own.
fn crown_in_fen(variant: Variant, text: &str, square: &str) -> Option<String> {
    let target = parse_square(variant, square)?;
    let mut changed = false;
    let fields: Vec<String> = text
        .split(':')
        .map(|field| {
            let (head, list) = field.split_at(field.chars().next().map_or(0, char::len_utf8));
            let items: Vec<String> = list
                .split(',')
                .map(|item| {
                    if !changed && parse_square(variant, item.trim()) == Some(target) {
                        changed = true;
                        format!("K{}", item.trim())
                    } else {
                        item.to_string()
                    }
                })
                .collect();
            format!("{head}{}", items.join(","))
        })
        .collect();
    changed.then(|| fields.join(":"))
}

fn step_failure(
    err: &StepError,
    moves: &[MoveToken],
    variant: Variant,
    start: &Position,
) -> Failure {
    let tok = moves.get(err.index);
    let line = tok.map_or(1, |t| t.line);
    let number = move_label(tok, err.ply, variant, start);
    let text = tok.map_or_else(String::new, |t| t.text.clone());
    let kind = match &err.kind {
        StepErrorKind::Move(error) => PdnErrorKind::BadMove {
            number,
            text,
            error: error.clone(),
        },
        StepErrorKind::GameOver(why) => PdnErrorKind::AfterGameOver {
            number,
            text,
            why: why.clone(),
        },
    };
    (line, kind)
}
