// Learning from a game, from file:// and over http: the whole game analysed in the background
// (a progress bar, a stop, going on where it stopped), its evaluation graph, each side's marks and
// accuracy, a known blunder marked as one with the better move shown in the list and as an arrow
// on the board; the analysis with several lines and their arrows; learning from one's mistakes.
'use strict';
const assert = require('node:assert/strict');
const { test, onTargetsInTurn, inPage, shot } = require('./harness.js');
const { choose, loadFile, reload, savePdn, seats, square } = require('./helpers.js');

/** 3… Nf6?? lets White mate at once (4. Qxf7#); the game goes on instead. */
const BLUNDER_PGN = `[Event "A prepared game"]
[White "W"]
[Black "B"]
[Result "*"]
[Variant "chess"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qf3 Be7 *
`;

/** A draughts game whose analysis is checked for its marks and figures, whatever they are. */
const DRAUGHTS_PDN = `[Event "A short game"]
[GameType "20"]
[Result "*"]

1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 4. 32-28 23x32 5. 38x27 *
`;

/** Seats people at both sides, opens the file `name` holding `text` and begins the review of its
 * game. */
async function reviewFile(page, name, text) {
  await seats(page, 'human', 'human');
  await loadFile(page, name, text);
  await page.click('[data-action="analyse-game"]');
}

/** Waits until the game's review has searched every position. */
function reviewDone(page, timeout = 60000) {
  return page.waitForSelector('#review[data-state="done"]', { timeout });
}

