//! The bot: shots and won endgames found in every game, legal moves only, limits and stop
//! honoured, a node-count signature, and every opponent playing legal games.

use std::sync::atomic::Ordering;

use crate::common::search::depth;
use dama::draughts::game::DrawReason;
use dama::draughts::notation::fen::parse_fen;
use dama::draughts::notation::movetext::write_move;
use dama::draughts::weights::{Family, Feature};
use dama::draughts::Draughts;
use dama::search::bot::Bot;
use dama::search::levels::{Algorithm, Opponent, LEVELS};
use dama::search::mcts::Mcts;
use dama::search::Searchable;
use dama::search::{Limits, Resume, Searcher, MATE_BOUND};
use dama::{Game, GameResult, Variant};

fn best(v: Variant, fen: &str, limits: Limits) -> (String, i32) {
    let game = Game::from_fen(v, fen).unwrap();
    let r = Searcher::new(18).search(&game, &limits, &mut |_| {});
    let m = r.best.expect("a move");
    (write_move(v, game.position(), &m), r.info.score)
}

/// Shots (a quiet move or sacrifice that wins material by force) found in real games by an
/// exhaustive material search to 6–7 plies; the first move is the only one that wins that much
/// there. A second move wins the same by the same shot a few plies later.
const SHOTS: &[(Variant, &str, &[&str])] = &[
    (
        Variant::International,
        "W:W21,28,29,32,33,40:B12,13,16,18,19,25,30,31",
        &["32-27"],
    ),
    (
        Variant::International,
        "B:W15,27,28,31,33,34,36-40,42,46-50:B2,4,6-14,16,17,25",
        &["25-30"],
    ),
    (
        Variant::International,
        "W:W32,33,35-45,47,49:B2-4,6,8,10,12-16,18,20,22-24,26",
        &["33-28"],
    ),
    (
        Variant::Russian,
        "B:WKb8,b4,d4,a3,d2,h2:Ba7,f6,g5,f4",
        &["g5-h4"],
    ),
    (
        Variant::Russian,
        "B:Wb4,e3,d2,f2,h2:Ba7,b6,h6,g5,f4,h4",
        &["h4-g3"],
    ),
    (
        Variant::Brazilian,
        "B:Wb4,d4,a3,e3,b2,d2,h2,a1,e1,g1:Bb8,d8,f8,h8,a7,g7,b6,h6,c5,g5",
        &["g5-f4"],
    ),
    (
        Variant::Czech,
        "B:Wf4,h4,c3,e3,f2,g1:Bf8,h8,h6,c5,g5",
        &["f8-g7"],
    ),
    (
        Variant::Czech,
        "B:Wh6,b4,d4,c3,e3,b2,f2,h2,a1,e1,g1:Bb8,d8,f8,h8,a7,e7,g7,b6,d6,a5",
        &["b6-c5"],
    ),
    (Variant::English, "W:W5,K7,9,32:B3,13,14,K15,28", &["7-10"]),
    (
        Variant::Italian,
        "B:W15-19,21,25,26,31:B1,3,6,7,9,10",
        &["10-13"],
    ),
    (
        Variant::Italian,
        "W:W12,17,22,24,26-28,30:B3,5,6,8,9,11,15,19,21",
        // 12-7 3x12 first, then the shot 17-13: the 11-ply material search (alphabeta:11) plays it.
        &["17-13", "12-7"],
    ),
];

#[test]
fn finds_the_shots() {
    for &(v, fen, shots) in SHOTS {
        let (mv, _) = best(v, fen, depth(15));
        assert!(
            shots.contains(&mv.as_str()),
            "{v} {fen}: played {mv}, shots {shots:?}"
        );
    }
}

