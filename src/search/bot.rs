//! A bot: an opponent ([`Opponent`]) with its search state, written once for every game. It
//! plays a level's alpha-beta or MCTS search on the level's budget (or the limits it is given),
//! from the game's opening book where it has one, with the endgame tables the game builds near
//! its end, or one of the classic bots.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::classic;
use super::levels::{Algorithm, Opponent, LEVELS};
use super::mcts::Mcts;
use super::{Limits, SearchInfo, SearchResult, Searchable, Searcher, Style};
use crate::common::rng::Rng;
use crate::game::{GameRecord, Outcome};

/// The weakest level that probes the endgame tables its game builds.
pub const ENDGAME_LEVEL: u8 = 5;

/// Whether and how a level from [`ENDGAME_LEVEL`] up solves and probes its game's endgame
/// tables ([`Searchable::solve_tables`]) once a game nears its end.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EndgameUse {
    /// Never: it searches without (unless given tables with [`Bot::set_tables`]).
    Off,
    /// The first time they are needed, they are solved whole before the search (natively: a
    /// second at most, once per process).
    AtOnce,
    /// Before each search near the end, at most this many more milliseconds of solving, until
    /// they are complete (the page's worker).
    Within(f64),
}

/// When a level plays from its game's opening book instead of searching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BookUse {
    /// Never: it always searches.
    Off,
    /// On its own budget (a game against the level); a hint or an analysis, which pass limits,
    /// searches.
    OwnBudget,
    /// On its own budget and in timed play (matches, the Hub engine); never under a depth or
    /// without limits (an analysis).
    Timed,
}

/// A bot: an opponent with its own search state and random stream, for the games of one family.
pub struct Bot<G: Searchable> {
    opponent: Opponent,
    searcher: Searcher<G>,
    mcts: Mcts,
    rng: Rng,
    noise_seed: u64,
    book: BookUse,
    endgames: EndgameUse,
    /// Tables were given ([`Bot::set_tables`]): they replace the level's own.
    tables_given: bool,
}

impl<G: Searchable> Bot<G> {
    /// A bot playing as `opponent`, its choices drawn from `seed`.
    pub fn new(opponent: Opponent, seed: u64) -> Bot<G> {
        let tt_bits = match opponent {
            Opponent::Level { level, .. } if level >= 7 => 20,
            _ => 16,
        };
        let mut rng = Rng::new(seed);
        let searcher = Searcher::new(tt_bits);
        Bot {
            opponent,
            mcts: Mcts::new(seed ^ 0x5EED, searcher.stop_flag()),
            noise_seed: rng.next_u64(),
            rng,
            searcher,
            book: BookUse::OwnBudget,
            endgames: EndgameUse::AtOnce,
            tables_given: false,
        }
    }

    /// Who the bot is.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// Forgets what it learnt (a new game).
    pub fn new_game(&mut self) {
        let seed = self.rng.next_u64();
        self.new_game_seeded(seed);
    }

    /// Forgets what it learnt and draws its choices from `seed`: the same game with the same
    /// seed is played the same way whatever came before (matches are replayable).
    pub fn new_game_seeded(&mut self, seed: u64) {
        self.searcher.clear();
        self.rng = Rng::new(seed);
        self.noise_seed = self.rng.next_u64();
        self.mcts = Mcts::new(seed ^ 0x5EED, self.searcher.stop_flag());
    }

    /// Gives the alpha-beta search endgame tables to probe (a draughts bitbase, in the game it
    /// was made for), in place of the level's own.
    pub fn set_tables(&mut self, tables: Option<G::Tables>) {
        self.tables_given = tables.is_some();
        self.searcher.set_tables(tables);
    }

    /// The threads its alpha-beta search runs on when no node limit is given (timed play,
    /// analysis): [`Searcher::set_threads`]. One unless told.
    pub fn set_threads(&mut self, threads: usize) {
        self.searcher.set_threads(threads);
    }

    /// Gives its alpha-beta search a transposition table of `2^bits` entries (at most 2^26, of
    /// 8 bytes each), empty; the levels' own are 2^16 entries, 2^20 from level 7 up.
    pub fn set_table_bits(&mut self, bits: u32) {
        self.searcher.set_table_bits(bits);
    }

    /// How the bot builds its own endgame tables ([`EndgameUse::AtOnce`] unless told).
    pub fn set_endgames(&mut self, endgames: EndgameUse) {
        self.endgames = endgames;
    }

    /// When the bot plays from the opening book ([`BookUse::OwnBudget`] unless told).
    pub fn set_book(&mut self, book: BookUse) {
        self.book = book;
    }

