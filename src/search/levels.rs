//! Opponents: nine levels from first-timer to master for either algorithm, and the classic bots as
//! named opponents. Weak levels are made the way good apps make them: tiny node budgets, a simpler
//! evaluation and a little evaluation noise, so their mistakes look human, never random moves.

use std::fmt;

use crate::common::rng::Rng;
use crate::draughts::endgames::{self, NEAR_THE_END};
use crate::draughts::eval::Family;
use crate::draughts::game::Game;
use crate::draughts::patterns;
use crate::draughts::rules::Variant;
use crate::search::classic;
use crate::search::mcts::Mcts;
use crate::search::{Limits, SearchInfo, SearchResult, Searcher, Style};

/// Which search a level uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// Iterative deepening alpha-beta (the default).
    AlphaBeta,
    /// Monte Carlo tree search (UCT).
    Mcts,
}

/// One strength level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// Short name (`club`).
    pub name: &'static str,
    /// Name shown to a player.
    pub title: &'static str,
    /// Node budget per move of the alpha-beta search (in the games without learned tables).
    pub nodes: u64,
    /// Node budget per move in the games with a learned pattern evaluation, except the 8x8
    /// flying-king ones (`flying8_nodes`): International, English, Frisian, Turkish, Antidraughts
    /// and Breakthrough, with the games sharing their tables. There adjacent levels drew so often that the steps at the top fell to 60%
    /// (Russian 8-7: 58.8%), so the ladder widens towards the master, five times the nodes a
    /// step, and narrows below, where the evaluation noise still parts the levels.
    pub learned_nodes: u64,
    /// Node budget per move in the 8x8 flying-king games (Russian's tables). They draw more than
    /// International between strong levels: on `learned_nodes` the master's step over the expert
    /// stayed under 60% (59.0% over 400 games) and doubling the master's nodes gained nothing, so
    /// the levels from club player to expert search less here and the master's step is wider.
    pub flying8_nodes: u64,
    /// Playouts per move of the Monte Carlo search (a playout plays a few dozen moves).
    pub playouts: u64,
    /// Evaluation noise (hundredths of a man).
    pub noise: i32,
    /// Count material only.
    pub material_only: bool,
    /// Count material only in a losing game (Antidraughts): its fitted evaluation, learned from
    /// deeper searches, loses to material below some depth.
    pub losing_material_only: bool,
    /// Search captures beyond the horizon.
    pub quiescence: bool,
}

/// The levels, weakest first (level 1 is `LEVELS[0]`).
pub const LEVELS: [Level; 9] = [
    Level {
        name: "first-timer",
        title: "First-timer",
        nodes: 60,
        learned_nodes: 60,
        flying8_nodes: 60,
        playouts: 12,
        noise: 80,
        material_only: true,
        losing_material_only: true,
        quiescence: false,
    },
    Level {
        name: "beginner",
        title: "Beginner",
        nodes: 250,
        learned_nodes: 250,
        flying8_nodes: 250,
        playouts: 30,
        noise: 45,
        material_only: true,
        losing_material_only: true,
        quiescence: true,
    },
    Level {
        name: "novice",
        title: "Novice",
        nodes: 1_000,
        learned_nodes: 500,
        flying8_nodes: 500,
        playouts: 80,
        noise: 30,
        material_only: false,
        losing_material_only: true,
        quiescence: true,
    },
    Level {
        name: "casual",
        title: "Casual",
        nodes: 3_000,
        learned_nodes: 1_000,
        flying8_nodes: 1_000,
        playouts: 200,
        noise: 18,
        material_only: false,
        losing_material_only: true,
        quiescence: true,
    },
    Level {
        name: "intermediate",
        title: "Intermediate",
        nodes: 10_000,
        learned_nodes: 3_000,
        flying8_nodes: 3_000,
        playouts: 500,
        noise: 8,
        material_only: false,
        losing_material_only: false,
        quiescence: true,
    },
    Level {
        name: "club",
        title: "Club player",
        nodes: 30_000,
        learned_nodes: 10_000,
        flying8_nodes: 6_000,
        playouts: 1_200,
        noise: 3,
        material_only: false,
        losing_material_only: false,
        quiescence: true,
    },
    Level {
        name: "strong",
        title: "Strong club player",
        nodes: 100_000,
        learned_nodes: 40_000,
        flying8_nodes: 20_000,
        playouts: 3_000,
        noise: 0,
        material_only: false,
        losing_material_only: false,
        quiescence: true,
    },
    Level {
        name: "expert",
        title: "Expert",
        nodes: 300_000,
        learned_nodes: 200_000,
        flying8_nodes: 80_000,
        playouts: 8_000,
        noise: 0,
        material_only: false,
        losing_material_only: false,
        quiescence: true,
    },
    Level {
        name: "master",
        title: "Master",
        nodes: 1_000_000,
        learned_nodes: 1_000_000,
        flying8_nodes: 1_000_000,
        playouts: 25_000,
        noise: 0,
        material_only: false,
        losing_material_only: false,
        quiescence: true,
    },
];

