// An engine worker: the bot's, the hints' or the analysis' (the page starts one of each when
// needed, all from this script). Messages in: `{type: 'init', module}` (a compiled
// WebAssembly.Module), then `{type: 'search', id, record, opponent, limits}` (limits null: the
// opponent's own budget). Messages out: `{type: 'ready'}` once the engine has started (or
// `{type: 'error', id: null, message}` if it cannot), then for each search `{type: 'info', id,
// info}` after each iteration, `{type: 'done', id, result}`, or `{type: 'error', id, message}`.
// A search runs to its limits in one synchronous call; the page stops it by ending the worker.

import init, { Bot, Game, panicMessage } from '../../../pkg/dama.js';

let ready = null;
let bot = null;

/** What went wrong: the engine's panic message if it panicked (the error itself then only says
 * `unreachable`), else the error's own message. */
function failure(err) {
  let panic = null;
  try {
    panic = panicMessage();
  } catch {
    // The instance is beyond asking.
  }
  return panic || String((err && err.message) || err);
}

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === 'init') {
    ready = init({ module_or_path: msg.module });
    ready.then(
      () => self.postMessage({ type: 'ready' }),
      (err) => self.postMessage({ type: 'error', id: null, message: String((err && err.message) || err) }),
    );
    return;
  }
  if (msg.type !== 'search') return;
  try {
    await ready;
    if (!bot || bot.opponent() !== msg.opponent) {
      if (bot) bot.free();
      bot = new Bot(msg.opponent);
    }
    const game = Game.fromRecord(msg.record);
    const info = (i) => self.postMessage({ type: 'info', id: msg.id, info: i });
    const result = bot.search(game, msg.limits, info);
    game.free();
    self.postMessage({ type: 'done', id: msg.id, result });
  } catch (err) {
    self.postMessage({ type: 'error', id: msg.id, message: failure(err) });
  }
};
