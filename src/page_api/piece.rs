//! Piece games (chess, shogi, game files) as the page shows and reads them: the same shapes of
//! values as the draughts games ([`super::views`]), with what piece games add — the kinds of
//! pieces and how each is drawn, the hands, drops, promotion choices and check — and their files
//! (PGN, and CSA for shogi). Side 0 of a game (the one that starts) is `white` to the page and
//! side 1 `black`, whatever the game calls them; the entry gives the game's own names.

use super::family::{FileGame, FileRead, PageRules};
use super::game::PageGame;
use super::views::{
    BoardView, GameEntry, HandView, KindView, MoveView, PieceEntryDetails, PieceMoveDetails,
    PieceStatusDetails, PieceView, ResultView, SquareView,
};
use crate::common::restriction::Restriction;
use crate::common::wording::Refusal;
use crate::draughts::notation::pdn::Termination;
use crate::game::{Ending, Side, Tree};
use crate::piece::file::Coordinates;
use crate::piece::game::result_text;
use crate::piece::game::{impasse, PieceRecord, Reason, Status};
use crate::piece::movegen::in_check;
use crate::piece::notation::{display_move, engine_move};
use crate::piece::pgn::{first_tags, read_pgn, rules_of, write_pgn_tree, PgnGame, PgnRead};
use crate::piece::position::{kind_of, side_of, Move, Position, NONE};
use crate::piece::restriction;
use crate::piece::PieceRules;
use crate::piece::{built_in_at, fen, game_named, rules_named, PieceGame, BUILT_IN};
use crate::registry::AnyGame;

/// A piece game as the page holds it.
pub type PiecePage = PageGame<PieceGame>;

/// The page's name of side `side`.
pub fn color(side: u8) -> &'static str {
    if side == 0 {
        "white"
    } else {
        "black"
    }
}

/// The page's name of a piece of `kind` of `side`: `white-queen`, `black-promoted-pawn`.
fn piece_name(g: &PieceRules, side: u8, kind: u8) -> String {
    format!(
        "{}-{}",
        color(side),
        g.kinds[kind as usize].name.replace(' ', "-")
    )
}

/// The entry of the piece game `g`.
fn entry_of(g: &PieceGame) -> GameEntry {
    GameEntry {
        name: g.id().to_string(),
        title: g.title().to_string(),
        cols: g.files,
        rows: g.ranks,
        points: g.squares.count() as usize,
        kind: board_kind(g),
        notation: match g.coordinates {
            Coordinates::Algebraic => "algebraic",
            Coordinates::Shogi => "shogi",
        },
        first_to_move: "white",
        start_fen: fen::write(g, &g.start),
        piece: Some(PieceEntryDetails {
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
            side_words: [g.sides[0].called.clone(), g.sides[1].called.clone()],
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
        }),
    }
}

/// The entries of the built-in piece games, in menu order.
pub fn entries() -> Vec<GameEntry> {
    (0..BUILT_IN.len())
        .map(|i| entry_of(built_in_at(i)))
        .collect()
}

/// How the page draws the board of `g`: squares, or points joined by lines.
fn board_kind(g: &PieceRules) -> &'static str {
    if g.file.board.points {
        "points"
    } else {
        "all-squares"
    }
}

/// The board of `g` as the page draws it: every square but the holes, row 0 at the top; on a
/// board of points, the lines between them.
fn board_of(g: &PieceRules) -> BoardView {
    BoardView {
        kind: board_kind(g),
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
        lines: if g.file.board.points {
            lines_of(g)
        } else {
            Vec::new()
        },
    }
}

