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

use std::collections::HashMap;
use std::fmt;

use crate::draughts::board::{Square, SquareSet, Topology};
use crate::draughts::movegen;
use crate::draughts::moves::MoveList;
use crate::draughts::outcome::{position_result, GameResult};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{Rules, Variant};

mod solve;
mod unmoves;

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

// A position's cell: one byte for its value and, when won or lost, its plies. The four plain
// codes are also the file's values: a win or a loss there has no plies counted.
const INVALID: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
const DRAW: u8 = 3;
/// A win in `p` plies, `p` below [`COUNTED`]: `WIN_IN + p`.
const WIN_IN: u8 = 4;
/// A loss in `p` plies, `p` below [`COUNTED`]: `LOSS_IN + p`.
const LOSS_IN: u8 = WIN_IN + COUNTED;
/// Not settled yet (while a material is being solved).
const UNKNOWN: u8 = LOSS_IN + COUNTED;
/// The plies a cell holds are fewer than this; a win or loss that takes more is a plain one.
const COUNTED: u8 = 125;

/// The cell of a position of value `code` in `plies` plies ([`FAR`]: not known).
fn cell(code: u8, plies: u8) -> u8 {
    match code {
        WIN if plies < COUNTED => WIN_IN + plies,
        LOSS if plies < COUNTED => LOSS_IN + plies,
        _ => code,
    }
}

