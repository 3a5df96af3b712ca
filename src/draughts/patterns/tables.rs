//! The learned tables of a family ([`Patterns`]: for each window and configuration, the worth
//! in the middlegame and in the endgame) and their file form, the `.pat` files of
//! `src/draughts/weights/`.

use super::windows::{Shape, MAX_WINDOWS};
use crate::draughts::varint::{get_varint, put_varint, unzigzag, zigzag};

/// Learned tables of one window shape: for each window and configuration, the middlegame and
/// endgame worth in hundredths of a man.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tables {
    /// The shape of the windows.
    pub shape: Shape,
    /// Windows the tables cover.
    pub windows: usize,
    /// `entries[k * shape.configs() + config]`: `[middlegame, endgame]`.
    pub entries: Vec<[i16; 2]>,
}

impl Tables {
    /// All-zero tables for `windows` windows of `shape`.
    pub fn zero(shape: Shape, windows: usize) -> Tables {
        Tables {
            shape,
            windows,
            entries: vec![[0; 2]; windows * shape.configs()],
        }
    }

    /// The entry of configuration `config` of window `k`.
    #[inline(always)]
    pub fn entry(&self, k: usize, config: usize) -> [i16; 2] {
        self.entries[k * self.shape.configs() + config]
    }
}

/// The learned tables of one family: square windows, and on the diagonal boards tall windows
/// whose entries add to those of the square windows inside them (each square window lies in one
/// tall window, the first that holds it), so a configuration seen too seldom for its own worth
/// keeps that of its parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Patterns {
    /// The square windows' tables.
    pub square: Tables,
    /// The tall windows' tables, added to the square ones.
    pub tall: Option<Tables>,
}

impl Patterns {
    /// Square windows alone.
    pub fn square(square: Tables) -> Patterns {
        Patterns { square, tall: None }
    }
}

/// The largest entry a table may hold, in either sign: the net table's entries, differences of
/// two, then always fit 16 bits.
pub const MAX_ENTRY: i16 = i16::MAX / 2;

const MAGIC: &[u8; 4] = b"DPAT";
/// The file version written: 2 holds one or more shapes' tables; version 1 square windows alone.
const VERSION: u8 = 2;

/// The file form of `p`: `DPAT`, a version byte, then the square tables and the tall ones if
/// any, each as the rows of its windows (4 square, 6 tall), its window count, the length in
/// bytes of its entries (a varint), then the entries in order (window, configuration, middlegame
/// before endgame) as pairs of varints: the zeros skipped, then a non-zero value zigzag-coded,
/// trailing zeros left out.
pub fn encode(p: &Patterns) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.push(VERSION);
    for t in std::iter::once(&p.square).chain(&p.tall) {
        out.extend([t.shape.rows() as u8, t.windows as u8]);
        let data = encode_entries(t);
        put_varint(&mut out, data.len() as u64);
        out.extend(data);
    }
    out
}

fn encode_entries(t: &Tables) -> Vec<u8> {
    let mut out = Vec::new();
    let mut zeros = 0u64;
    for v in t.entries.iter().flatten() {
        if *v == 0 {
            zeros += 1;
            continue;
        }
        put_varint(&mut out, zeros);
        put_varint(&mut out, zigzag(*v as i64));
        zeros = 0;
    }
    out
}

/// The tables in `bytes` (see [`encode`]; a version 1 file is the square windows' count and
/// entries alone), or what is wrong with them.
pub fn decode(bytes: &[u8]) -> Result<Patterns, String> {
    let rest = bytes
        .strip_prefix(MAGIC.as_slice())
        .ok_or("not a pattern file (no DPAT)")?;
    match rest {
        [1, windows, data @ ..] => Ok(Patterns::square(decode_entries(
            Shape::Square,
            *windows,
            data,
        )?)),
        [2, data @ ..] => {
            let mut sections = Vec::new();
            let mut i = 0;
            while i < data.len() {
                let (Some(&rows), Some(&windows)) = (data.get(i), data.get(i + 1)) else {
                    return Err("pattern file cut short in a header".into());
                };
                i += 2;
                let shape = Shape::of_rows(rows)
                    .ok_or_else(|| format!("windows of {rows} rows, expected 4 or 6"))?;
                let len = usize::try_from(get_varint(data, &mut i)?)
                    .ok()
                    .filter(|&n| n <= data.len() - i)
                    .ok_or("pattern file cut short in its entries")?;
                sections.push(decode_entries(shape, windows, &data[i..i + len])?);
                i += len;
            }
            let mut sections = sections.into_iter();
            let square = sections
                .next()
                .filter(|t| t.shape == Shape::Square)
                .ok_or("pattern file without its square windows first")?;
            let tall = sections.next();
            if tall.as_ref().is_some_and(|t| t.shape != Shape::Tall) || sections.next().is_some() {
                return Err("pattern file with more than square and tall windows".into());
            }
            Ok(Patterns { square, tall })
        }
        [1, ..] | [] => Err("pattern file cut short in its header".into()),
        [version, ..] => Err(format!(
            "pattern file version {version}, expected 1 or {VERSION}"
        )),
    }
}

/// The entries of `windows` windows of `shape` in `data`.
fn decode_entries(shape: Shape, windows: u8, data: &[u8]) -> Result<Tables, String> {
    let windows = windows as usize;
    if windows > MAX_WINDOWS {
        return Err(format!("{windows} windows, at most {MAX_WINDOWS}"));
    }
    let mut t = Tables::zero(shape, windows);
    let total = t.entries.len() * 2;
    let (mut at, mut i) = (0usize, 0usize);
    while i < data.len() {
        let zeros = get_varint(data, &mut i)?;
        let value = unzigzag(get_varint(data, &mut i)?);
        at = at
            .checked_add(usize::try_from(zeros).map_err(|_| "run too long")?)
            .filter(|&a| a < total)
            .ok_or("pattern file runs past its tables")?;
        let v = i16::try_from(value)
            .ok()
            .filter(|v| v.unsigned_abs() <= MAX_ENTRY as u16)
            .ok_or_else(|| format!("entry {at} is {value}, beyond ±{MAX_ENTRY}"))?;
        t.entries[at / 2][at % 2] = v;
        at += 1;
    }
    Ok(t)
}
