//! Endgame bitbases: every value checked against its moves, the file format read back, the
//! search agreeing wherever it proves a result, and the endgame theory of draughts books.

use dama::draughts::bitbase::{Bitbase, Material, Value};
use dama::draughts::notation::fen::parse_fen;
use dama::search::{Limits, Searcher, MATE_BOUND};
use dama::{Color, Game, Position, Variant};

fn solved(variant: Variant, pieces: u32) -> Bitbase {
    let base = Bitbase::generate(variant, pieces, &mut |_, _| {}).expect("generates");
    base.verify().expect("every value agrees with its moves");
    base
}

fn probe(base: &Bitbase, fen: &str) -> Option<Value> {
    base.probe(&parse_fen(base.variant(), fen).expect("a valid FEN"))
}

/// The squares of the main road (a1–h8) on the 8x8 board, as FEN squares.
const MAIN_ROAD: [&str; 8] = ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"];

fn dark_squares_8x8() -> Vec<String> {
    let mut out = Vec::new();
    for rank in 1..=8u8 {
        for file in b'a'..=b'h' {
            if (file - b'a' + rank - 1).is_multiple_of(2) {
                out.push(format!("{}{rank}", file as char));
            }
        }
    }
    out
}

#[test]
fn every_value_agrees_with_its_moves_in_each_family() {
    for (variant, pieces) in [
        (Variant::Russian, 3),
        (Variant::English, 3),
        (Variant::Italian, 3),
        (Variant::Turkish, 3),
        (Variant::Antidraughts, 3),
        (Variant::SixteenSoldiers, 3),
    ] {
        let base = solved(variant, pieces);
        let materials = base.materials();
        assert!(!materials.is_empty(), "{variant}");
        for (m, c) in materials {
            assert!(c.wins + c.draws + c.losses > 0, "{variant} {m}");
        }
    }
}

#[test]
fn the_colours_mirror_each_other() {
    let base = solved(Variant::Russian, 3);
    let counts = base.materials();
    for (m, c) in &counts {
        let mirrored = Material {
            men: [m.men[1], m.men[0]],
            kings: [m.kings[1], m.kings[0]],
        };
        let other = counts
            .iter()
            .find(|(n, _)| *n == mirrored)
            .expect("both colours");
        assert_eq!(*c, other.1, "{m} and {mirrored}");
    }
}

#[test]
fn the_file_reads_back_the_same_values() {
    let base = solved(Variant::English, 3);
    let bytes = base.encode();
    let back = Bitbase::decode(&bytes).expect("reads back");
    assert_eq!(back.materials(), base.materials());
    for fen in [
        "W:WK1,K5:BK32",
        "B:WK1,K5:BK32",
        "W:W9:B22",
        "B:W22,K14:BK5",
    ] {
        assert_eq!(probe(&back, fen), probe(&base, fen), "{fen}");
        assert!(probe(&back, fen).is_some(), "{fen}");
    }
    assert_eq!(
        probe(&base, "W:W9,10,11:B22"),
        None,
        "four pieces: not in a 3-piece base"
    );
}

#[test]
fn a_broken_file_is_refused_with_a_reason() {
    let bytes = solved(Variant::English, 2).encode();
    for (broken, reason) in [
        (&b"XBB1"[..], "not a bitbase"),
        (&bytes[..bytes.len() - 1], "ends before its values"),
        (&bytes[..7], "ends before"),
    ] {
        let e = Bitbase::decode(broken).err().expect("refused");
        assert!(e.contains(reason), "{e:?} should say {reason:?}");
    }
    let mut long = bytes.clone();
    long.push(0);
    let e = Bitbase::decode(&long).err().expect("refused");
    assert!(e.contains("after the last material"), "{e}");
    assert!(Bitbase::generate(Variant::Frisian, 3, &mut |_, _| {}).is_err());
}

