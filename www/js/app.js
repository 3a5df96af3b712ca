// The controller: owns the engine's game, turns player actions into engine calls, runs the bot's
// turns, hints and the analysis, and re-renders from the state after every change.
//
// Three workers, each started when first needed: the bot's, the hints' and the analysis'. A hint
// or the analysis never touches the bot's search, and each of them is restarted or stopped on its
// own (a new search on a busy worker ends that worker and starts a fresh one; the hints' and the
// analysis' workers are kept, and leave a hint or an analysis between two of its steps).

import { Game, gameEntry, layout } from '../../pkg/dama.js';
import { animateMove } from './board/anim.js';
import { attachInput } from './board/input.js';
import { renderBoard } from './board/render.js';
import { Clock, TIME_CONTROLS, clockText, timeControl } from './clock.js';
import { Advice } from './advice.js';
import { ask } from './dialogs.js';
import { Editor } from './editor.js';
import { Files, errorText } from './files.js';
import { Friend } from './friend/index.js';
import { Builder } from './builder.js';
import { bindControls } from './controls.js';
import { choosePromotion, renderHands } from './hands.js';
import { buildMenus, renderPanel } from './panel.js';
import { Puzzles } from './puzzles.js';
import { Replay } from './replay.js';
import { Review } from './review.js';
import { Mistakes } from './mistakes.js';
import { renderOverlays } from './overlays.js';
import { MoveBox } from './move-box.js';
import { Variations } from './variations.js';
import { SETTING_FIELDS, savedSettings } from './session.js';
import { playMoveSound } from './sound.js';
import {
  SPEEDS,
  botSpec,
  botToMove,
  botsOnly,
  controller,
  humanToMove,
  initialState,
  interpret,
  isOver,
  moveInWords,
  opponent,
  soleHuman,
  syncGame,
} from './state.js';
import { LANGUAGES, setLanguage, t } from './i18n.js';
import { gameTitle, listed, restrictionText, resultText, setSideNames, sideName } from './words.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const $ = (id) => document.getElementById(id);

export class App {
  /** `makeEngine(onProblem)`: a new worker client (engine/client.js) that calls
   * `onProblem(message)` with words to show the player (its workers keep failing to start, or a
   * data file of the bot's could not be had); `games` and `opponents`: the engine's menus;
   * `positions`: the bundled start positions by game name (setup JSON text). */
  constructor(makeEngine, games, opponents, positions) {
    this.makeEngine = () => makeEngine((message) => this.say(message));
    this.engine = this.makeEngine();
    // The hints and the analysis (advice.js, their workers started on first use), and the move
    // box (move-box.js).
    this.advice = new Advice(this);
    // The game's review (review.js, its worker started on first use).
    this.review = new Review(this);
    this.mistakes = new Mistakes(this);
    this.moveBox = new MoveBox(this);
    this.variations = new Variations(this);
    this.positions = positions;
    this.state = initialState(games, opponents, savedSettings());
    this.game = null;
    this.files = new Files(this);
    this.replay = new Replay(this);
    this.editor = new Editor(this);
    this.builder = new Builder(this);
    this.puzzles = new Puzzles(this);
    // Games with a friend far away, and the etiquette of games between people (friend/).
    this.friend = new Friend(this);
    this.clock = new Clock(
      () => this.showClocks(),
      (color) => this.loseOnTime(color),
    );
    // Bumped by anything that makes a running bot turn or animation obsolete.
    this.epoch = 0;
    this.anim = null;
    this.board = $('board');
  }

  start() {
    attachInput(this.board, {
      press: (sq) => this.press(sq, false),
      drop: (sq) => this.press(sq, true),
      selected: () => this.state.selected,
    });
    // Whether the last move on the board was made by touch (see `offer`).
    this.touched = false;
    this.board.addEventListener('pointerdown', (e) => (this.touched = e.pointerType === 'touch'), true);
    this.board.addEventListener('keydown', () => (this.touched = false), true);
    $('language').replaceChildren(
      ...LANGUAGES.map((l) => {
        const o = document.createElement('option');
        o.value = l.code;
        o.textContent = l.name;
        return o;
      }),
    );
    this.speak(this.state.language);
    bindControls(this);
    this.replay.attach();
    this.review.attach();
    this.mistakes.attach();
    this.editor.attach();
    this.builder.attach();
    this.puzzles.attach();
    this.friend.attach();
    const restored = this.files.restore();
    if (restored.game) this.setGame(restored.game, null, this.friend.restored(restored.friend));
    else this.newGame(this.state.variant);
    if (this.state.friend) this.friend.restoreClock(this.friend.entry());
    if (restored.problem) this.say(restored.problem);
    this.files.openLink();
    window.addEventListener('hashchange', () => this.files.openLink());
    document.body.dataset.ready = 'true';
  }

