// Games between people: a friend far away by correspondence (letters.js: links carrying the
// whole game) or live (live.js: a WebRTC data channel), and the etiquette of every game between
// people: resigning, offering and agreeing a draw, asking for and granting a takeback.
//
// A game with a friend is the page's game with `state.friend` set: `{kind: 'letter'|'live', id,
// seat (this page's side), peer (the friend's name), offer, link, invite, heard, conn, seen,
// began}`.
// The friend's side is neither a person at this screen nor a bot (`controller` says `friend`):
// nobody here moves for it, and only a move the engine accepts from the friend is played for it.
// Each such game is kept in the browser's storage (store.js) with its whole game, so that the
// list of games survives a reload and a dropped live game can be resumed.

import { Game } from '../../../pkg/dama.js';
import { ask } from '../dialogs.js';
import { errorText, pdnDate } from '../files.js';
import { t } from '../i18n.js';
import { HUMAN, isOver, opponent } from '../state.js';
import { sideName } from '../words.js';
import { Letters } from './letters.js';
import { Live } from './live.js';
import { endAs, endingOf } from './protocol.js';
import { dropFriendGame, friendGame, keepFriendGame } from './store.js';
import { bindFriendBox, renderFriend } from './view.js';

export class Friend {
  /** `app`: the controller (app.js). */
  constructor(app) {
    this.app = app;
    this.letters = new Letters(app, this);
    this.live = new Live(app, this);
  }

  get state() {
    return this.app.state;
  }

  /** Binds the friend box and the etiquette's buttons. */
  attach() {
    bindFriendBox(this);
  }

  /** Redraws the friend box, the list of games and the etiquette's buttons. */
  render() {
    renderFriend(this);
  }

  /** The name this page gives its player in games with friends. */
  myName() {
    return this.state.friendName || '';
  }

  /** The tags of a game with a friend: the kind of game, the day it began and both players'
   * names. */
  tags(friend) {
    const names = { [friend.seat]: this.myName() || t('friend.you'), [opponent(friend.seat)]: friend.peer || t('friend.friend') };
    return [
      ['Event', friend.kind === 'live' ? 'Live game' : 'Correspondence game'],
      ['Site', 'Dama'],
      ['Date', pdnDate(new Date(friend.began || Date.now()))],
      ['White', names.white],
      ['Black', names.black],
    ];
  }

  /** Installs `game` as a game with a friend (`friend`, the state's `friend`), saying
   * `message`, and keeps it. */
  install(game, friend, message) {
    const st = this.state;
    if (!friend.began) friend.began = Date.now();
    // The links and texts to send are in the friend box.
    document.getElementById('friend-box').open = true;
    st.seats = { white: HUMAN, black: HUMAN };
    st.fileTags = this.tags(friend);
    this.app.setGame(game, message && { kind: 'info', text: message }, friend);
    this.save();
  }

  /** Keeps the game with a friend on the board in the browser's storage. */
  save() {
    const { state, game } = this.app;
    const f = state.friend;
    if (!f || !game) return;
    // The names as they are now: the friend's may have come since the game began.
    state.fileTags = this.tags(f);
    const status = game.status();
    const times = this.app.clock.times;
    keepFriendGame({
      id: f.id,
      kind: f.kind,
      seat: f.seat,
      peer: f.peer,
      began: f.began,
      variant: state.variant,
      start: game.startFen(),
      moves: game.moveTexts(),
      ending: endingOf(status.finalResult),
      offer: f.offer,
      link: f.link,
      invite: f.invite,
      heard: f.heard,
      seen: f.seen,
      clock: f.kind === 'live' && times ? { control: state.clock, times: { ...times } } : null,
      over: status.finalResult.state !== 'ongoing',
      result: status.finalResult.pdn,
      toMove: status.toMove,
    });
  }

  /** The game of a kept `entry`, ended as it ended, or throws. */
  gameOf(entry) {
    const game = Game.fromMoves(entry.variant, entry.start, entry.moves);
    try {
      endAs(game, entry.ending);
    } catch {
      // An ending that no longer fits the moves: the game goes on.
    }
    return game;
  }

