// The installable page: over http its manifest, icons and service worker make Chromium count it
// installable, and once the service worker controls it the page starts and plays against the bot
// offline, even with the server gone. From file:// no service worker is registered and nothing
// of this is asked for.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { onTargets, open, bundleFiles, dataFiles, diskFiles, installFiles, DIST } = require('./harness.js');
const { moveCount, playAgainstTheBot, reload } = require('./helpers.js');

/** Records the console's warnings, which open() does not collect. */
const RECORD_WARNINGS = () => {
  window.__warnings = [];
  const warn = console.warn.bind(console);
  console.warn = (...args) => {
    window.__warnings.push(args.map(String).join(' '));
    warn(...args);
  };
};

/** The width and height written in a PNG file's header. */
function pngSize(file) {
  const bytes = fs.readFileSync(file);
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${file} is a PNG`);
  assert.equal(bytes.toString('ascii', 12, 16), 'IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

onTargets(
  () => 'installable and playable offline, over http',
  (env) => {
    test('the manifest names the app, its colours and its icons, which have the sizes it says', async () => {
      const p = await open(env);
      const { page } = p;
      try {
        const reply = await page.evaluate(async () => {
          const r = await fetch(document.querySelector('link[rel="manifest"]').href);
          return { type: r.headers.get('content-type'), text: await r.text() };
        });
        assert.equal(reply.type, 'application/manifest+json');
        const manifest = JSON.parse(reply.text);
        assert.equal(manifest.name, 'Dama — draughts in the browser');
        assert.equal(manifest.short_name, 'Dama');
        assert.equal(manifest.start_url, '.');
        assert.equal(manifest.display, 'standalone');
        const theme = await page.$eval('meta[name="theme-color"]', (m) => m.content);
        assert.equal(manifest.theme_color, theme);
        assert.equal(manifest.background_color, theme);
        for (const icon of manifest.icons) {
          const file = path.join(DIST, icon.src);
          assert.ok(fs.existsSync(file), `${icon.src} is in dist/`);
          if (icon.type === 'image/png') assert.equal(pngSize(file), icon.sizes, icon.src);
          else assert.match(fs.readFileSync(file, 'utf8'), /^<svg [^>]*viewBox="0 0 512 512"/, icon.src);
        }
        const pngs = manifest.icons.filter((i) => i.type === 'image/png' && !i.purpose).map((i) => i.sizes);
        assert.deepEqual(pngs.sort(), ['192x192', '512x512']);
        assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'), 'a maskable icon');
        // Chromium's own verdict; a test context is off the record, which alone bars installing.
        const cdp = await page.context().newCDPSession(page);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        const parsed = await cdp.send('Page.getAppManifest');
        assert.deepEqual(parsed.errors, [], 'Chromium reads the manifest without errors');
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert.deepEqual(
          installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
          [],
          'Chromium finds the page installable',
        );
        p.check();
      } finally {
        await page.close();
      }
    });

    test('the service worker precaches the page, which then starts and plays offline and without its server', async () => {
      const p = await open(env, undefined, RECORD_WARNINGS);
      const { page } = p;
      try {
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        await reload(page);
        const worker = await page.evaluate(() => {
          const c = navigator.serviceWorker.controller;
          return c && { url: c.scriptURL, state: c.state };
        });
        assert.deepEqual(worker, { url: `${env.url}sw.js`, state: 'activated' }, 'the page is controlled by sw.js');

        // One cache, named as in this build's sw.js, holding the page's own files and the
        // engine's data, which are all of dist/ but sw.js and what the page reads from disk.
        const cacheName = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8').match(/dama-[0-9a-f]{16}/)[0];
        const cached = await page.evaluate(async () => {
          const names = await caches.keys();
          const lists = await Promise.all(
            names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)),
          );
          return names.map((n, i) => [n, lists[i].sort()]);
        });
        const own = [...bundleFiles(), ...dataFiles(), ...installFiles()];
        const precached = own.filter((f) => f !== 'sw.js').map((f) => (f === 'index.html' ? '/' : `/${f}`));
        assert.deepEqual(cached, [[cacheName, precached.sort()]]);
        const all = fs.readdirSync(DIST, { recursive: true }).filter((f) => fs.statSync(path.join(DIST, f)).isFile());
        assert.deepEqual(all.sort(), [...own, ...diskFiles()].sort(), 'dist/ holds nothing else');

        await page.context().setOffline(true);
        await reload(page);
        await playAgainstTheBot(page);
        assert.equal(await page.evaluate(() => navigator.onLine), false);

        // The server is gone: the page still starts, from the cache.
        const closed = new Promise((resolve) => env.server.close(resolve));
        env.server.closeAllConnections();
        await closed;
        await page.context().setOffline(false);
        await reload(page);
        assert.equal(await moveCount(page), 2, 'the game played offline was kept');
        await playAgainstTheBot(page);

        assert.deepEqual(await page.evaluate(() => window.__warnings), []);
        p.check();
      } finally {
        await page.close();
      }
    });
  },
  ['http'],
);

onTargets(
  () => 'from file://, as before',
  (env) => {
    test('no service worker is registered, nothing of it is asked for, no error or warning', async () => {
      const first = env.requested.length;
      const p = await open(env, undefined, RECORD_WARNINGS);
      const { page } = p;
      try {
        await playAgainstTheBot(page);
        const registrations = await page.evaluate(async () => {
          if (!('serviceWorker' in navigator)) return 0;
          return (await navigator.serviceWorker.getRegistrations().catch(() => [])).length;
        });
        assert.equal(registrations, 0);
        assert.equal(await page.evaluate(() => Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)), false);
        // Chromium may not read a manifest from disk (CORS) and logs an error for it: none is linked.
        assert.equal(await page.$('link[rel="manifest"]'), null, 'a manifest linked from disk');
        const asked = env.requested.slice(first).filter((u) => /sw\.js|icon|webmanifest/.test(u));
        assert.deepEqual(asked, []);
        assert.deepEqual(await page.evaluate(() => window.__warnings), []);
        p.check();
      } finally {
        await page.close();
      }
    });
  },
  ['file'],
);
