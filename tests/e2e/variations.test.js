// Side lines (issue 77), from file:// and over http, as a person makes them: a move clicked on
// the board at an earlier position starts a side line, shown indented in the move list; its
// moves are buttons reached by keyboard; ← walks the line shown; a comment is written on a move;
// the side line is made the main line, saved to PDN, read back and saved again the same, and
// a reload keeps it. A PGN from elsewhere with nested variations and comments reads, shows its
// comments as text, and writes back as it reads.
'use strict';
const assert = require('node:assert/strict');
const { test, onTargetsInTurn, inPage, shot } = require('./harness.js');
const { clickMove, currentPly, loadFile, playMoves, reload, savePdn, setUp } = require('./helpers.js');

/** A lichess-style PGN: a comment before the game, evaluations and clocks in comments, NAGs,
 * a nested variation, a comment before a variation's first move, and a comment that looks like
 * HTML (shown as text). */
const PGN = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdEFGH"]
[Variant "chess"]
[Result "*"]

{ A <b>quiet</b> opening. } 1. e4 { [%eval 0.3] [%clk 0:03:00] } 1... e5 $1 ( 1... c5
{ Sicilian. } 2. Nf3 ( 2. c3 d5 ( 2... Nf6 3. e5 ) ) 2... d6 ) ( { French: } 1... e6 $6 )
2. Nf3 Nc6!? 3. Bb5?? *
`;

/** The same movetext as Dama writes it. */
const PGN_WRITTEN = `{A <b>quiet</b> opening.} 1. e4 {[%eval 0.3] [%clk 0:03:00]} 1... e5 $1 (1... c5
{Sicilian.} 2. Nf3 (2. c3 d5 (2... Nf6 3. e5)) 2... d6) ({French:} 1... e6 $6)
2. Nf3 Nc6 $5 3. Bb5 $4 *
`;

/** The text of the move shown in the list. */
function shown(page) {
  return page.$eval('#moves .move.current', (b) => b.textContent);
}

/** The movetext of a saved game (what follows its tags). */
function movetext(text) {
  return text.slice(text.indexOf('\n\n') + 2);
}

onTargetsInTurn(
  (target) => `side lines, over ${target}`,
  (env) => {
    test('a side line made on the board, shown, commented, promoted, saved to PDN and read back the same', () =>
      inPage(env, async (page) => {
        await setUp(page);
        await playMoves(page, [['32', '28'], ['19', '23'], ['28', '19'], ['14', '23']]);
        // Back to move 1 by keyboard, then another move for Black: a side line, nothing asked.
        await page.focus('#moves');
        await page.keyboard.press('Home');
        await page.keyboard.press('ArrowRight');
        assert.equal(await currentPly(page), 1);
        await clickMove(page, ['17', '22']);
        await page.waitForSelector('#moves [data-variation] .move.current');
        assert.equal(await page.$('#confirm-dialog[open]'), null);
        await clickMove(page, ['28', '17']);
        await page.waitForFunction(() => document.querySelector('#moves .move.current').textContent === '2. 28x17');
        assert.equal(await page.textContent('#moves [data-variation]'), '1… 17-222. 28x17');
        assert.equal(await page.$$eval('#moves .move[data-ply]', (b) => b.length), 4, 'the game is all there');
        // ← walks the line shown; a side line's move is a button the keyboard reaches.
        await page.focus('#moves');
        await page.keyboard.press('ArrowLeft');
        assert.equal(await shown(page), '1… 17-22');
        await page.focus('#moves [data-variation] .move:last-child');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.querySelector('#moves .move.current').textContent === '2. 28x17');
        // A comment on the move shown.
        await page.fill('#move-comment', 'Sharper, {says} <i>me</i>');
        await page.press('#move-comment', 'Enter');
        await page.waitForSelector('#moves .move-comment');
        assert.equal(await page.textContent('#moves [data-variation] .move-comment'), 'Sharper, (says) <i>me</i>');
        assert.equal(await page.isVisible('#promote-line'), true);
        await shot(page, 'variations-desktop');
        // Made the main line: the game is the side line, the old moves are its side line.
        await page.click('#promote-line');
        await page.waitForFunction(() => document.querySelector('#moves [data-ply="2"]').textContent === '17-22');
        assert.equal(await page.textContent('#moves [data-variation]'), '1… 19-232. 28x1914x23');
        assert.equal(await page.isVisible('#promote-line'), false);
        const saved = await savePdn(page);
        assert.equal(
          movetext(saved),
          '1. 32-28 17-22 (1... 19-23 2. 28x19 14x23) 2. 28x17 {Sharper, (says) <i>me</i>}\n*\n',
        );
        // Read back and saved again: the same.
        await loadFile(page, 'lines.pdn', saved);
        assert.equal(await savePdn(page), saved);
        // A reload keeps the side lines and the move shown.
        await page.click('#moves [data-variation] .move:last-child');
        await reload(page);
        assert.equal(await shown(page), '14x23');
        assert.equal(await page.$$eval('#moves .move[data-ply]', (b) => b.length), 3);
        assert.equal(await savePdn(page), saved);
        // Deleted: the side line goes, the move before it is shown.
        await page.click('#delete-line');
        await page.waitForFunction(() => !document.querySelector('#moves [data-variation]'));
        assert.equal(await currentPly(page), 1);
      }, { width: 1280, height: 800 }));

    test('a PGN with nested variations and comments is read, shown and written back as it was', () =>
      inPage(env, async (page) => {
        await loadFile(page, 'lichess.pgn', PGN);
        await page.waitForSelector('#board[data-variant="chess"]');
        assert.equal(await page.$$eval('#moves [data-variation] [data-variation]', (v) => v.length), 2, 'nested side lines');
        const comments = await page.$$eval('#moves .move-comment', (c) => c.map((x) => x.textContent));
        assert.deepEqual(comments, ['A <b>quiet</b> opening.', '[%clk 0:03:00]', 'Sicilian.', 'French:']);
        assert.equal(await page.$('#moves b'), null, 'a comment is text, never HTML');
        assert.equal(await page.getAttribute('#moves [data-ply="5"]', 'data-judgement'), 'blunder');
        assert.equal(await page.textContent('#moves [data-ply="4"]'), 'Nc6!?');
        const saved = await savePdn(page);
        assert.equal(movetext(saved), PGN_WRITTEN);
        await loadFile(page, 'again.pgn', saved);
        assert.equal(await savePdn(page), saved);
        // A move of a nested side line, clicked, is shown; its line is the one played.
        await page.click('#moves [data-variation] [data-variation] [data-variation] .move');
        assert.equal(await shown(page), '2… Nf6');
        assert.equal(await page.isVisible('#delete-line'), true);
      }));

    test('the move list with a side line on a phone', () =>
      inPage(
        env,
        async (page) => {
          await setUp(page);
          await playMoves(page, [['32', '28'], ['19', '23'], ['28', '19'], ['14', '23']]);
          await page.click('#moves [data-ply="1"]');
          await clickMove(page, ['17', '22']);
          await page.waitForSelector('#moves [data-variation] .move.current');
          await page.fill('#move-comment', 'A sharper try');
          await page.press('#move-comment', 'Enter');
          await page.waitForSelector('#moves .move-comment');
          await page.locator('.moves-box').scrollIntoViewIfNeeded();
          await shot(page, 'variations-phone');
          const width = await page.$eval('#moves', (m) => m.scrollWidth - m.clientWidth);
          assert.ok(width <= 1, 'the move list does not scroll sideways');
        },
        { width: 360, height: 740 },
      ));
  },
);
