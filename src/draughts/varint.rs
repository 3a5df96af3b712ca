//! The numbers of Dama's compact files (pattern tables, opening books): unsigned varints of
//! seven bits a byte, and signed numbers zigzag-coded into unsigned ones.

/// Appends `x` as a varint: seven bits a byte, the lowest first, the high bit set on every byte
/// but the last.
pub(super) fn put_varint(out: &mut Vec<u8>, mut x: u64) {
    while x >= 0x80 {
        out.push(x as u8 | 0x80);
        x >>= 7;
    }
    out.push(x as u8);
}

/// The varint at `*i` in `data`, with `*i` moved past it.
pub(super) fn get_varint(data: &[u8], i: &mut usize) -> Result<u64, String> {
    let mut x = 0u64;
    for shift in (0..64).step_by(7) {
        let b = *data.get(*i).ok_or("file cut short in a number")?;
        *i += 1;
        x |= ((b & 0x7f) as u64) << shift;
        if b & 0x80 == 0 {
            return Ok(x);
        }
    }
    Err("a number of over 64 bits".into())
}

/// `v` as an unsigned number, small for small magnitudes: 0, −1, 1, −2 become 0, 1, 2, 3.
pub(super) fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

/// The signed number whose [`zigzag`] code is `u`.
pub(super) fn unzigzag(u: u64) -> i64 {
    (u >> 1) as i64 ^ -((u & 1) as i64)
}