  /** Words the page in `code`: the static texts, the menus, and everything drawn next. */
  speak(code) {
    setLanguage(code);
    buildMenus(this.state);
    $('clock').replaceChildren(
      ...TIME_CONTROLS.map((c) => {
        const o = document.createElement('option');
        o.value = c.value;
        const control = timeControl(c.value);
        o.textContent = control
          ? t('clock.control', { minutes: control.baseMs / 60000, seconds: control.incrementMs / 1000 })
          : t('clock.none');
        return o;
      }),
    );
  }

  setOption(key, value) {
    this.state[key] = value;
    this.changed();
  }

  /** Takes the players and settings of `settings` (as saved), each where it is valid. */
  applySettings(settings) {
    const valid = initialState(this.state.games, this.state.opponents, settings);
    for (const key of SETTING_FIELDS) if (key !== 'variant') this.state[key] = valid[key];
    this.state.paused = false;
  }

  /** Seats `who` (a person, or a bot's menu value) at `color`, at any moment: a bot thinking or
   * moving for that side is stopped, and whoever now sits there moves. */
  setSeat(color, who) {
    const st = this.state;
    if (st.seats[color] === who || st.friend) return;
    st.seats = { ...st.seats, [color]: who };
    if (st.status && st.status.toMove === color && (st.thinking || st.busy)) this.interrupt();
    if (!botsOnly(st)) st.paused = false;
    st.flipped = false;
    this.changed();
  }

  /** White's player moves to Black and Black's to White. */
  swapSeats() {
    const st = this.state;
    if (st.friend) return;
    this.interrupt();
    st.seats = { white: st.seats.black, black: st.seats.white };
    st.flipped = false;
    this.changed();
  }

  /** While a game of bots is paused: the bot to move plays one move. */
  step() {
    const st = this.state;
    if (st.paused && !st.thinking && !st.busy && botToMove({ ...st, paused: false })) this.botTurn();
  }

  render() {
    if (this.editor.active) {
      this.editor.render();
      return;
    }
    this.squares = renderBoard(this.board, this.state);
    renderHands(this.state, (square) => this.press(square, false));
    renderPanel(this.state);
    this.review.render();
    this.mistakes.render();
    this.friend.render();
    renderOverlays(this);
    this.showClocks();
    this.moveBox.sayCompletion();
  }

  /** The players' clocks in their bars: shown for the sides people play when there is a
   * clock. */
  showClocks() {
    const st = this.state;
    for (const id of ['bar-top', 'bar-bottom']) {
      const bar = $(id);
      const color = bar.dataset.color;
      const el = bar.querySelector('.player-clock');
      const times = this.clock.times;
      el.hidden = !times || !color || !this.timed(color);
      if (el.hidden) continue;
      el.textContent = clockText(times[color]);
      el.classList.toggle('running', this.clock.running === color);
      el.classList.toggle('low', times[color] < 10000);
    }
  }

  /** Whether `color` plays on the clock: a person, here or (live) far away; a game by
   * correspondence has none. */
  timed(color) {
    const st = this.state;
    if (st.friend && st.friend.kind === 'letter') return false;
    return controller(st, color) !== 'bot';
  }

  /** Lets the clock of the person to move run, while the game is live at its last move (and,
   * with a friend far away, while connected). */
  runClock() {
    const st = this.state;
    const s = st.status;
    const connected = !st.friend || st.friend.conn === 'open';
    const live = s && !isOver(st) && s.ply === s.length && !st.replaying && !this.editor.active && connected;
    this.clock.run(live && this.timed(s.toMove) ? s.toMove : null);
  }

  /** `color`'s time is up: the game ends there, lost by `color`. */
  loseOnTime(color) {
    try {
      this.game.loseOnTime(color);
    } catch {
      return;
    }
    this.interrupt();
    this.changed();
    this.friend.flagged(color);
  }

  /** The player to move declares an impasse (shogi): the points decide the game. */
  declareImpasse() {
    try {
      this.game.declareImpasse();
    } catch {
      this.say(t('impasse.refused'), 'error');
      return;
    }
    this.interrupt();
    this.changed();
  }

