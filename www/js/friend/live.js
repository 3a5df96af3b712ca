// Live games over a WebRTC data channel (rtc.js), opened by hand with short texts (signal.js):
// the moves, the clocks, offers and answers go as messages (protocol.js), each checked here
// against the game before anything changes: a move must be the friend's, in turn, at the game's
// last move and legal for the engine; an answer must answer an offer; anything else is refused
// and shown. Each side keeps the whole game: when the connection drops, either side may open a
// new one, and the two pages compare their games (`hello`), each taking the other's moves it
// lacks, so that nothing is lost or played twice.

import { Game } from '../../../pkg/dama.js';
import { errorText } from '../files.js';
import { t } from '../i18n.js';
import { isOver, opponent } from '../state.js';
import { sideName } from '../words.js';
import { PROTOCOL_VERSION, cleanName, compareMoves, endingOf, playFriendMoves, readMessage, writeMessage } from './protocol.js';
import { PeerLink } from './rtc.js';
import { SignalError } from './signal.js';
import { newGameId } from './store.js';

export class Live {
  constructor(app, friend) {
    this.app = app;
    this.friend = friend;
    this.link = null;
    // `idle`, `offered` (the offer is shown), `joining` (waiting for an offer to be pasted),
    // `answered` (the answer is shown), `open`.
    this.stage = 'idle';
    this.role = null;
    this.out = '';
    this.helloSent = false;
  }

  get state() {
    return this.app.state;
  }

  /** Starts a connection: the text to give the friend appears in the signal box. */
  async offer() {
    this.hangUp(false);
    this.role = 'offer';
    this.stage = 'making';
    this.out = '';
    this.app.render();
    this.link = this.newLink();
    try {
      this.out = await this.link.offer();
      this.stage = 'offered';
    } catch (err) {
      this.failed(err);
    }
    this.app.render();
  }

  /** Gets ready to answer a friend's offer, pasted into the box for their text. */
  join() {
    this.hangUp(false);
    this.role = 'join';
    this.stage = 'joining';
    this.out = '';
    this.app.render();
  }

  /** Uses the friend's text (`text`): their answer to this page's offer, or their offer, to
   * which this page's answer is shown. */
  async connect(text) {
    if (!text.trim()) {
      this.app.say(t('signal.empty'));
      return;
    }
    try {
      if (this.stage === 'offered') {
        await this.link.accept(text);
        this.stage = 'connecting';
      } else {
        if (this.stage !== 'joining') this.join();
        this.link = this.newLink();
        this.stage = 'making';
        this.out = await this.link.answer(text);
        this.stage = 'answered';
      }
      this.app.say(null);
    } catch (err) {
      this.failed(err);
    }
    this.app.render();
  }

  newLink() {
    this.helloSent = false;
    const link = new PeerLink(this.state.stun, {
      open: () => this.opened(link),
      message: (data) => this.received(data),
      closed: () => this.dropped(link),
    });
    return link;
  }

  /** A connection could not be made: why, in words. */
  failed(err) {
    if (this.link) this.link.close();
    this.link = null;
    this.stage = this.role === 'join' ? 'joining' : 'idle';
    const reason = err instanceof SignalError ? t(`signal.${err.reason}`) : errorText(err);
    this.app.say(t('signal.refused', { reason }));
  }

  /** Closes the connection; `say` tells the player. The game stays, to be resumed. */
  hangUp(say = true) {
    const had = this.link;
    if (had) had.close();
    this.link = null;
    this.stage = 'idle';
    this.out = '';
    const f = this.state.friend;
    if (f && f.kind === 'live' && f.conn !== 'closed') {
      f.conn = 'closed';
      this.app.runClock();
    }
    if (say && had) this.app.say(t('live.closed'), 'info');
  }

  /** The channel is open: a live game in progress here is compared with the friend's, else the
   * offering page begins one (the joining page waits for it). */
  opened(link) {
    if (link !== this.link) return;
    this.stage = 'open';
    this.out = '';
    const f = this.state.friend;
    if (f && f.kind === 'live' && !isOver(this.state)) {
      f.conn = 'open';
      this.sendHello();
    } else if (this.role === 'offer') {
      this.begin();
    }
    this.app.say(t('live.connected'), 'info');
    this.app.runClock();
  }

