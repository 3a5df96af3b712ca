//! From a [`GameFile`] to a [`PieceRules`]: every name resolved, every rule checked with its place
//! in the file, and the tables of the move generator built (rays per direction and square, each
//! piece's movement merged per direction, the reverse tables that find attackers, hash keys).

mod errors;
mod movement;

use super::bits::Bits;
use super::file::*;
use super::position::{Position, MAX_KINDS, MAX_SQUARES};
use super::rules::*;
use crate::common::json_errors::json_error;
use crate::common::wording::Wording;
pub use errors::GameFileError;
use errors::{err, located, not_a_square, out_of_range};
use movement::movement;

impl PieceRules {
    /// Reads and checks a game file from its JSON text.
    pub fn from_json(text: &str) -> Result<PieceRules, GameFileError> {
        if text.trim().is_empty() {
            return Err(err(
                "",
                "the game file is empty; expected a JSON object",
                Wording::new("engine.piece.file.empty"),
            ));
        }
        let start = text.trim_start().chars().next().unwrap_or_default();
        if start != '{' {
            // serde would read an array as the fields in order, and report it oddly.
            return Err(err(
                "",
                format!("the game file holds no JSON object: it begins with `{start}`"),
                Wording::new("engine.piece.file.not-object").with("start", start.to_string()),
            ));
        }
        let de = &mut serde_json::Deserializer::from_str(text);
        let file: GameFile = serde_path_to_error::deserialize(&mut *de).map_err(|e| {
            let raw = e.path().to_string();
            let raw = raw.trim_end_matches('?').trim_end_matches('.');
            GameFileError {
                path: located(text, raw),
                problem: json_error(e.inner()),
            }
        })?;
        de.end().map_err(|e| GameFileError {
            path: String::new(),
            problem: json_error(&e),
        })?;
        PieceRules::new(file)
    }

    /// Checks a game file and builds its tables.
    pub fn new(file: GameFile) -> Result<PieceRules, GameFileError> {
        build(file)
    }
}

fn build(file: GameFile) -> Result<PieceRules, GameFileError> {
    if file.format != FORMAT {
        return Err(err(
            "format",
            format!("expected \"{FORMAT}\", found \"{}\"", file.format),
            Wording::new("engine.piece.file.format")
                .with("expected", FORMAT)
                .with("found", &file.format),
        ));
    }
    if file.version != VERSION {
        return Err(err(
            "version",
            format!(
                "this build reads version {VERSION}, the file is version {}",
                file.version
            ),
            Wording::new("engine.piece.file.version")
                .with_number("version", VERSION as usize)
                .with_number("found", file.version as usize),
        ));
    }
    if file.name.trim().is_empty() || file.name.contains(char::is_whitespace) {
        return Err(err(
            "name",
            "expected a short name without spaces, e.g. \"los-alamos\"",
            Wording::new("engine.piece.file.name"),
        ));
    }
    let (files, ranks) = (file.board.files, file.board.ranks);
    for (field, n) in [("board.files", files), ("board.ranks", ranks)] {
        if !(3..=MAX_SIDE).contains(&n) {
            return Err(out_of_range(field, 3, MAX_SIDE as usize, n));
        }
    }
    let area = files as usize * ranks as usize;
    let mut game = PieceRules {
        files,
        ranks,
        squares: (0..area as u8).collect(),
        coordinates: file.board.coordinates,
        kinds: Vec::new(),
        vectors: Vec::new(),
        atoms: [Vec::new(), Vec::new()],
        attacks: [Vec::new(), Vec::new()],
        conditional_attacks: [Vec::new(), Vec::new()],
        attacks_anywhere: [false; 2],
        jumpers: [false; 2],
        zones: [Bits::EMPTY; 2],
        regions: [Vec::new(), Vec::new()],
        facing_royals_forbidden: file.facing_royals == FacingRoyals::Forbidden,
        file_dirs: [0; 2],
        promote_on_leave: false,
        dead: [Vec::new(), Vec::new()],
        drops: file.drops,
        sides: [side_stub("white"), side_stub("black")],
        draws: Draws {
            repetition: 0,
            perpetual_check_loses: false,
            no_progress_plies: 0,
            ply_limit: 0,
            insufficient: Vec::new(),
            impasse: None,
        },
        start: Position::empty(),
        ray_index: Vec::new(),
        ray_data: Vec::new(),
        piece_keys: Vec::new(),
        hand_keys: Vec::new(),
        square_keys: Vec::new(),
        side_key: 0,
        file: file.clone(),
    };
    for (i, hole) in file.board.holes.iter().enumerate() {
        let sq = game
            .parse_square(hole)
            .ok_or_else(|| not_a_square(format!("board.holes[{i}]"), hole))?;
        game.squares.remove(sq);
    }
    if game.squares.count() < 2 {
        return Err(err(
            "board.holes",
            "the holes leave fewer than two squares",
            Wording::new("engine.piece.file.holes"),
        ));
    }
    drawing(&game, &file.board)?;
    kinds(&mut game, &file)?;
    sides(&mut game, &file)?;
    regions(&mut game, &file)?;
    movement(&mut game, &file)?;
    promotion(&mut game, &file)?;
    draws(&mut game, &file)?;
    keys(&mut game);
    values(&mut game);
    let start = super::fen::parse(&game, &file.start).map_err(|problem| GameFileError {
        path: "start".into(),
        problem,
    })?;
    game.start = start;
    Ok(game)
}

