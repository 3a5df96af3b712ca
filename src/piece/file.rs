//! The game file: a small, versioned JSON description of a piece game (board, pieces and their
//! movement, promotion, drops, how each side wins and draws), read with serde. `docs/game-files.md`
//! documents it and `src/piece/games/game.schema.json` is its JSON Schema; [`super::compile`] checks
//! what serde cannot and builds the tables the move generator uses.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{value::MapAccessDeserializer, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// The value of `format` every game file carries.
pub const FORMAT: &str = "dama-game";
/// The version of the format this build reads and writes.
pub const VERSION: u32 = 1;

/// A whole game file.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    /// The JSON Schema the file follows, for editors (ignored).
    #[serde(default, rename = "$schema", skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    /// Always `dama-game`.
    pub format: String,
    /// Always 1 for this format.
    pub version: u32,
    /// A short name without spaces (`los-alamos`): the game's name on the command line.
    pub name: String,
    /// The name shown to a player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// A few words on the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The board.
    #[serde(deserialize_with = "object")]
    pub board: BoardFile,
    /// Every kind of piece, promoted forms included.
    #[serde(deserialize_with = "objects")]
    pub pieces: Vec<PieceFile>,
    /// Where pieces promote.
    #[serde(
        default,
        deserialize_with = "optional_object",
        skip_serializing_if = "Option::is_none"
    )]
    pub promotion: Option<PromotionFile>,
    /// Captured pieces go to the captor's hand and may be dropped (shogi).
    #[serde(default, skip_serializing_if = "is_false")]
    pub drops: bool,
    /// The two sides: who starts and how each wins and loses.
    #[serde(default, deserialize_with = "object")]
    pub sides: SidesFile,
    /// The start position in the game's own notation (FEN; SFEN for shogi coordinates).
    pub start: String,
    /// The draw rules.
    #[serde(default, deserialize_with = "object")]
    pub draws: DrawsFile,
    /// Named sets of squares per side (a palace, one's own half) that parts of movement keep
    /// to or start from.
    #[serde(
        default,
        deserialize_with = "objects",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub regions: Vec<RegionFile>,
    /// Whether two royal pieces of different sides may stand on one file with nothing between
    /// them (xiangqi's generals may not).
    #[serde(default, skip_serializing_if = "FacingRoyals::is_default")]
    pub facing_royals: FacingRoyals,
    /// How moves are written for players.
    #[serde(default, skip_serializing_if = "MoveNotation::is_default")]
    pub notation: MoveNotation,
}

/// How moves are written for players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveNotation {
    /// SAN for algebraic coordinates (`Nf3`), the Western notation for shogi's (`P-7f`).
    #[default]
    Standard,
    /// The World Xiangqi Federation's: the piece, the file it stands on counted from its
    /// player's right, `+` forward, `-` back or `.` along the rank, and the steps or the file
    /// it reaches (`C2.5`, `H8+7`, `R+.3` for the front one of two on a file).
    Wxf,
}

impl MoveNotation {
    fn is_default(&self) -> bool {
        *self == MoveNotation::Standard
    }
}

/// A named set of squares, one for each side.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RegionFile {
    /// Its name, which parts of movement refer to (`palace`).
    pub name: String,
    /// The white side's squares: square names, or rectangles written `d1:f3`.
    pub white: Vec<String>,
    /// The black side's squares, as `white`; by default white's turned upside down (the same
    /// files, the ranks counted from the other end).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<Vec<String>>,
}

/// Whether royal pieces may face each other along a file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FacingRoyals {
    /// They may (chess, janggi).
    #[default]
    Allowed,
    /// They may not: two royal pieces of different sides on one file with nothing between
    /// them attack each other, so no move may leave them so (xiangqi's flying general).
    Forbidden,
}

impl FacingRoyals {
    fn is_default(&self) -> bool {
        *self == FacingRoyals::Allowed
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A part of the file read from a JSON object only: serde would also take a struct's fields
/// from an array, in order, which the format does not allow.
struct Object<T>(T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Fields<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for Fields<T> {
            type Value = T;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
                T::deserialize(MapAccessDeserializer::new(map))
            }
        }
        d.deserialize_map(Fields(PhantomData)).map(Object)
    }
}

