//! Opponents: nine levels from first-timer to master for either algorithm, and the classic bots as
//! named opponents. Weak levels are made the way good apps make them: tiny node budgets, a simpler
//! evaluation and a little evaluation noise, so their mistakes look human, never random moves.

use std::fmt;

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
