//! Finding a puzzle in a position: every legal move searched to a depth, the best compared with
//! the second best; a position whose best move alone wins (or alone saves the game) is searched
//! again deeper, and if it still is, its solution line is built move by move, each move of the
//! solver as unique as the first, the replies the search's.

use super::themes::theme;
use super::{is_mate, puzzle_id, rating, Puzzle, PuzzleGame};
use crate::game::{GameRecord, MoveBuffer, Outcome, Record};
use crate::search::{Limits, Searcher, MATE};

/// What makes a move the only one, in the game's score units (hundredths of a man or a pawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Criteria {
    /// A winning move scores at least this, and at least this more than every other move;
    /// a saving move scores at least `-win / 3` while every other loses at least this.
    pub win: i32,
    /// The depth of the proof: each move of the position searched this many plies in all.
    pub depth: u32,
    /// The depth of the first look, which picks the positions worth the proof.
    pub screen: u32,
    /// The solver's moves in a line at most.
    pub max_solver_moves: usize,
    /// Whether saving moves are looked for. Without them, a position is looked at move by
    /// move only where a plain search at the first look's depth finds the side to move winning
    /// (in shogi, whose hundred moves a position make each look costly).
    pub saves: bool,
    /// Nodes each search may visit at most (after its first iteration), where a game's
    /// positions can make a search of the proof's depth too costly (shogi's checks and drops).
    pub max_nodes: Option<u64>,
}

/// What a position's only move achieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// It alone wins material or the game.
    Win,
    /// It alone mates (a forced win the search sees to its end).
    Mate,
    /// It alone avoids a loss.
    Save,
}

impl Goal {
    /// Its name in a set file.
    pub fn name(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Mate => "mate",
            Goal::Save => "save",
        }
    }
}

/// Each legal move of a position with its score, the best first.
pub type Scored<M> = Vec<(M, i32)>;

/// How the moves of a position stand: the goal of its only move, if it has one. `first`: the
/// puzzle's first move, which must also be the only one that wins at all (later moves of a
/// won line need only be far better than the others).
pub fn judge<M>(scored: &Scored<M>, win: i32, first: bool) -> Option<Goal> {
    judge_within(scored, win, first, 0)
}

/// [`judge`] with every threshold eased by `slack`: for checking a shipped puzzle again after
/// the evaluation has moved a little.
pub fn judge_within<M>(scored: &Scored<M>, win: i32, first: bool, slack: i32) -> Option<Goal> {
    let best = scored.first()?.1;
    let Some(&(_, second)) = scored.get(1) else {
        return (!first).then_some(Goal::Win);
    };
    if is_mate(best) && best > 0 && !is_mate(second) {
        return Some(Goal::Mate);
    }
    let (wins, margin) = (best >= win - slack, best - second >= win - slack);
    if wins && margin && (!first || second <= win / 3 + slack) {
        return Some(Goal::Win);
    }
    if first && best >= -win / 3 - slack && second <= -win + slack {
        return Some(Goal::Save);
    }
    None
}

/// The puzzle finder of one game: a searcher kept between positions.
pub struct Finder<G: PuzzleGame> {
    /// The game.
    pub game: G,
    /// What a puzzle must be.
    pub criteria: Criteria,
    searcher: Searcher<G>,
}

impl<G: PuzzleGame> Finder<G> {
    /// A finder for `game` by `criteria`.
    pub fn new(game: G, criteria: Criteria) -> Finder<G> {
        Finder {
            game,
            criteria,
            searcher: Searcher::new(18),
        }
    }

    /// Every legal move of `pos` with its score after a search `depth` plies deep in all (the
    /// move and `depth - 1` plies after it), the best first.
    pub fn scored(&mut self, pos: &G::Position, depth: u32) -> Scored<G::Move> {
        let mut list = G::Moves::default();
        self.game.legal_moves(pos, &mut list);
        let me = self.game.side_to_move(pos);
        let mut scored: Scored<G::Move> = list
            .as_slice()
            .iter()
            .map(|m| {
                let record = Record::starting_at(self.game.clone(), self.game.play(pos, m));
                let score = match record.outcome() {
                    Outcome::Win(side) if side == me => MATE - 1,
                    Outcome::Win(_) => -(MATE - 1),
                    Outcome::Draw => 0,
                    Outcome::Ongoing => {
                        let limits = Limits {
                            depth: Some(depth.saturating_sub(1).max(1)),
                            nodes: self.criteria.max_nodes,
                            ..Limits::default()
                        };
                        -self
                            .searcher
                            .search(&record, &limits, &mut |_| {})
                            .info
                            .score
                    }
                };
                (*m, score)
            })
            .collect();
        scored.sort_by_key(|&(_, s)| -s);
        scored
    }

    /// The score of a plain search of `pos` to `depth`, for the side to move.
    fn plain(&mut self, pos: &G::Position, depth: u32) -> i32 {
        let record = Record::starting_at(self.game.clone(), pos.clone());
        let limits = Limits {
            depth: Some(depth.max(1)),
            nodes: self.criteria.max_nodes,
            ..Limits::default()
        };
        self.searcher
            .search(&record, &limits, &mut |_| {})
            .info
            .score
    }

