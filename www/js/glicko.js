// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation
// (how sure it is) and its volatility, updated after a rating period's games. A puzzle is a game
// against the puzzle's rating: solved is a win, failed a loss; each attempt is a period of its
// own, as lichess rates puzzles.

/** The scale factor between the Glicko and Glicko-2 scales. */
const SCALE = 173.7178;
/** The system constant τ: how much the volatility may change (Glickman suggests 0.3 to 1.2). */
const TAU = 0.5;
/** Where the volatility's iteration stops. */
const EPSILON = 0.000001;

/** A new player's rating. */
export const NEW_RATING = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });

const g = (phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu, muJ, phiJ) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/**
 * `player` (`{rating, rd, vol}`) after one rating period's `games`, each `{rating, rd, score}`
 * (the opponent's rating and deviation, 1 for a win, 0.5 a draw, 0 a loss). No games: only the
 * deviation grows (step 6 of the paper).
 */
export function rate(player, games) {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (!games.length) {
    const grown = Math.sqrt(phi * phi + sigma * sigma);
    return { rating: player.rating, rd: Math.min(grown * SCALE, 350), vol: sigma };
  }
  const opponents = games.map((o) => ({
    mu: (o.rating - 1500) / SCALE,
    phi: o.rd / SCALE,
    score: o.score,
  }));
  let vInverse = 0;
  let sum = 0;
  for (const o of opponents) {
    const e = expected(mu, o.mu, o.phi);
    vInverse += g(o.phi) ** 2 * e * (1 - e);
    sum += g(o.phi) * (o.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const newSigma = volatility(phi, sigma, v, delta);
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  return { rating: newMu * SCALE + 1500, rd: newPhi * SCALE, vol: newSigma };
}

/** The new volatility: step 5 of the paper, the Illinois algorithm. */
function volatility(phi, sigma, v, delta) {
  const a = Math.log(sigma * sigma);
  const f = (x) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - d)) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let A = a;
  let B;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}
