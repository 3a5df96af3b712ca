#!/usr/bin/env node
// `npm run build`: the engine to wasm (cargo, wasm-bindgen, wasm-opt), then webpack into dist/.
// Prints the engine's size raw and gzipped, each file of dist/ and the size of dist/. `buildEngine()` alone serves
// the benchmark.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const root = path.join(__dirname, '..');
const pkg = path.join(root, 'pkg');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(cmd, args) {
  console.log(`[build] ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function dirSize(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const p = path.join(dir, e.name);
    return sum + (e.isDirectory() ? dirSize(p) : fs.statSync(p).size);
  }, 0);
}

/** The engine: cargo's wasm32 build, wasm-bindgen's glue and wasm-opt, into pkg/. Returns the
 * path of the optimised wasm. */
function buildEngine() {
  run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--lib']);
  const targetDir = path.resolve(root, process.env.CARGO_TARGET_DIR || 'target');
  const built = path.join(targetDir, 'wasm32-unknown-unknown', 'release', 'dama.wasm');
  run('wasm-bindgen', [built, '--target', 'web', '--out-dir', pkg, '--no-typescript']);
  const wasm = path.join(pkg, 'dama_bg.wasm');
  run(bin('wasm-opt'), ['-O3', wasm, '-o', wasm]);
  const bytes = fs.readFileSync(wasm);
  console.log(`[build] engine wasm: ${kb(bytes.length)} raw, ${kb(zlib.gzipSync(bytes, { level: 9 }).length)} gzip`);
  return wasm;
}

function main() {
  buildEngine();
  run(bin('webpack'), ['--mode', 'production']);
  const dist = path.join(root, 'dist');
  for (const f of fs.readdirSync(dist, { recursive: true }).sort()) {
    if (fs.statSync(path.join(dist, f)).isDirectory()) continue;
    const b = fs.readFileSync(path.join(dist, f));
    console.log(`[build]   dist/${f}: ${kb(b.length)} (${kb(zlib.gzipSync(b, { level: 9 }).length)} gzip)`);
  }
  console.log(`[build] dist/ total: ${kb(dirSize(dist))}`);
  console.log(`[build] open ${path.join(dist, 'index.html')}`);
}

if (require.main === module) main();

module.exports = { buildEngine, run, pkg };
