#!/usr/bin/env bash
# `npm test` (after scripts/setup.sh): the native engine tests, the same engine compiled to wasm32
# and tested in Node, then the page built and tested in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n[test] %s\n' "$*" >&2; }

step "cargo test (native)"
cargo test

step "cargo test --target wasm32-unknown-unknown --test wasm (Node)"
cargo test --target wasm32-unknown-unknown --test wasm

step "npm run build"
node scripts/build.js

step "browser tests (node --test, headless Chromium)"
node --test tests/e2e/*.test.js tests/e2e/*.test.mjs
