#!/usr/bin/env node
// Endurance of the page in headless Chromium (not part of `npm test`; about 10-20 minutes):
//   node scripts/endurance-browser.js [GAMES] [CYCLES] [file|http]
// plays GAMES bot-vs-bot games (default 50) at the instant speed, across every game and the
// fast levels, each to its end, then CYCLES stop/restart cycles of the bot's search (default
// 1000: "Move now" on a long search, and every fifth cycle a new game), then checks that a
// human move still gets the bot's answer. It fails on any console error, any game or search
// that stays "thinking" (no move for 60 s), and reports the page's JavaScript heap (after a
// garbage collection) and the browser's memory before and after, and the workers left alive.
// The results are appended to docs/endurance.txt. Needs dist/ (`npm run build`).
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { start, open, ROOT } = require('../tests/e2e/harness.js');
const { playAnyMove } = require('../tests/e2e/helpers.js');

const GAMES = Number(process.argv[2] || 50);
const CYCLES = Number(process.argv[3] || 1000);
const TARGET = process.argv[4] || 'http';
const STUCK_MS = 60000;
const LEVELS = ['level:1', 'level:2', 'level:3', 'level:4', 'mcts:1', 'mcts:2'];

if (!Number.isInteger(GAMES) || GAMES < 0 || !Number.isInteger(CYCLES) || CYCLES < 0 || !['file', 'http'].includes(TARGET)) {
  console.error('usage: node scripts/endurance-browser.js [GAMES] [CYCLES] [file|http]');
  process.exit(2);
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Memory of every Chromium process of this run (the browser, its renderers and helpers): the
 * sum of their proportional set sizes (shared pages counted once in all), from /proc. */
function browserMemory(profileHint) {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium') || !cmd.includes(profileHint)) continue;
      const pss = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      if (pss) total += Number(pss[1]) * 1024;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** The page's heap after a garbage collection, the browser's memory and the workers alive, once
 * the workers ended meanwhile are gone (a terminated worker takes a moment to go). */
async function memory(page, cdp) {
  for (let i = 0; i < 30 && page.workers().length > 1; i++) await page.waitForTimeout(100);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return {
    heap: heap.usedSize,
    workers: page.workers().length,
    pss: browserMemory('dama-e2e-'),
  };
}

async function main() {
  const commit = (() => {
    try {
      const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
      const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT }).toString().trim();
      return dirty ? `${head}+changes` : head;
    } catch {
      return 'unknown';
    }
  })();
  const env = await start(TARGET);
  const problems = [];
  const began = Date.now();
  let report;
  try {
    const p = await open(env);
    const page = p.page;
    const errors = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    const cdp = await page.context().newCDPSession(page);
    const before = await memory(page, cdp);

    const variants = await page.$$eval('#variant option', (o) => o.map((x) => x.value));
    await page.selectOption('#speed', 'instant');
    const results = {};
    let plies = 0;
    for (let g = 0; g < GAMES; g++) {
      const variant = variants[g % variants.length];
      const level = LEVELS[Math.floor(g / variants.length) % LEVELS.length];
      // The level first, then the game: a new game, played at that level from its first move.
      await page.selectOption('#seat-black', level);
      await page.selectOption('#seat-white', level);
      if ((await page.$eval('#variant', (v) => v.value)) === variant) await page.click('#new-game');
      else await page.selectOption('#variant', variant);
      // The game is played to its end; a stall of the move list for STUCK_MS is a stuck bot.
      let last = -1;
      let since = Date.now();
      for (;;) {
        const s = await page.evaluate(() => ({
          result: document.getElementById('board').dataset.result || null,
          moves: document.querySelectorAll('#moves .move[data-ply]').length,
        }));
        if (s.result) {
          const key = `${variant} ${level}`;
          results[key] = results[key] || { white: 0, black: 0, draw: 0, plies: 0 };
          results[key][s.result]++;
          results[key].plies += s.moves;
          plies += s.moves;
          break;
        }
        if (s.moves !== last) {
          last = s.moves;
          since = Date.now();
        } else if (Date.now() - since > STUCK_MS) {
          problems.push(`game ${g + 1} (${variant}, ${level}): no move for ${STUCK_MS / 1000} s after ${s.moves} moves`);
          break;
        }
        await page.waitForTimeout(100);
      }
      process.stdout.write(`\rgame ${g + 1}/${GAMES}: ${variant} ${level}, ${last} plies   `);
    }
    process.stdout.write('\n');
    const afterGames = await memory(page, cdp);
    const gamesTime = (Date.now() - began) / 1000;

    // Stop/restart: a long search stopped by "Move now", or ended by a new game, over and over.
    const cyclesBegan = Date.now();
    await page.selectOption('#seat-black', 'level:9@3000');
    await page.selectOption('#seat-white', 'level:9@3000');
    await page.selectOption('#variant', 'international');
    const samples = [];
    for (let i = 0; i < CYCLES; i++) {
      try {
        await page.waitForSelector('#stop:not([disabled])', { timeout: STUCK_MS });
      } catch {
        problems.push(`cycle ${i + 1}: the bot did not start thinking within ${STUCK_MS / 1000} s`);
        break;
      }
      if (i % 5 === 4) await page.click('#new-game');
      else await page.click('#stop');
      if (i % 100 === 99) process.stdout.write(`\rcycle ${i + 1}/${CYCLES}   `);
      if (i % 200 === 199) samples.push([i + 1, await memory(page, cdp)]);
    }
    process.stdout.write('\n');
    const cyclesTime = (Date.now() - cyclesBegan) / 1000;
    // Then a human move still gets its answer.
    await page.selectOption('#seat-black', 'level:3');
    await page.selectOption('#seat-white', 'human');
    await page.click('#new-game');
    await page.waitForSelector('#board[data-to-move="white"][data-busy="false"]', { timeout: STUCK_MS });
    await playAnyMove(page);
    try {
      await page.waitForSelector('#board[data-to-move="white"][data-busy="false"]', { timeout: STUCK_MS });
    } catch {
      problems.push('after the cycles the bot did not answer a move');
    }
    const after = await memory(page, cdp);
    await page.selectOption('#seat-black', 'human');
    await page.selectOption('#seat-white', 'human');
    if (errors.length) problems.push(`${errors.length} console errors, the first: ${errors[0]}`);
    await page.close();

    const lines = [];
    lines.push(`${new Date().toISOString().slice(0, 10)} ${commit} scripts/endurance-browser.js ${GAMES} ${CYCLES} ${TARGET}`);
    lines.push(`  games: ${GAMES} bot-vs-bot at the instant speed, ${plies} plies, ${gamesTime.toFixed(0)} s`);
    for (const [key, r] of Object.entries(results)) {
      lines.push(`    ${key}: white ${r.white}, black ${r.black}, draw ${r.draw}, ${r.plies} plies`);
    }
    lines.push(`  stop/restart cycles: ${CYCLES} in ${cyclesTime.toFixed(0)} s, then a human move answered`);
    const row = (name, m) => `    ${name}: page heap ${mb(m.heap)}, browser memory ${mb(m.pss)}, workers alive ${m.workers}`;
    lines.push('  memory (page heap after a garbage collection; proportional memory of all Chromium processes):');
    lines.push(row('before', before));
    lines.push(row('after the games', afterGames));
    for (const [n, m] of samples) lines.push(row(`after ${n} cycles`, m));
    lines.push(row('at the end', after));
    lines.push(`  console errors: ${errors.length}; problems: ${problems.length ? problems.join('; ') : 'none'}`);
    report = lines.join('\n');
  } finally {
    await env.close();
  }
  console.log(report);
  fs.appendFileSync(path.join(ROOT, 'docs', 'endurance.txt'), `${report}\n\n`);
  if (problems.length) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
