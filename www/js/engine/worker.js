// An engine worker: the bot's, the hints' or the analysis' (the page starts one of each when
// needed, all from this script). Messages in: `{type: 'init', module}` (a compiled
// WebAssembly.Module), then `{type: 'search', id, record, opponent, limits}` (limits null: the
// opponent's own budget). Messages out: `{type: 'ready'}` once the engine has started (or
// `{type: 'error', id: null, message}` if it cannot), then for each search `{type: 'info', id,
// info}` after each iteration, `{type: 'done', id, result}`, or `{type: 'error', id, message}`.
// A search runs to its limits in one synchronous call; the page stops it by ending the worker.
// After a game move (a search on the opponent's own budget, `limits` null, or on a clock with
// the book, `limits.book`, as the page asks for the bot's moves), while the player thinks, the
// worker solves ahead the endgame bitbase the bot will want near the end of the game, a slice of
// `AHEAD_SLICE_MS` at a time, so that the next message waits that long at most.

import init, { Bot, Game, panicMessage } from '../../../pkg/dama.js';

const AHEAD_SLICE_MS = 40;

let ready = null;
let bot = null;
/** The solving ahead under way: the game it is for and its next slice's timer. */
let ahead = null;

function stopAhead() {
  if (!ahead) return;
  clearTimeout(ahead.timer);
  ahead.game.free();
  ahead = null;
}

function solveAhead(record) {
  stopAhead();
  const job = { game: Game.fromRecord(record), timer: 0 };
  const slice = () => {
    if (ahead !== job) return;
    let more = false;
    try {
      more = bot.solveAhead(job.game, AHEAD_SLICE_MS);
    } catch {
      // The next search reports what went wrong.
    }
    if (more) job.timer = setTimeout(slice, 0);
    else stopAhead();
  };
  ahead = job;
  job.timer = setTimeout(slice, 0);
}

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
  stopAhead();
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
    if (msg.limits == null || msg.limits.book === true) solveAhead(msg.record);
  } catch (err) {
    self.postMessage({ type: 'error', id: msg.id, message: failure(err) });
  }
};
