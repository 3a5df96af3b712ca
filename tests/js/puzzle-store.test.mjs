// The puzzle mode's record in the browser's storage (www/js/puzzle-store.js), on a storage of
// its own: ratings, streaks and counts per family, a puzzle counted once, the next puzzle near
// the player's rating, and puzzles added from the player's own games.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';

const stored = new Map();
globalThis.window = {
  localStorage: {
    getItem: (k) => (stored.has(k) ? stored.get(k) : null),
    setItem: (k, v) => stored.set(k, String(v)),
  },
};
const { addOwnPuzzle, familyOf, ownPuzzles, pickPuzzle, recordAttempt, standing, PUZZLES_KEY } = await import(
  '../../www/js/puzzle-store.js'
);

beforeEach(() => stored.clear());

test('each game belongs to its family', () => {
  assert.equal(familyOf('international'), 'draughts');
  assert.equal(familyOf('russian'), 'draughts');
  assert.equal(familyOf('sixteen-soldiers-49'), 'soldiers');
  assert.equal(familyOf('chess'), 'chess');
  assert.equal(familyOf('shogi'), 'shogi');
  assert.equal(familyOf('minishogi', true), null);
});

test('a solved puzzle raises the rating and the streak, a failed one ends the streak; each counts once', () => {
  const a = recordAttempt('chess', { id: 'chess-a', rating: 1500 }, true);
  assert.ok(a.rating > 1500);
  assert.equal(a.streak, 1);
  assert.equal(recordAttempt('chess', { id: 'chess-a', rating: 1500 }, false).rating, a.rating);
  const b = recordAttempt('chess', { id: 'chess-b', rating: 1500 }, false);
  assert.ok(b.rating < a.rating);
  assert.deepEqual([b.streak, b.best, b.solved, b.failed], [0, 1, 1, 1]);
  assert.equal(standing('draughts').rating, 1500, 'each family has its own rating');
  assert.equal(standing('chess').rating, b.rating, 'kept in the storage');
});

test('a damaged entry reads as a fresh record', () => {
  stored.set(PUZZLES_KEY, '{not json');
  assert.equal(standing('shogi').rating, 1500);
});

test('the next puzzle is one not done, among the ten nearest the rating', () => {
  const puzzles = Array.from({ length: 40 }, (_, i) => ({ id: `p${i}`, rating: 800 + 50 * i }));
  const picked = pickPuzzle(puzzles, 1500, ['p14'], () => 0);
  assert.ok(Math.abs(picked.rating - 1500) <= 250 && picked.id !== 'p14');
  const done = puzzles.map((p) => p.id);
  assert.ok(pickPuzzle(puzzles, 1500, done, () => 0.99), 'when all are done, one of them again');
});

test('own puzzles: kept by family, the same position and move replaced, a bad one refused', () => {
  const p = addOwnPuzzle({ variant: 'russian', fen: 'W:Wc3:Bd4,f6', solution: ['c3xe5', 'f6xd4'], theme: 'shot' });
  assert.deepEqual(p.moves, ['c3xe5'], 'the line ends with a move of the solver');
  assert.ok(p.id.startsWith('own-'));
  addOwnPuzzle({ variant: 'russian', fen: 'W:Wc3:Bd4,f6', solution: ['c3xe5'] });
  addOwnPuzzle({ variant: 'chess', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', solution: ['Ra8#'] });
  assert.equal(ownPuzzles('draughts').length, 1);
  assert.equal(ownPuzzles('chess').length, 1);
  assert.equal(ownPuzzles().length, 2);
  assert.throws(() => addOwnPuzzle({ variant: 'chess', fen: '', solution: [] }));
});
