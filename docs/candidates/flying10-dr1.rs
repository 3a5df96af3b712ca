/// Weights for flying-king games on 10x10 (International). Fitted by `dama tune --family flying10
/// --games /tmp/dr/c --iterations 600 --king 339 --patterns --pattern-l2 0.0000001 --patterns-out
/// /tmp/dr/f1.pat` on /tmp/dr/c (international 130729 games, 12565714 positions; 11304306 positions
/// fitted, 1261408 held out), K = 0.00683. Loss (mean squared error of the result), fitted / held
/// out: material 0.08928 / 0.08913, tuned 0.07807 / 0.07892.
pub const FLYING_10: Weights = Weights([
    100, // man
    339, // king
    41,  // advance
    -7,  // advance_late
    86,  // back_rank
    34,  // back_key
    -12, // centre
    -7,  // balance
    -9,  // runaway
    1,   // king_mobility
    8,   // locked
    18,  // main_road
    -1,  // simplify
    -163,// sole_king
    -53, // men_vs_king
    -229,// king_vs_king
]);

