// The move box under the board, for keyboard and screen-reader players: a move typed in the
// game's notation is played as if clicked (a unique beginning is enough), a command (`/w`,
// `/r 3` …) reads the position aloud, and while the box is typed in, a live line says what Enter
// would do. The words are typing.js's.

import { errorText } from './files.js';
import { t } from './i18n.js';
import { humanToMove } from './state.js';
import { movesBeginning, readPosition, typedWords } from './typing.js';

const $ = (id) => document.getElementById(id);

/** The move box of `app`'s game. */
export class MoveBox {
  constructor(app) {
    this.app = app;
  }

  /** Listens to the box: Enter submits it, each change is said. */
  listen() {
    $('move-form').addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit($('move-input').value);
    });
    $('move-input').addEventListener('input', () => this.sayCompletion());
  }

  /** Answers a command, or plays the move `text` names as if clicked, or says why it cannot be
   * played; the box is emptied once it is used. */
  submit(text) {
    const app = this.app;
    const st = app.state;
    const typed = text.trim();
    if (!typed) return;
    const answer = readPosition(typed, st, app.clock);
    if (answer !== null) {
      $('readout').textContent = answer;
      this.empty();
      return;
    }
    if (!humanToMove(st) || st.busy) {
      app.say(t('typed.not-now'));
      return;
    }
    const reading = this.read(typed);
    if (!reading.move) {
      app.say(typedWords(reading, typed));
      return;
    }
    this.empty();
    if (app.mistakes.claims(reading.move)) app.render();
    else app.playHuman(reading.move, true);
  }

  /** What the box's text `typed` names in this position: `{move}`, a legal move (or the one a
   * unique beginning completes to), `{choices}`, the moves it may begin, or `{error}`, why it
   * names none. A whole move the engine refuses as illegal or ambiguous (`6-1` where `6-11` is
   * legal) is not completed into another. */
  read(typed) {
    const { state, game } = this.app;
    try {
      return { move: state.legal[game.moveIndex(typed)] };
    } catch (err) {
      const key = err && err.wording && err.wording.key;
      const whole = key === 'engine.move.illegal' || key === 'engine.move.ambiguous';
      const begun = whole ? [] : movesBeginning(state.legal, typed);
      if (begun.length === 1) return { move: begun[0] };
      if (begun.length > 1) return { choices: begun };
      return { error: errorText(err), whole };
    }
  }

  empty() {
    $('move-input').value = '';
    this.sayCompletion();
  }

  /** Says what Enter would do with the box's text (written only when it changes: the page
   * calls this on every render). */
  sayCompletion() {
    const typed = $('move-input').value.trim();
    const live = humanToMove(this.app.state) && typed && !typed.startsWith('/');
    const words = live ? typedWords(this.read(typed), typed, true) : '';
    const el = $('move-completion');
    if (el.textContent !== words) el.textContent = words;
  }
}