  /** The offering page begins a new live game: the game on the board (a fresh one if it is
   * over), this page's player at the side chosen. */
  begin() {
    const app = this.app;
    const st = app.state;
    const game = st.status.finalResult.state === 'ongoing' ? this.friend.copy() : app.startOf(st.variant);
    const seat = document.getElementById('friend-seat').value;
    const friend = { kind: 'live', id: newGameId(), seat, peer: '', offer: null, link: null, invite: null, heard: false, seen: [], conn: 'open' };
    this.friend.install(game, friend, null);
    this.sendHello();
  }

  dropped(link) {
    if (link !== this.link) return;
    this.link = null;
    this.stage = 'idle';
    const f = this.state.friend;
    if (f && f.kind === 'live') f.conn = 'closed';
    this.app.runClock();
    this.app.say(t('live.dropped'));
  }

  /** Sends `message`; false when the connection is not open. */
  send(message) {
    return Boolean(this.link && this.link.send(writeMessage(message)));
  }

  /** The game as this page has it, for the friend. */
  sendHello() {
    const app = this.app;
    const f = this.state.friend;
    const times = app.clock.times;
    this.helloSent = this.send({
      type: 'hello',
      v: PROTOCOL_VERSION,
      id: f.id,
      name: cleanName(this.friend.myName()),
      seat: f.seat,
      variant: app.state.variant,
      start: app.game.startFen(),
      moves: app.game.moveTexts(),
      clock: times ? { control: app.state.clock, times: { ...times } } : null,
      over: endingOf(app.state.status.finalResult),
    });
  }

  /** Sends this page's player's last move, with the clocks. */
  sendMove() {
    const app = this.app;
    const moves = app.game.moveTexts();
    const times = app.clock.times;
    this.send({ type: 'move', ply: moves.length - 1, move: moves[moves.length - 1], clock: times ? { ...times } : null });
  }

  sendFlag(color) {
    this.send({ type: 'flag', color, ply: this.state.status.length });
  }

  /** A message refused: shown, nothing changed. */
  refuse(key, values = {}) {
    this.app.say(t('live.refused', { reason: t(key, values) }));
    return false;
  }

  /** Reads a message from the friend and does what it says if it fits the game. */
  received(data) {
    const read = readMessage(data);
    if (read.problem) return this.refuse(`message.${read.problem}`, { type: read.type, field: read.field, size: read.size });
    const m = read.message;
    if (m.type === 'hello') return this.onHello(m);
    const f = this.state.friend;
    if (!f || f.kind !== 'live' || f.conn !== 'open') return this.refuse('live.no-game');
    if (m.type !== 'flag' && isOver(this.state)) return this.refuse('live.over');
    const length = this.state.status.length;
    if (m.type === 'move') return this.onMove(m, f, length);
    if (m.ply !== length) return this.refuse('live.stale');
    if (m.type === 'offer') return this.onOffer(m, f);
    if (m.type === 'answer') return this.onAnswer(m, f);
    if (m.type === 'resign') return this.friend.end(() => this.app.game.resign(opponent(f.seat))) && this.after(t('etiquette.peer-resigned', { name: this.peerName() }));
    return this.onFlag(m);
  }

  peerName() {
    const f = this.state.friend;
    return (f && f.peer) || t('friend.friend');
  }

  /** Keeps the game and says `message`. */
  after(message) {
    this.friend.save();
    this.app.say(message, 'info');
    return true;
  }

  /** A game on this page checked against the friend's (`m`, a hello): the game the moves of
   * `m.moves` make, played by the engine from the moves kept here, each new one the friend's. */
  extended(mine, m, seat) {
    const app = this.app;
    return playFriendMoves(Game.fromMoves(app.state.variant, app.game.startFen(), mine), m.moves, seat);
  }

  onHello(m) {
    const app = this.app;
    const f = this.state.friend;
    const peer = cleanName(m.name);
    if (!f || f.kind !== 'live' || f.id !== m.id) {
      // The offering page keeps its game: the joining one answers with it.
      if (this.role !== 'join') return true;
      if (m.seat === undefined) return this.refuse('live.no-game');
      return this.adopt(m, peer);
    }
    if (m.seat === f.seat) return this.refuse('live.same-side', { side: sideName(f.seat) });
    f.peer = peer || f.peer;
    const mine = app.game.moveTexts();
    const how = compareMoves(mine, m.moves);
    if (how === 'differ') {
      this.refuse('live.differ');
      this.hangUp(false);
      return false;
    }
    if (how === 'ahead') {
      let game;
      try {
        game = this.extended(mine, m, f.seat);
      } catch (err) {
        return this.refuse('live.bad-move', { error: errorText(err) });
      }
      const times = app.clock.times && { ...app.clock.times };
      this.friend.install(game, { ...f, offer: null }, null);
      if (times) app.clock.setTimes(times);
    }
    this.endAsTold(m.over, how);
    if (m.clock && app.clock.times) app.clock.setTimes({ ...app.clock.times, [opponent(f.seat)]: m.clock.times[opponent(f.seat)] });
    if (!this.helloSent) this.sendHello();
    this.friend.save();
    app.say(how === 'ahead' ? t('live.resumed-moves', { count: m.moves.length - mine.length }) : t('live.resumed'), 'info');
    return true;
  }

