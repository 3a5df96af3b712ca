//! `dama puzzles`: a family's puzzle set, found in the real games of `tests/data/games` and in
//! games the bots play against each other (seeded), each puzzle proved by searching every move
//! of its position (`dama::puzzles`). How the shipped sets were made: `docs/puzzles.md`.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

use dama::common::rng::Rng;
use dama::draughts::notation::pdn::read_pdn;
use dama::draughts::Draughts;
use dama::game::{GameRecord, Outcome, Record};
use dama::puzzles::{verify, Criteria, Finder, Puzzle, PuzzleGame, PuzzleSet};
use dama::registry::AnyGame;
use dama::search::bot::Bot;
use dama::search::levels::Opponent;

/// The arguments of `dama puzzles`.
#[derive(clap::Args)]
pub struct PuzzlesArgs {
    /// The family: draughts (International, Russian and English, from real games),
    /// soldiers (Sixteen Soldiers), chess or shogi (from self-play).
    #[arg(long)]
    family: String,
    /// Seed of the self-play games and of the order the games are looked at.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Puzzles to find per game of the family (default: 70 per draughts game, 150 in Sixteen Soldiers and chess, 120 in shogi).
    #[arg(long)]
    count: Option<usize>,
    /// Seconds to search per game of the family at most (then the set holds what was found).
    #[arg(long, default_value_t = 600)]
    seconds: u64,
    /// Self-play games per game of the family (default: none in draughts, 1,500 in Sixteen
    /// Soldiers, 400 in chess and shogi).
    #[arg(long)]
    self_play: Option<usize>,
    /// The folder of real games, with a subfolder per draughts game.
    #[arg(long, default_value = "tests/data/games")]
    games: PathBuf,
    /// The proof's depth (default: the family's).
    #[arg(long)]
    depth: Option<u32>,
    /// The margin a move must win by (default: the family's), in hundredths of a man or pawn.
    #[arg(long)]
    win: Option<i32>,
    /// Write the set to this file (default: standard output).
    #[arg(long)]
    out: Option<PathBuf>,
}

/// A family's games and its defaults.
struct Family {
    variants: &'static [&'static str],
    criteria: Criteria,
    count: usize,
    self_play: usize,
}

fn family(name: &str) -> Result<Family, String> {
    let criteria = |win, depth, screen| Criteria {
        win,
        depth,
        screen,
        max_solver_moves: 4,
        saves: true,
        max_nodes: None,
    };
    Ok(match name {
        "draughts" => Family {
            variants: &["international", "russian", "english"],
            criteria: criteria(150, 10, 4),
            count: 70,
            self_play: 0,
        },
        "soldiers" => Family {
            variants: &["sixteen-soldiers"],
            criteria: criteria(150, 8, 4),
            count: 150,
            self_play: 1500,
        },
        "chess" => Family {
            variants: &["chess"],
            criteria: criteria(250, 6, 3),
            count: 150,
            self_play: 400,
        },
        "shogi" => Family {
            variants: &["shogi"],
            criteria: Criteria {
                saves: false,
                max_nodes: Some(200_000),
                ..criteria(300, 3, 1)
            },
            count: 120,
            self_play: 400,
        },
        other => {
            return Err(format!(
                "unknown family `{other}`: draughts, soldiers, chess or shogi"
            ))
        }
    })
}

