// The position editor's piece-game parts (www/js/editor-pieces.js), without a browser: what a
// click leaves on a square, the castling rights read from a FEN, and the layout handed to the
// engine's `Game.fromLayout`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { handViews, layoutOf, pieceOf, placedPiece, rightsOf } from '../../www/js/editor-pieces.js';

test('a piece is put on a square, replaces another, and is taken away by itself or by the remover', () => {
  assert.equal(placedPiece('white-queen', undefined), 'white-queen');
  assert.equal(placedPiece('white-queen', 'black-rook'), 'white-queen');
  assert.equal(placedPiece('white-queen', 'white-queen'), null);
  assert.equal(placedPiece('empty', 'black-rook'), null);
});

test('page names of pieces join the side and the kind with hyphens', () => {
  assert.equal(pieceOf('black', 'promoted pawn'), 'black-promoted-pawn');
});

test('castling rights are the letters of the FEN\'s third field', () => {
  assert.deepEqual([...rightsOf('r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1')], ['K', 'Q', 'k']);
  assert.deepEqual([...rightsOf('4k3/8/8/8/8/8/8/4K3 b - - 0 1')], []);
});

test('the layout lists the pieces, the hands that hold something, and the rights in FEN order', () => {
  const pieces = new Map([
    ['e1', 'white-king'],
    ['e8', 'black-king'],
  ]);
  const hands = new Map([
    ['white:pawn', 2],
    ['black:rook', 0],
  ]);
  assert.deepEqual(layoutOf('black', pieces, hands, new Set(['k', 'Q', 'K'])), {
    toMove: 'black',
    pieces: [
      { square: 'e1', piece: 'white-king' },
      { square: 'e8', piece: 'black-king' },
    ],
    hands: [{ side: 'white', kind: 'pawn', count: 2 }],
    castling: 'KQk',
  });
  assert.equal(layoutOf('white', pieces, new Map(), new Set()).castling, null);
  assert.deepEqual(handViews(hands), [{ side: 'white', kind: 'pawn', piece: 'white-pawn', count: 2 }]);
});
