//! Each game's rules as a small description: its names, start, notation, goal and draw rules
//! ([`GameInfo`]) and how its pieces move and capture ([`RuleSet`]), both written as what differs
//! from International draughts, each rule citing its section of `docs/rules/<game>.md`.
//! Built-in games ([`games`](self::games)) are zero-sized types, so the generic move generator
//! and search compiled for each fold every rule into constants; house rules
//! ([`house::HouseRules`]) are the same description read at run time.
//!
//! The registry at the end of this file lists the games once: a new game is its entry in
//! `games.rs` and one line there.

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

impl GameInfo {
    /// International draughts' names, start and draws, which the other games' start from:
    /// numbers for squares, a move writes its first and last square, the standard goal.
    pub const INTERNATIONAL: GameInfo = GameInfo {
        name: "international",
        aliases: &["standard", "10x10", "polish"],
        title: "International",
        board: &<crate::draughts::board::Board10 as Topology>::INFO,
        notation: Notation::Numeric,
        full_captures: false,
        start_fen: "W:W31-50:B1-20",
        game_type: 20,
        game_type_aliases: &[],
        goal: Goal::Standard,
        // §14: threefold repetition, 25 king-only moves each, 16- and 5-move endgame limits.
        draws: DrawRules {
            repetitions: 3,
            quiet_plies: 50,
            man_moves_count: true,
            endgame: EndgameRule::International,
        },
    };
}

/// White's forward diagonals and Black's.
pub const FORWARD_DIAGONALS: [&[Dir]; 2] = [
    &[Dir::UpLeft, Dir::UpRight],
    &[Dir::DownLeft, Dir::DownRight],
];

/// How pieces move and capture in a game: each field one rule (its section in the rulebooks'
/// common numbering), the built-in games each a constant over [`RuleSet::INTERNATIONAL`].
#[derive(Clone, Copy, Debug)]
pub struct RuleSet {
    /// Directions of a man's simple moves (§6), White's and Black's.
    pub man_steps: [&'static [Dir]; 2],
    /// Directions of a man's jumps (§7), White's and Black's.
    pub man_captures: [&'static [Dir]; 2],
    /// How far kings reach (§8–9).
    pub kings: KingRange,
    /// Directions of a king's simple moves.
    pub king_steps: &'static [Dir],
    /// Directions of a king's captures.
    pub king_captures: &'static [Dir],
    /// Men may capture kings (false only in Italian draughts).
    pub men_capture_kings: bool,
    /// A man reaching the promotion row in the middle of a capture (§12).
    pub mid_capture: MidCapturePromotion,
    /// Which captures are allowed (§11).
    pub precedence: Precedence,
    /// Capturing is compulsory (§11).
    pub capture_compulsory: bool,
    /// When captured pieces leave the board (§10).
    pub removal: Removal,
    /// A capture may not turn back along the line of its previous jump (Turkish §10).
    pub no_reversal: bool,
    /// Men are crowned on the far row (false where there are no kings).
    pub crowning: bool,
    /// Squares from which a man may also step two points along a line when both are empty
    /// (the side triangles of "16 vojáků").
    pub long_steps_from: SquareSet,
    /// The Frisian limit of three non-capturing moves in a row with one king while men remain.
    pub king_move_limit: bool,
    /// A man's simple move can be undone by another (sideways or backward steps), so it does
    /// not end a run of positions that may repeat.
    pub men_move_back: bool,
}

impl RuleSet {
    /// International draughts (`docs/rules/international.md` §6–12): men step diagonally forward
    /// and capture every way, flying kings, men crowned mid-capture go on as men, the majority
    /// rule, pieces taken off at the end of the move.
    pub const INTERNATIONAL: RuleSet = RuleSet {
        man_steps: FORWARD_DIAGONALS,
        man_captures: [&Dir::DIAGONALS, &Dir::DIAGONALS],
        kings: KingRange::Flying,
        king_steps: &Dir::DIAGONALS,
        king_captures: &Dir::DIAGONALS,
        men_capture_kings: true,
        mid_capture: MidCapturePromotion::ContinueAsMan,
        precedence: Precedence::Majority,
        capture_compulsory: true,
        removal: Removal::AtEnd,
        no_reversal: false,
        crowning: true,
        long_steps_from: SquareSet::EMPTY,
        king_move_limit: false,
        men_move_back: false,
    };
}

/// A game's rules, for the generic move generator and search: its board, its [`GameInfo`] and
/// its [`RuleSet`]. Every method is inlined, so for the zero-sized types of the built-in games
/// each is a constant.
pub trait Rules: Copy + Send + Sync + 'static {
    /// The board.
    type Board: Topology;

    /// Names, start, notation, goal and draw rules.
    fn info(self) -> &'static GameInfo;

    /// How pieces move and capture.
    fn rules(self) -> RuleSet;

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

    /// Directions of `color`'s men's simple moves.
    #[inline(always)]
    fn man_steps(self, color: Color) -> &'static [Dir] {
        self.rules().man_steps[color.index()]
    }

