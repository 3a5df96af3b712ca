//! The linear evaluation's weights: the [`Feature`]s it counts, a [`Weights`] vector, the
//! [`Family`] of games that share one, and each family's default weights as `dama tune`
//! (`src/dev/tuning/`) fitted them, with the command, the games and the losses of each fit.

use crate::draughts::board::{BoardKind, Topology};
use crate::draughts::rules::{Goal, KingRange, Precedence, Rules, Variant};

/// What the evaluation counts, each as the side to move's count minus the opponent's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// Men.
    Man,
    /// Kings.
    King,
    /// Tempo: the rows the men have advanced, summed (0 on their own back row).
    Advance,
    /// Tempo again, scaled by the pieces gone from the board: advancing matters in the endgame.
    AdvanceLate,
    /// Men still on their own back row (they stop the opponent crowning).
    BackRank,
    /// Men on the key squares of the back row: the bridge in English and Italian (squares 30
    /// and 32 for White), the inner squares with flying kings (c1, e1; 47, 48, 49).
    BackKey,
    /// Men on the central squares.
    Centre,
    /// Wing imbalance: |men on the left half − men on the right half|.
    Balance,
    /// Runaway men: nothing can reach their path to the crowning row in time (the opponent has
    /// no king and no piece in the cone ahead), or one step from a free crowning square and
    /// safe from capture.
    Runaway,
    /// Empty squares the kings attack (along whole diagonals when kings fly).
    KingMobility,
    /// Locked men: no forward move (both squares ahead taken or off the board).
    Locked,
    /// A king on the main diagonal (the long road, a1–h8 or 46–5), where kings fly.
    MainRoad,
    /// The pieces gone from the board, counted for the side ahead in material: trade when
    /// ahead.
    Simplify,
    /// A king where the opponent has none (1, or −1 the other way round). With
    /// [`Feature::MenVsKing`] it lets the fit price the first king by the men it faces: more
    /// against many, less in the last few.
    SoleKing,
    /// Men facing an opponent's king (the side to move's men if the opponent has a king, minus
    /// the opponent's men if the side to move has one): a king stops men crowning and picks
    /// them off, so an advantage in men counts for less against one.
    MenVsKing,
    /// Kings when both sides have one (the side to move's minus the opponent's, else 0): an extra
    /// king against a king wins far less often than against men alone, as a lone king holds the
    /// main road against two or three.
    KingVsKing,
}

/// Number of features.
pub const FEATURES: usize = 16;

impl Feature {
    /// Every feature, in weight order.
    pub const ALL: [Feature; FEATURES] = [
        Feature::Man,
        Feature::King,
        Feature::Advance,
        Feature::AdvanceLate,
        Feature::BackRank,
        Feature::BackKey,
        Feature::Centre,
        Feature::Balance,
        Feature::Runaway,
        Feature::KingMobility,
        Feature::Locked,
        Feature::MainRoad,
        Feature::Simplify,
        Feature::SoleKing,
        Feature::MenVsKing,
        Feature::KingVsKing,
    ];

    /// Short name (`back_rank`).
    pub const fn name(self) -> &'static str {
        match self {
            Feature::Man => "man",
            Feature::King => "king",
            Feature::Advance => "advance",
            Feature::AdvanceLate => "advance_late",
            Feature::BackRank => "back_rank",
            Feature::BackKey => "back_key",
            Feature::Centre => "centre",
            Feature::Balance => "balance",
            Feature::Runaway => "runaway",
            Feature::KingMobility => "king_mobility",
            Feature::Locked => "locked",
            Feature::MainRoad => "main_road",
            Feature::Simplify => "simplify",
            Feature::SoleKing => "sole_king",
            Feature::MenVsKing => "men_vs_king",
            Feature::KingVsKing => "king_vs_king",
        }
    }
}

/// One weight per [`Feature`], in hundredths of a man, indexed by `Feature as usize`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; FEATURES]);

