//! Static evaluation per game family, in hundredths of a man, from the side to move's view.
//!
//! The evaluation is linear: [`features`] counts, for each [`Feature`], the side to move's
//! pieces minus the opponent's, and the score is the dot product with the family's [`Weights`].
//! Non-linear knowledge comes after: known drawn endings with flying kings damp the score
//! ([`draw_damping`]), and Breakthrough adds the race to the first king ([`race`]). The default
//! weights are fitted by `dama tune` (`src/dev/tuning.rs`), not guessed: to real games where the
//! family has them, else to games the engine played itself.
//!
//! The features read the board's geometry (its rows, its directions, the game's man and king
//! steps), so one definition serves the diagonal boards, Turkish's grid and the Sixteen Soldiers
//! points. Every feature is a few whole-board shifts and popcounts: the search calls this
//! millions of times a second, so nothing here loops over squares except through bit tricks.

use crate::draughts::board::{BoardKind, Dir, SquareSet, Topology};
use crate::draughts::patterns::{self, Net};
use crate::draughts::position::{Color, Position};
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

// The defaults below are printed by `dama tune` (src/dev/tuning.rs), pasted as they come; each names
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

/// The default weights for a game.
#[inline(always)]
pub fn weights_for<R: Rules>(rules: R) -> Weights {
    family(rules).weights()
}

/// Square sets of one board, per colour where it matters (index 0 White, 1 Black), as bits.
struct Masks {
    /// Bit `k` of the rows a man on each square has advanced, as four planes: the tempo count
    /// is `Σ 2^k · popcount(men & plane[k])`.
    planes: [[u64; 4]; 2],
    /// The own back row.
    back: [u64; 2],
    /// The bridge of short-king games (English squares 30, 32 for White; 1, 3 for Black).
    bridge: [u64; 2],
    /// The inner back-row squares of flying-king games (c1, e1; 47, 48, 49 for White).
    inner_back: [u64; 2],
    /// The central squares.
    centre: u64,
    /// White's left half (columns a–d, or 1–5 on 10x10).
    left: u64,
    /// White's right half.
    right: u64,
    /// The main diagonal (dark-square boards only).
    main_road: u64,
    /// The squares one or two rows short of each side's crowning row.
    near_crown: [u64; 2],
}

/// The masks of a board from its points' rows and columns (`coords`, in the board's own frame).
const fn masks(coords: &[(u8, u8); 64], cols: usize, rows: usize, diagonal: bool) -> Masks {
    let mut m = Masks {
        planes: [[0; 4]; 2],
        back: [0; 2],
        bridge: [0; 2],
        inner_back: [0; 2],
        centre: 0,
        left: 0,
        right: 0,
        main_road: 0,
        near_crown: [0; 2],
    };
    let mut bit = 0;
    while bit < 64 {
        let (r, c) = coords[bit];
        if r != 255 {
            let (row, col) = (r as usize, c as usize);
            {
                let b = 1u64 << bit;
                let adv = [rows - 1 - row, row];
                let mut c = 0;
                while c < 2 {
                    let mut k = 0;
                    while k < 4 {
                        if (adv[c] >> k) & 1 == 1 {
                            m.planes[c][k] |= b;
                        }
                        k += 1;
                    }
                    if adv[c] + 3 >= rows && adv[c] + 1 < rows {
                        m.near_crown[c] |= b;
                    }
                    c += 1;
                }
                // White's squares; Black's are the same turned half a turn.
                let (wr, wc) = (row, col);
                let (br, bc) = (rows - 1 - row, cols - 1 - col);
                if wr == rows - 1 {
                    m.back[0] |= b;
                    if wc == 2 || wc == cols - 2 {
                        m.bridge[0] |= b;
                    }
                    if wc >= 2 && wc < cols - 2 {
                        m.inner_back[0] |= b;
                    }
                }
                if br == rows - 1 {
                    m.back[1] |= b;
                    if bc == 2 || bc == cols - 2 {
                        m.bridge[1] |= b;
                    }
                    if bc >= 2 && bc < cols - 2 {
                        m.inner_back[1] |= b;
                    }
                }
                // The middle rows, as many above the centre as below it: 3-4 of 8, 3-6 of 10,
                // 3-5 of 9.
                let low = rows / 2 - 1 - rows / 10;
                if row >= low && row <= rows - 1 - low && col >= 2 && col < cols - 2 {
                    m.centre |= b;
                }
                if col < cols / 2 {
                    m.left |= b;
                }
                // A middle column (boards of odd width) is on neither side.
                if col >= cols.div_ceil(2) {
                    m.right |= b;
                }
                if diagonal && row + col == rows - 1 {
                    m.main_road |= b;
                }
            }
        }
        bit += 1;
    }
    m
}

