//! The fitted weights printed as Rust: the constant of the family's default weights in
//! `src/draughts/weights.rs`, with a doc comment naming the command, the games and the losses.

use std::fmt::Write as _;
use std::path::Path;

use super::corpus::Corpus;
use super::fit::Report;
use crate::draughts::weights::{Family, Feature};

/// The fitted weights as the Rust source of the family's default in `src/draughts/weights.rs`,
/// with a comment naming `command`, the games folder `dir`, the corpus and the losses.
pub fn rust_source(report: &Report, corpus: &Corpus, command: &str, dir: &Path) -> String {
    let mut s = String::new();
    let sources: Vec<String> = corpus
        .sources
        .iter()
        .map(|(v, games, positions)| format!("{v} {games} games, {positions} positions"))
        .collect();
    let text = format!(
        "{} Fitted by `{command}` on {} ({}; {} positions fitted, {} held out), \
         K = {:.5}. Loss (mean squared error of the result), fitted / held out: material \
         {:.5} / {:.5}, tuned {:.5} / {:.5}.",
        family_title(report.family),
        dir.display(),
        sources.join(", "),
        report.positions.0,
        report.positions.1,
        report.k,
        report.material.train,
        report.material.test,
        report.after.train,
        report.after.test
    );
    let mut line = String::from("///");
    for word in text.split(' ') {
        if line.len() + 1 + word.len() > 100 {
            let _ = writeln!(s, "{line}");
            line = String::from("///");
        }
        line.push(' ');
        line.push_str(word);
    }
    let _ = writeln!(s, "{line}");
    let _ = writeln!(
        s,
        "pub const {}: Weights = Weights([",
        report.family.const_name()
    );
    for f in Feature::ALL {
        let value = format!("{},", report.weights.get(f));
        let _ = writeln!(s, "    {value:<5}// {}", f.name());
    }
    let _ = writeln!(s, "]);");
    s
}

fn family_title(family: Family) -> &'static str {
    match family {
        Family::Flying10 => "Weights for flying-king games on 10x10 (International).",
        Family::Flying8 => {
            "Weights for flying-king games on 8x8 (Russian, Brazilian, Czech, Pool)."
        }
        Family::Short8 => "Weights for short-king games (English, Italian).",
        Family::Frisian => "Weights for Frisian and Frysk!.",
        Family::Turkish => "Weights for Turkish draughts.",
        Family::Soldiers => "Weights for Sixteen Soldiers.",
        Family::Losing10 => "Weights for losing games (Antidraughts), fitted to their goal.",
        Family::Race10 => {
            "Weights for races to the first king (Breakthrough), fitted beside the race itself."
        }
    }
}