fn side_stub(name: &'static str) -> SideRules {
    SideRules {
        name,
        royal: Vec::new(),
        loses: Loses::NoMoves,
        stalemate: Outcome::Draw,
        capture_compulsory: false,
        goal: None,
        called: name.to_string(),
    }
}

fn kind_ref(game: &PieceRules, path: &str, name: &str) -> Result<u8, GameFileError> {
    game.kind_named(name).ok_or_else(|| {
        let known: Vec<&str> = game.kinds.iter().map(|k| k.name.as_str()).collect();
        let known = known.join(", ");
        err(
            path,
            format!("no piece is named \"{name}\"; the pieces are {known}"),
            Wording::new("engine.piece.file.no-piece")
                .with("name", name)
                .with("pieces", known),
        )
    })
}

fn kinds(game: &mut PieceRules, file: &GameFile) -> Result<(), GameFileError> {
    if file.pieces.is_empty() {
        return Err(err(
            "pieces",
            "expected at least one piece",
            Wording::new("engine.piece.file.no-pieces"),
        ));
    }
    if file.pieces.len() > MAX_KINDS {
        return Err(err(
            "pieces",
            format!("at most {MAX_KINDS} pieces, found {}", file.pieces.len()),
            Wording::new("engine.piece.file.too-many-pieces")
                .with_number("count", MAX_KINDS)
                .with_number("found", file.pieces.len()),
        ));
    }
    for (i, p) in file.pieces.iter().enumerate() {
        let at = format!("pieces[{i}] \"{}\"", p.name);
        if p.name.trim().is_empty() {
            return Err(err(
                format!("pieces[{i}].name"),
                "expected a name",
                Wording::new("engine.piece.file.no-name"),
            ));
        }
        if game.kinds.iter().any(|k| k.name == p.name) {
            return Err(err(
                format!("{at}.name"),
                "another piece has this name",
                Wording::new("engine.piece.file.same-name"),
            ));
        }
        let letter = p.letter.to_ascii_uppercase();
        let ok = match letter.as_bytes() {
            [c] => c.is_ascii_alphabetic(),
            [b'+', c] => c.is_ascii_alphabetic(),
            _ => false,
        };
        if !ok {
            return Err(err(
                format!("{at}.letter"),
                format!(
                    "expected one letter A-Z, or + and a letter, found \"{}\"",
                    p.letter
                ),
                Wording::new("engine.piece.file.letter").with("letter", &p.letter),
            ));
        }
        let symbol = match &p.symbol {
            None => letter.trim_start_matches('+').to_string(),
            Some(symbol) if symbol.len() == 1 && symbol.as_bytes()[0].is_ascii_alphabetic() => {
                symbol.to_ascii_uppercase()
            }
            Some(symbol) => {
                return Err(err(
                    format!("{at}.symbol"),
                    format!("expected one letter A-Z, found \"{symbol}\""),
                    Wording::new("engine.piece.file.symbol").with("letter", symbol),
                ));
            }
        };
        if let Some(other) = game.kinds.iter().find(|k| k.letter == letter) {
            return Err(err(
                format!("{at}.letter"),
                format!("\"{letter}\" is already the letter of \"{}\"", other.name),
                Wording::new("engine.piece.file.same-letter")
                    .with("letter", &letter)
                    .with("name", &other.name),
            ));
        }
        if p.moves.is_empty() {
            return Err(err(
                format!("{at}.moves"),
                "expected at least one part of movement",
                Wording::new("engine.piece.file.no-moves"),
            ));
        }
        if let Some(v) = p.value {
            if !(0..=100_000).contains(&v) {
                return Err(out_of_range(format!("{at}.value"), 0, 100_000, v));
            }
        }
        game.kinds.push(Kind {
            name: p.name.clone(),
            letter,
            value: p.value.unwrap_or(0),
            value_computed: p.value.is_none(),
            picture: p.picture.clone(),
            symbol,
            promotes: Vec::new(),
            promotion_forced: p.promotion_forced,
            in_hand_as: i as u8,
            resets_progress: p.resets_progress,
            drop: p.drop,
            castle: None,
            needs_unmoved: false,
            colour_bound: true,
            parts_overlap: false,
        });
    }
    for (i, p) in file.pieces.iter().enumerate() {
        let at = format!("pieces[{i}] \"{}\"", p.name);
        for (j, name) in p.promotes_to.iter().enumerate() {
            let k = kind_ref(game, &format!("{at}.promotes_to[{j}]"), name)?;
            if k as usize == i {
                return Err(err(
                    format!("{at}.promotes_to[{j}]"),
                    "a piece cannot promote to itself",
                    Wording::new("engine.piece.file.promotes-to-itself"),
                ));
            }
            game.kinds[i].promotes.push(k);
        }
        if p.promotion_forced && p.promotes_to.is_empty() {
            return Err(err(
                format!("{at}.promotion_forced"),
                "the piece has nothing to promote to (promotes_to is empty)",
                Wording::new("engine.piece.file.nothing-to-promote-to"),
            ));
        }
    }
    for (i, p) in file.pieces.iter().enumerate() {
        let at = format!("pieces[{i}] \"{}\"", p.name);
        game.kinds[i].in_hand_as = match &p.captured_as {
            Some(name) => kind_ref(game, &format!("{at}.captured_as"), name)?,
            None => (0..game.kinds.len())
                .find(|&b| game.kinds[b].promotes.contains(&(i as u8)))
                .unwrap_or(i) as u8,
        };
    }
    Ok(())
}

