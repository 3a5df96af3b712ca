// The page's side of an engine worker (the page has one for the bot, one for hints and one for
// the analysis): one worker at a time, started from the bundled worker source (a blob URL, which
// file:// allows) and given the already compiled engine module.
// Stopping a search ends its worker and starts a fresh one at once: a synchronous search
// cannot be interrupted from outside, and a new worker from a compiled module costs a few ms.

export class Engine {
  /** `module`: the compiled engine; `source`: the worker bundle's text. */
  constructor(module, source) {
    this.module = module;
    this.url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    this.nextId = 1;
    this.job = null;
    this.spawn();
  }

  spawn() {
    if (this.worker) this.worker.terminate();
    this.worker = new Worker(this.url);
    this.worker.onmessage = (e) => this.receive(e.data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.fail(e.message || 'the bot stopped unexpectedly');
    };
    this.worker.postMessage({ type: 'init', module: this.module });
  }

  /** Whether a search is running. */
  get busy() {
    return this.job !== null;
  }

  /**
   * Searches the game `record` (from `Game.record()`) as `spec.opponent` (an engine opponent id)
   * within `spec.limits` (null: the opponent's own budget). `onInfo` receives the progress after
   * each iteration. Resolves with the result (`{move, notation, score, ...}`), with the best
   * move so far after `stop()`, or with null after `cancel()`.
   */
  search(record, spec, onInfo) {
    this.cancel();
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.job = { id, record, spec, resolve, reject, onInfo, last: null };
      this.worker.postMessage({ type: 'search', id, record, opponent: spec.opponent, limits: spec.limits });
    });
  }

  receive(msg) {
    const job = this.job;
    if (!job || msg.id !== job.id) return;
    if (msg.type === 'info') {
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

  fail(message) {
    const job = this.job;
    this.job = null;
    this.spawn();
    if (job) job.reject(new Error(message));
  }

  /** Ends the running search now; it resolves with the best move found so far. Stopped before
   * any iteration finished, a one-ply search in the fresh worker supplies the move. */
  stop() {
    const job = this.job;
    if (!job) return;
    this.job = null;
    this.spawn();
    if (job.last && job.last.move) {
      job.resolve({ ...job.last, stopped: true });
      return;
    }
    this.search(job.record, { opponent: job.spec.opponent, limits: { depth: 1 } }, null).then(
      (r) => job.resolve(r && { ...r, stopped: true }),
      job.reject,
    );
  }

  /** Ends the running search; it resolves with null. */
  cancel() {
    const job = this.job;
    if (!job) return;
    this.job = null;
    this.spawn();
    job.resolve(null);
  }
}
