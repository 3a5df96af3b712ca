#!/usr/bin/env node
// `npm run bench`: the engine's speed, natively and as the browser runs it. Perft and search
// benchmarks of the native build (cargo bench), then the same search benchmark on the optimised
// wasm in Node (scripts/bench-wasm.js). Each figure is a median of three runs; timings vary with
// the machine's load, so they belong here and never in a test.
'use strict';
const { buildEngine, run, pkg } = require('./build.js');

run('cargo', ['bench', '--bench', 'perft']);
run('cargo', ['bench', '--bench', 'search']);
buildEngine();
run('node', [require.resolve('./bench-wasm.js'), pkg]);
