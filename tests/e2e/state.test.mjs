// The page's reading of clicks (www/js/state.js), without a browser: which squares a selected
// piece can land on next, and when a series of clicks makes a complete move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { botChoices, botSpec, initialState, interpret, moveRows, nextTargets } from '../../www/js/state.js';

const OPPONENTS = [
  { id: 'level:1', title: 'First-timer (1)' },
  { id: 'level:6', title: 'Club player (6)' },
  { id: 'greedy', title: 'Greedy bot' },
];
const GAMES = [{ name: 'international', title: 'International', cols: 10, rows: 10, firstToMove: 'white' }];

function stateWith(legal, pieces, extra = {}) {
  const st = initialState(GAMES, OPPONENTS);
  st.legal = legal;
  st.pieces = new Map(Object.entries(pieces));
  st.status = { toMove: 'white', ply: 0, length: 0, result: { state: 'ongoing' } };
  return Object.assign(st, extra);
}

const move = (from, path, captured = []) => ({ from, to: path[path.length - 1], path, captured, notation: `${from}-${path[path.length - 1]}` });

test('a quiet move is two clicks', () => {
  const st = stateWith([move('32', ['28']), move('32', ['27']), move('33', ['29'])], { 32: 'white-man', 33: 'white-man' });
  assert.deepEqual(interpret(st, '32'), { kind: 'select', square: '32' });
  st.selected = '32';
  assert.deepEqual([...nextTargets(st)].sort(), ['27', '28']);
  assert.equal(interpret(st, '28').kind, 'play');
  assert.deepEqual(interpret(st, '33'), { kind: 'select', square: '33' });
  assert.deepEqual(interpret(st, '32'), { kind: 'deselect' });
  assert.deepEqual(interpret(st, '22'), { kind: 'explain', from: '32', to: '22' });
});

test('captures sharing a first landing are split by the next click', () => {
  const a = move('37', ['28', '17'], ['32', '22']);
  const b = move('37', ['28', '19'], ['32', '23']);
  const st = stateWith([a, b], { 37: 'white-man', 32: 'black-man', 22: 'black-man', 23: 'black-man' });
  st.selected = '37';
  assert.deepEqual([...nextTargets(st)], ['28']);
  assert.deepEqual(interpret(st, '28'), { kind: 'extend', square: '28' });
  st.partial = ['28'];
  assert.deepEqual([...nextTargets(st)].sort(), ['17', '19']);
  assert.equal(interpret(st, '19').move, b);
  assert.equal(interpret(st, '37').kind, 'select');
  assert.deepEqual(interpret(st, '46'), { kind: 'continue', targets: ['17', '19'] });
});

test('the final square alone plays a move when it names one', () => {
  const a = move('32', ['21', '12'], ['27', '17']);
  const st = stateWith([a], { 32: 'white-man', 27: 'black-man', 17: 'black-man' }, { selected: '32' });
  assert.equal(interpret(st, '12').move, a);
});

test('a piece that cannot move, or the opponent\'s, is explained', () => {
  const st = stateWith([move('32', ['21'], ['27'])], { 32: 'white-man', 40: 'white-man', 27: 'black-man' });
  assert.deepEqual(interpret(st, '40'), { kind: 'explain-piece', from: '40' });
  assert.deepEqual(interpret(st, '27'), { kind: 'explain-piece', from: '27' });
  assert.deepEqual(interpret(st, '25'), { kind: 'none' });
});

test('the move list numbers moves from the side that starts', () => {
  const st = stateWith([], {});
  st.history = [move('32', ['28']), move('19', ['23']), move('28', ['19'])];
  st.startFen = 'W:W31-50:B1-20';
  assert.deepEqual(
    moveRows(st).map((r) => [r.number, r.cells.map((c) => c && c.ply)]),
    [[1, [1, 2]], [2, [3, null]]],
  );
  st.startFen = 'B:W31-50:B1-20';
  assert.deepEqual(
    moveRows(st).map((r) => [r.number, r.cells.map((c) => c && c.ply)]),
    [[1, [null, 1]], [2, [2, 3]]],
  );
});

test('the bot menu: levels, the strongest level with a clock, other bots', () => {
  const groups = botChoices(OPPONENTS);
  assert.deepEqual(groups.map((g) => g.options.map((o) => o.value)), [
    ['level:1', 'level:6'],
    ['level:9@1000', 'level:9@3000', 'level:9@10000'],
    ['greedy'],
  ]);
  assert.deepEqual(botSpec('level:6'), { opponent: 'level:6', limits: null });
  assert.deepEqual(botSpec('level:9@3000'), { opponent: 'level:9', limits: { timeMs: 3000 } });
  assert.equal(initialState(GAMES, OPPONENTS, { level: 'level:9@3000' }).level, 'level:9@3000');
  assert.equal(initialState(GAMES, OPPONENTS, { level: 'nonsense' }).level, 'level:6');
});