  /** Redraws after news from a worker: the panel only while a move is being animated (the
   * board is redrawn once it lands). */
  refresh() {
    if (this.anim) renderPanel(this.state);
    else this.render();
  }

  /** Ends any bot turn or animation in progress. */
  interrupt() {
    this.epoch++;
    this.engine.cancel();
    if (this.anim) this.anim.cancel();
    this.anim = null;
    Object.assign(this.state, { thinking: false, searchInfo: null, botMove: null, busy: false, pending: null });
  }

  /** Installs `game` as the current game: with `friend` (the state's `friend`), a game with a
   * friend far away; without, any game with a friend is left. */
  setGame(game, message = null, friend = null) {
    this.replay.pause();
    this.interrupt();
    if (this.state.friend && (!friend || friend.id !== this.state.friend.id)) this.friend.leave();
    this.state.friend = friend;
    this.clock.reset(this.state.clock);
    if (this.game) this.game.free();
    this.game = game;
    this.puzzles.gameChanged(game);
    this.mistakes.leave();
    const variant = game.variant();
    if (variant !== this.state.variant || !this.state.layout) {
      this.state.layout = layout(variant);
      this.state.info = gameEntry(variant);
    }
    setSideNames(this.state.info.sideNames, this.state.info.sideWords);
    this.state.variant = variant;
    this.state.message = message;
    this.state.paused = false;
    this.changed();
  }

  /** The start of `variant`: its bundled position file, else the engine's built-in start. */
  startOf(variant) {
    const setup = this.positions[variant];
    if (setup) {
      try {
        return Game.fromSetup(JSON.parse(setup));
      } catch (err) {
        this.state.message = { kind: 'error', text: `positions/${variant}.json: ${errorText(err)}` };
      }
    }
    return new Game(variant);
  }

  newGame(variant) {
    this.state.message = null;
    this.state.fileTags = null;
    const game = this.startOf(variant);
    this.setGame(game, this.state.message);
  }

  /** Re-reads the game from the engine, redraws and wakes the bot if it is its turn. */
  changed() {
    syncGame(this.state, this.game);
    this.files.persist();
    this.state.resultDismissed = false;
    this.advice.followPosition();
    this.runClock();
    this.render();
    if (botToMove(this.state) && !this.state.thinking && !this.state.busy) this.botTurn();
  }

  /** Why the piece on `from` cannot go to `to` (without `to`: cannot move at all), in words: a
   * piece of the other side is said to be theirs, a rule that forbids it is named, and a move
   * the piece simply does not make says where it can go. */
  why(from, to) {
    const st = this.state;
    const toMove = st.status.toMove;
    const piece = st.pieces.get(from);
    if (piece && !piece.startsWith(`${toMove}-`)) {
      return t('move.not-yours', { toMove: sideName(toMove) });
    }
    // The engine's `not-a-move` is said better below, by where the piece can go.
    const restriction = this.game.restriction(from, to);
    if (restriction && restriction.rule !== 'not-a-move') return restrictionText(restriction);
    if (to === undefined) return t('move.piece-stuck');
    const landings = [...new Set(st.legal.filter((m) => m.from === from).map((m) => m.path[0]))];
    if (!landings.length) return t('move.impossible');
    return t('move.goes-to', { from, squares: listed(landings, 'word.or') });
  }

  say(text, kind = 'error') {
    this.state.message = text ? { kind, text } : null;
    this.render();
  }

  press(square, dropped) {
    const st = this.state;
    if (!st.status) return;
    if (this.editor.active) {
      this.editor.press(square);
      return;
    }
    this.replay.pause();
    if (!humanToMove(st)) {
      if (isOver(st)) this.say(t('game.over', { result: resultText(st.status.result) }), 'info');
      else if (st.busy || controller(st, st.status.toMove) === 'bot') this.say(t('game.wait-bot'), 'info');
      else if (controller(st, st.status.toMove) === 'friend') this.say(t('friend.wait', { side: sideName(st.status.toMove) }), 'info');
      else if (st.friend) this.say(t('friend.at-the-end'), 'info');
      return;
    }
    // A move waiting for confirmation is let go by any other press on the board.
    if (st.pending) this.settle(false);
    const act = interpret(st, square);
    switch (act.kind) {
      case 'select':
        st.selected = act.square;
        st.partial = [];
        st.message = null;
        break;
      case 'deselect':
        st.selected = null;
        st.partial = [];
        break;
      case 'extend':
        st.partial = [...st.partial, act.square];
        st.message = null;
        break;
      case 'play':
        this.offer(act.move, !dropped);
        return;
      case 'promote':
        this.promote(act.moves, !dropped);
        return;
      case 'explain-drop':
        st.message = { kind: 'error', text: t('move.no-drop', { square: act.to }) };
        break;
      case 'explain':
        st.message = { kind: 'error', text: this.why(act.from, act.to) };
        break;
      case 'continue':
        st.message = {
          kind: 'error',
          text: t('move.continue', { squares: listed(act.targets, 'word.or') }),
        };
        break;
      case 'explain-piece':
        st.message = { kind: 'error', text: this.why(act.from) };
        st.selected = null;
        st.partial = [];
        break;
      default:
        st.selected = null;
        st.partial = [];
    }
    this.render();
  }

