//! Piece games (chess, shogi, game files) as the page uses them: the same shapes of values as
//! the draughts games ([`super::views`]), with what piece games add — the kinds of pieces and how
//! each is drawn, the hands, drops, promotion choices and check. Side 0 of a game (the one that
//! starts) is `white` to the page and side 1 `black`, whatever the game calls them; the entry
//! gives the game's own names.

use serde::Serialize;

use super::views::{win_in, MoveView, ResultView, SearchView};
use super::{BoardView, GameEntry, Record, SquareView};
use crate::common::wording::{Refusal, Wording};
use crate::draughts::notation::pdn::{is_time_forfeit, TIME_FORFEIT};
use crate::game::{Ending, Side};
use crate::piece::compile::PieceRules;
use crate::piece::file::Coordinates;
use crate::piece::game::{impasse, PieceRecord, Reason, Status};
use crate::piece::movegen::{in_check, legal_moves};
use crate::piece::notation::{display_move, engine_move};
use crate::piece::pgn::{first_tags, read_pgn, result_text, rules_of, write_pgn, PgnGame, PgnRead};
use crate::piece::position::{kind_of, side_of, Move, Position, NONE};
use crate::piece::{built_in, fen, is_piece_game, name_of, rules_named, PieceGame, BUILT_IN};
use crate::search::SearchInfo;

/// The page's name of side `side`.
pub fn color(side: u8) -> &'static str {
    if side == 0 {
        "white"
    } else {
        "black"
    }
}

/// A move asked of a game that is over.
fn game_over() -> Refusal {
    Refusal::worded("the game is over", Wording::new("engine.piece.play.over"))
}

/// A kind of piece as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KindView {
    /// Its name (`queen`, `promoted pawn`).
    pub name: String,
    /// Its letter (`Q`, `+P`).
    pub letter: String,
    /// The built-in picture that draws it (`queen`, `shogi-gold`), if any.
    pub picture: Option<String>,
}

/// The menu entry of a piece game, with its kinds of pieces and its sides' own names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceEntry {
    /// What every game's entry says.
    #[serde(flatten)]
    pub entry: GameEntry,
    /// `piece`: a game of pieces (draughts entries have no family).
    pub family: &'static str,
    /// Every kind of piece.
    pub kinds: Vec<KindView>,
    /// The game's names of the first and the second side (`white`, `black`; shogi `black`,
    /// `white`).
    pub side_names: [&'static str; 2],
    /// Whether captured pieces go to hand.
    pub drops: bool,
    /// The kinds a hand may hold (none when nothing is dropped).
    pub hand_kinds: Vec<String>,
    /// Whether a piece of the game castles, so that a position has castling rights.
    pub castling: bool,
    /// The game file's text (compact JSON).
    pub file: String,
}

/// The entry of the piece game `g`.
pub fn entry(g: &PieceRules) -> PieceEntry {
    PieceEntry {
        entry: GameEntry {
            name: name_of(g),
            title: g.title().to_string(),
            cols: g.files,
            rows: g.ranks,
            points: g.squares.count() as usize,
            kind: "all-squares",
            notation: match g.coordinates {
                Coordinates::Algebraic => "algebraic",
                Coordinates::Shogi => "shogi",
            },
            first_to_move: "white",
            start_fen: fen::write(g, &g.start),
        },
        family: "piece",
        kinds: g
            .kinds
            .iter()
            .map(|k| KindView {
                name: k.name.clone(),
                letter: k.letter.clone(),
                picture: k.picture.clone(),
            })
            .collect(),
        side_names: [g.sides[0].name, g.sides[1].name],
        drops: g.drops,
        hand_kinds: g
            .kinds
            .iter()
            .enumerate()
            .filter(|&(i, _)| {
                g.drops && (0..2).any(|holder| fen::hand_refusal(g, holder, i as u8).is_none())
            })
            .map(|(_, k)| k.name.clone())
            .collect(),
        castling: g.coordinates == Coordinates::Algebraic
            && g.kinds.iter().any(|k| k.castle.is_some()),
        file: g.file_json(),
    }
}

/// The entries of the built-in piece games, in menu order.
pub fn entries() -> Vec<PieceEntry> {
    BUILT_IN
        .iter()
        .filter_map(|(name, _)| built_in(name))
        .map(|g| entry(&g))
        .collect()
}