/// Runs `dama puzzles`.
pub fn run(args: &PuzzlesArgs) -> Result<(), String> {
    let mut fam = family(&args.family)?;
    if let Some(d) = args.depth {
        fam.criteria.depth = d;
    }
    if let Some(w) = args.win {
        fam.criteria.win = w;
    }
    let count = args.count.unwrap_or(fam.count);
    let self_play = args.self_play.unwrap_or(fam.self_play);
    let mut puzzles = Vec::new();
    for (i, &variant) in fam.variants.iter().enumerate() {
        let job = Job {
            family: &args.family,
            criteria: fam.criteria,
            count,
            self_play,
            seed: args.seed.wrapping_add(i as u64),
            seconds: args.seconds,
            games: &args.games,
        };
        let found = match AnyGame::named(variant).map_err(String::from)? {
            AnyGame::Draughts(g) => job.run(g)?,
            AnyGame::Piece(g) => job.run(g)?,
        };
        eprintln!("{variant}: {} puzzles", found.len());
        puzzles.extend(found);
    }
    let set = PuzzleSet {
        family: args.family.clone(),
        command: command_line(),
        proof_depth: fam.criteria.depth,
        win: fam.criteria.win,
        puzzles,
    };
    let text = set_text(&set)?;
    match &args.out {
        Some(path) => std::fs::write(path, text)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        None => print!("{text}"),
    }
    Ok(())
}

/// The command as typed, from `puzzles` on.
fn command_line() -> String {
    let args: Vec<String> = std::env::args().skip(1).collect();
    format!("dama {}", args.join(" "))
}

/// The set as JSON, one puzzle a line.
fn set_text(set: &PuzzleSet) -> Result<String, String> {
    let text = |e: serde_json::Error| e.to_string();
    let lines = set
        .puzzles
        .iter()
        .map(|p| serde_json::to_string(p).map_err(text))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(format!(
        "{{\"family\":{},\"command\":{},\"proof_depth\":{},\"win\":{},\"puzzles\":[\n{}\n]}}\n",
        serde_json::to_string(&set.family).map_err(text)?,
        serde_json::to_string(&set.command).map_err(text)?,
        set.proof_depth,
        set.win,
        lines.join(",\n")
    ))
}

/// The search for one game's puzzles.
struct Job<'a> {
    family: &'a str,
    criteria: Criteria,
    count: usize,
    self_play: usize,
    seed: u64,
    seconds: u64,
    games: &'a Path,
}

/// A game to look through: its positions from the start, and where it comes from.
struct Source<P> {
    positions: Vec<P>,
    label: String,
}

/// What the puzzle command needs of a game beyond finding puzzles: its real games, if any.
trait Sourced: PuzzleGame {
    /// The real games of this game in `dir`.
    fn real_games(&self, dir: &Path) -> Result<Vec<Source<Self::Position>>, String>;
}

impl Sourced for Draughts {
    fn real_games(&self, dir: &Path) -> Result<Vec<Source<Self::Position>>, String> {
        let folder = dir.join(self.variant.name());
        let Ok(entries) = std::fs::read_dir(&folder) else {
            return Ok(Vec::new());
        };
        let mut files: Vec<PathBuf> = entries.filter_map(|e| Some(e.ok()?.path())).collect();
        files.sort();
        let mut out = Vec::new();
        for path in files
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
        {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let name = path.strip_prefix(dir).unwrap_or(path).display().to_string();
            for (i, game) in read_pdn(&text, Some(self.variant)).into_iter().enumerate() {
                let Ok(game) = game else { continue };
                if game.variant != self.variant {
                    continue;
                }
                out.push(Source {
                    positions: game.game.history().to_vec(),
                    label: format!("{name} game {}", i + 1),
                });
            }
        }
        Ok(out)
    }
}

impl Sourced for dama::piece::PieceGame {
    fn real_games(&self, _dir: &Path) -> Result<Vec<Source<Self::Position>>, String> {
        Ok(Vec::new())
    }
}