/// Won endgames and breakthroughs: an exact win/loss search proved a forced win within 9 plies
/// (none within 5) and that only the listed moves win.
const WINS: &[(Variant, &str, &[&str])] = &[
    (Variant::International, "W:WK41,42:B11,16", &["41-28"]),
    (Variant::International, "W:W12,24:B8,18", &["12x3"]),
    (Variant::Brazilian, "B:WKa7:Be7,Ka5,Kh2", &["e7-d6"]),
    (Variant::Russian, "B:Wb6,b4,c3:Bf6,Kf2", &["f2xa7"]),
    (Variant::Czech, "B:We3:Bb6,g3", &["g3-f2", "g3-h2"]),
    (Variant::English, "W:W16,K19,20:B21", &["19-15", "19-23"]),
    (Variant::English, "W:WK8,K15,27:BK3,19", &["15x24"]),
    (Variant::Italian, "W:W7,K21,24:B19", &["21-18", "21-26"]),
    (Variant::Italian, "B:W23:BK13", &["13-10", "13-18"]),
    (Variant::Pool, "B:WK5:B7,K13,K28", &["7-10"]),
    (Variant::Pool, "B:W9,17,22:B11,K27", &["27x5"]),
    (Variant::Antidraughts, "W:WK41,42:B11,16", &["41-36"]),
    (Variant::Antidraughts, "W:W13,K16,29:B3,25", &["13-9"]),
    (Variant::Breakthrough, "W:W31,33,41:B13,28", &["33x22"]),
    (Variant::Breakthrough, "B:W48:B21", &["21-26", "21-27"]),
];

#[test]
fn finds_the_forced_wins() {
    for &(v, fen, winning) in WINS {
        let (mv, score) = best(v, fen, depth(14));
        assert!(
            winning.contains(&mv.as_str()),
            "{v} {fen}: played {mv}, winning {winning:?}"
        );
        // A forced move is played at once, without a search to prove the win.
        let forced = dama::legal_moves(v, &parse_fen(v, fen).unwrap()).len() == 1;
        assert!(
            forced || score >= MATE_BOUND,
            "{v} {fen}: score {score} is not a found win"
        );
    }
}

#[test]
fn every_opponent_plays_only_legal_moves_to_the_end_in_every_game() {
    let opponents = [
        Opponent::parse("1").unwrap(),
        Opponent::parse("4").unwrap(),
        Opponent::parse("mcts:2").unwrap(),
        Opponent::Greedy,
        Opponent::ClassicAlphaBeta(2),
        Opponent::Minimax(2),
    ];
    for (i, v) in Variant::ALL.into_iter().enumerate() {
        let a = opponents[i % opponents.len()];
        let b = opponents[(i + 1) % opponents.len()];
        let mut bots = [Bot::new(a, i as u64), Bot::new(b, i as u64 + 7)];
        let mut game = Game::new(v);
        while game.result() == GameResult::Ongoing && game.ply() < 300 {
            let side = game.ply() % 2;
            let r = bots[side].think(&game, None, &mut |_| {});
            let m = r
                .best
                .unwrap_or_else(|| panic!("{v}: {} found no move", bots[side].opponent()));
            game.play(&m).unwrap_or_else(|e| {
                panic!("{v}: illegal move from {}: {e}", bots[side].opponent())
            });
        }
    }
}

#[test]
fn depth_and_node_limits_are_honoured() {
    let game = Game::new(Variant::International);
    let mut s = Searcher::new(16);
    let r = s.search(&game, &depth(3), &mut |_| {});
    assert_eq!(r.info.depth, 3);
    let r = s.search(
        &game,
        &Limits {
            nodes: Some(5_000),
            ..Limits::default()
        },
        &mut |_| {},
    );
    assert!(r.info.nodes <= 5_000, "{}", r.info.nodes);
    assert!(game.legal_moves().iter().any(|m| Some(*m) == r.best));
}

/// On two threads (Lazy SMP: a helper searching the same position through the shared table)
/// the search still proves the forced wins and plays a winning move.
#[test]
fn two_threads_find_the_forced_wins() {
    for &(v, fen, winning) in WINS {
        let game = Game::from_fen(v, fen).unwrap();
        let mut s = Searcher::new(18);
        s.set_threads(2);
        assert_eq!(s.threads(), 2);
        let r = s.search(&game, &depth(14), &mut |_| {});
        let mv = write_move(v, game.position(), &r.best.unwrap());
        assert!(
            winning.contains(&mv.as_str()),
            "{v} {fen}: played {mv}, winning {winning:?}"
        );
        let forced = game.legal_moves().len() == 1;
        assert!(
            forced || r.info.score >= MATE_BOUND,
            "{v} {fen}: {}",
            r.info.score
        );
    }
}

