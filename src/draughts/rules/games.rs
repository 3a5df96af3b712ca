//! The built-in games, side by side: each a zero-sized type with its board, its names and start
//! ([`GameInfo`]) and its rules ([`RuleSet`]) written as what differs from International
//! draughts, every rule citing its section of `docs/rules/<game>.md`.

use super::*;
use crate::draughts::board::{
    Board10, Board8, Board8Mirrored, Grid8, Soldiers37, Soldiers49, Topology,
};

/// A built-in game: its rules type, board, [`GameInfo`] and [`RuleSet`], all constants.
macro_rules! builtin {
    ($(#[$doc:meta])* $name:ident on $board:ty, $info:expr, $rules:expr $(,)?) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name;

        impl Rules for $name {
            type Board = $board;

            #[inline(always)]
            fn info(self) -> &'static GameInfo {
                const INFO: GameInfo = $info;
                &INFO
            }

            #[inline(always)]
            fn rules(self) -> RuleSet {
                $rules
            }
        }
    };
}

/// The start of the 8x8 games written with numbers, Black moving first (English, Pool).
const START_8_BLACK_FIRST: &str = "B:W21-32:B1-12";

/// The start of the 8x8 games written in algebraic notation (Russian, Brazilian, Czech).
const START_8_ALGEBRAIC: &str =
    "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8";

/// The draw rules of the 8x8 games of the 40-move rule: threefold repetition and 40 moves each
/// without a capture or a man's move.
const FORTY_MOVES: DrawRules = DrawRules {
    repetitions: 3,
    quiet_plies: 80,
    man_moves_count: true,
    endgame: EndgameRule::None,
};

/// The draw rules of the FMJD 64-square set: threefold repetition, 15 king-only moves, and the
/// endgame rules 7.2.4–7.2.8.
const FMJD_64: DrawRules = DrawRules {
    repetitions: 3,
    quiet_plies: 30,
    man_moves_count: true,
    endgame: EndgameRule::Russian,
};

/// §14 of Frisian draughts: no repetition rule, two kings against one within seven moves, one
/// king against one drawn at once.
const FRISIAN_DRAWS: DrawRules = DrawRules {
    repetitions: 0,
    quiet_plies: 0,
    man_moves_count: true,
    endgame: EndgameRule::Frisian,
};

builtin!(
    /// International draughts (`docs/rules/international.md`): 10x10, flying kings, men capture
    /// backward, majority rule: every rule of [`RuleSet::INTERNATIONAL`] (§6–12).
    International on Board10,
    GameInfo::INTERNATIONAL,
    RuleSet::INTERNATIONAL,
);

builtin!(
    /// Brazilian draughts (`docs/rules/brazilian.md`): the International rules (§6–12) on the
    /// 8x8 board.
    Brazilian on Board8,
    GameInfo {
        name: "brazilian",
        aliases: &[],
        title: "Brazilian",
        board: &<Board8 as Topology>::INFO,
        notation: Notation::Algebraic,
        start_fen: START_8_ALGEBRAIC,
        game_type: 26,
        // §14: the FMJD 64-square set (project default), as Russian.
        draws: FMJD_64,
        ..GameInfo::INTERNATIONAL
    },
    RuleSet::INTERNATIONAL,
);

builtin!(
    /// Russian draughts (`docs/rules/russian.md`): flying kings, free choice, a man crowned
    /// mid-capture goes on as a king.
    Russian on Board8,
    GameInfo {
        name: "russian",
        aliases: &["shashki"],
        title: "Russian",
        board: &<Board8 as Topology>::INFO,
        notation: Notation::Algebraic,
        start_fen: START_8_ALGEBRAIC,
        game_type: 25,
        // §14: repetition, 15 king-only moves, and the endgame rules 7.2.4–7.2.8.
        draws: FMJD_64,
        ..GameInfo::INTERNATIONAL
    },
    RuleSet {
        // §12: crowned at once, continues as a king.
        mid_capture: MidCapturePromotion::CrownAndContinue,
        // §11: free choice.
        precedence: Precedence::Free,
        ..RuleSet::INTERNATIONAL
    },
);

