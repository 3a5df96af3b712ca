// The service worker of the installed page (registered by main.js over http(s) only): keeps the
// page's own files (its script, the engine's wasm, the bot's data of every game) in a cache named
// after this build and serves them from it, so the page starts and plays every game offline.
// The build (scripts/pwa.js) replaces PRECACHE with the cache's name and the files, relative to
// this script.
/* global PRECACHE */
'use strict';

const { cache: CACHE, files: FILES } = PRECACHE;
const PAGE = new Set(['./', './index.html'].map((f) => new URL(f, self.location).href));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('dama-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.search = '';
  const key = PAGE.has(url.href) ? './' : url.href;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((hit) => hit || fetch(request)),
  );
});
