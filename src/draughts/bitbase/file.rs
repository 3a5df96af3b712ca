//! A bitbase's file form ([`Bitbase::encode`], [`Bitbase::decode`]): the values alone, four to
//! a byte.

use super::cells::split;
use super::layout::Layout;
use super::{Bitbase, Material, Table};
use crate::draughts::rules::Variant;

impl Bitbase {
    /// The database as bytes: `DBB1`, the game's name (a length byte, then the name), the most
    /// pieces, the number of materials (u32), then per material its key (White's men and kings,
    /// Black's men and kings, a byte each), its count of numbers (u64) and its values, four to a
    /// byte (0 no position, 1 win, 2 loss, 3 draw), all little-endian.
    pub fn encode(&self) -> Vec<u8> {
        let name = self.variant.name().as_bytes();
        let mut out = b"DBB1".to_vec();
        out.push(name.len() as u8);
        out.extend_from_slice(name);
        out.push(self.pieces as u8);
        out.extend_from_slice(&(self.tables.len() as u32).to_le_bytes());
        for t in &self.tables {
            out.extend_from_slice(&t.material.key().to_le_bytes());
            out.extend_from_slice(&(t.cells.len() as u64).to_le_bytes());
            for four in t.cells.chunks(4) {
                out.push(
                    four.iter()
                        .enumerate()
                        .fold(0u8, |byte, (i, &c)| byte | (split(c).0 << (2 * i))),
                );
            }
        }
        out
    }

    /// A database written by [`Bitbase::encode`], checked for its shape (not its values: see
    /// [`Bitbase::verify`]).
    pub fn decode(bytes: &[u8]) -> Result<Bitbase, String> {
        let mut at = 0usize;
        let mut take = |n: usize, what: &str| -> Result<&[u8], String> {
            let part = bytes
                .get(at..at + n)
                .ok_or_else(|| format!("the bitbase ends before its {what}"))?;
            at += n;
            Ok(part)
        };
        if take(4, "header")? != b"DBB1" {
            return Err("not a bitbase (it does not start with DBB1)".into());
        }
        let len = take(1, "game name")?[0] as usize;
        let name = std::str::from_utf8(take(len, "game name")?)
            .map_err(|_| "the bitbase's game name is not text".to_string())?;
        let variant = Variant::parse(name).map_err(|e| e.to_string())?;
        let pieces = take(1, "piece count")?[0] as u32;
        let mut base = Bitbase::empty(variant, pieces)?;
        let count = u32::from_le_bytes(take(4, "material count")?.try_into().unwrap_or_default());
        for _ in 0..count {
            let key = u32::from_le_bytes(take(4, "material")?.try_into().unwrap_or_default());
            let material = Material::from_key(key);
            let n = u64::from_le_bytes(take(8, "size")?.try_into().unwrap_or_default()) as usize;
            let layout =
                crate::with_rules!(variant, r => Layout::new(r, material, &base.binomials));
            if n != layout.size() || material.pieces() > pieces {
                return Err(format!(
                    "{material}: {n} values where the layout has {}",
                    layout.size()
                ));
            }
            let packed = take(n.div_ceil(4), "values")?;
            let cells = (0..n)
                .map(|i| (packed[i / 4] >> (2 * (i % 4))) & 3)
                .collect();
            base.by_key.insert(key, base.tables.len());
            base.tables.push(Table {
                material,
                layout,
                cells,
                counted: false,
            });
        }
        if at != bytes.len() {
            return Err(format!(
                "{} bytes after the last material",
                bytes.len() - at
            ));
        }
        Ok(base)
    }
}