/// The masks of each board, computed when the program is built.
trait BoardMasks {
    const MASKS: Masks;
}

impl<T: Topology> BoardMasks for T {
    const MASKS: Masks = masks(
        T::COORDS,
        T::COLS,
        T::ROWS,
        matches!(T::INFO.kind, BoardKind::DarkSquares),
    );
}

/// The squares one or two rows short of `color`'s crowning row on `R`'s board.
#[inline(always)]
pub fn near_crown<R: Rules>(color: Color) -> SquareSet {
    SquareSet::from_bits(masks_of::<R>().near_crown[color.index()])
}

#[inline(always)]
fn masks_of<R: Rules>() -> &'static Masks {
    &<R::Board as BoardMasks>::MASKS
}

#[inline(always)]
fn shift<R: Rules>(set: SquareSet, d: Dir) -> SquareSet {
    <R::Board as Topology>::shift(set, d)
}

/// The men of `color` whose way to the crowning row no opponent piece can reach in time.
///
/// An opponent man blocks a man if it stands in the cone ahead of it (the squares `j` rows
/// ahead and at most `j` columns aside): men outside the cone move away from it as fast as it
/// narrows. Where men capture backward, a man passing beside an opponent man can still be
/// taken, so the cone is widened by two columns and a man with an opponent man diagonally
/// behind is not counted. Any opponent king can come back to stop it, so none may exist.
#[inline(always)]
fn runaways<R: Rules>(rules: R, pos: &Position, color: Color) -> SquareSet {
    let them = color.opponent();
    let men = pos.men(color);
    if men.is_empty() || pos.kings_of(them).any() || rules.promotion(color).is_empty() {
        return SquareSet::EMPTY;
    }
    let theirs = pos.pieces(them);
    // The squares from which an opponent piece is in the cone: the opponents' own forward
    // cones, filled row by row.
    let back = rules.man_steps(them);
    let mut shadow = theirs;
    let mut front = theirs;
    for _ in 1..<R::Board as Topology>::ROWS {
        front = back
            .iter()
            .fold(SquareSet::EMPTY, |acc, &d| acc | shift::<R>(front, d));
        shadow |= front;
        if (men - shadow).is_empty() {
            return SquareSet::EMPTY;
        }
    }
    let forward = rules.man_steps(color);
    let capture_backward = rules.man_captures(color).len() > forward.len();
    if capture_backward && forward.len() == 2 && back.len() == 2 {
        let (f0, f1, b0, b1) = (forward[0], forward[1], back[0], back[1]);
        let sideways = |s: SquareSet, a: Dir, b: Dir| shift::<R>(shift::<R>(s, a), b);
        shadow |= sideways(shadow, f0, b0)
            | sideways(shadow, b0, f0)
            | sideways(shadow, f1, b1)
            | sideways(shadow, b1, f1)
            | shift::<R>(theirs, f0)
            | shift::<R>(theirs, f1);
    }
    men - shadow
}

/// The men of `color` one step from crowning with the crowning square free, that the opponent
/// cannot take first: any such man of the side to move crowns next move; the opponent's must
/// not stand where a man or a short king can jump it (a flying king anywhere could).
#[inline(always)]
fn about_to_crown<R: Rules>(rules: R, pos: &Position, color: Color, to_move: bool) -> SquareSet {
    let them = color.opponent();
    let empty = <R::Board as Topology>::ALL - pos.occupied();
    let free = rules.promotion(color) & empty;
    let ready = pos.men(color)
        & rules
            .man_steps(them)
            .iter()
            .fold(SquareSet::EMPTY, |acc, &d| acc | shift::<R>(free, d));
    if ready.is_empty() || to_move {
        return ready;
    }
    if rules.kings() == KingRange::Flying && pos.kings_of(them).any() {
        return SquareSet::EMPTY;
    }
    let mut takeable = SquareSet::EMPTY;
    for d in Dir::ALL {
        // A piece on the `d` side of the man jumps it towards the opposite side.
        let towards = d.opposite();
        let men_jump = rules.man_captures(them).contains(&towards);
        let kings_jump = rules.king_captures().contains(&towards);
        let jumpers = match (men_jump, kings_jump) {
            (true, _) => pos.pieces(them),
            (false, true) => pos.kings_of(them),
            (false, false) => continue,
        };
        takeable |= shift::<R>(jumpers, towards) & shift::<R>(empty, d);
    }
    ready - takeable
}