/// The lines of a board of points: each point joined to its neighbours along the rank and the
/// file (the files but the outer two stop at the river's banks), and the file's own lines.
fn lines_of(g: &PieceRules) -> Vec<[String; 2]> {
    let mut lines = Vec::new();
    let river = g.file.board.river;
    for sq in g.squares.iter() {
        let (f, r) = (g.file_of(sq), g.rank_of(sq));
        let right = (f + 1 < g.files).then(|| sq + 1);
        let crosses = river == Some(r + 1) && f != 0 && f + 1 != g.files;
        let up = (r + 1 < g.ranks && !crosses).then(|| sq + g.files);
        for next in [right, up].into_iter().flatten() {
            if g.squares.has(next) {
                lines.push([g.square_name(sq), g.square_name(next)]);
            }
        }
    }
    lines.extend(g.file.board.lines.iter().cloned());
    lines
}

fn move_of(g: &PieceRules, pos: &Position, legal: &[Move], mv: &Move) -> MoveView {
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
    MoveView {
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
        piece: Some(PieceMoveDetails {
            promote: (mv.promote != NONE).then(|| g.kinds[mv.promote as usize].name.clone()),
            drop: mv.is_drop().then(|| kind.clone()),
            partner: (mv.partner.0 != NONE).then(|| [name(mv.partner.0), name(mv.partner.1)]),
            kind,
        }),
    }
}

fn reason_code(r: Reason) -> &'static str {
    match r {
        Reason::Checkmate => "checkmate",
        Reason::Stalemate => "stalemate",
        Reason::NoMoves => "no-moves",
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
        Reason::Resignation => "resignation",
        Reason::Agreement => "agreement",
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
        Reason::Resignation => "resignation",
        Reason::Agreement => "agreed by the players",
    }
}