/// With one legal move the search ends after one ply, yet its line still names the reply the
/// table holds for the position after the move: the reply a Hub GUI lets the engine ponder.
#[test]
fn a_forced_move_still_names_the_expected_reply() {
    let v = Variant::International;
    let game = Game::from_fen(v, "W:W28,36,37,38,47,48:B23,2,3,4,5,9,15").unwrap();
    let moves = game.legal_moves();
    assert_eq!(moves.len(), 1);
    let forced = moves.as_slice()[0];
    let r = Searcher::new(16).search(&game, &depth(6), &mut |_| {});
    assert_eq!(r.info.depth, 1);
    assert_eq!(r.info.pv.len(), 2, "{:?}", r.info.pv);
    assert_eq!(r.info.pv[0], forced);
    let mut after = game.clone();
    after.play(&forced).unwrap();
    assert!(after.legal_moves().iter().any(|m| *m == r.info.pv[1]));
}

/// A search to a node count (a level's own budget) runs on one thread whatever it is given,
/// so it plays the same way every time.
#[test]
fn a_node_limited_search_stays_on_one_thread() {
    let game = Game::new(Variant::Russian);
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let alone = Searcher::new(16).search(&game, &limits, &mut |_| {});
    let mut s = Searcher::new(16);
    s.set_threads(2);
    let helped = s.search(&game, &limits, &mut |_| {});
    assert_eq!(
        (alone.best, alone.info.score, alone.info.nodes),
        (helped.best, helped.info.score, helped.info.nodes)
    );
}

/// A target time ends the deepening between iterations, long before the hard time would.
#[test]
fn no_iteration_begins_after_half_the_target() {
    let game = Game::new(Variant::International);
    let limits = Limits {
        time_ms: Some(600_000.0),
        target_ms: Some(1e-6),
        ..Limits::default()
    };
    let r = Searcher::new(16).search(&game, &limits, &mut |_| {});
    assert_eq!(r.info.depth, 1);
    assert!(game.legal_moves().iter().any(|m| Some(*m) == r.best));
}

/// A search resumed after an earlier one's deepest iteration begins with the next: it reports
/// only deeper iterations, and cut before it completes one it answers with the earlier result.
#[test]
fn a_resumed_search_begins_after_the_iteration_it_resumes() {
    for v in [Variant::International, Variant::English] {
        let game = Game::new(v);
        let mut s = Searcher::new(18);
        let earlier = s.search(&game, &depth(6), &mut |_| {});
        let resume = Some(Resume {
            depth: 6,
            score: earlier.info.score,
        });
        let mut depths = Vec::new();
        let r = s.search(&game, &Limits { resume, ..depth(8) }, &mut |i| {
            depths.push(i.depth)
        });
        assert_eq!(depths, [7, 8], "{v:?}");
        assert_eq!(r.info.depth, 8);
        let cut = s.search(
            &game,
            &Limits {
                nodes: Some(1),
                resume,
                ..Limits::default()
            },
            &mut |_| panic!("no iteration completes"),
        );
        assert_eq!(cut.info.depth, 6, "{v:?}");
        assert_eq!(cut.info.score, earlier.info.score);
        assert!(game.legal_moves().iter().any(|m| Some(*m) == cut.best));
        assert_eq!(cut.info.pv.first(), cut.best.as_ref());
    }
}

/// Steps that each resume the last go as deep as one search of their nodes together, where
/// steps that each begin afresh stay at the depth one step reaches: the table keeps what the
/// cut iterations found.
#[test]
fn resumed_steps_reach_the_depth_of_one_search_of_their_total() {
    let game = Game::from_fen(
        Variant::International,
        "W:W24,27,29,33,34,37,38,39,40,43,44,45,47,48,49:B2,3,4,7,8,9,12,13,15,16,18,20,22,23,25",
    )
    .unwrap();
    let nodes = |n: u64| Limits {
        nodes: Some(n),
        ..Limits::default()
    };
    let (total, steps) = (2_000_000, 10);
    let single = Searcher::new(20).search(&game, &nodes(total), &mut |_| {});
    let mut s = Searcher::new(20);
    let mut reached: Option<Resume> = None;
    let mut afresh = 0;
    for _ in 0..steps {
        let r = s.search(
            &game,
            &Limits {
                resume: reached,
                ..nodes(total / steps)
            },
            &mut |_| {},
        );
        reached = Some(Resume {
            depth: r.info.depth,
            score: r.info.score,
        });
        afresh = afresh.max(
            Searcher::new(20)
                .search(&game, &nodes(total / steps), &mut |_| {})
                .info
                .depth,
        );
    }
    let stepped = reached.map_or(0, |r| r.depth);
    assert!(
        stepped > afresh && stepped + 1 >= single.info.depth,
        "resumed steps {stepped}, one search {}, a step afresh {afresh}",
        single.info.depth
    );
}

