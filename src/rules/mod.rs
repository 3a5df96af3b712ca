//! Each game's rules as a small description: the constants that drive the shared move generator
//! ([`Rules`]) and the data the edges need ([`VariantInfo`]: names, start, notation, goal, draws).
//! One file per game; each item cites its section of `shared/rules/<game>.md`.

use crate::board::Geometry;
use crate::position::Color;

mod antidraughts;
mod brazilian;
mod breakthrough;
mod czech;
mod english;
mod international;
mod italian;
mod pool;
mod russian;

pub use antidraughts::Antidraughts;
pub use brazilian::Brazilian;
pub use breakthrough::Breakthrough;
pub use czech::Czech;
pub use english::English;
pub use international::International;
pub use italian::Italian;
pub use pool::Pool;
pub use russian::Russian;

/// How far a king moves and captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KingRange {
    /// Any distance along a line (International, Russian, Czech, Pool…).
    Flying,
    /// One square; captures an adjacent piece (English, Italian).
    Short,
}

/// What happens when a man reaches the promotion row in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MidCapturePromotion {
    /// It goes on capturing as a man; crowned only if the move ends there (International, Pool).
    ContinueAsMan,
    /// It is crowned at once and goes on capturing as a king (Russian).
    CrownAndContinue,
    /// The move ends there and it is crowned (English, Italian, Czech: men capture forward only).
    CrownAndStop,
}

/// Which of the possible captures are legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precedence {
    /// Any capture (Russian, English, Pool).
    Free,
    /// Only captures taking the most pieces (International, Brazilian).
    Majority,
    /// If any king can capture, only king captures (Czech).
    KingFirst,
    /// The Italian ladder: most pieces, then with a king, then most kings, then kings met first.
    Italian,
}

/// The constants of a game that the move generator needs. Generic code is instantiated per game
/// so these fold away; nothing in the hot path asks which game it is.
pub trait Rules: 'static + Sized {
    /// The board.
    type Board: Geometry;
    /// Men capture backward as well as forward.
    const MEN_CAPTURE_BACKWARD: bool;
    /// Flying or short kings.
    const KINGS: KingRange;
    /// Men may capture kings (false only in Italian draughts).
    const MEN_CAPTURE_KINGS: bool = true;
    /// Promotion reached during a capture.
    const MID_CAPTURE: MidCapturePromotion;
    /// Capture precedence.
    const PRECEDENCE: Precedence;
}

/// How squares are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// Numbers 1.. in PDN order (International, English, Pool).
    Numeric,
    /// Numbers 1.. on the mirrored Italian board, where `a1` is light.
    NumericMirrored,
    /// `a1`..`h8` (Russian, Brazilian, Czech).
    Algebraic,
}

/// What ends a game besides the draw rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// A side with no legal move loses.
    Standard,
    /// A side with no legal move wins (Antidraughts).
    NoMoveWins,
    /// The first side to crown a man wins; no legal move still loses (Breakthrough).
    FirstKingWins,
}

/// The endgame move limits of a game (each game's §14).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndgameRule {
    /// No endgame limit.
    None,
    /// FMJD 10x10: 3 pieces with a king against a lone king 16 moves; 2 or fewer 5 moves.
    International,
    /// FMJD 64 / Russian federation 7.2.4–7.2.8.
    Russian,
    /// Pool: three kings against one must win within 13 moves.
    PoolThreeKings,
}

/// The draw rules of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRules {
    /// The occurrence of the same position (same side to move) that draws; 0 for none.
    pub repetitions: u8,
    /// Plies in a row without a man move or a capture that draw; 0 for none.
    pub kings_only_plies: u16,
    /// Endgame limits.
    pub endgame: EndgameRule,
}

