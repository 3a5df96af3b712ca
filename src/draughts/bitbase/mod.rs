//! Endgame databases ("bitbases"): the exact value — win, draw or loss for the side to move — of
//! every position with few pieces, under the game's rules of play (captures, precedence,
//! promotion, what wins), with every line allowed to go on for ever: the move limits of the draw
//! rules are not part of a value, so a win here is a win the rules may still call a draw if it
//! takes too long.
//!
//! Generation works by material (how many men and kings each side has), the smallest first: a
//! capture or a promotion leads into a material already solved. Within one material the values
//! flow back from the settled positions (retrograde analysis: each position's moves generated
//! once, then the quiet moves into each settled position played backwards): a position is won when a move leads to a position lost for the opponent, lost when
//! every move leads to one won for the opponent (or the rules end it so), and whatever never
//! settles is a draw. [`Bitbase::verify`] checks every value against its children afterwards.
//!
//! Here: the values, the materials, the solved tables and probing them; `layout.rs` numbers a
//! material's positions, `cells.rs` packs a value and its plies into a byte, `solve.rs` solves a
//! material (`unmoves.rs` plays quiet moves backwards for it), `verify.rs` checks a bitbase and
//! `file.rs` writes and reads one.

use std::collections::HashMap;
use std::fmt;

use crate::draughts::board::{SquareSet, Topology};
use crate::draughts::movegen;
use crate::draughts::moves::MoveList;
use crate::draughts::outcome::position_result;
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{Rules, Variant};

mod cells;
mod file;
mod layout;
mod solve;
mod unmoves;
mod verify;

use cells::{split, terminal_code, DRAW, FAR, LOSS, UNKNOWN, WIN};
use layout::{Binomials, Layout};
use solve::MaterialSolve;

/// The value of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins with best play.
    Win,
    /// Neither side can force a win.
    Draw,
    /// The side to move loses with best play.
    Loss,
}

fn code_value(c: u8) -> Option<Value> {
    match c {
        WIN => Some(Value::Win),
        LOSS => Some(Value::Loss),
        DRAW => Some(Value::Draw),
        _ => None,
    }
}

/// How many men and kings each side has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// Men per side, White first.
    pub men: [u8; 2],
    /// Kings per side, White first.
    pub kings: [u8; 2],
}

impl Material {
    /// The material of `pos`.
    pub fn of(pos: &Position) -> Material {
        let count = |s: SquareSet| s.count() as u8;
        Material {
            men: [count(pos.men(Color::White)), count(pos.men(Color::Black))],
            kings: [
                count(pos.kings_of(Color::White)),
                count(pos.kings_of(Color::Black)),
            ],
        }
    }

    /// Pieces on the board.
    pub fn pieces(&self) -> u32 {
        (self.men[0] + self.men[1] + self.kings[0] + self.kings[1]) as u32
    }

    fn side(&self, c: usize) -> u8 {
        self.men[c] + self.kings[c]
    }

    fn key(&self) -> u32 {
        u32::from_le_bytes([self.men[0], self.kings[0], self.men[1], self.kings[1]])
    }

    fn from_key(key: u32) -> Material {
        let [wm, wk, bm, bk] = key.to_le_bytes();
        Material {
            men: [wm, bm],
            kings: [wk, bk],
        }
    }
}

impl fmt::Display for Material {
    /// `2K v 1M1K`: White's men and kings, then Black's (`0` for a side with none).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |c: usize| {
            if self.side(c) == 0 {
                return "0".to_string();
            }
            let mut s = String::new();
            if self.men[c] > 0 {
                s += &format!("{}M", self.men[c]);
            }
            if self.kings[c] > 0 {
                s += &format!("{}K", self.kings[c]);
            }
            s
        };
        write!(f, "{} v {}", side(0), side(1))
    }
}

/// The cells of one material's positions, one byte each: the value and, for a win or a loss,
/// its plies ([`Bitbase::plies`]) when solved here; a file holds values only.
#[derive(Clone)]
struct Table {
    material: Material,
    layout: Layout,
    cells: Vec<u8>,
    /// Whether the plies were counted (solved here, not read from a file).
    counted: bool,
}

/// How many positions of a material are won, drawn and lost for the side to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Won for the side to move.
    pub wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Lost for the side to move.
    pub losses: u64,
}

/// The solved positions of every material up to a number of pieces, for one game.
pub struct Bitbase {
    variant: Variant,
    pieces: u32,
    binomials: Binomials,
    tables: Vec<Table>,
    by_key: HashMap<u32, usize>,
    /// The materials still to solve, the next one last.
    pending: Vec<Material>,
    /// The material being solved, when a budget stopped it midway.
    solving: Option<Box<MaterialSolve>>,
}

