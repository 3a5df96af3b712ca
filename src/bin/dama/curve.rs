//! `dama curve`: fits the curve a game's analysis turns scores into expected results with
//! (`Searchable::result_scale`): each position of finished games searched to a fixed depth, its
//! score from the side to move's view paired with that side's result (1, ½ or 0), and the scale
//! `s` of `1 / (1 + e^(-score / s))` that fits them best (least squares).

use std::path::PathBuf;

use dama::dev::tuning::fit::golden_section;
use dama::page_api::bot::PageBot;
use dama::page_api::{open_file, pdn_entries};
use dama::search::levels::Opponent;
use dama::search::Limits;

/// What `dama curve` is asked.
#[derive(clap::Args)]
pub struct CurveArgs {
    /// Files of finished games (PDN, PGN); games without a result are left out.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The game of files that name none (a PDN `GameType`, a PGN `Variant` tag name theirs).
    #[arg(long)]
    variant: Option<String>,
    /// Depth of each position's search.
    #[arg(long, default_value_t = 6)]
    depth: u32,
    /// At most this many milliseconds a position (a shogi search to a fixed depth can spend
    /// minutes in its quiescence in a few positions).
    #[arg(long, default_value_t = 1000)]
    time: u64,
    /// Plies left out at the start of each game (the book's).
    #[arg(long, default_value_t = 8)]
    skip_plies: usize,
    /// At most this many games of each file.
    #[arg(long, default_value_t = 200)]
    games: usize,
}

/// A searched position: its score and the result of the side to move.
struct Sample {
    score: f64,
    result: f64,
}

fn loss(samples: &[Sample], scale: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let d = s.result - 1.0 / (1.0 + (-s.score / scale).exp());
            d * d
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The samples of one file's finished games.
fn samples_of(text: &str, args: &CurveArgs, out: &mut Vec<Sample>) -> Result<usize, String> {
    let default = args.variant.as_deref();
    let entries = pdn_entries(text, default).map_err(|e| e.to_string())?;
    let mut used = 0;
    for entry in entries.iter().filter(|e| e.error.is_none()) {
        if used >= args.games {
            break;
        }
        let Ok(mut game) = open_file(text, entry.index, default) else {
            continue;
        };
        // The result as the game names its sides (shogi's first player is Black).
        let end = game.status().final_result;
        let white = match (end.state, end.winner) {
            ("win", Some("white")) => 1.0,
            ("win", Some(_)) => 0.0,
            ("draw", _) => 0.5,
            _ => continue,
        };
        used += 1;
        let mut bot = PageBot::new(Opponent::MASTER, 1);
        let length = game.status().length;
        for ply in args.skip_plies..length {
            game.go_to(ply);
            let limits = Limits {
                depth: Some(args.depth),
                time_ms: Some(args.time as f64),
                ..Limits::default()
            };
            let view = game.think(&mut bot, Some(limits), &mut |_| {});
            if view.mv.is_none() || view.win_in.is_some() {
                continue;
            }
            let to_move_white = game.status().to_move == "white";
            out.push(Sample {
                score: f64::from(view.score),
                result: if to_move_white { white } else { 1.0 - white },
            });
        }
    }
    Ok(used)
}

/// Runs `dama curve`.
pub fn run(args: &CurveArgs) -> Result<(), String> {
    let mut samples = Vec::new();
    let mut games = 0;
    for path in &args.files {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        games += samples_of(&text, args, &mut samples)
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    if samples.is_empty() {
        return Err("no position of a finished game to fit".into());
    }
    let scale = golden_section(10.0, 20_000.0, |s| loss(&samples, s));
    say!(
        "scale {scale:.0} from {} positions of {games} games (depth {}, loss {:.5}; a draw for every position {:.5})",
        samples.len(),
        args.depth,
        loss(&samples, scale),
        samples.iter().map(|s| (s.result - 0.5).powi(2)).sum::<f64>() / samples.len() as f64
    );
    Ok(())
}