impl Weights {
    /// The weight of `f`.
    #[inline(always)]
    pub const fn get(&self, f: Feature) -> i32 {
        self.0[f as usize]
    }

    /// The weights with `f` set to `value`.
    pub const fn with(mut self, f: Feature, value: i32) -> Weights {
        self.0[f as usize] = value;
        self
    }

    /// The score of a feature vector: the dot product.
    #[inline(always)]
    pub fn dot(&self, f: &[i32; FEATURES]) -> i32 {
        self.0.iter().zip(f).map(|(w, x)| w * x).sum()
    }
}

// The defaults below are printed by `dama tune` (src/dev/tuning/), pasted as they come; each names
// its command, its corpus and its losses.

/// Weights for flying-king games on 10x10 (International), fitted with the pattern tables of
/// `src/draughts/weights/flying10.pat` by `dama tune --family flying10 --games DIR --iterations 600
/// --king 339 --patterns --pattern-l2 0.0000001 --patterns-out src/draughts/weights/flying10.pat
/// --check-games CM`, CM the master's 5,300 International games of `docs/matches` (at 6d8642f, which last held them) (511,871
/// positions). DIR held `international/int-9001.pdn` to `int-9004.pdn` (96,000 games of level 5
/// against itself, played by c312c6f as `dama match --variant international --engine1 level:5
/// --engine2 level:5 --games 24000 --opening-plies 8 --seed S --threads 1 --pdn
/// DIR/international/int-S.pdn` for S = 9001 to 9004), `international/dr-9101.pdn` (33,784 games
/// of level 5 against itself from the middlegames of the master's matches against dame-rs, played
/// by c7fd88a as `dama match --variant international --engine1 level:5 --engine2 level:5
/// --openings OPEN --seed 9101 --threads 2 --pdn DIR/international/dr-9101.pdn`, OPEN the 16,892
/// positions `python3 scripts/cut-openings.py --at 20,30,40` cuts from the
/// `docs/matches/international*dame*.pdn.gz` (at 6d8642f) of seeds up to 103) and the real games of
/// `tests/data/games/international` (as `real-NAME.pdn`), its manifest listing the self-play files
/// in that order, then the real ones in name order: 130729 games, 12565714 positions; 11304306
/// positions fitted, 1261408 held out, K = 0.00683. Loss (mean squared error of the result),
/// fitted / held out: material 0.08928 / 0.08913, the weights and tables before (fitted
/// the same way without `dr-9101.pdn`) held out 0.07915, tuned 0.07807 / 0.07892; on the master's
/// games 0.04451 before, 0.04438 tuned. The ridge of 0.0001 once held the tables back: the loss
/// is a mean over positions, so its ridge does not shrink as the games grow (held out on 48,000
/// games: 0.0826 at 0.000001, 0.0825 at 0.0000001 and at 0).
pub const FLYING_10: Weights = Weights([
    100,  // man
    339,  // king
    41,   // advance
    -7,   // advance_late
    86,   // back_rank
    34,   // back_key
    -12,  // centre
    -7,   // balance
    -9,   // runaway
    1,    // king_mobility
    8,    // locked
    18,   // main_road
    -1,   // simplify
    -163, // sole_king
    -53,  // men_vs_king
    -229, // king_vs_king
]);

