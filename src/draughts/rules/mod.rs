//! Each game's rules as a small description: a type per game whose methods (moves, captures,
//! precedence, promotion, goal, draw rules, notation, start) default to International draughts
//! and are overridden only where the game differs, each citing its section of
//! `docs/rules/<game>.md`. Built-in games are zero-sized types, so the generic move generator
//! and search compiled for each fold every rule into constants; house rules
//! ([`house::HouseRules`]) are the same description read at run time.
//!
//! The registry at the end of this file lists the games once: a new game is one file here and
//! one line there.

use crate::draughts::board::{BoardInfo, Dir, SquareSet, Topology};
use crate::draughts::position::Color;

pub mod house;

pub use house::HouseRules;

/// Why a text names no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameNameError {
    /// No game has this name or alias.
    Unknown(String),
    /// `house:` with switches that cannot be read.
    House(house::HouseError),
}

impl std::fmt::Display for GameNameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameNameError::Unknown(name) => write!(
                f,
                "unknown game `{name}`; known: {}, or house:<switches> for house rules",
                Variant::names()
            ),
            GameNameError::House(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameNameError {}

impl crate::common::wording::Worded for GameNameError {
    fn wording(&self) -> crate::common::wording::Wording {
        match self {
            GameNameError::Unknown(name) => {
                crate::common::wording::Wording::new("engine.game.unknown")
                    .with("name", name)
                    .with("known", Variant::names())
            }
            GameNameError::House(e) => e.wording(),
        }
    }
}

/// How far a king moves and captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KingRange {
    /// Any distance along a line (International, Russian, Czech, Pool, Turkish, Frisian…).
    Flying,
    /// One square; captures an adjacent piece (English, Italian).
    Short,
    /// The game has no kings (Sixteen Soldiers).
    None,
}

/// What happens when a man reaches the promotion row in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MidCapturePromotion {
    /// It goes on capturing as a man; crowned only if the move ends there (International, Pool).
    ContinueAsMan,
    /// It is crowned at once and goes on capturing as a king (Russian).
    CrownAndContinue,
    /// The move ends there and it is crowned (English, Italian, Czech: men capture forward only).
    CrownAndStop,
}

/// Which of the possible captures are legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Precedence {
    /// Any capture (Russian, English, Pool, Sixteen Soldiers).
    Free,
    /// Only captures taking the most pieces (International, Brazilian, Turkish).
    Majority,
    /// If any king can capture, only king captures (Czech).
    KingFirst,
    /// The Italian ladder: most pieces, then with a king, then most kings, then kings met first.
    Italian,
    /// Frisian: the highest value (a king worth more than one man and less than two), then the
    /// fewest kings, then a king's capture before a man's.
    Value,
}

/// When captured pieces leave the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Removal {
    /// After the whole move: jumped pieces still block and cannot be jumped twice (RULES.md §6).
    AtEnd,
    /// At once, jump by jump: their squares are free for the rest of the move (Turkish, Sixteen
    /// Soldiers).
    Immediate,
}

/// How squares are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Numbers 1.. in reading order of the board as drawn (International, English, Italian).
    Numeric,
    /// File letter and rank number (`c3`): Russian, Brazilian, Czech, Turkish, Sixteen Soldiers.
    Algebraic,
}

/// What ends a game besides the draw rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// A side with no legal move (no pieces, or all blocked) loses.
    Standard,
    /// A side with no legal move wins (Antidraughts).
    NoMoveWins,
    /// The first side to crown a man wins; no legal move still loses (Breakthrough).
    FirstKingWins,
}

/// The endgame rules of a game that depend on the material on the board (each game's §14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndgameRule {
    /// No endgame rule.
    None,
    /// FMJD 10x10: 3 pieces with a king against a lone king 16 moves; 2 or fewer 5 moves.
    International,
    /// FMJD 64 / Russian federation 7.2.4–7.2.8.
    Russian,
    /// Pool: three kings against one must win within 13 moves.
    PoolThreeKings,
    /// Frisian: two kings against one within 7 moves; one king against one drawn at once unless
    /// a capture is immediate or forced.
    Frisian,
    /// Turkish: one piece each is drawn at once unless the side to move takes the other.
    Turkish,
}

