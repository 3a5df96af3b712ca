//! House rules: a draughts game of the player's own choosing on the diagonal 8x8 or 10x10 board,
//! each switch of the built-in games left to the player (men capture backward or not, flying or
//! short kings, men taking kings, capture compulsory or not, the precedence rule, promotion in
//! the middle of a capture, who starts, the draw limits). The switches travel as text,
//! `board=8 backward=yes kings=flying …` ([`HouseRules::parse`], [`HouseRules::text`]), in the
//! `HouseRules` tag of a PDN file, in a starting position's JSON and after `house:` on the
//! command line. Set to a built-in game's switches, a house game plays exactly that game.

use std::fmt;

use super::*;
use crate::common::wording::{Worded, Wording};
use crate::draughts::board::{Board10, Board8};

/// The board of a house game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseBoard {
    /// 8x8, 12 men each.
    Eight,
    /// 10x10, 20 men each.
    Ten,
}

/// The switches of a house game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HouseRules {
    /// The board.
    pub board: HouseBoard,
    /// Men capture backward as well as forward.
    pub men_capture_backward: bool,
    /// Flying or short kings.
    pub kings: KingRange,
    /// Men may capture kings.
    pub men_capture_kings: bool,
    /// A capture must be made when one is possible.
    pub capture_compulsory: bool,
    /// Which captures are allowed.
    pub precedence: Precedence,
    /// A man reaching the last row in the middle of a capture.
    pub mid_capture: MidCapturePromotion,
    /// The side that starts.
    pub first: Color,
    /// The occurrence of a position that draws (0: none).
    pub repetitions: u8,
    /// Moves by each player with only kings moving and no capture that draw (0: none).
    pub king_moves: u8,
}

impl Default for HouseRules {
    /// The set of the Polish "Warcaby" program: 8x8, men capturing backward, flying kings, no
    /// majority rule; White starts; threefold repetition and 15 king moves draw.
    fn default() -> HouseRules {
        HouseRules {
            board: HouseBoard::Eight,
            men_capture_backward: true,
            kings: KingRange::Flying,
            men_capture_kings: true,
            capture_compulsory: true,
            precedence: Precedence::Free,
            mid_capture: MidCapturePromotion::ContinueAsMan,
            first: Color::White,
            repetitions: 3,
            king_moves: 15,
        }
    }
}

/// The rules of a house game on the 8x8 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct House8(pub HouseRules);

/// The rules of a house game on the 10x10 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct House10(pub HouseRules);

const HOUSE_DRAWS: DrawRules = DrawRules {
    repetitions: 3,
    quiet_plies: 30,
    man_moves_count: true,
    endgame: EndgameRule::None,
};

const INFO_8: GameInfo = GameInfo {
    name: "house",
    aliases: &["house-rules", "custom"],
    title: "House rules",
    board: &<Board8 as Topology>::INFO,
    notation: Notation::Numeric,
    full_captures: false,
    start_fen: "W:W21-32:B1-12",
    game_type: 0,
    game_type_aliases: &[],
    goal: Goal::Standard,
    draws: HOUSE_DRAWS,
};

const INFO_10: GameInfo = GameInfo {
    board: &<Board10 as Topology>::INFO,
    start_fen: "W:W31-50:B1-20",
    ..INFO_8
};

