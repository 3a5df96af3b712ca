#!/usr/bin/env node
// The search benchmark of benches/search.rs, run on the engine as the browser gets it: the
// wasm-bindgen module and optimised wasm in pkg/ (or the directory given as the first argument),
// loaded in Node. Nodes per second from fixed positions searched to a fixed depth, and the depth
// completed within one second from the start of International, Russian and English; medians of
// three runs. First, how soon the engine is ready: the wasm compiled and instantiated, the bot's
// data files (src/draughts/weights/, src/draughts/books/, which the wasm build leaves out) given
// to it as the page gives them, and each family's first search, which reads its pattern tables
// and opening book, and the time to solve
// the levels' endgame bitbases (in all, and the longest slice, which a message may wait for).
// Last, the analysis in steps against one search of the same time.
// Called by `npm run bench`; speed is measured here, never in a test.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { pathToFileURL } = require('url');

// The same positions as `POSITIONS` in benches/search.rs: game, FEN, depth.
const POSITIONS = [
  ['international', 'W:W31-50:B1-20', 16],
  ['international', 'W:W24,27,29,33,34,37,38,39,40,43,44,45,47,48,49:B2,3,4,7,8,9,12,13,15,16,18,20,22,23,25', 18],
  ['international', 'W:W25,30,31,33,39:B14,15,27,28,32', 22],
  ['russian', 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8', 18],
  ['english', 'B:W21-32:B1-12', 18],
];
const RUNS = 3;
// The analysis' step, as in www/js/engine/worker.js, and the time the benchmark gives it.
const ANALYSIS_STEP_MS = 250;
const ANALYSIS_MS = 2000;

function median(values) {
  const v = [...values].sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)];
}

/** Loads the engine from `dir` (wasm-bindgen `--target web` output): the glue is an ES module,
 * copied to a temporary `.mjs` so Node imports it as one, then given the wasm bytes. Its
 * `memory` is the instance's linear memory, which grows and never shrinks: its size is the most
 * the engine has used so far, as in a worker. */
