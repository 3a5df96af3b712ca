// The page in real headless Chromium, opened from file:// and served over http: playing by clicks
// and by dragging, multi-captures, reasons for illegal moves, undo, every game, and the bot in its
// worker (answer time, a responsive page while it thinks, stop and restart).
'use strict';
const { describe, test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { start, open, shot, ROOT } = require('./harness.js');

const POSITIONS = path.join(ROOT, 'www', 'positions');

const square = (page, name) => page.locator(`#board [data-square="${name}"]`);

/** Square name → data-piece of every piece on the board. */
function pieces(page) {
  return page.$$eval('#board [data-square]', (cells) =>
    Object.fromEntries(
      cells
        .filter((c) => c.querySelector('.piece'))
        .map((c) => [c.dataset.square, c.querySelector('.piece').dataset.piece]),
    ),
  );
}

function board(page) {
  return page.$eval('#board', (b) => ({ ...b.dataset }));
}

async function choose(page, id, value) {
  await page.selectOption(`#${id}`, value);
}

/** Waits until it is `color`'s turn with no bot thinking or animating. */
function waitTurn(page, color, timeout = 15000) {
  return page.waitForSelector(`#board[data-to-move="${color}"][data-busy="false"]`, { timeout });
}

async function openPositionBox(page) {
  if (!(await page.$eval('#position-box', (d) => d.open))) await page.click('#position-box summary');
}

async function loadFen(page, fen) {
  await openPositionBox(page);
  await page.fill('#fen', fen);
  await page.click('#load-fen');
}

/** Opens `name` through the file button and waits until the page has read it. */
async function loadFile(page, name, text) {
  await page.setInputFiles('#load-file', { name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction((n) => document.getElementById('message').textContent.includes(n), name);
}

async function clickMove(page, squares) {
  for (const s of squares) await square(page, s).click();
}

function moveCount(page) {
  return page.$$eval('#moves .move[data-ply]', (b) => b.length);
}

/** The pieces of a starting-position file, as the board should show them. */
function expectedPieces(setup) {
  const out = {};
  for (const color of ['white', 'black']) {
    for (const s of setup[color].men) out[s] = `${color}-man`;
    for (const s of setup[color].kings) out[s] = `${color}-king`;
  }
  return out;
}

for (const target of ['file', 'http']) {
  describe(`the page over ${target}`, () => {
    let env;
    before(async () => {
      env = await start(target);
    });
    after(async () => {
      if (env) await env.close();
    });

    /** Runs `body` on a fresh page, then checks the console and the network. */
    async function withPage(body, viewport) {
      const p = await open(env, viewport);
      try {
        await body(p.page);
        p.check();
      } finally {
        await p.page.close();
      }
    }

    test('every game starts from its bundled position', () =>
      withPage(async (page) => {
        await choose(page, 'mode', 'human-human');
        const names = await page.$$eval('#variant option', (o) => o.map((x) => x.value));
        assert.ok(names.length >= 9, `games: ${names}`);
        for (const name of names) {
          await choose(page, 'variant', name);
          const setup = JSON.parse(fs.readFileSync(path.join(POSITIONS, `${name}.json`), 'utf8'));
          const b = await board(page);
          assert.equal(b.variant, name);
          assert.equal(b.toMove, setup.toMove, name);
          assert.equal(b.result, undefined);
          const cells = await page.$$eval('#board [data-square]', (c) => c.map((x) => x.getAttribute('aria-label')));
          assert.ok(cells.length === 32 || cells.length === 50, `${name}: ${cells.length} squares`);
          assert.ok(cells.every((label) => /^Square \S+, /.test(label)), name);
          assert.deepEqual(await pieces(page), expectedPieces(setup), name);
          if (target === 'file' && ['international', 'russian', 'italian'].includes(name)) await shot(page, `start-${name}`);
        }
      }));

    test('a move by clicks, and the bot answers within its time', () =>
      withPage(async (page) => {
        await choose(page, 'speed', 'instant');
        await choose(page, 'level', 'level:9@1000');
        await square(page, '32').click();
        const targets = await page.$$eval('#board .target', (c) => c.map((x) => x.dataset.square).sort());
        assert.deepEqual(targets, ['27', '28']);
        const began = Date.now();
        await square(page, '28').click();
        assert.equal((await pieces(page))['28'], 'white-man');
        await waitTurn(page, 'white', 10000);
        const took = Date.now() - began;
        assert.equal(await moveCount(page), 2);
        assert.ok(took < 1000 + 1500, `the bot took ${took} ms for a 1 s limit`);
        if (target === 'file') await shot(page, 'after-bot-move');
      }));

    test('a move by dragging', () =>
      withPage(async (page) => {
        await choose(page, 'mode', 'human-human');
        const from = await square(page, '33').boundingBox();
        const to = await square(page, '29').boundingBox();
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 - 10, { steps: 3 });
        await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
        await page.mouse.up();
        await waitTurn(page, 'black');
        const p = await pieces(page);
        assert.equal(p['29'], 'white-man');
        assert.equal(p['33'], undefined);
      }));

    test('a double capture by clicking each landing, then the end is announced', () =>
      withPage(async (page) => {
        await choose(page, 'speed', 'instant');
        await loadFen(page, 'W:W32:B27,17');
        await square(page, '32').click();
        assert.deepEqual(await page.$$eval('#board .target', (c) => c.map((x) => x.dataset.square)), ['21']);
        await square(page, '21').click();
        assert.equal((await board(page)).toMove, 'white');
        assert.deepEqual(await page.$$eval('#board .target', (c) => c.map((x) => x.dataset.square)), ['12']);
        assert.equal(await page.$$eval('#board .piece.doomed', (p) => p.length), 1);
        await square(page, '12').click();
        await page.waitForSelector('#board[data-result="white"]');
        assert.deepEqual(await pieces(page), { 12: 'white-man' });
        await page.waitForSelector('#result:not([hidden])');
        assert.match(await page.textContent('#result'), /White wins/);
        assert.match(await page.textContent('#result'), /Black has no pieces left/);
        assert.match(await page.textContent('#status'), /White wins: Black has no pieces left/);
        if (target === 'file') {
          await page.waitForTimeout(400);
          await shot(page, 'game-over');
        }
      }));

    test('two captures sharing a first landing are told apart by the next click', () =>
      withPage(async (page) => {
        await choose(page, 'mode', 'human-human');
        await loadFen(page, 'W:W37:B32,22,23');
        await clickMove(page, ['37', '28']);
        const next = await page.$$eval('#board .target', (c) => c.map((x) => x.dataset.square).sort());
        assert.deepEqual(next, ['17', '19']);
        if (target === 'file') await shot(page, 'capture-choice');
        await square(page, '19').click();
        await waitTurn(page, 'black');
        assert.deepEqual(await pieces(page), { 19: 'white-man', 22: 'black-man' });
        assert.match(await page.textContent('#moves'), /37x19/);
      }));

    test('an illegal attempt shows the rule that forbids it', () =>
      withPage(async (page) => {
        await choose(page, 'mode', 'human-human');
        await clickMove(page, ['32', '23']);
        assert.match(await page.textContent('#message'), /not a move of this piece/);
        await loadFen(page, 'W:W32,40:B27,17');
        await square(page, '40').click();
        const msg = page.locator('#message');
        assert.ok(await msg.isVisible());
        assert.match(await msg.textContent(), /Capturing is compulsory.*32/);
        assert.equal(await page.$$eval('#board .selected', (c) => c.length), 0);
        await clickMove(page, ['32', '21', '26']);
        assert.match(await msg.textContent(), /\S/);
        assert.equal((await board(page)).toMove, 'white');
        if (target === 'file') await shot(page, 'illegal-reason');
      }));

    test('undo and redo', () =>
      withPage(async (page) => {
        await choose(page, 'speed', 'instant');
        await choose(page, 'level', 'level:1');
        const start = await pieces(page);
        await clickMove(page, ['32', '28']);
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 2);
        await page.click('#undo');
        await waitTurn(page, 'white');
        assert.deepEqual(await pieces(page), start);
        assert.ok(await page.isEnabled('#redo'));
        await page.click('#redo');
        await waitTurn(page, 'white');
        assert.equal((await pieces(page))['28'], 'white-man');
        await choose(page, 'mode', 'human-human');
        await page.click('#undo');
        assert.equal((await board(page)).toMove, 'black');
      }));

    test('switching games mid-game, then playing the new one', () =>
      withPage(async (page) => {
        await choose(page, 'speed', 'instant');
        await choose(page, 'level', 'level:1');
        await clickMove(page, ['32', '28']);
        await waitTurn(page, 'white');
        await choose(page, 'variant', 'russian');
        assert.equal((await board(page)).variant, 'russian');
        assert.equal(await moveCount(page), 0);
        await clickMove(page, ['c3', 'd4']);
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 2);
        assert.equal((await pieces(page)).d4, 'white-man');
      }));

    test('games and positions load from files and save as PDN', () =>
      withPage(async (page) => {
        const pdn = '[Event "Test"]\n[Result "*"]\n\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 *\n';
        await loadFile(page, 'game.pdn', pdn);
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 6);
        assert.match(await page.textContent('#message'), /Loaded game\.pdn/);
        await openPositionBox(page);
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-pdn')]);
        const saved = fs.readFileSync(await download.path(), 'utf8');
        assert.match(saved, /\[White "You"\]/);
        assert.match(saved, /1\. 32-28 19-23 2\. 28x19 14x23 3\. 37-32 10-14/);

        const setup = { variant: 'russian', toMove: 'black', white: { men: ['c3'], kings: ['h2'] }, black: { men: ['f6'], kings: [] } };
        await loadFile(page, 'ending.json', JSON.stringify(setup));
        await waitTurn(page, 'black');
        const b = await board(page);
        assert.equal(b.variant, 'russian');
        assert.equal(b.orientation, 'black');
        assert.deepEqual(await pieces(page), { c3: 'white-man', h2: 'white-king', f6: 'black-man' });
        if (target === 'file') await shot(page, 'loaded-position');

        await loadFile(page, 'bad.json', JSON.stringify({ ...setup, white: { men: ['c3', 'c3'], kings: [] } }));
        assert.match(await page.textContent('#message'), /bad\.json: .*c3/);
        assert.deepEqual(await pieces(page), { c3: 'white-man', h2: 'white-king', f6: 'black-man' });
      }));

    test('the page stays responsive while the bot thinks, and "Move now" stops it', () =>
      withPage(async (page) => {
        await choose(page, 'speed', 'instant');
        await choose(page, 'level', 'level:9@3000');
        await page.evaluate(() => {
          window.longTasks = [];
          new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
            type: 'longtask',
          });
        });
        await clickMove(page, ['32', '28']);
        await page.waitForSelector('#stop:not([disabled])');
        const before = (await board(page)).orientation;
        const t0 = Date.now();
        await page.click('#flip');
        assert.notEqual((await board(page)).orientation, before);
        await page.click('#flip');
        assert.ok(Date.now() - t0 < 1000, 'clicks answered while the bot thinks');
        await page.waitForTimeout(300);
        assert.equal((await board(page)).toMove, 'black', 'still thinking');
        const stopAt = Date.now();
        await page.click('#stop');
        await waitTurn(page, 'white', 5000);
        assert.ok(Date.now() - stopAt < 1500, `stop took ${Date.now() - stopAt} ms`);
        assert.equal(await moveCount(page), 2);
        const long = await page.evaluate(() => window.longTasks);
        assert.ok(long.every((d) => d <= 100), `main thread blocked: ${long}`);
      }));

    test('ten rapid stop/restart cycles leave a working bot', () =>
      withPage(async (page) => {
        await choose(page, 'speed', 'instant');
        await choose(page, 'level', 'level:9@3000');
        await choose(page, 'mode', 'bot-bot');
        for (let i = 0; i < 10; i++) {
          await page.waitForSelector('#stop:not([disabled])', { timeout: 5000 });
          if (i % 3 === 2) await page.click('#new-game');
          else await page.click('#stop');
        }
        await choose(page, 'mode', 'human-bot');
        await choose(page, 'level', 'level:9@1000');
        await page.waitForSelector('#board[data-busy="false"]');
        const turn = (await board(page)).toMove;
        if (turn !== 'white') await waitTurn(page, 'white');
        const before = await moveCount(page);
        await page.locator('#board .can-move').first().click();
        await page.locator('#board .target').first().click();
        const began = Date.now();
        await waitTurn(page, 'white', 10000);
        assert.ok(Date.now() - began < 2500);
        assert.ok((await moveCount(page)) >= before + 2);
      }));

    if (target === 'file') {
      test('a phone-sized screen shows the whole board', () =>
        withPage(
          async (page) => {
            const box = await page.locator('#board').boundingBox();
            assert.ok(box.x >= 0 && box.x + box.width <= 390, `board ${JSON.stringify(box)}`);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(overflow <= 390, `page is ${overflow}px wide`);
            await shot(page, 'phone');
          },
          { width: 390, height: 844 },
        ));
    }
  });
}