onTargetsInTurn(
  (target) => `the game's review over ${target}`,
  (env) => {
    test('a prepared chess game: the blunder marked, the better move in the list and on the board, the graph and accuracy', () =>
      inPage(env, async (page) => {
        await seats(page, 'human', 'human');
        await loadFile(page, 'blunder.pgn', BLUNDER_PGN);
        await page.waitForSelector('#board[data-variant="chess"]');
        await page.click('[data-action="analyse-game"]');
        await page.waitForSelector('#review-progress:not([hidden])');
        await reviewDone(page);
        // One point per move analysed, each with its ply.
        const plies = await page.$$eval('[data-eval-graph] [data-ply]', (dots) => dots.map((d) => Number(d.dataset.ply)));
        assert.deepEqual(plies, [1, 2, 3, 4, 5, 6, 7, 8]);
        const blunder = page.locator('#moves [data-ply="6"]');
        assert.equal(await blunder.getAttribute('data-judgement'), 'blunder');
        assert.match(await blunder.textContent(), /\?\?/);
        assert.match(await blunder.locator('.better').textContent(), /better/);
        // White missed the mate too: 4. Qf3 instead of Qxf7#.
        assert.ok(
          ['mistake', 'blunder'].includes(await page.locator('#moves [data-ply="7"]').getAttribute('data-judgement')),
          'the missed mate is marked',
        );
        const summary = await page.$$eval('#review-summary tbody tr', (rows) =>
          rows.map((r) => ({
            side: r.dataset.side,
            blunders: Number(r.querySelector('[data-judgement="blunder"]').textContent),
            accuracy: r.querySelector('.accuracy').textContent,
          })),
        );
        assert.equal(summary.length, 2);
        const black = summary.find((s) => s.side === 'black');
        assert.ok(black.blunders >= 1, `black's blunders: ${JSON.stringify(summary)}`);
        for (const s of summary) assert.match(s.accuracy, /^\d+%$/);
        // At the blunder: the better move in words and as an arrow on the board.
        await blunder.click();
        await page.waitForSelector('#review-better:not([hidden])');
        assert.match(await page.textContent('#review-better'), /blunder/);
        await page.waitForSelector('svg.arrows .arrow.better');
        assert.ok(!(await page.isHidden('#eval-bar')), 'the evaluation bar shows the reviewed position');
        // A click on the graph goes to that move.
        await page.click('[data-eval-graph] [data-ply="2"]', { force: true });
        await page.waitForSelector('#moves [data-ply="2"].current');
        await shot(page, 'review-chess');
        // The file keeps the marks as NAGs and the evaluations; read back, the marks are there.
        const saved = await savePdn(page);
        assert.match(saved, /Nf6 \$4/);
        assert.match(saved, /\[%eval -?\d+\.\d\d\]/);
        await loadFile(page, 'annotated.pgn', saved);
        await page.waitForSelector('#moves [data-ply="6"][data-judgement="blunder"]');
      }));

    test('a draughts game analysed after a stop (and a reload) goes on where it stopped; learning from the mistakes', () =>
      inPage(env, async (page) => {
        await reviewFile(page, 'short.pdn', DRAUGHTS_PDN);
        // Stopped from within the page as soon as two moves are in, so that a slow test process
        // cannot let the review of this short game end first.
        await page.waitForFunction(() => {
          if (document.querySelectorAll('[data-eval-graph] [data-ply]').length < 2) return false;
          document.getElementById('review-stop').click();
          return true;
        });
        await page.waitForSelector('#review[data-state="done"]');
        const partial = await page.$$eval('[data-eval-graph] [data-ply]', (d) => d.length);
        assert.ok(partial < 9, `stopped after ${partial} moves`);
        assert.match(await page.textContent('#review-start'), /Go on/);
        // Kept over a reload.
        await reload(page);
        await page.waitForSelector('#review[data-state="done"]');
        assert.equal(await page.$$eval('[data-eval-graph] [data-ply]', (d) => d.length), partial);
        assert.match(await page.textContent('#review-start'), /Go on/);
        await page.click('[data-action="analyse-game"]');
        await page.waitForFunction(() => document.querySelectorAll('[data-eval-graph] [data-ply]').length === 9, null, {
          timeout: 60000,
        });
        await reviewDone(page);
        const marked = await page.$$eval('#moves [data-judgement]', (m) => m.length);
        if (marked > 0) {
          await page.click('#mistakes-start');
          await page.waitForSelector('#mistakes:not([hidden])');
          assert.match(await page.textContent('#mistakes-text'), /Find a better move/);
          await page.click('#mistakes-answer');
          assert.match(await page.textContent('#mistakes-text'), /better move/);
          await page.click('#mistakes-end');
          await page.waitForSelector('#mistakes', { state: 'hidden' });
        }
        await shot(page, 'review-draughts');
      }));

    test("a puzzle from one's own game: White's missed mate, solved in the puzzle mode", () =>
      inPage(env, async (page) => {
        await reviewFile(page, 'blunder.pgn', BLUNDER_PGN);
        await reviewDone(page);
        // 4. Qxf7# was the one move that won; 3… Nf6's better moves were several, no puzzle.
        await page.waitForFunction(() => /From your games/.test(document.getElementById('message').textContent), null, {
          timeout: 30000,
        });
        assert.match(await page.textContent('#message'), /^1 puzzle/);
        await page.click('[data-action="puzzles"]');
        await page.selectOption('#puzzle-source', 'own');
        await page.selectOption('#puzzle-family', 'chess');
        await page.waitForSelector('#board[data-puzzle^="own-"][data-busy="false"]');
        await page.fill('#move-input', 'Qxf7#');
        await page.press('#move-input', 'Enter');
        await page.waitForSelector('#puzzle-status[data-state="solved"]');
      }));

    test('learning from the mistakes of the chess game: the better move found, a wrong one refused', () =>
      inPage(env, async (page) => {
        await reviewFile(page, 'blunder.pgn', BLUNDER_PGN);
        await reviewDone(page);
        await page.click('#mistakes-start');
        await page.waitForSelector('#mistakes:not([hidden])');
        // The first mistake: Black's 3… Nf6??, set again before it.
        assert.match(await page.textContent('#mistakes-text'), /Nf6/);
        assert.equal(await page.$eval('#board', (b) => b.dataset.toMove), 'black');
        // The move played in the game is not an answer; a move that leaves the mate is refused.
        await square(page, 'g8').click();
        await square(page, 'f6').click();
        assert.match(await page.textContent('#mistakes-text'), /played in the game/);
        await square(page, 'a7').click();
        await square(page, 'a6').click();
        await page.waitForFunction(() => /not better/.test(document.getElementById('mistakes-text').textContent), null, {
          timeout: 15000,
        });
        // Defending f7 (…Qe7, …g6, …Qf6) is right; a hint first names the piece's square.
        await page.click('#mistakes-hint');
        assert.match(await page.textContent('#mistakes-text'), /Move the piece on/);
        await square(page, 'g7').click();
        await square(page, 'g6').click();
        await page.waitForFunction(() => /Right/.test(document.getElementById('mistakes-text').textContent), null, {
          timeout: 15000,
        });
        // Nothing was added to the game.
        assert.equal(await page.$$eval('#moves [data-ply]:not([data-variation] *)', (m) => m.length), 8);
        await page.click('#mistakes-end');
      }));

    test('the analysis with three lines: three lines with scores, an arrow for each', () =>
      inPage(env, async (page) => {
        await choose(page, 'variant', 'chess');
        await seats(page, 'human', 'human');
        await page.click('#analysis-toggle');
        await choose(page, 'analysis-lines', '3');
        await page.waitForFunction(() => document.querySelectorAll('#analysis-line-list li').length === 3, null, {
          timeout: 20000,
        });
        await page.waitForFunction(() => document.querySelectorAll('svg.arrows .arrow').length === 3);
        const firsts = await page.$$eval('svg.arrows .arrow', (a) => a.map((g) => g.dataset.from + g.dataset.to));
        assert.equal(new Set(firsts).size, 3, `three different first moves: ${firsts}`);
        assert.ok(!(await page.isHidden('#eval-bar')), 'the evaluation bar shows while the analysis runs');
        await shot(page, 'analysis-lines');
        await page.click('#analysis-toggle');
        await page.waitForFunction(() => !document.querySelector('svg.arrows'));
      }));
  },
);
