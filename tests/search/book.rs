//! Opening books: built from games, written and read back, broken files refused, the shipped
//! books sound, and each level's taste: the weak vary, the strong play the tried and sound moves.

use std::collections::HashMap;

use dama::common::rng::Rng;
use dama::draughts::book::{self, Book, BookBuilder};
use dama::draughts::notation::pdn::PdnResult;
use dama::search::bot::{BookUse, Bot};
use dama::search::levels::Opponent;
use dama::search::Limits;
use dama::{Game, Variant};

const GAMES: &str = r#"[Event "one"]
[Result "2-0"]
1. 32-28 19-23 2. 28x19 14x23 2-0

[Event "two"]
[Result "1-1"]
1. 32-28 18-23 1-1

[Event "three"]
[Result "0-2"]
1. 33-28 18-23 0-2

[Event "elsewhere"]
[FEN "W:W32:B19"]
[Result "*"]
1. 32-28 *
"#;

fn after(moves: &[&str]) -> Game {
    let mut game = Game::new(Variant::International);
    for m in moves {
        game.play_text(m).unwrap();
    }
    game
}

fn built(min_games: u32) -> Book {
    let mut b = BookBuilder::new(Variant::International, 3);
    b.add_pdn(GAMES);
    assert_eq!(
        (b.games, b.skipped),
        (3, 1),
        "the game from a set-up position is left out"
    );
    b.finish(min_games, 0, &mut |_, _| {})
}

#[test]
fn a_book_counts_the_games_and_results_of_each_position() {
    let book = built(1);
    let s = book.get(after(&["32-28"]).position()).unwrap();
    assert_eq!((s.games, s.white_wins, s.draws, s.black_wins), (2, 1, 1, 0));
    assert_eq!(s.points_for(dama::Color::White), Some(0.75));
    assert_eq!(s.score, None, "not searched");
    let s = book.get(after(&["33-28", "18-23"]).position()).unwrap();
    assert_eq!((s.games, s.black_wins), (1, 1));
    assert!(
        book.get(after(&["32-28", "19-23", "28x19", "14x23"]).position())
            .is_none(),
        "beyond the plies taken"
    );
    assert_eq!(book.len(), 6);
    let moves: Vec<String> = book
        .candidates(&Game::new(Variant::International))
        .iter()
        .map(|c| c.stats.games.to_string())
        .collect();
    assert_eq!(moves, ["2", "1"], "most played first");
}

#[test]
fn a_game_read_twice_counts_once() {
    let mut b = BookBuilder::new(Variant::International, 3);
    b.add_pdn(GAMES);
    b.add_pdn(GAMES);
    assert_eq!((b.games, b.duplicates), (3, 3));
    let book = b.finish(1, 0, &mut |_, _| {});
    assert_eq!(book.get(after(&["32-28"]).position()).unwrap().games, 2);
}

#[test]
fn a_book_keeps_the_positions_reached_often_enough() {
    let book = built(2);
    assert_eq!(book.len(), 1);
    assert!(book.get(after(&["32-28"]).position()).is_some());
}

#[test]
fn transpositions_share_their_statistics() {
    let mut b = BookBuilder::new(Variant::International, 4);
    b.add_game(
        &after(&["31-27", "20-25", "36-31", "19-24"]),
        &PdnResult::Draw,
    );
    b.add_game(
        &after(&["31-27", "19-24", "36-31", "20-25"]),
        &PdnResult::Draw,
    );
    let book = b.finish(1, 0, &mut |_, _| {});
    let s = book
        .get(after(&["31-27", "20-25", "36-31", "19-24"]).position())
        .unwrap();
    assert_eq!((s.games, s.draws), (2, 2));
}