fn squares_of(game: &PieceRules, path: &str, names: &[String]) -> Result<Bits, GameFileError> {
    let mut b = Bits::EMPTY;
    for (i, n) in names.iter().enumerate() {
        let sq = game
            .parse_square(n)
            .ok_or_else(|| not_a_square(format!("{path}[{i}]"), n))?;
        b.insert(sq);
    }
    Ok(b)
}

/// The board's drawing: the river between two ranks, the extra lines between squares.
fn drawing(game: &PieceRules, board: &BoardFile) -> Result<(), GameFileError> {
    if let Some(r) = board.river {
        if r == 0 || r >= game.ranks {
            return Err(out_of_range("board.river", 1, game.ranks as usize - 1, r));
        }
    }
    for (i, line) in board.lines.iter().enumerate() {
        for (j, name) in line.iter().enumerate() {
            game.parse_square(name)
                .ok_or_else(|| not_a_square(format!("board.lines[{i}][{j}]"), name))?;
        }
    }
    Ok(())
}

/// The squares a region lists: square names, or rectangles `d1:f3` (their holes left out).
fn region_squares(game: &PieceRules, path: &str, names: &[String]) -> Result<Bits, GameFileError> {
    let mut b = Bits::EMPTY;
    for (i, n) in names.iter().enumerate() {
        let at = format!("{path}[{i}]");
        match n.split_once(':') {
            None => b.insert(
                game.parse_square(n)
                    .ok_or_else(|| not_a_square(at.clone(), n))?,
            ),
            Some((a, z)) => {
                let a = game
                    .parse_square(a)
                    .ok_or_else(|| not_a_square(at.clone(), n))?;
                let z = game
                    .parse_square(z)
                    .ok_or_else(|| not_a_square(at.clone(), n))?;
                let files =
                    game.file_of(a).min(game.file_of(z))..=game.file_of(a).max(game.file_of(z));
                let ranks =
                    game.rank_of(a).min(game.rank_of(z))..=game.rank_of(a).max(game.rank_of(z));
                for sq in game.squares.iter() {
                    if files.contains(&game.file_of(sq)) && ranks.contains(&game.rank_of(sq)) {
                        b.insert(sq);
                    }
                }
            }
        }
    }
    if b.is_empty() {
        return Err(err(
            path,
            "expected at least one square",
            Wording::new("engine.piece.file.no-squares"),
        ));
    }
    Ok(b)
}

