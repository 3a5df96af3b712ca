#!/usr/bin/env node
// `node scripts/review-time.js [FILE [INDEX]]`: how long the built page (dist/, opened from disk in
// headless Chromium) takes to analyse a whole game (Analyse the game, to its last position): game
// INDEX (from 0; default 1) of the PDN or PGN file FILE (default: a 114-ply International game,
// tests/data/games/international/candidates_1995.pdn). Prints the plies, the time and the marks.
// A measurement, never part of the tests; needs `npm run build`.
'use strict';
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const { chromium } = require('playwright-core');
const { CHROMIUM, ARGS } = require('../tests/e2e/harness.js');

const ROOT = path.join(__dirname, '..');

async function main() {
  const file = process.argv[2] || path.join(ROOT, 'tests/data/games/international/candidates_1995.pdn');
  const index = Number(process.argv[3] || 1);
  const games = fs.readFileSync(file, 'utf8').split(/\n\s*\n(?=\[)/).filter((g) => g.trim());
  if (!games[index]) throw new Error(`${file} has no game ${index}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.goto(pathToFileURL(path.join(ROOT, 'dist', 'index.html')).href);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#seat-white', 'human');
    await page.selectOption('#seat-black', 'human');
    await page.setInputFiles('#load-file', { name: path.basename(file), mimeType: 'text/plain', buffer: Buffer.from(games[index]) });
    await page.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length > 0);
    const plies = await page.$$eval('#moves [data-ply]:not([data-variation] *)', (m) => m.length);
    const began = Date.now();
    await page.click('[data-action="analyse-game"]');
    await page.waitForSelector('#review[data-state="done"]', { timeout: 30 * 60 * 1000 });
    const seconds = (Date.now() - began) / 1000;
    const marks = await page.$$eval('#review-summary tbody tr', (rows) =>
      rows.map((r) => `${r.dataset.side}: ${[...r.querySelectorAll('td')].map((td) => td.textContent).join(' / ')}`),
    );
    console.log(`${plies} plies analysed in ${seconds.toFixed(1)} s (${((seconds * 1000) / (plies + 1)).toFixed(0)} ms a position)`);
    console.log(`inaccuracies / mistakes / blunders / accuracy: ${marks.join('; ')}`);
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
