// Start-up: the engine, already loading since the page's head started it (www/index.html:
// fetched and compiled as it streams over http(s), read from a script under disk/ when the page
// is opened from disk), is started on this thread for the rules and handed compiled to each
// worker (the bot's, the hints' and the analysis'). Once the page runs, a service worker is
// registered when it is served over http(s).

import init, { games, opponents } from '../../pkg/dama.js';
import workerSource from '../../pkg/worker.js';
import { App } from './app.js';
import { Engine } from './engine/client.js';
import { t } from './i18n.js';
import { positions } from './positions.js';

async function boot() {
  const module = await window.damaEngine.module;
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
