// What the puzzle mode remembers in the browser's storage, under one key of its own: the
// player's Glicko-2 rating per family of games (glicko.js), their streak and best streak, the
// puzzles solved and failed, and the puzzles made from their own analysed games
// (`addOwnPuzzle`). The shipped sets themselves are engine data (src/puzzles/sets/, loaded by
// puzzles.js when the mode opens).

import { NEW_RATING, rate } from './glicko.js';

export const PUZZLES_KEY = 'dama.puzzles';
/** The families of games with a puzzle set. */
export const FAMILIES = ['draughts', 'soldiers', 'chess', 'shogi'];
/** The deviation given to a puzzle's rating: the sets' ratings are estimates. */
const PUZZLE_RD = 100;
/** Own puzzles kept at most (the oldest are dropped). */
const OWN_MAX = 200;

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The family of the game named `variant`: Sixteen Soldiers, chess, shogi, or draughts for
 * every other draughts game; null for the other piece games. */
export function familyOf(variant, isPieceGame = false) {
  if (/^sixteen-soldiers/.test(variant)) return 'soldiers';
  if (variant === 'chess' || variant === 'shogi') return variant;
  return isPieceGame ? null : 'draughts';
}

function empty() {
  return { version: 1, families: {}, own: [] };
}

/** The stored record: `{version, families: {family: {rating, rd, vol, streak, best, solved,
 * failed, done: [id]}}, own: [puzzle]}`; a damaged entry reads as a fresh one. */
export function readStore() {
  try {
    const text = storage() && storage().getItem(PUZZLES_KEY);
    const data = text ? JSON.parse(text) : null;
    if (data && data.version === 1 && data.families && Array.isArray(data.own)) return data;
  } catch {
    // A damaged entry: start again.
  }
  return empty();
}

function writeStore(data) {
  try {
    if (storage()) storage().setItem(PUZZLES_KEY, JSON.stringify(data));
  } catch {
    // Storage full or refused: the page goes on without remembering.
  }
}

/** The player's standing in `family`: `{rating, rd, vol, streak, best, solved, failed, done}`. */
export function standing(family, data = readStore()) {
  return { ...NEW_RATING, streak: 0, best: 0, solved: 0, failed: 0, done: [], ...(data.families[family] || {}) };
}

/**
 * Records the first attempt at `puzzle` (`{id, rating}`) of `family`: `solved` or not. The
 * player's rating moves as after a game against the puzzle's rating; the streak grows or ends.
 * Returns the new standing. A puzzle already recorded changes nothing.
 */
export function recordAttempt(family, puzzle, solved) {
  const data = readStore();
  const s = standing(family, data);
  if (s.done.includes(puzzle.id)) return s;
  const rated = rate(s, [{ rating: puzzle.rating, rd: PUZZLE_RD, score: solved ? 1 : 0 }]);
  const streak = solved ? s.streak + 1 : 0;
  const next = {
    ...s,
    ...rated,
    streak,
    best: Math.max(s.best, streak),
    solved: s.solved + (solved ? 1 : 0),
    failed: s.failed + (solved ? 0 : 1),
    done: [...s.done, puzzle.id],
  };
  data.families[family] = next;
  writeStore(data);
  return next;
}

/**
 * The puzzle to offer next among `puzzles` to a player of `rating`: one not yet done, drawn
 * among the ten whose ratings are nearest theirs (`random`: a number in [0, 1)); when all are
 * done, any of the ten nearest.
 */
export function pickPuzzle(puzzles, rating, done, random = Math.random, except = null) {
  const fresh = puzzles.filter((p) => !done.includes(p.id) && p.id !== except);
  const pool = fresh.length ? fresh : puzzles.filter((p) => p.id !== except);
  if (!pool.length) return puzzles[0] || null;
  const near = [...pool].sort((a, b) => Math.abs(a.rating - rating) - Math.abs(b.rating - rating)).slice(0, 10);
  return near[Math.floor(random() * near.length)];
}

/** The puzzles made from the player's own games, of `family` (all families without one). */
export function ownPuzzles(family = null) {
  const own = readStore().own;
  return family ? own.filter((p) => familyOf(p.variant) === family) : own;
}

/**
 * Adds a puzzle from one of the player's own analysed games, offered under its family's "from
 * your games": `{variant, fen, solution, theme}`, `solution` the moves in the game's notation
 * (the solver's first, then the replies and the solver's moves in turn; a single move will do),
 * `theme` optional; `rating` optional (1500 by default). Returns the stored puzzle (its `id`
 * made from the position and first move: adding it again replaces it), or throws on a puzzle
 * with no position or no move.
 */
export function addOwnPuzzle({ variant, fen, solution, theme = null, rating = 1500, goal = 'win' }) {
  if (!variant || !fen || !Array.isArray(solution) || !solution.length) {
    throw new Error('addOwnPuzzle: give a variant, a fen and a solution of one move at least');
  }
  const moves = solution.length % 2 === 1 ? [...solution] : solution.slice(0, -1);
  const id = `own-${hash(`${variant} ${fen} ${moves[0]}`)}`;
  const puzzle = { id, variant, fen, moves, goal, theme, rating, depth: 0, source: 'own game' };
  const data = readStore();
  data.own = [...data.own.filter((p) => p.id !== id), puzzle].slice(-OWN_MAX);
  writeStore(data);
  return puzzle;
}

/** A short stable hash of `text` (FNV-1a, 8 hex digits). */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