  /** A copy of the game on the board, its whole line played, to begin a game with a friend. */
  copy() {
    const game = this.app.game;
    return Game.fromMoves(this.state.variant, game.startFen(), game.moveTexts());
  }

  /** The state's `friend` for a kept `entry`. */
  friendOf(entry) {
    return {
      kind: entry.kind,
      id: entry.id,
      seat: entry.seat,
      peer: entry.peer || '',
      offer: entry.offer || null,
      link: entry.link || null,
      invite: entry.invite || null,
      heard: Boolean(entry.heard),
      seen: Array.isArray(entry.seen) ? entry.seen : [],
      began: typeof entry.began === 'number' ? entry.began : entry.updated,
      conn: entry.kind === 'live' ? 'closed' : null,
    };
  }

  /** The state's `friend` of the session restored (`saved`: `{id}` as `sessionFriend` wrote it),
   * when its game is still kept; null otherwise. A live game comes back disconnected. */
  restored(saved) {
    if (!saved || typeof saved.id !== 'string') return null;
    const entry = friendGame(saved.id);
    return entry ? this.friendOf(entry) : null;
  }

  /** The kept entry of the game with a friend on the board, or null. */
  entry() {
    return this.state.friend ? friendGame(this.state.friend.id) : null;
  }

  /** What the session keeps of the game with a friend: its id. */
  sessionFriend() {
    const f = this.state.friend;
    return f ? { id: f.id } : undefined;
  }

  /** Sets the clock of a restored or resumed live game from its kept entry. */
  restoreClock(entry) {
    if (entry && entry.clock && entry.clock.times && this.app.clock.times) this.app.clock.setTimes(entry.clock.times);
  }

  /** Opens the kept game `id` (from the list), after asking before a game in progress is left. */
  async open(id) {
    const entry = friendGame(id);
    if (!entry) return;
    if (this.state.friend && this.state.friend.id === id) return;
    if (!this.state.friend && !(await this.app.mayEndGame(entry.variant))) return;
    let game;
    try {
      game = this.gameOf(entry);
    } catch (err) {
      this.app.say(t('friend.unreadable', { error: errorText(err) }));
      return;
    }
    this.leave();
    this.install(game, this.friendOf(entry), t('friend.opened', { name: entry.peer || t('friend.friend') }));
    this.restoreClock(entry);
  }

  /** Shows the kept game `entry` (installed unless it is on the board) with the words
   * `message`; false, for a letter that brought nothing new. */
  show(entry, message) {
    if (this.state.friend && this.state.friend.id === entry.id) {
      this.app.say(message, 'info');
      return false;
    }
    try {
      const game = this.gameOf(entry);
      this.leave();
      this.install(game, this.friendOf(entry), message);
    } catch (err) {
      this.app.say(t('friend.unreadable', { error: errorText(err) }));
    }
    return false;
  }

  /** Forgets the kept game `id`, after asking. */
  async remove(id) {
    const answer = await ask(t('friend.remove-ask'), t('friend.remove-yes'), { never: false });
    if (!answer.yes) return;
    if (this.state.friend && this.state.friend.id === id) {
      this.leave();
      this.state.friend = null;
    }
    dropFriendGame(id);
    this.app.render();
  }

  /** The game with a friend is left for another game: a live connection is closed. */
  leave() {
    this.live.hangUp(false);
  }

  /** Called once `mover` has played a move (already in the game): a move of this page's player
   * is sent to the friend. */
  played(mover) {
    const f = this.state.friend;
    if (!f) return;
    if (mover === f.seat) {
      // A move answers an offer of the friend's: declined.
      if (f.offer && f.offer.by === 'peer') f.offer = null;
      if (f.kind === 'letter') {
        this.letters.write(f.heard ? 'move' : 'invite');
        this.app.say(t('letter.send'), 'info');
      } else {
        this.live.sendMove();
      }
    }
    this.save();
  }

  /** `color`'s time ran out here: a live friend hears of it. */
  flagged(color) {
    if (this.state.friend && this.state.friend.kind === 'live') this.live.sendFlag(color);
    this.save();
  }

  // The etiquette. Each action is the player's at this screen: in a game with a friend, of
  // this page's side, sent as a letter or a message; at one screen, of the side to move.