/// A search cut short in an iteration plays the root move that iteration proved better than
/// the last one's choice: here, in every game, wherever an iteration changes its mind, a budget
/// that ends a node before that iteration does.
#[test]
fn a_cut_iteration_plays_the_better_move_it_proved() {
    let mut changes = 0;
    for v in [Variant::International, Variant::Russian, Variant::English] {
        let game = Game::new(v);
        let mut iterations = Vec::new();
        Searcher::new(18).search(&game, &depth(11), &mut |i| {
            iterations.push((i.depth, i.nodes, i.pv[0]))
        });
        for pair in iterations.windows(2) {
            let ((depth, _, before), (_, nodes, after)) = (pair[0], pair[1]);
            if before == after {
                continue;
            }
            let cut = Limits {
                nodes: Some(nodes - 1),
                ..Limits::default()
            };
            let r = Searcher::new(18).search(&game, &cut, &mut |_| {});
            assert_eq!(r.info.depth, depth, "{v:?}: the iteration is cut");
            assert!(game.legal_moves().iter().any(|m| Some(*m) == r.best));
            // The new choice is proved before the iteration's last node unless it was the last
            // root move searched (then an earlier improvement is played).
            changes += (r.best == Some(after)) as u32;
        }
    }
    assert!(
        changes > 0,
        "some iteration changed its mind and was cut after"
    );
}

#[test]
fn the_weakest_levels_search_no_more_than_their_tiny_budgets() {
    // Budgets of tens and hundreds of nodes are kept to the node, so from the start the three
    // weakest levels look two, three and four plies ahead, not all alike. (Brazilian, which has
    // no opening book and plays on the learned games' budgets.)
    let game = Game::new(Variant::Brazilian);
    let depths: Vec<u32> = (1..=3)
        .map(|level| {
            let mut bot = Bot::new(
                Opponent::Level {
                    level,
                    algorithm: Algorithm::AlphaBeta,
                },
                7,
            );
            let r = bot.think(&game, None, &mut |_| {});
            assert!(
                r.info.nodes
                    <= Draughts::new(Variant::Brazilian).level_nodes(&LEVELS[level as usize - 1])
            );
            r.info.depth
        })
        .collect();
    assert_eq!(depths, [2, 3, 4]);
}

#[test]
fn every_level_searches_more_nodes_than_the_one_below_in_every_game() {
    for variant in Variant::ALL {
        let budgets: Vec<u64> = LEVELS
            .iter()
            .map(|l| Draughts::new(variant).level_nodes(l))
            .collect();
        assert!(
            budgets.windows(2).all(|pair| pair[0] < pair[1]),
            "{variant:?}: {budgets:?}"
        );
    }
    // The 8x8 flying-king games draw more between strong levels: their club player to expert
    // search less than International's, so the master's step stays above 60%.
    for level in 6..=8 {
        let spec = LEVELS[level - 1];
        assert!(
            Draughts::new(Variant::Russian).level_nodes(&spec)
                < Draughts::new(Variant::International).level_nodes(&spec)
        );
        assert_eq!(
            Draughts::new(Variant::Russian).level_nodes(&spec),
            Draughts::new(Variant::Pool).level_nodes(&spec)
        );
    }
    assert_eq!(
        Draughts::new(Variant::Russian).level_nodes(&LEVELS[8]),
        Draughts::new(Variant::International).level_nodes(&LEVELS[8])
    );
}

#[test]
fn the_weak_levels_count_material_longer_in_a_losing_game() {
    let material = |family: Family| -> Vec<bool> {
        LEVELS
            .iter()
            .map(|l| Draughts::new(family.variants()[0]).counts_material_only(l))
            .collect()
    };
    // Antidraughts' fitted evaluation beats material only from a deeper search than a
    // beginner's (against material, its level 3 scored 24.5% and its level 4 40% on 200 games).
    let first = |n| (1..=9).map(|l| l <= n).collect::<Vec<_>>();
    assert_eq!(material(Family::Losing10), first(4));
    for family in Family::ALL.into_iter().filter(|&f| f != Family::Losing10) {
        assert_eq!(material(family), first(2), "{}", family.name());
    }
    assert_eq!(Family::Losing10.material().get(Feature::Man), -100);
}