impl Level {
    /// Whether the level counts material only in a game of `family`.
    pub fn counts_material_only(&self, family: Family) -> bool {
        match family {
            Family::Losing10 => self.losing_material_only,
            _ => self.material_only,
        }
    }

    /// The node budget per move of the level's alpha-beta search in `variant`.
    pub fn nodes_in(&self, variant: Variant) -> u64 {
        let family = Family::of(variant);
        match patterns::shipped(family) {
            None => self.nodes,
            Some(_) if family == Family::Flying8 => self.flying8_nodes,
            Some(_) => self.learned_nodes,
        }
    }
}

/// An opponent the bot can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// Level 1..=9 of an algorithm.
    Level {
        /// 1 (first-timer) to 9 (master).
        level: u8,
        /// Alpha-beta or MCTS.
        algorithm: Algorithm,
    },
    /// Takes the most valuable capture (man 1, king 3), random among equals.
    Greedy,
    /// Fixed-depth alpha-beta on material (man 2, king 12), depth 1..=12.
    ClassicAlphaBeta(u8),
    /// Fixed-depth minimax extending after captures, depth 1..=12.
    Minimax(u8),
}

impl Opponent {
    /// The strongest level of alpha-beta.
    pub const MASTER: Opponent = Opponent::Level {
        level: 9,
        algorithm: Algorithm::AlphaBeta,
    };

    /// Reads `5`, `club`, `level:5`, `mcts:5`, `greedy`, `alphabeta:6`, `minimax:4`.
    pub fn parse(text: &str) -> Result<Opponent, String> {
        let t = text.trim().to_ascii_lowercase();
        let level_of = |s: &str| -> Option<u8> {
            s.parse::<u8>()
                .ok()
                .filter(|n| (1..=9).contains(n))
                .or_else(|| LEVELS.iter().position(|l| l.name == s).map(|i| i as u8 + 1))
        };
        let depth_of = |s: &str| s.parse::<u8>().ok().filter(|n| (1..=12).contains(n));
        let (head, tail) = t.split_once(':').unwrap_or((t.as_str(), ""));
        let parsed = match (head, tail) {
            ("greedy", "") => Some(Opponent::Greedy),
            ("alphabeta" | "classic", d) => depth_of(d).map(Opponent::ClassicAlphaBeta),
            ("minimax", d) => depth_of(d).map(Opponent::Minimax),
            ("mcts", l) => {
                level_of(if l.is_empty() { "9" } else { l }).map(|level| Opponent::Level {
                    level,
                    algorithm: Algorithm::Mcts,
                })
            }
            ("level", l) => level_of(l).map(|level| Opponent::Level {
                level,
                algorithm: Algorithm::AlphaBeta,
            }),
            (l, "") => level_of(l).map(|level| Opponent::Level {
                level,
                algorithm: Algorithm::AlphaBeta,
            }),
            _ => None,
        };
        parsed.ok_or_else(|| {
            format!(
                "unknown level `{text}`: use 1-9 or a name ({}), mcts:1-9, greedy, alphabeta:1-12 or minimax:1-12",
                LEVELS.map(|l| l.name).join(", ")
            )
        })
    }

