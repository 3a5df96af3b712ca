// The page's reading of clicks (www/js/state.js), without a browser: which squares a selected
// piece can land on next, and when a series of clicks makes a complete move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  botChoices,
  botSpec,
  botsOnly,
  bottomColor,
  controller,
  currentHint,
  initialState,
  interpret,
  moveInWords,
  moveRows,
  numberedLine,
  positionKey,
  soleHuman,
  targets,
  whiteScore,
} from '../../www/js/state.js';
import { clockText, timeControl } from '../../www/js/clock.js';

const OPPONENTS = [
  { id: 'level:1', title: 'First-timer (1)' },
  { id: 'level:6', title: 'Club player (6)' },
  { id: 'mcts:2', title: 'Monte Carlo, Beginner (2)' },
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

/** `targets`' two sets as sorted arrays. */
const sorted = ({ next, final }) => ({ next: [...next].sort(), final: [...final].sort() });

const move = (from, path, captured = []) => ({
  from,
  to: path[path.length - 1],
  path,
  captured,
  notation: `${from}-${path[path.length - 1]}`,
  full: [from, ...path].join(captured.length ? 'x' : '-'),
});

test('a quiet move is two clicks', () => {
  const st = stateWith([move('32', ['28']), move('32', ['27']), move('33', ['29'])], { 32: 'white-man', 33: 'white-man' });
  assert.deepEqual(interpret(st, '32'), { kind: 'select', square: '32' });
  st.selected = '32';
  assert.deepEqual(sorted(targets(st)), { next: ['27', '28'], final: ['27', '28'] });
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
  assert.deepEqual(sorted(targets(st)), { next: ['28'], final: [] }, '28 is a landing on the way');
  assert.deepEqual(interpret(st, '28'), { kind: 'extend', square: '28' });
  st.partial = ['28'];
  assert.deepEqual(sorted(targets(st)), { next: ['17', '19'], final: ['17', '19'] });
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

test('the bot menu: levels, the strongest level with a clock, Monte Carlo, other bots', () => {
  const groups = botChoices(OPPONENTS);
  assert.deepEqual(groups.map((g) => g.options.map((o) => o.value)), [
    ['level:1', 'level:6'],
    ['level:9@1000', 'level:9@3000', 'level:9@10000'],
    ['mcts:2'],
    ['greedy'],
  ]);
  assert.deepEqual(botSpec('level:6'), { opponent: 'level:6', limits: null });
  assert.deepEqual(botSpec('level:9@3000'), { opponent: 'level:9', limits: { timeMs: 3000, book: true } });
  assert.deepEqual(initialState(GAMES, OPPONENTS, { level: 'level:9@3000' }).seats, { white: 'human', black: 'level:9@3000' });
  assert.deepEqual(initialState(GAMES, OPPONENTS, { level: 'nonsense' }).seats, { white: 'human', black: 'level:6' });
});

test('scores read from White\'s view, in men or as a forced win', () => {
  assert.equal(whiteScore({ score: 35 }, 'white'), '+0.35');
  assert.equal(whiteScore({ score: 35 }, 'black'), '−0.35');
  assert.equal(whiteScore({ score: -120 }, 'black'), '+1.20');
  assert.equal(whiteScore({ score: 0 }, 'black'), '0.00');
  assert.equal(whiteScore({ score: 29995, winIn: 5 }, 'black'), 'Black wins in 5 plies');
  assert.equal(whiteScore({ score: -29999, winIn: -1 }, 'black'), 'White wins in 1 ply');
});

test('a line is numbered like the move list, from the position it starts in', () => {
  const st = stateWith([], {});
  st.startFen = 'W:W31-50:B1-20';
  assert.equal(numberedLine(st, 0, ['32-28', '19-23', '28x19']), '1. 32-28 19-23 2. 28x19');
  assert.equal(numberedLine(st, 3, ['14x23', '37-32']), '2… 14x23 3. 37-32');
  st.startFen = 'B:W31-50:B1-20';
  assert.equal(numberedLine(st, 0, ['19-23', '32-28']), '1… 19-23 2. 32-28');
  assert.equal(numberedLine(st, 0, []), '');
});

test('a move in words, for a hint or a move said', () => {
  const st = stateWith([], { 32: 'white-man', 46: 'white-king' });
  assert.equal(moveInWords(st, move('32', ['28'])), 'the man on 32 to 28');
  assert.equal(
    moveInWords(st, move('46', ['23', '5'], ['37', '14'])),
    'the king on 46 capturing 37 and 14, landing on 23 then 5',
  );
  assert.equal(
    moveInWords(st, move('32', ['21', '12', '3'], ['27', '17', '8'])),
    'the man on 32 capturing 27, 17 and 8, landing on 21, 12 then 3',
  );
});

test('a hint belongs to the position it was asked in', () => {
  const st = stateWith([], {});
  st.startFen = 'W:W31-50:B1-20';
  st.history = [move('32', ['28']), move('19', ['23'])];
  st.status.ply = 1;
  const key = positionKey(st);
  assert.equal(key, 'W:W31-50:B1-20|32-28');
  st.hint = { key, pending: false, info: null };
  assert.equal(currentHint(st), st.hint);
  st.status.ply = 2;
  assert.equal(currentHint(st), null);
  st.status.ply = 0;
  assert.equal(positionKey(st), 'W:W31-50:B1-20|');
});

test('seats: each side a person or its own bot; earlier settings read as seats; nonsense refused', () => {
  const seats = (prefs) => initialState(GAMES, OPPONENTS, prefs).seats;
  assert.deepEqual(seats({}), { white: 'human', black: 'level:6' });
  assert.deepEqual(seats({ seats: { white: 'level:1', black: 'level:9@1000' } }), { white: 'level:1', black: 'level:9@1000' });
  assert.deepEqual(seats({ seats: { white: 'level:1', black: 'level:99' } }), { white: 'human', black: 'level:6' });
  assert.deepEqual(seats({ mode: 'human-bot', humanColor: 'black', level: 'level:1' }), { white: 'level:1', black: 'human' });
  assert.deepEqual(seats({ mode: 'bot-bot', level: 'level:1' }), { white: 'level:1', black: 'level:1' });
  assert.deepEqual(seats({ mode: 'human-human' }), { white: 'human', black: 'human' });
  const st = initialState(GAMES, OPPONENTS, { seats: { white: 'level:1', black: 'human' } });
  assert.equal(controller(st, 'white'), 'bot');
  assert.equal(controller(st, 'black'), 'human');
  assert.equal(soleHuman(st), 'black');
  assert.equal(bottomColor(st), 'black');
  assert.equal(botsOnly(st), false);
  st.seats = { white: 'level:1', black: 'mcts:3' };
  assert.equal(soleHuman(st), null);
  assert.equal(botsOnly(st), true);
  assert.equal(bottomColor(st), 'white');
});

test('the clock: time controls read, times shown rounded up, tenths under ten seconds', () => {
  assert.deepEqual(timeControl('300+3'), { baseMs: 300000, incrementMs: 3000 });
  assert.equal(timeControl('none'), null);
  assert.equal(timeControl('5 minutes'), null);
  assert.equal(clockText(60000), '1:00');
  assert.equal(clockText(59001), '1:00');
  assert.equal(clockText(59000), '0:59');
  assert.equal(clockText(305000), '5:05');
  assert.equal(clockText(10000), '0:10');
  assert.equal(clockText(9999), '0:09.9');
  assert.equal(clockText(120), '0:00.1');
  assert.equal(clockText(-5), '0:00.0');
});