    /// The flag that stops the bot's search from another thread.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.searcher.stop_flag()
    }

    /// Near the end of a game, gives the search the level's own tables once they are solved.
    fn probe_endgames(&mut self, game: &dyn GameRecord<Rules = G>, level: u8) {
        let budget = match self.endgames {
            EndgameUse::Off => return,
            EndgameUse::AtOnce => None,
            EndgameUse::Within(ms) => Some(ms),
        };
        self.solve_own_tables(game, level, false, budget);
    }

    /// Solves more of the tables this bot will want near the end of `game`, for at most
    /// `budget_ms` milliseconds, while it waits for the other side (the page's worker between
    /// moves): a few pieces before the end, for a level that solves its own in slices. Whether
    /// more is left to solve; `false` where there is nothing to do.
    pub fn solve_endgames_ahead(
        &mut self,
        game: &dyn GameRecord<Rules = G>,
        budget_ms: f64,
    ) -> bool {
        let Opponent::Level { level, .. } = self.opponent else {
            return false;
        };
        matches!(self.endgames, EndgameUse::Within(_))
            && self.solve_own_tables(game, level, true, Some(budget_ms))
            && game.rules().solving_tables()
    }

    /// Solves the level's own tables for `game` within `budget` and gives them to the search
    /// once they answer, when `level` uses them, none were given and `game` is near enough its
    /// end (`ahead`: a few pieces before); whether it did.
    fn solve_own_tables(
        &mut self,
        game: &dyn GameRecord<Rules = G>,
        level: u8,
        ahead: bool,
        budget: Option<f64>,
    ) -> bool {
        let rules = game.rules();
        if self.tables_given || level < ENDGAME_LEVEL || !rules.wants_tables(game.current(), ahead)
        {
            return false;
        }
        if let Some(tables) = rules.solve_tables(budget) {
            self.searcher.set_tables(Some(tables));
        }
        true
    }

    /// The level's move from the game's opening book, if it plays one here.
    fn book_move(
        &mut self,
        game: &dyn GameRecord<Rules = G>,
        limits: Option<Limits>,
    ) -> Option<G::Move> {
        let Opponent::Level { level, .. } = self.opponent else {
            return None;
        };
        let timed = limits.is_some_and(|l| l.depth.is_none() && l.time_ms.is_some());
        let plays = match self.book {
            BookUse::Off => false,
            BookUse::OwnBudget => limits.is_none(),
            BookUse::Timed => limits.is_none() || timed,
        };
        if !plays || game.outcome() != Outcome::Ongoing {
            return None;
        }
        game.rules()
            .book_move(game.current(), game.ply(), level, &mut self.rng)
    }

    /// Chooses a move. `limits` replaces the level's own budget (hints, analysis, timed play).
    pub fn think(
        &mut self,
        game: &dyn GameRecord<Rules = G>,
        limits: Option<Limits>,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        if let Some(mv) = self.book_move(game, limits) {
            return SearchResult {
                book: true,
                ..SearchResult::chosen(Some(mv))
            };
        }
        match self.opponent {
            Opponent::Level { level, algorithm } => {
                let spec = LEVELS[level.clamp(1, 9) as usize - 1];
                match algorithm {
                    Algorithm::AlphaBeta => {
                        let rules = game.rules();
                        self.searcher.set_style(Style {
                            material_only: rules.counts_material_only(&spec),
                            quiescence: spec.quiescence,
                            noise: spec.noise,
                            noise_seed: self.noise_seed,
                        });
                        self.probe_endgames(game, level);
                        let limits = limits.unwrap_or(Limits {
                            nodes: Some(rules.level_nodes(&spec)),
                            ..Limits::default()
                        });
                        self.searcher.search(game, &limits, on_info)
                    }
                    Algorithm::Mcts => {
                        let limits = match limits {
                            // A playout costs about as much as 40 nodes of alpha-beta.
                            Some(l) => Limits {
                                nodes: l.nodes.map(|n| (n / 40).max(1)),
                                ..l
                            },
                            None => Limits {
                                nodes: Some(spec.playouts),
                                ..Limits::default()
                            },
                        };
                        self.mcts.search(game, &limits, on_info)
                    }
                }
            }
            Opponent::Greedy => SearchResult::chosen(classic::greedy(game, &mut self.rng)),
            Opponent::ClassicAlphaBeta(d) | Opponent::Minimax(d) => {
                let stop = self.searcher.stop_flag();
                SearchResult::chosen(classic::classic_within(
                    game,
                    d as u32,
                    matches!(self.opponent, Opponent::Minimax(_)),
                    &mut self.rng,
                    Some(&*stop),
                    limits.and_then(|l| l.time_ms),
                ))
            }
        }
    }
}
