//! Search speed: nodes per second from fixed positions; the time to a fixed depth over the
//! master's positions of games against dame-rs, searched in order with one table as in play; the
//! depth reached in one second from the start of International, Russian and English on one
//! thread and on two; then the piece games' search (chess and shogi from the start and a middle
//! game).
//! `cargo bench --bench search`.
//! Medians of three runs; speed lives here, never in a timed test.

use dama::draughts::notation::fen::parse_fen;
use std::sync::atomic::Ordering;

use dama::search::{Limits, Searcher};
use dama::{Game, Variant};

/// Positions searched to a fixed depth for nodes per second, a million nodes or more each: the
/// starts, a middle game and an ending of men from the master's games against dame-rs
/// (docs/openings/dame-rs-nonwins.pdn, its first game at ply 40 and its second at ply 112).
/// scripts/bench-wasm.js searches the same ones in the wasm build: keep the two lists alike.
pub const POSITIONS: &[(Variant, &str, u32)] = &[
    (Variant::International, "W:W31-50:B1-20", 16),
    (
        Variant::International,
        "W:W24,27,29,33,34,37,38,39,40,43,44,45,47,48,49:B2,3,4,7,8,9,12,13,15,16,18,20,22,23,25",
        18,
    ),
    (
        Variant::International,
        "W:W25,30,31,33,39:B14,15,27,28,32",
        22,
    ),
    (
        Variant::Russian,
        "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
        18,
    ),
    (Variant::English, "B:W21-32:B1-12", 18),
];

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    println!("fixed-depth searches (fresh 2^20-entry table each run):");
    for &(v, fen, depth) in POSITIONS {
        let game = Game::from_position(v, parse_fen(v, fen).unwrap());
        let mut rates = Vec::new();
        let mut nodes = 0;
        for _ in 0..3 {
            let mut s = Searcher::new(20);
            let start = std::time::Instant::now();
            let r = s.search(&game, &depth_limit(depth), &mut |_| {});
            rates.push(r.info.nodes as f64 / start.elapsed().as_secs_f64() / 1e6);
            nodes = r.info.nodes;
        }
        println!(
            "  {:<14} depth {depth:>2}: {nodes:>9} nodes, median {:.2} M nodes/s  {fen}",
            v.name(),
            median(rates)
        );
    }
    games_in_order();
    for threads in [1, 2] {
        println!("depth completed within 1 s from the start on {threads} thread(s) (median of 3):");
        for v in [Variant::International, Variant::Russian, Variant::English] {
            let (depth, nodes) = depth_in_a_second(v, threads);
            println!("  {:<14} depth {depth:.0} ({nodes:.0} nodes)", v.name());
        }
    }
    piece_games();
}

/// The master's positions of four International games against dame-rs, a game per block.
const GAMES: &str = include_str!("dame-rs-games.fen");
/// The depth each of them is searched to.
const GAMES_DEPTH: u32 = 15;

/// Each game's positions searched to [`GAMES_DEPTH`] in order by one searcher, its table kept
/// from move to move (a new table for each game), as the master plays: the median time of three
/// runs, which measures the table's reuse as well as the search's speed.
fn games_in_order() {
    let v = Variant::International;
    let games: Vec<Vec<Game>> = GAMES
        .split("\n\n")
        .map(|block| {
            block
                .lines()
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(|fen| Game::from_position(v, parse_fen(v, fen).unwrap()))
                .collect()
        })
        .collect();
    let positions: usize = games.iter().map(Vec::len).sum();
    let (mut times, mut nodes) = (Vec::new(), 0);
    for _ in 0..3 {
        let start = std::time::Instant::now();
        nodes = 0;
        for game in &games {
            let mut s = Searcher::new(20);
            for position in game {
                nodes += s
                    .search(position, &depth_limit(GAMES_DEPTH), &mut |_| {})
                    .info
                    .nodes;
            }
        }
        times.push(start.elapsed().as_secs_f64());
    }
    let time = median(times);
    println!(
        "the master's {positions} positions of {} games against dame-rs, in order, depth \
         {GAMES_DEPTH} (one table a game): {nodes} nodes, median {time:.2} s, {:.2} M nodes/s",
        games.len(),
        nodes as f64 / time / 1e6
    );
}

fn depth_limit(depth: u32) -> Limits {
    Limits {
        depth: Some(depth),
        ..Limits::default()
    }
}

/// The median depth and nodes of the last iteration a search from the start of `v` on `threads`
/// threads completes within one second, over three searches.
fn depth_in_a_second(v: Variant, threads: usize) -> (f64, f64) {
    let game = Game::new(v);
    let mut depths = Vec::new();
    let mut nodes = Vec::new();
    for _ in 0..3 {
        // The whole second is spent, stopped from outside; the last iteration completed
        // within it counts.
        let mut s = Searcher::new(20);
        s.set_threads(threads);
        let flag = s.stop_flag();
        flag.store(false, Ordering::Relaxed);
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(1000));
            flag.store(true, Ordering::Relaxed);
        });
        let mut last = (0, 0);
        s.search(&game, &Limits::default(), &mut |i| {
            if i.time_ms <= 1000 {
                last = (i.depth, i.nodes);
            }
        });
        let _ = stopper.join();
        depths.push(last.0 as f64);
        nodes.push(last.1 as f64);
    }
    (median(depths), median(nodes))
}

/// Chess and shogi: fixed-depth searches of the piece-game searcher, nodes per second.
fn piece_games() {
    use dama::piece::{built_in, fen, game::PieceRecord, PieceGame};
    use dama::search::Searcher;
    println!("piece games, fixed-depth searches (fresh 2^20-entry table each run):");
    let positions = [
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            7,
        ),
        (
            "chess",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
            6,
        ),
        (
            "shogi",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            6,
        ),
        (
            "shogi",
            "ln1g1g1nl/1ks2r3/1ppppsbpp/p4pp2/7P1/P1P1P1P2/1P1PSP2P/1BK1G2R1/LNSG3NL b - 21",
            5,
        ),
    ];
    for (name, text, depth) in positions {
        let g = PieceGame::new(std::sync::Arc::new(built_in(name).unwrap()));
        let record = PieceRecord::from_position(g.clone(), fen::parse(&g, text).unwrap());
        let mut rates = Vec::new();
        let mut nodes = 0;
        for _ in 0..3 {
            let mut s = Searcher::new(20);
            let start = std::time::Instant::now();
            let r = s.search(
                &record,
                &Limits {
                    depth: Some(depth),
                    ..Limits::default()
                },
                &mut |_| {},
            );
            rates.push(r.info.nodes as f64 / start.elapsed().as_secs_f64() / 1e6);
            nodes = r.info.nodes;
        }
        println!(
            "  {name:<6} depth {depth}: {nodes:>9} nodes, median {:.2} M nodes/s  {text}",
            median(rates)
        );
    }
}
