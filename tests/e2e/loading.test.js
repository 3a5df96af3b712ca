// How the page gets its engine (issue 76, point 12: a first board in about a second on a phone):
// over http the wasm is a file of its own, compiled as it streams in, and no file the page loads
// carries it as base64; from disk, where fetch is refused, a script under disk/ carries it, and
// the page makes no fetch at all. The bot's data (a family's learned tables, a game's book) comes
// only when a game that wants it is first played by the bot, over http from data/, from disk
// from its script under disk/data/; a file that cannot be had is said, and the bot plays on.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { onTargets, open, DIST } = require('./harness.js');
const { choose, playAgainstTheBot, seats } = require('./helpers.js');

/** The start of any wasm module ("\0asm", version 1) in base64. */
const WASM_AS_BASE64 = 'AGFzbQEAAAA';

/** Runs in the page before its scripts: counts the calls of WebAssembly.compileStreaming. */
function countStreaming() {
  window.__streamed = 0;
  const compileStreaming = WebAssembly.compileStreaming.bind(WebAssembly);
  WebAssembly.compileStreaming = (...args) => {
    window.__streamed++;
    return compileStreaming(...args);
  };
}

/** Records every request of the page's context with its resource type. */
function recordRequests(page) {
  const seen = [];
  page.context().on('request', (r) => seen.push({ url: r.url(), type: r.resourceType() }));
  return seen;
}

/** Each game played here and the data files its bot wants (beyond those of the games before). */
const FAMILIES = [
  ['international', ['flying10.pat', 'international.book']],
  ['brazilian', ['flying8.pat']],
  ['russian', ['russian.book']],
  ['english', ['short8.pat', 'english.book']],
  ['frisian', ['frisian.pat']],
  ['turkish', ['turkish.pat']],
  ['antidraughts', ['losing10.pat']],
  ['breakthrough', ['race10.pat']],
  ['sixteen-soldiers', []],
  ['chess', []],
];

/** The data files (`flying10.pat`) among `urls`, whatever the target. */
function dataNames(urls) {
  return urls
    .map((u) => new URL(u, 'http://x').pathname.match(/\/data\/([a-z0-9-]+)\.[0-9a-f]{8}\.(pat|book)(\.js)?$/))
    .filter(Boolean)
    .map((m) => `${m[1]}.${m[2]}`);
}

/** Starts a game of `variant` with the side to move played by the bot (level 1, instantly) and
 * waits for its first move. */
async function botOpens(page, variant) {
  await seats(page, 'human', 'human');
  await choose(page, 'speed', 'instant');
  await choose(page, 'variant', variant);
  // Leaving a game in progress is confirmed first.
  await page.waitForSelector(`#confirm-dialog[open], #board[data-variant="${variant}"]`);
  if (await page.$('#confirm-dialog[open]')) await page.click('#confirm-yes');
  await page.waitForSelector(`#board[data-variant="${variant}"]`);
  // The board names the side to move as the game does (shogi's first player is black); with two
  // people, the page's first side (its white seat) is at the bottom.
  const first = await page.$eval('#board', (b) => b.dataset.toMove === b.dataset.orientation);
  await choose(page, first ? 'seat-white' : 'seat-black', 'level:1');
  await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1, null, { timeout: 20000 });
}

onTargets(
  (target) => `the engine's own files, ${target === 'http' ? 'over http' : 'from disk'}`,
  (env, target) => {
    /** What the browser (http: the server) was asked for since `from`, an index of the record. */
    const asked = (from) => (target === 'http' ? env.served : env.requested).slice(from);
    const mark = () => (target === 'http' ? env.served : env.requested).length;

    test("the bot's data comes when a game that wants it is first played, and the bot plays every family", async () => {
      const first = mark();
      // No service worker: over http it would precache every file, the data among them, once the
      // page runs (for offline play; offline.test.js), and here only the page's own asking counts.
      const p = await open(env, undefined, null, null, '', { serviceWorkers: 'block' });
      const { page } = p;
      try {
        assert.deepEqual(dataNames(asked(first)), [], 'no data for the first board');
        for (const [variant, files] of FAMILIES) {
          const before = mark();
          await botOpens(page, variant);
          assert.deepEqual(dataNames(asked(before)).sort(), [...files].sort(), `the data asked for by ${variant}`);
        }
        if (target === 'file') {
          const types = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.initiatorType));
          assert.ok(!types.includes('fetch') && !types.includes('xmlhttprequest'), `no fetch from disk: ${types}`);
        }
        p.check();
      } finally {
        await page.close();
      }
    });

    if (target === 'http') {
      test('a data file that cannot be had is said, and the bot plays on without it', async () => {
        const p = await open(env, undefined, null, /Failed to load resource/, '', { serviceWorkers: 'block' });
        const { page } = p;
        try {
          await page.route(/\/data\/flying10\./, (route) => route.fulfill({ status: 404, body: 'gone' }));
          await botOpens(page, 'international');
          await page.waitForFunction(() => /flying10\.pat could not be loaded/.test(document.getElementById('message').textContent));
          assert.match(await page.textContent('#message'), /404 Not Found/);
          p.check();
        } finally {
          await page.close();
        }
      });
    }

    if (target === 'http') {
      test('the wasm comes as a file of its own, compiled as it streams; no file the page loads holds it as base64', async () => {
        const first = env.served.length;
        const p = await open(env, undefined, countStreaming);
        const { page } = p;
        try {
          const types = {};
          page.on('response', (r) => {
            types[new URL(r.url()).pathname] = r.headers()['content-type'];
          });
          await playAgainstTheBot(page);
          const served = env.served.slice(first);
          // The page's own requests come before its service worker precaches every file again.
          const before = served.slice(0, served.indexOf('/sw.js'));
          const wasm = before.filter((u) => /^\/dama\.[0-9a-f]{8}\.wasm$/.test(u));
          assert.equal(wasm.length, 1, `the wasm asked for once: ${before}`);
          assert.equal(await page.evaluate(() => window.__streamed), 1, 'compiled as it streams');
          assert.deepEqual(served.filter((u) => u.startsWith('/disk/')), [], 'nothing of disk/ over http');
          for (const u of new Set(served)) {
            const file = path.join(DIST, u === '/' ? 'index.html' : decodeURIComponent(u.slice(1)));
            if (!fs.existsSync(file) || file.endsWith('.wasm')) continue;
            assert.ok(!fs.readFileSync(file, 'latin1').includes(WASM_AS_BASE64), `${u} holds a wasm in base64`);
          }
          p.check();
        } finally {
          await page.close();
        }
      });
    } else {
      test('a script under disk/ carries the wasm; the page makes no fetch and the bot plays', async () => {
        const p = await open(env);
        const { page } = p;
        const seen = recordRequests(page);
        try {
          await page.reload();
          await page.waitForSelector('body[data-ready="true"]');
          await playAgainstTheBot(page);
          const files = seen.map((r) => path.relative(DIST, new URL(r.url).pathname));
          assert.ok(files.some((f) => /^disk\/dama\.[0-9a-f]{8}\.wasm\.js$/.test(f)), `the wasm's script: ${files}`);
          assert.deepEqual(seen.filter((r) => r.type === 'fetch' || r.type === 'xhr'), [], 'no fetch from disk');
          p.check();
        } finally {
          await page.close();
        }
      });
    }
  },
);