/// Empty squares attacked by `kings`: whole lines up to the first piece when kings fly.
#[inline(always)]
fn king_mobility<R: Rules>(rules: R, kings: SquareSet, empty: SquareSet) -> i32 {
    if kings.is_empty() {
        return 0;
    }
    let mut n = 0;
    for &d in rules.king_steps() {
        let mut f = shift::<R>(kings, d) & empty;
        n += f.count() as i32;
        if rules.kings() == KingRange::Flying {
            while f.any() {
                f = shift::<R>(f, d) & empty;
                n += f.count() as i32;
            }
        }
    }
    n
}

/// The features of one side, without the cross terms ([`Feature::AdvanceLate`],
/// [`Feature::Simplify`], [`Feature::SoleKing`], [`Feature::MenVsKing`], [`Feature::KingVsKing`]).
#[inline(always)]
fn side_features<R: Rules>(
    rules: R,
    pos: &Position,
    color: Color,
    f: &mut [i32; FEATURES],
    sign: i32,
) {
    let m = masks_of::<R>();
    let c = color.index();
    let men = pos.men(color).bits();
    let kings = pos.kings_of(color);
    let empty = <R::Board as Topology>::ALL - pos.occupied();
    let count = |b: u64| b.count_ones() as i32;

    let planes = &m.planes[c];
    let advance = count(men & planes[0])
        + 2 * count(men & planes[1])
        + 4 * count(men & planes[2])
        + 8 * count(men & planes[3]);
    let key = if rules.kings() == KingRange::Short {
        m.bridge[c]
    } else {
        m.inner_back[c]
    };
    let movable = rules
        .man_steps(color)
        .iter()
        .fold(SquareSet::EMPTY, |acc, &d| {
            acc | shift::<R>(empty, d.opposite())
        });
    let movable = men & movable.bits();

    f[Feature::Man as usize] += sign * count(men);
    f[Feature::King as usize] += sign * kings.count() as i32;
    f[Feature::Advance as usize] += sign * advance;
    f[Feature::BackRank as usize] += sign * count(men & m.back[c]);
    f[Feature::BackKey as usize] += sign * count(men & key);
    f[Feature::Centre as usize] += sign * count(men & m.centre);
    f[Feature::Balance as usize] += sign * (count(men & m.left) - count(men & m.right)).abs();
    let runaway = runaways(rules, pos, color) | about_to_crown(rules, pos, color, sign > 0);
    f[Feature::Runaway as usize] += sign * runaway.count() as i32;
    f[Feature::KingMobility as usize] += sign * king_mobility(rules, kings, empty);
    f[Feature::Locked as usize] += sign * count(men & !movable);
    if rules.kings() == KingRange::Flying {
        f[Feature::MainRoad as usize] += sign * (kings.bits() & m.main_road != 0) as i32;
    }
}

/// The feature vector of `pos`: for each [`Feature`], the side to move's count minus the
/// opponent's.
#[inline]
pub fn features<R: Rules>(rules: R, pos: &Position) -> [i32; FEATURES] {
    let us = pos.side();
    let mut f = [0; FEATURES];
    side_features(rules, pos, us, &mut f, 1);
    side_features(rules, pos, us.opponent(), &mut f, -1);
    let full = <R::Board as Topology>::SQUARES as i32 * 4 / 5;
    let gone = (full - pos.occupied().count() as i32).max(0);
    f[Feature::AdvanceLate as usize] = f[Feature::Advance as usize] * gone / 8;
    let material = f[Feature::Man as usize] + 3 * f[Feature::King as usize];
    f[Feature::Simplify as usize] = material.signum() * gone;
    let them = us.opponent();
    let (our_kings, their_kings) = (pos.kings_of(us).any(), pos.kings_of(them).any());
    f[Feature::SoleKing as usize] = our_kings as i32 - their_kings as i32;
    f[Feature::MenVsKing as usize] = pos.men(us).count() as i32 * their_kings as i32
        - pos.men(them).count() as i32 * our_kings as i32;
    if our_kings && their_kings {
        f[Feature::KingVsKing as usize] = f[Feature::King as usize];
    }
    f
}

