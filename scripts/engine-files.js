// The engine's files in dist/, beside the page's script rather than inside it, so that over http
// the wasm streams and compiles while the page's script loads, and the page's first load stays
// small:
//
//   dama.HASH.wasm           the engine (pkg/dama_bg.wasm), fetched over http(s)
//   data/NAME.HASH.pat       each family's learned tables and each game's opening book
//   data/NAME.HASH.book      (src/draughts/weights/, src/draughts/books/), which the wasm build
//                            leaves out: fetched when a game that wants them is first searched
//                            (www/js/engine/data.js)
//   data/FAMILY.HASH.json    each family's puzzle set (src/puzzles/sets/), fetched when the
//                            puzzle mode first opens it (www/js/puzzles.js)
//   disk/PATH.js             each of those as base64 in a script (it sets self.damaFiles[PATH]),
//                            for the page opened from disk, where fetch is refused but a
//                            <script src> loads
//
// `engineFiles()` names them (a hash of the contents in each name, so no cache ever mixes two
// builds); the page's head (www/index.html) starts loading the engine by these names, and
// `EnginePlugin` adds the files to webpack's output. Nothing under disk/ is asked for over http,
// and the service worker does not precache it (scripts/pwa.js).
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const WASM = path.join(root, 'pkg', 'dama_bg.wasm');
/** The bot's data files: folder and extension. */
const DATA = [
  [path.join(root, 'src', 'draughts', 'weights'), '.pat'],
  [path.join(root, 'src', 'draughts', 'books'), '.book'],
  [path.join(root, 'src', 'puzzles', 'sets'), '.json'],
];

/** The folder of dist/ whose files only the page opened from disk uses. */
const DISK = 'disk/';

const hash8 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8);

/** A script that sets `self.damaFiles[name]` to `bytes` in base64 (self: the window, or a
 * worker). */
function asScript(name, bytes) {
  return `(self.damaFiles=self.damaFiles||{})[${JSON.stringify(name)}]="${bytes.toString('base64')}";\n`;
}

/** The engine's files: `{names, assets}`. `names` is what the page's head gets (`wasm`: the
 * wasm's path in dist/; `data`: each data file's path in dist/ by its name, `flying10.pat`;
 * `disk`: the folder of the scripts carrying each file for the page opened from disk,
 * `disk/PATH.js` for the file PATH); `assets` maps each path in dist/ to its bytes. */
function engineFiles() {
  if (!fs.existsSync(WASM)) throw new Error(`${WASM} is missing: build the engine first (node scripts/build.js)`);
  const wasm = fs.readFileSync(WASM);
  const h = hash8(wasm);
  const names = { disk: DISK, wasm: `dama.${h}.wasm`, data: {} };
  const assets = {};
  const add = (name, bytes) => {
    assets[name] = bytes;
    assets[`${DISK}${name}.js`] = Buffer.from(asScript(name, bytes));
  };
  add(names.wasm, wasm);
  for (const [dir, ext] of DATA) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(ext)).sort()) {
      const bytes = fs.readFileSync(path.join(dir, file));
      const stem = file.slice(0, -ext.length);
      names.data[file] = `data/${stem}.${hash8(bytes)}${ext}`;
      add(names.data[file], bytes);
    }
  }
  return { names, assets };
}

/** Adds the engine's files (`engineFiles().assets`) to webpack's output, before the service
 * worker's list of files is made. */
class EnginePlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EnginePlugin', (compilation) => {
      compilation.fileDependencies.add(WASM);
      for (const [dir] of DATA) compilation.contextDependencies.add(dir);
      compilation.hooks.processAssets.tap({ name: 'EnginePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, bytes] of Object.entries(this.files.assets)) compilation.emitAsset(name, new sources.RawSource(bytes));
      });
    });
  }
}

module.exports = { engineFiles, EnginePlugin, DISK };