/// The board of `g` as the page draws it: every square but the holes, row 0 at the top.
pub fn board_view(g: &PieceRules) -> BoardView {
    BoardView {
        kind: "all-squares",
        cols: g.files,
        rows: g.ranks,
        first_file: 'a',
        squares: (0..g.ranks)
            .rev()
            .flat_map(|r| (0..g.files).map(move |f| (r, f)))
            .map(|(r, f)| r * g.files + f)
            .filter(|&sq| g.squares.has(sq))
            .map(|sq| SquareView {
                name: g.square_name(sq),
                row: g.ranks - 1 - g.rank_of(sq),
                col: g.file_of(sq),
            })
            .collect(),
        lines: Vec::new(),
    }
}

/// A move of a piece game as the page sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceMoveView {
    /// What every move's view says (for a drop, `from` is `*` and the kind: `*pawn`; `full`
    /// is UCI or USI, `notation` SAN or the Western shogi notation).
    #[serde(flatten)]
    pub base: MoveView,
    /// The kind it becomes, when it promotes.
    pub promote: Option<String>,
    /// The kind dropped, for a drop.
    pub drop: Option<String>,
    /// Castling: where the partner goes from and to.
    pub partner: Option<[String; 2]>,
    /// The kind moved.
    pub kind: String,
}

fn move_view(g: &PieceRules, pos: &Position, legal: &[Move], mv: &Move) -> PieceMoveView {
    let name = |sq: u8| g.square_name(sq);
    let kind = g.kinds[mv.kind as usize].name.clone();
    let path = if mv.jumps > 0 {
        mv.path[..mv.jumps as usize]
            .iter()
            .map(|&s| name(s))
            .collect()
    } else {
        vec![name(mv.to)]
    };
    PieceMoveView {
        base: MoveView {
            index: legal.iter().position(|m| m == mv).unwrap_or(usize::MAX),
            from: if mv.is_drop() {
                format!("*{kind}")
            } else {
                name(mv.from)
            },
            to: name(mv.to),
            path,
            captured: mv.captured().map(name).collect(),
            notation: display_move(g, pos, mv),
            full: engine_move(g, mv),
            crowned: mv.promote != NONE,
        },
        promote: (mv.promote != NONE).then(|| g.kinds[mv.promote as usize].name.clone()),
        drop: mv.is_drop().then(|| kind.clone()),
        partner: (mv.partner.0 != NONE).then(|| [name(mv.partner.0), name(mv.partner.1)]),
        kind,
    }
}

/// A piece on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceOnBoard {
    /// Its square.
    pub square: String,
    /// Its side and kind: `white-queen`, `black-promoted-pawn`.
    pub piece: String,
}

/// Pieces of a kind in a side's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandView {
    /// `white` or `black`.
    pub side: &'static str,
    /// The kind.
    pub kind: String,
    /// `white-pawn`.
    pub piece: String,
    /// How many.
    pub count: u8,
}

/// Where a piece game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceStatusView {
    /// The game's name.
    pub variant: String,
    /// `white` or `black`.
    pub to_move: &'static str,
    /// The side to move at the start.
    pub start_to_move: &'static str,
    /// Moves played up to the cursor.
    pub ply: usize,
    /// Moves recorded.
    pub length: usize,
    /// The result at the cursor.
    pub result: ResultView,
    /// The result after the last move.
    pub final_result: ResultView,
    /// Squares of the side to move's royal pieces in check.
    pub check: Vec<String>,
    /// The side to move may declare an impasse.
    pub impasse: bool,
}

fn reason_code(r: Reason) -> &'static str {
    match r {
        Reason::Checkmate => "checkmate",
        Reason::Stalemate => "stalemate",
        Reason::NoMoves => "no-moves-left",
        Reason::RoyalCaptured => "royal-captured",
        Reason::AllCaptured => "no-pieces-left",
        Reason::Goal => "goal",
        Reason::Repetition => "repetition",
        Reason::PerpetualCheck => "perpetual-check",
        Reason::NoProgress => "no-progress",
        Reason::PlyLimit => "ply-limit",
        Reason::InsufficientMaterial => "insufficient-material",
        Reason::Impasse => "impasse",
        Reason::Time => "time",
        Reason::Recorded => "recorded",
    }
}