  /** Asks what the piece promotes to, then plays that move; nothing when the player cancels. */
  async promote(moves, slide) {
    const st = this.state;
    const epoch = this.epoch;
    const move = await choosePromotion(st, moves);
    if (epoch !== this.epoch) return;
    if (!move) {
      st.selected = null;
      st.partial = [];
      this.render();
      return;
    }
    this.offer(move, slide);
  }

  /** Plays `move`, made on the board, or shows it and waits for the player's confirmation when
   * moves are to be confirmed (`confirmMoves`: always, or when it was made by touch). */
  offer(move, slide) {
    const st = this.state;
    if (this.mistakes.claims(move)) {
      this.render();
      return;
    }
    if (st.confirmMoves === 'always' || (st.confirmMoves === 'touch' && this.touched)) {
      st.pending = { move, slide, ply: st.status.ply, epoch: this.epoch };
      this.render();
      // By keyboard the question takes the focus, so that Enter answers it.
      if (!this.touched) $('confirm-move-yes').focus({ preventScroll: true });
      return;
    }
    this.playHuman(move, slide);
  }

  /** Plays the move waiting for confirmation (`yes`) if it is still the person's to play in
   * the position it was made in, or lets it go. */
  settle(yes) {
    const st = this.state;
    const pending = st.pending;
    st.pending = null;
    const answered = $('confirm-move').contains(document.activeElement);
    const current = pending && pending.epoch === this.epoch && pending.ply === st.status.ply;
    if (yes && current && humanToMove(st) && !st.busy && !st.thinking) {
      this.playHuman(pending.move, pending.slide);
    } else {
      st.selected = null;
      st.partial = [];
      this.render();
    }
    if (answered) {
      const square = this.board.querySelector('[data-square][tabindex="0"]');
      if (square) square.focus({ preventScroll: true });
    }
  }

  async playHuman(move, slide) {
    const st = this.state;
    const { ply, length } = st.status;
    if (ply < length) {
      // The move the game went on with: shown, and the rest of the game kept.
      if (st.history[ply].full === move.full) {
        this.goTo(ply + 1);
        return;
      }
      // Another move starts a side line (variations.js shows it); nothing is dropped.
    }
    const epoch = this.epoch;
    st.busy = true;
    st.message = null;
    this.render();
    if (slide) {
      this.anim = animateMove(this.squares, move, SPEEDS[st.speed].human * Math.max(1, move.path.length));
      await this.anim.finished;
      if (epoch !== this.epoch) return;
    }
    st.busy = false;
    this.playMove(move);
  }

  /** Plays `move` (from this position's legal moves) in the engine and moves on. A move that is
   * not the legal move at its index in `state.legal` (the same full path) is not played: the
   * error is shown and the position stays as it was, with no bot woken to try again. */
  playMove(move) {
    this.anim = null;
    if (this.puzzles.refuses(move)) return;
    let problem = null;
    const mover = this.state.status.toMove;
    const words = moveInWords(this.state, move);
    try {
      const legal = this.state.legal[move.index];
      if (!legal || legal.full !== move.full) {
        problem = t('move.mismatch', { move: move.full });
      } else {
        this.game.playIndex(move.index);
        if (this.timed(mover)) this.clock.increment(mover);
      }
    } catch (err) {
      problem = errorText(err);
    }
    if (problem) {
      const st = this.state;
      Object.assign(st, { selected: null, partial: [], botMove: null, busy: false });
      this.say(problem);
      return;
    }
    this.changed();
    this.friend.played(mover);
    this.announce(mover, move, words);
    playMoveSound(move.captured.length > 0, isOver(this.state));
  }

