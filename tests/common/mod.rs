//! Helpers shared by the test binaries, in one place: each binary includes this module
//! (`#[path = "../common/mod.rs"] mod common;`) and uses the parts it needs.
#![allow(dead_code)]

pub mod draughts;
pub mod io;
pub mod mangled;
pub mod piece;
pub mod search;

use proptest::test_runner::{Config, FileFailurePersistence};

/// `config` with the failures proptest finds kept beside the test's file
/// (`NAME.proptest-regressions`, replayed first on every run), as for a file directly in
/// `tests/`; for a module of a test binary with a `main.rs`, proptest's default would be
/// `tests/proptest-regressions/NAME.txt`.
pub fn regressions_beside_the_test(config: Config) -> Config {
    Config {
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..config
    }
}
