// The start positions of www/positions/<game>.json, bundled as text (fetch fails on file://).

const files = import.meta.webpackContext('../positions', { recursive: false, regExp: /\.json$/ });

/** Setup JSON text by game name. */
export function positions() {
  const out = {};
  for (const key of files.keys()) {
    out[key.replace(/^\.\//, '').replace(/\.json$/, '')] = files(key);
  }
  return out;
}