/// Weights for flying-king games on 8x8 (Russian, Brazilian, Czech, Pool), fitted with the pattern
/// tables of `src/draughts/weights/flying8.pat` by `dama tune --family flying8 --games DIR
/// --iterations 1000 --king 320 --patterns --pattern-l2 0.0000001 --patterns-out
/// src/draughts/weights/flying8.pat`. DIR held `russian/russian-9101.pdn` and `russian-9102.pdn`
/// (48,000 games of level 5 against itself, played by c312c6f as `dama match --variant russian
/// --engine1 level:5 --engine2 level:5 --games 24000 --opening-plies 8 --seed S --threads 1 --pdn
/// DIR/russian/russian-S.pdn` for S = 9101 and 9102) beside the real games of
/// `tests/data/games/{brazilian,czech,russian}` (as `real-NAME.pdn`), its manifest listing the
/// self-play files, then the real ones of each game in name order (russian 48217 games, 2341334
/// positions, brazilian 25 games, 612 positions, czech 277 games, 6608 positions; 2115033
/// positions fitted, 233521 held out), K = 0.00935. Loss (mean squared error of the result),
/// fitted / held out: material 0.08056 / 0.08060, the weights and tables before (24,000 games,
/// `--pattern-l2 0.0001`) 0.06972 / 0.07017, tuned 0.06269 / 0.06429; on the master's own games
/// (`--check-games` over the 1,900 Russian games of `docs/matches` (at 6d8642f, which last held them), 95,543 positions) 0.04094
/// before, 0.03645 tuned.
pub const FLYING_8: Weights = Weights([
    100, // man
    320, // king
    59,  // advance
    -12, // advance_late
    112, // back_rank
    40,  // back_key
    -18, // centre
    -5,  // balance
    -24, // runaway
    2,   // king_mobility
    -8,  // locked
    20,  // main_road
    -4,  // simplify
    -74, // sole_king
    -67, // men_vs_king
    -84, // king_vs_king
]);

/// Weights for short-king games (English, Italian), fitted with the pattern tables of
/// `src/draughts/weights/short8.pat` by `dama tune --family short8 --games DIR --iterations 1000
/// --king 192 --patterns --pattern-l2 0.0000001 --patterns-out src/draughts/weights/short8.pat`.
/// DIR held `english/english-9201.pdn` and `english-9202.pdn` (48,000 games of level 5 against
/// itself, played by c312c6f as `dama match --variant english --engine1 level:5 --engine2 level:5
/// --games 24000 --opening-plies 8 --seed S --threads 1 --pdn DIR/english/english-S.pdn` for S =
/// 9201 and 9202) beside the real games of `tests/data/games/{english,italian}` (as
/// `real-NAME.pdn`), its manifest listing the self-play files, then the real ones of each game in
/// name order (english 48924 games, 5732548 positions, italian 53 games, 1879 positions; 5160665
/// positions fitted, 573762 held out), K = 0.00729. Loss (mean squared error of the result),
/// fitted / held out: material 0.08132 / 0.08060, the weights and tables before (12,000 level-6
/// games, `--pattern-l2 0.0001`) 0.05490 / 0.05349, tuned 0.05012 / 0.04972; on the master's own
/// games (`--check-games` over the 1,050 English games of `docs/matches` (at 6d8642f, which last held them), 116,127 positions)
/// 0.04047 before, 0.03464 tuned.
pub const SHORT_8: Weights = Weights([
    100, // man
    192, // king
    25,  // advance
    6,   // advance_late
    99,  // back_rank
    74,  // back_key
    -10, // centre
    -5,  // balance
    17,  // runaway
    6,   // king_mobility
    -2,  // locked
    0,   // main_road
    2,   // simplify
    76,  // sole_king
    -4,  // men_vs_king
    59,  // king_vs_king
]);

/// Weights for Frisian and Frysk!, with pattern tables: `dama tune --family frisian --games DIR
/// --iterations 600 --king 336 --patterns --pattern-l2 0.0001 --patterns-out
/// src/draughts/weights/frisian.pat`. DIR held `frisian/selfplay.pdn` (6,000 games of level 6
/// against itself, played by 59cc921 as `dama match --variant frisian --engine1 level:6 --engine2
/// level:6 --games 6000 --opening-plies 8 --seed 4006 --threads 2`) beside the real games of
/// `tests/data/games/frisian` and `tests/data/games/frysk` (6039 games, 385330 positions; 347538
/// fitted, 37792 held out), K = 0.01911. The king is held at its earlier fit's 336. Loss (mean
/// squared error of the result), fitted / held out: material 0.11757 / 0.11899, the weights before
/// 0.10243 / 0.10536, tuned 0.08377 / 0.09398 (the linear weights alone: 0.09715 / 0.10214).
pub const FRISIAN: Weights = Weights([
    100, // man
    336, // king
    -1,  // advance
    1,   // advance_late
    21,  // back_rank
    0,   // back_key
    -31, // centre
    -7,  // balance
    38,  // runaway
    -1,  // king_mobility
    2,   // locked
    30,  // main_road
    1,   // simplify
    -30, // sole_king
    4,   // men_vs_king
    422, // king_vs_king
]);

