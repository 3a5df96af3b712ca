// The puzzle mode in headless Chromium, from disk and over http: opened by its control
// (`data-action="puzzles"`), a puzzle of each family solved through the move box (the board
// carrying `data-puzzle` meanwhile, the replies played by the page), a wrong move refused with
// the board unchanged, the rating moved and kept over a reload; and the mode on a phone.
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test, onTargetsInTurn, shot, ROOT, inPage } = require('./harness.js');
const { board, choose, currentPly, pieces, reload } = require('./helpers.js');

const FAMILIES = ['draughts', 'soldiers', 'chess', 'shogi'];
const SETS = path.join(ROOT, 'src', 'puzzles', 'sets');

/** The puzzle of `id` from its shipped set. */
function puzzle(id) {
  const family = id.slice(0, id.indexOf('-'));
  const set = JSON.parse(fs.readFileSync(path.join(SETS, `${family}.json`), 'utf8'));
  const found = set.puzzles.find((p) => p.id === id);
  assert.ok(found, `puzzle ${id} is in ${family}.json`);
  return found;
}

/** Picks `family` in the puzzle menu and waits for one of its puzzles on the board. */
async function pickFamily(page, family) {
  await page.selectOption('#puzzle-family', family);
  await page.waitForSelector(`#board[data-puzzle^="${family}-"][data-busy="false"]`);
  return puzzle((await board(page)).puzzle);
}

/** The rating the puzzle box shows. */
function rating(page) {
  return page.$eval('#puzzle-standing', (el) => Number(el.dataset.rating));
}

/** Types the solver's moves of `p` into the move box, waiting for each reply, until the
 * puzzle is over: `solved`, or `done` for one failed before. */
async function solve(page, p, state = 'solved') {
  for (let i = 0; i < p.moves.length; i += 2) {
    await page.fill('#move-input', p.moves[i]);
    await page.press('#move-input', 'Enter');
    if (i + 1 < p.moves.length) {
      await page.waitForFunction((ply) => {
        const cur = document.querySelector('#moves .move.current');
        const b = document.getElementById('board');
        return cur && Number(cur.dataset.ply) === ply && b.dataset.busy === 'false';
      }, i + 2);
    }
  }
  await page.waitForSelector(`#puzzle-status[data-state="${state}"]`);
}

/** The squares of the pieces the side to move can move. */
function movable(page) {
  return page.$$eval('#board .can-move', (els) => els.map((e) => e.closest('[data-square]').dataset.square));
}

/** The square the first move of draughts puzzle `p` leaves (its notation begins with it). */
const origin = (p) => p.moves[0].split(/[-x]/)[0];

/** The next draughts puzzles until one where a piece other than the solution's can move. */
async function puzzleWithAWrongMove(page, p) {
  for (let i = 0; i < 20 && (await movable(page)).every((s) => s === origin(p)); i++) {
    await page.click('#puzzle-next');
    await page.waitForFunction((id) => {
      const b = document.getElementById('board');
      return b.dataset.puzzle && b.dataset.puzzle !== id && b.dataset.busy === 'false';
    }, p.id);
    p = puzzle((await board(page)).puzzle);
  }
  return p;
}

/** Plays, by clicks, a move of the side to move that is not the first move of `p`: a piece
 * other than the solution's. */
async function playWrongMove(page, p) {
  const other = (await movable(page)).find((s) => s !== origin(p));
  assert.ok(other, `a piece other than ${origin(p)} can move in ${p.fen}`);
  await page.click(`#board [data-square="${other}"]`);
  for (let i = 0; i < 12 && !(await page.$('#board .target.ends-move')); i++) {
    await page.locator('#board .target').first().click();
  }
  await page.locator('#board .target.ends-move').first().click();
}

onTargetsInTurn(
  (target) => `puzzles, over ${target}`,
  (env, target) => {
    test('a puzzle of each family solved, a wrong answer refused, the rating changed and kept over a reload', () =>
      inPage(env, async (page) => {
        await choose(page, 'speed', 'instant');
        await page.click('[data-action="puzzles"]');
        const first = await puzzleWithAWrongMove(page, await pickFamily(page, 'draughts'));
        assert.equal(await rating(page), 1500);
        const before = await pieces(page);
        await playWrongMove(page, first);
        await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Not the move'));
        await page.waitForSelector('#board[data-busy="false"]');
        assert.deepEqual(await pieces(page), before, 'the refused move left the board as it was');
        assert.equal(await currentPly(page), 0);
        assert.equal((await board(page)).puzzle, first.id, 'the same puzzle is still on');
        assert.ok((await rating(page)) < 1500, 'a failed puzzle lowers the rating');
        await solve(page, first, 'done');
        await shot(page, `puzzles-${target}-draughts`);
        for (const family of FAMILIES.slice(1)) {
          const p = await pickFamily(page, family);
          const was = await rating(page);
          await solve(page, p);
          assert.ok((await rating(page)) > was, `${family}: solving raised the rating`);
          await shot(page, `puzzles-${target}-${family}`);
        }
        const kept = await rating(page);
        await reload(page);
        await page.click('[data-action="puzzles"]');
        await pickFamily(page, 'shogi');
        assert.equal(await rating(page), kept, 'the rating is kept over a reload');
        await page.click('#puzzle-close');
        await page.waitForFunction(() => !('puzzle' in document.getElementById('board').dataset));
      }, { width: 1280, height: 800 }));

    test('on a phone: the puzzle box under the board, hint, retry and next', () =>
      inPage(env, async (page) => {
        await choose(page, 'speed', 'instant');
        await page.click('[data-action="puzzles"]');
        const p = await pickFamily(page, 'chess');
        await page.click('#puzzle-hint');
        await page.waitForFunction(() => document.getElementById('puzzle-status').textContent.startsWith('Move the piece'));
        await page.click('#puzzle-hint');
        await page.waitForFunction(() => document.getElementById('puzzle-status').textContent.startsWith('The move'));
        await page.click('#puzzle-retry');
        await page.waitForSelector(`#board[data-puzzle="${p.id}"][data-busy="false"]`);
        await shot(page, `puzzles-${target}-phone`);
        const box = await page.$eval('#puzzle-panel', (el) => el.getBoundingClientRect().width);
        assert.ok(box <= 360, `the puzzle box fits the phone (${box}px)`);
        await page.click('#puzzle-next');
        await page.waitForFunction((id) => {
          const b = document.getElementById('board');
          return b.dataset.puzzle && b.dataset.puzzle !== id;
        }, p.id);
      }, { width: 360, height: 740 }));
  },
);