fn object<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    Object::deserialize(d).map(|o| o.0)
}

fn objects<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Vec<T>, D::Error> {
    Vec::<Object<T>>::deserialize(d).map(|v| v.into_iter().map(|o| o.0).collect())
}

fn optional_object<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    Option::<Object<T>>::deserialize(d).map(|o| o.map(|o| o.0))
}

/// The board: a rectangle with optional holes.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct BoardFile {
    /// Columns, 3 to 12.
    pub files: u8,
    /// Rows, 3 to 12.
    pub ranks: u8,
    /// Squares that do not exist.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub holes: Vec<String>,
    /// How squares are named.
    #[serde(default)]
    pub coordinates: Coordinates,
    /// Pieces stand on the points where lines cross, not inside squares (xiangqi, janggi).
    #[serde(default, skip_serializing_if = "is_false")]
    pub points: bool,
    /// A river between this rank and the next (counted from the first player's side, 1 the
    /// first rank), which the page draws and the lines of the files do not cross.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub river: Option<u8>,
    /// Lines drawn besides the board's own, each from one square to another (a palace's
    /// diagonals).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<[String; 2]>,
}

/// How squares are named.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Coordinates {
    /// File letter from the first player's left, rank number from the bottom (`e4`); positions
    /// in FEN, moves as UCI (`e7e8q`).
    #[default]
    Algebraic,
    /// File number from the first player's right, rank letter from the top (`7g`); positions in
    /// SFEN, moves as USI (`7g7f`, `8h2b+`, `P*5e`).
    Shogi,
}

/// One kind of piece.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PieceFile {
    /// Its English name in lower case (`knight`, `promoted pawn`): unique in the game.
    pub name: String,
    /// Its letter in positions and moves: one letter, or `+` and a letter for a promoted piece
    /// of a shogi-like game; upper case is the first player's, lower case the other's.
    pub letter: String,
    /// Worth in hundredths of a pawn-like unit; computed from its movement when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<i32>,
    /// How the page draws it: a built-in picture's name (`king`, `shogi-gold`…); its letter
    /// when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture: Option<String>,
    /// The letter moves are written with for players, where it differs from `letter` (the
    /// xiangqi horse: `N` in positions, `H` in moves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub symbol: Option<String>,
    /// Its movement: the union of these parts.
    #[serde(deserialize_with = "objects")]
    pub moves: Vec<MovePart>,
    /// What it may become in the promotion zone (one move per choice).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub promotes_to: Vec<String>,
    /// It must promote on reaching the zone (it must anyway where it could never move again).
    #[serde(default, skip_serializing_if = "is_false")]
    pub promotion_forced: bool,
    /// What it turns into in the captor's hand (drop games); by default the piece that promotes
    /// to it, else itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captured_as: Option<String>,
    /// Moving it starts the no-progress count again (the chess pawn).
    #[serde(default, skip_serializing_if = "is_false")]
    pub resets_progress: bool,
    /// Limits on dropping it.
    #[serde(
        default,
        deserialize_with = "object",
        skip_serializing_if = "DropRules::is_free"
    )]
    pub drop: DropRules,
}

/// Limits on dropping a piece, besides never where it could not move again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct DropRules {
    /// Not on a file that already holds one of the same side (nifu).
    #[serde(default, skip_serializing_if = "is_false")]
    pub one_per_file: bool,
    /// Not a drop that gives checkmate (uchifuzume).
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_mate: bool,
}

impl DropRules {
    fn is_free(&self) -> bool {
        !self.one_per_file && !self.no_mate
    }
}

