// The page's side of an engine worker (the page has one for the bot, one for hints and one for
// the analysis): one worker at a time, started from the bundled worker source (a blob URL, which
// file:// allows) and given the already compiled engine module.
// Stopping a search ends its worker and starts a fresh one at once: a synchronous search
// cannot be interrupted from outside, and a new worker from a compiled module costs a few ms.
// An analysis (the analysis panel's or a hint's) runs in short steps instead, so stopping it
// keeps its worker (and the table and endgame bitbase the worker has built): the worker leaves
// it between two steps.
// Each worker's events are read only while it is the current one, and each job's only while it
// is the current job, so neither an ended worker nor a left analysis answers for its successor.
// A worker that fails before it is ready is replaced, but only `MAX_FAILED_STARTS` times in a
// row: then the engine gives up and says so.
// A job goes to the worker once the bot's data files its game wants are there (data.js: fetched
// or read when a game of a family is first searched), with those its worker has not had yet; a
// file that cannot be got is said (`onProblem`) and the bot searches without it.

import { t } from '../i18n.js';
import { dataFor } from './data.js';

/** Workers in a row that may fail before saying they are ready, before the engine gives up. */
export const MAX_FAILED_STARTS = 3;

export class Engine {
  /** `module`: the compiled engine; `source`: the worker bundle's text; `onProblem(message)`, if
   * given, hears when workers keep failing to start and the engine has given up, and when the
   * bot's data for a game could not be loaded and it plays on without. */
  constructor(module, source, onProblem = null) {
    this.module = module;
    this.url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    this.onProblem = onProblem;
    this.nextId = 1;
    this.job = null;
    this.worker = null;
    // Whether the current worker has said it is ready; how many workers in a row failed first.
    this.ready = false;
    this.failedStarts = 0;
    // Set, to the reason, once the engine has given up.
    this.broken = null;
    this.spawn();
  }

