//! A piece game ready to play ([`PieceRules`]): the file's rules resolved into the tables the
//! move generator, the notation and the search read (rays per direction and square, each
//! piece's movement merged per direction, the reverse tables that find attackers, hash keys),
//! and the names of its squares. [`super::compile`] builds it from a game file.

use super::bits::Bits;
use super::file::*;
use super::position::{Position, MAX_KINDS};

/// The largest board side.
pub const MAX_SIDE: u8 = 12;
/// A range without limit.
pub const UNLIMITED: u8 = u8::MAX;
/// The most squares that can block one leap.
pub const MAX_BLOCKS: usize = 3;
/// No region, no blocking square.
pub const NO_INDEX: u8 = u8::MAX;

/// What a part of a piece's movement needs besides empty squares: squares that block a leap,
/// a region it keeps to and a region it starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conditions {
    /// The directions from the piece's square to the squares that block it ([`NO_INDEX`]
    /// after the last).
    pub blocks: [u8; MAX_BLOCKS],
    /// The region (index into [`PieceRules::regions`]) every square it reaches lies in.
    pub within: u8,
    /// The region the piece must stand in.
    pub standing_in: u8,
}

impl Conditions {
    /// No condition at all.
    pub const NONE: Conditions = Conditions {
        blocks: [NO_INDEX; MAX_BLOCKS],
        within: NO_INDEX,
        standing_in: NO_INDEX,
    };

    /// Whether there is any condition.
    #[inline(always)]
    pub fn any(&self) -> bool {
        *self != Conditions::NONE
    }
}

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
    /// What it needs besides empty squares.
    pub conditions: Conditions,
    /// Whether it needs anything: [`Atom::conditions`] is not [`Conditions::NONE`].
    pub conditional: bool,
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
    /// The letter moves are written with for players (upper case).
    pub symbol: String,
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
    /// What players call it: the file's `called` (`red`), else its name.
    pub called: String,
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
    /// What each kind's slide or hop this way needs besides empty squares (in
    /// [`PieceRules::conditional_attacks`]).
    pub conditions: [Conditions; MAX_KINDS],
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
    /// Each attacking side's reverse tables of the parts without conditions.
    pub attacks: [Vec<AttackDir>; 2],
    /// The same of the parts with conditions (blocked leaps, regions).
    pub conditional_attacks: [Vec<AttackDir>; 2],
    /// Each side has a hop or a jump capture: any move of the other side may open an attack
    /// on its royal pieces, so every move is tried.
    pub attacks_anywhere: [bool; 2],
    /// Each side captures by jumping: a chain's later jumps can take a royal piece too.
    pub jumpers: [bool; 2],
    /// Each side's promotion zone.
    pub zones: [Bits; 2],
    /// Each side's regions, in the order of the file.
    pub regions: [Vec<Bits>; 2],
    /// Royal pieces of different sides may not stand on one file with nothing between them.
    pub facing_royals_forbidden: bool,
    /// The directions up and down a file, when royal pieces may not face each other.
    pub(crate) file_dirs: [u8; 2],
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
    /// Where each direction and square's ray starts in `ray_data`, and its length.
    pub(crate) ray_index: Vec<(u32, u8)>,
    /// The squares of every ray, nearest first.
    pub(crate) ray_data: Vec<u8>,
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
