// The games of the one-core engine in real headless Chromium, from file:// and over http: Turkish,
// Frisian, Frysk!, Sixteen Soldiers on both boards and a house-rules game, each played by clicks
// against the bot until the game ends; a house game chosen in its dialog, kept over a reload and
// saved as PDN with its rules.
'use strict';
const assert = require('node:assert/strict');
const { test, onTargetsInTurn, shot, inPage } = require('./harness.js');
const { board, choose, currentPly, loadFile, moveCount, pieces, reload, savePdn, setUp } = require('./helpers.js');

/** A small deterministic generator, so that a failing game can be replayed. */
function randomFrom(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Plays one legal move as a person would: clicks one of the pieces that may move, then one of
 * the highlighted landings until the move is made. */
async function playRandomMove(page, pick) {
  const ply = await currentPly(page);
  const movers = await page.$$eval('#board .can-move', (c) => c.map((x) => x.dataset.square));
  assert.ok(movers.length, 'the side to move has a piece that can move');
  await page.locator(`#board [data-square="${movers[pick(movers.length)]}"]`).click();
  for (let i = 0; i < 40; i++) {
    const targets = await page.$$eval('#board .target', (c) => c.map((x) => x.dataset.square));
    if (!targets.length) break;
    await page.locator(`#board [data-square="${targets[pick(targets.length)]}"]`).click();
    if ((await currentPly(page)) > ply) break;
  }
  await page.waitForFunction((p) => {
    const cur = document.querySelector('#moves .move.current');
    return cur && Number(cur.dataset.ply) > p;
  }, ply);
}

/** Plays White by clicks against the bot until the game ends; returns the number of moves. */
async function playToTheEnd(page, seed) {
  const pick = randomFrom(seed);
  for (let i = 0; i < 400; i++) {
    await page.waitForSelector('#board[data-result], #board[data-to-move="white"][data-busy="false"]', {
      timeout: 20000,
    });
    if ((await board(page)).result) return moveCount(page);
    await playRandomMove(page, pick);
  }
  assert.fail(`no end after 400 moves of White: ${await page.textContent('#status')}`);
}

const GAMES = ['turkish', 'frisian', 'frysk', 'sixteen-soldiers', 'sixteen-soldiers-49'];

onTargetsInTurn(
  (target) => `the new games over ${target}`,
  (env) => {
    const withPage = (body, viewport) => inPage(env, body, viewport);

    for (const [i, game] of GAMES.entries()) {
      test(`${game}: a game by clicks against the bot, to its end`, () =>
        withPage(async (page) => {
          await setUp(page, { black: 'level:1', game });
          assert.equal((await board(page)).variant, game);
          const moves = await playToTheEnd(page, 17 + i);
          assert.ok(moves > 0);
          assert.match(await page.textContent('#status'), /wins|draw/i);
          await shot(page, `end-${game}`);
        }));
    }

    test('a house-rules game chosen in its dialog is played to its end, kept over a reload and saved with its rules', () =>
      withPage(async (page) => {
        await setUp(page, { black: 'level:1', game: 'house' });
        await page.waitForSelector('#house-dialog[open]');
        await shot(page, 'house-rules-dialog');
        // The form starts from the game in progress (International: 10x10, the most pieces).
        assert.equal(await page.$eval('#house-like', (s) => s.value), '');
        assert.equal(await page.$eval('#house-form [name="precedence"]', (s) => s.value), 'majority');
        // The Polish "Warcaby" set (8x8, free choice), then 10x10 and Black first.
        await page.selectOption('#house-like', 'house');
        assert.equal(await page.$eval('#house-form [name="board"]', (s) => s.value), '8');
        assert.equal(await page.$eval('#house-form [name="precedence"]', (s) => s.value), 'free');
        await page.selectOption('#house-form [name="board"]', '10');
        await page.selectOption('#house-form [name="first"]', 'black');
        await page.click('#house-play');
        await page.waitForFunction(() => !document.getElementById('house-dialog').open);
        const b = await board(page);
        assert.match(b.variant, /^house:/);
        assert.match(b.variant, /board=10/);
        assert.match(b.variant, /first=black/);
        assert.match(b.variant, /precedence=free/);
        assert.equal(Object.keys(await pieces(page)).length, 40);
        assert.equal(await page.$$eval('#board [data-square]', (c) => c.length), 50);
        // Black (the bot) opens; then White by clicks.
        await page.waitForSelector('#board[data-to-move="white"][data-busy="false"]');
        assert.equal(await moveCount(page), 1);
        const before = { board: await board(page), pieces: await pieces(page) };
        await reload(page);
        assert.deepEqual({ board: await board(page), pieces: await pieces(page) }, before, 'after a reload');
        assert.equal(await page.$eval('#variant', (s) => s.value), 'house');
        const moves = await playToTheEnd(page, 99);
        assert.ok(moves > 1);
        const pdn = await savePdn(page);
        assert.match(pdn, /\[HouseRules "[^"]*board=10[^"]*"\]/);
        // Read back in a fresh game of another kind: the same rules and moves.
        await choose(page, 'variant', 'english');
        await loadFile(page, 'house.pdn', pdn);
        const back = await board(page);
        assert.equal(back.variant, before.board.variant);
        assert.equal(await moveCount(page), moves);
      }));

    test('the boards of points and of every square, at phone size', () =>
      withPage(async (page) => {
        for (const game of ['sixteen-soldiers', 'sixteen-soldiers-49', 'turkish']) {
          await choose(page, 'variant', game);
          const box = await page.locator('#board').boundingBox();
          assert.ok(box.x >= 0 && box.x + box.width <= 360, `${game}: board from ${box.x} px, ${box.width} px wide`);
          assert.ok(Math.max(box.width, box.height) > 300, `${game}: board ${box.width}x${box.height} px`);
          if (game.startsWith('sixteen-soldiers')) {
            // The pieces fill the points' cells: the coordinates stand in the frame, off the board.
            const labels = await page.evaluate(() => {
              const on = document.getElementById('board').getBoundingClientRect();
              const frame = document.querySelector('.board-frame').getBoundingClientRect();
              return [...document.querySelectorAll('#board .coord')].map((c) => {
                const r = c.getBoundingClientRect();
                const off = r.top >= on.bottom - 0.5 || r.right <= on.left + 0.5;
                const framed =
                  r.left >= frame.left && r.right <= frame.right && r.top >= frame.top && r.bottom <= frame.bottom;
                return { text: c.textContent, off, framed, visible: r.width > 0 && r.height > 0 };
              });
            });
            assert.ok(labels.length >= 12, `${game}: ${labels.length} labels`);
            const misplaced = labels.filter((l) => !(l.off && l.framed && l.visible));
            assert.deepEqual(misplaced, [], `${game}: labels on the board or beyond its frame`);
          }
          await shot(page, `phone-${game}`);
        }
      }, { width: 360, height: 740 }));
  },
);