/// Weights for Turkish draughts, fitted with the pattern tables of `src/draughts/weights/turkish.pat`
/// (4 rows of 2 squares a window) by `dama tune --family turkish --games DIR --iterations 1000
/// --king 463 --patterns --pattern-l2 0.00002 --patterns-out src/draughts/weights/turkish.pat`. DIR
/// held `turkish/selfplay.pdn` (12,000 games of level 6 against itself, played by 48571d4 as `dama
/// match --variant turkish --engine1 level:6 --engine2 level:6 --games 12000 --opening-plies 8
/// --seed 7007 --threads 2`; there are no real Turkish games in the repository) and its manifest:
/// 990324 positions, 893083 fitted, 97241 held out, K = 0.01413; the king held at the weight of
/// the linear fit before. Loss (mean squared error of the result), fitted / held out: material
/// 0.08210 / 0.08570, tuned 0.06973 / 0.07652 (the weights before, without tables: 0.07937 /
/// 0.08263; refitted without tables: 0.07544 / 0.07955; a ridge of 0.0001 or of 0.000005 on
/// the tables instead: 0.07698 held out either way).
pub const TURKISH: Weights = Weights([
    100,  // man
    463,  // king
    -9,   // advance
    4,    // advance_late
    0,    // back_rank
    0,    // back_key
    -16,  // centre
    -3,   // balance
    155,  // runaway
    1,    // king_mobility
    -1,   // locked
    0,    // main_road
    0,    // simplify
    -106, // sole_king
    -11,  // men_vs_king
    -114, // king_vs_king
]);

/// Weights for Sixteen Soldiers, fitted by `dama tune --family soldiers --iterations 1000` to
/// 6,000 level-5 self-play games on 37 points (`dama match --variant sixteen-soldiers --engine1
/// level:5 --engine2 level:5 --games 2000 --opening-plies 8 --seed 8101`, and seeds 8102 and
/// 8103; 635,158 positions, a tenth of the games held out): material and a little tempo. They
/// predict the held-out results as well as material alone (loss 0.01019 against 0.01017; the
/// hand-set weights before them, material, centre 8 and locked -2, 0.01162), and no pattern
/// table over the board's 12 windows does better (0.01019). In play they beat the hand-set
/// weights, 200 ms a move: on 37 points +41 Elo (+13 to +69) in 120 games, on 49 points +26
/// (-2 to +55) in 40; the ladder rose on 37 points and held on 49 (`docs/strength.txt`). Sixteen
/// Soldiers has no kings: the king weight is never used.
pub const SOLDIERS: Weights = Weights([
    100, // man
    0,   // king
    -2,  // advance
    1,   // advance_late
    -1,  // back_rank
    0,   // back_key
    0,   // centre
    0,   // balance
    0,   // runaway
    0,   // king_mobility
    -1,  // locked
    0,   // main_road
    0,   // simplify
    0,   // sole_king
    0,   // men_vs_king
    0,   // king_vs_king
]);