/// Wherever a search proves a win or a loss, the bitbase has the same value.
#[test]
fn the_search_agrees_where_it_proves_a_result() {
    let base = solved(Variant::Russian, 3);
    let squares = dark_squares_8x8();
    let mut proved = 0;
    for (i, a) in squares.iter().enumerate().step_by(3) {
        for b in squares.iter().skip(i % 5).step_by(4) {
            for c in squares.iter().skip(i % 7).step_by(5) {
                if a == b || b == c || a == c {
                    continue;
                }
                let fen = format!("B:WK{a},K{b}:BK{c}");
                let Ok(game) = Game::from_fen(Variant::Russian, &fen) else {
                    continue;
                };
                let limits = Limits {
                    depth: Some(7),
                    ..Limits::default()
                };
                let r = Searcher::new(14).search(&game, &limits, &mut |_| {});
                let value = base.probe(game.position()).expect("solved");
                if r.info.score >= MATE_BOUND {
                    assert_eq!(value, Value::Win, "{fen}");
                    proved += 1;
                } else if r.info.score <= -MATE_BOUND {
                    assert_eq!(value, Value::Loss, "{fen}");
                    proved += 1;
                }
            }
        }
    }
    assert!(proved > 20, "only {proved} positions proved");
}

/// Russian endgame theory: three kings, one of them on the main road, beat a lone king off it
/// (Petrov's triangle), all but 40 of the 50,940 such positions with the lone king to move and
/// nothing to take; a lone king on the main road holds three kings off it to a draw.
#[test]
fn petrovs_triangle_and_the_main_road() {
    let base = solved(Variant::Russian, 4);
    let squares = dark_squares_8x8();
    let on_road = |s: &String| MAIN_ROAD.contains(&s.as_str());
    let (mut wins, mut held, mut draws, mut total_road) = (0, 0, 0, 0);
    for a in squares.iter().filter(|s| on_road(s)) {
        for b in &squares {
            for c in &squares {
                for lone in squares.iter().filter(|s| !on_road(s)) {
                    let set = [a, b, c, lone];
                    if b <= c || set.iter().enumerate().any(|(i, x)| set[..i].contains(x)) {
                        continue;
                    }
                    let fen = format!("W:WK{a},K{b},K{c}:BK{lone}");
                    let pos: Position = parse_fen(Variant::Russian, &fen).unwrap();
                    let black = pos.with_side(Color::Black);
                    // The lone king to move, with nothing to take: it is lost.
                    if dama::legal_moves(Variant::Russian, &black)
                        .iter()
                        .all(|m| !m.is_capture())
                    {
                        held += 1;
                        if base.probe(&black) == Some(Value::Loss) {
                            wins += 1;
                        }
                    }
                }
            }
        }
    }
    // The 40 others: the lone king slips in between two kings standing on one diagonal with a
    // square free between them, where neither can take it.
    assert_eq!((wins, held), (50_900, 50_940));
    assert_eq!(probe(&base, "B:WKa1,Kf4,Kd2:BKg1"), Some(Value::Draw));
    assert_eq!(probe(&base, "B:WKa1,Kf4,Kc1:BKg1"), Some(Value::Loss));
    for lone in MAIN_ROAD {
        for a in dark_squares_8x8().iter().filter(|s| !on_road(s)) {
            for b in dark_squares_8x8().iter().filter(|s| !on_road(s) && *s > a) {
                for c in dark_squares_8x8().iter().filter(|s| !on_road(s) && *s > b) {
                    let fen = format!("B:WK{a},K{b},K{c}:BK{lone}");
                    let pos = parse_fen(Variant::Russian, &fen).unwrap();
                    if dama::legal_moves(Variant::Russian, &pos)
                        .iter()
                        .any(|m| m.is_capture())
                    {
                        continue;
                    }
                    total_road += 1;
                    if base.probe(&pos) == Some(Value::Draw) {
                        draws += 1;
                    }
                }
            }
        }
    }
    assert_eq!(draws, total_road, "the lone king on the main road draws");
    assert_eq!(total_road, 13_696);
}