#[test]
fn a_book_is_scored_by_the_search_and_reads_back_the_same() {
    let mut b = BookBuilder::new(Variant::International, 3);
    b.add_pdn(GAMES);
    let mut calls = 0;
    let book = b.finish(1, 2_000, &mut |done, total| {
        calls += 1;
        assert_eq!(total, 6);
        assert_eq!(done, calls);
    });
    assert_eq!(calls, 6);
    let s = book
        .get(after(&["32-28", "19-23", "28x19"]).position())
        .unwrap();
    assert!(
        s.score.unwrap().abs() < 100,
        "Black to move takes the man back: {s:?}"
    );
    assert!(book
        .candidates(&Game::new(Variant::International))
        .iter()
        .all(|c| c.stats.score.is_some()));
    let bytes = book.encode();
    assert_eq!(Book::decode(&bytes).unwrap(), book);
}

#[test]
fn broken_book_files_are_refused_with_a_reason() {
    let good = built(1).encode();
    let mut wrong_hash = good.clone();
    wrong_hash[4 + 1 + "international".len()] ^= 1;
    let mut out_of_order = good.clone();
    let first = 4 + 1 + "international".len() + 8 + 1;
    out_of_order[first + 7] = 0xff;
    let mut unknown = good.clone();
    unknown[5..5 + 13].copy_from_slice(b"nternationali");
    let mut huge = BookBuilder::new(Variant::International, 1);
    huge.add_game(&after(&["32-28"]), &PdnResult::Draw);
    let mut huge = huge.finish(1, 0, &mut |_, _| {}).encode();
    // The one entry's four counts (1, 0, 1, 0) become u32::MAX each.
    let counts = huge.len() - 5;
    huge.splice(counts..counts + 4, [0xff, 0xff, 0xff, 0xff, 0x0f].repeat(4));
    let mut longer = good.clone();
    longer.push(0);
    for (bytes, reason) in [
        (&b"DPAT\x01"[..], "not a book file"),
        (&good[..good.len() - 1], "cut short"),
        (&good[..10], "cut short"),
        (&wrong_hash[..], "other position hash keys"),
        (&out_of_order[..], "out of order"),
        (&unknown[..], "unknown game"),
        (&longer[..], "bytes left"),
        (&huge[..], "more results than games"),
    ] {
        let err = Book::decode(bytes).unwrap_err();
        assert!(err.contains(reason), "{reason}: {err}");
    }
}

#[test]
fn the_shipped_books_read_and_know_the_first_moves() {
    for (variant, first) in [
        (Variant::International, "32-28"),
        (Variant::English, "11-15"),
        (Variant::Russian, "c3-d4"),
        (Variant::Czech, "c3-d4"),
    ] {
        let book = book::shipped(variant).unwrap_or_else(|| panic!("{variant:?}"));
        assert_eq!(book.variant(), variant);
        assert!(book.len() > 400, "{variant:?}: {}", book.len());
        let start = Game::new(variant);
        let found = book.candidates(&start);
        assert!(found.len() >= 5, "{variant:?}");
        assert!(found.iter().all(|c| c.stats.score.is_some()), "searched");
        let most =
            dama::draughts::notation::movetext::write_move(variant, start.position(), &found[0].mv);
        assert_eq!(most, first, "{variant:?}");
    }
    assert!(book::shipped(Variant::Frisian).is_none());
}

/// How often each move is chosen at the start by `level` over `draws` seeds.
fn choices(variant: Variant, level: u8, draws: u64) -> HashMap<String, usize> {
    let book = book::shipped(variant).unwrap();
    let game = Game::new(variant);
    let mut seen = HashMap::new();
    for seed in 0..draws {
        let mv = book.choose(&game, level, &mut Rng::new(seed)).unwrap();
        let text = dama::draughts::notation::movetext::write_move(variant, game.position(), &mv);
        *seen.entry(text).or_insert(0) += 1;
    }
    seen
}

#[test]
fn the_master_plays_the_tried_moves_the_search_finds_sound() {
    let book = book::shipped(Variant::International).unwrap();
    let start = Game::new(Variant::International);
    let found = book.candidates(&start);
    let best = found
        .iter()
        .map(|c| -c.stats.score.unwrap() as i32)
        .max()
        .unwrap();
    let seen = choices(Variant::International, 9, 400);
    for c in &found {
        let text = dama::draughts::notation::movetext::write_move(
            Variant::International,
            start.position(),
            &c.mv,
        );
        if -(c.stats.score.unwrap() as i32) < best - 30 {
            assert!(
                !seen.contains_key(&text),
                "{text} is not sound enough: {seen:?}"
            );
        }
    }
    let most = seen.iter().max_by_key(|(_, n)| **n).unwrap();
    assert_eq!(most.0, "32-28", "{seen:?}");
    assert!(seen.len() >= 2, "even the master varies: {seen:?}");
}