/// The draw rules of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawRules {
    /// The occurrence of the same position (same side to move) that draws; 0 for none.
    pub repetitions: u8,
    /// Plies in a row without a capture (and, when `man_moves_count`, without a man move) that
    /// draw; 0 for none.
    pub quiet_plies: u16,
    /// A man's move starts the count of `quiet_plies` again (draughts: only kings moving); where
    /// men move every way (Sixteen Soldiers) only a capture does.
    pub man_moves_count: bool,
    /// Endgame rules.
    pub endgame: EndgameRule,
}

impl DrawRules {
    /// No draw rule at all (a searcher's rules before its first search).
    pub const NONE: DrawRules = DrawRules {
        repetitions: 0,
        quiet_plies: 0,
        man_moves_count: true,
        endgame: EndgameRule::None,
    };
}

/// Everything about a game outside the move generator: names, start, notation, goal, draws.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// CLI name (`international`, `russian`…).
    pub name: &'static str,
    /// Other accepted names.
    pub aliases: &'static [&'static str],
    /// Name shown to a player.
    pub title: &'static str,
    /// The board.
    pub board: &'static BoardInfo,
    /// How squares are written.
    pub notation: Notation,
    /// Captures are always written with every landing square (Sixteen Soldiers).
    pub full_captures: bool,
    /// FEN of the start position.
    pub start_fen: &'static str,
    /// First number of the PDN `GameType` tag (lidraughts' numbers for its own games), or 0 when
    /// the game has no PDN.
    pub game_type: u8,
    /// Other `GameType` numbers seen for this game in real files.
    pub game_type_aliases: &'static [u8],
    /// What wins.
    pub goal: Goal,
    /// Draw rules.
    pub draws: DrawRules,
}

impl GameInfo {
    /// The side that starts: the side to move of the start position.
    pub const fn first_to_move(&self) -> Color {
        if self.start_fen.as_bytes()[0] == b'B' {
            Color::Black
        } else {
            Color::White
        }
    }
}

/// White's forward diagonals and Black's.
const FORWARD_DIAGONALS: [&[Dir]; 2] = [
    &[Dir::UpLeft, Dir::UpRight],
    &[Dir::DownLeft, Dir::DownRight],
];

/// A game's rules, for the generic move generator and search. Every method defaults to
/// International draughts (international.md) and is inlined, so for the zero-sized types of the
/// built-in games each is a constant.
pub trait Rules: Copy + Send + Sync + 'static {
    /// The board.
    type Board: Topology;

    /// Names, start, notation, goal and draw rules.
    fn info(self) -> &'static GameInfo;

    /// What wins.
    #[inline(always)]
    fn goal(self) -> Goal {
        self.info().goal
    }

    /// The draw rules.
    #[inline(always)]
    fn draws(self) -> DrawRules {
        self.info().draws
    }

    /// Directions of a man's simple moves (§6): one step diagonally forward.
    #[inline(always)]
    fn man_steps(self, color: Color) -> &'static [Dir] {
        FORWARD_DIAGONALS[color.index()]
    }

    /// Directions of a man's jumps (§7): every diagonal, forward and backward.
    #[inline(always)]
    fn man_captures(self, _color: Color) -> &'static [Dir] {
        &Dir::DIAGONALS
    }

    /// How far kings reach (§8–9): flying.
    #[inline(always)]
    fn kings(self) -> KingRange {
        KingRange::Flying
    }

    /// Directions of a king's simple moves: the diagonals.
    #[inline(always)]
    fn king_steps(self) -> &'static [Dir] {
        &Dir::DIAGONALS
    }

    /// Directions of a king's captures: the diagonals.
    #[inline(always)]
    fn king_captures(self) -> &'static [Dir] {
        &Dir::DIAGONALS
    }

    /// Men may capture kings (false only in Italian draughts).
    #[inline(always)]
    fn men_capture_kings(self) -> bool {
        true
    }

    /// A man reaching the promotion row in the middle of a capture (§12): goes on as a man.
    #[inline(always)]
    fn mid_capture(self) -> MidCapturePromotion {
        MidCapturePromotion::ContinueAsMan
    }

    /// Which captures are allowed (§11): the majority rule.
    #[inline(always)]
    fn precedence(self) -> Precedence {
        Precedence::Majority
    }

    /// Capturing is compulsory (§11).
    #[inline(always)]
    fn capture_compulsory(self) -> bool {
        true
    }

    /// Captured pieces leave the board at the end of the move (§10).
    #[inline(always)]
    fn removal(self) -> Removal {
        Removal::AtEnd
    }

    /// A capture may not turn back along the line of its previous jump (Turkish §10).
    #[inline(always)]
    fn no_reversal(self) -> bool {
        false
    }

    /// Where `color`'s men are crowned: the far row.
    #[inline(always)]
    fn promotion(self, color: Color) -> SquareSet {
        match color {
            Color::White => <Self::Board as Topology>::TOP_ROW,
            Color::Black => <Self::Board as Topology>::BOTTOM_ROW,
        }
    }

    /// Squares from which a man may also step two points along a line when both are empty
    /// (the side triangles of "16 vojáků"): none.
    #[inline(always)]
    fn long_steps_from(self) -> SquareSet {
        SquareSet::EMPTY
    }

    /// The Frisian limit of three non-capturing moves in a row with one king while men remain.
    #[inline(always)]
    fn king_move_limit(self) -> bool {
        false
    }

    /// A man's simple move can be undone by another (sideways or backward steps), so it does not
    /// end a run of positions that may repeat.
    #[inline(always)]
    fn men_move_back(self) -> bool {
        false
    }
}