#[test]
fn stop_ends_an_unlimited_search_with_a_legal_move() {
    // On two threads the helper stops with the searcher it helps.
    for threads in [1, 2] {
        let game = Game::new(Variant::Russian);
        let mut s = Searcher::new(16);
        s.set_threads(threads);
        let flag = s.stop_flag();
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(100));
            flag.store(true, Ordering::Relaxed);
        });
        let r = s.search(&game, &Limits::default(), &mut |_| {});
        stopper.join().unwrap();
        assert!(game.legal_moves().iter().any(|m| Some(*m) == r.best));
        assert!(r.info.depth < 100);
        // The same searcher searches again once the flag is cleared.
        s.stop_flag().store(false, Ordering::Relaxed);
        let r = s.search(&game, &depth(6), &mut |_| {});
        assert_eq!(r.info.depth, 6, "{threads} thread(s)");
    }
}

/// The deepest searches fit in a small stack (the wasm stack is 1 MB; the move lists live on the
/// heap), both ours to its full depth and the classic minimax bot's capture extensions.
#[test]
fn the_deepest_search_fits_in_a_small_stack() {
    let deep = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let game = Game::from_fen(Variant::English, "W:WK1:BK32").unwrap();
            let r = Searcher::new(16).search(&game, &Limits::default(), &mut |_| {});
            let shot =
                Game::from_fen(Variant::Russian, "B:Wb4,e3,d2,f2,h2:Ba7,b6,h6,g5,f4,h4").unwrap();
            let mut minimax = Bot::new(Opponent::Minimax(12), 3);
            let classic = minimax.think(&shot, None, &mut |_| {});
            (r.info.depth, classic.best.is_some())
        })
        .unwrap();
    let (depth, classic_moved) = deep.join().expect("no stack overflow");
    assert!(depth >= 100, "reached depth {depth}");
    assert!(classic_moved);
}

#[test]
fn progress_is_reported_after_each_iteration() {
    let game = Game::new(Variant::English);
    let mut depths = Vec::new();
    let r = Searcher::new(16).search(&game, &depth(6), &mut |i| {
        depths.push((i.depth, i.pv.len()))
    });
    assert_eq!(
        depths.iter().map(|d| d.0).collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5, 6]
    );
    assert!(depths
        .iter()
        .all(|&(d, pv)| pv >= 1 && pv <= d as usize + 8));
    assert_eq!(r.info.pv.first(), r.best.as_ref());
}

/// English, after `moves` (separated by spaces): the side to move can recreate, for the third time, the position its
/// king's shuttle has already made twice. Returns the game and the search's choice.
fn at_the_third_repetition(fen: &str, moves: &str) -> (Game, String) {
    let mut game = Game::from_fen(Variant::English, fen).unwrap();
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap();
    }
    assert_eq!(game.result(), GameResult::Ongoing);
    let r = Searcher::new(16).search(&game, &depth(6), &mut |_| {});
    let best = r.best.unwrap();
    let text = write_move(Variant::English, game.position(), &best);
    game.play(&best).unwrap();
    (game, text)
}

#[test]
fn a_losing_side_takes_the_draw_by_repetition() {
    // One king against two: Black's 5-1 makes the position after its first 6-1 a third time.
    let (game, played) =
        at_the_third_repetition("B:WK29,K32:BK6", "6-1 29-25 1-5 25-29 5-1 29-25 1-5 25-29");
    assert_eq!(played, "5-1");
    assert_eq!(
        game.result(),
        GameResult::Draw {
            reason: DrawReason::Repetition(3)
        }
    );
}

#[test]
fn a_winning_side_does_not_repeat_a_third_time() {
    // Two kings against one: White's 4-8, the move its evaluation prefers, would make the
    // position after its first 3-8 a third time and draw; it plays on instead.
    let (game, played) =
        at_the_third_repetition("W:WK3,K29:BK28", "3-8 28-24 8-4 24-28 4-8 28-24 8-4 24-28");
    assert_ne!(played, "4-8");
    assert_eq!(game.result(), GameResult::Ongoing);
}