  /** How the friend's game ended beyond its moves (`over`, of their hello), taken where it fits:
   * their own resignation, a loss on time of the side to move, a draw this page offered. */
  endAsTold(over, how) {
    const st = this.state;
    const f = st.friend;
    if (!over || isOver(st) || how === 'behind') return;
    const game = this.app.game;
    const peerSeat = opponent(f.seat);
    if (over.how === 'resign' && over.loser === peerSeat) this.friend.end(() => game.resign(peerSeat));
    else if (over.how === 'time' && over.loser === st.status.toMove) this.friend.end(() => game.loseOnTime(over.loser));
    else if (over.how === 'draw' && f.offer && f.offer.by === 'me' && f.offer.what === 'draw') this.friend.end(() => game.agreeDraw());
  }

  /** The joining page takes the friend's game, at the other side. */
  adopt(m, peer) {
    const app = this.app;
    let game;
    try {
      game = Game.fromMoves(m.variant, m.start, m.moves);
    } catch (err) {
      return this.refuse('live.bad-move', { error: errorText(err) });
    }
    if (m.clock) app.state.clock = m.clock.control;
    const friend = { kind: 'live', id: m.id, seat: opponent(m.seat), peer, offer: null, link: null, invite: null, heard: true, seen: [], conn: 'open' };
    this.friend.install(game, friend, t('live.joined', { name: peer || t('friend.friend'), side: sideName(friend.seat) }));
    if (m.clock && app.clock.times) app.clock.setTimes(m.clock.times);
    this.sendHello();
    this.friend.save();
    return true;
  }

  onMove(m, f, length) {
    const app = this.app;
    const moves = app.game.moveTexts();
    // The same move again (sent twice across a reconnection): nothing to do.
    if (m.ply < length && moves[m.ply] === m.move) return true;
    if (m.ply !== length) return this.refuse('live.stale');
    if (app.state.status.finalResult.state !== 'ongoing') return this.refuse('live.over');
    const probe = Game.fromMoves(app.state.variant, app.game.startFen(), moves);
    let index;
    try {
      if (probe.status().toMove === f.seat) return this.refuse('live.not-their-turn', { move: m.move });
      index = probe.moveIndex(m.move);
    } catch (err) {
      return this.refuse('live.illegal', { move: m.move, error: errorText(err) });
    } finally {
      probe.free();
    }
    // A move answers an offer of this page's player with no.
    if (f.offer && f.offer.by === 'me') f.offer = null;
    app.playRemote(index);
    const peerSeat = opponent(f.seat);
    if (m.clock && app.clock.times) app.clock.setTimes({ ...app.clock.times, [peerSeat]: m.clock[peerSeat] });
    this.friend.save();
    return true;
  }

  onOffer(m, f) {
    if (m.what === 'back' && this.friend.takebackPly(opponent(f.seat)) === null) return this.refuse('live.no-move-to-take-back');
    f.offer = { what: m.what, by: 'peer', ply: null };
    return this.after(t(m.what === 'draw' ? 'etiquette.draw-offered' : 'etiquette.back-asked', { name: this.peerName() }));
  }

  onAnswer(m, f) {
    const mine = f.offer && f.offer.by === 'me' && f.offer.what === m.what ? f.offer : null;
    if (!mine) return this.refuse('live.no-offer');
    const name = this.peerName();
    if (!m.yes) {
      f.offer = null;
      return this.after(t(m.what === 'draw' ? 'etiquette.draw-declined' : 'etiquette.back-refused', { name }));
    }
    this.friend.grant(mine);
    return this.after(t(m.what === 'draw' ? 'etiquette.draw-accepted' : 'etiquette.back-granted', { name }));
  }

  onFlag(m) {
    const st = this.state;
    if (isOver(st)) return true;
    const times = this.app.clock.times;
    if (!times || m.color !== st.status.toMove || times[m.color] > 5000) return this.refuse('live.flag');
    this.friend.end(() => this.app.game.loseOnTime(m.color));
    this.friend.save();
    return true;
  }
}