    /// Every opponent offered to players: the nine levels of alpha-beta, the nine of MCTS, and
    /// the classic bots.
    pub fn menu() -> Vec<Opponent> {
        let mut v: Vec<Opponent> = [Algorithm::AlphaBeta, Algorithm::Mcts]
            .into_iter()
            .flat_map(|algorithm| (1..=9).map(move |level| Opponent::Level { level, algorithm }))
            .collect();
        v.push(Opponent::Greedy);
        v.push(Opponent::ClassicAlphaBeta(6));
        v.push(Opponent::Minimax(4));
        v
    }

    /// Name shown to a player.
    pub fn title(&self) -> String {
        match *self {
            Opponent::Level {
                level,
                algorithm: Algorithm::AlphaBeta,
            } => {
                format!("{} ({level})", LEVELS[level as usize - 1].title)
            }
            Opponent::Level {
                level,
                algorithm: Algorithm::Mcts,
            } => {
                format!(
                    "Monte Carlo, {} ({level})",
                    LEVELS[level as usize - 1].title
                )
            }
            Opponent::Greedy => "Greedy bot".into(),
            Opponent::ClassicAlphaBeta(d) => format!("Classic alpha-beta, depth {d}"),
            Opponent::Minimax(d) => format!("Minimax with capture extension, depth {d}"),
        }
    }
}

impl fmt::Display for Opponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Opponent::Level {
                level,
                algorithm: Algorithm::AlphaBeta,
            } => write!(f, "level:{level}"),
            Opponent::Level {
                level,
                algorithm: Algorithm::Mcts,
            } => write!(f, "mcts:{level}"),
            Opponent::Greedy => f.write_str("greedy"),
            Opponent::ClassicAlphaBeta(d) => write!(f, "alphabeta:{d}"),
            Opponent::Minimax(d) => write!(f, "minimax:{d}"),
        }
    }
}

/// A bot: an opponent with its own search state and random stream.
pub struct Bot {
    opponent: Opponent,
    searcher: Searcher,
    mcts: Mcts,
    rng: Rng,
    noise_seed: u64,
    book: BookUse,
    endgames: EndgameUse,
    /// A bitbase was given ([`Bot::set_bitbase`]): it replaces the level's own.
    bitbase_given: bool,
}

/// The weakest level that probes its own endgame bitbase ([`endgames`]).
pub const ENDGAME_LEVEL: u8 = 5;

/// From this many pieces on the board down, a level that solves its bitbase in slices solves it
/// while it waits too ([`Bot::solve_endgames_ahead`]): the lone kings' endings of International
/// take 14 s of the page's worker.
pub const AHEAD_OF_THE_END: u32 = NEAR_THE_END + 5;

/// Whether and how a level from [`ENDGAME_LEVEL`] up solves and probes its game's endgame
/// bitbase ([`endgames::solved`]) once a game nears its end.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EndgameUse {
    /// Never: it searches without (unless given one with [`Bot::set_bitbase`]).
    Off,
    /// The first time it is needed, all of it is solved before the search (natively: a second
    /// at most, once per process), and natively the endings of one more piece against a lone
    /// king in the background, used once complete ([`endgames::with_lone_kings`]).
    AtOnce,
    /// Before each search near the end, at most this many more milliseconds of solving, until
    /// it is complete (the page's worker).
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

