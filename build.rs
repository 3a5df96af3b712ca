//! Lists the data files the wasm tests embed (`tests/data/perft/*.perft`, `www/positions/*.json`)
//! as a table of `(name, text)`, so that a new game's files are picked up without naming it in
//! any test.

use std::fmt::Write;
use std::path::Path;

fn table(out: &mut String, name: &str, dir: &Path, ext: &str) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == ext));
    files.sort();
    let _ = writeln!(
        out,
        "/// `(file stem, text)` of every `*.{ext}` in `{}`.",
        dir.display()
    );
    let _ = writeln!(out, "pub const {name}: &[(&str, &str)] = &[");
    for path in files {
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        let _ = writeln!(out, "    ({stem:?}, include_str!({:?})),", path.display());
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
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("data_files.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
