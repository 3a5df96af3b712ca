#!/usr/bin/env node
// `npm run screenshot`: the README's picture (docs/screenshot.png), taken from dist/ in headless
// Chromium: a game of International draughts in progress against the bot, a piece picked up.
'use strict';
const fs = require('fs');
const path = require('path');
const { start, open } = require('../tests/e2e/harness.js');

const ROOT = path.join(__dirname, '..');
const GAME = '1. 32-28 18-23 2. 37-32 12-18 3. 41-37 7-12 4. 34-29 23x34 5. 40x29 20-24 6. 29x20 15x24 7. 31-26 10-15 8. 46-41 5-10 *';

async function main() {
  const env = await start('file');
  try {
    const { page } = await open(env, { width: 1280, height: 1000 });
    await page.setInputFiles('#load-file', { name: 'game.pdn', mimeType: 'text/plain', buffer: Buffer.from(GAME) });
    await page.waitForSelector('#board[data-to-move="white"][data-busy="false"]');
    await page.click('#board [data-square="28"]');
    await page.evaluate(() => {
      document.getElementById('message').dataset.kind = 'none';
      window.scrollTo(0, 0);
    });
    const out = path.join(ROOT, 'docs', 'screenshot.png');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out });
    console.log(`wrote ${out}`);
  } finally {
    await env.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