/// Everything about a game outside the move generator.
#[derive(Clone, Copy, Debug)]
pub struct VariantInfo {
    /// Its value in the [`Variant`] enum.
    pub variant: Variant,
    /// CLI name (`international`, `russian`…).
    pub name: &'static str,
    /// Other accepted names.
    pub aliases: &'static [&'static str],
    /// Name shown to a player.
    pub title: &'static str,
    /// Board width in squares.
    pub cols: u8,
    /// Board height in squares.
    pub rows: u8,
    /// How squares are written.
    pub notation: Notation,
    /// FEN of the start position.
    pub start_fen: &'static str,
    /// First number of the PDN `GameType` tag (lidraughts' numbers for its own games).
    pub game_type: u8,
    /// Other `GameType` numbers seen for this game in real files.
    pub game_type_aliases: &'static [u8],
    /// What wins.
    pub goal: Goal,
    /// Draw rules.
    pub draws: DrawRules,
}

/// Every game Dama plays: the one runtime switch, used where text comes in (CLI, wasm, Hub).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// International draughts, 10x10.
    International,
    /// Brazilian draughts.
    Brazilian,
    /// Russian draughts.
    Russian,
    /// Czech draughts.
    Czech,
    /// English draughts / American checkers.
    English,
    /// Italian draughts.
    Italian,
    /// American pool checkers.
    Pool,
    /// Antidraughts (international rules, losing wins).
    Antidraughts,
    /// Breakthrough (international rules, first king wins).
    Breakthrough,
}

impl Variant {
    /// Every game, in menu order.
    pub const ALL: [Variant; 9] = [
        Variant::International,
        Variant::Brazilian,
        Variant::Russian,
        Variant::Czech,
        Variant::English,
        Variant::Italian,
        Variant::Pool,
        Variant::Antidraughts,
        Variant::Breakthrough,
    ];

    /// Names, start, notation and draw rules of this game.
    pub fn info(self) -> &'static VariantInfo {
        match self {
            Variant::International => &international::INFO,
            Variant::Brazilian => &brazilian::INFO,
            Variant::Russian => &russian::INFO,
            Variant::Czech => &czech::INFO,
            Variant::English => &english::INFO,
            Variant::Italian => &italian::INFO,
            Variant::Pool => &pool::INFO,
            Variant::Antidraughts => &antidraughts::INFO,
            Variant::Breakthrough => &breakthrough::INFO,
        }
    }

    /// The CLI name.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The game named `name` (CLI name or alias, any case).
    pub fn from_name(name: &str) -> Option<Variant> {
        let n = name.trim().to_ascii_lowercase();
        Variant::ALL
            .into_iter()
            .find(|v| v.info().name == n || v.info().aliases.contains(&n.as_str()))
    }

    /// The game a PDN `GameType` number stands for, if it is one Dama plays.
    pub fn from_game_type(number: u8) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| {
            let i = v.info();
            i.game_type == number || i.game_type_aliases.contains(&number)
        })
    }

    /// The list of CLI names, for messages.
    pub fn names() -> String {
        Variant::ALL.map(|v| v.name()).join(", ")
    }
}

impl std::fmt::Display for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Runs `$body` with `$R` bound to the rules type of `$variant`: the one dispatch from a runtime
/// [`Variant`] to generic code.
#[macro_export]
macro_rules! with_rules {
    ($variant:expr, $R:ident => $body:expr) => {{
        use $crate::rules::Variant as __V;
        match $variant {
            __V::International => {
                type $R = $crate::rules::International;
                $body
            }
            __V::Brazilian => {
                type $R = $crate::rules::Brazilian;
                $body
            }
            __V::Russian => {
                type $R = $crate::rules::Russian;
                $body
            }
            __V::Czech => {
                type $R = $crate::rules::Czech;
                $body
            }
            __V::English => {
                type $R = $crate::rules::English;
                $body
            }
            __V::Italian => {
                type $R = $crate::rules::Italian;
                $body
            }
            __V::Pool => {
                type $R = $crate::rules::Pool;
                $body
            }
            __V::Antidraughts => {
                type $R = $crate::rules::Antidraughts;
                $body
            }
            __V::Breakthrough => {
                type $R = $crate::rules::Breakthrough;
                $body
            }
        }
    }};
}

/// The colour that moves first in a game.
pub fn first_to_move(variant: Variant) -> Color {
    if variant.info().start_fen.starts_with('B') {
        Color::Black
    } else {
        Color::White
    }
}
