//! Each piece's movement: the parts of the file turned into directions, merged per direction
//! and side, and the rays the move generator walks.

use super::*;

/// A vector: files right, ranks forward.
type Vector = (i8, i8);
/// One of the board's turns and reflections.
type Turn = fn(i8, i8) -> Vector;
/// An image of a part's vector and its blocking squares, turned alike.
type Image = (Vector, Vec<Vector>);

/// The vectors a part covers, as seen by the first side, each with its blocking squares turned
/// the same way.
fn images(v: [i8; 2], blocks: &[[i8; 2]], symmetry: Symmetry) -> Vec<Image> {
    let turns: &[Turn] = match symmetry {
        Symmetry::None => &[|x, y| (x, y)],
        Symmetry::Mirror => &[|x, y| (x, y), |x, y| (-x, y)],
        Symmetry::All => &[
            |x, y| (x, y),
            |x, y| (-x, y),
            |x, y| (x, -y),
            |x, y| (-x, -y),
            |x, y| (y, x),
            |x, y| (-y, x),
            |x, y| (y, -x),
            |x, y| (-y, -x),
        ],
    };
    let mut out: Vec<Image> = turns
        .iter()
        .map(|turn| {
            let mut b: Vec<(i8, i8)> = blocks.iter().map(|b| turn(b[0], b[1])).collect();
            b.sort();
            (turn(v[0], v[1]), b)
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

fn passes(filter: &[Direction], dy: i8) -> bool {
    filter.is_empty()
        || filter.iter().any(|d| match d {
            Direction::Forward => dy > 0,
            Direction::Backward => dy < 0,
            Direction::Sideways => dy == 0,
        })
}

/// One part of the file, oriented for side 0, before merging.
struct Part {
    vector: (i8, i8),
    shape: Shape,
    range: u8,
    moves: bool,
    captures: bool,
    unmoved: bool,
    en_passant: bool,
    /// The squares that block it, as vectors from the piece.
    blocks: Vec<(i8, i8)>,
    within: u8,
    standing_in: u8,
}

pub(super) fn movement(game: &mut PieceRules, file: &GameFile) -> Result<(), GameFileError> {
    let mut parts_of: Vec<Vec<Part>> = Vec::new();
    for (i, p) in file.pieces.iter().enumerate() {
        let mut parts = Vec::new();
        for (j, m) in p.moves.iter().enumerate() {
            let at = format!("pieces[{i}] \"{}\".moves[{j}]", p.name);
            let given = [m.leap.is_some(), m.ride.is_some(), m.castle.is_some()]
                .iter()
                .filter(|b| **b)
                .count();
            if given != 1 {
                return Err(err(
                    at,
                    "expected exactly one of \"leap\", \"ride\" and \"castle\"",
                    Wording::new("engine.piece.file.one-part"),
                ));
            }
            if let Some(c) = &m.castle {
                let partner = kind_ref(game, &format!("{at}.castle.with"), &c.with)?;
                if c.steps == 0 || c.steps >= game.files {
                    return Err(out_of_range(
                        format!("{at}.castle.steps"),
                        1,
                        game.files as usize - 1,
                        c.steps,
                    ));
                }
                game.kinds[i].castle = Some((partner, c.steps));
                game.kinds[i].needs_unmoved = true;
                continue;
            }
            let (v, ride) = match (m.leap, m.ride) {
                (Some(v), _) => (v, false),
                (_, Some(v)) => (v, true),
                _ => unreachable!("checked above"),
            };
            if v == [0, 0] || v[0].unsigned_abs() >= MAX_SIDE || v[1].unsigned_abs() >= MAX_SIDE {
                return Err(err(
                    format!("{at}.{}", if ride { "ride" } else { "leap" }),
                    format!("expected a vector of -11 to 11 other than [0, 0], found {v:?}"),
                    Wording::new("engine.piece.file.vector").with("vector", format!("{v:?}")),
                ));
            }
            if !ride && m.range.is_some() {
                return Err(err(
                    format!("{at}.range"),
                    "range is for rides; a leap goes once",
                    Wording::new("engine.piece.file.leap-range"),
                ));
            }
            if m.range == Some(0) {
                return Err(err(
                    format!("{at}.range"),
                    "expected at least 1 (leave it out for no limit)",
                    Wording::new("engine.piece.file.range-zero"),
                ));
            }
            if m.hop && m.capture == Capture::Jump {
                return Err(err(
                    format!("{at}.hop"),
                    "a part hops or captures by jumping, not both",
                    Wording::new("engine.piece.file.hop-and-jump"),
                ));
            }
            let shape = if m.hop {
                Shape::Hop
            } else if m.capture == Capture::Jump {
                Shape::Jump
            } else {
                Shape::Slide
            };
            let range = if ride {
                m.range.unwrap_or(UNLIMITED)
            } else {
                1
            };
            let (moves, captures) = match (m.mode, shape) {
                (Mode::Move, Shape::Jump | Shape::Hop) => {
                    return Err(err(
                        format!("{at}.mode"),
                        "a hop or a jump capture must capture (mode \"capture\" or \"both\")",
                        Wording::new("engine.piece.file.hop-must-capture"),
                    ));
                }
                (Mode::Both, Shape::Jump) => (false, true),
                (Mode::Both, _) => (true, true),
                (Mode::Move, _) => (true, false),
                (Mode::Capture, _) => (false, true),
            };
            if m.unmoved {
                game.kinds[i].needs_unmoved = true;
            }
            if !m.blocked_at.is_empty() {
                if ride {
                    return Err(err(
                        format!("{at}.blocked_at"),
                        "blocking squares are for leaps; a ride is blocked by any piece on its way",
                        Wording::new("engine.piece.file.blocked-ride"),
                    ));
                }
                if m.blocked_at.len() > MAX_BLOCKS {
                    return Err(out_of_range(
                        format!("{at}.blocked_at"),
                        1,
                        MAX_BLOCKS,
                        m.blocked_at.len(),
                    ));
                }
                for (b, block) in m.blocked_at.iter().enumerate() {
                    let inside = |d: i8, w: i8| d.signum() * w.signum() >= 0 && d.abs() <= w.abs();
                    if *block == [0, 0]
                        || *block == v
                        || !inside(block[0], v[0])
                        || !inside(block[1], v[1])
                    {
                        return Err(err(
                            format!("{at}.blocked_at[{b}]"),
                            format!(
                                "expected a square between the piece and where it lands (a vector within {v:?}, not [0, 0] nor the leap itself), found {block:?}"
                            ),
                            Wording::new("engine.piece.file.block")
                                .with("vector", format!("{block:?}"))
                                .with("leap", format!("{v:?}")),
                        ));
                    }
                }
            }
            let region = |field: &str, name: &Option<String>| match name {
                None => Ok(NO_INDEX),
                Some(name) => super::region_ref(file, &format!("{at}.{field}"), name),
            };
            let within = region("within", &m.within)?;
            let standing_in = region("standing_in", &m.standing_in)?;
            if shape == Shape::Jump
                && (within != NO_INDEX || standing_in != NO_INDEX || !m.blocked_at.is_empty())
            {
                return Err(err(
                    at,
                    "a jump capture takes no blocking squares and no regions",
                    Wording::new("engine.piece.file.jump-conditions"),
                ));
            }
            let images = images(v, &m.blocked_at, m.symmetry);
            let before = parts.len();
            for (vector, blocks) in images
                .iter()
                .filter(|((_, dy), _)| passes(&m.directions, *dy))
            {
                parts.push(Part {
                    vector: *vector,
                    shape,
                    range,
                    moves,
                    captures,
                    unmoved: m.unmoved,
                    en_passant: m.en_passant,
                    blocks: blocks.clone(),
                    within,
                    standing_in,
                });
            }
            if parts.len() == before {
                return Err(err(
                    format!("{at}.directions"),
                    "no image of the vector goes these ways",
                    Wording::new("engine.piece.file.directions"),
                ));
            }
            // A jump part with moves also moves: a draughts man steps where it jumps.
            if m.capture == Capture::Jump && m.mode == Mode::Both {
                for (vector, _) in images
                    .iter()
                    .filter(|((_, dy), _)| passes(&m.directions, *dy))
                {
                    parts.push(Part {
                        vector: *vector,
                        shape: Shape::Slide,
                        range,
                        moves: true,
                        captures: false,
                        unmoved: m.unmoved,
                        en_passant: false,
                        blocks: Vec::new(),
                        within,
                        standing_in,
                    });
                }
            }
        }
        parts_of.push(parts);
    }
    // Directions: every vector of either side.
    let mut vectors: Vec<(i8, i8)> = Vec::new();
    for parts in &parts_of {
        for p in parts {
            let blocks = p.blocks.iter().copied();
            for v in std::iter::once(p.vector)
                .chain(blocks)
                .flat_map(|v| [v, (v.0, -v.1)])
            {
                for w in [v, (-v.0, -v.1)] {
                    if !vectors.contains(&w) {
                        vectors.push(w);
                    }
                }
            }
        }
    }
    // Castling walks the rank; royal pieces that may not face each other look along the file.
    let castles = game.kinds.iter().any(|k| k.castle.is_some());
    let rank = [(1, 0), (-1, 0)].into_iter().filter(|_| castles);
    let file = [(0, 1), (0, -1)]
        .into_iter()
        .filter(|_| game.facing_royals_forbidden);
    for w in rank.chain(file) {
        if !vectors.contains(&w) {
            vectors.push(w);
        }
    }
    game.vectors = vectors;
    rays(game);
    if game.facing_royals_forbidden {
        game.file_dirs = [(0, 1), (0, -1)].map(|v| dir_of_vector(&game.vectors, v));
    }
    let dir_of = dir_of_vector;
    for side in 0..2 {
        let mut per_kind = Vec::new();
        for (k, parts) in parts_of.iter().enumerate() {
            let mut atoms: Vec<Atom> = Vec::new();
            for p in parts {
                let v = if side == 0 {
                    p.vector
                } else {
                    (p.vector.0, -p.vector.1)
                };
                let dir = dir_of(&game.vectors, v);
                let orient = |(x, y): (i8, i8)| if side == 0 { (x, y) } else { (x, -y) };
                let mut conditions = Conditions {
                    within: p.within,
                    standing_in: p.standing_in,
                    ..Conditions::NONE
                };
                for (slot, &b) in conditions.blocks.iter_mut().zip(&p.blocks) {
                    *slot = dir_of(&game.vectors, orient(b));
                }
                let idx = match atoms
                    .iter()
                    .position(|a| a.dir == dir && a.shape == p.shape && a.conditions == conditions)
                {
                    Some(i) => i,
                    None => {
                        atoms.push(Atom {
                            dir,
                            shape: p.shape,
                            move_range: 0,
                            move_range_unmoved: 0,
                            capture_range: 0,
                            capture_range_unmoved: 0,
                            makes_en_passant: false,
                            takes_en_passant: false,
                            conditions,
                            conditional: conditions.any(),
                        });
                        atoms.len() - 1
                    }
                };
                let a = &mut atoms[idx];
                if p.moves {
                    a.move_range_unmoved = a.move_range_unmoved.max(p.range);
                    if !p.unmoved {
                        a.move_range = a.move_range.max(p.range);
                    }
                    a.makes_en_passant |= p.en_passant && p.range > 1;
                }
                if p.captures {
                    a.capture_range_unmoved = a.capture_range_unmoved.max(p.range);
                    if !p.unmoved {
                        a.capture_range = a.capture_range.max(p.range);
                    }
                    a.takes_en_passant |= p.en_passant;
                }
                if (p.vector.0 + p.vector.1) % 2 != 0 {
                    game.kinds[k].colour_bound = false;
                }
                if p.shape == Shape::Jump && (2 * p.vector.0 + 2 * p.vector.1) % 2 != 0 {
                    game.kinds[k].colour_bound = false;
                }
            }
            if side == 0 {
                game.kinds[k].parts_overlap = parts_overlap(&game.vectors, &atoms);
            }
            per_kind.push(atoms);
        }
        game.atoms[side] = per_kind;
    }
    for k in 0..game.kinds.len() {
        if game.kinds[k].castle.is_some() {
            game.kinds[k].colour_bound = false;
        }
    }
    // Reverse tables: the parts without conditions in one, those with in the other.
    for side in 0..2 {
        let mut tables: [Vec<AttackDir>; 2] = [Vec::new(), Vec::new()];
        let mut blocked = false;
        for (k, atoms) in game.atoms[side].iter().enumerate() {
            let capturing: Vec<&Atom> = atoms
                .iter()
                .filter(|a| a.capture_range_unmoved > 0)
                .collect();
            for (i, a) in capturing.iter().enumerate() {
                if a.conditional
                    && capturing[..i]
                        .iter()
                        .any(|b| b.conditional && b.dir == a.dir && b.shape == a.shape)
                {
                    let name = &game.kinds[k].name;
                    return Err(err(
                        format!("pieces[{k}] \"{name}\".moves"),
                        "two parts capture along one direction with different conditions (blocking squares or regions): give each direction one",
                        Wording::new("engine.piece.file.conditions-clash"),
                    ));
                }
            }
            for a in capturing {
                blocked |= a.conditions.blocks[0] != NO_INDEX;
                let (dx, dy) = game.vectors[a.dir as usize];
                let rev = dir_of(&game.vectors, (-dx, -dy));
                let table = &mut tables[usize::from(a.conditional)];
                let idx = match table.iter().position(|t| t.dir == rev) {
                    Some(i) => i,
                    None => {
                        table.push(AttackDir {
                            dir: rev,
                            slide: [0; MAX_KINDS],
                            slide_unmoved: [0; MAX_KINDS],
                            hop: [0; MAX_KINDS],
                            jump: [0; MAX_KINDS],
                            reach: 0,
                            hops: false,
                            jumps: false,
                            forward: a.dir,
                            conditions: [Conditions::NONE; MAX_KINDS],
                        });
                        table.len() - 1
                    }
                };
                let t = &mut table[idx];
                match a.shape {
                    Shape::Slide => {
                        t.slide[k] = a.capture_range;
                        t.slide_unmoved[k] = a.capture_range_unmoved;
                    }
                    Shape::Hop => {
                        t.hop[k] = a.capture_range;
                        t.hops = true;
                    }
                    Shape::Jump => {
                        t.jump[k] = a.capture_range;
                        t.jumps |= a.capture_range != 0;
                    }
                }
                t.reach = t.reach.max(a.capture_range_unmoved);
                t.conditions[k] = a.conditions;
            }
        }
        let [table, conditional] = tables;
        game.jumpers[side] = table.iter().any(|t| t.jumps);
        // A blocked leap is opened by a move anywhere, and so is a file between royal pieces
        // that may not face each other.
        game.attacks_anywhere[side] = game.jumpers[side]
            || table.iter().chain(&conditional).any(|t| t.hops)
            || blocked
            || game.facing_royals_forbidden;
        game.attacks[side] = table;
        game.conditional_attacks[side] = conditional;
    }
    // Dead squares: where a kind has no move at all on an empty board.
    for side in 0..2 {
        let mut per_kind = Vec::new();
        for atoms in &game.atoms[side] {
            let mut dead = Bits::EMPTY;
            for sq in game.squares.iter() {
                let alive = atoms.iter().any(|a| {
                    let ray = game.ray(a.dir, sq);
                    match a.shape {
                        Shape::Jump => ray.len() >= 2,
                        _ => !ray.is_empty(),
                    }
                });
                if !alive {
                    dead.insert(sq);
                }
            }
            per_kind.push(dead);
        }
        game.dead[side] = per_kind;
    }
    Ok(())
}

/// The index of direction `v` among `vectors`, which hold it.
fn dir_of_vector(vectors: &[(i8, i8)], v: (i8, i8)) -> u8 {
    vectors
        .iter()
        .position(|&w| w == v)
        .expect("every direction a part uses is listed") as u8
}

fn rays(game: &mut PieceRules) {
    let area = game.area();
    let (files, ranks) = (game.files as i32, game.ranks as i32);
    game.ray_index = Vec::with_capacity(game.vectors.len() * area);
    game.ray_data.clear();
    for &(dx, dy) in &game.vectors {
        for sq in 0..area as i32 {
            let start = game.ray_data.len() as u32;
            let (mut f, mut r) = (sq % files, sq / files);
            let mut len = 0u8;
            if game.squares.has(sq as u8) {
                loop {
                    f += dx as i32;
                    r += dy as i32;
                    if f < 0 || r < 0 || f >= files || r >= ranks {
                        break;
                    }
                    let t = (r * files + f) as u8;
                    if !game.squares.has(t) {
                        break;
                    }
                    game.ray_data.push(t);
                    len += 1;
                }
            }
            game.ray_index.push((start, len));
        }
    }
}

/// Two of `atoms` run along the same line the same way (their vectors point the same way), so
/// both may reach one square.
fn parts_overlap(vectors: &[(i8, i8)], atoms: &[Atom]) -> bool {
    let multiple = |(x, y): (i8, i8), (u, v): (i8, i8)| {
        (x as i32 * v as i32 == y as i32 * u as i32)
            && (x as i32 * u as i32 + y as i32 * v as i32) > 0
    };
    atoms.iter().enumerate().any(|(i, a)| {
        atoms[i + 1..]
            .iter()
            .any(|b| multiple(vectors[a.dir as usize], vectors[b.dir as usize]))
    })
}