/// International, three kings against one on the long diagonal (which they cannot take): 31
/// plies played (no capture, no position repeated, the lone king kept on the diagonal), so the
/// 16-move limit draws after the lone king's next move.
fn near_the_sixteen_move_limit() -> Game {
    let v = Variant::International;
    let diagonal = ["46", "41", "37", "32", "28", "23", "19", "14", "10", "5"];
    let mut game = Game::from_fen(v, "W:WK48,K49,K50:BK46").unwrap();
    let mut seen = vec![*game.position()];
    while game.ply() < 31 {
        let black = game.position().side() == dama::Color::Black;
        let moves = game.legal_moves();
        let safe = moves.iter().find(|m| {
            let after = game.position().play(m);
            let to = write_move(v, game.position(), m);
            let on_diagonal = diagonal.contains(&to.rsplit('-').next().unwrap_or(""));
            !m.is_capture()
                && on_diagonal == black
                && !seen.contains(&after)
                && !dama::legal_moves(v, &after).iter().any(|r| r.is_capture())
        });
        let m = *safe.expect("a quiet move that gives nothing away");
        game.play(&m).unwrap();
        seen.push(*game.position());
    }
    assert_eq!(game.result(), GameResult::Ongoing);
    game
}

#[test]
fn the_search_knows_the_endgame_move_limits() {
    let game = near_the_sixteen_move_limit();
    // Three kings against one look better to the evaluation; but the lone king has nothing to
    // take, so each of its moves ends the game in a draw.
    let fresh = Game::from_position(Variant::International, *game.position());
    let r = Searcher::new(16).search(&fresh, &depth(6), &mut |_| {});
    assert!(r.info.score < 0, "without the count: {}", r.info.score);
    let r = Searcher::new(16).search(&game, &depth(6), &mut |_| {});
    assert_eq!(r.info.score, 0);
}

#[test]
fn mcts_knows_the_endgame_move_limits_and_repetitions() {
    let game = near_the_sixteen_move_limit();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let playouts = Limits {
        nodes: Some(2000),
        ..Limits::default()
    };
    // Every move of the lone king ends the game in a draw: a win rate of ½, a score of 0.
    let r = Mcts::new(7, stop.clone()).search(&game, &playouts, &mut |_| {});
    assert_eq!(r.info.score, 0);
    let fresh = Game::from_position(Variant::International, *game.position());
    let r = Mcts::new(7, stop.clone()).search(&fresh, &playouts, &mut |_| {});
    assert!(r.info.score < 0, "without the count: {}", r.info.score);
    // English, one king against two, after the shuttle that made a position twice: Black's 5-1
    // draws by repetition, which the tree sees (without the game's history, Black is lost).
    let mut game = Game::from_fen(Variant::English, "B:WK29,K32:BK6").unwrap();
    for m in [
        "6-1", "29-25", "1-5", "25-29", "5-1", "29-25", "1-5", "25-29",
    ] {
        game.play_text(m).unwrap();
    }
    let r = Mcts::new(7, stop.clone()).search(&game, &playouts, &mut |_| {});
    assert_eq!(
        write_move(Variant::English, game.position(), &r.best.unwrap()),
        "5-1"
    );
    assert_eq!(r.info.score, 0);
    let fresh = Game::from_position(Variant::English, *game.position());
    let r = Mcts::new(7, stop).search(&fresh, &playouts, &mut |_| {});
    assert!(r.info.score < -100, "without the history: {}", r.info.score);
}

/// Nodes of a fixed-depth search from every start position: changes only when the search's
/// behaviour changes. Update it deliberately, with the reason in the commit. (The nine games of
/// the first release summed to 74,198 before Turkish, Frisian, Frysk! and Sixteen Soldiers came.)
#[test]
fn node_count_signature() {
    let mut got = Vec::new();
    for v in Variant::ALL {
        let game = Game::new(v);
        let r = Searcher::new(16).search(&game, &depth(6), &mut |_| {});
        got.push((v.name(), r.info.nodes));
    }
    assert_eq!(got, SIGNATURE, "search signature changed");
}

// The table, shared with the wasm build's check (tests/wasm.rs).
include!("signature.rs");