async function loadEngine(dir) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dama-bench-'));
  try {
    const glue = path.join(tmp, 'dama.mjs');
    fs.copyFileSync(path.join(dir, 'dama.js'), glue);
    const engine = await import(pathToFileURL(glue).href);
    const instance = engine.initSync({ module: fs.readFileSync(path.join(dir, 'dama_bg.wasm')) });
    return { ...engine, memory: instance.memory };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** One search with a fresh bot (a fresh 2^20-entry table, as the native benchmark's). */
function search(engine, game, limits, onInfo) {
  const bot = new engine.Bot('level:9', 1);
  try {
    return bot.search(game, limits, onInfo);
  } finally {
    bot.free();
  }
}

async function main() {
  const dir = path.resolve(process.argv[2] || path.join(__dirname, '..', 'pkg'));
  let began = performance.now();
  const engine = await loadEngine(dir);
  const loaded = performance.now() - began;
  const bytes = fs.readFileSync(path.join(dir, 'dama_bg.wasm'));
  const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
  console.log(
    `wasm (${path.relative(process.cwd(), dir) || '.'}/dama_bg.wasm, ${(bytes.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip) in Node ${process.version}`,
  );
  console.log(`ready: compiled and instantiated in ${loaded.toFixed(0)} ms`);
  began = performance.now();
  const root = path.join(__dirname, '..', 'src', 'draughts');
  for (const [folder, ext] of [['weights', '.pat'], ['books', '.book']]) {
    for (const file of fs.readdirSync(path.join(root, folder)).filter((f) => f.endsWith(ext))) {
      engine.loadData(file, fs.readFileSync(path.join(root, folder, file)));
    }
  }
  console.log(`  the bot's data files given in ${(performance.now() - began).toFixed(0)} ms`);
  for (const variant of ['international', 'russian', 'english']) {
    const game = new engine.Game(variant);
    const times = [];
    for (const limits of [null, { nodes: 1000 }, { nodes: 1000 }]) {
      began = performance.now();
      const bot = new engine.Bot('level:9', 1);
      bot.search(game, limits);
      bot.free();
      times.push(performance.now() - began);
    }
    game.free();
    console.log(
      `  ${variant.padEnd(14)} first move from the start ${times[0].toFixed(1)} ms (book), first 1,000-node search ${times[1].toFixed(1)} ms, the next ${times[2].toFixed(1)} ms`,
    );
  }
  console.log(
    "the levels' endgame bitbase (3 pieces, then 4 against a lone king), in slices of 40 ms as the worker solves it while the player thinks:",
  );
  for (const variant of ['international', 'russian', 'english']) {
    began = performance.now();
    let calls = 0;
    let longest = 0;
    for (let complete = false; !complete && calls < 100000; calls++) {
      const start = performance.now();
      complete = engine.solveEndgames(variant, 40);
      longest = Math.max(longest, performance.now() - start);
    }
    // Solved first, International's is the largest: the memory's size is then its peak.
    const peak = variant === 'international' ? `; the engine's memory: ${(engine.memory.buffer.byteLength / 1e6).toFixed(1)} MB` : '';
    console.log(
      `  ${variant.padEnd(14)} ${(performance.now() - began).toFixed(0)} ms in ${calls} slices, the longest ${longest.toFixed(0)} ms${peak}`,
    );
  }
  console.log('fixed-depth searches (fresh 2^20-entry table each run):');
  for (const [variant, fen, depth] of POSITIONS) {
    const game = engine.Game.fromFen(variant, fen);
    const rates = [];
    let nodes = 0;
    for (let i = 0; i < RUNS; i++) {
      const began = performance.now();
      const r = search(engine, game, { depth });
      rates.push(r.nodes / ((performance.now() - began) / 1000) / 1e6);
      nodes = r.nodes;
    }
    game.free();
    console.log(
      `  ${variant.padEnd(14)} depth ${String(depth).padStart(2)}: ${String(nodes).padStart(9)} nodes, median ${median(rates).toFixed(2)} M nodes/s  ${fen}`,
    );
  }
  console.log('depth completed within 1 s from the start (median of 3):');
  for (const variant of ['international', 'russian', 'english']) {
    const game = new engine.Game(variant);
    const depths = [];
    const nodes = [];
    for (let i = 0; i < RUNS; i++) {
      // A timed search ends after the first iteration that finishes past 45% of its time, so a
      // limit of 1 s / 0.45 spends the whole second; iterations completed within it count.
      let last = { depth: 0, nodes: 0 };
      search(engine, game, { timeMs: 1000 / 0.45 }, (info) => {
        if (info.timeMs <= 1000) last = info;
      });
      depths.push(last.depth);
      nodes.push(last.nodes);
    }
    game.free();
    console.log(`  ${variant.padEnd(14)} depth ${median(depths)} (${median(nodes)} nodes)`);
  }
  console.log(
    `the analysis in steps of ${ANALYSIS_STEP_MS} ms, each resuming the last, against one search of their ${ANALYSIS_MS} ms and one step begun afresh (depths, medians of 3):`,
  );
  for (const [variant, fen] of POSITIONS) {
    const game = engine.Game.fromFen(variant, fen);
    const one = [];
    const steps = [];
    const afresh = [];
    for (let i = 0; i < RUNS; i++) {
      one.push(search(engine, game, { timeMs: ANALYSIS_MS }).depth);
      steps.push(analysedInSteps(engine, game).depth);
      afresh.push(search(engine, game, { timeMs: ANALYSIS_STEP_MS }).depth);
    }
    game.free();
    console.log(
      `  ${variant.padEnd(14)} one search ${median(one)}, steps ${median(steps)}, one step afresh ${median(afresh)}  ${fen}`,
    );
  }
}

/** The last result of an analysis as the page's worker runs it (`www/js/engine/worker.js`):
 * steps of `ANALYSIS_STEP_MS` on one bot, each resuming the deepest iteration the last
 * completed, for `ANALYSIS_MS` in all. */
function analysedInSteps(engine, game) {
  const bot = new engine.Bot('level:9', 1);
  try {
    const began = performance.now();
    let last = null;
    while (performance.now() - began < ANALYSIS_MS) {
      const limits = { timeMs: ANALYSIS_STEP_MS };
      if (last) limits.resume = { depth: last.depth, score: last.score };
      last = bot.search(game, limits);
    }
    return last;
  } finally {
    bot.free();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
