// Links to a game (www/js/link.js), without a browser: what a fragment says, and what is wrong
// with one that is not a link to a game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildLink, linkFragment, readLink } from '../../www/js/link.js';

test('a link names the game, its start, its moves and the move viewed', () => {
  assert.deepEqual(readLink('#game=russian&fen=W%3AWc3%3ABf6&moves=c3-d4+f6-g5&ply=1'), {
    variant: 'russian',
    fen: 'W:Wc3:Bf6',
    moves: ['c3-d4', 'f6-g5'],
    ply: 1,
    letter: null,
  });
  assert.deepEqual(readLink('game=international'), { variant: 'international', fen: null, moves: [], ply: null, letter: null });
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
  assert.deepEqual(readLink(link), { variant: 'international', fen: game.startFen, moves: game.moves, ply: 1, letter: null });
  // The standard start and the last move are left out.
  assert.equal(
    buildLink({ ...game, startFen: game.standardFen, ply: 2 }),
    '#game=international&moves=19-23+28x19',
  );
  assert.equal(buildLink({ ...game, startFen: game.standardFen, moves: [], ply: 0 }), '#game=international');
});

test('a letter of a game by correspondence reads back with its fields, its check holding', () => {
  const game = { variant: 'russian', startFen: 'W:W21-32:B1-12', standardFen: 'W:W21-32:B1-12', moves: ['c3-d4', 'f6-g5'], ply: 2 };
  const letter = { id: 'abc123def4', to: 'white', act: 'move', from: 'Ann <b>' };
  const fragment = buildLink({ ...game, letter });
  assert.match(fragment, /&id=abc123def4&to=white&n=2&act=move&from=Ann\+%3Cb%3E&check=[0-9a-f]{16}$/);
  const link = readLink(fragment);
  assert.deepEqual(link.moves, game.moves);
  assert.deepEqual({ ...link.letter, check: undefined }, { ...letter, n: 2, check: undefined });
  // A plain link has no letter.
  assert.equal(readLink('#game=russian').letter, null);
  // A link pasted whole is found in the text.
  assert.equal(linkFragment(`file:///x/index.html${fragment}`), fragment);
  assert.equal(linkFragment('  https://example.org/dama/#game=chess&moves=e4\n'), '#game=chess&moves=e4');
  assert.equal(linkFragment('W:W31-50:B1-20'), null);
});

test('a letter changed on its way, or cut short, is refused', () => {
  const fragment = buildLink({
    variant: 'international',
    startFen: 'W:W31-50:B1-20',
    standardFen: 'W:W31-50:B1-20',
    moves: ['32-28', '19-23'],
    ply: 2,
    letter: { id: 'abc123def4', to: 'white', act: 'draw-offer', from: '' },
  });
  assert.throws(() => readLink(fragment.replace('19-23', '18-23')), /changed on its way/);
  assert.throws(() => readLink(fragment.replace('to=white', 'to=black')), /changed on its way/);
  assert.throws(() => readLink(fragment.replace('draw-offer', 'draw-accept')), /changed on its way/);
  assert.throws(() => readLink(fragment.replace(/&check=.*/, '')), /lacks `check`/);
  assert.throws(() => readLink(fragment.replace('act=draw-offer', 'act=win')), /`act` is not as the page writes it/);
  assert.throws(() => readLink(fragment.replace('n=2', 'n=two')), /`n` is not as the page writes it/);
  assert.throws(() => readLink(fragment.replace('id=abc123def4', 'id=A!')), /`id` is not as the page writes it/);
});