  spawn() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    if (this.broken) return;
    const worker = new Worker(this.url);
    this.worker = worker;
    this.ready = false;
    // The data files this worker was given.
    this.given = new Set();
    worker.onmessage = (e) => {
      if (worker === this.worker) this.receive(e.data);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      if (worker === this.worker) this.fail(e.message || 'the engine worker stopped unexpectedly');
    };
    worker.onmessageerror = () => {
      if (worker === this.worker) this.fail('a message from the engine worker could not be read');
    };
    worker.postMessage({ type: 'init', module: this.module });
  }

  /** Whether a search is running. */
  get busy() {
    return this.job !== null;
  }

  /**
   * Searches the game `record` (from `Game.record()`) as `spec.opponent` (an engine opponent id)
   * within `spec.limits` (null: the opponent's own budget). `onInfo` receives the progress after
   * each iteration. Resolves with the result (`{move, notation, score, ...}`), with the best
   * move so far after `stop()`, or with null after `cancel()`; rejects if the search fails or the
   * engine has given up.
   */
  search(record, spec, onInfo) {
    this.cancel();
    if (this.broken) return Promise.reject(new Error(this.broken));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const job = { id, record, spec, resolve, reject, onInfo, last: null };
      this.job = job;
      this.send(job, { type: 'search', id, record, opponent: spec.opponent, limits: spec.limits });
    });
  }

  /** Posts `msg`, the message of `job`, to the worker with the data files its game wants that
   * the worker has not had, once they are there; not if the job is over by then. Files that
   * cannot be had are said, and the job goes without them. */
  send(job, msg) {
    dataFor(job.record.variant)
      .catch((err) => ({ files: [], problems: [t('error.engine', { message: (err && err.message) || String(err) })] }))
      .then(({ files, problems }) => {
        if (this.onProblem) problems.forEach((p) => this.onProblem(p));
        if (this.job !== job || !this.worker) return;
        const data = files.filter((f) => !this.given.has(f.name));
        data.forEach((f) => this.given.add(f.name));
        this.worker.postMessage({ ...msg, data });
      });
  }

  /**
   * Analyses the game `record` as `spec.opponent` in steps, the worker resuming each from the
   * last, to `spec.limits.depth` and for `spec.limits.timeMs` in all, each if given: `onInfo`
   * receives each deeper iteration. Resolves with the last result when the analysis ends by
   * itself (those limits, a forced result, a single move), or with null after `cancel()`, which
   * keeps the worker, its table and its endgame bitbase.
   */
  analyze(record, spec, onInfo) {
    const { depth, timeMs, lines } = spec.limits;
    return this.inSteps({ record, spec, onInfo }, { type: 'analyze', record, opponent: spec.opponent, depth, timeMs, lines });
  }

  /**
   * Reviews the game `record` as `spec.opponent`: each position from ply `spec.from` to the
   * end searched for `spec.timeMs` (for `spec.lines` best lines, if given), `onPosition(ply,
   * result)` hearing of each. Resolves with
   * null when all are done or after `cancel()` (which keeps the worker and what it learnt).
   */
  review(record, spec, onPosition) {
    const { opponent, from, timeMs, lines } = spec;
    return this.inSteps({ record, spec, onPosition }, { type: 'review', record, opponent, from, timeMs, lines });
  }

  /** Starts `message`, a job the worker runs in steps and halts when told (an analysis or a
   * review), as the job `fields` describe. */
  inSteps(fields, message) {
    this.cancel();
    if (this.broken) return Promise.reject(new Error(this.broken));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const job = { id, resolve, reject, last: null, analysis: true, ...fields };
      this.job = job;
      this.send(job, { ...message, id });
    });
  }

  /** Ends the current job's work: an analysis is told to halt, a search's worker is ended and
   * a fresh one started. */
  leave(job) {
    if (job.analysis) this.worker.postMessage({ type: 'halt' });
    else this.spawn();
  }

  receive(msg) {
    if (msg.type === 'ready') {
      this.ready = true;
      this.failedStarts = 0;
      return;
    }
    if (msg.type === 'warning') {
      if (this.onProblem) this.onProblem(t('error.data-refused', { file: msg.file, reason: msg.reason }));
      return;
    }
    if (msg.type === 'error' && msg.id == null) {
      // The worker could not start its engine.
      this.fail(msg.message);
      return;
    }
    const job = this.job;
    if (!job || msg.id !== job.id) return;
    if (msg.type === 'position') {
      if (job.onPosition) job.onPosition(msg.ply, msg.result);
    } else if (msg.type === 'info') {
      job.last = msg.info;
      if (job.onInfo) job.onInfo(msg.info);
    } else if (msg.type === 'done') {
      this.job = null;
      job.resolve(msg.result);
    } else if (msg.type === 'error') {
      // A failed search may have left the engine instance unusable: start afresh.
      this.fail(msg.message);
    }
  }

  /** The current worker failed: its search (if any) is rejected and a new worker started, unless
   * too many in a row failed before they were ready. */
  fail(message) {
    const job = this.job;
    this.job = null;
    if (!this.ready) this.failedStarts++;
    if (this.failedStarts >= MAX_FAILED_STARTS) {
      this.broken = `the engine cannot start (${this.failedStarts} attempts failed): ${message}`;
      if (this.worker) this.worker.terminate();
      this.worker = null;
      if (job) job.reject(new Error(this.broken));
      if (this.onProblem) this.onProblem(t('error.engine', { message: this.broken }));
      return;
    }
    this.spawn();
    if (job) job.reject(new Error(message));
  }

  /** Ends the running search now; it resolves with the best move found so far. Stopped before
   * any iteration finished, a one-ply search in the fresh worker supplies the move. */
  stop() {
    const job = this.job;
    if (!job) return;
    this.job = null;
    this.leave(job);
    if (job.last && job.last.move) {
      job.resolve({ ...job.last, stopped: true });
      return;
    }
    this.search(job.record, { opponent: job.spec.opponent, limits: { depth: 1 } }, null).then(
      (r) => job.resolve(r && { ...r, stopped: true }),
      job.reject,
    );
  }

  /** Ends the running search or analysis; it resolves with null. */
  cancel() {
    const job = this.job;
    if (!job) return;
    this.job = null;
    this.leave(job);
    job.resolve(null);
  }
}