/// The registry: every built-in game, once, in menu order, as `Variant => module::RulesType`.
/// A new game is its rules file in this folder and one line here; everything else (the enum
/// [`Variant`], its list and names, the dispatch [`with_rules!`](crate::with_rules)) follows.
#[macro_export]
#[doc(hidden)]
macro_rules! games {
    ($then:ident { $($args:tt)* }) => {
        $crate::$then! { $($args)* ;
            /// International draughts, 10x10.
            International => international::International,
            /// Brazilian draughts.
            Brazilian => brazilian::Brazilian,
            /// Russian draughts.
            Russian => russian::Russian,
            /// Czech draughts.
            Czech => czech::Czech,
            /// English draughts / American checkers.
            English => english::English,
            /// Italian draughts.
            Italian => italian::Italian,
            /// American pool checkers.
            Pool => pool::Pool,
            /// Antidraughts (international rules, losing wins).
            Antidraughts => antidraughts::Antidraughts,
            /// Breakthrough (international rules, first king wins).
            Breakthrough => breakthrough::Breakthrough,
            /// Turkish draughts.
            Turkish => turkish::Turkish,
            /// Frisian draughts.
            Frisian => frisian::Frisian,
            /// Frysk! (Frisian with five men each).
            Frysk => frysk::Frysk,
            /// Sixteen Soldiers on the traditional 37-point board.
            SixteenSoldiers => sixteen_soldiers::SixteenSoldiers,
            /// Sixteen Soldiers on the 49-point board of "16 vojáků".
            SixteenSoldiers49 => sixteen_soldiers_49::SixteenSoldiers49,
        }
    };
}