fn reason_words(r: Reason) -> &'static str {
    match r {
        Reason::Checkmate => "checkmate",
        Reason::Stalemate => "stalemate",
        Reason::NoMoves => "no legal move",
        Reason::RoyalCaptured => "the royal piece was captured",
        Reason::AllCaptured => "no pieces left",
        Reason::Goal => "a piece reached its goal",
        Reason::Repetition => "repetition",
        Reason::PerpetualCheck => "perpetual check",
        Reason::NoProgress => "no progress",
        Reason::PlyLimit => "the move limit",
        Reason::InsufficientMaterial => "neither side can win",
        Reason::Impasse => "impasse: both kings entered and the points decided",
        Reason::Time => "on time",
        Reason::Recorded => "the game record ends here",
    }
}

/// The result of a piece game as the page shows it.
fn result_view(g: &PieceRules, status: Status) -> ResultView {
    let title = |side: u8| {
        let n = g.sides[side as usize].name;
        format!("{}{}", n[..1].to_ascii_uppercase(), &n[1..])
    };
    let (state, winner, reason, text) = match status {
        Status::Ongoing => ("ongoing", None, None, "the game goes on".to_string()),
        Status::Win { winner, reason } => (
            "win",
            Some(color(winner)),
            Some(reason),
            format!("{} wins: {}", title(winner), reason_words(reason)),
        ),
        Status::Draw(reason) => (
            "draw",
            None,
            Some(reason),
            format!("draw: {}", reason_words(reason)),
        ),
    };
    ResultView {
        state,
        winner,
        reason: reason.map(reason_code),
        count: match reason {
            Some(Reason::Repetition) => Some(u16::from(g.draws.repetition)),
            Some(Reason::Impasse) => g.draws.impasse.as_ref().map(|(threshold, _)| *threshold),
            _ => None,
        },
        rule: None,
        text,
        pdn: result_text(status),
    }
}

/// A piece game as the page holds it: the game with its cursor and how it ended beyond its
/// moves (a loss on time, a declared impasse), and the tags of the file it came from.
#[derive(Clone, Debug)]
pub struct PiecePage {
    record: PieceRecord,
    tags: Vec<(String, String)>,
    /// The game's name, found once ([`name_of`] compiles the built-in game to compare).
    name: String,
}

impl PiecePage {
    pub(super) fn of(record: PieceRecord) -> PiecePage {
        PiecePage {
            name: name_of(record.game()),
            record,
            tags: Vec::new(),
        }
    }

    /// A game of `name` from its start.
    pub fn new(name: &str) -> Result<PiecePage, Refusal> {
        Ok(PiecePage::of(PieceRecord::new(rules_named(name)?)))
    }

    /// A game of `name` from a position (FEN, or SFEN for shogi coordinates).
    pub fn from_fen(name: &str, text: &str) -> Result<PiecePage, Refusal> {
        let g = rules_named(name)?;
        let start = fen::parse(&g, text)?;
        Ok(PiecePage::of(PieceRecord::from_position(g, start)))
    }

    /// Game `index` of a PGN text; the rules from its tags, else `default` (a game's name).
    pub fn from_pgn(text: &str, index: usize, default: Option<&str>) -> Result<PiecePage, Refusal> {
        let default = default
            .filter(|d| is_piece_game(d))
            .map(rules_named)
            .transpose()?;
        let mut games = read_pgn(text, default);
        let count = games.len();
        if index >= count {
            return Err(super::no_such_game(index, count));
        }
        let PgnGame {
            record,
            tags,
            result,
            ..
        } = games.swap_remove(index).game?;
        let mut page = PiecePage::of(record);
        let on_time = tags
            .iter()
            .any(|(n, v)| n.trim().eq_ignore_ascii_case("termination") && is_time_forfeit(v));
        if page.record.status() == Status::Ongoing {
            let (first, second) = (Side::new(0), Side::new(1));
            page.record.set_ending(match (result.as_str(), on_time) {
                ("1-0", true) => Some(Ending::WinOnTime(first)),
                ("0-1", true) => Some(Ending::WinOnTime(second)),
                ("1-0", false) => Some(Ending::Win(first)),
                ("0-1", false) => Some(Ending::Win(second)),
                ("1/2-1/2", _) => Some(Ending::Draw),
                _ => None,
            });
        }
        page.tags = tags;
        Ok(page)
    }