builtin!(
    /// Czech draughts (`docs/rules/czech.md`): men forward only, flying kings, a king capture
    /// must be chosen over a man's.
    Czech on Board8,
    GameInfo {
        name: "czech",
        aliases: &[],
        title: "Czech",
        board: &<Board8 as Topology>::INFO,
        notation: Notation::Algebraic,
        start_fen: START_8_ALGEBRAIC,
        game_type: 29,
        // §14: repetition (declared automatically, project choice), 15 king-only moves.
        draws: DrawRules {
            endgame: EndgameRule::None,
            ..FMJD_64
        },
        ..GameInfo::INTERNATIONAL
    },
    RuleSet {
        // §7: men capture forward only.
        man_captures: FORWARD_DIAGONALS,
        // §12: a man on the last row cannot go on (forward only).
        mid_capture: MidCapturePromotion::CrownAndStop,
        // §11: king priority, then free choice.
        precedence: Precedence::KingFirst,
        ..RuleSet::INTERNATIONAL
    },
);

builtin!(
    /// English draughts / American checkers (`docs/rules/english.md`): short kings, men forward
    /// only, free choice, crowning ends the move.
    English on Board8,
    GameInfo {
        name: "english",
        aliases: &["american", "checkers"],
        title: "English / American checkers",
        board: &<Board8 as Topology>::INFO,
        start_fen: START_8_BLACK_FIRST,
        game_type: 21,
        // §14: repetition (project choice) and the 40-move rule.
        draws: FORTY_MOVES,
        ..GameInfo::INTERNATIONAL
    },
    RuleSet {
        // §7: men capture forward only.
        man_captures: FORWARD_DIAGONALS,
        // §8–9: short kings.
        kings: KingRange::Short,
        // §12: crowning ends the move.
        mid_capture: MidCapturePromotion::CrownAndStop,
        // §11: free choice.
        precedence: Precedence::Free,
        ..RuleSet::INTERNATIONAL
    },
);

builtin!(
    /// Italian draughts (`docs/rules/italian.md`): short kings, men forward only and never take
    /// kings, the precedence ladder. The board is the others' mirror image (`a1` light): moves
    /// are the same, the drawing and the numbering turn.
    Italian on Board8Mirrored,
    GameInfo {
        name: "italian",
        aliases: &["dama"],
        title: "Italian",
        board: &<Board8Mirrored as Topology>::INFO,
        start_fen: "W:W21-32:B1-12",
        game_type: 22,
        // §14: third repetition and the 40-move rule (project choice).
        draws: FORTY_MOVES,
        ..GameInfo::INTERNATIONAL
    },
    RuleSet {
        // §7: men capture forward only, and never a king.
        man_captures: FORWARD_DIAGONALS,
        men_capture_kings: false,
        // §8–9: short kings.
        kings: KingRange::Short,
        // §12: the move ends on the last row.
        mid_capture: MidCapturePromotion::CrownAndStop,
        // §11: quantity, capturing piece, quality, order.
        precedence: Precedence::Italian,
        ..RuleSet::INTERNATIONAL
    },
);

builtin!(
    /// American pool checkers (`docs/rules/pool.md`): flying kings, men capture backward, free
    /// choice, no mid-capture crowning.
    Pool on Board8,
    GameInfo {
        name: "pool",
        aliases: &["american-pool", "spanish-pool"],
        title: "American pool",
        board: &<Board8 as Topology>::INFO,
        start_fen: START_8_BLACK_FIRST,
        game_type: 23,
        // §14: three kings against one within 13 moves; repetition and 40 moves (project
        // choice).
        draws: DrawRules {
            endgame: EndgameRule::PoolThreeKings,
            ..FORTY_MOVES
        },
        ..GameInfo::INTERNATIONAL
    },
    RuleSet {
        // §11: free choice.
        precedence: Precedence::Free,
        ..RuleSet::INTERNATIONAL
    },
);