/// The items the registry declares in this module: each game's module and rules type, and the
/// [`Variant`] enum.
#[macro_export]
#[doc(hidden)]
macro_rules! __declare_games {
    (; $($(#[$doc:meta])* $variant:ident => $module:ident :: $rules:ident,)*) => {
        $(mod $module;)*
        $(pub use $module::$rules;)*

        /// Every game Dama plays: the one runtime switch, used where text comes in (CLI, wasm,
        /// Hub). A game of the player's own rules is [`Variant::House`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Variant {
            $($(#[$doc])* $variant,)*
            /// A draughts game of the player's own choosing.
            House(HouseRules),
        }

        impl Variant {
            /// The number of built-in games.
            pub const COUNT: usize = [$(stringify!($variant)),*].len();

            /// Every built-in game, in menu order.
            pub const ALL: [Variant; Variant::COUNT] = [$(Variant::$variant,)*];

            /// Names, start, notation and draw rules of this game.
            pub fn info(self) -> &'static GameInfo {
                match self {
                    $(Variant::$variant => $rules.info(),)*
                    Variant::House(h) => h.info(),
                }
            }
        }
    };
}

games!(__declare_games {});

/// Runs `$body` with `$r` bound to the rules value of `$variant` (a zero-sized type for a
/// built-in game): the one dispatch from a runtime [`Variant`] to generic code.
#[macro_export]
macro_rules! with_rules {
    ($variant:expr, $r:ident => $body:expr) => {
        $crate::games!(__with_rules_arms {
            $variant,
            $r,
            $body
        })
    };
}

/// The arms of [`with_rules!`](crate::with_rules), one per game of the registry.
#[macro_export]
#[doc(hidden)]
macro_rules! __with_rules_arms {
    ($variant:expr, $r:ident, $body:expr ;
     $($(#[$doc:meta])* $v:ident => $module:ident :: $rules:ident,)*) => {
        match $variant {
            $($crate::draughts::rules::Variant::$v => {
                #[allow(unused_imports)]
                use $crate::draughts::rules::Rules as _;
                let $r = $crate::draughts::rules::$rules;
                $body
            })*
            $crate::draughts::rules::Variant::House(h) => match h.board {
                $crate::draughts::rules::house::HouseBoard::Eight => {
                    #[allow(unused_imports)]
                    use $crate::draughts::rules::Rules as _;
                    let $r = $crate::draughts::rules::house::House8(h);
                    $body
                }
                $crate::draughts::rules::house::HouseBoard::Ten => {
                    #[allow(unused_imports)]
                    use $crate::draughts::rules::Rules as _;
                    let $r = $crate::draughts::rules::house::House10(h);
                    $body
                }
            },
        }
    };
}

impl Variant {
    /// The CLI name.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The built-in game named `name` (CLI name or alias, any case).
    pub fn from_name(name: &str) -> Option<Variant> {
        let n = name.trim().to_ascii_lowercase();
        Variant::ALL
            .iter()
            .copied()
            .find(|v| v.info().name == n || v.info().aliases.contains(&n.as_str()))
    }

    /// The game `text` names: a built-in game's name or alias, `house` (the default house
    /// rules) or `house:<switches>` (`house:board=10 kings=short`), else a message listing the
    /// games.
    pub fn parse(text: &str) -> Result<Variant, GameNameError> {
        let t = text.trim();
        if let Some(v) = Variant::from_name(t) {
            return Ok(v);
        }
        let lower = t.to_ascii_lowercase();
        if lower == "house" {
            return Ok(Variant::House(HouseRules::default()));
        }
        if let Some(switches) = lower.strip_prefix("house:") {
            return HouseRules::parse(switches)
                .map(Variant::House)
                .map_err(GameNameError::House);
        }
        Err(GameNameError::Unknown(t.to_string()))
    }

    /// What names this game in full: its name, or `house:` and the switches of house rules
    /// (read back by [`Variant::parse`]).
    pub fn id(self) -> String {
        match self {
            Variant::House(h) => format!("house:{}", h.text()),
            v => v.name().to_string(),
        }
    }

    /// The built-in game a PDN `GameType` number stands for, if it is one Dama plays.
    pub fn from_game_type(number: u8) -> Option<Variant> {
        Variant::ALL.iter().copied().find(|v| {
            let i = v.info();
            i.game_type != 0 && (i.game_type == number || i.game_type_aliases.contains(&number))
        })
    }

    /// The list of CLI names, for messages.
    pub fn names() -> String {
        Variant::ALL
            .iter()
            .map(|v| v.name())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The board.
    pub fn board(self) -> &'static BoardInfo {
        self.info().board
    }

    /// The side that starts its games.
    pub fn first_to_move(self) -> Color {
        match self {
            Variant::House(h) => h.first,
            v => v.info().first_to_move(),
        }
    }

    /// The draw rules.
    pub fn draws(self) -> DrawRules {
        crate::with_rules!(self, r => r.draws())
    }

    /// What wins.
    pub fn goal(self) -> Goal {
        self.info().goal
    }
}

impl std::fmt::Display for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The colour that moves first in a game.
pub fn first_to_move(variant: Variant) -> Color {
    variant.first_to_move()
}