/// The search given a bitbase takes its values where its own depth cannot see the end: two men
/// that cannot stop a king are a draw, two men against one that win are won, and the lost side
/// knows it.
#[test]
fn the_search_probes_the_bitbase() {
    let base = solved(Variant::Russian, 3);
    let shared = std::sync::Arc::new(base);
    let searched = |fen: &str, probed: bool| {
        let game = Game::from_fen(Variant::Russian, fen).unwrap();
        let mut searcher = Searcher::new(16);
        searcher.set_tables(probed.then(|| shared.clone()));
        let limits = Limits {
            depth: Some(6),
            ..Limits::default()
        };
        searcher.search(&game, &limits, &mut |_| {}).info.score
    };
    let known = MATE_BOUND - 5_000..MATE_BOUND;
    for (fen, value) in [
        ("W:Wc3,e3:BKh8", Value::Draw),
        ("W:We1,g1:Bd8", Value::Win),
        ("W:Wa3,c3:BKh8", Value::Loss),
    ] {
        assert_eq!(probe(&shared, fen), Some(value), "{fen}");
        let (plain, probed) = (searched(fen, false), searched(fen, true));
        assert!(plain.abs() < 1_000, "{fen}: six plies see no end ({plain})");
        match value {
            Value::Draw => assert_eq!(probed, 0, "{fen}"),
            Value::Win => assert!(known.contains(&probed), "{fen}: {probed}"),
            Value::Loss => assert!(known.contains(&-probed), "{fen}: {probed}"),
        }
    }
    // Another game's bitbase is not used.
    let english = Game::from_fen(Variant::English, "W:W9,10:BK32").unwrap();
    let mut searcher = Searcher::new(16);
    searcher.set_tables(Some(shared.clone()));
    let limits = Limits {
        depth: Some(6),
        ..Limits::default()
    };
    let r = searcher.search(&english, &limits, &mut |_| {});
    assert!(r.info.score.abs() < 1_000, "{}", r.info.score);
}

/// Solved a material at a time, a bitbase is the one solved at once, and answers meanwhile for
/// the materials done (the smallest first).
#[test]
fn a_bitbase_solved_a_material_at_a_time_is_the_same() {
    let whole = solved(Variant::English, 3);
    let mut stepwise = Bitbase::new(Variant::English, 3).unwrap();
    let two = "W:W9:BK32";
    let three = "W:W9,10:BK32";
    let (first, _) = stepwise.solve_next().expect("a first material");
    assert_eq!(first.pieces(), 2);
    assert!(!stepwise.is_complete());
    assert_eq!(probe(&stepwise, three), None, "not solved yet");
    let mut steps = 1;
    while stepwise.solve_next().is_some() {
        steps += 1;
        if steps == whole.materials().len() - 1 {
            assert!(!stepwise.is_complete());
        }
    }
    assert!(stepwise.is_complete());
    assert_eq!(steps, whole.materials().len());
    assert_eq!(stepwise.encode(), whole.encode());
    assert_eq!(probe(&stepwise, two), probe(&whole, two));
    assert_eq!(probe(&stepwise, three), probe(&whole, three));
}

/// The levels' own bitbase: solved within a budget across calls (answering once its three pieces
/// are complete, and again once the lone kings' four-piece endings are), the same as solved at
/// once, shared by every caller in the process, and absent where a bitbase cannot be made.
#[test]
fn the_levels_own_bitbase_is_solved_within_a_budget_then_shared() {
    use dama::draughts::endgames::{solved as own, ENDGAME_PIECES};
    assert!(
        own(Variant::Pool, Some(0.0)).is_none(),
        "one material is not all"
    );
    let mut calls = 1;
    let base = loop {
        calls += 1;
        if let Some(base) = own(Variant::Pool, Some(0.0)) {
            break base;
        }
    };
    let pieces = Bitbase::generate(Variant::Pool, ENDGAME_PIECES, &mut |_, _| {}).unwrap();
    assert!(
        calls > pieces.materials().len(),
        "a few thousand positions a call at a zero budget"
    );
    assert_eq!(base.encode(), pieces.encode());
    let again = own(Variant::Pool, Some(0.0)).expect("solved once for all");
    assert!(std::sync::Arc::ptr_eq(&base, &again));
    // The endings of four pieces against a lone king follow in the same slices, each material
    // resumed where the budget stopped it; the three pieces answer meanwhile.
    let lone_kings = loop {
        let next = own(Variant::Pool, Some(0.0)).expect("the three pieces answer meanwhile");
        if !std::sync::Arc::ptr_eq(&next, &base) {
            break next;
        }
    };
    let mut all = Bitbase::with_lone_kings(Variant::Pool, ENDGAME_PIECES).unwrap();
    while all.solve_next().is_some() {}
    assert_eq!(lone_kings.encode(), all.encode());
    assert_eq!(probe(&lone_kings, "B:WKa1,Kf4,Kc1:BKg1"), Some(Value::Loss));
    assert_eq!(probe(&base, "B:WKa1,Kf4,Kc1:BKg1"), None);
    let again = own(Variant::Pool, Some(0.0)).expect("solved once for all");
    assert!(std::sync::Arc::ptr_eq(&lone_kings, &again));
    assert!(own(Variant::Frisian, None).is_none());
}