/// The result of a piece game as the page shows it.
fn result_of(g: &PieceRules, status: Status) -> ResultView {
    let title = |side: u8| {
        let n = g.sides[side as usize].name;
        format!("{}{}", n[..1].to_ascii_uppercase(), &n[1..])
    };
    let (state, winner, reason, text) = match status {
        Status::Ongoing => ("ongoing", None, None, "the game goes on".to_string()),
        Status::Win {
            winner,
            reason: Reason::Time,
        } => (
            "win",
            Some(color(winner)),
            Some(Reason::Time),
            format!("{} wins on time", title(winner)),
        ),
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

/// The pieces in hand, side by side and kind by kind.
fn hands_of(g: &PieceRules, pos: &Position) -> Vec<HandView> {
    let mut out = Vec::new();
    for side in 0..2u8 {
        for (kind, k) in g.kinds.iter().enumerate() {
            let count = pos.hand[side as usize][kind];
            if count > 0 {
                out.push(HandView {
                    side: color(side),
                    kind: k.name.clone(),
                    piece: piece_name(g, side, kind as u8),
                    count,
                });
            }
        }
    }
    out
}

impl PageGame<PieceGame> {
    /// A game of `name` from its start.
    pub fn new(name: &str) -> Result<PiecePage, Refusal> {
        PageGame::starting(game_named(name)?, None)
    }

    /// A game of `name` from a position (FEN, or SFEN for shogi coordinates).
    pub fn from_fen(name: &str, text: &str) -> Result<PiecePage, Refusal> {
        PageGame::starting(game_named(name)?, Some(text))
    }

    /// A game of `name` from `start` (the game's own start when absent) and moves in either
    /// notation.
    pub fn from_moves(
        name: &str,
        start: Option<&str>,
        moves: &[String],
    ) -> Result<PiecePage, Refusal> {
        PageGame::with_moves(game_named(name)?, start, moves)
    }

    /// A game rebuilt from a [`super::Record`]'s parts.
    pub fn from_record(name: &str, start: &str, moves: &[usize]) -> Result<PiecePage, Refusal> {
        PageGame::rebuilt(game_named(name)?, start, moves)
    }

    /// Game `index` of a PGN text; the rules from its tags, else `default` (a game's name).
    pub fn from_pgn(text: &str, index: usize, default: Option<&str>) -> Result<PiecePage, Refusal> {
        let default = default.map(AnyGame::piece_named).transpose()?.flatten();
        super::game_of_file(text, index, default.as_ref())
    }

    /// A game from a CSA record, in the rules of `name` (shogi when it names no 9x9 shogi game).
    pub fn from_csa(text: &str, name: Option<&str>) -> Result<PiecePage, Refusal> {
        let g = match name.map(AnyGame::piece_named).transpose()?.flatten() {
            Some(g) if crate::piece::csa::unsupported(&g).is_none() => g.rules().clone(),
            _ => rules_named("shogi")?,
        };
        Ok(PiecePage::of(crate::piece::csa::read_csa(g, text)?))
    }

    /// Whether the rules of a PGN text's first game are a piece game's: its tags say so, or
    /// `default` names one.
    pub fn names_piece_game(text: &str, default: Option<&str>) -> bool {
        let tags = first_tags(text);
        rules_of(&tags, None).is_ok()
            || default.is_some_and(|d| !matches!(AnyGame::piece_named(d), Ok(None)))
    }

    /// The whole game as PGN with `tags` first (see [`PageGame::to_file`]).
    pub fn to_pgn(&self, tags: &[(String, String)]) -> String {
        self.to_file(tags)
    }

    /// The whole game as a CSA record (9x9 shogi games only), the players named `names`.
    pub fn to_csa(&self, names: [&str; 2]) -> Result<String, Refusal> {
        self.rules().to_csa(&self.record, names)
    }

    /// Whether the side to move may declare an impasse now.
    pub fn may_declare_impasse(&self) -> bool {
        self.may_declare()
    }

    /// The side to move declares an impasse: the points decide the game (a side short of the
    /// threshold loses, else a draw).
    pub fn declare_impasse(&mut self) -> Result<(), String> {
        if self.rules().draws.impasse.is_none() {
            return Err("this game has no impasse rule".into());
        }
        self.declare()
    }
}

impl PageRules for PieceGame {
    const PIECES: bool = true;

    fn restriction(
        &self,
        record: &PieceRecord,
        from: &str,
        to: Option<&str>,
    ) -> Result<Option<Restriction>, String> {
        if !matches!(record.status(), Status::Ongoing) {
            return Ok(None);
        }
        let square = |name: &str| {
            self.parse_square(name)
                .ok_or_else(|| format!("square `{name}` does not exist on this board"))
        };
        let pos = record.position();
        let from = square(from)?;
        Ok(match to {
            Some(to) => restriction::explain(self, pos, from, square(to)?),
            None => restriction::explain_piece(self, pos, from),
        })
    }

    fn entry(&self) -> GameEntry {
        entry_of(self)
    }

    fn board_view(&self) -> BoardView {
        board_of(self)
    }

    fn move_view(&self, pos: &Position, legal: &[Move], mv: &Move) -> MoveView {
        move_of(self, pos, legal, mv)
    }

    fn piece_views(&self, pos: &Position) -> Vec<PieceView> {
        pos.occ[0]
            .or(pos.occ[1])
            .iter()
            .map(|sq| {
                let code = pos.board[sq as usize];
                PieceView {
                    square: self.square_name(sq),
                    piece: piece_name(self, side_of(code), kind_of(code)),
                }
            })
            .collect()
    }

    fn hand_views(&self, pos: &Position) -> Vec<HandView> {
        hands_of(self, pos)
    }

    fn result_view(&self, status: &Status) -> ResultView {
        result_of(self, *status)
    }

    /// The royal pieces in check and the side that started.
    fn status_details(&self, record: &PieceRecord) -> Option<PieceStatusDetails> {
        let pos = record.position();
        let side = pos.side;
        let check = if self.sides[side as usize].checks() && in_check(self, pos, side) {
            pos.royals[side as usize]
                .iter()
                .map(|sq| self.square_name(sq))
                .collect()
        } else {
            Vec::new()
        };
        Some(PieceStatusDetails {
            start_to_move: color(record.start().side),
            check,
            impasse: false,
        })
    }

    fn color_to_move(&self, pos: &Position) -> &'static str {
        color(pos.side)
    }

    /// The notation for people or for engines.
    fn read_move(&self, pos: &Position, legal: &[Move], text: &str) -> Result<Move, Refusal> {
        crate::piece::pgn::parse_move(self, pos, legal, text)
    }

    /// The games of a PGN text; a game whose result its moves do not say ends as the file
    /// says: a win on time (its `Termination` says so), a resignation or an agreed draw.
    fn read_file(
        text: &str,
        default: Option<&PieceGame>,
    ) -> Result<Vec<FileRead<PieceGame>>, Refusal> {
        let games = read_pgn(text, default.map(|g| g.rules().clone()));
        if let [PgnRead { game: Err(e), .. }] = &games[..] {
            return Err(e.clone());
        }
        Ok(games
            .into_iter()
            .map(|PgnRead { line, game }| FileRead {
                line,
                game: game.map(
                    |PgnGame {
                         mut record,
                         tree,
                         warnings,
                         tags,
                         result,
                     }| {
                        let termination = tags
                            .iter()
                            .find(|(n, _)| n.trim().eq_ignore_ascii_case("termination"))
                            .and_then(|(_, v)| Termination::read(v));
                        if record.status() == Status::Ongoing {
                            record.set_ending(ending_of(&result, termination));
                        }
                        FileGame {
                            record,
                            tree,
                            warnings,
                            tags,
                            result,
                        }
                    },
                ),
            })
            .collect())
    }

    /// PGN; a loss on time, a resignation or an agreed draw is not in the moves: the
    /// `Termination` tag says it, whatever termination was given.
    fn write_file(
        &self,
        record: &PieceRecord,
        tree: &Tree<Move>,
        tags: &[(String, String)],
    ) -> String {
        let mut whole = record.clone();
        whole.go_to(whole.moves().len());
        let result = result_text(whole.status());
        let termination = match whole.status() {
            Status::Win {
                reason: Reason::Time,
                ..
            } => Some(Termination::TimeForfeit),
            Status::Win {
                reason: Reason::Resignation,
                ..
            } => Some(Termination::Resignation),
            Status::Draw(Reason::Agreement) => Some(Termination::DrawAgreed),
            _ => None,
        };
        let tags: Vec<(String, String)> = tags
            .iter()
            .filter(|(name, _)| {
                termination.is_none() || !name.trim().eq_ignore_ascii_case("termination")
            })
            .cloned()
            .chain(termination.map(|t| ("Termination".to_string(), t.tag().to_string())))
            .collect();
        write_pgn_tree(&whole, tree, &tags, Some(result))
    }

    fn to_csa(&self, record: &PieceRecord, names: [&str; 2]) -> Result<String, Refusal> {
        let mut whole = record.clone();
        whole.go_to(whole.moves().len());
        crate::piece::csa::write_csa_ended(&whole, names, whole.status())
    }

    /// Shogi's impasse, when the game has the rule and both kings stand in their promotion
    /// zones.
    fn declarable(&self, record: &PieceRecord) -> Option<Status> {
        impasse(self, record.position())
    }
}

/// How a PGN game whose moves do not end it ended, by its `result` and its `termination`: a win
/// on time or by resignation, a draw agreed, else the plain result the file records.
fn ending_of(result: &str, termination: Option<Termination>) -> Option<Ending<Status>> {
    let win = |side| match termination {
        Some(Termination::TimeForfeit) => Ending::WinOnTime(side),
        Some(Termination::Resignation) => Ending::WinByResignation(side),
        _ => Ending::Win(side),
    };
    match result {
        "1-0" => Some(win(Side::new(0))),
        "0-1" => Some(win(Side::new(1))),
        "1/2-1/2" if termination == Some(Termination::DrawAgreed) => Some(Ending::DrawAgreed),
        "1/2-1/2" => Some(Ending::Draw),
        _ => None,
    }
}
