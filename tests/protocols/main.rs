//! The engine's faces to other programs: the `dama` command line, the Hub protocol and matches
//! (draughts), UCI and USI (piece games).

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod hub;
mod hub_driver;
mod logged;
mod matches;
mod settings;
mod uci;
