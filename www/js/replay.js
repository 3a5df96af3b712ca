// Moving through a game: the history keys (←/→/Home/End) and the replay, which plays the
// recorded moves back one by one with their slide, at a chosen pace, until it is paused, the
// player goes elsewhere, or the last move is shown.

import { animateMove } from './board/anim.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a key pressed on `target` belongs to something else: a field being typed in, a menu,
 * the board (whose arrows move between squares) or an open dialog. */
function ownedElsewhere(target) {
  if (document.querySelector('dialog[open]')) return true;
  if (!(target instanceof Element)) return false;
  return Boolean(target.closest('input, select, textarea, #board, [contenteditable="true"]'));
}

export class Replay {
  /** `app`: the controller (app.js), whose `goTo`, `epoch`, `squares`, `state` and `render`
   * this uses. */
  constructor(app) {
    this.app = app;
    this.run = 0;
    this.playing = false;
  }

  /** Binds the replay buttons and the history keys. */
  attach() {
    const $ = (id) => document.getElementById(id);
    const st = () => this.app.state.status;
    $('replay-start').addEventListener('click', () => this.go(0));
    $('replay-back').addEventListener('click', () => this.go(st().ply - 1));
    $('replay-forward').addEventListener('click', () => this.go(st().ply + 1));
    $('replay-end').addEventListener('click', () => this.go(st().length));
    $('replay-play').addEventListener('click', () => (this.playing ? this.pause() : this.play()));
    document.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey || ownedElsewhere(e.target) || !st() || this.app.editor.active) return;
      const { ply, length } = st();
      const to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: length }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      this.go(to);
    });
  }

  /** Shows the position after `ply` moves (kept within the game), ending any replay. */
  go(ply) {
    const { length } = this.app.state.status;
    this.pause();
    this.app.goTo(Math.max(0, Math.min(length, ply)));
  }

  /** Plays the game back from the move shown (from the start when the last move is shown). */
  async play() {
    const app = this.app;
    const status = app.state.status;
    if (!status || status.length === 0) return;
    if (status.ply === status.length) app.goTo(0);
    const run = ++this.run;
    this.playing = true;
    app.state.replaying = true;
    app.render();
    const live = () => run === this.run;
    while (live()) {
      const { ply, length } = app.state.status;
      if (ply >= length) break;
      await sleep(Number(document.getElementById('replay-speed').value));
      if (!live()) return;
      const move = app.state.history[ply];
      const anim = animateMove(app.squares, move, Math.min(600, Number(document.getElementById('replay-speed').value) / 2));
      await anim.finished;
      if (!live()) return;
      app.goTo(ply + 1, { keepReplay: true });
    }
    if (live()) this.stopped();
  }

  /** Stops the replay where it is. */
  pause() {
    if (!this.playing) return;
    this.run++;
    this.stopped();
  }

  stopped() {
    this.playing = false;
    this.app.state.replaying = false;
    this.app.render();
  }
}
