// The move box's words without a browser (www/js/typing.js): the moves a typed beginning may
// complete to, what Enter would do in words, and each command that reads the position aloud, on
// positions the engine sets up.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Game, gameEntry, games, initSync, layout, opponents } from '../../pkg/dama.js';
import { initialState, syncGame } from '../../www/js/state.js';
import { movesBeginning, readPosition, typedWords } from '../../www/js/typing.js';
import { setSideNames } from '../../www/js/words.js';

before(() => {
  initSync({ module: fs.readFileSync(new URL('../../pkg/dama_bg.wasm', import.meta.url)) });
});

/** The page's state of `variant` at `fen`, after `moves` (in the game's notation). */
function stateOf(variant, fen, moves = []) {
  const game = Game.fromFen(variant, fen);
  for (const m of moves) game.play(m);
  const info = gameEntry(variant);
  setSideNames(info.sideNames);
  const state = Object.assign(initialState(games(), opponents()), { variant, info, layout: layout(variant) });
  syncGame(state, game);
  game.free();
  return state;
}

const RUSSIAN = 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Ba7,c7,e7,g7,b8,d8,f8,h8,b6,d6,f6,h6';
const CHESS = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

test('a beginning names the moves whose notation begins so, with its case first', () => {
  const russian = stateOf('russian', RUSSIAN);
  const names = (text, state) => movesBeginning(state.legal, text).map((m) => m.notation);
  assert.deepEqual(names('c3', russian).sort(), ['c3-b4', 'c3-d4']);
  assert.deepEqual(names('g3-h', russian), ['g3-h4']);
  assert.deepEqual(names('x', russian), []);
  const chess = stateOf('chess', CHESS);
  assert.deepEqual(names('Nh', chess), ['Nh3']);
  // `b` begins the pawn's moves and, in coordinates (`b1c3`), the knight's; not a bishop's
  // (`B`). Without a match in its case, any case will do.
  assert.deepEqual(names('b', chess).sort(), ['Na3', 'Nc3', 'b3', 'b4']);
  assert.deepEqual(names('b1', chess).sort(), ['Na3', 'Nc3']);
  assert.deepEqual(names('nh', chess), ['Nh3']);
});

test('what Enter would do, in words', () => {
  const russian = stateOf('russian', RUSSIAN);
  const move = russian.legal.find((m) => m.notation === 'g3-h4');
  assert.equal(typedWords({ move }, 'g3-h'), 'Enter plays g3-h4.');
  const choices = russian.legal.filter((m) => m.from === 'c3');
  assert.match(typedWords({ choices }, 'c3'), /^Moves that begin so: c3-[bd]4, c3-[bd]4\.$/);
  assert.equal(typedWords({ error: 'no' }, 'x9', true), 'No legal move begins with x9.');
  assert.equal(typedWords({ error: '`32-2` is not legal here', whole: true }, '32-2', true), '32-2: `32-2` is not legal here');
  assert.equal(typedWords({ error: 'why' }, 'x9'), 'x9: why');
});

test('the commands read a side, a row, the diagonals, the last move and the clocks', () => {
  const russian = stateOf('russian', RUSSIAN, ['c3-d4']);
  assert.equal(readPosition('c3', russian, null), null, 'a move is not a command');
  assert.equal(readPosition('/b', russian, null), 'Black: man b6, d6, f6, h6, a7, c7, e7, g7, b8, d8, f8, h8.');
  assert.equal(readPosition('/r 4', russian, null), 'Row 4: b4 empty, d4 White man, f4 empty, h4 empty.');
  assert.equal(readPosition('/r 0', russian, null), 'There is no row 0: the rows are 1 to 8.');
  assert.equal(
    readPosition('/d a1', russian, null),
    'Diagonal a1–h8: a1 White man, b2 White man, c3 empty, d4 White man, e5 empty, f6 Black man, g7 Black man, h8 Black man.',
  );
  assert.equal(readPosition('/d z9', russian, null), 'There is no square z9.');
  assert.equal(readPosition('/l', russian, null), 'White played c3-d4.');
  assert.equal(readPosition('/l', stateOf('russian', RUSSIAN), null), 'No move has been played yet.');
  assert.equal(readPosition('/c', russian, null), 'This game has no clock.');
  assert.equal(readPosition('/c', russian, { times: { white: 65000, black: 300000 } }), 'White 1:05, Black 5:00.');
  assert.match(readPosition('/?', russian, null), /^Commands: /);
  assert.match(readPosition('/zz', russian, null), /^\/zz is not a command\. Commands: /);
});

test("shogi: ranks counted from the top, sides as the game names them, the hand read", () => {
  const shogi = stateOf('shogi', '4k4/9/9/9/9/9/9/9/4K4 b 2Pr 1');
  assert.equal(readPosition('/b', shogi, null), 'Black: king 5i; in hand pawn ×2.');
  assert.equal(readPosition('/w', shogi, null), 'White: king 5a; in hand rook ×1.');
  assert.equal(readPosition('/r 1', shogi, null), readPosition('/r a', shogi, null));
  assert.match(readPosition('/r 1', shogi, null), /^Row a: 9a empty, .* 5a White king, /);
});