    /// A game from a CSA record, in the rules of `name` (shogi when it names no 9x9 shogi game).
    pub fn from_csa(text: &str, name: Option<&str>) -> Result<PiecePage, Refusal> {
        let g = match name
            .filter(|n| is_piece_game(n))
            .map(rules_named)
            .transpose()?
        {
            Some(g) if crate::piece::csa::unsupported(&g).is_none() => g,
            _ => rules_named("shogi")?,
        };
        Ok(PiecePage::of(crate::piece::csa::read_csa(g, text)?))
    }

    /// The whole game as a CSA record (9x9 shogi games only), the players named `names`.
    pub fn to_csa(&self, names: [&str; 2]) -> Result<String, Refusal> {
        let mut whole = self.clone();
        whole.go_to(whole.length());
        crate::piece::csa::write_csa_ended(&whole.record, names, whole.record.status())
    }

    /// Whether the rules of a PGN text's first game are a piece game's: its tags say so, or
    /// `default` names one.
    pub fn names_piece_game(text: &str, default: Option<&str>) -> bool {
        let tags = first_tags(text);
        rules_of(&tags, None).is_ok() || default.is_some_and(is_piece_game)
    }

    /// A game of `name` from `start` (the game's own start when absent) and moves in either
    /// notation.
    pub fn from_moves(
        name: &str,
        start: Option<&str>,
        moves: &[String],
    ) -> Result<PiecePage, Refusal> {
        let mut page = match start {
            Some(s) => Self::from_fen(name, s)?,
            None => Self::new(name)?,
        };
        for (i, text) in moves.iter().enumerate() {
            page.play(text)
                .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
        }
        Ok(page)
    }

    /// A game rebuilt from a [`Record`]'s parts.
    pub fn from_record(name: &str, start: &str, moves: &[usize]) -> Result<PiecePage, Refusal> {
        let mut page = Self::from_fen(name, start)?;
        for (ply, &i) in moves.iter().enumerate() {
            let legal = page.record.legal_moves();
            let mv = *legal
                .get(i)
                .ok_or_else(|| format!("record: move {} is not legal", ply + 1))?;
            page.record.play(&mv)?;
        }
        Ok(page)
    }