impl HouseRules {
    /// Names, start and notation (the draw rules and the first side are the switches').
    pub fn info(self) -> &'static GameInfo {
        match self.board {
            HouseBoard::Eight => &INFO_8,
            HouseBoard::Ten => &INFO_10,
        }
    }

    /// The draw rules the switches set.
    pub fn draws(self) -> DrawRules {
        DrawRules {
            repetitions: self.repetitions,
            quiet_plies: 2 * self.king_moves as u16,
            man_moves_count: true,
            endgame: EndgameRule::None,
        }
    }

    /// The switches of the built-in diagonal game `variant` (with its draw limits where they are
    /// a repetition count and a number of king moves), if it has switches.
    pub fn of(variant: Variant) -> Option<HouseRules> {
        let draws = variant.draws();
        let base = HouseRules {
            repetitions: draws.repetitions,
            king_moves: (draws.quiet_plies / 2).min(255) as u8,
            ..HouseRules::default()
        };
        let eight = HouseRules {
            board: HouseBoard::Eight,
            ..base
        };
        let ten = HouseRules {
            board: HouseBoard::Ten,
            precedence: Precedence::Majority,
            ..base
        };
        let forward_only = |h: HouseRules| HouseRules {
            men_capture_backward: false,
            mid_capture: MidCapturePromotion::CrownAndStop,
            ..h
        };
        Some(match variant {
            Variant::International => ten,
            Variant::Brazilian => HouseRules {
                precedence: Precedence::Majority,
                ..eight
            },
            Variant::Russian => HouseRules {
                mid_capture: MidCapturePromotion::CrownAndContinue,
                ..eight
            },
            Variant::Czech => HouseRules {
                precedence: Precedence::KingFirst,
                ..forward_only(eight)
            },
            Variant::English => HouseRules {
                kings: KingRange::Short,
                first: Color::Black,
                ..forward_only(eight)
            },
            Variant::Italian => HouseRules {
                kings: KingRange::Short,
                men_capture_kings: false,
                precedence: Precedence::Italian,
                ..forward_only(eight)
            },
            Variant::Pool => HouseRules {
                first: Color::Black,
                ..eight
            },
            _ => return None,
        })
    }

    /// The switches as text: `board=8 backward=yes kings=flying take-kings=yes compulsory=yes
    /// precedence=free promotion=continue first=white repetition=3 king-moves=15`.
    pub fn text(self) -> String {
        let yes = |b: bool| if b { "yes" } else { "no" };
        format!(
            "board={} backward={} kings={} take-kings={} compulsory={} precedence={} \
             promotion={} first={} repetition={} king-moves={}",
            match self.board {
                HouseBoard::Eight => 8,
                HouseBoard::Ten => 10,
            },
            yes(self.men_capture_backward),
            match self.kings {
                KingRange::Short => "short",
                _ => "flying",
            },
            yes(self.men_capture_kings),
            yes(self.capture_compulsory),
            precedence_name(self.precedence),
            match self.mid_capture {
                MidCapturePromotion::ContinueAsMan => "continue",
                MidCapturePromotion::CrownAndContinue => "crown-continue",
                MidCapturePromotion::CrownAndStop => "crown-stop",
            },
            self.first.name(),
            self.repetitions,
            self.king_moves
        )
    }

    /// Reads switches written as [`HouseRules::text`] writes them (separated by spaces, commas
    /// or semicolons, in any order); a switch left out keeps its default.
    pub fn parse(text: &str) -> Result<HouseRules, HouseError> {
        let mut h = HouseRules::default();
        for item in text
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|s| !s.is_empty())
        {
            let Some((key, value)) = item.split_once('=') else {
                return Err(HouseError::NotASwitch(item.to_string()));
            };
            let bad = || HouseError::BadValue {
                switch: key.to_string(),
                value: value.to_string(),
            };
            let yes_no = |v: &str| match v {
                "yes" | "true" | "1" => Ok(true),
                "no" | "false" | "0" => Ok(false),
                _ => Err(bad()),
            };
            match key {
                "board" => {
                    h.board = match value {
                        "8" | "8x8" => HouseBoard::Eight,
                        "10" | "10x10" => HouseBoard::Ten,
                        _ => return Err(bad()),
                    }
                }
                "backward" => h.men_capture_backward = yes_no(value)?,
                "kings" => {
                    h.kings = match value {
                        "flying" => KingRange::Flying,
                        "short" => KingRange::Short,
                        _ => return Err(bad()),
                    }
                }
                "take-kings" => h.men_capture_kings = yes_no(value)?,
                "compulsory" => h.capture_compulsory = yes_no(value)?,
                "precedence" => {
                    h.precedence = [
                        Precedence::Free,
                        Precedence::Majority,
                        Precedence::KingFirst,
                        Precedence::Italian,
                    ]
                    .into_iter()
                    .find(|p| precedence_name(*p) == value)
                    .ok_or_else(bad)?
                }
                "promotion" => {
                    h.mid_capture = match value {
                        "continue" => MidCapturePromotion::ContinueAsMan,
                        "crown-continue" => MidCapturePromotion::CrownAndContinue,
                        "crown-stop" => MidCapturePromotion::CrownAndStop,
                        _ => return Err(bad()),
                    }
                }
                "first" => {
                    h.first = match value {
                        "white" => Color::White,
                        "black" => Color::Black,
                        _ => return Err(bad()),
                    }
                }
                "repetition" => h.repetitions = value.parse().map_err(|_| bad())?,
                "king-moves" => h.king_moves = value.parse().map_err(|_| bad())?,
                _ => return Err(HouseError::UnknownSwitch(key.to_string())),
            }
        }
        Ok(h)
    }
}

