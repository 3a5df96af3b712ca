// Start-up: the engine arrives inside this script as base64; it is compiled once, started on
// this thread for the rules, and handed compiled to each worker (the bot's, the hints' and the
// analysis'). Once the page runs, a service worker is registered when it is served over http(s).

import init, { games, opponents } from '../../pkg/dama.js';
import wasmUrl from '../../pkg/dama_bg.wasm';
import workerSource from '../../pkg/worker.js';
import { App } from './app.js';
import { Engine } from './engine/client.js';
import { t } from './i18n.js';
import { positions } from './positions.js';

function decode(dataUrl) {
  const text = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function boot() {
  const module = await WebAssembly.compile(decode(wasmUrl));
  await init({ module_or_path: module });
  const app = new App((onFatal) => new Engine(module, workerSource, onFatal), games(), opponents(), positions());
  app.start();
  document.getElementById('loading').remove();
}

/** Over http(s), registers the service worker that lets the page be installed and played
 * offline (dist/sw.js); from disk there is none. A failure costs only the offline play. */
function registerServiceWorker() {
  if (!/^https?:$/.test(location.protocol) || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('sw.js').catch((err) => {
    console.warn(`Dama will not work offline: ${(err && err.message) || err}`);
  });
}

boot().then(registerServiceWorker, (err) => {
  const el = document.getElementById('loading');
  el.textContent = t('boot.failed', { error: (err && err.message) || err });
  el.classList.add('failed');
  console.error(err);
});
