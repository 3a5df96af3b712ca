// Xiangqi, minixiangqi and makruk in real headless Chromium, from file:// and over http: a
// xiangqi game played by clicks on the points against the weakest bot to its end, at a desktop
// and a phone size (a horse's blocked leap refused with the page's reason, the bot's replies, the
// result shown); the start of minixiangqi and makruk, and a move by clicks in each; a game built
// from xiangqi in the builder, whose saved file keeps the board of points and the pieces' rules.
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test, onTargets, inPage, shot, ROOT } = require('./harness.js');
const { board, choose, loadFen, moveCount, pieces, playMove, setUp, square, waitTurn } = require('./helpers.js');

/** Red to move and mate in two, whatever Black answers: the black general on d10 is
 * held by the chariot on a9 and by the red general on the open e-file, Black's soldier can only
 * step; the horse on h1 has its leg at h2 taken by the cannon, so only f2 is open to it. */
const MATE_IN_TWO = '3k5/R8/9/9/9/9/8p/9/7C1/1R2K2N1 w - - 0 1';

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 360, height: 740 };

/** Asserts that `actual` holds everything `expected` does (objects may have more keys, e.g. the
 * defaults the engine writes out). */
function assertHolds(actual, expected, where) {
  if (expected === null || typeof expected !== 'object') {
    assert.deepEqual(actual, expected, where);
    return;
  }
  assert.ok(actual && typeof actual === 'object', `${where}: ${JSON.stringify(actual)}`);
  if (Array.isArray(expected)) assert.equal(actual.length, expected.length, `${where}: length`);
  for (const [key, value] of Object.entries(expected)) assertHolds(actual[key], value, `${where}.${key}`);
}

/** The text of the page's message. */
const message = (page) => page.textContent('#message');

/** Plays xiangqi against the bot at level 1: the central cannon from the start and the bot's
 * reply, then from `MATE_IN_TWO` a blocked leap refused, the open one played, the bot's reply
 * and the mate, all by clicks on the points. */
async function xiangqiToTheEnd(page, shotName) {
  await setUp(page, { black: 'level:1', game: 'xiangqi' });
  const b = await board(page);
  assert.equal(b.variant, 'xiangqi');
  assert.equal(b.kind, 'points');
  const points = await page.$$eval('#board [data-square]', (cells) => cells.map((c) => c.dataset.square));
  assert.equal(points.length, 90);
  assert.ok(points.includes('a1') && points.includes('i10') && points.includes('e5'), points.join(' '));
  const start = await pieces(page);
  assert.equal(Object.keys(start).length, 32);
  assert.equal(start.e1, 'white-general');
  assert.equal(start.e10, 'black-general');
  assert.equal(start.b1, 'white-xiangqi-horse');
  assert.equal(start.h3, 'white-cannon');
  await shot(page, `${shotName}-start`);

  await playMove(page, ['h3', 'e3']);
  await waitTurn(page, 'white');
  assert.equal(await moveCount(page), 2, 'the bot answered the central cannon');
  const answered = await pieces(page);
  assert.equal(answered.e3, 'white-cannon');
  assert.equal(Object.values(answered).filter((p) => p.startsWith('black-')).length, 16);

  await loadFen(page, MATE_IN_TWO);
  await waitTurn(page, 'white');
  assert.equal(await moveCount(page), 0);
  assert.equal((await pieces(page)).h1, 'white-xiangqi-horse');
  // The horse's leg, h2, is taken: the leap to g3 is refused with the piece that blocks it.
  await square(page, 'h1').click();
  await square(page, 'g3').click();
  assert.equal(await message(page), 'The piece on h2 blocks this move.');
  assert.equal(await moveCount(page), 0, 'no move was played');
  assert.equal((await pieces(page)).h1, 'white-xiangqi-horse');
  // The horse stays picked up: its open leap is one click away.
  assert.deepEqual(await page.$$eval('#board .selected', (c) => c.map((x) => x.dataset.square)), ['h1']);
  await playMove(page, ['f2']);
  await waitTurn(page, 'white');
  assert.equal(await moveCount(page), 2, 'the bot answered');
  const soldier = Object.entries(await pieces(page)).filter(([, p]) => p === 'black-soldier');
  assert.equal(soldier.length, 1);
  assert.ok(['i3', 'h4'].includes(soldier[0][0]), `the soldier went to ${soldier[0][0]}`);
  await playMove(page, ['b1', 'b10']);
  await page.waitForSelector('#board[data-result]');
  assert.equal((await board(page)).result, 'white');
  assert.match(await page.textContent('#status'), /Red wins.*checkmate/);
  assert.equal(await moveCount(page), 3);
  await shot(page, `${shotName}-mate`);
}