/// One elementary part of a piece's movement. Exactly one of `leap`, `ride` and `castle`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct MovePart {
    /// A single step or leap `[dx, dy]` (files right, ranks forward).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leap: Option<[i8; 2]>,
    /// A step repeated along its line while the squares are empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ride: Option<[i8; 2]>,
    /// At most this many steps of a ride.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<u8>,
    /// Which images of the vector count.
    #[serde(default, skip_serializing_if = "Symmetry::is_default")]
    pub symmetry: Symmetry,
    /// Only the images going these ways, as the side sees the board (all when empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub directions: Vec<Direction>,
    /// Moves, captures, or both.
    #[serde(default, skip_serializing_if = "Mode::is_default")]
    pub mode: Mode,
    /// How it captures: landing on the victim, or jumping over it to the empty square behind
    /// (draughts; such captures chain).
    #[serde(default, skip_serializing_if = "Capture::is_default")]
    pub capture: Capture,
    /// A ride that must first jump over exactly one piece (the xiangqi cannon's capture).
    #[serde(default, skip_serializing_if = "is_false")]
    pub hop: bool,
    /// Only while the piece has not moved (the chess pawn's double step).
    #[serde(default, skip_serializing_if = "is_false")]
    pub unmoved: bool,
    /// A move of this part of more than one step may be taken en passant; a capture of this
    /// part may take en passant.
    #[serde(default, skip_serializing_if = "is_false")]
    pub en_passant: bool,
    /// Castling with a piece of this name.
    #[serde(
        default,
        deserialize_with = "optional_object",
        skip_serializing_if = "Option::is_none"
    )]
    pub castle: Option<CastleFile>,
    /// A leap that a piece on any of these squares on its way blocks, each written as a vector
    /// from where the piece starts, as the leap's own vector is (the xiangqi horse: leap
    /// `[1, 2]`, blocked at `[0, 1]`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blocked_at: Vec<[i8; 2]>,
    /// Only to squares of the mover's region of this name; a ride stops at its edge.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub within: Option<String>,
    /// Only while the piece stands in the mover's region of this name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standing_in: Option<String>,
}

/// Castling: the piece (unmoved, not attacked, crossing no attacked square) moves `steps`
/// squares along its rank toward an unmoved partner with only empty squares between, and the
/// partner lands on the square next to it on the other side.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CastleFile {
    /// The partner's piece name (`rook`).
    pub with: String,
    /// How far the castling piece goes (2 in chess).
    pub steps: u8,
}

/// Which images of a vector a part covers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Symmetry {
    /// Every rotation and reflection: `[1, 2]` gives the eight knight leaps.
    #[default]
    All,
    /// The vector and its mirror image left to right: `[1, 2]` gives `[1, 2]` and `[-1, 2]`.
    Mirror,
    /// The vector alone.
    None,
}

impl Symmetry {
    fn is_default(&self) -> bool {
        *self == Symmetry::All
    }
}

/// A way as a side sees the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// Toward the other side.
    Forward,
    /// Toward one's own side.
    Backward,
    /// Along the rank.
    Sideways,
}

/// Whether a part moves, captures or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Both.
    #[default]
    Both,
    /// Only to an empty square.
    Move,
    /// Only capturing.
    Capture,
}

impl Mode {
    fn is_default(&self) -> bool {
        *self == Mode::Both
    }
}

/// How a part captures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Capture {
    /// By landing on the victim.
    #[default]
    Replace,
    /// By jumping over the victim to the empty square behind; the piece may go on jumping.
    Jump,
}

impl Capture {
    fn is_default(&self) -> bool {
        *self == Capture::Replace
    }
}

/// Where pieces promote.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PromotionFile {
    /// The last this many ranks of each side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranks: Option<u8>,
    /// The first player's zone as squares (instead of `ranks`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<Vec<String>>,
    /// The other player's zone as squares.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<Vec<String>>,
    /// Which moves may promote.
    #[serde(default)]
    pub on: PromoteOn,
}

/// Which moves may promote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PromoteOn {
    /// A move ending in the zone (chess).
    #[default]
    Enter,
    /// A move into, out of or within the zone (shogi).
    EnterOrLeave,
}

