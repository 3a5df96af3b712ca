// Advice on the position shown: a hint (the best move for the side to move, from a short strong
// search) and the analysis (a search of the position until told otherwise, each iteration
// shown), each in a worker of its own so that neither touches the bot's search.

import { errorText } from './files.js';
import { t } from './i18n.js';
import { ANALYSIS_SPEC, HINT_SPEC, isOver, positionKey } from './state.js';

/** The analysis' search asking for `lines` best lines. */
function analysisSpec(lines) {
  return { ...ANALYSIS_SPEC, limits: { ...ANALYSIS_SPEC.limits, lines } };
}

/** The hints and the analysis of `app`'s game. */
export class Advice {
  constructor(app) {
    this.app = app;
    /** The hints' worker and the analysis', started when first asked for. */
    this.hinter = null;
    this.analyst = null;
    /** Counts the analyses begun, so that the answers of a stopped one are dropped. */
    this.analysisRun = 0;
  }

  /** Drops a hint about another position and restarts the analysis on this one. */
  followPosition() {
    const st = this.app.state;
    const key = positionKey(st);
    if (st.hint && st.hint.key !== key) {
      if (st.hint.pending && this.hinter) this.hinter.cancel();
      st.hint = null;
    }
    if (st.analysis.on && st.analysis.key !== key) this.analyze();
  }

  /** The best move for the side to move, from a short strong search in the hints' worker:
   * shown on the board and in words as the search deepens. */
  async hint() {
    const st = this.app.state;
    if (!st.status || isOver(st)) return;
    const key = positionKey(st);
    if (st.hint && st.hint.key === key && !st.hint.error) return;
    const hint = { key, pending: true, info: null, error: null };
    st.hint = hint;
    this.app.render();
    if (!this.hinter) this.hinter = this.app.makeEngine();
    try {
      const result = await this.hinter.analyze(this.app.game.record(), HINT_SPEC, (info) => {
        if (st.hint !== hint) return;
        hint.info = info;
        this.app.refresh();
      });
      if (st.hint !== hint || !result) return;
      hint.info = result;
    } catch (err) {
      if (st.hint !== hint) return;
      hint.error = errorText(err);
    }
    hint.pending = false;
    this.app.refresh();
  }

  /** Shows `count` lines (1 to 5) in the analysis, starting it again if it runs. */
  setLines(count) {
    const a = this.app.state.analysis;
    a.lines = count;
    if (a.on) this.analyze();
    this.app.refresh();
  }

  toggleAnalysis() {
    const a = this.app.state.analysis;
    a.on = !a.on;
    if (a.on) {
      this.analyze();
    } else {
      this.analysisRun++;
      if (this.analyst) this.analyst.cancel();
      Object.assign(a, { key: null, info: null, done: false });
    }
    this.app.refresh();
  }

  /** Searches the current position in the analysis' worker until told otherwise, showing each
   * iteration. */
  analyze() {
    const st = this.app.state;
    const a = st.analysis;
    const run = ++this.analysisRun;
    Object.assign(a, { key: positionKey(st), info: null, done: false, side: st.status.toMove, ply: st.status.ply });
    if (!this.analyst) this.analyst = this.app.makeEngine();
    if (isOver(st)) {
      this.analyst.cancel();
      return;
    }
    const live = () => run === this.analysisRun && a.on;
    this.analyst
      .analyze(this.app.game.record(), analysisSpec(a.lines), (info) => {
        if (!live()) return;
        a.info = info;
        this.app.refresh();
      })
      .then(
        (result) => {
          if (!live() || !result) return;
          if (result.move) a.info = result;
          a.done = true;
          this.app.refresh();
        },
        (err) => {
          if (!live()) return;
          a.done = true;
          this.app.say(t('error.analysis', { error: errorText(err) }));
        },
      );
  }
}