impl Bot {
    /// A bot playing as `opponent`, its choices drawn from `seed`.
    pub fn new(opponent: Opponent, seed: u64) -> Bot {
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
            bitbase_given: false,
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

    /// Gives the alpha-beta search a bitbase to probe (in the game it was made for).
    pub fn set_bitbase(&mut self, base: Option<std::sync::Arc<crate::draughts::bitbase::Bitbase>>) {
        self.bitbase_given = base.is_some();
        self.searcher.set_bitbase(base);
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

    /// How the bot builds its own endgame bitbase ([`EndgameUse::AtOnce`] unless told).
    pub fn set_endgames(&mut self, endgames: EndgameUse) {
        self.endgames = endgames;
    }

    /// Near the end of a game, gives the search the level's own bitbase once it is solved.
    fn probe_endgames(&mut self, game: &Game, level: u8) {
        let budget = match self.endgames {
            EndgameUse::Off => return,
            EndgameUse::AtOnce => None,
            EndgameUse::Within(ms) => Some(ms),
        };
        self.solve_own_bitbase(game, level, NEAR_THE_END, budget);
    }

    /// Solves more of the bitbase this bot will want near the end of `game`, for at most
    /// `budget_ms` milliseconds, while it waits for the other side (the page's worker between
    /// moves): from [`AHEAD_OF_THE_END`] pieces down, for a level that solves its own in slices.
    /// Whether more is left to solve; `false` where there is nothing to do.
    pub fn solve_endgames_ahead(&mut self, game: &Game, budget_ms: f64) -> bool {
        let Opponent::Level { level, .. } = self.opponent else {
            return false;
        };
        matches!(self.endgames, EndgameUse::Within(_))
            && self.solve_own_bitbase(game, level, AHEAD_OF_THE_END, Some(budget_ms))
            && endgames::is_solving(game.variant())
    }

    /// Solves the level's own bitbase for `game` ([`endgames::solved`] within `budget`) and gives
    /// it to the search once it answers, when `level` uses one, none was given and `game` is down
    /// to `pieces` pieces; whether it did.
    fn solve_own_bitbase(
        &mut self,
        game: &Game,
        level: u8,
        pieces: u32,
        budget: Option<f64>,
    ) -> bool {
        if self.bitbase_given
            || level < ENDGAME_LEVEL
            || game.position().occupied().count() > pieces
        {
            return false;
        }
        if let Some(base) = endgames::solved(game.variant(), budget) {
            self.searcher.set_bitbase(Some(base));
        }
        true
    }

    /// When the bot plays from the opening book ([`BookUse::OwnBudget`] unless told).
    pub fn set_book(&mut self, book: BookUse) {
        self.book = book;
    }

    /// The level's move from the shipped opening book, if it plays one here.
    fn book_move(
        &mut self,
        game: &Game,
        limits: Option<Limits>,
    ) -> Option<crate::draughts::moves::Move> {
        let Opponent::Level { level, .. } = self.opponent else {
            return None;
        };
        let timed = limits.is_some_and(|l| l.depth.is_none() && l.time_ms.is_some());
        let plays = match self.book {
            BookUse::Off => false,
            BookUse::OwnBudget => limits.is_none(),
            BookUse::Timed => limits.is_none() || timed,
        };
        if !plays {
            return None;
        }
        crate::draughts::book::shipped(game.variant())?.choose(game, level, &mut self.rng)
    }

    /// The flag that stops the bot's search from another thread.
    pub fn stop_flag(&self) -> std::sync::Arc<std::sync::atomic::AtomicBool> {
        self.searcher.stop_flag()
    }

    /// Chooses a move. `limits` replaces the level's own budget (hints, analysis, timed play).
    pub fn think(
        &mut self,
        game: &Game,
        limits: Option<Limits>,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        if let Some(mv) = self.book_move(game, limits) {
            return SearchResult {
                book: true,
                ..simple(Some(mv))
            };
        }
        match self.opponent {
            Opponent::Level { level, algorithm } => {
                let spec = LEVELS[level.clamp(1, 9) as usize - 1];
                match algorithm {
                    Algorithm::AlphaBeta => {
                        let family = Family::of(game.variant());
                        self.searcher.set_style(Style {
                            weights: spec.counts_material_only(family).then(|| family.material()),
                            quiescence: spec.quiescence,
                            noise: spec.noise,
                            noise_seed: self.noise_seed,
                        });
                        self.probe_endgames(game, level);
                        let limits = limits.unwrap_or(Limits {
                            nodes: Some(spec.nodes_in(game.variant())),
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
            Opponent::Greedy => simple(classic::greedy(game, &mut self.rng)),
            Opponent::ClassicAlphaBeta(d) | Opponent::Minimax(d) => {
                let stop = self.searcher.stop_flag();
                simple(classic::classic_within(
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

fn simple(best: Option<crate::draughts::moves::Move>) -> SearchResult {
    SearchResult {
        best,
        info: SearchInfo {
            depth: 0,
            score: 0,
            nodes: 0,
            time_ms: 0,
            pv: best.into_iter().collect(),
        },
        book: false,
    }
}
