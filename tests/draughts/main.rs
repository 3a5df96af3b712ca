//! The draughts games: one module per rules text of `docs/rules/` (one test per rule, each from
//! a position in which that rule decides), house rules, perft against the reference figures of
//! `tests/data/perft/`, and properties of random play in every game.

#[path = "../common/mod.rs"]
mod common;

mod frisian;
mod house_rules;
mod international;
mod perft;
mod properties;
mod rules_8x8;
mod russian;
mod shared;
mod sixteen_soldiers;
mod turkish;
