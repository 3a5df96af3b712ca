// Bundles www/ and the engine into dist/: index.html plus one script, so the page runs from
// file:// (no module scripts, no worker URL) and from any static server; beside them the engine's
// files (scripts/engine-files.js: the wasm, fetched over http(s), and under disk/ the same as
// scripts for the page opened from disk, where fetch is refused) and the manifest, icons and
// service worker that make it installable over http(s) (scripts/pwa.js).
//
// Two compilations in order: the worker bundle goes to pkg/worker.js, then the page bundle
// imports it as text (the page starts the worker from a blob URL). The page's head starts
// loading the engine before the bundle runs (www/index.html); the page compiles it once and posts
// the compiled module to each worker it starts.
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { PwaPlugin, THEME_COLOR } = require('./scripts/pwa.js');
const { EnginePlugin, engineFiles } = require('./scripts/engine-files.js');

const root = __dirname;
const pkg = path.join(root, 'pkg');
const www = path.join(root, 'www');

// The wasm-bindgen glue's fallback `new URL('dama_bg.wasm', import.meta.url)` is never taken (the
// module is always handed over compiled); this rule keeps it from emitting a stray file. The
// engine's wasm goes to dist/ by EnginePlugin.
const wasmUrlRule = {
  test: /\.wasm$/,
  dependency: 'url',
  type: 'asset/resource',
  generator: { emit: false },
};

const common = (mode) => ({
  mode,
  context: root,
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
});

/** The page's style sheets, in cascade order (inlined into index.html). */
const css = () =>
  [
    'css/page.css',
    'css/board.css',
    'css/panel.css',
    'css/review.css',
    'css/tools.css',
    'css/help.css',
    'css/pieces.css',
    'css/builder.css',
    'css/friend.css',
    'themes/wood.css',
    'themes/green.css',
    'themes/slate.css',
  ]
    .map((f) => fs.readFileSync(path.join(www, f), 'utf8'))
    .join('\n');

module.exports = (env, argv) => {
  const mode = argv.mode || 'production';
  const engine = engineFiles();
  const worker = {
    ...common(mode),
    name: 'worker',
    target: 'webworker',
    entry: './www/js/engine/worker.js',
    output: { path: pkg, filename: 'worker.js', publicPath: '' },
    module: { rules: [wasmUrlRule] },
  };
  const page = {
    ...common(mode),
    name: 'page',
    dependencies: ['worker'],
    target: 'web',
    entry: './www/js/main.js',
    output: {
      path: path.join(root, 'dist'),
      filename: 'dama.[contenthash:8].js',
      publicPath: '',
      clean: true,
    },
    module: {
      rules: [
        wasmUrlRule,
        { test: path.join(pkg, 'worker.js'), type: 'asset/source' },
        { test: /[\\/]www[\\/]positions[\\/][^\\/]+\.json$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(www, 'index.html'),
        scriptLoading: 'defer',
        publicPath: '',
        templateParameters: { css: css(), themeColor: THEME_COLOR, engine: engine.names },
        minify: mode === 'production' ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new EnginePlugin(engine),
      new PwaPlugin(path.join(www, 'sw.js')),
    ],
  };
  return [worker, page];
};
