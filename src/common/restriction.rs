//! Why a move a player tried is not allowed, in any game: the rule's code and values, which the
//! page words in its language (`restriction.*` in www/js/i18n/) and [`Restriction::message`]
//! in English. The draughts games find theirs in `crate::draughts::restriction`, the piece
//! games in `crate::piece::restriction`.

/// The rule that forbids a move a player tried.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "rule", rename_all = "kebab-case")]
pub enum Restriction {
    /// There is no piece of the side to move on the origin square.
    NoPieceToMove,
    /// A capture is available, so a quiet move is not allowed; these pieces can capture.
    CaptureCompulsory {
        /// Squares of the pieces that must capture.
        pieces: Vec<String>,
    },
    /// The capture stops where it must go on.
    CaptureMustContinue,
    /// The majority rule demands captures of `required` pieces; the move takes `taken`.
    Majority {
        /// Pieces the best capture takes.
        required: u32,
        /// Pieces the tried capture takes.
        taken: u32,
    },
    /// A king can capture, so a man may not (Czech), or Italian rule 2.
    KingMustCapture,
    /// Italian rule 3: the capture taking the most kings is compulsory.
    MostKings {
        /// Kings the best capture takes.
        required: u32,
    },
    /// Italian rule 4: the capture meeting a king first is compulsory.
    KingsFirst,
    /// Italian: a man may not capture a king.
    ManCannotTakeKing,
    /// Frisian: the capture of highest value is compulsory (a king counts more than a man and
    /// less than two).
    HighestValue,
    /// Frisian: this king made three simple moves in a row while its side still has men.
    KingMoveLimit,
    /// Not a move of this piece (wrong direction, distance or an occupied square).
    NotAMove,
    /// A piece game's leap that a piece on `square` blocks (the xiangqi horse's leg, the
    /// elephant's eye).
    Blocked {
        /// The blocking piece's square.
        square: String,
    },
    /// The piece may not leave its region (the file's name of it: `palace`, `own half`).
    KeepsToRegion {
        /// The region's name in the game file.
        region: String,
    },
    /// The piece moves so only while it stands in its region.
    OnlyFromRegion {
        /// The region's name in the game file.
        region: String,
    },
    /// The move would leave the royal pieces (`piece`, the kind's name) facing each other on an
    /// open file.
    RoyalsFace {
        /// The royal piece's kind.
        piece: String,
    },
    /// The move would leave the mover's royal piece (`piece`) attacked.
    LeavesRoyalAttacked {
        /// The royal piece's kind.
        piece: String,
    },
}

impl Restriction {
    /// The rule in words, for the player.
    pub fn message(&self) -> String {
        match self {
            Restriction::NoPieceToMove => "None of your pieces stands on that square.".into(),
            Restriction::CaptureCompulsory { pieces } => format!(
                "Capturing is compulsory: you must capture (with the piece on {}).",
                pieces.join(", ")
            ),
            Restriction::CaptureMustContinue => {
                "A capture must be completed: the piece must keep jumping while it can.".into()
            }
            Restriction::Majority { required, taken } => format!(
                "The majority rule: you must take the most pieces possible ({required}), this capture takes {taken}."
            ),
            Restriction::KingMustCapture => {
                "A king can capture, so the capture must be made with a king.".into()
            }
            Restriction::MostKings { required } => format!(
                "You must take the capture with the most kings ({required})."
            ),
            Restriction::KingsFirst => {
                "You must take the capture that meets an opposing king first.".into()
            }
            Restriction::ManCannotTakeKing => "A man may not capture a king.".into(),
            Restriction::HighestValue => "You must take the capture of highest value (a king \
                 counts more than one man and less than two)."
                .into(),
            Restriction::KingMoveLimit => "This king has made three moves in a row without \
                 capturing: move another piece (while you still have men)."
                .into(),
            Restriction::NotAMove => "That is not a move of this piece.".into(),
            Restriction::Blocked { square } => {
                format!("The piece on {square} blocks this move.")
            }
            Restriction::KeepsToRegion { region } => {
                format!("This piece may not leave its {region}.")
            }
            Restriction::OnlyFromRegion { region } => {
                format!("This piece moves this way only from the region {region}.")
            }
            Restriction::RoyalsFace { piece } => {
                format!("The {piece} may not face the other {piece} on an open file.")
            }
            Restriction::LeavesRoyalAttacked { piece } => {
                format!("This move would leave your {piece} in check.")
            }
        }
    }
}