/// The two sides, by colour name: `white` is drawn at the bottom unless `first` says `black`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SidesFile {
    /// The side that starts and sits at the bottom (`white`, or `black` as in shogi).
    #[serde(default)]
    pub first: SideName,
    /// White's rules.
    #[serde(default, deserialize_with = "object")]
    pub white: SideFile,
    /// Black's rules.
    #[serde(default, deserialize_with = "object")]
    pub black: SideFile,
}

/// A side's colour name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SideName {
    /// White.
    #[default]
    White,
    /// Black.
    Black,
}

/// How one side wins and loses.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SideFile {
    /// Its royal pieces (names): for `checkmate` none of them may be left attacked; for
    /// `royal-captured` it loses when none is left.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub royal: Vec<String>,
    /// How it loses: `checkmate` when it has royal pieces, else `no-moves`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loses: Option<Loses>,
    /// The result for this side when it cannot move and is not in check (sides that lose by
    /// `checkmate` or `all-captured`): `draw` (chess's stalemate), `loss` (shogi) or `win`.
    #[serde(default)]
    pub stalemate: Outcome,
    /// It must capture when it can (a draughts side).
    #[serde(default, skip_serializing_if = "is_false")]
    pub capture_compulsory: bool,
    /// It also wins when one of these pieces reaches one of these squares.
    #[serde(
        default,
        deserialize_with = "optional_object",
        skip_serializing_if = "Option::is_none"
    )]
    pub goal: Option<GoalFile>,
    /// What players call the side when not by its colour (xiangqi's first side: `red`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub called: Option<String>,
}

/// How a side loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Loses {
    /// Its royal piece is attacked and it has no legal move; moves into check are illegal.
    Checkmate,
    /// Its last royal piece is captured (moving into check is allowed).
    RoyalCaptured,
    /// It has no legal move (no piece left, or all blocked).
    NoMoves,
    /// It has no piece left (on the board or in hand).
    AllCaptured,
}

/// A result for a side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// A draw.
    #[default]
    Draw,
    /// That side loses.
    Loss,
    /// That side wins.
    Win,
}

/// A goal: a side wins when one of `pieces` reaches one of `squares`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct GoalFile {
    /// Piece names.
    pub pieces: Vec<String>,
    /// Square names.
    pub squares: Vec<String>,
}

/// The draw rules.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct DrawsFile {
    /// The same position (board, hands, side to move, rights) this many times is a draw; 0 for
    /// never.
    #[serde(default = "three")]
    pub repetition: u8,
    /// A side giving check with every move of the repeated cycle loses instead (shogi).
    #[serde(default, skip_serializing_if = "is_false")]
    pub perpetual_check_loses: bool,
    /// This many moves by each side without a capture, a drop or a move of a
    /// `resets_progress` piece is a draw; 0 for no limit.
    #[serde(default)]
    pub no_progress_moves: u16,
    /// A game of this many plies is a draw; 0 for no limit.
    #[serde(default)]
    pub ply_limit: u16,
    /// Pieces that cannot force a win alone: a position where every piece besides the royal
    /// ones is of these, and there is at most one, or all stand on squares of one colour and
    /// move only diagonally, is a draw (chess: `bishop`, `knight`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub insufficient_material: Vec<String>,
    /// Impasse (shogi's jishogi): when both royal pieces stand in their promotion zones, the
    /// game is decided by counting points, on a player's declaration or at the ply limit.
    #[serde(
        default,
        deserialize_with = "optional_object",
        skip_serializing_if = "Option::is_none"
    )]
    pub impasse: Option<ImpasseFile>,
}

/// The points rule of an impasse.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImpasseFile {
    /// A side with fewer points (its pieces on the board and in hand) loses; both with as many
    /// or more is a draw.
    pub threshold: u16,
    /// Points of the kinds named (a royal piece counts 0, any other kind not named 1).
    #[serde(default)]
    pub points: std::collections::BTreeMap<String, u16>,
}

fn three() -> u8 {
    3
}

impl Default for DrawsFile {
    fn default() -> Self {
        DrawsFile {
            repetition: 3,
            perpetual_check_loses: false,
            no_progress_moves: 0,
            ply_limit: 0,
            insufficient_material: Vec::new(),
            impasse: None,
        }
    }
}
