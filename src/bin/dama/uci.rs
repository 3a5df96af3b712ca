//! `dama uci` and `dama usi`: Dama as a chess or shogi engine speaking UCI or USI on stdin and
//! stdout.

use dama::protocols::uci::{run, Flavour};

/// Runs `dama uci` (`Flavour::Uci`) or `dama usi`.
pub fn run_as(flavour: Flavour) {
    run(flavour, std::io::stdin().lock(), std::io::stdout());
}
