// The page checked by an accessibility checker (axe-core, run inside the page) from file:// and
// over http: no serious or critical violation on the page of every game of the menu, nor with
// each of its dialogs open (confirmation, promotion, games of a file, builder, house rules, help,
// the editor, the result box), nor with a game analysed, nor in the puzzle mode. From disk in
// English at a desktop size, over http in Russian on a phone.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { onTargets, inPage, ROOT } = require('./harness.js');
const { choose, clickMove, loadFen, seats } = require('./helpers.js');

const AXE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** The serious and critical violations axe finds on the page, each as `rule (impact): elements`. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    // Colours are judged once what fades in has arrived.
    const ending = document.getAnimations().filter((a) => Number.isFinite(a.effect.getComputedTiming().endTime));
    await Promise.all(ending.map((a) => a.finished.catch(() => null)));
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

async function clean(page, where) {
  assert.deepEqual(await violations(page), [], where);
}

/** Closes the open modal dialog `id` with Escape. */
async function dismiss(page, id) {
  await page.keyboard.press('Escape');
  await page.waitForFunction((d) => !document.getElementById(d).open, id);
}

onTargets(
  (target) => `the page checked by axe-core over ${target}`,
  (env, target) => {
    const [locale, viewport] = target === 'file' ? ['en', undefined] : ['ru', { width: 360, height: 740 }];
    const opened = (body) => inPage(env, body, viewport, null, null, '', { locale });

    test(`${locale}: every game's page, and chess after a move`, () =>
      opened(async (page) => {
        await choose(page, 'speed', 'instant');
        await seats(page, 'human', 'human');
        const games = await page.$$eval('#variant option', (o) => o.map((x) => x.value).filter((v) => v !== 'house' && v !== 'builder'));
        assert.ok(games.length >= 21, `every game of the menu: ${games}`);
        for (const game of games) {
          await choose(page, 'variant', game);
          await page.waitForSelector(`#board[data-variant="${game}"]`);
          await clean(page, game);
        }
        await choose(page, 'variant', 'chess');
        await clickMove(page, ['e2', 'e4']);
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);
        await clickMove(page, ['e7']);
        await clean(page, 'chess after e4, e7 selected');
        await choose(page, 'confirm-moves', 'always');
        await clickMove(page, ['e7', 'e5']);
        await page.waitForSelector('#confirm-move:not([hidden])');
        await clean(page, 'a move waiting for confirmation');
        await page.click('#confirm-move-yes');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 2);
        await choose(page, 'confirm-moves', 'never');
      }));

    test(`${locale}: a game analysed, its marks, graph and bar; the analysis with two lines; learning from mistakes`, () =>
      opened(async (page) => {
        await choose(page, 'speed', 'instant');
        await seats(page, 'human', 'human');
        await choose(page, 'variant', 'chess');
        for (const move of [['e2', 'e4'], ['e7', 'e5'], ['d1', 'h5'], ['b8', 'c6'], ['f1', 'c4'], ['g8', 'f6']]) {
          await clickMove(page, move);
        }
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 6);
        await page.click('[data-action="analyse-game"]');
        await page.waitForSelector('#review[data-state="done"]', { timeout: 60000 });
        await page.click('#moves [data-ply="6"]');
        await page.waitForSelector('#review-better:not([hidden])');
        await clean(page, 'a game analysed, at its blunder');
        await page.click('#analysis-toggle');
        await choose(page, 'analysis-lines', '2');
        await page.waitForFunction(() => document.querySelectorAll('#analysis-line-list li').length === 2, null, { timeout: 20000 });
        await clean(page, 'the analysis with two lines');
        await page.click('#analysis-toggle');
        await page.click('#mistakes-start');
        await page.waitForSelector('#mistakes:not([hidden])');
        await clean(page, 'learning from mistakes');
        await page.click('#mistakes-end');
      }));

    test(`${locale}: with each dialog open`, () =>
      opened(async (page) => {
        await seats(page, 'human', 'human');
        await choose(page, 'variant', 'russian');
        await clickMove(page, ['c3', 'd4']);
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);

        await choose(page, 'variant', 'chess');
        await page.waitForSelector('#confirm-dialog[open]');
        await clean(page, 'the confirmation');
        await page.click('#confirm-yes');
        await page.waitForSelector('#board[data-variant="chess"]');

        await loadFen(page, '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
        await clickMove(page, ['b7', 'b8']);
        await page.waitForSelector('#promotion-dialog[open]');
        await clean(page, 'the promotion');
        await dismiss(page, 'promotion-dialog');

        const twoGames = '[Event "A"]\n1. 32-28 19-23 *\n\n[Event "B"]\n1. 33-28 *\n';
        await page.setInputFiles('#load-file', { name: 'two.pdn', mimeType: 'text/plain', buffer: Buffer.from(twoGames) });
        await page.waitForSelector('#games-dialog[open]');
        await clean(page, 'the games of a file');
        await dismiss(page, 'games-dialog');

        await choose(page, 'variant', 'builder');
        await page.waitForSelector('#builder-dialog[open]');
        await clean(page, 'the builder');
        await dismiss(page, 'builder-dialog');

        await choose(page, 'variant', 'house');
        await page.waitForSelector('#house-dialog[open]');
        await clean(page, 'the house rules');
        await dismiss(page, 'house-dialog');

        await page.click('#help');
        await page.waitForSelector('#help-dialog[open]');
        await clean(page, 'the help');
        await dismiss(page, 'help-dialog');

        await choose(page, 'variant', 'international');
        await page.click('#edit');
        await page.waitForSelector('#editor:not([hidden])');
        await page.click('#editor-empty');
        await clean(page, 'the editor, an empty board refused');
        await page.click('#editor-cancel');

        await loadFen(page, 'W:W28:B23');
        await clickMove(page, ['28', '19']);
        await page.waitForSelector('#result:not([hidden])');
        await clean(page, 'the result box');
      }));

    test(`${locale}: the puzzle mode`, () =>
      opened(async (page) => {
        await page.click('[data-action="puzzles"]');
        await page.waitForSelector('#board[data-puzzle][data-busy="false"]');
        await clean(page, 'a puzzle on the board');
        await page.click('#puzzle-hint');
        await clean(page, 'a puzzle with its hint');
      }));
  },
);
