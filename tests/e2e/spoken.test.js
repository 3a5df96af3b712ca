// What a screen reader hears of the board, in the page's four languages, from file:// and over
// http: the board named by its game, each square by its name and its piece (or that it is empty)
// in the page's language, with the sides as the game names them, and the squares the selected
// piece can go to said as such; shogi's first player Black in words and colour; each move said
// in words and kept until the next; a move typed in the move box, or its unique beginning; the
// position read by the move box's commands; the board a grid of rows.
'use strict';
const assert = require('node:assert/strict');
const { test, onTargetsInTurn, inPage } = require('./harness.js');
const {
  choose,
  clickMove,
  loadFen,
  messages,
  moveCount,
  pieces,
  setUp,
  square,
  switchGameMidway,
  waitTurn,
} = require('./helpers.js');

/** `template` with its `{name}`s filled from `values`. */
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? values[name] : whole));
}

const label = (page, name) => square(page, name).getAttribute('aria-label');

/** Types `text` in the move box and presses Enter. */
async function typeMove(page, text) {
  await page.fill('[data-move-input]', text);
  await page.press('[data-move-input]', 'Enter');
}

onTargetsInTurn(
  (target) => `the board in words over ${target}`,
  (env) => {
    test('a move typed in the move box is played as if clicked; a wrong one is refused with why', () =>
      inPage(env, async (page) => {
        await setUp(page, { game: 'russian' });
        await typeMove(page, 'c3-d4');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);
        assert.equal((await pieces(page)).d4, 'white-man');
        assert.equal(await page.inputValue('[data-move-input]'), '', 'the box is emptied');
        await typeMove(page, 'a1-b2');
        await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('a1-b2: '));
        assert.equal(await moveCount(page), 1, 'nothing played');
        assert.equal(await page.inputValue('[data-move-input]'), 'a1-b2', 'the text is kept to be corrected');
        await switchGameMidway(page, 'chess');
        await typeMove(page, 'e4');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);
        await typeMove(page, 'Nf6');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 2);
        assert.deepEqual([(await pieces(page)).e4, (await pieces(page)).f6], ['white-pawn', 'black-knight']);
      }));

    test('the move box completes a unique beginning, lists the moves an ambiguous one may be, and reads the position', () =>
      inPage(env, async (page) => {
        await setUp(page, { game: 'russian' });
        const completion = () => page.textContent('#move-completion');
        const readout = () => page.textContent('#readout');
        await page.fill('[data-move-input]', 'c3');
        assert.equal(await completion(), 'Moves that begin so: c3-b4, c3-d4.');
        await page.press('[data-move-input]', 'Enter');
        await page.waitForFunction(() => document.getElementById('message').textContent === 'Moves that begin so: c3-b4, c3-d4.');
        assert.equal(await moveCount(page), 0, 'an ambiguous beginning plays nothing');
        await page.fill('[data-move-input]', 'g3-h');
        assert.equal(await completion(), 'Enter plays g3-h4.');
        await page.press('[data-move-input]', 'Enter');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);
        assert.equal((await pieces(page)).h4, 'white-man');
        await page.fill('[data-move-input]', 'x9');
        assert.equal(await completion(), 'No legal move begins with x9.');

        for (const [command, read] of [
          ['/w', 'White: man a1, c1, e1, g1, b2, d2, f2, h2, a3, c3, e3, h4.'],
          ['/r 4', 'Row 4: b4 empty, d4 empty, f4 empty, h4 White man.'],
          [
            '/d b6',
            'Diagonal g1–a7: g1 White man, f2 White man, e3 White man, d4 empty, c5 empty, b6 Black man, a7 Black man. Diagonal a5–d8: a5 empty, b6 Black man, c7 Black man, d8 Black man.',
          ],
          ['/l', 'White played g3-h4.'],
          ['/c', 'This game has no clock.'],
          ['/r 9', 'There is no row 9: the rows are 1 to 8.'],
        ]) {
          await typeMove(page, command);
          assert.equal(await readout(), read, command);
        }
        await typeMove(page, '/x');
        assert.match(await readout(), /^\/x is not a command\. Commands: /);
        assert.equal(await moveCount(page), 1, 'commands play nothing');
        assert.equal(await page.inputValue('[data-move-input]'), '', 'the box is emptied after a command');

        await switchGameMidway(page, 'chess');
        await page.fill('[data-move-input]', 'Nh');
        assert.equal(await completion(), 'Enter plays Nh3.');
        await choose(page, 'variant', 'shogi');
        await typeMove(page, '/b');
        assert.equal(
          await readout(),
          'Black: lance 9i, 1i; knight 8i, 2i; silver general 7i, 3i; gold general 6i, 4i; king 5i; bishop 8h; rook 2h; pawn 9g, 8g, 7g, 6g, 5g, 4g, 3g, 2g, 1g.',
        );
        await typeMove(page, '/r c');
        assert.match(await readout(), /^Row c: 9c White pawn, 8c White pawn/);
        await typeMove(page, '/r 3');
        assert.match(await readout(), /^Row c: /, "shogi's rank 3 is c, from the top");

        // A whole move the engine refuses is not completed into another that begins so.
        await choose(page, 'variant', 'international');
        await page.fill('[data-move-input]', '32-2');
        assert.equal(await completion(), '32-2: `32-2` is not legal here');
        await page.fill('[data-move-input]', '32-');
        assert.equal(await completion(), 'Moves that begin so: 32-27, 32-28.');
      }));

    test('the board is a grid of rows of squares; the coordinates belong to no square', () =>
      inPage(env, async (page) => {
        for (const [game, rows, cols] of [['russian', 8, 8], ['international', 10, 10], ['shogi', 9, 9], ['sixteen-soldiers', 9, 5]]) {
          await choose(page, 'variant', game);
          const grid = await page.$eval('#board', (b) => ({
            rows: [...b.querySelectorAll(':scope > [role="row"]')].map((r) => r.querySelectorAll(':scope > [role="gridcell"]').length),
            squaresInRows: b.querySelectorAll('[role="row"] > [role="gridcell"][data-square]').length,
            squares: b.querySelectorAll('[data-square]').length,
            coordsInSquares: b.querySelectorAll('[data-square] .coord').length,
            coords: b.querySelectorAll(':scope > .coord').length,
          }));
          assert.deepEqual(grid.rows, Array(rows).fill(cols), game);
          assert.equal(grid.squaresInRows, grid.squares, game);
          assert.equal(grid.coordsInSquares, 0, game);
          if (game === 'russian' || game === 'shogi') assert.equal(grid.coords, rows + cols, `${game}'s coordinates`);
        }
      }));

    for (const code of ['en', 'cs', 'pl', 'ru']) {
      test(`${code}: draughts, chess and shogi boards and squares in the page's language`, () =>
        inPage(
          env,
          async (page) => {
            const m = await messages(code);
            await setUp(page, { game: 'russian' });
            const board = () => page.getAttribute('#board', 'aria-label');
            assert.equal(await board(), fill(m['board.named'], { game: m['game.russian'] }));
            assert.equal(await label(page, 'c3'), fill(m['cell.square'], { name: 'c3', contents: m['ui.white_man'] }));
            assert.equal(await label(page, 'd4'), fill(m['cell.square'], { name: 'd4', contents: m['cell.empty'] }));
            await clickMove(page, ['c3']);
            const can = `${m['cell.empty']}, ${m['cell.go-here']}`;
            assert.equal(await label(page, 'd4'), fill(m['cell.square'], { name: 'd4', contents: can }));
            await loadFen(page, 'W:WC3:BD4');
            await clickMove(page, ['c3']);
            const capture = `${m['cell.empty']}, ${m['cell.capture-here']}`;
            assert.equal(await label(page, 'e5'), fill(m['cell.square'], { name: 'e5', contents: capture }));

            await choose(page, 'variant', 'chess');
            assert.equal(await board(), fill(m['board.named'], { game: m['game.chess'] }));
            const whiteKing = fill(m['cell.piece'], { side: m['side.white'], piece: m['piece.king'] });
            assert.equal(await label(page, 'e1'), fill(m['cell.square'], { name: 'e1', contents: whiteKing }));

            // Shogi's first player is Black (sente): its king is Black's, its disc Black's colour.
            const disc = (bar) => page.$eval(`${bar} .player-disc`, (d) => getComputedStyle(d).backgroundImage);
            const blackDisc = await disc('#bar-top');
            await choose(page, 'variant', 'shogi');
            assert.equal(await disc('#bar-bottom'), blackDisc, "sente's disc");
            assert.match(await page.textContent('#bar-bottom .player-name'), new RegExp(m['side.black']));
            assert.equal(await board(), fill(m['board.named'], { game: m['game.shogi'] }));
            const senteKing = fill(m['cell.piece'], { side: m['side.black'], piece: m['piece.king'] });
            assert.equal(await label(page, '5i'), fill(m['cell.square'], { name: '5i', contents: senteKing }));
            // Shogi's pieces are counted as pieces, not as draughts men (Russian tells them apart).
            if (code === 'ru') assert.equal(await page.textContent('#bar-bottom .note-count'), '20 фигур');
            // And so in the page contract: Black to move, its king `black-king`.
            assert.equal(await page.getAttribute('#board', 'data-to-move'), 'black');
            assert.equal((await pieces(page))['5i'], 'black-king');

            await choose(page, 'variant', 'sixteen-soldiers');
            const point = await page.$eval('#board [data-square]', (c) => c.getAttribute('aria-label'));
            assert.ok(point.startsWith(fill(m['cell.point'], { name: '', contents: '' }).split(' ')[0]), point);

            // Each move, the bot's too, is said in words and kept until the next one (the status
            // line turns at once to whose move it is).
            await setUp(page, { black: 'level:1', game: 'russian' });
            await clickMove(page, ['c3', 'd4']);
            await waitTurn(page, 'white');
            const last = await page.$$eval('#moves .move[data-ply]', (b) => b[b.length - 1].textContent);
            const [from, to] = last.split('-');
            const words = fill(m['words.move'], { role: m['role.man'], from, to });
            const said = fill(m['announce.played'], { side: m['side.black'], move: last, words });
            assert.equal(await page.textContent('#announce'), said);
            assert.equal(await page.getAttribute('#announce', 'aria-live'), 'polite');
          },
          undefined,
          null,
          null,
          '',
          { locale: code },
        ));
    }
  },
);
