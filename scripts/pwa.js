// What makes dist/ an installable app that plays offline when served over http(s): the icons, the
// web app manifest and the service worker (www/sw.js with the build's file list and cache name),
// added to webpack's output by `PwaPlugin` once the page and its bundle are final.
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { iconPng, iconSvg } = require('./icon.js');
const { DISK } = require('./engine-files.js');

/** The page's background in the default (wood) theme: the installed app's splash and title bar. */
const THEME_COLOR = '#2a1d14';

const ICONS = [
  { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', make: () => iconSvg() },
  { src: 'icon-192.png', sizes: '192x192', type: 'image/png', make: () => iconPng(192) },
  { src: 'icon-512.png', sizes: '512x512', type: 'image/png', make: () => iconPng(512) },
  { src: 'icon-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable', make: () => iconPng(512, true) },
];

/** The web app manifest (its icons named as in `ICONS`). */
function manifest() {
  return {
    name: 'Dama — draughts in the browser',
    short_name: 'Dama',
    description: 'Draughts and checkers in many rule sets, against a bot or a friend.',
    start_url: '.',
    scope: '.',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: ICONS.map(({ make, ...icon }) => icon),
  };
}

/** The service worker's source: `template` (www/sw.js) given the files to precache (`files`:
 * name → contents, `index.html` standing for the page's URL `./`), in a cache whose name is a
 * hash of them all, so that it changes with any of them. */
function serviceWorker(template, files) {
  const hash = crypto.createHash('sha256');
  const names = Object.keys(files).sort();
  for (const name of names) hash.update(`${name}\0`).update(files[name]).update('\0');
  const precache = {
    cache: `dama-${hash.digest('hex').slice(0, 16)}`,
    files: names.map((n) => (n === 'index.html' ? './' : n)),
  };
  const source = template.replace('= PRECACHE;', `= ${JSON.stringify(precache)};`);
  if (!source.includes(precache.cache)) throw new Error('www/sw.js: no `= PRECACHE;` to fill in');
  return source;
}

/** Adds the icons, `manifest.webmanifest` and `sw.js` to the compilation; the service worker
 * precaches every other file of the output (the page, its bundle, the engine's files, the
 * manifest, the icons) but those under disk/, which only the page opened from disk reads. */
class PwaPlugin {
  constructor(template) {
    this.template = template;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PwaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PwaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          for (const icon of ICONS) compilation.emitAsset(icon.src, new sources.RawSource(icon.make()));
          compilation.emitAsset('manifest.webmanifest', new sources.RawSource(`${JSON.stringify(manifest(), null, 2)}\n`));
          const files = {};
          for (const asset of compilation.getAssets()) {
            if (!asset.name.startsWith(DISK)) files[asset.name] = asset.source.buffer();
          }
          if (!files['index.html']) throw new Error('PwaPlugin: no index.html in the output');
          const template = fs.readFileSync(this.template, 'utf8');
          compilation.fileDependencies.add(this.template);
          compilation.emitAsset('sw.js', new sources.RawSource(serviceWorker(template, files)));
        },
      );
    });
  }
}

module.exports = { PwaPlugin, THEME_COLOR };
