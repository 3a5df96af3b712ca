//! Pattern evaluation, in the manner of Scan: the board is covered by overlapping windows,
//! every window's men are read as a number in base 3 (empty, own man, opponent man), and a
//! learned table gives the worth of each configuration, once for the middlegame and once for the
//! endgame, blended by the men and kings left. Kings are not part of a pattern: the linear
//! features count them.
//!
//! Windows come in two [`Shape`]s. Square windows hold eight points: 4x4 squares of a diagonal
//! board (its dark ones), 4 rows of 2 squares on Turkish's board, where every square is a point,
//! 4 rows of 2 neighbouring points on Sixteen Soldiers' board of 37 points, listed by hand; 6,561
//! configurations each. Tall windows, Scan 3's, hold twelve: 6x4 squares of a diagonal board,
//! 531,441 configurations each, 8 windows on 10x10 (rows 1–6 and 5–10) and 6 on 8x8.
//!
//! Each side reads the windows in its own frame (the board turned half a turn for Black), so one
//! table serves both colours and the score is antisymmetric: the side to move's sum minus the
//! opponent's. A diagonal board has no left–right symmetry (mirroring moves dark squares onto
//! light ones), so every window position has a table of its own: with square windows 16 on
//! 10x10, 9 on 8x8, and 12 on Turkish's board and on Sixteen Soldiers' 37 points, as they are
//! made the same way. The board of 49 points has no windows.
//!
//! The search reads a [`Net`] made from the tables once: per window, White's worth of a
//! configuration minus Black's worth of the same squares, so a position costs one lookup per
//! window.
//!
//! The tables are fitted by `dama tune --patterns` (`src/dev/tuning/`) and stored in
//! `src/draughts/weights/` in a small run-length format ([`tables::encode`]); a family without a
//! file plays with the linear features alone. The native build carries the files inside; the
//! wasm build leaves them out (the page's first load stays small) and is given a family's file
//! at run time ([`load`], through [`crate::draughts::data`]) before its first search: until
//! then the family plays with the linear features alone.
//!
//! Here: the [`Net`], a position's pattern score and each family's shipped tables; [`windows`]
//! places the windows on each board and reads their configurations, [`tables`] holds the learned
//! tables and their file form.

pub mod tables;
pub mod windows;

use std::sync::OnceLock;

use crate::draughts::position::{Color, Position};
use crate::draughts::rules::Rules;
use crate::draughts::weights::Family;
use tables::{decode, Patterns, Tables};
use windows::{config, phase, windows_of, Shape, Windows, MAX_WINDOW_SQUARES};

/// The square windows inside each tall window of a board: for tall window `k`, each square
/// window it holds (and no earlier tall window does) with the places of its points among the
/// tall window's points, lowest first.
fn square_parts(square: &Windows, tall: &Windows) -> Vec<Vec<(usize, Vec<usize>)>> {
    let mut taken = vec![false; square.count];
    (0..tall.count)
        .map(|k| {
            let mut parts = Vec::new();
            for (j, done) in taken.iter_mut().enumerate() {
                let inner = square.masks[j];
                if *done || inner & !tall.masks[k] != 0 {
                    continue;
                }
                *done = true;
                let places = (0..64)
                    .filter(|b| tall.masks[k] >> b & 1 == 1)
                    .enumerate()
                    .filter(|&(_, b)| inner >> b & 1 == 1)
                    .map(|(i, _)| i)
                    .collect();
                parts.push((j, places));
            }
            parts
        })
        .collect()
}

/// Tables ready for the search: the score of a position is `Σ_k net[k][c_k]` over White's
/// configurations `c_k` alone, each entry holding White's worth of a configuration minus Black's
/// worth of the same squares, which Black reads in window `count − 1 − k` of its own frame with
/// the squares in reverse order and the colours swapped. With tall windows, the square windows
/// inside each are folded into its entries: one lookup a tall window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Net {
    shape: Shape,
    windows: usize,
    entries: Vec<[i16; 2]>,
}

