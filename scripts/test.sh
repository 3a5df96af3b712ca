#!/usr/bin/env bash
# `npm test` (after scripts/setup.sh): the native engine tests, the same engine compiled to wasm32
# and tested in Node, then the page built, its JavaScript unit-tested in Node (tests/js/: no
# browser; help-content.test.mjs loads the built engine from pkg/) and the page tested in headless
# Chromium (tests/e2e/: two files at a time, then the `*.alone.test.js` ones by themselves, as
# they measure the page's own timing).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n[test] %s\n' "$*" >&2; }

# A tree never built compiles in one pass faster without incremental state (fewer, larger units:
# about a quarter less CPU on two cores); a tree built before keeps its incremental state.
[ -d "${CARGO_TARGET_DIR:-target}/debug" ] || export CARGO_INCREMENTAL=0

step "cargo test (native)"
cargo test

step "cargo test --target wasm32-unknown-unknown --test wasm (Node)"
cargo test --target wasm32-unknown-unknown --test wasm

step "npm run build"
node scripts/build.js

step "JavaScript unit tests (node --test tests/js/, no browser)"
node --test tests/js/*.test.mjs

step "browser tests (node --test tests/e2e/, headless Chromium)"
shared=()
for file in tests/e2e/*.test.js; do
  [[ $file == *.alone.test.js ]] || shared+=("$file")
done
node --test --test-concurrency=2 "${shared[@]}"

step "browser tests that run alone (tests/e2e/*.alone.test.js)"
node --test tests/e2e/*.alone.test.js