onTargets(
  (target) => `xiangqi and makruk over ${target}`,
  (env) => {
    test('xiangqi by clicks on the points against the bot, to its end', () =>
      inPage(env, (page) => xiangqiToTheEnd(page, 'xiangqi-desktop'), DESKTOP));

    test('xiangqi by clicks on the points against the bot, to its end, at phone size', () =>
      inPage(
        env,
        async (page) => {
          await xiangqiToTheEnd(page, 'xiangqi-phone');
          const box = await page.locator('#board').boundingBox();
          assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `board from ${box.x} px, ${box.width} px wide`);
          assert.ok(box.width > 280, `board ${box.width} px wide`);
        },
        PHONE,
      ));

    test('minixiangqi and makruk: the start shown and a move by clicks', () =>
      inPage(
        env,
        async (page) => {
          await setUp(page, { game: 'minixiangqi' });
          let b = await board(page);
          assert.equal(b.variant, 'minixiangqi');
          assert.equal(b.kind, 'points');
          assert.equal(await page.$$eval('#board [data-square]', (c) => c.length), 49);
          let p = await pieces(page);
          assert.equal(Object.keys(p).length, 24);
          assert.equal(p.d1, 'white-general');
          assert.equal(p.d7, 'black-general');
          // A soldier steps sideways from the start.
          await playMove(page, ['a2', 'b2']);
          p = await pieces(page);
          assert.equal(p.b2, 'white-soldier');
          assert.equal(p.a2, undefined);

          await choose(page, 'variant', 'makruk');
          await page.waitForSelector('#confirm-dialog[open]');
          await page.click('#confirm-yes');
          await page.waitForSelector('#board[data-variant="makruk"]');
          b = await board(page);
          assert.notEqual(b.kind, 'points');
          assert.equal(await page.$$eval('#board [data-square]', (c) => c.length), 64);
          p = await pieces(page);
          assert.equal(Object.keys(p).length, 32);
          assert.equal(p.d1, 'white-khun');
          assert.equal(p.e1, 'white-met');
          assert.equal(p.e8, 'black-khun');
          assert.equal(p.a3, 'white-bia');
          assert.equal(p.h6, 'black-bia');
          await playMove(page, ['e3', 'e4']);
          assert.equal((await pieces(page)).e4, 'white-bia');
          assert.equal(await moveCount(page), 1);
          await shot(page, 'makruk-desktop');
        },
        DESKTOP,
      ));

    test("a game built from xiangqi keeps its board of points, regions, facing generals and the pieces' rules", () =>
      inPage(
        env,
        async (page) => {
          const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/piece/games/xiangqi.json'), 'utf8'));
          await setUp(page, { game: 'xiangqi' });
          await choose(page, 'variant', 'builder');
          await page.waitForSelector('#builder-dialog[open]');
          assert.equal(await page.$eval('#builder-base', (s) => s.value), 'xiangqi');
          const problem = () => page.textContent('#builder-problem');
          assert.match(await problem(), /valid game: 32 pieces/);
          assert.equal(await page.$$eval('#builder-board[data-kind="points"] [data-cell]', (c) => c.length), 90);
          assert.equal(await page.$$eval('#builder-board .shade', (c) => c.length), 0, 'points, not a chequered board');
          // A board cut to nine ranks loses the black palace's lines: the engine says so.
          await page.fill('#builder-ranks', '9');
          await page.dispatchEvent('#builder-ranks', 'change');
          assert.match(await problem(), /board\.lines.*f10/);
          assert.ok(await page.isDisabled('#builder-play'));
          await page.fill('#builder-ranks', '10');
          await page.dispatchEvent('#builder-ranks', 'change');
          // One soldier fewer for Black.
          await page.click('#builder-palette [data-tool="erase"]');
          await page.click('#builder-board [data-cell="a7"]');
          assert.match(await problem(), /valid game: 31 pieces/);
          await shot(page, 'builder-xiangqi');
          const [download] = await Promise.all([page.waitForEvent('download'), page.click('#builder-save')]);
          const saved = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
          for (const key of ['board', 'regions', 'facing_royals', 'pieces', 'sides', 'draws']) {
            assertHolds(saved[key], base[key], key);
          }
          assert.equal(saved.start, 'rnbakabnr/9/1c5c1/2p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');

          await page.click('#builder-play');
          await page.waitForFunction(() => !document.getElementById('builder-dialog').open);
          const b = await board(page);
          assert.match(b.variant, /^file:/);
          assert.equal(b.kind, 'points');
          assert.equal(await page.$$eval('#board [data-square]', (c) => c.length), 90);
          assert.equal(Object.keys(await pieces(page)).length, 31);
          // The horse on b1 is still blocked by the elephant on c1, its leg for d2.
          await square(page, 'b1').click();
          await square(page, 'd2').click();
          assert.equal(await message(page), 'The piece on c1 blocks this move.');
          await playMove(page, ['c3']);
          assert.equal((await pieces(page)).c3, 'white-xiangqi-horse');
        },
        DESKTOP,
      ));
  },
);