/// From level 5 a bot near the end of a game probes its own bitbase (unless told not to): two
/// men that cannot stop a king are a draw it sees at once.
#[test]
fn a_level_probes_its_own_bitbase_near_the_end() {
    use dama::search::bot::{Bot, EndgameUse};
    use dama::search::levels::Opponent;
    let game = Game::from_fen(Variant::Russian, "W:Wc3,e3:BKh8").unwrap();
    let limits = Limits {
        depth: Some(6),
        ..Limits::default()
    };
    let score = |level: &str, endgames: EndgameUse| {
        let mut bot = Bot::new(Opponent::parse(level).unwrap(), 1);
        bot.set_endgames(endgames);
        bot.think(&game, Some(limits), &mut |_| {}).info.score
    };
    assert_eq!(score("level:9", EndgameUse::AtOnce), 0);
    assert_eq!(score("level:5", EndgameUse::AtOnce), 0);
    assert!(score("level:9", EndgameUse::Off).abs() > 0);
    assert!(
        score("level:4", EndgameUse::AtOnce).abs() > 0,
        "below level 5, no bitbase"
    );
}

/// `dama match` plays a level without its own bitbase as `nobitbase:LEVEL`.
#[test]
fn a_match_engine_can_play_without_its_bitbase() {
    use dama::protocols::matches::EngineSpec;
    use dama::search::levels::Opponent;
    let spec = EngineSpec::parse("nobitbase:level:9").unwrap();
    assert_eq!(spec, EngineSpec::NoBitbase(Opponent::MASTER));
    assert_eq!(spec.name(), "nobitbase:level:9");
    assert!(EngineSpec::parse("nobitbase:hub:scan").is_err());
}

/// Plays `fen` out between two masters with their own bitbases (solved at once, as natively),
/// `nodes` a move, and returns the result and the plies played until the first capture.
fn masters_play_out(variant: Variant, fen: &str, nodes: u64) -> (dama::GameResult, usize) {
    use dama::search::bot::{Bot, EndgameUse};
    use dama::search::levels::Opponent;
    let mut game = Game::from_fen(variant, fen).unwrap();
    let mut bots = [1, 2].map(|seed| {
        let mut bot = Bot::new(Opponent::MASTER, seed);
        bot.set_endgames(EndgameUse::AtOnce);
        bot
    });
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let start = game.ply();
    let mut first_capture = None;
    while game.result() == dama::GameResult::Ongoing {
        let bot = &mut bots[game.ply() % 2];
        let mv = bot
            .think(&game, Some(limits), &mut |_| {})
            .best
            .expect("a move");
        game.play(&mv).unwrap();
        if mv.is_capture() && first_capture.is_none() {
            first_capture = Some(game.ply() - start);
        }
    }
    (game.result(), first_capture.unwrap_or(game.ply() - start))
}

/// The levels' bitbase natively holds three kings against a lone king, with the plies of each
/// win until a capture: the master takes the quickest and the lone king holds out longest,
/// well within the move limits (15 moves of the stronger side in Russian, 16 each in
/// International): Petrov's triangle from its longest start (23 plies to the capture), and
/// International's longest win of three kings (13 plies; most such endings are drawn there).
#[test]
fn the_master_wins_three_kings_against_one_by_the_quickest_way() {
    for (variant, fen, longest) in [
        (Variant::Russian, "B:WKa1,Kb2,Kc3:BKh2", 23),
        (Variant::International, "B:WK13,K19,K37:BK8", 13),
    ] {
        let base = dama::draughts::endgames::with_lone_kings(variant, true).expect("a bitbase");
        let pos = parse_fen(variant, fen).unwrap();
        assert_eq!(base.probe(&pos), Some(Value::Loss), "{fen}");
        assert_eq!(base.plies(&pos), Some(longest), "{fen}");
        let (result, played) = masters_play_out(variant, fen, 20_000);
        assert!(
            matches!(
                result,
                dama::GameResult::Win {
                    winner: Color::White,
                    ..
                }
            ),
            "{fen}: {result:?} after {played} plies"
        );
        assert_eq!(played as u32, longest, "{fen}: plies to the first capture");
    }
}