    /// The search's reply in `pos` at the proof's depth.
    fn reply(&mut self, pos: &G::Position) -> Option<G::Move> {
        let record = Record::starting_at(self.game.clone(), pos.clone());
        let limits = Limits {
            depth: Some(self.criteria.depth.saturating_sub(1).max(1)),
            nodes: self.criteria.max_nodes,
            ..Limits::default()
        };
        self.searcher.search(&record, &limits, &mut |_| {}).best
    }

    /// Whether the rules end the game at `pos`.
    fn over(&self, pos: &G::Position) -> bool {
        Record::starting_at(self.game.clone(), pos.clone()).outcome() != Outcome::Ongoing
    }

    /// The puzzle of `pos`, if it is one: its first look, its proof, its line, its depth and
    /// theme. `family` names the set, `source` where the position comes from.
    pub fn puzzle(&mut self, pos: &G::Position, family: &str, source: &str) -> Option<Puzzle> {
        let c = self.criteria;
        if self.over(pos) {
            return None;
        }
        if !c.saves && self.plain(pos, c.screen) < c.win * 2 / 3 {
            return None;
        }
        let screened = self.scored(pos, c.screen);
        let goal = judge(&screened, c.win, true)?;
        if !c.saves && goal == Goal::Save {
            return None;
        }
        let proved = self.scored(pos, c.depth);
        let goal = judge(&proved, c.win, true).filter(|&g| c.saves || g != Goal::Save)?;
        // A recapture saves the game too, and is no puzzle: a saving capture must be picked
        // among captures.
        let capture = |m: &G::Move| self.game.captures(m) > 0;
        if goal == Goal::Save && capture(&proved[0].0) && !proved.iter().all(|(m, _)| capture(m)) {
            return None;
        }
        let line = self.line(pos, proved[0].0, goal);
        let depth = self.depth_to_find(pos, &line[0], goal);
        let texts = self.texts(pos, &line);
        let solver_moves = line.len().div_ceil(2);
        Some(Puzzle {
            id: puzzle_id(family, &self.game.write_position(pos), &texts[0]),
            variant: self.game.name(),
            fen: self.game.write_position(pos),
            theme: theme(&self.game, pos, &line, goal).map(String::from),
            goal: goal.name().to_string(),
            rating: rating(depth, solver_moves),
            depth,
            moves: texts,
            source: source.to_string(),
        })
    }

    /// The solution from `pos` beginning with `first`: the search's reply and the solver's only
    /// move after it, again and again, while the solver's move is the only one (or forced).
    fn line(&mut self, pos: &G::Position, first: G::Move, goal: Goal) -> Vec<G::Move> {
        let c = self.criteria;
        let mut line = vec![first];
        let mut at = self.game.play(pos, &first);
        while line.len().div_ceil(2) < c.max_solver_moves && !self.over(&at) {
            let Some(reply) = self.reply(&at) else { break };
            let next = self.game.play(&at, &reply);
            if self.over(&next) {
                break;
            }
            let scored = self.scored(&next, c.depth.saturating_sub(1).max(2));
            let unique = match judge(&scored, c.win, false) {
                Some(Goal::Mate) => true,
                Some(Goal::Win) => goal != Goal::Mate,
                _ => false,
            };
            if !unique {
                break;
            }
            let mv = scored[0].0;
            line.extend([reply, mv]);
            at = self.game.play(&next, &mv);
        }
        line
    }

    /// The shallowest depth at which a search of `pos` by a fresh searcher plays `first` with
    /// a score that shows the goal; one more than the proof's depth if none does.
    fn depth_to_find(&mut self, pos: &G::Position, first: &G::Move, goal: Goal) -> u32 {
        let record = Record::starting_at(self.game.clone(), pos.clone());
        let win = self.criteria.win;
        for depth in 1..=self.criteria.depth {
            self.searcher.clear();
            let limits = Limits {
                depth: Some(depth),
                nodes: self.criteria.max_nodes,
                ..Limits::default()
            };
            let result = self.searcher.search(&record, &limits, &mut |_| {});
            let score = result.info.score;
            let shows = match goal {
                Goal::Win => score >= win,
                Goal::Mate => is_mate(score) && score > 0,
                Goal::Save => score >= -win / 3,
            };
            if result.best.as_ref() == Some(first) && shows {
                return depth;
            }
        }
        self.criteria.depth + 1
    }

    /// `line` from `pos` in the game's notation.
    pub fn texts(&self, pos: &G::Position, line: &[G::Move]) -> Vec<String> {
        let mut at = pos.clone();
        line.iter()
            .map(|m| {
                let text = self.game.write_move(&at, m);
                at = self.game.play(&at, m);
                text
            })
            .collect()
    }

    /// The move of `pos` written `text` in the game's notation.
    pub fn read(&self, pos: &G::Position, text: &str) -> Option<G::Move> {
        let mut list = G::Moves::default();
        self.game.legal_moves(pos, &mut list);
        list.as_slice()
            .iter()
            .find(|m| self.game.write_move(pos, m) == text)
            .copied()
    }
}
