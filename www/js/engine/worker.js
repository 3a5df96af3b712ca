// An engine worker: the bot's, the hints' or the analysis' (the page starts one of each when
// needed, all from this script). Messages in: `{type: 'init', module}` (a compiled
// WebAssembly.Module), then `{type: 'search', id, record, opponent, limits, data}` (limits null:
// the opponent's own budget; data: the bot's data files `[{name, bytes}]` the game wants that
// this worker has not had, given to the engine before it searches). Messages out: `{type:
// 'ready'}` once the engine has started (or `{type: 'error', id: null, message}` if it cannot),
// `{type: 'warning', file, reason}` for a data file the engine refused (it searches without), then
// for each search `{type: 'info', id, info}` after each iteration, `{type: 'done', id, result}`,
// or `{type: 'error', id, message}`.
// A search runs to its limits in one synchronous call; the page stops it by ending the worker.
// An analysis (the analysis panel's, or a hint's), `{type: 'analyze', id, record, opponent,
// depth, timeMs, lines, data}` (`lines`: how many best lines, 1 to 5), runs instead in steps
// of `ANALYSIS_STEP_MS`, each resuming the deepest
// iteration the steps before completed, so a next message waits one step at most and the bot
// keeps its table and endgame bitbase: it reports each deeper iteration as `info` (nodes and time
// counted from the analysis' start) and ends with `done` at `depth` (or the deepest the game's
// search goes), once `timeMs` have gone (if given), at a forced result or with a single legal
// move; any message, `{type: 'halt'}` among them, ends it.
// A game's review, `{type: 'review', id, record, opponent, from, timeMs, lines, data}`, searches
// each position of the game from ply `from` to its end for `timeMs`, `lines` best lines if more
// than one (a position with no move left is scored by its result), one position per step,
// reporting each as `{type: 'position', id, ply, result}` and ending with `done` (result null);
// any message ends it between two positions.
// After a game move (a search on the opponent's own budget, `limits` null, or on a clock with
// the book, `limits.book`, as the page asks for the bot's moves), while the player thinks, the
// worker solves ahead the endgame bitbase the bot will want near the end of the game, a slice of
// `AHEAD_SLICE_MS` at a time, so that the next message waits that long at most.

import init, { Bot, Game, loadData, panicMessage } from '../../../pkg/dama.js';

const AHEAD_SLICE_MS = 40;
const ANALYSIS_STEP_MS = 250;
/** The score of a won position in a review (the engine's `MATE`). */
const REVIEW_MATE = 30000;

let ready = null;
let bot = null;
/** Messages received so far (after `init`). */
let received = 0;

/** The work under way in steps (solving ahead, an analysis or a review): its game and its next
 * step's timer. A message that comes stops it between two steps. */
let stepping = null;

function stopStepping() {
  if (!stepping) return;
  clearTimeout(stepping.timer);
  stepping.game.free();
  stepping = null;
}

/** Starts the work in steps on the game `record`: `step(job)` runs on a timer of its own, again
 * and again while it returns true and the job is still the one under way. `job` holds the game,
 * the timer and `fields`. */
function inSteps(record, fields, step) {
  stopStepping();
  const job = { ...fields, game: Game.fromRecord(record), timer: 0 };
  const next = () => {
    if (stepping !== job) return;
    if (step(job)) job.timer = setTimeout(next, 0);
    else stopStepping();
  };
  stepping = job;
  job.timer = setTimeout(next, 0);
}

/** Solves the endings ahead of the game `record` in slices, between the bot's moves. */
function solveAhead(record) {
  inSteps(record, {}, (job) => {
    try {
      return bot.solveAhead(job.game, AHEAD_SLICE_MS);
    } catch {
      // The next search reports what went wrong.
      return false;
    }
  });
}

/** The bot for `opponent`, made afresh when another opponent asks. */
function botFor(opponent) {
  if (!bot || bot.opponent() !== opponent) {
    if (bot) bot.free();
    bot = new Bot(opponent);
  }
  return bot;
}