/// The evaluation of `pos` with `w`, from the side to move's view.
#[inline]
pub fn evaluate_with<R: Rules>(rules: R, pos: &Position, w: &Weights) -> i32 {
    reshape(rules, pos, w.dot(&features(rules, pos)))
}

/// The evaluation of `pos` with `w` and the pattern tables `net`.
#[inline]
pub fn evaluate_full<R: Rules>(rules: R, pos: &Position, w: &Weights, net: &Net) -> i32 {
    let score = w.dot(&features(rules, pos)) + patterns::score(rules, pos, net);
    reshape(rules, pos, score)
}

/// The score of a position's features turned into its evaluation: damped in known drawish
/// endings, and with the race to the first king where that wins.
#[inline(always)]
fn reshape<R: Rules>(rules: R, pos: &Position, score: i32) -> i32 {
    score / draw_damping(rules, pos) + race(rules, pos)
}

/// Where the first king wins (Breakthrough), the race to it: the farthest row a man of the side
/// to move has reached, squared, less the opponent's; 0 in the other games. It is not fitted:
/// the tuner adds it to each position's score as the engine does.
#[inline(always)]
pub fn race<R: Rules>(rules: R, pos: &Position) -> i32 {
    if rules.goal() != Goal::FirstKingWins {
        return 0;
    }
    let us = pos.side();
    advance_race::<R>(pos, us) - advance_race::<R>(pos, us.opponent())
}

fn advance_race<R: Rules>(pos: &Position, color: Color) -> i32 {
    let planes = &masks_of::<R>().planes[color.index()];
    let men = pos.men(color).bits();
    // The highest set plane bit by bit: the farthest row any man has reached.
    let mut best = 0;
    let mut candidates = men;
    for k in (0..4).rev() {
        let with = candidates & planes[k];
        if with != 0 {
            best |= 1 << k;
            candidates = with;
        }
    }
    if men == 0 {
        0
    } else {
        best * best * 3
    }
}

/// The default evaluation of a game: the family's linear weights and, where the family has
/// them, its learned pattern tables.
#[inline]
pub fn evaluate<R: Rules>(rules: R, pos: &Position) -> i32 {
    let family = family(rules);
    match patterns::net_for(family) {
        Some(t) => evaluate_full(rules, pos, &family.weights(), t),
        None => evaluate_with(rules, pos, &family.weights()),
    }
}

/// How much the score of a known drawish ending is divided by (1 for none).
///
/// With flying kings on a diagonal board a lone king holds against two pieces, and against three
/// when it holds the main road; the move limits (16 moves in International, 15 and 5 in Russian)
/// end those endings before a slow win. Three against a lone king off the road is damped less:
/// the stronger side wins only if it takes the road first. Damping rather than zero keeps the
/// search preferring real progress.
#[inline]
pub fn draw_damping<R: Rules>(rules: R, pos: &Position) -> i32 {
    if rules.goal() != Goal::Standard
        || rules.kings() != KingRange::Flying
        || <R::Board as Topology>::INFO.kind != BoardKind::DarkSquares
        || pos.kings().is_empty()
    {
        return 1;
    }
    for weak in [Color::White, Color::Black] {
        let wp = pos.pieces(weak);
        if wp.count() != 1 || !wp.intersects(pos.kings()) {
            continue;
        }
        let strong = weak.opponent();
        if pos.kings_of(strong).is_empty() {
            continue;
        }
        let n = pos.pieces(strong).count();
        if n <= 2 {
            return 16;
        }
        if n == 3 {
            let on_road = wp.bits() & masks_of::<R>().main_road != 0;
            return if on_road { 16 } else { 4 };
        }
    }
    1
}