/// Every material with at most `pieces` pieces and at least one piece a side, in the order they
/// are solved: fewer pieces first, then fewer men (a promotion leads to one man fewer).
fn materials<R: Rules>(rules: R, pieces: u32) -> Vec<Material> {
    let all = <R::Board as Topology>::ALL;
    let men_room = |c: Color| (all & !rules.promotion(c)).count() as u8;
    let mut out = Vec::new();
    let n = pieces.min(8) as u8;
    for wm in 0..=n {
        for wk in 0..=n - wm {
            for bm in 0..=n - wm - wk {
                for bk in 0..=n - wm - wk - bm {
                    let m = Material {
                        men: [wm, bm],
                        kings: [wk, bk],
                    };
                    let fits = wm <= men_room(Color::White) && bm <= men_room(Color::Black);
                    if m.side(0) > 0 && m.side(1) > 0 && fits {
                        out.push(m);
                    }
                }
            }
        }
    }
    out.sort_by_key(|m| (m.pieces(), m.men[0] + m.men[1], *m));
    out
}

impl Bitbase {
    /// Solves every position of `variant` with at most `pieces` pieces (both sides having one at
    /// least), reporting each material when it is done.
    pub fn generate(
        variant: Variant,
        pieces: u32,
        on_material: &mut dyn FnMut(Material, Counts),
    ) -> Result<Bitbase, String> {
        let mut base = Bitbase::new(variant, pieces)?;
        while let Some((m, counts)) = base.solve_next() {
            on_material(m, counts);
        }
        Ok(base)
    }

    /// A bitbase of `variant` up to `pieces` pieces with nothing solved yet: [`Bitbase::solve_next`]
    /// solves it a material at a time, and it answers for the materials solved so far.
    pub fn new(variant: Variant, pieces: u32) -> Result<Bitbase, String> {
        let mut base = Bitbase::empty(variant, pieces)?;
        base.pending = crate::with_rules!(variant, r => materials(r, pieces));
        base.pending.reverse();
        Ok(base)
    }

    /// Like [`Bitbase::new`], with also the materials of `pieces + 1` pieces where one side has a
    /// lone king: the endings the move limits count, whose wins must be found in time. In
    /// International they are a quarter of all four-piece positions.
    pub fn with_lone_kings(variant: Variant, pieces: u32) -> Result<Bitbase, String> {
        let mut base = Bitbase::empty(variant, pieces + 1)?;
        base.pending = crate::with_rules!(variant, r => materials(r, pieces + 1));
        base.pending.retain(|m| {
            let lone_king = |c: usize| m.kings[c] == 1 && m.men[c] == 0;
            m.pieces() <= pieces || lone_king(0) || lone_king(1)
        });
        base.pending.reverse();
        Ok(base)
    }

    /// Solves the next material (the smallest not solved yet) and returns it with its counts;
    /// `None` once every material is solved.
    pub fn solve_next(&mut self) -> Option<(Material, Counts)> {
        self.solve_until(&mut || false)
    }

    /// Solves on until the next material is done, returned with its counts, or until `stop`
    /// says so (asked every few thousand positions; the next call resumes the material where
    /// it stopped), `None` then and once every material is solved.
    pub fn solve_until(&mut self, stop: &mut dyn FnMut() -> bool) -> Option<(Material, Counts)> {
        let mut solving = match self.solving.take() {
            Some(solving) => solving,
            None => {
                let m = self.pending.pop()?;
                Box::new(crate::with_rules!(self.variant, r => MaterialSolve::new(r, m, self)))
            }
        };
        if !crate::with_rules!(self.variant, r => solving.run(r, self, stop)) {
            self.solving = Some(solving);
            return None;
        }
        let table = solving.into_table();
        let solved = (table.material, counts(&table.cells));
        self.by_key.insert(table.material.key(), self.tables.len());
        self.tables.push(table);
        Some(solved)
    }

    /// Whether every material is solved.
    pub fn is_complete(&self) -> bool {
        self.pending.is_empty() && self.solving.is_none()
    }