  /** Plays the friend's move, legal move `index` of the game's last position (checked by the
   * engine in friend/live.js). */
  playRemote(index) {
    this.replay.pause();
    this.interrupt();
    const { ply, length } = this.state.status;
    if (ply !== length) {
      this.game.goTo(length);
      syncGame(this.state, this.game);
    }
    this.playMove(this.state.legal[index]);
  }

  /** Says `move` of `mover`, just played, to a screen reader in the page's language, in its
   * notation and in `words` (and the result if it ended the game), in a live region of its own
   * that keeps it until the next move: the status line changes at once to whose turn it is. */
  announce(mover, move, words) {
    let said = t('announce.played', { side: sideName(mover), move: move.notation, words });
    if (isOver(this.state)) said += ` ${resultText(this.state.status.result)}.`;
    $('announce').textContent = said;
  }

  /** The bot's turn: think in the worker, show the chosen move, animate it, play it. */
  async botTurn() {
    const epoch = this.epoch;
    const st = this.state;
    const speed = SPEEDS[st.speed];
    const began = performance.now();
    st.thinking = true;
    st.searchInfo = null;
    this.render();
    let result;
    try {
      result = await this.engine.search(this.game.record(), botSpec(st.seats[st.status.toMove]), (info) => {
        if (epoch !== this.epoch) return;
        st.searchInfo = info;
        renderPanel(st);
      });
    } catch (err) {
      if (epoch !== this.epoch) return;
      st.thinking = false;
      this.say(t('error.bot', { error: errorText(err) }));
      return;
    }
    if (epoch !== this.epoch || !result) return;
    st.thinking = false;
    if (!result.move) {
      this.render();
      return;
    }
    st.busy = true;
    st.botMove = result.move;
    st.searchInfo = result;
    this.render();
    const hold = Math.max(speed.pause - (performance.now() - began), speed.minHighlight);
    if (hold > 0) await sleep(hold);
    if (epoch !== this.epoch) return;
    this.anim = animateMove(this.squares, result.move, speed.anim);
    await this.anim.finished;
    if (epoch !== this.epoch) return;
    st.busy = false;
    st.botMove = null;
    this.playMove(result.move);
  }

  /** Whether the human moves in the position `back` plies before the current one. */
  humanAt(back) {
    const side = this.state.status.toMove;
    const color = back % 2 === 0 ? side : opponent(side);
    return controller(this.state, color) === 'human';
  }

  undo() {
    const { ply } = this.state.status;
    let back = 1;
    if (soleHuman(this.state)) {
      while (back <= ply && !this.humanAt(back)) back++;
      if (back > ply) return;
    }
    this.goTo(ply - back);
  }

  redo() {
    const { ply, length } = this.state.status;
    let ahead = 1;
    if (soleHuman(this.state) && ply + 2 <= length && this.humanAt(2)) ahead = 2;
    this.goTo(Math.min(length, ply + ahead));
  }

  /** Whether the player agrees to lose the moves after the one shown (asked unless they said
   * not to ask again). */
  async mayCut(question, yes) {
    if (!this.state.askBeforeCut) return true;
    const answer = await ask(question, yes);
    if (answer.yes && answer.never) {
      this.state.askBeforeCut = false;
      this.files.persist();
    }
    return answer.yes;
  }

  /** Whether the player agrees to end the game in progress (moves played, no result yet) for a
   * new game of `variant` (asked as before dropping moves). */
  async mayEndGame(variant) {
    const { length, finalResult } = this.state.status;
    if (length === 0 || finalResult.state !== 'ongoing') return true;
    const entry = this.state.games.find((g) => g.name === variant);
    const game = entry ? gameTitle(entry) : variant;
    return this.mayCut(t('switch.ask', { game, count: length }), t('switch.ask-yes'));
  }

  /** Drops the moves after the one shown (after asking), so that the seats play on from here. */
  async playOnFromHere() {
    const { ply, length } = this.state.status;
    if (ply === length || this.state.friend) return;
    const later = length - ply;
    if (!(await this.mayCut(t('cut.here', { ply, count: later }), t('cut.here-yes')))) return;
    this.replay.pause();
    this.interrupt();
    this.game.truncate();
    this.say(t('cut.done', { ply }), 'info');
    this.changed();
  }

  goTo(ply, { keepReplay = false } = {}) {
    if (!keepReplay) this.replay.pause();
    this.interrupt();
    this.state.message = null;
    this.game.goTo(ply);
    this.changed();
  }
}
