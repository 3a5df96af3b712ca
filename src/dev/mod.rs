//! Development tools that are no part of the game: fitting the evaluation to games. Native only.

pub mod tuning;
