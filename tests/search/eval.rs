//! The evaluation: colour symmetry over random positions of every game, one named test per
//! feature from a position where it matters, the drawn-ending knowledge, and the tuner lowering
//! its loss on a small sample of real games and labelling positions by search.

use dama::common::rng::Rng;
use dama::dev::tuning;
use dama::dev::tuning::corpus::Corpus;
use dama::dev::tuning::settings::Settings;
use dama::draughts::eval::{
    draw_damping, evaluate, evaluate_full, evaluate_with, features, near_crown, race,
};
use dama::draughts::notation::square;
use dama::draughts::patterns;
use dama::draughts::rules::{English, International, Russian};
use dama::draughts::weights::{
    Family, Feature, FEATURES, FLYING_10, LOSING_10, LOSING_MATERIAL, MATERIAL_ONLY, RACE_10,
};
use dama::search::{Limits, Searcher};
use dama::{with_rules, Color, Game, Position, Variant};

use crate::common::draughts::mirror;

fn pos(v: Variant, fen: &str) -> Position {
    dama::draughts::notation::fen::parse_fen(v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn feats(v: Variant, fen: &str) -> [i32; FEATURES] {
    let p = pos(v, fen);
    with_rules!(v, r => features(r, &p))
}

fn feature(v: Variant, fen: &str, f: Feature) -> i32 {
    feats(v, fen)[f as usize]
}

fn score(v: Variant, p: &Position) -> i32 {
    with_rules!(v, r => evaluate(r, p))
}

fn score_fen(v: Variant, fen: &str) -> i32 {
    score(v, &pos(v, fen))
}

fn white_view(v: Variant, p: &Position) -> i32 {
    let s = score(v, p);
    match p.side() {
        Color::White => s,
        Color::Black => -s,
    }
}

#[test]
fn mirrored_positions_score_the_negated_score_in_every_game() {
    let mut rng = Rng::new(7);
    for v in Variant::ALL {
        let mut checked = 0;
        for _ in 0..12 {
            let mut p = dama::start_position(v);
            for _ in 0..200 {
                let m = mirror(v, &p);
                assert_eq!(
                    white_view(v, &m),
                    -white_view(v, &p),
                    "{v}: {} and its mirror {}",
                    dama::draughts::notation::fen::write_fen(v, &p),
                    dama::draughts::notation::fen::write_fen(v, &m)
                );
                let (a, b) = with_rules!(v, r => (features(r, &p), features(r, &m)));
                assert_eq!(
                    a,
                    b,
                    "{v}: {}",
                    dama::draughts::notation::fen::write_fen(v, &p)
                );
                checked += 1;
                let moves = dama::legal_moves(v, &p);
                if moves.is_empty() {
                    break;
                }
                p = p.play(&moves.as_slice()[rng.below(moves.len())]);
            }
        }
        assert!(checked > 300, "{v}: only {checked} positions");
    }
}

#[test]
fn men_and_kings_are_counted_and_a_king_is_worth_more() {
    let f = feats(Variant::International, "W:W31,K40:B10,20");
    assert_eq!(f[Feature::Man as usize], -1);
    assert_eq!(f[Feature::King as usize], 1);
    assert!(
        score_fen(Variant::International, "W:WK31:B10")
            > score_fen(Variant::International, "W:W31:B10")
    );
    let w = Family::Flying10.weights();
    assert!(w.get(Feature::King) > w.get(Feature::Man));
}

#[test]
fn advance_sums_the_rows_each_man_has_gone_up() {
    // White's 28 is four rows up from 46-50; Black's 19 three rows down from 1-5.
    assert_eq!(
        feature(Variant::International, "W:W28:B19", Feature::Advance),
        1
    );
    assert_eq!(
        feature(Variant::International, "W:W46:B5", Feature::Advance),
        0
    );
    // The side to move counts first: from Black's view the same board is −1.
    assert_eq!(
        feature(Variant::International, "B:W28:B19", Feature::Advance),
        -1
    );
}

#[test]
fn advance_late_grows_as_pieces_leave_the_board() {
    let few = feature(Variant::International, "W:W28:B5", Feature::AdvanceLate);
    let many = feature(
        Variant::International,
        "W:W28,32-50:B1-5,6-20",
        Feature::AdvanceLate,
    );
    assert!(few > many, "{few} vs {many}");
}

#[test]
fn back_rank_guard_counts_men_at_home_and_the_key_squares() {
    let f = feats(Variant::International, "W:W46-50:B1,2,3");
    assert_eq!(f[Feature::BackRank as usize], 5 - 3);
    // 47, 48, 49 against 2, 3 (Black's inner squares are 2, 3, 4).
    assert_eq!(f[Feature::BackKey as usize], 3 - 2);
    // English: the bridge is 30 and 32 for White, 1 and 3 for Black.
    let f = feats(Variant::English, "W:W29,30,32:B2,4");
    assert_eq!(f[Feature::BackRank as usize], 1);
    assert_eq!(f[Feature::BackKey as usize], 2);
    // Russian: c1 and e1.
    let f = feats(Variant::Russian, "W:Wa1,c1,e1,g1:Bb8");
    assert_eq!(f[Feature::BackRank as usize], 3);
    assert_eq!(f[Feature::BackKey as usize], 2);
}

#[test]
fn centre_counts_men_on_the_central_squares() {
    assert_eq!(
        feature(Variant::International, "W:W27,28,29,36:B1", Feature::Centre),
        3
    );
    assert_eq!(
        feature(Variant::Russian, "W:Wd4,e5,a5:Bh8", Feature::Centre),
        2
    );
}

#[test]
fn balance_measures_how_lopsided_the_wings_are() {
    // Four men on White's left wing, none on the right, against a balanced Black.
    assert_eq!(
        feature(
            Variant::International,
            "W:W36,41,46,47:B4,5,1,2",
            Feature::Balance
        ),
        4
    );
}

#[test]
fn a_runaway_man_scores_more_than_a_blocked_one() {
    let v = Variant::International;
    // White's man on 17 has nothing ahead of it: Black's man on 10 stands off its path.
    let free = "W:W17,48:B10,34";
    // The same man with that Black man on 7, in its path (both positions quiet).
    let blocked = "W:W17,48:B7,34";
    assert_eq!(feature(v, free, Feature::Runaway), 1);
    assert_eq!(feature(v, blocked, Feature::Runaway), 0);
    assert!(score_fen(v, free) > score_fen(v, blocked));
    // Any opponent king can come back to stop it.
    assert_eq!(feature(v, "W:W17,48:B33,K34", Feature::Runaway), 0);
    // A man beside its path can take it backward in International and Russian...
    assert_eq!(feature(v, "W:W17,48:B13,34", Feature::Runaway), 0);
    assert_eq!(
        feature(Variant::Russian, "W:Wc5,g1:Bf6", Feature::Runaway),
        0
    );
    // ...but not in Czech, where men capture forward only.
    assert_eq!(feature(Variant::Czech, "W:Wc5,g1:Bf6", Feature::Runaway), 1);
}

#[test]
fn king_mobility_counts_the_empty_squares_a_king_attacks() {
    // A flying king on 46 sees the whole main road to 5.
    assert_eq!(
        feature(Variant::International, "W:WK46:B1", Feature::KingMobility),
        9
    );
    // Blocked at 28 by its own man.
    assert_eq!(
        feature(
            Variant::International,
            "W:WK46,28:B1",
            Feature::KingMobility
        ),
        3
    );
    // A short king attacks its four neighbours.
    assert_eq!(
        feature(Variant::English, "W:WK18:B1", Feature::KingMobility),
        4
    );
}

#[test]
fn a_locked_man_has_no_forward_move() {
    // White's 46 can only go to 41, where a Black man stands; that man can still step to 47.
    let f = feats(Variant::International, "W:W46:B41");
    assert_eq!(f[Feature::Locked as usize], 1);
    // A man on the edge with its square ahead empty is free.
    assert_eq!(
        feature(Variant::International, "W:W46:B1", Feature::Locked),
        0
    );
}

#[test]
fn a_king_on_the_main_road_is_counted() {
    assert_eq!(
        feature(Variant::International, "W:WK28:BK1", Feature::MainRoad),
        1
    );
    assert_eq!(
        feature(Variant::Russian, "W:WKd4:BKa3", Feature::MainRoad),
        1
    );
    assert_eq!(
        feature(Variant::Russian, "W:WKd4:BKh8", Feature::MainRoad),
        0
    );
}

#[test]
fn simplify_counts_the_pieces_gone_for_the_side_ahead() {
    let ahead = feature(
        Variant::International,
        "W:W31,32,33:B1,2",
        Feature::Simplify,
    );
    let behind = feature(
        Variant::International,
        "B:W31,32,33:B1,2",
        Feature::Simplify,
    );
    assert!(ahead > 0);
    assert_eq!(behind, -ahead);
    assert_eq!(
        feature(Variant::International, "W:W31,32:B1,2", Feature::Simplify),
        0
    );
}

#[test]
fn a_sole_king_and_the_men_facing_a_king_are_counted() {
    let v = Variant::International;
    let sole = |fen| feature(v, fen, Feature::SoleKing);
    let facing = |fen| feature(v, fen, Feature::MenVsKing);
    // Five men against a man and a king: the king is the only one, the five men face it.
    assert_eq!(sole("B:W19,26,28,32,34:B25,K47"), 1);
    assert_eq!(facing("B:W19,26,28,32,34:B25,K47"), -5);
    assert_eq!(sole("W:W19,26,28,32,34:B25,K47"), -1);
    assert_eq!(facing("W:W19,26,28,32,34:B25,K47"), 5);
    // Kings on both sides: each side's men face a king.
    assert_eq!(sole("W:W19,26,K28:B25,K47"), 0);
    assert_eq!(facing("W:W19,26,K28:B25,K47"), 1);
    // No king at all: neither counts.
    assert_eq!(sole("W:W19,26,28:B25,36"), 0);
    assert_eq!(facing("W:W19,26,28:B25,36"), 0);
}

#[test]
fn extra_kings_count_apart_only_when_both_sides_have_a_king() {
    let v = Variant::International;
    let kings = |fen| feature(v, fen, Feature::KingVsKing);
    // Three kings and a man against a king and two men: two kings more, against a king.
    assert_eq!(kings("W:W33,K1,K2,K3:B20,25,K46"), 2);
    assert_eq!(kings("B:W33,K1,K2,K3:B20,25,K46"), -2);
    // Kings on one side only: the sole king's features count them, not this one.
    assert_eq!(kings("W:W33,K1,K2:B20,25,26"), 0);
    // One king each: no extra king.
    assert_eq!(kings("W:W33,K1:B20,K46"), 0);
}

#[test]
fn a_lone_king_against_two_or_three_on_the_road_is_damped_as_a_draw() {
    let v = Variant::International;
    assert_eq!(draw_damping(International, &pos(v, "W:WK1,K2:BK46")), 16);
    // Three against a king on the main road (46): a draw.
    assert_eq!(draw_damping(International, &pos(v, "W:WK1,K2,28:BK46")), 16);
    // Off the road the stronger side can win.
    assert_eq!(draw_damping(International, &pos(v, "W:WK1,K2,28:BK47")), 4);
    assert_eq!(
        draw_damping(International, &pos(v, "W:WK1,K2,28,29:BK46")),
        1
    );
    assert_eq!(
        draw_damping(Russian, &pos(Variant::Russian, "W:WKa1,Kc1:BKh2")),
        16
    );
    // Short kings: no such knowledge.
    assert_eq!(
        draw_damping(English, &pos(Variant::English, "W:WK1,K2:BK32")),
        1
    );
    let p = pos(v, "W:WK1,K2:BK46");
    let full = FLYING_10.dot(&features(International, &p));
    assert_eq!(evaluate_with(International, &p, &FLYING_10), full / 16);
}

#[test]
fn antidraughts_scores_its_own_fitted_weights_and_tables_undamped() {
    let v = Variant::Antidraughts;
    let net = patterns::net_for(Family::Losing10).expect("losing10 ships tables");
    for fen in [
        "W:W31,32,33,34,35:B16,17,18,19,20",
        // A lone king against two kings: International damps this as a draw, not Antidraughts.
        "W:WK1,K2:BK46",
    ] {
        let p = pos(v, fen);
        let expected = with_rules!(v, r => {
            LOSING_10.dot(&features(r, &p)) + patterns::score(r, &p, net)
        });
        assert_eq!(score(v, &p), expected, "{fen}");
        assert_eq!(with_rules!(v, r => draw_damping(r, &p)), 1, "{fen}");
    }
}

#[test]
fn breakthrough_adds_the_race_to_the_first_king_to_its_fitted_weights() {
    let v = Variant::Breakthrough;
    assert_eq!(Family::of(v), Family::Race10);
    assert_eq!(Family::Race10.variants(), [v]);
    let net = patterns::net_for(Family::Race10).expect("race10 ships tables");
    // White's man on 13 has gone up seven rows, Black's farthest (on 33) six.
    let p = pos(v, "W:W13,41,42:B8,33");
    let race = race_in(v, &p);
    assert_eq!(race, 7 * 7 * 3 - 6 * 6 * 3);
    let expected = with_rules!(v, r => {
        RACE_10.dot(&features(r, &p)) + patterns::score(r, &p, net)
    });
    assert_eq!(score(v, &p), expected + race);
    // Black to move sees the race the other way round.
    let black = pos(v, "B:W13,41,42:B8,33");
    assert_eq!(race_in(v, &black), -race);
    // No race where the first king does not win.
    let international = pos(Variant::International, "W:W13,41,42:B8,33");
    assert_eq!(race_in(Variant::International, &international), 0);
}

fn race_in(v: Variant, p: &Position) -> i32 {
    with_rules!(v, r => race(r, p))
}

#[test]
fn material_only_counts_nothing_but_material() {
    let p = pos(Variant::International, "W:W17,28,K46:B7,12");
    let s = evaluate_with(International, &p, &MATERIAL_ONLY);
    assert_eq!(s, 300);
}

/// Decisive English games from PlayStrategy (tests/data/games/english/playstrategy_algebraic.pdn).
const SAMPLE: &str = r#"
[Site "https://playstrategy.org/"]
[Variant "American/English"]
[Result "1-0"]

1. a3-b4 d6-c5 2. b4xd6 e7xc5 3. c3-d4 c5-b4 4. b2-c3 b6-a5 5. a1-b2 b4-a3 6. g3-f4 c7-b6 7. h2-g3 f6-g5 8. f4-e5 g5-h4 9. g3-f4 h4-g3 10. f2xh4 g7-f6 11. e5xg7 h8xf6 12. g1-f2 f8-e7 13. f4-e5 f6-g5 14. h4xf6 e7xg5 15. e5-d6 d8-c7 16. d6-e7 1-0

[Site "https://playstrategy.org/"]
[Variant "American/English"]
[Result "0-1"]

1. c3-d4 d6-e5 2. b2-c3 c7-d6 3. a1-b2 b6-a5 4. e3-f4 a5-b4 5. a3xc5 d6xb4 6. c3xa5 e5xc3 7. c3xa1 c1-b2 8. a1xc3 d2xb4 9. f6-e5 f4xd6 10. e7xc5 c5xa3 11. f2-e3 a3-b2 12. e3-d4 b2-a1 13. e1-d2 a1-b2 14. d2-c3 b2-a3 15. d4-e5 a3-b4 16. c3-d4 b4-c3 17. g3-f4 g7-f6 18. e5xg7 c3xe5 19. e5xg3 h2xf4 20. h8xf6 g1-f2 21. a7-b6 0-1

[Site "https://playstrategy.org/"]
[Variant "American/English"]
[Result "1-0"]

1. c3-d4 b6-c5 2. d4xb6 c7xa5 3. b2-c3 d6-c5 4. c3-d4 e7-d6 5. d4xb6 a7xc5 6. a1-b2 f8-e7 7. b2-c3 c5-b4 8. a3xc5 d6xb4 9. c3-d4 b4-a3 10. g3-f4 d8-c7 11. f4-e5 e7-d6 12. f2-g3 d6xf4 13. e3xg5 g5xe7 14. c7-b6 e7-d8 15. b8-a7 g3-f4 16. b6-c5 d4xb6 17. a7xc5 d8-e7 18. c5-b4 d2-c3 19. b4xd2 e1xc3 20. g7-f6 e7xg5 21. h8-g7 h2-g3 22. g7-f6 g5xe7 23. a5-b4 c3xa5 24. a3-b2 c1xa3 25. h6-g5 f4xh6 1-0

[Site "https://playstrategy.org/"]
[Variant "American/English"]
[Result "0-1"]

1. g3-h4 b6-c5 2. e3-d4 c5xe3 3. d2xf4 f6-e5 4. c3-b4 e5xg3 5. h2xf4 g7-f6 6. b4-a5 f6-e5 7. b2-c3 e5xg3 8. g1-h2 h8-g7 9. h2xf4 g7-f6 10. c3-b4 a7-b6 11. c1-b2 f6-e5 12. b2-c3 e5xg3 13. f2-e3 b6-c5 14. c3-d4 g3-f2 15. d4xb6 f2-g1 16. b6-a7 d6-e5 17. e1-d2 g1-f2 18. h4-g5 f2xd4 19. d2-c3 h6xf4 20. a5-b6 c7xa5 21. b4-c5 d4xb6 22. a3-b4 f4-e3 23. b4-c5 b6xd4 24. d4xb2 a1xc3 25. e7-d6 c3-d4 26. e5xc3 0-1
"#;

#[test]
fn the_tuner_lowers_the_loss_on_a_small_sample() {
    let settings = Settings {
        skip_plies: 2,
        test_percent: 0,
        iterations: 300,
        rate: 2.0,
        ..Settings::default()
    };
    let mut corpus = Corpus::new();
    corpus.add_pdn(SAMPLE, Variant::English, &settings, &mut Rng::new(1));
    assert_eq!(corpus.sources.len(), 1);
    assert_eq!(corpus.sources[0].1, 4, "games used");
    assert!(corpus.train.len() > 40, "{} positions", corpus.train.len());
    let report = tuning::fit::tune(&corpus, Family::Short8, &settings, &mut |_, _| {});
    assert!(
        report.after.train < report.material.train,
        "{:?} -> {:?}",
        report.material,
        report.after
    );
    assert_eq!(report.weights.get(Feature::Man), 100);
    let source = tuning::source::rust_source(
        &report,
        &corpus,
        "dama tune --family short8",
        std::path::Path::new(tuning::corpus::DEFAULT_GAMES),
    );
    assert!(source.contains("pub const SHORT_8: Weights = Weights(["));
    assert!(source.lines().all(|l| l.len() <= 100));
}

#[test]
fn tall_windows_are_fitted_on_top_of_the_square_ones() {
    let square = Settings {
        skip_plies: 2,
        test_percent: 0,
        iterations: 60,
        rate: 2.0,
        patterns: true,
        ..Settings::default()
    };
    let tall = Settings {
        tall: true,
        ..square.clone()
    };
    let games = include_str!("../data/games/international/dutch_ch_2003.pdn");
    let fit = |settings: &Settings| {
        let mut corpus = Corpus::new();
        corpus.add_pdn(games, Variant::International, settings, &mut Rng::new(1));
        let report = tuning::fit::tune(&corpus, Family::Flying10, settings, &mut |_, _| {});
        (corpus, report)
    };
    let (_, flat) = fit(&square);
    let (corpus, deep) = fit(&tall);
    assert!(
        corpus.train.len() > 1000,
        "{} positions",
        corpus.train.len()
    );
    assert!(corpus.train.iter().all(|s| s.tall_windows == 8));
    let (flat_tables, tables) = (flat.tables.unwrap(), deep.tables.unwrap());
    assert!(flat_tables.tall.is_none());
    let tall_tables = tables.tall.as_ref().expect("tall tables fitted");
    assert!(tall_tables.entries.iter().any(|e| *e != [0, 0]));
    // Their configurations tell apart what the square windows cannot: the fit goes further.
    assert!(
        deep.after.train < flat.after.train,
        "{:?} against {:?}",
        deep.after,
        flat.after
    );
    // The file keeps both; the engine, one lookup a tall window, scores as the tuner does.
    let read = patterns::tables::decode(&patterns::tables::encode(&tables)).unwrap();
    assert_eq!(read, tables);
    let net = patterns::net_of(International, &read);
    for game in dama::draughts::notation::pdn::read_pdn(games, Some(Variant::International))
        .into_iter()
        .flatten()
        .take(5)
    {
        for i in 0..game.game.moves().len() {
            let p = game.game.position_before(i).unwrap();
            let Some(s) = tuning::corpus::sample_of(Variant::International, p, 0.5, true) else {
                continue;
            };
            let engine = evaluate_full(International, p, &deep.weights, &net);
            assert_eq!(s.eval(&deep.weights, Some(&read)), engine);
        }
    }
}

#[test]
fn the_fit_is_checked_on_other_games_when_asked() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(tuning::corpus::DEFAULT_GAMES);
    let job = tuning::Job {
        dir: dir.clone(),
        family: Family::Short8,
        patterns_out: None,
        check: Some(dir),
    };
    let settings = Settings {
        iterations: 50,
        rate: 2.0,
        ..Settings::default()
    };
    let mut lines = Vec::new();
    tuning::run(&job, &settings, &mut |l| lines.push(l)).unwrap();
    let check = lines
        .iter()
        .find(|l| l.starts_with("check games"))
        .unwrap_or_else(|| panic!("no check line in {lines:?}"));
    let losses: Vec<f64> = check
        .split_whitespace()
        .filter_map(|w| w.trim_end_matches([';', ',']).parse().ok())
        .collect();
    // Positions, K, then material, defaults and tuned.
    assert_eq!(losses.len(), 5, "{check}");
    assert!(losses[4] < losses[2], "the fit beats material: {check}");
}

#[test]
fn a_losing_game_is_fitted_to_its_goal_from_material_counted_against_its_owner() {
    assert_eq!(Family::of(Variant::Antidraughts), Family::Losing10);
    assert_eq!(Family::Losing10.variants(), [Variant::Antidraughts]);
    assert!(!Family::Flying10.variants().contains(&Variant::Antidraughts));
    assert_eq!(Family::Losing10.material(), LOSING_MATERIAL);
    let settings = Settings {
        skip_plies: 2,
        test_percent: 0,
        iterations: 300,
        rate: 2.0,
        scale: Some(0.0084),
        ..Settings::default()
    };
    let mut corpus = Corpus::new();
    let games = include_str!("../data/games/antidraughts/lidraughts_games.pdn");
    corpus.add_pdn(games, Variant::Antidraughts, &settings, &mut Rng::new(1));
    assert!(corpus.train.len() > 500, "{} positions", corpus.train.len());
    let report = tuning::fit::tune(&corpus, Family::Losing10, &settings, &mut |_, _| {});
    assert_eq!(report.k, 0.0084, "the scale is held");
    assert_ne!(
        report.weights.get(Feature::Man),
        -100,
        "the man is fitted too"
    );
    assert!(
        report.after.train < report.material.train,
        "{:?} -> {:?}",
        report.material,
        report.after
    );
}

#[test]
fn search_labels_blend_each_result_with_the_win_chance_of_a_search() {
    let settings = Settings {
        skip_plies: 2,
        test_percent: 0,
        label_depth: Some(2),
        ..Settings::default()
    };
    let mut corpus = Corpus::new();
    corpus.add_pdn(SAMPLE, Variant::English, &settings, &mut Rng::new(1));
    assert_eq!(corpus.train_positions.len(), corpus.train.len());
    let k = 0.01;
    let limits = Limits {
        depth: Some(2),
        ..Limits::default()
    };
    // All the search's: each label is the logistic of the position's own search score (a table
    // carried over from the positions searched before moves a score by a few hundredths at most).
    let searched = tuning::fit::label_by_search(&corpus, 2, 1.0, k);
    let mut changed = 0;
    for ((label, sample), &(v, p)) in searched
        .iter()
        .zip(&corpus.train)
        .zip(&corpus.train_positions)
    {
        let info = Searcher::new(16)
            .search(&Game::from_position(v, p), &limits, &mut |_| {})
            .info;
        let expected = if info.depth > 0 {
            1.0 / (1.0 + (-k * info.score as f64).exp())
        } else {
            sample.result
        };
        assert!(
            (label.result - expected).abs() < 0.02,
            "{} for {expected}",
            label.result
        );
        changed += (label.result != sample.result) as usize;
        assert_eq!(label.features, sample.features);
    }
    assert!(changed > corpus.train.len() / 2, "{changed} labels changed");
    // Half and half: midway between the result and the search's chance.
    let half = tuning::fit::label_by_search(&corpus, 2, 0.5, k);
    for ((h, s), r) in half.iter().zip(&searched).zip(&corpus.train) {
        assert!((h.result - (r.result + s.result) / 2.0).abs() < 0.02);
    }
    // Without labels by search the positions are not kept.
    let mut plain = Corpus::new();
    let without = Settings {
        label_depth: None,
        ..settings
    };
    plain.add_pdn(SAMPLE, Variant::English, &without, &mut Rng::new(1));
    assert!(plain.train_positions.is_empty() && !plain.train.is_empty());
}

#[test]
fn near_crown_holds_the_two_rows_short_of_each_sides_crowning_row() {
    let numbers = |v: Variant, set: dama::draughts::board::SquareSet| {
        let mut n: Vec<u32> = set
            .iter()
            .filter_map(|sq| square::square_number(v, sq))
            .collect();
        n.sort_unstable();
        n
    };
    let cases = [
        (Variant::International, Color::White, 6..=15),
        (Variant::International, Color::Black, 36..=45),
        (Variant::Russian, Color::White, 5..=12),
        (Variant::Russian, Color::Black, 21..=28),
    ];
    for (v, color, expected) in cases {
        let set = match v {
            Variant::International => near_crown::<International>(color),
            _ => near_crown::<Russian>(color),
        };
        assert_eq!(
            numbers(v, set),
            expected.collect::<Vec<_>>(),
            "{v:?} {color:?}"
        );
    }
}
