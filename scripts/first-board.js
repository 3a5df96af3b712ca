#!/usr/bin/env node
// `npm run first-board [-- RUNS [DIR...]]`: how long the built page (dist/, or each DIR in turns) takes to its first playable
// board in headless Chromium, at full speed and with the CPU slowed 4x (Chromium's own throttling,
// a phone-class CPU), opened from disk and served over http (scripts/serve.js, no compression);
// the median of RUNS (5) cold loads each, every one in a fresh browser context (no cache, no
// service worker). Also the weight of the first load over http: the files the server was asked for
// before the first board, raw and gzipped (-9), as a server compressing them would send them.
// A measurement, never part of the tests; needs `npm run build`.
//
// A playable board: the page says it is ready (`body[data-ready="true"]`), its squares are there
// (`[data-square]`) and the loading line is gone, so a click selects a piece; the time is taken
// once the next frame is painted, from the navigation's start.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { pathToFileURL } = require('url');
const { chromium } = require('playwright-core');
const { serve } = require('./serve.js');

const { CHROMIUM, ARGS } = require('../tests/e2e/harness.js');

const ROOT = path.join(__dirname, '..');

/** Runs in the page before its scripts: records in `window.__firstBoard` the time (ms from the
 * navigation's start) of the first frame after the board became playable. */
function watchForBoard() {
  const playable = () =>
    document.body &&
    document.body.dataset.ready === 'true' &&
    document.querySelector('[data-square]') &&
    !document.getElementById('loading');
  const observer = new MutationObserver(() => {
    if (!playable()) return;
    observer.disconnect();
    // The frame's style, layout and paint follow its animation-frame callbacks in the same task.
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__firstBoard = performance.now();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** One cold load of `url` with the CPU slowed `rate` times: `{ms, files}`, the time to the first
 * board and the page's own files fetched before it (paths, the page as `/`). */
async function once(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchForBoard);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url);
    await page.waitForFunction(() => window.__firstBoard !== undefined, null, { timeout: 60000, polling: 50 });
    return await page.evaluate(() => {
      const before = performance.getEntriesByType('resource').filter((e) => e.startTime < window.__firstBoard);
      return { ms: window.__firstBoard, files: [location.pathname, ...before.map((e) => new URL(e.name).pathname)] };
    });
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `dir`'s first load over http: the files fetched before the first board, raw and gzipped. */
async function weigh(browser, dir, url) {
  const files = [...new Set((await once(browser, url, 1)).files.map(decodeURIComponent))];
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const body = fs.readFileSync(path.join(dir, f.endsWith('/') ? `${f}index.html` : f));
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += gz;
    console.log(`  ${f}: ${(body.length / 1024).toFixed(1)} KB (${(gz / 1024).toFixed(1)} KB gzip)`);
  }
  console.log(`first load over http (${files.length} files): ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip`);
}

async function main() {
  const runs = Number(process.argv[2] || 5);
  // Several builds are measured in turns, load by load, so that a busy machine weighs on each
  // alike.
  const dirs = (process.argv.length > 3 ? process.argv.slice(3) : [path.join(ROOT, 'dist')]).map((d) => path.resolve(d));
  const builds = [];
  for (const dir of dirs) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing: run \`npm run build\``);
    const server = await serve(dir, 0);
    builds.push({ dir, server, file: pathToFileURL(path.join(dir, 'index.html')).href, http: `http://127.0.0.1:${server.address().port}/` });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    // One load of each to warm the disk cache and Chromium itself, not counted.
    for (const b of builds) await once(browser, b.file, 1);
    for (const rate of [1, 4]) {
      for (const target of ['file', 'http']) {
        const times = builds.map(() => []);
        for (let i = 0; i < runs; i++) {
          for (const [j, b] of builds.entries()) times[j].push((await once(browser, b[target], rate)).ms);
        }
        for (const [j, b] of builds.entries()) {
          const name = builds.length > 1 ? `${path.relative(process.cwd(), b.dir) || '.'}: ` : '';
          console.log(
            `${name}${target.padEnd(4)} CPU ${rate}x: first board ${Math.round(median(times[j]))} ms (median of ${runs}: ${times[j].map(Math.round).join(', ')})`,
          );
        }
      }
    }
    for (const b of builds) {
      if (builds.length > 1) console.log(`${b.dir}:`);
      await weigh(browser, b.dir, b.http);
    }
  } finally {
    await browser.close();
    for (const b of builds) b.server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