impl Net {
    /// The net tables of `p` for the board of `R`.
    pub fn new<R: Rules>(p: &Patterns) -> Net {
        let square = net_entries(&p.square);
        let Some(tall) = &p.tall else {
            return Net {
                shape: p.square.shape,
                windows: p.square.windows,
                entries: square,
            };
        };
        let mut entries = net_entries(tall);
        let parts = square_parts(windows_of::<R>(Shape::Square), windows_of::<R>(Shape::Tall));
        let (configs, small) = (Shape::Tall.configs(), Shape::Square.configs());
        let mut digits = [0usize; MAX_WINDOW_SQUARES];
        for c in 0..configs {
            let mut x = c;
            for d in &mut digits {
                *d = x % 3;
                x /= 3;
            }
            for (k, parts) in parts.iter().enumerate().take(tall.windows) {
                let e = &mut entries[k * configs + c];
                for (j, places) in parts {
                    let sub = places.iter().rev().fold(0, |acc, &i| acc * 3 + digits[i]);
                    let add = square[j * small + sub];
                    *e = [0, 1].map(|i| e[i].saturating_add(add[i]));
                }
            }
        }
        Net {
            shape: Shape::Tall,
            windows: tall.windows,
            entries,
        }
    }

    /// The shape of the windows the net reads.
    pub fn shape(&self) -> Shape {
        self.shape
    }
}

/// The net entries of one shape's tables: each White's worth less Black's.
fn net_entries(t: &Tables) -> Vec<[i16; 2]> {
    let configs = t.shape.configs();
    let flip = flipped_configs(t.shape);
    let mut entries = vec![[0i16; 2]; t.entries.len()];
    for k in 0..t.windows {
        let turned = t.windows - 1 - k;
        for c in 0..configs {
            let own = t.entries[k * configs + c];
            let theirs = t.entries[turned * configs + flip[c] as usize];
            // Saturating: files and the tuner keep entries within ±MAX_ENTRY, where the
            // difference always fits, but tables made in memory need not.
            entries[k * configs + c] = [0, 1].map(|i| own[i].saturating_sub(theirs[i]));
        }
    }
    entries
}

/// Each configuration of `shape` read from the other side: the digits in reverse order, 1 and 2
/// swapped.
fn flipped_configs(shape: Shape) -> Vec<u32> {
    (0..shape.configs())
        .map(|c| {
            let (mut x, mut out) = (c, 0);
            for _ in 0..shape.squares() {
                out = out * 3 + [0, 2, 1][x % 3];
                x /= 3;
            }
            out as u32
        })
        .collect()
}

/// The pattern score of `pos` with `net`, from the side to move's view.
#[inline]
pub fn score<R: Rules>(_rules: R, pos: &Position, net: &Net) -> i32 {
    let win = windows_of::<R>(net.shape);
    let configs = net.shape.configs();
    let (w, b) = (pos.men(Color::White).bits(), pos.men(Color::Black).bits());
    let (mut mg, mut eg) = (0i32, 0i32);
    for k in 0..win.count.min(net.windows) {
        let e = net.entries[k * configs + config(w, b, win, k)];
        mg += e[0] as i32;
        eg += e[1] as i32;
    }
    let s = blend(mg, eg, phase(pos, win), win.full);
    match pos.side() {
        Color::White => s,
        Color::Black => -s,
    }
}

/// The middlegame and endgame sums blended by the pieces on the board.
#[inline(always)]
pub fn blend(mg: i32, eg: i32, phase: u32, full: u32) -> i32 {
    let (p, n) = (phase as i32, full.max(1) as i32);
    (mg * p + eg * (n - p)) / n
}

/// The net tables of a family, if it has learned ones (made once, for the family's board, from
/// its tables once they are there: in the wasm build, not before they are [`load`]ed).
#[inline]
pub fn net_for(family: Family) -> Option<&'static Net> {
    static NETS: [OnceLock<Option<Net>>; Family::ALL.len()] =
        [const { OnceLock::new() }; Family::ALL.len()];
    let cell = &NETS[family as usize];
    if let Some(net) = cell.get() {
        return net.as_ref();
    }
    let Some(p) = shipped(family) else {
        // A family with no file never has tables; the others may yet be loaded.
        if !WITH_FILE.contains(&family) {
            let _ = cell.set(None);
        }
        return None;
    };
    cell.get_or_init(|| {
        let variant = *family.variants().first()?;
        Some(crate::with_rules!(variant, r => net_of(r, p)))
    })
    .as_ref()
}

/// [`Net::new`] for the board of `rules`.
pub fn net_of<R: Rules>(_rules: R, p: &Patterns) -> Net {
    Net::new::<R>(p)
}

/// The families that have a pattern file (`src/draughts/weights/FAMILY.pat`, fitted by
/// `dama tune`); the others play with the linear features alone.
pub const WITH_FILE: [Family; 7] = [
    Family::Flying10,
    Family::Flying8,
    Family::Short8,
    Family::Frisian,
    Family::Losing10,
    Family::Race10,
    Family::Turkish,
];