/// The regions of each side; the black side's default to the white side's upside down.
fn regions(game: &mut PieceRules, file: &GameFile) -> Result<(), GameFileError> {
    let white = usize::from(file.sides.first != SideName::White);
    for (i, r) in file.regions.iter().enumerate() {
        let at = format!("regions[{i}]");
        if r.name.trim().is_empty() {
            return Err(err(
                format!("{at}.name"),
                "expected a name",
                Wording::new("engine.piece.file.no-name"),
            ));
        }
        if file.regions[..i].iter().any(|o| o.name == r.name) {
            return Err(err(
                format!("{at}.name"),
                "another region has this name",
                Wording::new("engine.piece.file.same-region"),
            ));
        }
        let w = region_squares(game, &format!("{at}.white"), &r.white)?;
        let b = match &r.black {
            Some(list) => region_squares(game, &format!("{at}.black"), list)?,
            None => {
                let mut b = Bits::EMPTY;
                for sq in w.iter() {
                    let turned =
                        (game.ranks - 1 - game.rank_of(sq)) * game.files + game.file_of(sq);
                    if !game.squares.has(turned) {
                        let hole = game.square_name(turned);
                        return Err(err(
                            at.clone(),
                            format!("white's squares turned upside down take in {hole}, a hole: give black's squares"),
                            Wording::new("engine.piece.file.region-hole").with("square", hole),
                        ));
                    }
                    b.insert(turned);
                }
                b
            }
        };
        game.regions[white].push(w);
        game.regions[1 - white].push(b);
    }
    Ok(())
}

/// The index of the region named `name`.
fn region_ref(file: &GameFile, path: &str, name: &str) -> Result<u8, GameFileError> {
    file.regions
        .iter()
        .position(|r| r.name == name)
        .map(|i| i as u8)
        .ok_or_else(|| {
            let known: Vec<&str> = file.regions.iter().map(|r| r.name.as_str()).collect();
            if known.is_empty() {
                return err(
                    path,
                    format!("no region is named \"{name}\"; the file has no regions"),
                    Wording::new("engine.piece.file.no-regions").with("name", name),
                );
            }
            let known = known.join(", ");
            err(
                path,
                format!("no region is named \"{name}\"; the regions are {known}"),
                Wording::new("engine.piece.file.no-region")
                    .with("name", name)
                    .with("regions", known),
            )
        })
}

