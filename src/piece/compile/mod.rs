//! From a [`GameFile`] to a [`PieceRules`]: every name resolved, every rule checked with its place
//! in the file, and the tables of the move generator built (rays per direction and square, each
//! piece's movement merged per direction, the reverse tables that find attackers, hash keys).

mod errors;
mod movement;

use super::bits::Bits;
use super::file::*;
use super::position::Position;
use crate::common::json_errors::json_error;
use crate::common::wording::Wording;
pub use errors::GameFileError;
use errors::{err, located, not_a_square, out_of_range};
use movement::movement;

/// The largest board side.
pub const MAX_SIDE: u8 = 12;
/// The most squares of a board.
pub const MAX_SQUARES: usize = 144;
/// The most kinds of piece in one game.
pub const MAX_KINDS: usize = 32;
/// A range without limit.
pub const UNLIMITED: u8 = u8::MAX;

/// How a part moves along its direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Steps along the line while squares are empty; captures the first piece met.
    Slide,
    /// Must jump one piece (of either side) first, then goes on as a slide.
    Hop,
    /// Captures by jumping over an enemy piece to an empty square behind; chains.
    Jump,
}

/// A piece's movement along one direction, every part of the file with that vector and shape
/// merged: the farthest each mode reaches, unmoved or not.
#[derive(Clone, Copy, Debug)]
pub struct Atom {
    /// The direction (index into [`PieceRules::vectors`]).
    pub dir: u8,
    /// How it moves.
    pub shape: Shape,
    /// How far it moves to empty squares (0: it does not).
    pub move_range: u8,
    /// How far it moves while unmoved.
    pub move_range_unmoved: u8,
    /// How far it captures (0: it does not).
    pub capture_range: u8,
    /// How far it captures while unmoved.
    pub capture_range_unmoved: u8,
    /// A move of more than one step leaves the squares it crossed open to en passant.
    pub makes_en_passant: bool,
    /// It captures en passant.
    pub takes_en_passant: bool,
}

/// A kind of piece.
#[derive(Clone, Debug)]
pub struct Kind {
    /// English name in lower case.
    pub name: String,
    /// Letter (upper case; `+` and a letter for promoted pieces of shogi-like games).
    pub letter: String,
    /// Worth in hundredths of a pawn.
    pub value: i32,
    /// The value came from the movement formula, not the file.
    pub value_computed: bool,
    /// How the page draws it.
    pub picture: Option<String>,
    /// What it may become.
    pub promotes: Vec<u8>,
    /// It must promote in the zone.
    pub promotion_forced: bool,
    /// What it becomes in the captor's hand.
    pub in_hand_as: u8,
    /// Moving it starts the no-progress count again.
    pub resets_progress: bool,
    /// Limits on dropping it.
    pub drop: DropRules,
    /// Castling: the partner's kind and the steps.
    pub castle: Option<(u8, u8)>,
    /// Some part depends on the piece being unmoved.
    pub needs_unmoved: bool,
    /// It only ever reaches squares of one colour.
    pub colour_bound: bool,
    /// Two of its parts can reach the same square the same way (a leap `[0, 2]` beside a ride
    /// `[0, 1]`): the move generator then lists such a move once.
    pub parts_overlap: bool,
}

/// How a side wins and loses, resolved.
#[derive(Clone, Debug)]
pub struct SideRules {
    /// `white` or `black`.
    pub name: &'static str,
    /// Its royal kinds.
    pub royal: Vec<u8>,
    /// How it loses.
    pub loses: Loses,
    /// Its result when it cannot move and is not in check.
    pub stalemate: Outcome,
    /// It must capture when it can.
    pub capture_compulsory: bool,
    /// It wins when one of these kinds stands on one of these squares.
    pub goal: Option<(Vec<u8>, Bits)>,
}

impl SideRules {
    /// Its royal pieces may not be left attacked.
    pub fn checks(&self) -> bool {
        self.loses == Loses::Checkmate && !self.royal.is_empty()
    }
}

/// The draw rules, resolved.
#[derive(Clone, Debug)]
pub struct Draws {
    /// Occurrences of a position that draw (0: none).
    pub repetition: u8,
    /// The side checking throughout a repeated cycle loses.
    pub perpetual_check_loses: bool,
    /// Plies without progress that draw (0: none).
    pub no_progress_plies: u16,
    /// Plies that end the game as a draw (0: none).
    pub ply_limit: u16,
    /// Kinds that cannot win alone.
    pub insufficient: Vec<u8>,
    /// The impasse rule: the threshold and each kind's points.
    pub impasse: Option<(u16, Vec<u16>)>,
}

/// Where one reverse direction finds attackers of a square: the ranges at which each kind of
/// the attacking side captures from that way.
#[derive(Clone, Debug)]
pub struct AttackDir {
    /// The direction walked from the attacked square (the attack's vector reversed).
    pub dir: u8,
    /// Capture range of a slide per kind (0: none).
    pub slide: [u8; MAX_KINDS],
    /// The same while unmoved.
    pub slide_unmoved: [u8; MAX_KINDS],
    /// Capture range of a hop per kind.
    pub hop: [u8; MAX_KINDS],
    /// Approach range of a jump per kind (the square behind must be empty).
    pub jump: [u8; MAX_KINDS],
    /// The longest of all these.
    pub reach: u8,
    /// Some kind hops this way, so the walk goes on past the first piece.
    pub hops: bool,
    /// Some kind captures by jumping this way (a `jump` range is not 0).
    pub jumps: bool,
    /// The attack's own direction (from the attacker through the square).
    pub forward: u8,
}

