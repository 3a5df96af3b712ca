// Learning from one's mistakes: after a review, each position where a side erred (the people's
// sides, or both in a game of bots or of people at one screen) is set again, and the player looks
// for a better move. The best move is right; another is searched as the review searched, and is
// right if it loses less than an inaccuracy would (judge.js). A hint shows the piece to move, the
// answer the move. Nothing is added to the game: the board goes back to the position after each
// try.

import { THRESHOLDS, expected } from './judge.js';
import { REVIEW_SPEC } from './review.js';
import { errorText } from './files.js';
import { t } from './i18n.js';
import { controller } from './state.js';
import { sideName } from './words.js';

const $ = (id) => document.getElementById(id);
const INACCURACY = THRESHOLDS.find(([name]) => name === 'inaccuracy')[1];

export class Mistakes {
  constructor(app) {
    this.app = app;
    /** The session under way: `{list, at, solved, state, checking}`, or null. */
    this.session = null;
    /** The worker that searches the moves tried, started when first needed. */
    this.engine = null;
  }

  attach() {
    $('mistakes-start').addEventListener('click', () => this.start());
    $('mistakes-hint').addEventListener('click', () => this.hint());
    $('mistakes-answer').addEventListener('click', () => this.answer());
    $('mistakes-next').addEventListener('click', () => this.next());
    $('mistakes-end').addEventListener('click', () => this.end());
  }

  /** Whether a session is on: the person may then move for either side, and no bot moves. */
  get active() {
    return this.session !== null;
  }

  /** The marked moves of the sides people play (of both sides when people play neither or both). */
  marked() {
    const st = this.app.state;
    const judged = this.app.review.judged().filter((j) => j.judgement && j.best && j.best.move);
    const people = ['white', 'black'].filter((side) => controller(st, side) === 'human');
    const sides = people.length === 1 ? people : ['white', 'black'];
    return judged.filter((j) => sides.includes(j.mover));
  }

  start() {
    if (this.app.puzzles.active) this.app.puzzles.close();
    const list = this.marked();
    if (!list.length) {
      this.app.say(t('mistakes.none'), 'info');
      return;
    }
    this.app.interrupt();
    this.session = { list, at: 0, solved: 0, checking: false, state: 'asking' };
    this.app.state.training = true;
    this.show();
  }

  /** Sets the position before the current mistake and asks for a better move. */
  show() {
    const s = this.session;
    const j = s.list[s.at];
    s.state = 'asking';
    s.hinted = false;
    this.app.goTo(j.ply - 1);
    this.tell(
      t('mistakes.find', {
        number: s.at + 1,
        count: s.list.length,
        side: sideName(j.mover),
        move: this.app.state.history[j.ply - 1].notation,
        judgement: t(`review.${j.judgement}`),
      }),
    );
  }

  tell(text) {
    $('mistakes-text').textContent = text;
    this.app.render();
  }

  /** Takes `move`, made on the board, if a session is on (whether it was taken): the answer to
   * the question asked, or nothing while an answer is checked or once it is given. */
  claims(move) {
    const s = this.session;
    if (!s) return false;
    const st = this.app.state;
    st.selected = null;
    st.partial = [];
    const j = s.list[s.at];
    if (s.state !== 'asking' || s.checking) return true;
    if (st.status.ply !== j.ply - 1) {
      this.show();
      return true;
    }
    if (move.full === j.best.move.full) this.right(move);
    else if (move.full === st.history[j.ply - 1].full) this.tell(t('mistakes.same-move', { move: move.notation }));
    else this.check(move, j);
    return true;
  }

  /** Searches the position after `move` as the review did; right if it loses less than an
   * inaccuracy against the best move. */
  async check(move, j) {
    const s = this.session;
    const app = this.app;
    s.checking = true;
    this.tell(t('mistakes.checking', { move: move.notation }));
    const record = app.game.record();
    record.moves = [...record.moves, move.index];
    if (!this.engine) this.engine = app.makeEngine();
    let score = null;
    try {
      await this.engine.review(record, { ...REVIEW_SPEC, from: j.ply }, (ply, result) => {
        if (ply === j.ply) score = result.score;
      });
    } catch (err) {
      app.say(t('error.analysis', { error: errorText(err) }));
    }
    if (this.session !== s) return;
    s.checking = false;
    if (score == null) {
      this.tell(t('mistakes.find-again'));
      return;
    }
    const scale = app.game.resultScale();
    const loss = j.before - (1 - expected(score, scale));
    if (loss < INACCURACY) this.right(move);
    else this.tell(t('mistakes.wrong', { move: move.notation }));
  }

  right(move) {
    const s = this.session;
    s.solved++;
    s.state = 'solved';
    this.tell(t('mistakes.right', { move: move.notation }));
  }

  /** Shows the square of the piece the better move starts from. */
  hint() {
    const s = this.session;
    if (!s || s.state !== 'asking') return;
    const j = s.list[s.at];
    s.hinted = true;
    const { from, to } = j.best.move;
    const drop = from.startsWith('*');
    this.app.state.selected = drop ? null : from;
    this.tell(t('mistakes.hint', { square: drop ? to : from }));
  }

  /** Shows the better move. */
  answer() {
    const s = this.session;
    if (!s) return;
    const j = s.list[s.at];
    s.state = 'shown';
    this.tell(t('mistakes.answer', { move: j.best.notation }));
  }

  next() {
    const s = this.session;
    if (!s) return;
    if (s.at + 1 >= s.list.length) {
      this.end();
      return;
    }
    s.at++;
    this.show();
  }

  /** Ends the session without a word (another game is set up). */
  leave() {
    if (!this.session) return;
    this.session = null;
    if (this.engine) this.engine.cancel();
    this.app.state.training = false;
  }

  end() {
    const s = this.session;
    if (!s) return;
    this.leave();
    this.app.say(t('mistakes.done', { solved: s.solved, count: s.list.length }), 'info');
    this.app.changed();
  }

  render() {
    const s = this.session;
    $('mistakes').hidden = !s;
    $('mistakes-start').hidden = Boolean(s) || this.marked().length === 0;
    if (!s) return;
    $('mistakes-hint').disabled = s.state !== 'asking';
    $('mistakes-answer').disabled = s.state === 'shown';
    $('mistakes-next').textContent = s.at + 1 >= s.list.length ? t('mistakes.finish') : t('mistakes.next');
  }
}
