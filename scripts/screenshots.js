#!/usr/bin/env node
// `npm run screenshots`: the page of every game in every language at a desktop, a phone upright
// and a phone on its side (1280x800, 360x740, 740x360), after a first move of the person and the
// bot's reply, from dist/ in headless Chromium, written to
// test-artifacts/screens/<language>/<size>/<game>.png for a person to look through (the menu's
// house rules and game builder open dialogs, not games: left out).
'use strict';
const fs = require('fs');
const path = require('path');
const { start, open } = require('../tests/e2e/harness.js');
const { playAnyMove } = require('../tests/e2e/helpers.js');

const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'test-artifacts', 'screens');
const LANGUAGES = ['en', 'cs', 'pl', 'ru'];
const SIZES = [
  [1280, 800],
  [360, 740],
  [740, 360],
];

/** Plays the first move the board offers and waits for the bot's reply: until the person may
 * move again. */
async function firstMove(page) {
  await playAnyMove(page);
  await page.waitForSelector('#board[data-busy="false"] .cell.can-move', { timeout: 20000 });
}

async function main() {
  const env = await start('file');
  let count = 0;
  try {
    for (const lang of LANGUAGES) {
      for (const [width, height] of SIZES) {
        const phone = width < 800;
        const { page } = await open(env, { width, height }, undefined, null, '', { locale: lang, hasTouch: phone, isMobile: phone });
        const games = await page.$$eval('#variant option', (o) => o.map((x) => x.value).filter((v) => v !== 'house' && v !== 'builder'));
        const dir = path.join(OUT, lang, `${width}x${height}`);
        fs.mkdirSync(dir, { recursive: true });
        const pick = (id, value) =>
          page.$eval(`#${id}`, (menu, v) => {
            menu.value = v;
            menu.dispatchEvent(new Event('change'));
          }, value);
        await pick('speed', 'instant');
        await pick('seat-white', 'human');
        await pick('seat-black', 'level:1');
        for (const game of games) {
          await pick('variant', game);
          // The game before is given up when the page asks.
          if (await page.$('#confirm-dialog[open]')) await page.click('#confirm-yes');
          await page.waitForSelector(`#board[data-variant="${game}"]`);
          await firstMove(page);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(dir, `${game}.png`) });
          count++;
        }
        await page.close();
      }
    }
  } finally {
    await env.close();
  }
  console.log(`wrote ${count} screenshots under ${path.relative(ROOT, OUT)}/`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
