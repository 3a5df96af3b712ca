// An engine worker: the bot's, the hints' or the analysis' (the page starts one of each when
// needed, all from this script). Messages in: `{type: 'init', module}` (a compiled
// WebAssembly.Module), then `{type: 'search', id, record, opponent, limits}` (limits null: the
// opponent's own budget). Messages out: `{type: 'info', id, info}` after each iteration,
// `{type: 'done', id, result}`, or `{type: 'error', id, message}`.
// A search runs to its limits in one synchronous call; the page stops it by ending the worker.

import init, { Bot, Game } from '../../../pkg/dama.js';

let ready = null;
let bot = null;

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === 'init') {
    ready = init({ module_or_path: msg.module });
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
    self.postMessage({ type: 'error', id: msg.id, message: String((err && err.message) || err) });
  }
};
