// The bot's data files (a family's learned tables, a game's opening book), which the engine's
// wasm leaves out to keep the page's first load small. The engine says which files a game wants
// (`dataFiles`); each is got once per page, when a game that wants it is first searched: fetched
// from dist/data/ over http(s), read from its script under disk/ when the page is opened from disk
// (the page's head does either: `damaEngine.bytes`, www/index.html). The engine clients
// (client.js) hand the bytes to their workers with the search.
// A file that cannot be got is said once (`problems`) and tried again at the next search; the bot
// meanwhile plays that game with its hand-written evaluation and no book.

import { dataFiles } from '../../../pkg/dama.js';
import { t } from '../i18n.js';

/** Each file asked for, by name: the promise of its bytes (dropped if it fails, to try again). */
const got = new Map();
/** The files whose failure was already said. */
const said = new Set();

function bytesOf(name) {
  let bytes = got.get(name);
  if (!bytes) {
    const { files, bytes: read } = window.damaEngine;
    const file = files.data[name];
    bytes = file ? read(file) : Promise.reject(new Error('no such file in this build'));
    got.set(name, bytes);
    bytes.catch(() => got.delete(name));
  }
  return bytes;
}

/**
 * The data files the bot of the game named `variant` wants: resolves with `{files: [{name,
 * bytes}], problems: [message]}`, the files it could get and, the first time each fails, what
 * went wrong, in words of the page's language.
 */
export async function dataFor(variant) {
  const names = dataFiles(variant);
  const results = await Promise.allSettled(names.map(bytesOf));
  const files = [];
  const problems = [];
  results.forEach((r, i) => {
    const name = names[i];
    if (r.status === 'fulfilled') files.push({ name, bytes: r.value });
    else if (!said.has(name)) {
      said.add(name);
      const why = (r.reason && r.reason.message) || String(r.reason);
      problems.push(t('error.data-missing', { file: name, reason: why }));
    }
  });
  return { files, problems };
}
