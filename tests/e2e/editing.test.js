// Setting up positions and games, from file:// and over http: the position editor refuses to
// play a position that is over before its first move (an empty draughts board, a side with no
// piece, a chess position already mated), says why in the page's language and stays open with
// the position kept; the game builder counts the pieces that are on its board and played.
'use strict';
const assert = require('node:assert/strict');
const { test, onTargetsInTurn, inPage, shot } = require('./harness.js');
const { board, choose, messages, moveCount, openEditor, pieces, place, seats, setUp } = require('./helpers.js');

const editorShown = (page) => page.isVisible('#editor');
const problem = (page) => page.textContent('#editor-problem');

/** Clicks "Play from here" whether or not it is enabled (a disabled button hears no click), as a
 * player who clicks it anyway, and lets the page answer. */
async function tryPlay(page) {
  await page.click('#editor-play', { force: true });
  await page.waitForTimeout(100);
}

/** Tries "Play from here" (as `tryPlay`) and asserts it is refused: the editor still open on
 * `position` (as `stillEditing`) and `why` given as the reason. */
async function refused(page, position, why) {
  await tryPlay(page);
  await stillEditing(page, position);
  assert.equal(await problem(page), why);
}

/** Asserts the editor is still open on `position` (square → piece), no game having begun. */
async function stillEditing(page, position) {
  assert.equal(await editorShown(page), true, 'the editor stays open');
  assert.equal((await board(page)).result, undefined, 'no game ended');
  assert.deepEqual(await pieces(page), position, 'the position set up is kept');
  assert.equal(await page.isDisabled('#editor-play'), true, 'Play from here is refused');
  assert.equal(await page.isDisabled('#editor-analyse'), true, 'Analyse is refused');
  assert.equal(await page.getAttribute('#editor-problem', 'data-kind'), 'error');
}

