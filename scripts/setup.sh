#!/usr/bin/env bash
# Installs what building and testing Dama needs, skipping whatever is already there:
# the wasm32 target, wasm-bindgen-cli at the crate's exact wasm-bindgen version,
# Debian's chromium + chromium-driver (for the browser tests; not with --no-browser, which
# `npm start` uses), and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[setup] %s\n' "$*" >&2; }
die() { printf '[setup] %s\n' "$*" >&2; exit 1; }

browser=yes
for arg in "$@"; do
  case "$arg" in
    --no-browser) browser=no ;;
    *) die "unknown option $arg (usage: scripts/setup.sh [--no-browser])" ;;
  esac
done

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

[ -f Cargo.lock ] || cargo generate-lockfile
want=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ -z "$want" ]; then
  log "cannot read the wasm-bindgen version from Cargo.lock"; exit 1
fi
if [ "$have" != "$want" ]; then
  log "installing wasm-bindgen-cli $want (was: ${have:-none}); this builds from source, several minutes"
  cargo install wasm-bindgen-cli --version "$want" --no-default-features --force
fi

if [ "$browser" = yes ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  missing="Chromium is needed for the browser tests: install the packages chromium and chromium-driver (or Chromium at /usr/bin/chromium and its driver at /usr/bin/chromedriver)"
  command -v apt-get >/dev/null 2>&1 || die "$missing; there is no apt-get here to do it."
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || die "$missing; apt-get needs root, and there is no sudo."
    sudo="sudo -E"
  fi
  log "installing chromium and chromium-driver from Debian"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq chromium chromium-driver >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "installing npm packages"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi
log "ready"
