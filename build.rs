//! Lists the data files the wasm tests embed (`tests/data/perft/*.perft`, `www/positions/*.json`)
//! as a table of `(name, text)`, so that a new game's files are picked up without naming it in
//! any test; and the bot's data files (`src/draughts/weights/*.pat`, `src/draughts/books/*.book`),
//! which the wasm build leaves out, as a table of `(file name, bytes)` the wasm tests give it.

use std::fmt::Write;
use std::path::Path;

fn table(out: &mut String, name: &str, dir: &Path, ext: &str) {
    listing(out, name, dir, ext, false);
}

/// `(file stem, text)`, or with `bytes` `(file name, bytes)`, of every `*.{ext}` in `dir`.
fn listing(out: &mut String, name: &str, dir: &Path, ext: &str, bytes: bool) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == ext));
    files.sort();
    let (what, kind, include) = if bytes {
        ("file name, bytes", "&[u8]", "include_bytes")
    } else {
        ("file stem, text", "&str", "include_str")
    };
    let _ = writeln!(
        out,
        "/// `({what})` of every `*.{ext}` in `{}`.",
        dir.display()
    );
    let _ = writeln!(out, "pub const {name}: &[(&str, {kind})] = &[");
    for path in files {
        let key = if bytes {
            path.file_name()
        } else {
            path.file_stem()
        };
        let key = key.and_then(|s| s.to_str()).unwrap_or_default();
        let _ = writeln!(out, "    ({key:?}, {include}!({:?})),", path.display());
    }
    let _ = writeln!(out, "];");
}

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&root);
    let mut out = String::new();
    table(
        &mut out,
        "PERFT_FILES",
        &root.join("tests/data/perft"),
        "perft",
    );
    table(
        &mut out,
        "POSITION_FILES",
        &root.join("www/positions"),
        "json",
    );
    listing(
        &mut out,
        "PATTERN_FILES",
        &root.join("src/draughts/weights"),
        "pat",
        true,
    );
    listing(
        &mut out,
        "BOOK_FILES",
        &root.join("src/draughts/books"),
        "book",
        true,
    );
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("data_files.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