    /// The game up to the cursor as a [`Record`].
    pub fn record(&self) -> Record {
        let g = self.record.game();
        let moves = self
            .record
            .moves_played()
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let mut list = Vec::new();
                legal_moves(g, &self.record.history()[i], &mut list);
                list.iter().position(|l| l == m).unwrap_or(usize::MAX)
            })
            .collect();
        Record {
            variant: self.variant(),
            start: fen::write(g, self.record.start()),
            moves,
        }
    }

    /// The game up to the cursor, as the bot sees it.
    pub fn game(&self) -> &PieceRecord {
        &self.record
    }

    /// The rules.
    pub fn rules(&self) -> &PieceGame {
        self.record.game()
    }

    /// The tags of the file it came from.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The game's name (`chess`, or `file:` and its game file).
    pub fn variant(&self) -> String {
        self.name.clone()
    }

    /// The whole game (taken-back moves included) as PGN with `tags` first.
    pub fn to_pgn(&self, tags: &[(String, String)]) -> String {
        let mut whole = self.clone();
        whole.go_to(whole.length());
        let result = whole.final_result().pdn;
        // A loss on time is not in the moves: the tag says it, whatever termination was given.
        let on_time = matches!(whole.record.ending(), Some(Ending::WinOnTime(_)));
        let tags: Vec<(String, String)> = tags
            .iter()
            .filter(|(name, _)| !(on_time && name.trim().eq_ignore_ascii_case("termination")))
            .cloned()
            .chain(on_time.then(|| ("Termination".to_string(), TIME_FORFEIT.to_string())))
            .collect();
        write_pgn(&whole.record, &tags, Some(result))
    }

    /// The current position in FEN (SFEN for shogi coordinates).
    pub fn fen(&self) -> String {
        fen::write(self.record.game(), self.record.position())
    }

    /// The start position in FEN.
    pub fn start_fen(&self) -> String {
        fen::write(self.record.game(), self.record.start())
    }

    fn piece_name(&self, side: u8, kind: u8) -> String {
        format!(
            "{}-{}",
            color(side),
            self.record.game().kinds[kind as usize]
                .name
                .replace(' ', "-")
        )
    }

    /// The pieces on the board.
    pub fn pieces(&self) -> Vec<PieceOnBoard> {
        let g = self.record.game();
        let pos = self.record.position();
        pos.occ[0]
            .or(pos.occ[1])
            .iter()
            .map(|sq| {
                let code = pos.board[sq as usize];
                PieceOnBoard {
                    square: g.square_name(sq),
                    piece: self.piece_name(side_of(code), kind_of(code)),
                }
            })
            .collect()
    }

    /// The pieces in hand, side by side and kind by kind.
    pub fn hands(&self) -> Vec<HandView> {
        let g = self.record.game();
        let pos = self.record.position();
        let mut out = Vec::new();
        for side in 0..2u8 {
            for (kind, k) in g.kinds.iter().enumerate() {
                let count = pos.hand[side as usize][kind];
                if count > 0 {
                    out.push(HandView {
                        side: color(side),
                        kind: k.name.clone(),
                        piece: self.piece_name(side, kind as u8),
                        count,
                    });
                }
            }
        }
        out
    }

    fn legal(&self) -> Vec<Move> {
        self.record.legal_moves()
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<PieceMoveView> {
        let legal = self.legal();
        let pos = self.record.position();
        legal
            .iter()
            .map(|m| move_view(self.record.game(), pos, &legal, m))
            .collect()
    }

    fn played(&mut self, mv: Move) -> Result<PieceMoveView, Refusal> {
        let legal = self.legal();
        if legal.is_empty() {
            return Err(game_over());
        }
        let view = move_view(self.record.game(), self.record.position(), &legal, &mv);
        self.record.play(&mv)?;
        Ok(view)
    }

    /// Plays a move in the notation for people or for engines and returns it.
    pub fn play(&mut self, text: &str) -> Result<PieceMoveView, Refusal> {
        let legal = self.legal();
        if legal.is_empty() {
            return Err(game_over());
        }
        let g = self.record.game().clone();
        let mv = crate::piece::pgn::parse_move(&g, self.record.position(), &legal, text.trim())?;
        self.played(mv)
    }

    /// Plays the legal move at `index` of [`PiecePage::legal_moves`].
    pub fn play_index(&mut self, index: usize) -> Result<PieceMoveView, Refusal> {
        let legal = self.legal();
        let mv = *legal
            .get(index)
            .ok_or_else(|| super::no_such_move(index, legal.len()))?;
        self.played(mv)
    }

    /// Takes back one move; false at the start.
    pub fn undo(&mut self) -> bool {
        self.record.undo()
    }

    /// Replays one taken-back move; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.record.redo()
    }

    /// Whether the cursor stands after the last move recorded.
    fn at_the_end(&self) -> bool {
        self.ply() == self.length()
    }

    /// Ends the game at its last move as lost on time by `color`.
    pub fn lose_on_time(&mut self, color: &str) -> Result<(), String> {
        let loser = match color {
            "white" => 0,
            "black" => 1,
            other => return Err(format!("`{other}` is not a side (expected white or black)")),
        };
        if !self.at_the_end() {
            return Err("only the last position of a game can be lost on time".into());
        }
        if self.record.status() != Status::Ongoing {
            return Err("the game has already ended".into());
        }
        self.record
            .set_ending(Some(Ending::WinOnTime(Side::new(loser ^ 1))));
        Ok(())
    }

    /// The result an impasse declared now would give: the game has the rule, it goes on at its
    /// last move, and both kings stand in their promotion zones (the cheap test first: this runs
    /// on every status).
    fn declarable(&self) -> Option<Status> {
        if !self.at_the_end() {
            return None;
        }
        let result = impasse(self.record.game(), self.record.position())?;
        (self.record.status() == Status::Ongoing).then_some(result)
    }

    /// Whether the side to move may declare an impasse now.
    pub fn may_declare_impasse(&self) -> bool {
        self.declarable().is_some()
    }

    /// The side to move declares an impasse: the points decide the game (a side short of the
    /// threshold loses, else a draw).
    pub fn declare_impasse(&mut self) -> Result<(), String> {
        if self.record.game().draws.impasse.is_none() {
            return Err("this game has no impasse rule".into());
        }
        let result = self.declarable().ok_or(
            "an impasse may be declared only at the last move of a game in progress, with both kings in their promotion zones",
        )?;
        self.record.set_ending(Some(Ending::Declared(result)));
        Ok(())
    }

    /// Drops the moves after the cursor; returns how many.
    pub fn truncate(&mut self) -> usize {
        self.record.truncate()
    }

    /// Moves played up to the cursor.
    pub fn ply(&self) -> usize {
        self.record.ply()
    }

    /// Moves recorded.
    pub fn length(&self) -> usize {
        self.record.moves().len()
    }

    /// Moves the cursor to after `ply` moves; false beyond the moves recorded.
    pub fn go_to(&mut self, ply: usize) -> bool {
        self.record.go_to(ply)
    }

    /// Every move recorded, taken-back ones included.
    pub fn history(&self) -> Vec<PieceMoveView> {
        let g = self.record.game();
        self.record
            .moves()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| {
                let pos = self.record.state_before(i)?;
                let mut legal = Vec::new();
                legal_moves(g, pos, &mut legal);
                Some(move_view(g, pos, &legal, m))
            })
            .collect()
    }

    /// The recorded moves in the notation for people.
    pub fn move_texts(&self) -> Vec<String> {
        self.history()
            .into_iter()
            .map(|m| m.base.notation)
            .collect()
    }

    fn final_result(&self) -> ResultView {
        result_view(self.record.game(), self.record.final_result())
    }

    /// Where the game stands.
    pub fn status(&self) -> PieceStatusView {
        let g = self.record.game();
        let pos = self.record.position();
        let side = pos.side;
        let check = if g.sides[side as usize].checks() && in_check(g, pos, side) {
            pos.royals[side as usize]
                .iter()
                .map(|sq| g.square_name(sq))
                .collect()
        } else {
            Vec::new()
        };
        PieceStatusView {
            variant: self.variant(),
            to_move: color(side),
            start_to_move: color(self.record.start().side),
            ply: self.ply(),
            length: self.length(),
            result: result_view(g, self.record.status()),
            impasse: self.may_declare_impasse(),
            final_result: self.final_result(),
            check,
        }
    }
}

