//! `dama replay`: the games of PDN files replayed by our rules, one line per game with how it
//! ended and the material on the way, and a player's games summed up (how its draws ended,
//! and whether it had more or less on the board at the end), and on request each position on
//! the way as a FEN, to search again (`dama bestmove --fen`).

use std::collections::BTreeMap;
use std::io::Read;
use std::path::PathBuf;

use dama::draughts::bitbase::Material;
use dama::draughts::notation::fen::write_fen;
use dama::draughts::notation::pdn::{read_pdn, PdnGame, PdnResult};
use dama::{Color, GameResult, Variant};

/// What a king counts for in the material leads: three men.
const KING_IN_MEN: i32 = 3;

/// The arguments of `dama replay`.
#[derive(clap::Args)]
pub struct ReplayArgs {
    /// PDN files (`-`: standard input, e.g. `zcat games.pdn.gz | dama replay -`).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Rules for games that name none (`GameType` or `Variant` tag); default International.
    #[arg(long, value_parser = Variant::parse)]
    variant: Option<Variant>,
    /// Sum up this player's games (its `White` or `Black` tag): results, how the draws and
    /// losses ended, and the material at their end.
    #[arg(long)]
    player: Option<String>,
    /// After each game's line, one line per move: a tab, the ply (from 1), the move, and the FEN
    /// of the position it was played in (the move counters and the positions before it are not
    /// in a FEN).
    #[arg(long)]
    positions: bool,
}

/// `color`'s lead in men, a king counting [`KING_IN_MEN`].
fn lead(material: &Material, color: Color) -> i32 {
    let worth = |i: usize| material.men[i] as i32 + KING_IN_MEN * material.kings[i] as i32;
    match color {
        Color::White => worth(0) - worth(1),
        Color::Black => worth(1) - worth(0),
    }
}

/// One game replayed: its end by our rules, its material at the end, and each side's
/// greatest lead with the ply it first came.
struct Replayed {
    end: GameResult,
    plies: usize,
    last: Material,
    best_lead: [(i32, usize); 2],
}

fn replay(pdn: &PdnGame) -> Replayed {
    let mut game = pdn.game.clone();
    game.set_recorded_result(None);
    let plies = game.moves().len();
    let mut best_lead = [(0, 0); 2];
    for ply in 1..=plies {
        game.go_to(ply);
        let material = Material::of(game.position());
        for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
            let lead = lead(&material, color);
            if lead > best_lead[i].0 {
                best_lead[i] = (lead, ply);
            }
        }
    }
    game.go_to(plies);
    Replayed {
        end: game.result(),
        plies,
        last: Material::of(game.position()),
        best_lead,
    }
}

/// A player's games added up.
#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Draws and losses by how our rules end them, or as ended by the record alone.
    ends: BTreeMap<String, u32>,
    /// Draws by the player's material at their end against the opponent's: fewer, level, more.
    draws_by_material: [u32; 3],
}

/// Runs `dama replay`.
pub fn run(args: &ReplayArgs) -> Result<(), String> {
    let mut tally = Tally::default();
    let mut played = 0;
    for file in &args.files {
        let text = read(file)?;
        for (n, game) in read_pdn(&text, args.variant).into_iter().enumerate() {
            let game = game.map_err(|e| format!("{}: {e}", file.display()))?;
            let r = replay(&game);
            let tag = |name: &str| game.tag(name).unwrap_or("?").to_string();
            let (white, black) = (tag("White"), tag("Black"));
            let result = game.result.pdn();
            say!(
                "{}\t{white}\t{black}\t{result}\t{} plies\t{}\t{}\tgreatest lead: White {}, Black {}",
                game.tag("Round").map_or_else(|| (n + 1).to_string(), str::to_string),
                r.plies,
                r.end.describe(),
                r.last,
                lead_text(r.best_lead[0]),
                lead_text(r.best_lead[1]),
            );
            if args.positions {
                positions(&game);
            }
            played += 1;
            let Some(player) = &args.player else { continue };
            let color = if &white == player {
                Color::White
            } else if &black == player {
                Color::Black
            } else {
                continue;
            };
            let points = match (&game.result, color) {
                (PdnResult::FirstPlayerWins, Color::White)
                | (PdnResult::SecondPlayerWins, Color::Black) => 2,
                (PdnResult::FirstPlayerWins | PdnResult::SecondPlayerWins, _) => 0,
                (PdnResult::Draw, _) => 1,
                _ => continue,
            };
            match points {
                2 => tally.wins += 1,
                1 => {
                    tally.draws += 1;
                    let lead = lead(&r.last, color);
                    tally.draws_by_material[(lead.signum() + 1) as usize] += 1;
                }
                _ => tally.losses += 1,
            }
            if points < 2 {
                let end = match r.end {
                    GameResult::Ongoing => "ended by the record, the rules going on".to_string(),
                    end => end.describe(),
                };
                *tally.ends.entry(end).or_default() += 1;
            }
        }
    }
    if played == 0 {
        return Err("no game in the files given".into());
    }
    if let Some(player) = &args.player {
        summary(player, &tally);
    }
    Ok(())
}

/// Each move of `pdn`'s game with the FEN of the position it was played in.
fn positions(pdn: &PdnGame) {
    let game = &pdn.game;
    for (i, text) in game.move_texts().iter().enumerate() {
        if let Some(pos) = game.position_before(i) {
            say!("\t{}\t{text}\t{}", i + 1, write_fen(game.variant(), pos));
        }
    }
}

/// `+3 (ply 145)`, or `none` for a side never ahead.
fn lead_text((lead, ply): (i32, usize)) -> String {
    if lead > 0 {
        format!("+{lead} (ply {ply})")
    } else {
        "none".into()
    }
}

fn summary(player: &str, tally: &Tally) {
    let games = tally.wins + tally.draws + tally.losses;
    say!(
        "{player}: {games} games, W {} D {} L {}",
        tally.wins,
        tally.draws,
        tally.losses
    );
    if games == 0 {
        return;
    }
    for (end, count) in &tally.ends {
        say!("  drawn or lost {count}: {end}");
    }
    let [fewer, level, more] = tally.draws_by_material;
    say!(
        "  draws ending with less material than the opponent {fewer}, level {level}, more {more} (a king counted as {KING_IN_MEN} men)"
    );
}

fn read(file: &PathBuf) -> Result<String, String> {
    if file.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(text);
    }
    std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))
}