builtin!(
    /// Antidraughts (`docs/rules/antidraughts.md`): moves exactly as International draughts
    /// (§6–12); the side left without a move wins.
    Antidraughts on Board10,
    GameInfo {
        name: "antidraughts",
        aliases: &["losing", "giveaway"],
        title: "Antidraughts",
        game_type: 98,
        // §13: no legal move wins.
        goal: Goal::NoMoveWins,
        // §14: threefold repetition only.
        draws: DrawRules {
            repetitions: 3,
            ..DrawRules::NONE
        },
        ..GameInfo::INTERNATIONAL
    },
    RuleSet::INTERNATIONAL,
);

builtin!(
    /// Breakthrough (`docs/rules/breakthrough.md`): moves exactly as International draughts
    /// (§6–12); the first side to crown a man wins.
    Breakthrough on Board10,
    GameInfo {
        name: "breakthrough",
        aliases: &[],
        title: "Breakthrough",
        game_type: 96,
        // §13: the first crowned man wins.
        goal: Goal::FirstKingWins,
        // §14: no draw rules.
        draws: DrawRules::NONE,
        ..GameInfo::INTERNATIONAL
    },
    RuleSet::INTERNATIONAL,
);

/// Turkish men's moves and captures: White's forward and sideways, and Black's.
const TURKISH_MEN: [&[Dir]; 2] = [
    &[Dir::Up, Dir::Left, Dir::Right],
    &[Dir::Down, Dir::Left, Dir::Right],
];

builtin!(
    /// Turkish draughts (`docs/rules/turkish.md`): every square of the board, moves and
    /// captures along ranks and files, men forward and sideways, flying kings, pieces removed at
    /// once, no 180° turn, majority rule.
    Turkish on Grid8,
    GameInfo {
        name: "turkish",
        aliases: &["dama-turkish", "turk"],
        title: "Turkish",
        board: &<Grid8 as Topology>::INFO,
        notation: Notation::Algebraic,
        start_fen: "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        game_type: 30,
        // §14: threefold repetition; one piece each; 40 moves each without a capture or a man
        // move (project choice).
        draws: DrawRules {
            endgame: EndgameRule::Turkish,
            ..FORTY_MOVES
        },
        ..GameInfo::INTERNATIONAL
    },
    RuleSet {
        // §6: one square straight forward or sideways; a sideways step can be undone.
        man_steps: TURKISH_MEN,
        men_move_back: true,
        // §7: forward and sideways, never backward.
        man_captures: TURKISH_MEN,
        // §8–9: any distance along a rank or a file.
        king_steps: &Dir::ORTHOGONALS,
        king_captures: &Dir::ORTHOGONALS,
        // §10: each captured piece leaves the board as it is jumped; no jump straight back
        // along the line of the one before.
        removal: Removal::Immediate,
        no_reversal: true,
        ..RuleSet::INTERNATIONAL
    },
);

/// Frisian draughts' moves (§6–15), which Frysk! shares.
const FRISIAN: RuleSet = RuleSet {
    // §7: in eight directions, forward and backward.
    man_captures: [&Dir::ALL, &Dir::ALL],
    // §9: in eight directions (simple moves stay diagonal, §8).
    king_captures: &Dir::ALL,
    // §11: highest value, then fewer kings, then king priority.
    precedence: Precedence::Value,
    // §15: three simple moves in a row with one king at most, while men remain.
    king_move_limit: true,
    ..RuleSet::INTERNATIONAL
};

builtin!(
    /// Frisian draughts (`docs/rules/frisian.md`): the International board and men, captures
    /// along the diagonals and along rows and columns of dark squares, the value rule, and at
    /// most three simple moves in a row with one king while men remain.
    Frisian on Board10,
    GameInfo {
        name: "frisian",
        aliases: &["frysk-dammen"],
        title: "Frisian",
        game_type: 40,
        draws: FRISIAN_DRAWS,
        ..GameInfo::INTERNATIONAL
    },
    FRISIAN,
);

