// Links to a game (www/js/link.js), without a browser: what a fragment says, and what is wrong
// with one that is not a link to a game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildLink, readLink } from '../../www/js/link.js';

test('a link names the game, its start, its moves and the move viewed', () => {
  assert.deepEqual(readLink('#game=russian&fen=W%3AWc3%3ABf6&moves=c3-d4+f6-g5&ply=1'), {
    variant: 'russian',
    fen: 'W:Wc3:Bf6',
    moves: ['c3-d4', 'f6-g5'],
    ply: 1,
  });
  assert.deepEqual(readLink('game=international'), { variant: 'international', fen: null, moves: [], ply: null });
});

test('no fragment is no link', () => {
  assert.equal(readLink(''), null);
  assert.equal(readLink('#'), null);
  assert.equal(readLink('#   '), null);
});

test('a fragment that is no link to a game says why', () => {
  assert.throws(() => readLink('#hello'), /`hello` is not part of a link to a game/);
  assert.throws(() => readLink('#moves=32-28'), /it names no game/);
  assert.throws(() => readLink('#game=international&ply=-1'), /ply `-1` is not a move number/);
  assert.throws(() => readLink('#game=international&ply=1.5'), /ply `1.5` is not a move number/);
  assert.throws(() => readLink('#game=a&game=b'), /`game` is given more than once/);
});

test('a link built from a game reads back to the same game', () => {
  const game = {
    variant: 'international',
    startFen: 'W:W28,31,33-50:B1-20',
    standardFen: 'W:W31-50:B1-20',
    moves: ['19-23', '28x19'],
    ply: 1,
  };
  const link = buildLink(game);
  assert.deepEqual(readLink(link), { variant: 'international', fen: game.startFen, moves: game.moves, ply: 1 });
  // The standard start and the last move are left out.
  assert.equal(
    buildLink({ ...game, startFen: game.standardFen, ply: 2 }),
    '#game=international&moves=19-23+28x19',
  );
  assert.equal(buildLink({ ...game, startFen: game.standardFen, moves: [], ply: 0 }), '#game=international');
});
