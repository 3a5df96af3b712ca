// Every game Dama plays travels between friends (www/js/link.js, www/js/friend/protocol.js, the
// built engine from pkg/, no browser): for each built-in game, house rules and a game from a
// file, a letter carrying a few moves reads back to the same game, a live `hello` carrying it
// passes the message check, and the game ends by resignation or by an agreed draw.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Game, games, initSync } from '../../pkg/dama.js';
import { buildLink, readLink } from '../../www/js/link.js';
import { readMessage, writeMessage } from '../../www/js/friend/protocol.js';

before(() => {
  initSync({ module: fs.readFileSync(new URL('../../pkg/dama_bg.wasm', import.meta.url)) });
});

/** Every game: the built-in ones, a house game and a game from a file. */
function everyGame() {
  const file = fs.readFileSync(new URL('../../src/piece/games/minishogi.json', import.meta.url), 'utf8');
  const own = JSON.parse(file);
  own.title = 'Minishogi, my way';
  return [
    ...games().map((g) => g.name),
    'house:board=8 kings=short backward=yes precedence=majority promotion=crown-stop first=black repetition=3 king-moves=0 take-kings=yes compulsory=yes',
    `file:${JSON.stringify(own)}`,
  ];
}

/** A game of `variant` with its first legal move played `plies` times over. */
function played(variant, plies) {
  const game = new Game(variant);
  for (let i = 0; i < plies && game.legalMoves().length; i++) game.playIndex(game.legalMoves().length - 1);
  return game;
}

test('a letter of every game reads back to the same game', () => {
  for (const variant of everyGame()) {
    const game = played(variant, 4);
    const standard = new Game(variant);
    const moves = game.moveTexts();
    const fragment = buildLink({
      variant: game.variant(),
      startFen: game.startFen(),
      standardFen: standard.startFen(),
      moves,
      ply: moves.length,
      letter: { id: 'abcdef1234', to: 'black', act: 'move', from: 'Ann' },
    });
    const link = readLink(fragment);
    assert.equal(link.letter.n, moves.length, variant);
    const back = Game.fromMoves(link.variant, link.fen, link.moves);
    assert.equal(back.fen(), game.fen(), variant.slice(0, 40));
    assert.deepEqual(back.moveTexts(), moves, variant.slice(0, 40));
    for (const g of [game, standard, back]) g.free();
  }
});

test('a live hello of every game passes the message check', () => {
  for (const variant of everyGame()) {
    const game = played(variant, 3);
    const hello = {
      type: 'hello',
      v: 1,
      id: 'abcdef1234',
      name: 'Ann',
      seat: 'white',
      variant: game.variant(),
      start: game.startFen(),
      moves: game.moveTexts(),
      clock: null,
      over: null,
    };
    assert.deepEqual(readMessage(writeMessage(hello)), { message: hello }, variant.slice(0, 40));
    game.free();
  }
});

test('every game ends by resignation or by an agreed draw, and its file says so', () => {
  for (const variant of everyGame()) {
    const resigned = played(variant, 2);
    resigned.resign('white');
    const result = resigned.status().result;
    assert.deepEqual([result.winner, result.reason], ['black', 'resignation'], variant.slice(0, 40));
    assert.match(resigned.toPdn([]), /\[Termination "resignation"\]/, variant.slice(0, 40));
    assert.equal(resigned.legalMoves().length, 0);
    const drawn = played(variant, 2);
    drawn.agreeDraw();
    assert.equal(drawn.status().result.reason, 'agreement', variant.slice(0, 40));
    assert.match(drawn.toPdn([]), /\[Termination "draw agreed"\]/, variant.slice(0, 40));
    resigned.free();
    drawn.free();
  }
});