/// A piece game ready to play: the file's rules resolved into tables.
#[derive(Clone, Debug)]
pub struct PieceRules {
    /// The file it came from.
    pub file: GameFile,
    /// Columns.
    pub files: u8,
    /// Rows.
    pub ranks: u8,
    /// Squares that exist.
    pub squares: Bits,
    /// How squares are named.
    pub coordinates: Coordinates,
    /// Every kind of piece.
    pub kinds: Vec<Kind>,
    /// Every direction used, as board vectors `(file step, rank step)`.
    pub vectors: Vec<(i8, i8)>,
    /// Each side's movement per kind.
    pub atoms: [Vec<Vec<Atom>>; 2],
    /// Each attacking side's reverse tables.
    pub attacks: [Vec<AttackDir>; 2],
    /// Each side has a hop or a jump capture: any move of the other side may open an attack
    /// on its royal pieces, so every move is tried.
    pub attacks_anywhere: [bool; 2],
    /// Each side captures by jumping: a chain's later jumps can take a royal piece too.
    pub jumpers: [bool; 2],
    /// Each side's promotion zone.
    pub zones: [Bits; 2],
    /// Promotion on leaving the zone too.
    pub promote_on_leave: bool,
    /// Squares where a kind of a side could never move again.
    pub dead: [Vec<Bits>; 2],
    /// Captured pieces go to hand.
    pub drops: bool,
    /// Each side's rules (index 0 starts and sits at the bottom).
    pub sides: [SideRules; 2],
    /// Draw rules.
    pub draws: Draws,
    /// The start position.
    pub start: Position,
    ray_index: Vec<(u32, u8)>,
    ray_data: Vec<u8>,
    /// Hash keys of a piece code (1-based) on a square.
    pub(crate) piece_keys: Vec<u64>,
    /// Hash keys of hand counts `[side][kind][count % 64]`.
    pub(crate) hand_keys: Vec<u64>,
    /// Hash keys of unmoved and en passant squares.
    pub(crate) square_keys: Vec<u64>,
    /// Hash key of the second side to move.
    pub(crate) side_key: u64,
}

/// Two rule sets are the same when they come from the same game file.
impl PartialEq for PieceRules {
    fn eq(&self, other: &PieceRules) -> bool {
        self.file == other.file
    }
}

impl Eq for PieceRules {}

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

    /// The number of squares of the rectangle (holes included).
    #[inline(always)]
    pub fn area(&self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// The squares along `dir` from `sq`, nearest first, up to the edge or a hole.
    #[inline(always)]
    pub fn ray(&self, dir: u8, sq: u8) -> &[u8] {
        let (start, len) = self.ray_index[dir as usize * self.area() + sq as usize];
        &self.ray_data[start as usize..start as usize + len as usize]
    }

    /// The kind named `name`.
    pub fn kind_named(&self, name: &str) -> Option<u8> {
        self.kinds
            .iter()
            .position(|k| k.name == name)
            .map(|i| i as u8)
    }

    /// The kind written `letter` (either case) and its side.
    pub fn kind_of_letter(&self, letter: &str) -> Option<(u8, u8)> {
        let upper = letter.to_ascii_uppercase();
        let kind = self.kinds.iter().position(|k| k.letter == upper)? as u8;
        let side = if letter == upper { 0 } else { 1 };
        // A letter without case (none today) counts as the first side's.
        Some((kind, side))
    }

    /// The game's short name.
    pub fn name(&self) -> &str {
        &self.file.name
    }

    /// The game file as compact JSON.
    pub fn file_json(&self) -> String {
        serde_json::to_string(&self.file).expect("a game file serializes")
    }

    /// The game's title.
    pub fn title(&self) -> &str {
        self.file.title.as_deref().unwrap_or(&self.file.name)
    }

    /// The name of a square.
    pub fn square_name(&self, sq: u8) -> String {
        let (f, r) = (sq % self.files, sq / self.files);
        match self.coordinates {
            Coordinates::Algebraic => format!("{}{}", (b'a' + f) as char, r + 1),
            Coordinates::Shogi => {
                format!("{}{}", self.files - f, (b'a' + self.ranks - 1 - r) as char)
            }
        }
    }

    /// The square named `name`, if it exists on this board.
    pub fn parse_square(&self, name: &str) -> Option<u8> {
        let b = name.trim().as_bytes();
        let (f, r) = match self.coordinates {
            Coordinates::Algebraic => {
                let (&c, num) = b.split_first()?;
                let f = c.to_ascii_lowercase().checked_sub(b'a')?;
                let r = std::str::from_utf8(num)
                    .ok()?
                    .parse::<u8>()
                    .ok()?
                    .checked_sub(1)?;
                (f, r)
            }
            Coordinates::Shogi => {
                let (&c, num) = b.split_last()?;
                let n = std::str::from_utf8(num).ok()?.parse::<u8>().ok()?;
                let f = self.files.checked_sub(n)?;
                let r = (self.ranks - 1).checked_sub(c.to_ascii_lowercase().checked_sub(b'a')?)?;
                (f, r)
            }
        };
        if f >= self.files || r >= self.ranks {
            return None;
        }
        let sq = r * self.files + f;
        self.squares.has(sq).then_some(sq)
    }

    /// The file (column) of a square, 0 at the first side's left.
    #[inline(always)]
    pub fn file_of(&self, sq: u8) -> u8 {
        sq % self.files
    }

    /// The rank (row) of a square, 0 at the bottom.
    #[inline(always)]
    pub fn rank_of(&self, sq: u8) -> u8 {
        sq / self.files
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
        attacks_anywhere: [false; 2],
        jumpers: [false; 2],
        zones: [Bits::EMPTY; 2],
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
    kinds(&mut game, &file)?;
    sides(&mut game, &file)?;
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
        game.sides[s] = SideRules {
            name,
            royal,
            loses,
            stalemate: side.stalemate,
            capture_compulsory: side.capture_compulsory,
            goal,
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