/// Each family's tables, once read: from the file built into the native build, or as given to
/// [`load`].
static TABLES: [OnceLock<Patterns>; Family::ALL.len()] =
    [const { OnceLock::new() }; Family::ALL.len()];

/// The tables shipped for a family, if it has a file: natively read once from the build; in the
/// wasm build, which leaves the files out, once they are [`load`]ed (none before).
pub fn shipped(family: Family) -> Option<&'static Patterns> {
    let cell = &TABLES[family as usize];
    #[cfg(not(target_arch = "wasm32"))]
    if cell.get().is_none() {
        if let Some(p) = file_of(family).and_then(|bytes| decode(bytes).ok()) {
            let _ = cell.set(p);
        }
    }
    cell.get()
}

/// Gives the engine the tables of `family` (the bytes of its pattern file): checked to be a
/// pattern file whose windows are those of the family's board, else an error saying what is
/// wrong. Tables already there (loaded before, or built in) are kept: the first win.
pub fn load(family: Family, bytes: &[u8]) -> Result<(), String> {
    if !WITH_FILE.contains(&family) {
        return Err(format!("the {} family has no pattern file", family.name()));
    }
    let p = decode(bytes)?;
    let variant = *family
        .variants()
        .first()
        .ok_or_else(|| format!("the {} family has no game", family.name()))?;
    crate::with_rules!(variant, r => fits(r, &p))?;
    let _ = TABLES[family as usize].set(p);
    Ok(())
}

/// Whether tables `p` have the windows of the board of `rules`: as many square windows, and as
/// many tall ones if they have tall windows at all.
fn fits<R: Rules>(_rules: R, p: &Patterns) -> Result<(), String> {
    let (square, tall) = (
        windows_of::<R>(Shape::Square).count,
        windows_of::<R>(Shape::Tall).count,
    );
    if p.square.windows != square {
        return Err(format!(
            "tables of {} square windows for a board of {square}",
            p.square.windows
        ));
    }
    match &p.tall {
        Some(t) if t.windows != tall => Err(format!(
            "tables of {} tall windows for a board of {tall}",
            t.windows
        )),
        _ => Ok(()),
    }
}

/// The pattern file of a family: `src/draughts/weights/FAMILY.pat`, fitted by `dama tune`. Native
/// builds only: the wasm build leaves the files out ([`load`]).
#[cfg(not(target_arch = "wasm32"))]
pub fn file_of(family: Family) -> Option<&'static [u8]> {
    match family {
        Family::Flying10 => Some(include_bytes!("../weights/flying10.pat")),
        Family::Flying8 => Some(include_bytes!("../weights/flying8.pat")),
        Family::Short8 => Some(include_bytes!("../weights/short8.pat")),
        Family::Frisian => Some(include_bytes!("../weights/frisian.pat")),
        Family::Losing10 => Some(include_bytes!("../weights/losing10.pat")),
        Family::Race10 => Some(include_bytes!("../weights/race10.pat")),
        Family::Turkish => Some(include_bytes!("../weights/turkish.pat")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every family with a file is listed as having one, and its file fits its board.
    #[test]
    fn the_files_are_the_listed_ones_and_fit_their_boards() {
        for family in Family::ALL {
            let file = file_of(family);
            assert_eq!(file.is_some(), WITH_FILE.contains(&family), "{family:?}");
            if let Some(bytes) = file {
                let p = decode(bytes).unwrap();
                let variant = family.variants()[0];
                crate::with_rules!(variant, r => fits(r, &p)).unwrap();
            }
        }
    }

    /// Tables made in memory may hold entries beyond the files' bound: their differences stop at
    /// the ends of the range instead of wrapping round to the other sign.
    #[test]
    fn extreme_entries_saturate_in_the_net() {
        let flip = flipped_configs(Shape::Square);
        let c = (0..Shape::Square.configs())
            .find(|&c| flip[c] as usize != c)
            .unwrap();
        let mut t = Tables::zero(Shape::Square, 1);
        t.entries[c] = [i16::MAX, i16::MIN];
        t.entries[flip[c] as usize] = [i16::MIN, i16::MAX];
        let net = net_entries(&t);
        assert_eq!(net[c], [i16::MAX, i16::MIN]);
        assert_eq!(net[flip[c] as usize], [i16::MIN, i16::MAX]);
    }
}