function analyze(msg) {
  const counted = (job, r) => ({ ...r, nodes: job.nodes + r.nodes, timeMs: performance.now() - job.began });
  inSteps(msg.record, { last: null, nodes: 0, began: performance.now(), moves: null }, (job) => {
    job.moves ??= job.game.legalMoves().length;
    const left = msg.timeMs == null ? ANALYSIS_STEP_MS : msg.timeMs - (performance.now() - job.began);
    const limits = { timeMs: Math.max(1, Math.min(ANALYSIS_STEP_MS, left)) };
    if (msg.depth != null) limits.depth = msg.depth;
    if (msg.lines > 1) limits.lines = msg.lines;
    if (job.last) limits.resume = { depth: job.last.depth, score: job.last.score };
    const began = performance.now();
    let result;
    try {
      result = botFor(msg.opponent).search(job.game, limits, (info) =>
        self.postMessage({ type: 'info', id: msg.id, info: counted(job, info) }),
      );
    } catch (err) {
      self.postMessage({ type: 'error', id: msg.id, message: failure(err) });
      return false;
    }
    // A step that went no deeper and ended well within its time had nothing left to search (the
    // deepest iteration a game's search allows).
    const idle = job.last && result.depth <= job.last.depth && performance.now() - began < ANALYSIS_STEP_MS / 2;
    job.last = counted(job, result);
    job.nodes = job.last.nodes;
    const deepEnough = msg.depth != null && result.depth >= msg.depth;
    const timeUp = msg.timeMs != null && performance.now() - job.began >= msg.timeMs;
    if (result.move == null || result.winIn != null || deepEnough || timeUp || job.moves <= 1 || idle) {
      self.postMessage({ type: 'done', id: msg.id, result: job.last });
      return false;
    }
    return true;
  });
}

/** The score of a position whose game is over, from the side to move's view: a search finds
 * no move there. */
function endScore(status) {
  if (status.result.state !== 'win') return 0;
  return status.result.winner === status.toMove ? REVIEW_MATE : -REVIEW_MATE;
}

function review(msg) {
  let length = null;
  inSteps(msg.record, { ply: msg.from }, (job) => {
    length ??= job.game.status().length;
    if (job.ply > length) {
      self.postMessage({ type: 'done', id: msg.id, result: null });
      return false;
    }
    let result;
    try {
      job.game.goTo(job.ply);
      const limits = { timeMs: msg.timeMs };
      if (msg.lines > 1) limits.lines = msg.lines;
      result = botFor(msg.opponent).search(job.game, limits, null);
      const status = job.game.status();
      if (result.move == null) result = { ...result, score: endScore(status), winIn: null, pv: [] };
      result.toMove = status.toMove;
    } catch (err) {
      self.postMessage({ type: 'error', id: msg.id, message: failure(err) });
      return false;
    }
    self.postMessage({ type: 'position', id: msg.id, ply: job.ply, result });
    job.ply++;
    return true;
  });
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

/** Gives the engine the data files of a message; one it refuses is said, and the search goes
 * on without it. */
function give(data) {
  for (const { name, bytes } of data || []) {
    try {
      loadData(name, bytes);
    } catch (err) {
      self.postMessage({ type: 'warning', file: name, reason: failure(err) });
    }
  }
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
  const seq = ++received;
  stopStepping();
  if (msg.type === 'analyze' || msg.type === 'review') {
    try {
      await ready;
      give(msg.data);
      // A message that came while the engine was starting supersedes this one.
      if (seq === received) (msg.type === 'review' ? review : analyze)(msg);
    } catch (err) {
      self.postMessage({ type: 'error', id: msg.id, message: failure(err) });
    }
    return;
  }
  if (msg.type !== 'search') return;
  try {
    await ready;
    give(msg.data);
    const game = Game.fromRecord(msg.record);
    const info = (i) => self.postMessage({ type: 'info', id: msg.id, info: i });
    const result = botFor(msg.opponent).search(game, msg.limits, info);
    game.free();
    self.postMessage({ type: 'done', id: msg.id, result });
    if (msg.limits == null || msg.limits.book === true) solveAhead(msg.record);
  } catch (err) {
    self.postMessage({ type: 'error', id: msg.id, message: failure(err) });
  }
};