fn sides(game: &mut PieceRules, file: &GameFile) -> Result<(), GameFileError> {
    let order = match file.sides.first {
        SideName::White => [("white", &file.sides.white), ("black", &file.sides.black)],
        SideName::Black => [("black", &file.sides.black), ("white", &file.sides.white)],
    };
    for (s, (name, side)) in order.into_iter().enumerate() {
        let at = format!("sides.{name}");
        let mut royal = Vec::new();
        for (j, r) in side.royal.iter().enumerate() {
            royal.push(kind_ref(game, &format!("{at}.royal[{j}]"), r)?);
        }
        let loses = side.loses.unwrap_or(if royal.is_empty() {
            Loses::NoMoves
        } else {
            Loses::Checkmate
        });
        if matches!(loses, Loses::Checkmate | Loses::RoyalCaptured) && royal.is_empty() {
            return Err(err(
                format!("{at}.loses"),
                "checkmate and royal-captured need a royal piece (royal is empty)",
                Wording::new("engine.piece.file.no-royal"),
            ));
        }
        let goal = match &side.goal {
            None => None,
            Some(g) => {
                let mut kinds = Vec::new();
                for (j, p) in g.pieces.iter().enumerate() {
                    kinds.push(kind_ref(game, &format!("{at}.goal.pieces[{j}]"), p)?);
                }
                if kinds.is_empty() {
                    return Err(err(
                        format!("{at}.goal.pieces"),
                        "expected at least one piece",
                        Wording::new("engine.piece.file.no-pieces"),
                    ));
                }
                let sqs = squares_of(game, &format!("{at}.goal.squares"), &g.squares)?;
                if sqs.is_empty() {
                    return Err(err(
                        format!("{at}.goal.squares"),
                        "expected at least one square",
                        Wording::new("engine.piece.file.no-squares"),
                    ));
                }
                Some((kinds, sqs))
            }
        };
        if let Some(called) = &side.called {
            if called.is_empty()
                || called.len() > 16
                || !called.bytes().all(|b| b.is_ascii_lowercase())
            {
                return Err(err(
                    format!("{at}.called"),
                    format!(
                        "expected one word of 1 to 16 lower-case letters a-z, found \"{called}\""
                    ),
                    Wording::new("engine.piece.file.called").with("word", called),
                ));
            }
        }
        game.sides[s] = SideRules {
            name,
            royal,
            loses,
            stalemate: side.stalemate,
            capture_compulsory: side.capture_compulsory,
            goal,
            called: side.called.clone().unwrap_or_else(|| name.to_string()),
        };
    }
    Ok(())
}

fn promotion(game: &mut PieceRules, file: &GameFile) -> Result<(), GameFileError> {
    let any = game.kinds.iter().any(|k| !k.promotes.is_empty());
    let Some(p) = &file.promotion else {
        if any {
            return Err(err(
                "promotion",
                "pieces promote but the file gives no promotion zone",
                Wording::new("engine.piece.file.no-zone"),
            ));
        }
        return Ok(());
    };
    game.promote_on_leave = p.on == PromoteOn::EnterOrLeave;
    let first_is_white = file.sides.first == SideName::White;
    let mut zones = [Bits::EMPTY; 2];
    if let Some(n) = p.ranks {
        if n == 0 || n >= game.ranks {
            return Err(out_of_range(
                "promotion.ranks",
                1,
                game.ranks as usize - 1,
                n,
            ));
        }
        for sq in game.squares.iter() {
            let r = game.rank_of(sq);
            if r >= game.ranks - n {
                zones[0].insert(sq);
            }
            if r < n {
                zones[1].insert(sq);
            }
        }
    }
    for (name, list) in [("white", &p.white), ("black", &p.black)] {
        if let Some(list) = list {
            if p.ranks.is_some() {
                return Err(err(
                    format!("promotion.{name}"),
                    "give either ranks or the squares of each side, not both",
                    Wording::new("engine.piece.file.zone-twice"),
                ));
            }
            let s = if (name == "white") == first_is_white {
                0
            } else {
                1
            };
            zones[s] = squares_of(game, &format!("promotion.{name}"), list)?;
        }
    }
    for (s, name) in [(0, file.sides.first), (1, other(file.sides.first))] {
        if any && zones[s].is_empty() {
            let (n, key) = if name == SideName::White {
                ("white", "engine.piece.file.zone-empty.white")
            } else {
                ("black", "engine.piece.file.zone-empty.black")
            };
            return Err(err(
                "promotion",
                format!("pieces promote but {n}'s promotion zone is empty; give \"ranks\" or the squares of both sides"),
                Wording::new(key),
            ));
        }
    }
    game.zones = zones;
    Ok(())
}

