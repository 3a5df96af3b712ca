// The puzzle mode: a family's set (engine data, src/puzzles/sets/, got from dist/data/ like the
// bot's files when the mode first opens it) or the player's own puzzles; one puzzle on the board
// at a time (the board carries `data-puzzle`), played by clicks, keys or the move box as any
// move. A move of the solver that is not the solution's is refused before it is played; the
// replies are played by the page. Hint (the piece, then the move), retry, solution and next; the
// rating, streak and counts per family are kept by puzzle-store.js.

import { Game } from '../../pkg/dama.js';
import { animateMove } from './board/anim.js';
import { errorText } from './files.js';
import { t } from './i18n.js';
import { FAMILIES, familyOf, ownPuzzles, pickPuzzle, recordAttempt, standing } from './puzzle-store.js';
import { HUMAN, SPEEDS, moveInWords } from './state.js';
import { sideName } from './words.js';

export { addOwnPuzzle } from './puzzle-store.js';

const $ = (id) => document.getElementById(id);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each family's set once got: the promise of its puzzles. */
const sets = new Map();

/** The puzzles of `family`'s shipped set. */
function loadSet(family) {
  if (!sets.has(family)) {
    const { files, bytes } = window.damaEngine;
    const file = files.data[`${family}.json`];
    const got = file
      ? bytes(file).then((b) => JSON.parse(new TextDecoder().decode(b)).puzzles)
      : Promise.reject(new Error('no such file in this build'));
    got.catch(() => sets.delete(family));
    sets.set(family, got);
  }
  return sets.get(family);
}

/** The puzzle mode of `app`. */
export class Puzzles {
  constructor(app) {
    this.app = app;
    /** The puzzle on the board: `{puzzle, family, solver, game, failed, hints, done}`, or
     * null. How far it has gone is the game's ply. */
    this.current = null;
    /** The game and seats before the mode opened, given back when it closes. */
    this.before = null;
    /** Bumped when a puzzle is left, so that a reply on its way is dropped. */
    this.run = 0;
  }

  attach() {
    $('puzzles-open').addEventListener('click', () => this.open());
    $('puzzle-close').addEventListener('click', () => this.close());
    $('puzzle-next').addEventListener('click', () => this.next());
    $('puzzle-retry').addEventListener('click', () => this.retry());
    $('puzzle-hint').addEventListener('click', () => this.hint());
    $('puzzle-solution').addEventListener('click', () => this.showSolution());
    $('puzzle-family').addEventListener('change', () => this.next());
    $('puzzle-source').addEventListener('change', () => this.next());
  }

  /** Whether a puzzle is on the board. */
  get active() {
    return Boolean(this.current);
  }

  /** Opens the mode on the current game's family (draughts for a game of no family). */
  open() {
    const app = this.app;
    if (!this.before) {
      this.before = { record: app.game.record(), seats: app.state.seats, flipped: app.state.flipped };
    }
    $('puzzle-family').value = familyOf(app.state.variant, app.game.isPieceGame()) || 'draughts';
    $('puzzle-panel').hidden = false;
    this.next();
  }

  /** Leaves the mode: the game and seats from before it come back. */
  close() {
    const app = this.app;
    this.leave();
    $('puzzle-panel').hidden = true;
    const before = this.before;
    this.before = null;
    if (!before) return;
    app.state.seats = before.seats;
    app.state.flipped = before.flipped;
    try {
      app.setGame(Game.fromRecord(before.record));
    } catch {
      app.newGame(app.state.variant);
    }
    $('puzzles-open').focus();
  }

  leave() {
    this.run++;
    this.current = null;
    delete this.app.board.dataset.puzzle;
  }

  /** The next puzzle of the family and source chosen, near the player's rating. */
  async next() {
    const family = $('puzzle-family').value;
    const own = $('puzzle-source').value === 'own';
    const except = this.current && this.current.puzzle.id;
    this.leave();
    const run = this.run;
    this.show(t('puzzle.loading'));
    let puzzles;
    try {
      puzzles = own ? ownPuzzles(family) : await loadSet(family);
    } catch (err) {
      if (run === this.run) this.show(t('puzzle.load-failed', { error: errorText(err) }), 'error');
      return;
    }
    if (run !== this.run) return;
    if (!puzzles.length) {
      this.show(t(own ? 'puzzle.none-own' : 'puzzle.none'), 'info');
      this.showStanding(family);
      return;
    }
    const s = standing(family);
    this.start(pickPuzzle(puzzles, s.rating, s.done, Math.random, except), family);
  }

  /** Sets `puzzle` of `family` up on the board, the solver at the bottom. */
  start(puzzle, family) {
    const app = this.app;
    let game;
    try {
      game = Game.fromFen(puzzle.variant, puzzle.fen);
    } catch (err) {
      this.show(t('puzzle.load-failed', { error: errorText(err) }), 'error');
      return;
    }
    this.leave();
    const solver = game.status().toMove;
    app.state.seats = { white: HUMAN, black: HUMAN };
    app.state.flipped = solver === 'black';
    this.current = { puzzle, family, failed: false, hints: 0, done: false, solver, game };
    app.setGame(game);
    app.board.dataset.puzzle = puzzle.id;
    this.show(this.task(), 'info');
    this.showStanding(family);
  }

  /** Starts the puzzle on the board again from its first move. */
  retry() {
    const c = this.current;
    if (c) {
      const failed = c.failed || c.done;
      this.start(c.puzzle, c.family);
      this.current.failed = failed;
    }
  }