  /** The side this screen's player resigns or offers for in a game between people (with a
   * friend far away: this page's side; at one screen: the side to move), or null when none may. */
  actor() {
    const st = this.state;
    if (!st.status || isOver(st) || st.training || this.app.puzzles.active || this.app.editor.active) return null;
    if (st.friend) return st.friend.seat;
    const people = st.seats.white === HUMAN && st.seats.black === HUMAN;
    return people ? st.status.toMove : null;
  }

  /** The player resigns, after confirming. */
  async resign() {
    const side = this.actor();
    if (!side) return;
    const answer = await ask(t('etiquette.resign-ask', { side: sideName(side) }), t('etiquette.resign-yes'), { never: false });
    if (!answer.yes || this.actor() !== side) return;
    this.end(() => this.app.game.resign(side));
    const f = this.state.friend;
    if (f && f.kind === 'letter') this.letters.write('resign');
    if (f && f.kind === 'live') this.live.send({ type: 'resign', ply: this.state.status.length });
    this.save();
  }

  /** Ends the game at its last move by `how` (a call on the engine's game) and redraws. */
  end(how) {
    const app = this.app;
    const { length } = app.state.status;
    if (app.state.status.ply !== length) app.game.goTo(length);
    try {
      how();
    } catch (err) {
      app.say(errorText(err));
      return false;
    }
    if (app.state.friend) app.state.friend.offer = null;
    app.interrupt();
    app.changed();
    return true;
  }

  /** The ply a takeback asked by `side` goes back to: before `side`'s last move, or null when it
   * has made none. */
  takebackPly(side) {
    for (let ply = this.state.status.length; ply > 0; ply--) {
      if (this.sideAt(ply - 1) === side) return ply - 1;
    }
    return null;
  }

  /** The side to move after the first `ply` moves of the game on the board, as the engine says. */
  sideAt(ply) {
    const game = Game.fromMoves(this.state.variant, this.app.game.startFen(), this.app.game.moveTexts().slice(0, ply));
    const side = game.status().toMove;
    game.free();
    return side;
  }

  /** This page's player offers a draw (`what` = `draw`) or asks to take back their last move
   * (`back`); at one screen, the other person answers at once. */
  async propose(what) {
    const side = this.actor();
    if (!side) return;
    const f = this.state.friend;
    const ply = what === 'back' ? this.takebackPly(side) : this.state.status.length;
    if (ply === null) return;
    if (!f) {
      const question = t(`etiquette.${what}-local`, { side: sideName(side), other: sideName(opponent(side)) });
      const answer = await ask(question, t(`etiquette.${what}-local-yes`), { never: false });
      if (answer.yes) this.grant({ what, ply });
      return;
    }
    f.offer = { what, by: 'me', ply };
    if (f.kind === 'letter') this.letters.write(what === 'draw' ? 'draw-offer' : 'back-ask');
    else this.live.send({ type: 'offer', what, ply: this.state.status.length });
    this.save();
    this.app.say(t(`etiquette.${what}-sent`), 'info');
  }

  /** Does what an accepted offer `{what, ply}` says: a draw agreed, or the game taken back to
   * `ply` moves. */
  grant(offer) {
    if (offer.what === 'draw') return this.end(() => this.app.game.agreeDraw());
    const app = this.app;
    app.interrupt();
    app.game.goTo(offer.ply);
    app.game.truncate();
    if (app.state.friend) app.state.friend.offer = null;
    app.changed();
    return true;
  }

  /** This page's player answers the friend's offer: `yes` grants it. */
  answer(yes) {
    const f = this.state.friend;
    if (!f || !f.offer || f.offer.by !== 'peer') return;
    const offer = { ...f.offer };
    const length = this.state.status.length;
    if (offer.what === 'back') offer.ply = this.takebackPly(opponent(f.seat));
    if (yes && offer.ply !== null) this.grant(offer);
    f.offer = null;
    if (f.kind === 'letter') {
      const act = offer.what === 'draw' ? (yes ? 'draw-accept' : 'draw-decline') : yes ? 'back-grant' : 'back-refuse';
      this.letters.write(act);
    } else {
      this.live.send({ type: 'answer', what: offer.what, yes, ply: length });
    }
    this.save();
    this.app.render();
  }
}
