// Shared set-up of the browser tests: headless Chromium with a fresh profile, dist/ served from
// this process, and a page wrapper that records console errors and every network request.
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { chromium } = require('playwright-core');
const { serve } = require('../../scripts/serve.js');

const ROOT = path.join(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const ARTIFACTS = path.join(ROOT, 'test-artifacts');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts Chromium and, for `http`, a server for dist/. Returns `{url, context, close}`. */
async function start(target) {
  assert.ok(fs.existsSync(path.join(DIST, 'index.html')), 'dist/index.html is missing: run `npm run build`');
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dama-e2e-'));
  let server = null;
  let context = null;
  try {
    let url = pathToFileURL(path.join(DIST, 'index.html')).href;
    if (target === 'http') {
      server = await serve(DIST, 0);
      url = `http://127.0.0.1:${server.address().port}/`;
    }
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 1280, height: 860 },
    });
    // Each page starts from the default preferences.
    await context.addInitScript(() => localStorage.clear());
    const origin = target === 'http' ? url : pathToFileURL(DIST).href + '/';
    const close = async () => {
      try {
        await context.close();
      } finally {
        if (server) await new Promise((r) => server.close(r));
        fs.rmSync(profile, { recursive: true, force: true });
      }
    };
    return { url, origin, context, close };
  } catch (err) {
    if (context) await context.close().catch(() => {});
    if (server) server.close();
    fs.rmSync(profile, { recursive: true, force: true });
    throw err;
  }
}

/** Opens the page, after running `init` (a function, if given) in it before its own scripts;
 * `check()` asserts no console error and no request beyond the page's files. */
async function open(env, viewport, init) {
  const page = await env.context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  if (init) await page.addInitScript(init);
  const errors = [];
  const foreign = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(env.origin) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
  });
  await page.goto(env.url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 });
  return {
    page,
    check() {
      assert.deepEqual(errors, [], 'console errors');
      assert.deepEqual(foreign, [], 'requests beyond the page');
    },
  };
}

function shot(page, name) {
  return page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

module.exports = { start, open, shot, ROOT };
