// The judgement of a reviewed game's moves (www/js/judge.js): the curve, the marks by the loss
// of expected result, the accuracy, and each side's summary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expected, judgeMoves, moveAccuracy, sideSummary, whiteExpected } from '../../www/js/judge.js';

const SCALE = 100;
const pos = (score, toMove, full = null) => ({ score, toMove, move: full && { full }, notation: full, pv: [full] });

test('the curve: even at 0, symmetric, near 1 for a won position', () => {
  assert.equal(expected(0, SCALE), 0.5);
  assert.ok(Math.abs(expected(100, SCALE) + expected(-100, SCALE) - 1) < 1e-12);
  assert.ok(expected(30000, SCALE) > 0.999999);
});

test('a move that throws a won position away is a blunder, the best move is never marked', () => {
  // White to move, winning (+3); White plays b instead of a, and Black (to move) is now +3.
  const positions = [pos(300, 'white', 'a'), pos(300, 'black', 'x'), pos(0, 'white', 'y')];
  const judged = judgeMoves(positions, ['b', 'x'], SCALE);
  assert.equal(judged[0].judgement, 'blunder');
  assert.equal(judged[0].mover, 'white');
  assert.deepEqual(judged[0].best.move, { full: 'a' });
  assert.ok(judged[0].accuracy < 10);
  // Black played the best move: no loss, whatever the scores say.
  assert.equal(judged[1].judgement, null);
  assert.equal(judged[1].loss, 0);
  assert.ok(judged[1].accuracy > 99.99);
});

test('the marks by the loss of expected result: 0.05 an inaccuracy, 0.10 a mistake, 0.15 a blunder', () => {
  const lossOf = (after) => {
    // Before: even; after: the mover's expected result `after` (Black, to move, expects the rest).
    const black = SCALE * Math.log((1 - after) / after);
    return judgeMoves([pos(0, 'white', 'a'), pos(black, 'black')], ['b'], SCALE)[0];
  };
  assert.equal(lossOf(0.47).judgement, null);
  assert.equal(lossOf(0.44).judgement, 'inaccuracy');
  assert.equal(lossOf(0.39).judgement, 'mistake');
  assert.equal(lossOf(0.3).judgement, 'blunder');
});

test('a move not yet reviewed on both sides is left out; the summary counts each side', () => {
  const positions = [pos(0, 'white', 'a'), undefined, pos(0, 'white', 'c'), pos(400, 'black')];
  const judged = judgeMoves(positions, ['a', 'b', 'd'], SCALE);
  assert.deepEqual(
    judged.map((j) => j.ply),
    [3],
  );
  const summary = sideSummary(judged);
  assert.equal(summary.white.blunder, 1);
  assert.equal(summary.white.moves, 1);
  assert.equal(summary.black.accuracy, null);
  assert.ok(moveAccuracy(0) > 99.9 && moveAccuracy(1) === 0);
  assert.deepEqual(whiteExpected([pos(0, 'black'), undefined], SCALE), [0.5, null]);
});