fn other(side: SideName) -> SideName {
    match side {
        SideName::White => SideName::Black,
        SideName::Black => SideName::White,
    }
}

fn draws(game: &mut PieceRules, file: &GameFile) -> Result<(), GameFileError> {
    let d = &file.draws;
    let mut insufficient = Vec::new();
    for (i, n) in d.insufficient_material.iter().enumerate() {
        insufficient.push(kind_ref(
            game,
            &format!("draws.insufficient_material[{i}]"),
            n,
        )?);
    }
    if d.repetition == 1 {
        return Err(err(
            "draws.repetition",
            "expected 0 (never) or 2 and more",
            Wording::new("engine.piece.file.repetition"),
        ));
    }
    let impasse = match &d.impasse {
        None => None,
        Some(i) => {
            if i.threshold == 0 {
                return Err(err(
                    "draws.impasse.threshold",
                    "expected 1 or more points",
                    Wording::new("engine.piece.file.threshold"),
                ));
            }
            if game.sides.iter().any(|s| s.royal.is_empty()) {
                return Err(err(
                    "draws.impasse",
                    "an impasse needs a royal piece on each side",
                    Wording::new("engine.piece.file.impasse-royal"),
                ));
            }
            let mut points: Vec<u16> = (0..game.kinds.len() as u8)
                .map(|k| u16::from(!game.sides.iter().any(|s| s.royal.contains(&k))))
                .collect();
            for (name, &n) in &i.points {
                let k = kind_ref(game, &format!("draws.impasse.points.{name}"), name)?;
                points[k as usize] = n;
            }
            Some((i.threshold, points))
        }
    };
    game.draws = Draws {
        repetition: d.repetition,
        perpetual_check_loses: d.perpetual_check_loses,
        no_progress_plies: d.no_progress_moves.saturating_mul(2),
        ply_limit: d.ply_limit,
        insufficient,
        impasse,
    };
    Ok(())
}

fn keys(game: &mut PieceRules) {
    let mut rng = crate::common::rng::Rng::new(0x5EED_D0A0_C4E5_5000 ^ game.area() as u64);
    game.piece_keys = (0..(2 * MAX_KINDS + 1) * MAX_SQUARES)
        .map(|_| rng.next_u64())
        .collect();
    game.hand_keys = (0..2 * MAX_KINDS * 64).map(|_| rng.next_u64()).collect();
    game.square_keys = (0..2 * MAX_SQUARES).map(|_| rng.next_u64()).collect();
    game.side_key = rng.next_u64();
}

/// Values for pieces the file leaves without one: `round(80 × m^0.8)`, where `m` is the mean
/// over the board's squares of the squares the piece reaches on an empty board, a square it
/// both moves and captures to counting 1 and a square it only moves or only captures to
/// counting ½. On 8x8 this gives a knight 301, a bishop 454, a rook 661 and a queen 974.
fn values(game: &mut PieceRules) {
    for k in 0..game.kinds.len() {
        if !game.kinds[k].value_computed {
            continue;
        }
        game.kinds[k].value = formula_value(game, k);
    }
}

/// The value the movement formula gives kind `k` (see [`values`]).
pub fn formula_value(game: &PieceRules, k: usize) -> i32 {
    let mut total = 0.0f64;
    let n = game.squares.count().max(1) as f64;
    for sq in game.squares.iter() {
        for a in &game.atoms[0][k] {
            let ray = game.ray(a.dir, sq);
            let (m, c) = (a.move_range as usize, a.capture_range as usize);
            let reach = match a.shape {
                Shape::Jump => ray.len().saturating_sub(1).min(c),
                _ => ray.len(),
            };
            for t in 1..=reach {
                let w = match a.shape {
                    Shape::Slide => {
                        (if t <= m { 0.5 } else { 0.0 }) + (if t <= c { 0.5 } else { 0.0 })
                    }
                    Shape::Hop | Shape::Jump => 0.5,
                };
                total += w;
            }
        }
    }
    (80.0 * (total / n).powf(0.8)).round() as i32
}