    /// A complete bitbase of at most `pieces` pieces copied from this one, once every material
    /// of that many pieces is solved here: what a bigger one being solved answers for meanwhile.
    pub fn complete_to(&self, pieces: u32) -> Option<Bitbase> {
        let solving = self.solving.as_ref().map(|s| s.material());
        if self
            .pending
            .iter()
            .chain(&solving)
            .any(|m| m.pieces() <= pieces)
        {
            return None;
        }
        let tables: Vec<Table> = self
            .tables
            .iter()
            .filter(|t| t.material.pieces() <= pieces)
            .cloned()
            .collect();
        let by_key = tables
            .iter()
            .enumerate()
            .map(|(i, t)| (t.material.key(), i))
            .collect();
        Some(Bitbase {
            variant: self.variant,
            pieces: pieces.min(self.pieces),
            binomials: self.binomials.clone(),
            tables,
            by_key,
            pending: Vec::new(),
            solving: None,
        })
    }

    fn empty(variant: Variant, pieces: u32) -> Result<Bitbase, String> {
        let frisian = crate::with_rules!(variant, r => r.king_move_limit());
        if frisian {
            return Err(format!(
                "{variant}: a position there also holds the run of king moves, which a bitbase does not"
            ));
        }
        if pieces > 8 {
            return Err(format!("{pieces} pieces: at most 8"));
        }
        Ok(Bitbase {
            variant,
            pieces,
            binomials: Binomials::new(),
            tables: Vec::new(),
            by_key: HashMap::new(),
            pending: Vec::new(),
            solving: None,
        })
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The most pieces a solved position has.
    pub fn pieces(&self) -> u32 {
        self.pieces
    }

    /// The value of `pos` for the side to move, when its material is solved here.
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        self.probe_with_plies(pos).map(|(value, _)| value)
    }

    /// The value of `pos` with its plies ([`Bitbase::plies`]), looked up once: what the search
    /// asks at every node of an ending.
    pub fn probe_with_plies(&self, pos: &Position) -> Option<(Value, Option<u32>)> {
        let &t = self.by_key.get(&Material::of(pos).key())?;
        let table = &self.tables[t];
        let (code, plies) = split(table.cells[table.layout.index(pos, &self.binomials)]);
        Some((code_value(code)?, (plies != FAR).then_some(plies as u32)))
    }

    /// How many plies the side to move needs to win `pos`, or its opponent to beat it when it is
    /// lost, with best play: until the game ends or a capture (which starts every move limit
    /// afresh); a promotion counts on. `None` for a draw, a material not solved here, a value
    /// read from a file, or more than 124 plies.
    pub fn plies(&self, pos: &Position) -> Option<u32> {
        self.probe_with_plies(pos)?.1
    }

    /// Every material solved, with its counts.
    pub fn materials(&self) -> Vec<(Material, Counts)> {
        self.tables
            .iter()
            .map(|t| (t.material, counts(&t.cells)))
            .collect()
    }

    /// The value code of `child` (a position after a move) for its side to move, with its plies
    /// ([`FAR`] when not known): from `cells`, the table being solved, when the material is the
    /// same (its value only), else from one solved before, else (a side without pieces) from the
    /// rules.
    fn child_code<R: Rules>(
        &self,
        rules: R,
        child: &Position,
        material: Material,
        layout: &Layout,
        cells: &[u8],
    ) -> (u8, u8) {
        let m = Material::of(child);
        if m == material {
            return (split(cells[layout.index(child, &self.binomials)]).0, FAR);
        }
        match self.by_key.get(&m.key()) {
            Some(&t) => {
                let table = &self.tables[t];
                split(table.cells[table.layout.index(child, &self.binomials)])
            }
            None => {
                let mut list = MoveList::new();
                movegen::legal_moves(rules, child, &mut list);
                let code = terminal_code(position_result(rules, child, !list.is_empty()), child);
                (code.unwrap_or(UNKNOWN), 0)
            }
        }
    }

    /// Won if a move leads to a loss for the opponent, lost if every move leads to a win for
    /// them, else not known yet.
    fn value_from_children<R: Rules>(
        &self,
        rules: R,
        pos: &Position,
        moves: &MoveList,
        m: Material,
        layout: &Layout,
        cells: &[u8],
    ) -> u8 {
        let mut all_won = true;
        for mv in moves.iter() {
            match self.child_code(rules, &pos.play(mv), m, layout, cells).0 {
                LOSS => return WIN,
                WIN => {}
                _ => all_won = false,
            }
        }
        if all_won {
            LOSS
        } else {
            UNKNOWN
        }
    }
}

fn counts(cells: &[u8]) -> Counts {
    let mut c = Counts::default();
    for &v in cells {
        match split(v).0 {
            WIN => c.wins += 1,
            LOSS => c.losses += 1,
            DRAW => c.draws += 1,
            _ => {}
        }
    }
    c
}