/// A search of `record`'s current position.
pub fn search_view(
    record: &PieceRecord,
    info: &SearchInfo<Move>,
    best: Option<&Move>,
) -> SearchView<PieceMoveView> {
    let g = record.game();
    let root = record.position();
    let legal = record.legal_moves();
    let mut pv = Vec::new();
    let mut pos = root.clone();
    for m in &info.pv {
        pv.push(display_move(g, &pos, m));
        pos = pos.after(g, m);
    }
    let best = best.or(info.pv.first()).copied();
    SearchView {
        mv: best.map(|m| move_view(g, root, &legal, &m)),
        notation: best.map(|m| display_move(g, root, &m)),
        score: info.score,
        win_in: win_in(info.score),
        depth: info.depth,
        nodes: info.nodes as f64,
        time_ms: info.time_ms as f64,
        pv,
        book: false,
    }
}

/// Every game of a PGN text of piece games, for a list to pick from (see
/// [`super::pdn_entries`]); `default` names the rules of games whose tags do not.
pub fn pgn_entries(text: &str, default: Option<&str>) -> Result<Vec<super::PdnEntry>, Refusal> {
    let default = default
        .filter(|d| is_piece_game(d))
        .map(rules_named)
        .transpose()?;
    let games = read_pgn(text, default);
    if let [PgnRead { game: Err(e), .. }] = &games[..] {
        return Err(e.clone());
    }
    Ok(games
        .into_iter()
        .enumerate()
        .map(|(index, PgnRead { line, game })| match game {
            Ok(g) => super::PdnEntry {
                index,
                line,
                variant: Some(name_of(g.record.game())),
                tags: g.tags,
                plies: g.record.moves_played().len(),
                result: g.result,
                error: None,
                wording: None,
            },
            Err(e) => super::PdnEntry {
                index,
                line,
                variant: None,
                tags: Vec::new(),
                plies: 0,
                result: String::new(),
                error: Some(e.text),
                wording: e.wording,
            },
        })
        .collect())
}
