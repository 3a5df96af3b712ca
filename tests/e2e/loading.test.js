// How the page gets its engine (issue 76, point 12: a first board in about a second on a phone):
// over http the wasm is a file of its own, compiled as it streams in, and no file the page loads
// carries it as base64; from disk, where fetch is refused, a script under disk/ carries it, and
// the page makes no fetch at all.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { onTargets, open, DIST } = require('./harness.js');
const { choose, moveCount, playMove, seats, waitTurn } = require('./helpers.js');

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

/** Plays 32-28 against the bot (level 1, instantly) and waits for its answer. */
async function playAgainstTheBot(page) {
  await seats(page, 'human', 'level:1');
  await choose(page, 'speed', 'instant');
  await page.click('#new-game');
  await waitTurn(page, 'white');
  await playMove(page, ['32', '28']);
  await waitTurn(page, 'white');
  assert.equal(await moveCount(page), 2, 'the bot answered');
}

onTargets(
  (target) => `the engine's own files, ${target === 'http' ? 'over http' : 'from disk'}`,
  (env, target) => {
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