impl Job<'_> {
    fn run<G: Sourced>(&self, game: G) -> Result<Vec<Puzzle>, String> {
        let start = Instant::now();
        let mut rng = Rng::new(self.seed);
        let mut sources = game.real_games(self.games)?;
        shuffle(&mut sources, &mut rng);
        let mut finder = Finder::new(game.clone(), self.criteria);
        let mut found = Vec::new();
        let mut seen = HashSet::new();
        let mut played = 0;
        let out_of_time = || start.elapsed().as_secs() >= self.seconds;
        let mut next = sources.into_iter();
        while found.len() < self.count && !out_of_time() {
            let source = match next.next() {
                Some(s) => s,
                None if played < self.self_play => {
                    played += 1;
                    self_play(&game, self.seed, played)
                }
                None => break,
            };
            let t = Instant::now();
            self.look_through(&mut finder, &source, &mut found, &mut seen, &out_of_time);
            eprintln!(
                " {}: {} plies looked through in {:.1} s, {:.0} s in all",
                source.label,
                source.positions.len(),
                t.elapsed().as_secs_f64(),
                start.elapsed().as_secs_f64()
            );
        }
        found.truncate(self.count);
        found.sort_by(|a, b| (a.rating, &a.id).cmp(&(b.rating, &b.id)));
        Ok(found)
    }

    /// Finds the puzzles of one game's positions, skipping the opening and the positions of a
    /// puzzle's own line; at most three a game.
    fn look_through<G: PuzzleGame>(
        &self,
        finder: &mut Finder<G>,
        source: &Source<G::Position>,
        found: &mut Vec<Puzzle>,
        seen: &mut HashSet<String>,
        out_of_time: &dyn Fn() -> bool,
    ) {
        let mut ply = 8;
        let mut here = 0;
        while ply < source.positions.len() && here < 3 && !out_of_time() {
            let pos = &source.positions[ply];
            let label = format!("{}, ply {}", source.label, ply + 1);
            // At most a quarter of the puzzles found at depth 1, and a third of saving moves
            // (in master games, most positions with a single good move are defences).
            let easy = found.iter().filter(|p| p.depth <= 1).count();
            let saves = found.iter().filter(|p| p.goal == "save").count();
            let c = finder.criteria;
            // The shipped sets are checked again from an empty table (tests/search/puzzles.rs):
            // a puzzle that only stood out after the searches before it is left out.
            let checked = |p: &Puzzle| verify(p, c.depth, c.win).is_ok();
            match finder.puzzle(pos, self.family, &label) {
                Some(p) if !checked(&p) => ply += 1,
                Some(p) if p.depth <= 1 && easy >= self.count / 4 => ply += 1,
                Some(p) if p.goal == "save" && saves >= self.count / 3 => ply += 1,
                Some(p) if seen.insert(p.fen.clone()) => {
                    eprintln!("  {} {} {} {}", p.id, p.goal, p.depth, p.moves.join(" "));
                    ply += p.moves.len() + 1;
                    found.push(p);
                    here += 1;
                }
                _ => ply += 1,
            }
        }
    }
}

/// A game two bots of levels 2 to 5 play from a few random moves, the `n`th of `seed`.
fn self_play<G: PuzzleGame>(game: &G, seed: u64, n: usize) -> Source<G::Position> {
    let mut rng = Rng::new(seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut record = Record::starting_at(game.clone(), game.start_position());
    let mut bots: Vec<Bot<G>> = (0..2)
        .map(|_| {
            let level = 2 + rng.below(4) as u8;
            Bot::new(
                Opponent::parse(&level.to_string()).unwrap_or(Opponent::MASTER),
                rng.next_u64(),
            )
        })
        .collect();
    let random_plies = 2 + rng.below(4);
    while record.outcome() == Outcome::Ongoing && record.ply() < 240 {
        let legal = record.legal_moves();
        let moves = dama::game::MoveBuffer::as_slice(&legal);
        if moves.is_empty() {
            break;
        }
        let mv = if record.ply() < random_plies {
            moves[rng.below(moves.len())]
        } else {
            let side = game.side_to_move(record.state()).index();
            match bots[side].think(&record, None, &mut |_| {}).best {
                Some(m) => m,
                None => break,
            }
        };
        if record.play(&mv).is_err() {
            break;
        }
    }
    Source {
        positions: record.history().to_vec(),
        label: format!("self-play seed {seed} game {n}"),
    }
}

/// Shuffles `items` by `rng` (Fisher-Yates).
fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}