/// A cell's value code and plies ([`FAR`] when not counted).
#[inline]
fn split(cell: u8) -> (u8, u8) {
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

/// Binomial coefficients `C(n, k)` for n ≤ 64, k ≤ 8.
#[derive(Clone)]
struct Binomials([[u64; 9]; 65]);

impl Binomials {
    fn new() -> Binomials {
        let mut c = [[0u64; 9]; 65];
        for n in 0..65 {
            c[n][0] = 1;
            for k in 1..9 {
                c[n][k] = if n == 0 {
                    0
                } else {
                    c[n - 1][k - 1] + c[n - 1][k]
                };
            }
        }
        Binomials(c)
    }

    fn get(&self, n: usize, k: usize) -> u64 {
        self.0[n][k]
    }
}

/// One group of like pieces (White's men, White's kings, Black's men, Black's kings): how many,
/// and the squares they may stand on.
#[derive(Clone)]
struct Group {
    count: usize,
    squares: Vec<Square>,
    /// The place of each square in `squares`, or 255 where it may not stand.
    place: [u8; 64],
    size: u64,
}

/// The numbering of a material's positions: each group's squares ranked as a combination, the
/// groups in a fixed order, then the side to move. Placements where two pieces share a square
/// have a number but no position.
#[derive(Clone)]
struct Layout {
    groups: [Group; 4],
    /// Positions per side to move.
    per_side: u64,
}

impl Layout {
    fn new<R: Rules>(rules: R, m: Material, binomials: &Binomials) -> Layout {
        let all = <R::Board as Topology>::ALL;
        let men_squares = |c: Color| all & !rules.promotion(c);
        let group = |allowed: SquareSet, count: u8| {
            let squares: Vec<Square> = allowed.iter().collect();
            let mut place = [255u8; 64];
            for (i, sq) in squares.iter().enumerate() {
                place[sq.index()] = i as u8;
            }
            Group {
                count: count as usize,
                size: binomials.get(squares.len(), count as usize),
                squares,
                place,
            }
        };
        let groups = [
            group(men_squares(Color::White), m.men[0]),
            group(all, m.kings[0]),
            group(men_squares(Color::Black), m.men[1]),
            group(all, m.kings[1]),
        ];
        let per_side = groups.iter().map(|g| g.size).product();
        Layout { groups, per_side }
    }

    fn size(&self) -> usize {
        (2 * self.per_side) as usize
    }

    /// The position numbered `index`, if its pieces stand on different squares.
    fn position(&self, index: usize, binomials: &Binomials) -> Option<Position> {
        let side = if index as u64 >= self.per_side {
            Color::Black
        } else {
            Color::White
        };
        let mut rest = index as u64 % self.per_side;
        let mut sets = [SquareSet::EMPTY; 4];
        for g in (0..4).rev() {
            let group = &self.groups[g];
            let mut rank = rest % group.size;
            rest /= group.size;
            // Unranking a combination: the largest place first.
            let mut top = group.squares.len();
            for k in (1..=group.count).rev() {
                loop {
                    top -= 1;
                    let c = binomials.get(top, k);
                    if c <= rank {
                        rank -= c;
                        break;
                    }
                }
                let sq = group.squares[top];
                if sets.iter().any(|s| s.contains(sq)) {
                    return None;
                }
                sets[g] = sets[g].with(sq);
            }
        }
        let kings = sets[1] | sets[3];
        Some(Position::new(
            sets[0] | sets[1],
            sets[2] | sets[3],
            kings,
            side,
        ))
    }

    /// The number of `pos`, whose material is this layout's.
    fn index(&self, pos: &Position, binomials: &Binomials) -> usize {
        let sets = [
            pos.men(Color::White),
            pos.kings_of(Color::White),
            pos.men(Color::Black),
            pos.kings_of(Color::Black),
        ];
        let mut index = 0u64;
        for (group, set) in self.groups.iter().zip(sets) {
            let mut rank = 0;
            for (k, sq) in set.iter().enumerate() {
                rank += binomials.get(group.place[sq.index()] as usize, k + 1);
            }
            index = index * group.size + rank;
        }
        if pos.side() == Color::Black {
            index += self.per_side;
        }
        index as usize
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

/// The plies of a position whose win or loss is not known, or too far to count.
const FAR: u8 = 255;

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

    /// Checks every value against the rules and the values after each move: a terminal position
    /// has the rules' value, a won one has a move to a lost one, a lost one only moves to won
    /// ones, a drawn one neither.
    pub fn verify(&self) -> Result<(), String> {
        crate::with_rules!(self.variant, r => self.verify_with(r))
    }

    fn verify_with<R: Rules>(&self, rules: R) -> Result<(), String> {
        let mut list = MoveList::new();
        for t in &self.tables {
            for (index, &c) in t.cells.iter().enumerate() {
                let (code, plies) = split(c);
                let Some(pos) = t.layout.position(index, &self.binomials) else {
                    if code != INVALID {
                        return Err(format!("{}: number {index} has no position", t.material));
                    }
                    continue;
                };
                movegen::legal_moves(rules, &pos, &mut list);
                let terminal = terminal_code(position_result(rules, &pos, !list.is_empty()), &pos);
                let expected = match terminal {
                    Some(code) => code,
                    // What the moves settle; what they leave open is a draw.
                    None => match self
                        .value_from_children(rules, &pos, &list, t.material, &t.layout, &t.cells)
                    {
                        UNKNOWN => DRAW,
                        settled => settled,
                    },
                };
                if code != expected {
                    return Err(format!(
                        "{}: {} is {:?}, its moves say {:?}",
                        t.material,
                        crate::draughts::notation::fen::write_fen(self.variant, &pos),
                        code_value(code),
                        code_value(expected)
                    ));
                }
                if t.counted {
                    let expected = match (terminal, code) {
                        (_, DRAW) => FAR,
                        (Some(_), _) => 0,
                        (None, _) => self.plies_from_children(rules, &pos, &list, t, code),
                    };
                    if c != cell(code, expected) {
                        return Err(format!(
                            "{}: {} is {:?} in {plies} plies, its moves say {expected}",
                            t.material,
                            crate::draughts::notation::fen::write_fen(self.variant, &pos),
                            code_value(code),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// The plies of a won (lost) position by its moves: one more than its quickest move to a
    /// lost position (its slowest move, all to won ones), a capture counting as the end.
    fn plies_from_children<R: Rules>(
        &self,
        rules: R,
        pos: &Position,
        moves: &MoveList,
        t: &Table,
        code: u8,
    ) -> u8 {
        let mut best = if code == WIN { FAR } else { 0 };
        for mv in moves.iter() {
            let child = pos.play(mv);
            let (child_code, child_plies) = if Material::of(&child) == t.material {
                split(t.cells[t.layout.index(&child, &self.binomials)])
            } else {
                self.child_code(rules, &child, t.material, &t.layout, &t.cells)
            };
            let after = if mv.is_capture() { 0 } else { child_plies };
            let through = after.saturating_add(1).min(FAR - 1);
            if code == WIN && child_code == LOSS {
                best = best.min(through);
            } else if code == LOSS {
                best = best.max(through);
            }
        }
        best
    }
}

/// The value code of a position the rules end (`None` while it goes on).
fn terminal_code(result: GameResult, pos: &Position) -> Option<u8> {
    match result {
        GameResult::Ongoing => None,
        GameResult::Win { winner, .. } if winner == pos.side() => Some(WIN),
        GameResult::Win { .. } => Some(LOSS),
        GameResult::Draw { .. } => Some(DRAW),
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

#[cfg(test)]
mod tests {
    use super::unmoves::quiet_predecessors;
    use super::*;

    /// The definition the retrograde solver must meet: passes over every open position until
    /// none settles, the rest drawn.
    fn by_passes<R: Rules>(base: &Bitbase, rules: R, t: &Table) -> Vec<u8> {
        let mut values = vec![INVALID; t.layout.size()];
        let mut list = MoveList::new();
        let positions: Vec<(usize, Position)> = (0..values.len())
            .filter_map(|i| Some((i, t.layout.position(i, &base.binomials)?)))
            .collect();
        for (i, pos) in &positions {
            movegen::legal_moves(rules, pos, &mut list);
            values[*i] = terminal_code(position_result(rules, pos, !list.is_empty()), pos)
                .unwrap_or(UNKNOWN);
        }
        loop {
            let mut changed = false;
            for (i, pos) in &positions {
                if values[*i] != UNKNOWN {
                    continue;
                }
                movegen::legal_moves(rules, pos, &mut list);
                let code =
                    base.value_from_children(rules, pos, &list, t.material, &t.layout, &values);
                if code != UNKNOWN {
                    values[*i] = code;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        values
            .into_iter()
            .map(|v| if v == UNKNOWN { DRAW } else { v })
            .collect()
    }

    /// The moves within material `m` as (parent, child) numbers, found forwards: every legal
    /// move of every position the rules leave open, kept when it stays in the material.
    fn moves_forwards<R: Rules>(
        base: &Bitbase,
        rules: R,
        layout: &Layout,
        m: Material,
    ) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut list = MoveList::new();
        for index in 0..layout.size() {
            let Some(pos) = layout.position(index, &base.binomials) else {
                continue;
            };
            movegen::legal_moves(rules, &pos, &mut list);
            if position_result(rules, &pos, !list.is_empty()) != GameResult::Ongoing {
                continue;
            }
            for mv in list.iter() {
                let child = pos.play(mv);
                if Material::of(&child) == m {
                    out.push((index, layout.index(&child, &base.binomials)));
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// The same moves found backwards, as the solver finds them: the quiet moves into each
    /// position played back, kept where the rules leave the parent open and allow the move.
    fn moves_backwards<R: Rules>(base: &Bitbase, rules: R, layout: &Layout) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut before = Vec::new();
        for index in 0..layout.size() {
            let Some(pos) = layout.position(index, &base.binomials) else {
                continue;
            };
            quiet_predecessors(rules, &pos, &mut before);
            for parent in &before {
                let ended = position_result(rules, parent, true) != GameResult::Ongoing;
                let must_capture =
                    rules.capture_compulsory() && movegen::has_capture(rules, parent);
                if !ended && !must_capture {
                    out.push((layout.index(parent, &base.binomials), index));
                }
            }
        }
        out.sort_unstable();
        out
    }

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

    #[test]
    fn the_quiet_moves_played_backwards_are_every_game_s_moves_within_a_material() {
        for variant in Variant::ALL {
            let Ok(base) = Bitbase::new(variant, 3) else {
                continue;
            };
            crate::with_rules!(variant, r => {
                for m in materials(r, 3) {
                    let layout = Layout::new(r, m, &base.binomials);
                    let forwards = moves_forwards(&base, r, &layout, m);
                    assert!(
                        forwards == moves_backwards(&base, r, &layout),
                        "{variant}: {m}"
                    );
                }
            });
        }
    }

    #[test]
    fn the_retrograde_solver_finds_what_passes_to_a_fixed_point_find() {
        for variant in [Variant::English, Variant::Russian, Variant::Antidraughts] {
            let base = Bitbase::generate(variant, 3, &mut |_, _| {}).unwrap();
            crate::with_rules!(variant, r => {
                for t in &base.tables {
                    let values: Vec<u8> = t.cells.iter().map(|&c| split(c).0).collect();
                    assert!(values == by_passes(&base, r, t), "{variant}: {}", t.material);
                }
            });
        }
    }
}