  /** What the solver is to do, in words. */
  task() {
    const { puzzle, solver, family } = this.current;
    const goal = puzzle.goal === 'mate' && (family === 'draughts' || family === 'soldiers') ? 'win-game' : puzzle.goal;
    const parts = [t(`puzzle.goal.${goal}`, { side: sideName(solver) })];
    if (puzzle.theme) parts.push(t('puzzle.theme', { theme: t(`puzzle.theme.${puzzle.theme}`) }));
    parts.push(t('puzzle.rating', { rating: Math.round(puzzle.rating) }));
    return parts.join(' · ');
  }

  /**
   * Whether the puzzle mode refuses `move`, about to be played by the person (app.playMove): a
   * move of the solver's that is not the solution's is refused, and the puzzle is failed. A
   * solution move is let through, and the reply follows.
   */
  refuses(move) {
    const c = this.current;
    if (!c || c.done || this.replying) return false;
    const expected = this.expectedIndex();
    if (move.index === expected) {
      setTimeout(() => this.advance(c), 0);
      return false;
    }
    const st = this.app.state;
    Object.assign(st, { selected: null, partial: [], busy: false });
    this.fail(c);
    this.app.say(t('puzzle.wrong', { move: move.notation }));
    this.app.board.dataset.puzzle = c.puzzle.id;
    return true;
  }

  /** The moves of the puzzle played so far. */
  ply() {
    return this.app.state.status.ply;
  }

  /** Leaves the puzzle if `game` is not its own (another game was opened). */
  gameChanged(game) {
    if (this.current && this.current.game !== game) this.leave();
  }

  /** The index among the legal moves of the solution's next move, or -1. */
  expectedIndex() {
    const c = this.current;
    const text = c.puzzle.moves[this.ply()];
    if (text === undefined) return -1;
    try {
      return this.app.game.moveIndex(text);
    } catch {
      return -1;
    }
  }

  fail(c) {
    if (!c.failed) {
      c.failed = true;
      recordAttempt(c.family, c.puzzle, false);
      this.showStanding(c.family);
    }
  }

  /** After a solution move: the puzzle is solved, or the reply is played. */
  async advance(c) {
    if (c !== this.current) return;
    if (this.ply() >= c.puzzle.moves.length) {
      c.done = true;
      if (!c.failed) recordAttempt(c.family, c.puzzle, true);
      this.show(t(c.failed ? 'puzzle.done' : 'puzzle.solved'), 'info', c.failed ? 'done' : 'solved');
      this.showStanding(c.family);
      $('puzzle-next').focus({ preventScroll: true });
      return;
    }
    await this.playReply(c);
    if (c === this.current && !c.done) this.show(t('puzzle.go-on'), 'info');
  }

  /** Plays the solution's next move for the page (a reply, or a move of the solution shown). */
  async playReply(c) {
    const app = this.app;
    const st = app.state;
    const index = this.expectedIndex();
    const move = st.legal[index];
    if (!move) return;
    const run = this.run;
    st.busy = true;
    app.render();
    await sleep(SPEEDS[st.speed].minHighlight);
    if (run !== this.run) return;
    app.anim = animateMove(app.squares, move, SPEEDS[st.speed].human * Math.max(1, move.path.length));
    await app.anim.finished;
    if (run !== this.run) return;
    st.busy = false;
    this.replying = true;
    app.playMove(move);
    this.replying = false;
    app.board.dataset.puzzle = c.puzzle.id;
  }

  /** The piece to move, then the move itself; either fails the puzzle. */
  hint() {
    const c = this.current;
    if (!c || c.done) return;
    const st = this.app.state;
    const move = st.legal[this.expectedIndex()];
    if (!move) return;
    this.fail(c);
    c.hints++;
    if (c.hints === 1 && move.from) {
      st.selected = move.from;
      st.partial = [];
      this.show(t('puzzle.hint-piece', { square: move.from }), 'info');
    } else {
      this.show(t('puzzle.hint-move', { move: move.notation, words: moveInWords(st, move) }), 'info');
    }
    this.app.render();
  }

  /** Plays the rest of the solution on the board; fails the puzzle. */
  async showSolution() {
    const c = this.current;
    if (!c || c.done) return;
    this.fail(c);
    this.show(t('puzzle.showing'), 'info');
    while (c === this.current && this.ply() < c.puzzle.moves.length) {
      const before = this.ply();
      await this.playReply(c);
      if (this.ply() === before) break;
    }
    if (c === this.current) {
      c.done = true;
      this.show(t('puzzle.done'), 'info', 'done');
      this.showStanding(c.family);
    }
  }

  /** Says `text` in the puzzle's status line; `state`: `solved` or `done` once the puzzle is
   * over, else `on`. */
  show(text, kind = 'info', state = 'on') {
    const el = $('puzzle-status');
    el.textContent = text;
    el.dataset.kind = kind;
    el.dataset.state = state;
    const c = this.current;
    $('puzzle-title').textContent = c ? t('puzzle.title', { family: t(`puzzle.family.${c.family}`) }) : t('puzzle.heading');
    for (const id of ['puzzle-hint', 'puzzle-solution']) $(id).disabled = !c || c.done;
    $('puzzle-retry').disabled = !c;
  }

  /** The player's rating, streak and counts in `family`. */
  showStanding(family) {
    const s = standing(family);
    $('puzzle-standing').textContent = t('puzzle.standing', {
      rating: Math.round(s.rating),
      rd: Math.round(s.rd),
      streak: s.streak,
      best: s.best,
      count: s.solved,
    });
    $('puzzle-standing').dataset.rating = String(Math.round(s.rating));
  }

  /** The families offered, for the family menu (their names in the page's language). */
  static families() {
    return FAMILIES.map((f) => ({ value: f, text: t(`puzzle.family.${f}`) }));
  }
}
