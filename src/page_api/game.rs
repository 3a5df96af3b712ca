//! A game as the page holds it, for every game: the game with its cursor and ending, and the
//! tags of the file it came from; played, taken back, shown and written out as the page asks.

use super::family::PageRules;
use super::views::{HandView, LineView, MoveView, PieceView, SearchView, StatusView};
use super::{no_such_move, Record};
use crate::common::wording::{Refusal, Wording};
use crate::game::tree::{NodeId, Tree};
use crate::game::{write_line, Ending, MoveBuffer, Outcome, Record as GameRecord, Side};
use crate::search::SearchInfo;

/// A game as the page holds it.
#[derive(Clone, Debug)]
pub struct PageGame<G: PageRules> {
    /// The line played (one path of `tree`), with its cursor.
    pub(super) record: GameRecord<G>,
    pub(super) tags: Vec<(String, String)>,
    /// Every move, side lines included, with what is written about them.
    pub(super) tree: Tree<G::Move>,
    /// The nodes of `record`'s moves.
    pub(super) line: Vec<NodeId>,
    /// How a line that is not played now ended beyond its moves (a loss on time), by its last
    /// node.
    pub(super) ending_at: Option<(NodeId, Ending<G::Result>)>,
    /// The variations of the file the game came from that were left out, and why.
    pub(super) warnings: Vec<String>,
}

impl<G: PageRules> PageGame<G> {
    /// The page's game of `record`, begun on the page (no tags).
    pub fn of(record: GameRecord<G>) -> PageGame<G> {
        let tree = Tree::of_line(record.moves());
        PageGame {
            line: tree.main_line(),
            tree,
            record,
            tags: Vec::new(),
            ending_at: None,
            warnings: Vec::new(),
        }
    }

    /// A game of `rules` from `start` (a FEN; the standard start when absent).
    pub fn starting(rules: G, start: Option<&str>) -> Result<PageGame<G>, Refusal> {
        let pos = match start {
            Some(text) => rules.parse_position(text)?,
            None => rules.start_position(),
        };
        Ok(PageGame::of(GameRecord::starting_at(rules, pos)))
    }

    /// A game of `rules` from `start` (the standard start when absent) and `moves` played in
    /// turn, each in the game's notation. A move that cannot be played is named by its number
    /// and text.
    pub fn with_moves(
        rules: G,
        start: Option<&str>,
        moves: &[String],
    ) -> Result<PageGame<G>, Refusal> {
        let mut page = PageGame::starting(rules, start)?;
        for (i, text) in moves.iter().enumerate() {
            page.play(text).map_err(|e| {
                Refusal::worded(
                    format!("move {} `{text}`: {}", i + 1, e.text),
                    Wording::new("engine.moves.bad-move")
                        .with("number", i + 1)
                        .with("text", text)
                        .with_wording(
                            "error",
                            e.wording
                                .clone()
                                .unwrap_or_else(|| Wording::new("engine.play.illegal")),
                        ),
                )
            })?;
        }
        Ok(page)
    }

    /// A game of `rules` rebuilt from `start` and its moves as indices into each position's
    /// legal moves ([`Record`]).
    pub fn rebuilt(rules: G, start: &str, moves: &[usize]) -> Result<PageGame<G>, Refusal> {
        let mut record = PageGame::starting(rules, Some(start))?.record;
        for (ply, &i) in moves.iter().enumerate() {
            let legal = record.legal_moves();
            let mv = legal
                .as_slice()
                .get(i)
                .copied()
                .ok_or_else(|| format!("record: move {} is not legal", ply + 1))?;
            record.play(&mv).map_err(|e| e.to_string())?;
        }
        Ok(PageGame::of(record))
    }

    /// The game with its cursor, as the bot sees it.
    pub fn game(&self) -> &GameRecord<G> {
        &self.record
    }

    /// The rules.
    pub fn rules(&self) -> &G {
        self.record.game_rules()
    }

    /// The tags of the file the game was read from (none for a game begun here).
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Moves played up to the cursor.
    pub fn ply(&self) -> usize {
        self.record.ply()
    }

    /// Moves recorded, those after the cursor included.
    pub fn length(&self) -> usize {
        self.record.moves().len()
    }

    /// The game's name (`international`, `house:…`, `chess`, `file:…`).
    pub fn variant(&self) -> String {
        self.rules().name()
    }