/// Weights for losing games (Antidraughts), fitted to their goal with the pattern tables of
/// `src/draughts/weights/losing10.pat` by `dama tune --family losing10 --games DIR --iterations 600
/// --scale 0.0084 --patterns --pattern-l2 0.0001 --patterns-out src/draughts/weights/losing10.pat`.
/// DIR held `antidraughts/selfplay.pdn` (20,000 games of level 6 against itself, played by
/// abaa2fd as `dama match --variant antidraughts --engine1 level:6 --engine2 level:6 --games
/// 20000 --opening-plies 8 --seed 4004 --threads 2`) beside the real games of
/// `tests/data/games/antidraughts` (20022 games, 1506334 positions; 1354897 positions fitted,
/// 151437 held out). The scale is held at International's (material says little about who wins
/// here; fitted to it, K is 0.0007), so a score keeps the meaning it has in the other games.
/// Loss (mean squared error of the result), fitted / held out: material counted against its
/// owner 0.37567 / 0.37496, tuned 0.22227 / 0.22270 (the linear weights alone: 0.22789 /
/// 0.22703).
pub const LOSING_10: Weights = Weights([
    -5,   // man
    -132, // king
    -1,   // advance
    0,    // advance_late
    -7,   // back_rank
    15,   // back_key
    4,    // centre
    -3,   // balance
    11,   // runaway
    17,   // king_mobility
    -5,   // locked
    -13,  // main_road
    0,    // simplify
    133,  // sole_king
    10,   // men_vs_king
    61,   // king_vs_king
]);

/// Weights for races to the first king (Breakthrough), fitted beside the race itself (which the
/// tuner adds to each score as the engine does) with the pattern tables of
/// `src/draughts/weights/race10.pat` by `dama tune --family race10 --games DIR --iterations 600
/// --king 339 --patterns --pattern-l2 0.0001 --patterns-out src/draughts/weights/race10.pat`. DIR
/// held `breakthrough/selfplay.pdn` (10,000 games of level 6 against itself, played by abaa2fd as
/// `dama match --variant breakthrough --engine1 level:6 --engine2 level:6 --games 10000
/// --opening-plies 8 --seed 4005 --threads 2`) beside the real games of
/// `tests/data/games/breakthrough` (10025 games, 712977 positions; 644869 positions fitted, 68108
/// held out), K = 0.01111. Loss (mean squared error of the result), fitted / held out: material
/// 0.20644 / 0.21031, tuned 0.18492 / 0.19490 (International's weights and tables before:
/// 0.19720 / 0.20054; fitted without tables: 0.20102 / 0.20394).
pub const RACE_10: Weights = Weights([
    100, // man
    339, // king
    -1,  // advance
    -1,  // advance_late
    -15, // back_rank
    19,  // back_key
    7,   // centre
    -9,  // balance
    -12, // runaway
    0,   // king_mobility
    -1,  // locked
    0,   // main_road
    2,   // simplify
    0,   // sole_king
    0,   // men_vs_king
    0,   // king_vs_king
]);