onTargetsInTurn(
  (target) => `editing over ${target}`,
  (env) => {
    const withPage = (body, ...openArgs) => inPage(env, body, ...openArgs);

    test('the draughts editor: an empty board, or a side with no piece, is not played; the editor stays open', () =>
      withPage(async (page) => {
        await setUp(page);
        await openEditor(page);
        await page.click('#editor-empty');
        await refused(page, {}, 'Not a position to play: it is already over. Black wins: White has no pieces left.');
        // One white man, White to move: the game would end after White's first move, Black
        // having nothing to play with.
        await place(page, 'white-man', '32');
        await refused(page, { 32: 'white-man' }, 'Not a position to play: Black has no piece to play with.');
        assert.equal((await board(page)).toMove, 'white', 'the side to move is kept');
        await shot(page, 'editing-draughts-no-piece');
        // Black to move: over already.
        await choose(page, 'editor-to-move', 'black');
        await refused(page, { 32: 'white-man' }, 'Not a position to play: it is already over. White wins: Black has no pieces left.');
        assert.equal((await board(page)).toMove, 'black', 'the side to move is kept');
        await shot(page, 'editing-draughts-over');
        await choose(page, 'editor-to-move', 'white');
        // A black man too: a game to play.
        await place(page, 'black-man', '19');
        assert.equal(await problem(page), 'A position to play.');
        assert.equal(await page.isDisabled('#editor-play'), false);
        await page.click('#editor-play');
        await page.waitForSelector('#editor', { state: 'hidden' });
        assert.deepEqual(await pieces(page), { 19: 'black-man', 32: 'white-man' });
        assert.equal((await board(page)).result, undefined, 'the game goes on');
        assert.equal(await moveCount(page), 0);
      }));

    test('the draughts editor in Czech: the position that is over is refused in Czech', async () => {
      const cs = await messages('cs');
      await withPage(
        async (page) => {
          await openEditor(page);
          await page.click('#editor-empty');
          await place(page, 'black-man', '19');
          const result = `${cs['result.wins'].replace('{winner}', cs['side.black'])}: ${cs['reason.win.no-pieces-left'].replace('{loser}', cs['side.white'])}`;
          await refused(page, { 19: 'black-man' }, cs['editor.over'].replace('{result}', result));
        },
        undefined,
        undefined,
        null,
        '',
        { locale: 'cs-CZ' },
      );
    });

    test('the chess editor: no king is refused by the engine, and a mate or a stalemate already on the board is not played', () =>
      withPage(async (page) => {
        await setUp(page, { game: 'chess' });
        await openEditor(page);
        await page.click('#editor-empty');
        await refused(page, {}, 'Not a position to play: white has no king on the board');
        await place(page, 'white-king', 'f6');
        await place(page, 'black-king', 'h8');
        await place(page, 'white-queen', 'g7');
        await choose(page, 'editor-to-move', 'black');
        const mate = { f6: 'white-king', g7: 'white-queen', h8: 'black-king' };
        await refused(page, mate, 'Not a position to play: it is already over. White wins: Black is checkmated.');
        await shot(page, 'editing-chess-mated');
        // The queen one square along: stalemate, a draw at once.
        await place(page, 'empty', 'g7');
        await place(page, 'white-queen', 'f7');
        await refused(
          page,
          { f6: 'white-king', f7: 'white-queen', h8: 'black-king' },
          'Not a position to play: it is already over. Draw: stalemate: the side to move has no legal move and is not in check.',
        );
        // White to move: a game to play (and to win).
        await choose(page, 'editor-to-move', 'white');
        assert.equal(await problem(page), 'A position to play.');
        await page.click('#editor-play');
        await page.waitForSelector('#editor', { state: 'hidden' });
        assert.equal((await board(page)).result, undefined, 'the game goes on');
      }));

    test('chess against draughts: the draughts side with no piece is not played, to move or not', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        await choose(page, 'variant', 'chess-vs-draughts');
        await openEditor(page);
        await page.click('#editor-empty');
        await page.click('#editor-palette [data-tool="white-king"]');
        await page.locator('#board [data-square="e1"]').click();
        // White to move: the game would end after White's first move, Black having nothing to
        // play with.
        await refused(page, { e1: 'white-king' }, 'Not a position to play: Black has no piece to play with.');
        // Black to move: over already.
        await choose(page, 'editor-to-move', 'black');
        await refused(page, { e1: 'white-king' }, 'Not a position to play: it is already over. White wins: Black has no legal move.');
        await shot(page, 'editing-chess-vs-draughts-no-piece');
      }));

    test('the builder counts the pieces on its board: Chess cut to 5 columns has 20, and 20 are played', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        await choose(page, 'variant', 'builder');
        await page.waitForSelector('#builder-dialog[open]');
        const shown = () => page.$$eval('#builder-board [data-piece]', (cells) => cells.length);
        const said = () => page.textContent('#builder-problem');
        assert.equal(await shown(), 32);
        assert.equal(await said(), 'A valid game: 32 pieces on the board.');
        await page.fill('#builder-files', '5');
        await page.dispatchEvent('#builder-files', 'change');
        assert.equal(await shown(), 20);
        assert.equal(await said(), 'A valid game: 20 pieces on the board.');
        await page.locator('#builder-problem').scrollIntoViewIfNeeded();
        await shot(page, 'editing-builder-5-columns');
        // Back to 8 columns, the pieces beyond the fifth come back, and are counted again.
        await page.fill('#builder-files', '8');
        await page.dispatchEvent('#builder-files', 'change');
        assert.equal(await shown(), 32);
        assert.equal(await said(), 'A valid game: 32 pieces on the board.');
        await page.fill('#builder-files', '5');
        await page.dispatchEvent('#builder-files', 'change');
        await page.click('#builder-play');
        await page.waitForFunction(() => !document.getElementById('builder-dialog').open);
        assert.match((await board(page)).variant, /^file:/);
        assert.equal(Object.keys(await pieces(page)).length, 20, 'the pieces played');
      }));
  },
);