    /// Directions of `color`'s men's jumps.
    #[inline(always)]
    fn man_captures(self, color: Color) -> &'static [Dir] {
        self.rules().man_captures[color.index()]
    }

    /// How far kings reach.
    #[inline(always)]
    fn kings(self) -> KingRange {
        self.rules().kings
    }

    /// Directions of a king's simple moves.
    #[inline(always)]
    fn king_steps(self) -> &'static [Dir] {
        self.rules().king_steps
    }

    /// Directions of a king's captures.
    #[inline(always)]
    fn king_captures(self) -> &'static [Dir] {
        self.rules().king_captures
    }

    /// Men may capture kings.
    #[inline(always)]
    fn men_capture_kings(self) -> bool {
        self.rules().men_capture_kings
    }

    /// A man reaching the promotion row in the middle of a capture.
    #[inline(always)]
    fn mid_capture(self) -> MidCapturePromotion {
        self.rules().mid_capture
    }

    /// Which captures are allowed.
    #[inline(always)]
    fn precedence(self) -> Precedence {
        self.rules().precedence
    }

    /// Capturing is compulsory.
    #[inline(always)]
    fn capture_compulsory(self) -> bool {
        self.rules().capture_compulsory
    }

    /// When captured pieces leave the board.
    #[inline(always)]
    fn removal(self) -> Removal {
        self.rules().removal
    }

    /// A capture may not turn back along the line of its previous jump.
    #[inline(always)]
    fn no_reversal(self) -> bool {
        self.rules().no_reversal
    }

    /// Where `color`'s men are crowned: the far row, or nowhere in a game without kings.
    #[inline(always)]
    fn promotion(self, color: Color) -> SquareSet {
        if !self.rules().crowning {
            return SquareSet::EMPTY;
        }
        match color {
            Color::White => <Self::Board as Topology>::TOP_ROW,
            Color::Black => <Self::Board as Topology>::BOTTOM_ROW,
        }
    }

    /// Squares from which a man may also step two points along a line when both are empty.
    #[inline(always)]
    fn long_steps_from(self) -> SquareSet {
        self.rules().long_steps_from
    }

    /// The Frisian limit of three non-capturing moves in a row with one king while men remain.
    #[inline(always)]
    fn king_move_limit(self) -> bool {
        self.rules().king_move_limit
    }

    /// A man's simple move can be undone by another, so it does not end a run of positions that
    /// may repeat.
    #[inline(always)]
    fn men_move_back(self) -> bool {
        self.rules().men_move_back
    }
}

/// The registry: every built-in game, once, in menu order, by the name of its rules type in
/// `games.rs` (also its [`Variant`]). A new game is its entry there and one line here;
/// everything else (the enum
/// [`Variant`], its list and names, the dispatch [`with_rules!`](crate::with_rules)) follows.
#[macro_export]
#[doc(hidden)]
macro_rules! games {
    ($then:ident { $($args:tt)* }) => {
        $crate::$then! { $($args)* ;
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
            /// Turkish draughts.
            Turkish,
            /// Frisian draughts.
            Frisian,
            /// Frysk! (Frisian with five men each).
            Frysk,
            /// Sixteen Soldiers on the traditional 37-point board.
            SixteenSoldiers,
            /// Sixteen Soldiers on the 49-point board of "16 vojáků".
            SixteenSoldiers49,
        }
    };
}

/// The items the registry declares in this module: each game's rules type and the [`Variant`]
/// enum.
#[macro_export]
#[doc(hidden)]
macro_rules! __declare_games {
    (; $($(#[$doc:meta])* $variant:ident,)*) => {
        mod games;
        pub use games::{$($variant),*};

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
                    $(Variant::$variant => $variant.info(),)*
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
     $($(#[$doc:meta])* $v:ident,)*) => {
        match $variant {
            $($crate::draughts::rules::Variant::$v => {
                #[allow(unused_imports)]
                use $crate::draughts::rules::Rules as _;
                let $r = $crate::draughts::rules::$v;
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
