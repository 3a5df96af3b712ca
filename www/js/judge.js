// How a game's moves are judged from the review of its positions (review.js): each position's
// score turned into the expected result of the side to move by the family's fitted curve
// (`Game.resultScale()`, docs/analysis.md), each move's loss the fall of its mover's expected
// result, marked as an inaccuracy, a mistake or a blunder past the thresholds lichess uses, and
// each side's accuracy from those losses by lichess's formula.

/** The losses of expected result (a win 1, a draw ½) from which a move is marked, worst first. */
export const THRESHOLDS = [
  ['blunder', 0.15],
  ['mistake', 0.1],
  ['inaccuracy', 0.05],
];

/** The judgements, mildest first. */
export const JUDGEMENTS = ['inaccuracy', 'mistake', 'blunder'];

/** The expected result of the side to move for a search's `score` on the curve of `scale`. */
export function expected(score, scale) {
  return 1 / (1 + Math.exp(-score / scale));
}

/** A move's accuracy in percent from its loss of expected result (lichess's fit of its players'
 * moves: 100 for no loss, about 50 for a loss of 0.16). */
export function moveAccuracy(loss) {
  const a = 103.1668 * Math.exp(-0.04354 * loss * 100) - 3.1669;
  return Math.max(0, Math.min(100, a));
}

/**
 * Each move of a reviewed game judged: `positions[p]` is the review of the position after `p`
 * moves (`{score, toMove, move, notation, pv}`, the score from `toMove`'s view; missing while
 * not yet reviewed), `played[n - 1]` the `full` notation of move `n`. Returns, for each move
 * whose positions before and after are reviewed, `{ply, mover, before, after, loss, judgement,
 * accuracy, best}`: `before` and `after` the mover's expected result with the best move and
 * with the move played, `judgement` null or a name of `JUDGEMENTS`, `best` the better move
 * (`{move, notation, pv}`) when the move is marked.
 */
export function judgeMoves(positions, played, scale) {
  const judged = [];
  for (let ply = 1; ply <= played.length; ply++) {
    const was = positions[ply - 1];
    const now = positions[ply];
    if (!was || !now) continue;
    const mover = was.toMove;
    const before = expected(was.score, scale);
    const after = now.toMove === mover ? expected(now.score, scale) : 1 - expected(now.score, scale);
    const best = was.move && was.move.full !== played[ply - 1];
    const loss = best ? Math.max(0, before - after) : 0;
    const mark = THRESHOLDS.find(([, at]) => loss >= at);
    judged.push({
      ply,
      mover,
      before,
      after,
      loss,
      judgement: mark ? mark[0] : null,
      accuracy: moveAccuracy(loss),
      best: mark ? { move: was.move, notation: was.notation, pv: was.pv } : null,
    });
  }
  return judged;
}

/** Each side's marks and accuracy: `{white: {inaccuracy, mistake, blunder, accuracy, moves},
 * black: …}`, the accuracy (null without a judged move) the mean of the arithmetic and the
 * harmonic mean of its moves' accuracies, so that a few bad moves count more than in an
 * average. */
export function sideSummary(judged) {
  const summary = {};
  for (const side of ['white', 'black']) {
    const mine = judged.filter((j) => j.mover === side);
    const counts = Object.fromEntries(JUDGEMENTS.map((name) => [name, mine.filter((j) => j.judgement === name).length]));
    let accuracy = null;
    if (mine.length) {
      const mean = mine.reduce((sum, j) => sum + j.accuracy, 0) / mine.length;
      const harmonic = mine.length / mine.reduce((sum, j) => sum + 1 / Math.max(1, j.accuracy), 0);
      accuracy = (mean + harmonic) / 2;
    }
    summary[side] = { ...counts, accuracy, moves: mine.length };
  }
  return summary;
}

/** White's expected result at each reviewed position (for the graph and the bar), by ply. */
export function whiteExpected(positions, scale) {
  return positions.map((p) => {
    if (!p) return null;
    const e = expected(p.score, scale);
    return p.toMove === 'white' ? e : 1 - e;
  });
}
