//! The bot's data files, by name: each family's learned pattern tables (`FAMILY.pat`, from
//! `src/draughts/weights/`) and each game's opening book (`GAME.book`, from
//! `src/draughts/books/`).
//!
//! The native build carries them inside (the command line, the tests and the matches read them
//! from there). The wasm build leaves them out, so that the page's first load stays small: the
//! page asks which files a game wants ([`files_for`]), fetches them (the build copies them to
//! `dist/data/`) and gives them to the engine ([`load`]) before the first search of that game.
//! A game searched without them plays with its hand-written evaluation and no book.

use std::fmt;

use super::rules::Variant;
use super::weights::Family;
use super::{book, patterns};

/// Why a data file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataError {
    /// The file's name, as given.
    pub file: String,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "data file `{}`: {}", self.file, self.reason)
    }
}

impl std::error::Error for DataError {}

/// The name of a family's pattern file.
pub fn patterns_file(family: Family) -> String {
    format!("{}.pat", family.name())
}

/// The name of a game's book file.
pub fn book_file(variant: Variant) -> String {
    format!("{}.book", variant.name())
}

/// The data files the bot of `variant` plays with: its family's pattern tables and its book,
/// where it has them (house rules: their family's tables; no book).
pub fn files_for(variant: Variant) -> Vec<String> {
    let family = Family::of(variant);
    let mut files = Vec::new();
    if patterns::WITH_FILE.contains(&family) {
        files.push(patterns_file(family));
    }
    if book::WITH_FILE.contains(&variant) {
        files.push(book_file(variant));
    }
    files
}

/// Every data file there is.
pub fn all_files() -> Vec<String> {
    let tables = patterns::WITH_FILE.iter().map(|&f| patterns_file(f));
    let books = book::WITH_FILE.iter().map(|&v| book_file(v));
    tables.chain(books).collect()
}

/// Whether the engine has the data file `name` (always, natively, for a file that exists).
pub fn has(name: &str) -> bool {
    match parse(name) {
        Ok(File::Patterns(family)) => patterns::shipped(family).is_some(),
        Ok(File::Book(variant)) => book::shipped(variant).is_some(),
        Err(_) => false,
    }
}

/// Gives the engine the data file `name` (as [`files_for`] names it) with its contents `bytes`.
/// A file already there is kept (loading it again is harmless); a name that is no data file, or
/// contents that are not that file (cut short, of another family or game), are refused with
/// what is wrong, and the engine goes on without it.
pub fn load(name: &str, bytes: &[u8]) -> Result<(), DataError> {
    let refused = |reason: String| DataError {
        file: name.to_string(),
        reason,
    };
    match parse(name).map_err(refused)? {
        File::Patterns(family) => patterns::load(family, bytes),
        File::Book(variant) => book::load(variant, bytes),
    }
    .map_err(refused)
}

/// A data file, by what it is for.
enum File {
    Patterns(Family),
    Book(Variant),
}

fn parse(name: &str) -> Result<File, String> {
    let unknown = || format!("no such data file; known: {}", all_files().join(", "));
    match name.rsplit_once('.') {
        Some((stem, "pat")) => Family::from_name(stem)
            .filter(|f| patterns::WITH_FILE.contains(f))
            .map(File::Patterns)
            .ok_or_else(unknown),
        Some((stem, "book")) => Variant::from_name(stem)
            .filter(|v| book::WITH_FILE.contains(v) && v.name() == stem)
            .map(File::Book)
            .ok_or_else(unknown),
        _ => Err(unknown()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_of_a_game_are_its_familys_tables_and_its_book() {
        assert_eq!(
            files_for(Variant::International),
            ["flying10.pat", "international.book"]
        );
        assert_eq!(files_for(Variant::Brazilian), ["flying8.pat"]);
        assert_eq!(files_for(Variant::Frisian), ["frisian.pat"]);
        assert!(files_for(Variant::parse("sixteen-soldiers").unwrap()).is_empty());
        let house = Variant::parse("house:board=8 kings=flying").unwrap();
        assert_eq!(files_for(house), [patterns_file(Family::of(house))]);
    }

    /// The lists name exactly the files the native build carries.
    #[test]
    fn every_file_listed_is_built_in_and_no_other() {
        for family in Family::ALL {
            assert_eq!(
                patterns::file_of(family).is_some(),
                patterns::WITH_FILE.contains(&family),
                "{family:?}"
            );
        }
        for variant in Variant::ALL {
            assert_eq!(
                book::file_of(variant).is_some(),
                book::WITH_FILE.contains(&variant),
                "{variant:?}"
            );
        }
        assert!(all_files().iter().all(|f| has(f)));
    }

    #[test]
    fn a_built_in_file_loads_again_and_changes_nothing() {
        let before = patterns::shipped(Family::Flying8).cloned();
        let bytes = patterns::file_of(Family::Flying8).unwrap();
        load("flying8.pat", bytes).unwrap();
        assert_eq!(patterns::shipped(Family::Flying8).cloned(), before);
        load("russian.book", book::file_of(Variant::Russian).unwrap()).unwrap();
    }

    #[test]
    fn bad_names_and_bad_bytes_are_refused_with_the_reason() {
        let why = |name: &str, bytes: &[u8]| load(name, bytes).unwrap_err().to_string();
        assert!(why("flying10.txt", b"").contains("no such data file; known: flying10.pat"));
        assert!(why("soldiers.pat", b"").contains("no such data file"));
        assert!(why("frisian.book", b"").contains("no such data file"));
        assert!(why("flying10.pat", b"").contains("not a pattern file"));
        assert!(why("flying10.pat", b"DPAT\x02\x04").contains("cut short"));
        // Another family's tables: the windows of another board.
        let turkish = patterns::file_of(Family::Turkish).unwrap();
        assert_eq!(
            why("flying10.pat", turkish),
            "data file `flying10.pat`: tables of 12 square windows for a board of 16"
        );
        // Another game's book.
        let czech = book::file_of(Variant::Czech).unwrap();
        assert_eq!(
            why("russian.book", czech),
            "data file `russian.book`: a book of czech, not of russian"
        );
        let international = book::file_of(Variant::International).unwrap();
        assert!(why("english.book", &international[..100]).contains("english.book"));
        assert!(why("english.book", b"DBK1").starts_with("data file `english.book`: "));
    }

    /// Whatever the bytes, loading answers (no panic): every prefix of real files, and each
    /// file with bytes flipped. (The built-in files are read first, so a damaged file that still
    /// reads is not kept.)
    #[test]
    fn loading_never_panics() {
        assert!(patterns::shipped(Family::Short8).is_some());
        assert!(book::shipped(Variant::Czech).is_some());
        for (name, bytes) in [
            ("short8.pat", patterns::file_of(Family::Short8).unwrap()),
            ("czech.book", book::file_of(Variant::Czech).unwrap()),
        ] {
            for n in (0..bytes.len()).step_by(97) {
                let _ = load(name, &bytes[..n]);
            }
            let mut rng = crate::common::rng::Rng::new(7);
            for _ in 0..200 {
                let mut b = bytes.to_vec();
                for _ in 0..4 {
                    let i = rng.next_u64() as usize % b.len();
                    b[i] ^= 1 << (rng.next_u64() % 8);
                }
                let _ = load(name, &b);
            }
        }
    }
}
