//! Whether a position read could arise in play: royal pieces present, the side not to move not
//! in check, no piece where it could never move again, not two one-per-file pieces on a file.

use super::*;

pub(super) fn check(g: &PieceRules, pos: &Position) -> Result<(), Refusal> {
    for side in 0..2u8 {
        let r = &g.sides[side as usize];
        if matches!(r.loses, Loses::Checkmate) && pos.royals[side as usize].is_empty() {
            let royal = &g.kinds[r.royal[0] as usize].name;
            return Err(about(
                g,
                side,
                ["engine.piece.no-royal.white", "engine.piece.no-royal.black"],
                format!("{} has no {royal} on the board", r.name),
                |w| w.with_piece("piece", royal),
            ));
        }
        for sq in pos.occ[side as usize].iter() {
            let k = kind_of(pos.board[sq as usize]);
            // A piece reaches a square where it could never move again only by promoting there,
            // in its zone; elsewhere the game's movement may leave it so (a man that leaps four
            // ranks, from three ranks before its edge), and the position is one play reaches.
            let must_promote =
                !g.kinds[k as usize].promotes.is_empty() && g.zones[side as usize].has(sq);
            if must_promote && g.dead[side as usize][k as usize].has(sq) {
                let kind = &g.kinds[k as usize].name;
                let square = g.square_name(sq);
                return Err(about(
                    g,
                    side,
                    [
                        "engine.piece.never-moves.white",
                        "engine.piece.never-moves.black",
                    ],
                    format!(
                        "the {} {kind} on {square} could never move from there",
                        r.name
                    ),
                    |w| w.with_piece("piece", kind).with("square", square),
                ));
            }
        }
        for (k, kind) in g.kinds.iter().enumerate() {
            if !kind.drop.one_per_file || may_double(g, side, k as u8) {
                continue;
            }
            let c = code(side, k as u8);
            let mut seen = [false; 12];
            for sq in pos.occ[side as usize]
                .iter()
                .filter(|&s| pos.board[s as usize] == c)
            {
                let f = g.file_of(sq) as usize;
                if seen[f] {
                    let square = g.square_name(sq);
                    return Err(about(
                        g,
                        side,
                        [
                            "engine.piece.two-on-file.white",
                            "engine.piece.two-on-file.black",
                        ],
                        format!("{} has two {}s on the file of {square}", r.name, kind.name),
                        |w| w.with_piece("piece", &kind.name).with("square", square),
                    ));
                }
                seen[f] = true;
            }
        }
    }
    let waiting = pos.side ^ 1;
    if g.sides[waiting as usize].checks() && in_check(g, pos, waiting) {
        return Err(about(
            g,
            waiting,
            ["engine.piece.in-check.white", "engine.piece.in-check.black"],
            format!(
                "{} is not to move but stands in check",
                g.sides[waiting as usize].name
            ),
            |w| w,
        ));
    }
    Ok(())
}

/// Whether play can bring a piece of kind `k` of `side` to a file that holds another of the
/// same (its drops cannot): its moves change files, it castles or is a castling partner, or
/// another piece promotes to it. Two on a file are then a position play reaches.
pub(super) fn may_double(g: &PieceRules, side: u8, k: u8) -> bool {
    g.atoms[side as usize][k as usize]
        .iter()
        .any(|a| g.vectors[a.dir as usize].0 != 0)
        || g.kinds[k as usize].castle.is_some()
        || g.kinds
            .iter()
            .any(|o| o.promotes.contains(&k) || o.castle.is_some_and(|(p, _)| p == k))
}
