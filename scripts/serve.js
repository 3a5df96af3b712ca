#!/usr/bin/env node
// A small static file server for dist/, bound to 127.0.0.1. `npm start` runs it after the build;
// the browser tests start it in-process on a free port with `serve(dir, 0)`.
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** Serves the files of `dir` on 127.0.0.1:`port` (0 = any free port); resolves with the server. */
function serve(dir, port) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(root, rel);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      res.end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

module.exports = { serve };

if (require.main === module) {
  const dist = path.join(__dirname, '..', 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  const wanted = Number(process.env.PORT || 8080);
  serve(dist, wanted)
    .catch((err) => {
      if (err.code !== 'EADDRINUSE') throw err;
      console.log(`port ${wanted} is busy, taking a free one`);
      return serve(dist, 0);
    })
    .then((server) => {
      const { port } = server.address();
      console.log(`Dama is served at http://127.0.0.1:${port}/`);
      console.log(`or open the file directly: ${path.join(dist, 'index.html')}`);
      console.log('Press Ctrl+C to stop.');
    });
}
