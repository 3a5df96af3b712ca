// The page on a phone and after a game, from file:// and over http: the board stays on the screen
// while a game is played by touch (the move list scrolls, the page does not), a move can wait
// for the player's confirmation, the promotion choice stands beside the board, not over it, and
// the result box closes by its button, a click on it or outside it, or Escape, leaving the final
// position on view.
'use strict';
const assert = require('node:assert/strict');
const { test, onTargetsInTurn, inPage, shot } = require('./harness.js');
const { choose, clickMove, loadFen, pieces, seats, setUp, square, waitTurn } = require('./helpers.js');

const PHONES = [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
];

/** The board's box on the screen. */
function boardBox(page) {
  return page.locator('#board').boundingBox();
}

onTargetsInTurn(
  (target) => `comfort over ${target}`,
  (env) => {
    for (const viewport of PHONES) {
      test(`${viewport.width}x${viewport.height} by touch: the board stays where it was while the game goes on`, () =>
        inPage(
          env,
          async (page) => {
            await setUp(page, { game: 'chess' });
            await seats(page, 'human', 'level:1');
            await page.evaluate(() => window.scrollTo(0, 0));
            const before = await boardBox(page);
            for (const [from, to] of [
              ['e2', 'e4'],
              ['d2', 'd3'],
              ['g1', 'f3'],
              ['f1', 'e2'],
            ]) {
              await square(page, from).tap();
              await square(page, to).tap();
              await waitTurn(page, 'white');
            }
            assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page scrolled');
            assert.deepEqual(await boardBox(page), before, 'the board moved');
            await shot(page, `comfort-phone-${viewport.width}x${viewport.height}`);
          },
          viewport,
          null,
          null,
          '',
          { hasTouch: true, isMobile: true },
        ));
    }

    test('360x740 by touch: with "confirm moves when touched" a move waits for Play it; Cancel lets it go', () =>
      inPage(
        env,
        async (page) => {
          await seats(page, 'human', 'human');
          await choose(page, 'variant', 'chess');
          await choose(page, 'confirm-moves', 'touch');
          const played = () => page.$$eval('#moves .move[data-ply]', (m) => m.length);
          await square(page, 'e2').tap();
          await square(page, 'e4').tap();
          await page.waitForSelector('#confirm-move:not([hidden])');
          assert.equal(await page.textContent('#confirm-move-text'), 'Play e4?');
          assert.deepEqual(await page.$$eval('#board .pending', (c) => c.map((x) => x.dataset.square).sort()), ['e2', 'e4']);
          assert.equal((await pieces(page)).e2, 'white-pawn', 'nothing moved yet');
          assert.equal(await played(), 0);
          await shot(page, 'comfort-confirm-move');
          await page.tap('#confirm-move-no');
          assert.ok(await page.isHidden('#confirm-move'));
          assert.equal(await played(), 0, 'Cancel plays nothing');
          await square(page, 'd2').tap();
          await square(page, 'd4').tap();
          await page.waitForSelector('#confirm-move:not([hidden])');
          await page.tap('#confirm-move-yes');
          await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);
          assert.equal((await pieces(page)).d4, 'white-pawn');
          assert.ok(await page.isHidden('#confirm-move'));
          // A tap elsewhere on the board lets the waiting move go.
          await square(page, 'e7').tap();
          await square(page, 'e5').tap();
          await page.waitForSelector('#confirm-move:not([hidden])');
          await square(page, 'a7').tap();
          assert.ok(await page.isHidden('#confirm-move'));
          assert.equal(await page.$$eval('#board .pending', (c) => c.length), 0, 'its squares no longer marked');
          assert.equal(await played(), 1);
        },
        { width: 360, height: 740 },
        null,
        null,
        '',
        { hasTouch: true, isMobile: true },
      ));

    test('a waiting move is let go when its side is handed to the bot, and by a move typed instead', () =>
      inPage(env, async (page) => {
        await setUp(page, { game: 'chess' });
        await choose(page, 'confirm-moves', 'always');
        await clickMove(page, ['e2', 'e4']);
        await page.waitForSelector('#confirm-move:not([hidden])');
        await page.fill('[data-move-input]', 'd4');
        await page.press('[data-move-input]', 'Enter');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);
        assert.ok(await page.isHidden('#confirm-move'), 'the typed move took its place');
        assert.equal(await page.$$eval('#board .pending', (c) => c.length), 0);
        await clickMove(page, ['e7', 'e5']);
        await page.waitForSelector('#confirm-move:not([hidden])');
        await choose(page, 'seat-black', 'level:1');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 2);
        assert.ok(await page.isHidden('#confirm-move'), 'the bot plays its own move');
        await waitTurn(page, 'white');
      }));

    test('1280x800 by mouse: "when touched" plays a clicked move at once; "always" asks', () =>
      inPage(env, async (page) => {
        await seats(page, 'human', 'human');
        await choose(page, 'variant', 'chess');
        await choose(page, 'confirm-moves', 'touch');
        await clickMove(page, ['e2', 'e4']);
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);
        await choose(page, 'confirm-moves', 'always');
        await clickMove(page, ['e7', 'e5']);
        await page.waitForSelector('#confirm-move:not([hidden])');
        await page.click('#confirm-move-yes');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 2);
      }));

    for (const viewport of [{ width: 1280, height: 800 }, ...PHONES]) {
      test(`${viewport.width}x${viewport.height}: the promotion choice leaves the board in view`, () =>
        inPage(
          env,
          async (page) => {
            await seats(page, 'human', 'human');
            await choose(page, 'variant', 'chess');
            await loadFen(page, '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
            await square(page, 'b7').tap();
            await square(page, 'b8').tap();
            await page.waitForSelector('#promotion-dialog[open]');
            const [dialog, board] = [await page.locator('#promotion-dialog').boundingBox(), await boardBox(page)];
            const overlap = (a, b) =>
              Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
              Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
            assert.equal(overlap(dialog, board), 0, `dialog ${JSON.stringify(dialog)} over board ${JSON.stringify(board)}`);
            assert.ok(dialog.x >= 0 && dialog.y >= 0, 'the dialog is on the screen');
            assert.ok(dialog.x + dialog.width <= viewport.width && dialog.y + dialog.height <= viewport.height, 'the dialog is on the screen');
            await shot(page, `comfort-promotion-${viewport.width}x${viewport.height}`);
            await page.click('#promotion-dialog [data-promotion="knight"]');
            await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);
            assert.equal((await pieces(page)).b8, 'white-knight');
          },
          viewport,
          null,
          null,
          '',
          { hasTouch: true, isMobile: viewport.width < 800 },
        ));
    }

    test('chess and shogi coordinates sit around the board, in its frame, not on the squares', async () => {
      for (const viewport of [{ width: 1280, height: 800 }, ...PHONES]) {
        await inPage(env, async (page) => {
          for (const game of ['chess', 'shogi']) {
            await choose(page, 'variant', game);
            const boxes = await page.evaluate(() => {
              const box = (el) => el.getBoundingClientRect().toJSON();
              return {
                board: box(document.getElementById('board')),
                frame: box(document.querySelector('.board-frame')),
                coords: [...document.querySelectorAll('#board .coord')].map((c) => ({ text: c.textContent, ...box(c) })),
              };
            });
            const where = `${game} at ${viewport.width}x${viewport.height}`;
            assert.equal(boxes.coords.length, game === 'chess' ? 16 : 18, where);
            for (const c of boxes.coords) {
              const off =
                c.bottom <= boxes.board.top + 0.5 ||
                c.top >= boxes.board.bottom - 0.5 ||
                c.right <= boxes.board.left + 0.5 ||
                c.left >= boxes.board.right - 0.5;
              assert.ok(off, `${where}: ${c.text} on the squares`);
              const inFrame =
                c.top >= boxes.frame.top &&
                c.bottom <= boxes.frame.bottom &&
                c.left >= boxes.frame.left &&
                c.right <= boxes.frame.right;
              assert.ok(inFrame, `${where}: ${c.text} outside the frame`);
            }
            if (viewport.width === 360) await shot(page, `comfort-coords-${game}`);
          }
        }, viewport);
      }
    });

    test('the result box closes by its button, a click on it or outside it, or Escape; the final position stays', () =>
      inPage(env, async (page) => {
        await seats(page, 'human', 'human');
        const finish = async () => {
          await loadFen(page, 'W:W28:B23');
          await clickMove(page, ['28', '19']);
          await page.waitForSelector('#result:not([hidden])');
          assert.match(await page.textContent('#result'), /White wins/);
        };
        const closed = () => page.$eval('#result', (r) => r.hidden);
        await finish();
        await page.keyboard.press('Escape');
        assert.ok(await closed(), 'Escape');
        assert.deepEqual(await pieces(page), { 19: 'white-man' }, 'the final position');
        await finish();
        await page.click('#result-close');
        assert.ok(await closed(), 'its button');
        await finish();
        await page.mouse.click(3, 3);
        assert.ok(await closed(), 'a click outside');
        await finish();
        await page.click('#result .result-reason');
        assert.ok(await closed(), 'a click on it');
        assert.equal(await page.getAttribute('#result-close', 'aria-label'), 'Close: show the final position');
        // Its New game button still starts one.
        await finish();
        await page.click('#result-new');
        assert.ok(await closed());
        assert.equal(Object.keys(await pieces(page)).length, 40, "International's start");
      }));
  },
);