fn precedence_name(p: Precedence) -> &'static str {
    match p {
        Precedence::Free => "free",
        Precedence::Majority => "majority",
        Precedence::KingFirst => "king-first",
        Precedence::Italian => "italian",
        Precedence::Value => "value",
    }
}

/// Why a text of house rules was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HouseError {
    /// An item without `=`.
    NotASwitch(String),
    /// A switch this program does not know.
    UnknownSwitch(String),
    /// A value the switch does not take.
    BadValue {
        /// The switch.
        switch: String,
        /// The value written.
        value: String,
    },
}

impl fmt::Display for HouseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HouseError::NotASwitch(s) => {
                write!(
                    f,
                    "house rules: `{s}` is not a switch (expected e.g. kings=flying)"
                )
            }
            HouseError::UnknownSwitch(s) => write!(
                f,
                "house rules: unknown switch `{s}` (known: board, backward, kings, take-kings, \
                 compulsory, precedence, promotion, first, repetition, king-moves)"
            ),
            HouseError::BadValue { switch, value } => {
                let (_, takes) = values_taken(switch);
                write!(f, "house rules: {switch}={value}: {switch} takes {takes}")
            }
        }
    }
}

/// What `switch` takes: the key of its words in the page's messages, and the words in English.
fn values_taken(switch: &str) -> (&'static str, &'static str) {
    match switch {
        "board" => ("engine.house.takes.board", "8 or 10"),
        "kings" => ("engine.house.takes.kings", "flying or short"),
        "precedence" => (
            "engine.house.takes.precedence",
            "free, majority, king-first or italian",
        ),
        "promotion" => (
            "engine.house.takes.promotion",
            "continue, crown-continue or crown-stop",
        ),
        "first" => ("engine.house.takes.first", "white or black"),
        "repetition" | "king-moves" => ("engine.house.takes.number", "a number from 0 to 255"),
        _ => ("engine.house.takes.yes-no", "yes or no"),
    }
}

impl Worded for HouseError {
    fn wording(&self) -> Wording {
        match self {
            HouseError::NotASwitch(s) => Wording::new("engine.house.not-a-switch").with("item", s),
            HouseError::UnknownSwitch(s) => {
                Wording::new("engine.house.unknown-switch").with("switch", s)
            }
            HouseError::BadValue { switch, value } => Wording::new("engine.house.bad-value")
                .with("switch", switch)
                .with("value", value)
                .with_wording("takes", Wording::new(values_taken(switch).0)),
        }
    }
}

impl std::error::Error for HouseError {}

impl HouseRules {
    /// How pieces move and capture under these switches.
    #[inline(always)]
    pub fn rule_set(self) -> RuleSet {
        RuleSet {
            man_captures: if self.men_capture_backward {
                [&Dir::DIAGONALS, &Dir::DIAGONALS]
            } else {
                FORWARD_DIAGONALS
            },
            kings: self.kings,
            men_capture_kings: self.men_capture_kings,
            mid_capture: self.mid_capture,
            precedence: self.precedence,
            capture_compulsory: self.capture_compulsory,
            ..RuleSet::INTERNATIONAL
        }
    }
}

macro_rules! house_rules {
    ($name:ident, $board:ty) => {
        impl Rules for $name {
            type Board = $board;

            fn info(self) -> &'static GameInfo {
                self.0.info()
            }

            fn draws(self) -> DrawRules {
                self.0.draws()
            }

            #[inline(always)]
            fn rules(self) -> RuleSet {
                self.0.rule_set()
            }
        }
    };
}

house_rules!(House8, Board8);
house_rules!(House10, Board10);