    /// The game up to the cursor as a [`Record`]. Fails, rather than leave a move out, if a
    /// recorded move is not among the legal moves of the position it was played in.
    pub fn record(&self) -> Result<Record, String> {
        let rules = self.rules();
        let moves = self
            .record
            .moves_played()
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let pos = self.record.state_before(i);
                pos.and_then(|pos| {
                    let mut legal = G::Moves::default();
                    rules.legal_moves(pos, &mut legal);
                    legal.as_slice().iter().position(|l| l == m)
                })
                .ok_or_else(|| {
                    format!("record: move {} is not a legal move of its position", i + 1)
                })
            })
            .collect::<Result<Vec<usize>, String>>()?;
        Ok(Record {
            variant: self.variant(),
            start: rules.write_position(self.record.start_state()),
            moves,
        })
    }

    /// The whole game in the game's file format (PDN, PGN), with `tags` first: its main line
    /// with its side lines, comments, marks and evaluations. Its `Result` is always how the main
    /// line ended (`*` while it goes on): a `Result` among `tags`, such as the one of the file
    /// the game came from, may no longer hold once moves were changed, and is left out.
    pub fn to_file(&self, tags: &[(String, String)]) -> String {
        let tags: Vec<(String, String)> = tags
            .iter()
            .filter(|(name, _)| !name.trim().eq_ignore_ascii_case("result"))
            .cloned()
            .collect();
        self.rules()
            .write_file(&self.main_record(), &self.tree, &tags)
    }

    /// FEN of the current position.
    pub fn fen(&self) -> String {
        self.rules().write_position(self.record.state())
    }

    /// FEN of the start position.
    pub fn start_fen(&self) -> String {
        self.rules().write_position(self.record.start_state())
    }

    /// The pieces of the current position.
    pub fn pieces(&self) -> Vec<PieceView> {
        self.rules().piece_views(self.record.state())
    }

    /// The pieces in hand of the current position.
    pub fn hands(&self) -> Vec<HandView> {
        self.rules().hand_views(self.record.state())
    }

    fn view(&self, legal: &G::Moves, mv: &G::Move) -> MoveView {
        self.rules()
            .move_view(self.record.state(), legal.as_slice(), mv)
    }

    /// The legal moves of the current position (none once the game is over).
    pub fn legal_moves(&self) -> Vec<MoveView> {
        let legal = self.record.legal_moves();
        legal
            .as_slice()
            .iter()
            .map(|m| self.view(&legal, m))
            .collect()
    }

    fn played(&mut self, legal: &G::Moves, mv: G::Move) -> Result<MoveView, Refusal> {
        let view = self.view(legal, &mv);
        self.advance(mv)?;
        Ok(view)
    }

    /// The place among [`PageGame::legal_moves`] of the move written `text` in the game's
    /// notation (`32-28`, `Nf3`, `e7e8q`), or why it is none.
    pub fn move_index(&self, text: &str) -> Result<usize, Refusal> {
        let legal = self.record.legal_moves();
        if legal.is_empty() {
            return Err(game_over(&self.record));
        }
        let mv = self
            .rules()
            .read_move(self.record.state(), legal.as_slice(), text.trim())?;
        Ok(self.view(&legal, &mv).index)
    }

    /// Plays a move written in the game's notation (`32-28`, `Nf3`, `e7e8q`) and returns it.
    pub fn play(&mut self, text: &str) -> Result<MoveView, Refusal> {
        let index = self.move_index(text)?;
        self.play_index(index)
    }

    /// Plays the legal move at `index` of [`PageGame::legal_moves`] and returns it.
    pub fn play_index(&mut self, index: usize) -> Result<MoveView, Refusal> {
        let legal = self.record.legal_moves();
        let mv = legal
            .as_slice()
            .get(index)
            .copied()
            .ok_or_else(|| no_such_move(index, legal.len()))?;
        self.played(&legal, mv)
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
        self.record.ply() == self.record.moves().len()
    }

    /// Ends the game at its last move as lost on time by `color` (`white` or `black`). Refused
    /// when a move before the last is shown or the game has already ended.
    pub fn lose_on_time(&mut self, color: &str) -> Result<(), String> {
        let loser = side_named(color)?;
        self.end_with(Ending::WinOnTime(loser.opponent()), "lost on time")
    }

    /// Ends the game at its last move as resigned by `color` (`white` or `black`): the other
    /// side wins. Refused as [`PageGame::lose_on_time`] is.
    pub fn resign(&mut self, color: &str) -> Result<(), String> {
        let loser = side_named(color)?;
        self.end_with(Ending::WinByResignation(loser.opponent()), "resigned")
    }

    /// Ends the game at its last move as a draw the players agreed. Refused as
    /// [`PageGame::lose_on_time`] is.
    pub fn agree_draw(&mut self) -> Result<(), String> {
        self.end_with(Ending::DrawAgreed, "drawn by agreement")
    }

    /// Gives the game's last position `ending`, while the game goes on there; `what` names
    /// the ending in the refusal.
    fn end_with(&mut self, ending: Ending<G::Result>, what: &str) -> Result<(), String> {
        if !self.at_the_end() {
            return Err(format!("only the last position of a game can be {what}"));
        }
        if G::outcome(&self.record.result()) != Outcome::Ongoing {
            return Err("the game has already ended".into());
        }
        self.record.set_ending(Some(ending));
        Ok(())
    }

    /// Whether the side to move may declare an end the rules allow (shogi's impasse) now: at
    /// the game's last move, while it goes on.
    pub fn may_declare(&self) -> bool {
        self.declared().is_some()
    }

    fn declared(&self) -> Option<G::Result> {
        if !self.at_the_end() || G::outcome(&self.record.result()) != Outcome::Ongoing {
            return None;
        }
        self.rules().declarable(&self.record)
    }

    /// The side to move declares the end the rules allow (shogi's impasse: the points decide).
    pub fn declare(&mut self) -> Result<(), String> {
        let result = self.declared().ok_or(
            "an impasse may be declared only at the last move of a game in progress, in a game with the rule, with both kings in their promotion zones",
        )?;
        self.record.set_ending(Some(Ending::Declared(result)));
        Ok(())
    }

    /// Drops the moves after the cursor, side lines branching there included; returns how many
    /// moves of the line played were dropped.
    pub fn truncate(&mut self) -> usize {
        let dropped = self.record.truncate();
        self.tree.remove_after(self.current_node());
        self.line.truncate(self.record.ply());
        dropped
    }

    /// Moves the cursor to after `ply` moves (0 = the start) of the line played; false beyond
    /// its moves.
    pub fn go_to(&mut self, ply: usize) -> bool {
        self.record.go_to(ply)
    }

    /// Every move recorded, including those after the cursor.
    pub fn history(&self) -> Vec<MoveView> {
        let rules = self.rules();
        self.record
            .moves()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| {
                let pos = self.record.state_before(i)?;
                let mut legal = G::Moves::default();
                rules.legal_moves(pos, &mut legal);
                Some(rules.move_view(pos, legal.as_slice(), m))
            })
            .collect()
    }

    /// The recorded moves in the notation for people.
    pub fn move_texts(&self) -> Vec<String> {
        let rules = self.rules();
        self.record
            .moves()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| Some(rules.write_move(self.record.state_before(i)?, m)))
            .collect()
    }

    /// Where the game stands.
    pub fn status(&self) -> StatusView {
        let rules = self.rules();
        StatusView {
            variant: self.variant(),
            to_move: rules.color_to_move(self.record.state()),
            ply: self.record.ply(),
            length: self.record.moves().len(),
            result: rules.result_view(&self.record.result()),
            final_result: rules.result_view(&self.record.final_result()),
            piece: rules.status_details(&self.record).map(|mut details| {
                details.impasse = self.may_declare();
                details
            }),
        }
    }

    /// A search of the current position as the page shows it: its progress `info`, and `best`
    /// once it has chosen.
    pub fn search_view(&self, info: &SearchInfo<G::Move>, best: Option<&G::Move>) -> SearchView {
        let rules = self.rules();
        let root = self.record.state();
        let legal = self.record.legal_moves();
        let written =
            |line: &[G::Move]| write_line(rules, root, line, |pos, m| rules.write_move(pos, m));
        let pv = written(&info.pv);
        let lines = info
            .lines
            .iter()
            .filter_map(|line| {
                let first = line.pv.first()?;
                Some(LineView {
                    mv: rules.move_view(root, legal.as_slice(), first),
                    score: line.score,
                    win_in: super::views::win_in(line.score),
                    pv: written(&line.pv),
                })
            })
            .collect();
        let best = best.or(info.pv.first());
        SearchView {
            mv: best.map(|m| rules.move_view(root, legal.as_slice(), m)),
            notation: best.map(|m| rules.write_move(root, m)),
            score: info.score,
            win_in: super::views::win_in(info.score),
            depth: info.depth,
            nodes: info.nodes as f64,
            time_ms: info.time_ms as f64,
            pv,
            book: false,
            lines,
        }
    }
}

/// A move asked of a game that is over, with how it ended.
fn game_over<G: PageRules>(record: &GameRecord<G>) -> Refusal {
    let why = record.result().to_string();
    Refusal::worded(
        format!("the game is over ({why})"),
        Wording::new("engine.play.game-over").with("why", why),
    )
}

/// The side the page names `color` (`white`: the first player, `black`: the second).
fn side_named(color: &str) -> Result<Side, String> {
    match color {
        "white" => Ok(Side::new(0)),
        "black" => Ok(Side::new(1)),
        other => Err(format!("`{other}` is not a side (expected white or black)")),
    }
}