/// Material only: the weak levels' view (man 100, king 300, nothing else), where the goal is
/// standard.
pub const MATERIAL_ONLY: Weights = Weights([100, 300, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

/// Material counted against its owner (man −100, king −300): the weak levels' view where losing
/// one's pieces wins.
pub const LOSING_MATERIAL: Weights =
    Weights([-100, -300, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

/// The families of games that share one set of weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Flying kings on 10x10: International.
    Flying10,
    /// Flying kings on 8x8: Russian, Brazilian, Czech, Pool.
    Flying8,
    /// Short kings on 8x8: English, Italian.
    Short8,
    /// Frisian and Frysk!: captures in eight directions and the value rule.
    Frisian,
    /// Turkish: every square, orthogonal moves.
    Turkish,
    /// Sixteen Soldiers: no kings, moves every way along lines.
    Soldiers,
    /// Losing games, where a side that cannot move wins: Antidraughts.
    Losing10,
    /// Races, where the first king wins: Breakthrough.
    Race10,
}

impl Family {
    /// Every family.
    pub const ALL: [Family; 8] = [
        Family::Flying10,
        Family::Flying8,
        Family::Short8,
        Family::Frisian,
        Family::Turkish,
        Family::Soldiers,
        Family::Losing10,
        Family::Race10,
    ];

    /// CLI name (`flying10`, `flying8`, `short8`, `frisian`, `turkish`, `soldiers`,
    /// `losing10`, `race10`).
    pub const fn name(self) -> &'static str {
        match self {
            Family::Flying10 => "flying10",
            Family::Flying8 => "flying8",
            Family::Short8 => "short8",
            Family::Frisian => "frisian",
            Family::Turkish => "turkish",
            Family::Soldiers => "soldiers",
            Family::Losing10 => "losing10",
            Family::Race10 => "race10",
        }
    }

    /// The family named `name`.
    pub fn from_name(name: &str) -> Option<Family> {
        let n = name.trim().to_ascii_lowercase();
        Family::ALL.into_iter().find(|f| f.name() == n)
    }

    /// The family named `name`, or an error listing the names.
    pub fn parse(name: &str) -> Result<Family, String> {
        Family::from_name(name).ok_or_else(|| {
            format!(
                "unknown family `{name}`; known: {}",
                Family::ALL.map(|f| f.name()).join(", ")
            )
        })
    }

    /// The name of its default weights in this file.
    pub const fn const_name(self) -> &'static str {
        match self {
            Family::Flying10 => "FLYING_10",
            Family::Flying8 => "FLYING_8",
            Family::Short8 => "SHORT_8",
            Family::Frisian => "FRISIAN",
            Family::Turkish => "TURKISH",
            Family::Soldiers => "SOLDIERS",
            Family::Losing10 => "LOSING_10",
            Family::Race10 => "RACE_10",
        }
    }

    /// Its default weights.
    pub const fn weights(self) -> Weights {
        match self {
            Family::Flying10 => FLYING_10,
            Family::Flying8 => FLYING_8,
            Family::Short8 => SHORT_8,
            Family::Frisian => FRISIAN,
            Family::Turkish => TURKISH,
            Family::Soldiers => SOLDIERS,
            Family::Losing10 => LOSING_10,
            Family::Race10 => RACE_10,
        }
    }

    /// The goal of the family's games.
    pub const fn goal(self) -> Goal {
        match self {
            Family::Losing10 => Goal::NoMoveWins,
            Family::Race10 => Goal::FirstKingWins,
            _ => Goal::Standard,
        }
    }

    /// Material only, counted against the side that has it where losing one's pieces is the
    /// goal: the weakest levels' weights, and where a fit starts.
    pub const fn material(self) -> Weights {
        match self.goal() {
            Goal::NoMoveWins => LOSING_MATERIAL,
            _ => MATERIAL_ONLY,
        }
    }

    /// The built-in games of the family played to its goal (whose records can tune it), in
    /// menu order.
    pub fn variants(self) -> Vec<Variant> {
        Variant::ALL
            .iter()
            .copied()
            .filter(|&v| v.goal() == self.goal() && Family::of(v) == self)
            .collect()
    }

    /// The family of a game.
    pub fn of(variant: Variant) -> Family {
        crate::with_rules!(variant, r => family(r))
    }
}

/// The family of a game's rules, read off its rules: no kings, its board, its precedence, its
/// kings' reach and board size.
#[inline(always)]
pub fn family<R: Rules>(rules: R) -> Family {
    match rules.goal() {
        Goal::NoMoveWins => return Family::Losing10,
        Goal::FirstKingWins => return Family::Race10,
        Goal::Standard => {}
    }
    if rules.kings() == KingRange::None {
        return Family::Soldiers;
    }
    if <R::Board as Topology>::INFO.kind == BoardKind::AllSquares {
        return Family::Turkish;
    }
    if rules.precedence() == Precedence::Value {
        return Family::Frisian;
    }
    match (rules.kings(), <R::Board as Topology>::COLS) {
        (KingRange::Short, _) => Family::Short8,
        (_, 10) => Family::Flying10,
        _ => Family::Flying8,
    }
}
