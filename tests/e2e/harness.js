// Shared set-up of the browser tests: headless Chromium (Playwright gives it a fresh temporary
// profile), dist/ served from this process, and a page wrapper that records console errors and
// every request: the browser's (context-wide, so the workers' requests count too) and, over
// http, what the server was asked. Each page opens in a browser context of its own, so no page
// sees another's storage, while a reload of the same page finds what it saved.
'use strict';
const { describe, before, after, test: nodeTest } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { fileURLToPath, pathToFileURL } = require('node:url');
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

/** Starts Chromium and, for `http`, a server for dist/. Returns `{url, browser, server, close}`. */
async function start(target) {
  assert.ok(fs.existsSync(path.join(DIST, 'index.html')), 'dist/index.html is missing: run `npm run build`');
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  let server = null;
  let browser = null;
  try {
    let url = pathToFileURL(path.join(DIST, 'index.html')).href;
    // Every path the server is asked for, and every URL the browser requests, in order.
    const served = [];
    const requested = [];
    if (target === 'http') {
      server = await serve(DIST, 0);
      server.on('request', (req) => served.push(req.url));
      url = `http://127.0.0.1:${server.address().port}/`;
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
    const origin = target === 'http' ? url : pathToFileURL(DIST).href + '/';
    const close = async () => {
      try {
        await browser.close();
      } finally {
        if (server) await new Promise((r) => server.close(r));
      }
    };
    return { target, url, origin, browser, server, served, requested, close };
  } catch (err) {
    if (browser) await browser.close().catch(() => {});
    if (server) server.close();
    throw err;
  }
}

/** A fresh browser context (no storage, no cache) whose requests are recorded in `env`; it
 * closes with its last page. */
async function newContext(env, viewport, options = {}) {
  const context = await env.browser.newContext({ viewport: viewport || { width: 1280, height: 860 }, ...options });
  context.on('request', (r) => env.requested.push(r.url()));
  context.on('page', (page) =>
    page.on('close', () => {
      if (context.pages().length === 0) context.close().catch(() => {});
    }),
  );
  return context;
}

/** The paths of the files under `dir` of dist/ (e.g. `disk/x.js`), none if it is absent. */
function filesUnder(dir) {
  const full = path.join(DIST, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true })
    .filter((f) => fs.statSync(path.join(full, f)).isFile())
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`);
}

/** The page's own files, which it loads over http before its first board: `index.html`, the
 * scripts it names and the engine's wasm, as paths from dist/. */
function bundleFiles() {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/g)].map((m) => m[1]);
  assert.ok(scripts.length >= 1, 'dist/index.html names no script');
  const wasm = fs.readdirSync(DIST).filter((f) => f.endsWith('.wasm'));
  assert.equal(wasm.length, 1, `dist/ holds one wasm: ${wasm}`);
  return ['index.html', ...scripts, ...wasm];
}

/** The files under dist/disk/: the engine's files as scripts, for the page opened from disk
 * (which must never ask for them over http). */
function diskFiles() {
  return filesUnder('disk');
}

/** The engine's data (dist/data/: a family's learned tables, a game's opening book), which the
 * page fetches over http when a game that wants it is played, and not before. */
function dataFiles() {
  return filesUnder('data');
}

/** The files that make the page installable, as paths from dist/: the manifest (which the page
 * links to over http(s)), the icons it names and the service worker. The browser may ask for them
 * over http (the service worker precaches them all), but need not. */
function installFiles() {
  const name = 'manifest.webmanifest';
  if (!fs.existsSync(path.join(DIST, name))) return [];
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, name), 'utf8'));
  const files = [name, ...(manifest.icons || []).map((icon) => icon.src)];
  if (fs.existsSync(path.join(DIST, 'sw.js'))) files.push('sw.js');
  return files;
}

/** Why `url` (requested by the browser) is not one of the page's own files, or null if it is.
 * Blob URLs (the workers' script) must be the page's own; data: URLs carry no request. */
function stray(env, url) {
  if (url.startsWith('data:')) return null;
  if (url.startsWith('blob:')) {
    const own = env.target === 'http' ? `blob:${new URL(env.url).origin}/` : 'blob:null/';
    return url.startsWith(own) ? null : 'a blob from elsewhere';
  }
  if (env.target === 'http') return url.startsWith(env.origin) ? null : 'not on the test server';
  if (!url.startsWith('file:')) return 'not a file';
  const file = fileURLToPath(url);
  if (path.relative(DIST, file).startsWith('..') || path.isAbsolute(path.relative(DIST, file))) return 'outside dist/';
  return fs.existsSync(file) && fs.statSync(file).isFile() ? null : 'no such file in dist/';
}

/** Opens the page in a fresh browser context (made with `contextOptions`, e.g. a locale), at
 * the fragment `hash` if given, after running `init` (a function or script, if given) in it
 * before its own scripts.
 * `check()` asserts no console error, that every request the browser made (page and workers)
 * was for a file of dist/, and over http that the server was asked for exactly the page, its
 * bundle and the engine, besides perhaps the engine's data (`dataFiles()`) and the files that make
 * it installable (`installFiles()`). `allowErrors`
 * (a regular expression) lets through console errors a test provokes. */
async function open(env, viewport, init, allowErrors = null, hash = '', contextOptions = {}) {
  const context = await newContext(env, viewport, contextOptions);
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  // The tests of one browser run one page at a time, so what is recorded from now is this page's.
  const firstServed = env.served.length;
  const firstRequested = env.requested.length;
  await page.goto(env.url + hash);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 });
  return {
    page,
    check() {
      const unexpected = allowErrors ? errors.filter((e) => !allowErrors.test(e)) : errors;
      assert.deepEqual(unexpected, [], 'console errors');
      const requested = env.requested.slice(firstRequested);
      assert.ok(requested.length >= 2, `requests seen: ${requested}`);
      const strays = requested.map((u) => [u, stray(env, u)]).filter(([, why]) => why);
      assert.deepEqual(strays, [], 'requests beyond the page');
      if (env.target === 'http') {
        const asPath = (f) => (f === 'index.html' ? '/' : `/${f}`);
        const served = new Set(env.served.slice(firstServed));
        const own = bundleFiles().map(asPath);
        const besides = new Set([...installFiles(), ...dataFiles()].map(asPath));
        assert.deepEqual(
          [...served].filter((p) => !besides.has(p)).sort(),
          own.sort(),
          'what the server was asked for (beyond the engine\'s data, the manifest, icons and service worker)',
        );
      }
    },
  };
}

const shotsTaken = new Set();

/** Saves a screenshot of `page` as test-artifacts/<name>.png, once per test file: a test that
 * runs over both targets keeps the first. */
async function shot(page, name) {
  if (shotsTaken.has(name)) return;
  shotsTaken.add(name);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** Runs `body(page)` on a page opened as `open(env, ...openArgs)` does, then its `check()`;
 * the page is closed whatever happens. */
async function inPage(env, body, ...openArgs) {
  const p = await open(env, ...openArgs);
  try {
    await body(p.page);
    p.check();
  } finally {
    await p.page.close();
  }
}

/** Declares the suite `title(target)` once per target (`'file'`: the page opened from disk;
 * `'http'`: served), each with a browser (and server) of its own, started before its tests and
 * closed after them. `body(env, target)` declares the tests; `env` is ready when they run. */
function onTargets(title, body, targets = ['file', 'http']) {
  declareOn(title, body, targets, null);
}

/** As `onTargets` over file and http, but each test is declared in one of the two suites only,
 * in turn (the first over file, the second over http, …): for suites whose subject is the page
 * itself rather than how it is served, so that every test runs once and both ways of opening the
 * page stay exercised. The body must declare the same tests, in the same order, for each target. */
function onTargetsInTurn(title, body) {
  const targets = ['file', 'http'];
  const names = [];
  declareOn(title, body, targets, (target, index, name) => {
    if (target === targets[0]) names.push(name);
    else if (names[index] !== name) {
      throw new Error(`onTargetsInTurn: test ${index + 1} is "${name}" over ${target}, "${names[index]}" over ${targets[0]}`);
    }
    return targets[index % targets.length] === target;
  });
}

/** While a suite's body declares its tests: which of them `test` keeps (null: all). */
let declaring = null;

function declareOn(title, body, targets, keeps) {
  for (const target of targets) {
    describe(title(target), () => {
      const env = {};
      before(async () => Object.assign(env, await start(target)));
      after(async () => {
        if (env.close) await env.close();
      });
      declaring = keeps && { target, index: 0, keeps };
      try {
        body(env, target);
      } finally {
        declaring = null;
      }
    });
  }
}

/** `node:test`'s `test`, for the browser suites: within `onTargetsInTurn` it declares only the
 * tests that fall to the suite being declared. */
function test(name, ...rest) {
  if (declaring) {
    const index = declaring.index++;
    if (!declaring.keeps(declaring.target, index, name)) return;
  }
  nodeTest(name, ...rest);
}

module.exports = { start, onTargets, onTargetsInTurn, test, open, inPage, newContext, shot, bundleFiles, installFiles, diskFiles, dataFiles, ROOT, DIST, CHROMIUM, ARGS };
