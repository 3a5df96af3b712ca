//! A position's cell in a bitbase table: one byte for its value and, when won or lost, its
//! plies. The four plain codes are also the file's values: a win or a loss there has no plies
//! counted.

use crate::draughts::outcome::GameResult;
use crate::draughts::position::Position;

/// A number with no position (two pieces on one square).
pub(super) const INVALID: u8 = 0;
/// Won for the side to move.
pub(super) const WIN: u8 = 1;
/// Lost for the side to move.
pub(super) const LOSS: u8 = 2;
/// Drawn.
pub(super) const DRAW: u8 = 3;
/// A win in `p` plies, `p` below [`COUNTED`]: `WIN_IN + p`.
const WIN_IN: u8 = 4;
/// A loss in `p` plies, `p` below [`COUNTED`]: `LOSS_IN + p`.
const LOSS_IN: u8 = WIN_IN + COUNTED;
/// Not settled yet (while a material is being solved).
pub(super) const UNKNOWN: u8 = LOSS_IN + COUNTED;
/// The plies a cell holds are fewer than this; a win or loss that takes more is a plain one.
const COUNTED: u8 = 125;

/// The plies of a position whose win or loss is not known, or too far to count.
pub(super) const FAR: u8 = 255;

/// The cell of a position of value `code` in `plies` plies ([`FAR`]: not known).
pub(super) fn cell(code: u8, plies: u8) -> u8 {
    match code {
        WIN if plies < COUNTED => WIN_IN + plies,
        LOSS if plies < COUNTED => LOSS_IN + plies,
        _ => code,
    }
}

/// A cell's value code and plies ([`FAR`] when not counted).
#[inline]
pub(super) fn split(cell: u8) -> (u8, u8) {
    SPLITS[cell as usize]
}

/// [`split`] of every byte, looked up rather than branched on in the solver's inner loop.
const SPLITS: [(u8, u8); 256] = {
    let mut t = [(INVALID, FAR); 256];
    let mut c = 0;
    while c < 256 {
        let cell = c as u8;
        t[c] = if cell < WIN_IN || cell >= UNKNOWN {
            (cell, FAR)
        } else if cell < LOSS_IN {
            (WIN, cell - WIN_IN)
        } else {
            (LOSS, cell - LOSS_IN)
        };
        c += 1;
    }
    t
};

/// The value code of a position the rules end (`None` while it goes on).
pub(super) fn terminal_code(result: GameResult, pos: &Position) -> Option<u8> {
    match result {
        GameResult::Ongoing => None,
        GameResult::Win { winner, .. } if winner == pos.side() => Some(WIN),
        GameResult::Win { .. } => Some(LOSS),
        GameResult::Draw { .. } => Some(DRAW),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_holds_a_value_with_its_plies_below_counted() {
        for code in [WIN, LOSS] {
            for p in 0..COUNTED {
                assert_eq!(split(cell(code, p)), (code, p));
            }
            for p in [COUNTED, FAR - 1, FAR] {
                assert_eq!(split(cell(code, p)), (code, FAR));
            }
        }
        for code in [INVALID, DRAW, UNKNOWN] {
            assert_eq!(split(cell(code, FAR)), (code, FAR));
        }
    }
}