#[test]
fn weak_levels_vary_more_than_strong_ones() {
    for variant in [Variant::International, Variant::English, Variant::Russian] {
        let weak = choices(variant, 1, 400);
        let strong = choices(variant, 9, 400);
        let top = |m: &HashMap<String, usize>| *m.values().max().unwrap();
        assert!(
            weak.len() >= strong.len(),
            "{variant:?}: {weak:?} {strong:?}"
        );
        assert!(
            top(&weak) < top(&strong),
            "{variant:?}: {weak:?} {strong:?}"
        );
    }
}

#[test]
fn a_level_leaves_the_book_at_its_depth() {
    let book = book::shipped(Variant::International).unwrap();
    let game = after(&["32-28", "18-23"]);
    assert!(!book.candidates(&game).is_empty());
    assert!(
        book.choose(&game, 1, &mut Rng::new(1)).is_none(),
        "level 1 knows two plies"
    );
    assert!(book.choose(&game, 9, &mut Rng::new(1)).is_some());
    let other = Game::new(Variant::Brazilian);
    assert!(book.candidates(&other).is_empty(), "another game's book");
}

#[test]
fn a_level_plays_from_the_book_on_its_own_budget_only() {
    let start = Game::new(Variant::International);
    let book = book::shipped(Variant::International).unwrap();
    let in_book = |r: &dama::search::SearchResult<dama::Move>| {
        let mv = r.best.unwrap();
        r.info.nodes == 0 && book.candidates(&start).iter().any(|c| c.mv == mv)
    };
    let mut bot = Bot::new(Opponent::MASTER, 3);
    assert!(in_book(&bot.think(&start, None, &mut |_| {})));
    let timed = Limits {
        time_ms: Some(50.0),
        ..Limits::default()
    };
    let searched = bot.think(&start, Some(timed), &mut |_| {});
    assert!(searched.info.nodes > 0, "a hint or timed play searches");
    bot.set_book(BookUse::Timed);
    assert!(in_book(&bot.think(&start, Some(timed), &mut |_| {})));
    let analysis = Limits {
        depth: Some(3),
        ..Limits::default()
    };
    assert!(bot.think(&start, Some(analysis), &mut |_| {}).info.nodes > 0);
    bot.set_book(BookUse::Off);
    assert!(bot.think(&start, None, &mut |_| {}).info.nodes > 0);
}

#[test]
fn a_match_engine_may_play_without_its_book() {
    use dama::protocols::matches::EngineSpec;
    let spec = EngineSpec::parse("nobook:level:9").unwrap();
    assert!(matches!(spec, EngineSpec::NoBook(o) if o == Opponent::MASTER));
    assert_eq!(spec.name(), "nobook:level:9");
    assert!(EngineSpec::parse("nobook:hub:scan").is_err());
}

#[test]
fn the_shipped_books_reach_past_the_real_games_by_self_play() {
    let real_games = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games");
    for variant in [
        Variant::International,
        Variant::English,
        Variant::Russian,
        Variant::Czech,
    ] {
        let mut real = BookBuilder::new(variant, 20);
        for (_, file) in
            dama::dev::tuning::corpus::manifest_files(&real_games, &|v| v == variant).unwrap()
        {
            real.add_pdn(&std::fs::read_to_string(file).unwrap());
        }
        let real = real.finish(2, 0, &mut |_, _| {});
        let shipped = book::shipped(variant).unwrap();
        assert!(
            shipped.len() > real.len() + real.len() / 5,
            "{variant:?}: {} positions shipped, {} from the real games alone",
            shipped.len(),
            real.len()
        );
    }
}