builtin!(
    /// Frysk! (`docs/rules/frysk.md`): every rule of Frisian draughts (§6–15), from five men
    /// each on the back rows.
    Frysk on Board10,
    GameInfo {
        name: "frysk",
        aliases: &["frysk!"],
        title: "Frysk!",
        start_fen: "W:W46-50:B1-5",
        // frysk.md §1 says Frisian's 40 with this start; lidraughts files write 97.
        game_type: 97,
        draws: FRISIAN_DRAWS,
        ..GameInfo::INTERNATIONAL
    },
    FRISIAN,
);

/// The rules of Sixteen Soldiers on both boards (`docs/rules/sixteen-soldiers.md` §6–12); only
/// the board and the long step differ.
const SOLDIERS: RuleSet = RuleSet {
    // §6: one step along a line, any direction; back as freely as forward.
    man_steps: [&Dir::ALL, &Dir::ALL],
    men_move_back: true,
    // §7: a short leap along a line, any direction.
    man_captures: [&Dir::ALL, &Dir::ALL],
    // §8–9, §12: there are no kings, no promotion.
    kings: KingRange::None,
    crowning: false,
    // §11: free choice (project choice).
    precedence: Precedence::Free,
    // §7, §10: each jumped soldier is removed at once (project choice).
    removal: Removal::Immediate,
    ..RuleSet::INTERNATIONAL
};

/// Sixteen Soldiers' names and start (§4: White on its triangle and the two court ranks nearest
/// it; Black the same opposite), and its draws (§14, project choice: threefold repetition, 40
/// moves each without a capture).
const SOLDIERS_INFO: GameInfo = GameInfo {
    name: "sixteen-soldiers",
    aliases: &["sixteen-soldiers-37", "sholo-guti", "16-soldiers"],
    title: "Sixteen Soldiers",
    board: &<Soldiers37 as Topology>::INFO,
    notation: Notation::Algebraic,
    full_captures: true,
    start_fen: "W:Wc1,c3,c4,d2,d3,d4,e1,e2,e3,e4,f2,f3,f4,g1,g3,g4:Bc6,c7,c9,d6,d7,d8,e6,e7,e8,e9,f6,f7,f8,g6,g7,g9",
    game_type: 0,
    game_type_aliases: &[],
    goal: Goal::Standard,
    draws: DrawRules {
        man_moves_count: false,
        ..FORTY_MOVES
    },
};

builtin!(
    /// Sixteen Soldiers on the traditional 37-point board.
    SixteenSoldiers on Soldiers37,
    SOLDIERS_INFO,
    SOLDIERS,
);

/// The six points of the left and right triangles of the 49-point board (the apexes belong to
/// the court).
const fn side_triangles() -> SquareSet {
    let info = <Soldiers49 as Topology>::INFO;
    let mut bits = 0u64;
    let mut b = 0;
    while b < 64 {
        let (_, col) = info.drawn[b];
        if info.all.bits() & (1 << b) != 0 && (col <= 1 || col >= 7) {
            bits |= 1 << b;
        }
        b += 1;
    }
    SquareSet::from_bits(bits)
}

builtin!(
    /// Sixteen Soldiers on the 49-point board of "16 vojáků" (`docs/rules/sixteen-soldiers.md`,
    /// rule set (b)): the rules of the traditional game, four triangles, and the side-triangle
    /// long step.
    SixteenSoldiers49 on Soldiers49,
    GameInfo {
        name: "sixteen-soldiers-49",
        aliases: &["16-vojaku", "16-vojaku-49"],
        title: "Sixteen Soldiers, four triangles",
        board: &<Soldiers49 as Topology>::INFO,
        ..SOLDIERS_INFO
    },
    RuleSet {
        // §6 (b): a soldier on a side triangle may step two points along a line.
        long_steps_from: side_triangles(),
        ..SOLDIERS
    },
);
