// Games by correspondence: each move (or offer, or answer) goes to the friend as a link that
// carries the whole game and a check (link.js), and comes back the same way. A link that is
// refused changes nothing: one whose check fails (changed on its way), one for another game or
// for the other player, an older one (a stale move), one whose moves differ from the game kept
// here, or one that plays a move for this page's side or a move the engine refuses.

import { Game } from '../../../pkg/dama.js';
import { errorText, standardStart } from '../files.js';
import { buildLink } from '../link.js';
import { t } from '../i18n.js';
import { opponent } from '../state.js';
import { sideName } from '../words.js';
import { cleanName, compareMoves, playFriendMoves } from './protocol.js';
import { friendGame, newGameId } from './store.js';

/** How many letters received are remembered per game, to tell one opened twice. */
const SEEN = 30;

/** The address of the page, without its fragment: a link opens the page the sender uses. */
function pageAddress() {
  return window.location.href.replace(/#.*$/, '');
}

export class Letters {
  constructor(app, friend) {
    this.app = app;
    this.friend = friend;
  }

  /** Invites a friend to the game on the board (its start and moves so far, at its last move;
   * a new game when it has ended), the friend taking the side this page's player does not: the
   * invitation's link is shown. */
  invite(seat) {
    const app = this.app;
    const st = app.state;
    // A game that has ended gives way to a new one of the same game.
    const game = st.status.finalResult.state === 'ongoing' ? this.friend.copy() : app.startOf(st.variant);
    const friend = { kind: 'letter', id: newGameId(), seat, peer: '', offer: null, link: null, invite: null, heard: false, seen: [], conn: null };
    this.friend.install(game, friend, t('friend.invited', { side: sideName(seat) }));
    friend.invite = this.linkOf('invite');
    this.write('invite');
  }

  /** The link of the game on the board as a letter saying `act`, for the friend. */
  linkOf(act) {
    const app = this.app;
    const st = app.state;
    const f = st.friend;
    const moves = app.game.moveTexts();
    const fragment = buildLink({
      variant: st.variant,
      startFen: app.game.startFen(),
      standardFen: standardStart(st.variant),
      moves,
      ply: moves.length,
      letter: { id: f.id, to: opponent(f.seat), act, from: cleanName(this.friend.myName()) },
    });
    return pageAddress() + fragment;
  }

  /** Writes the letter saying `act` to send now, shows it and keeps it. */
  write(act) {
    const f = this.app.state.friend;
    f.link = this.linkOf(act);
    this.friend.save();
    this.app.render();
  }

  /** Opens a letter (`link`, as `readLink` read it, its check already found good): refused with
   * the reason when it does not fit the game kept here, else the game is brought up to it.
   * Returns whether the letter was taken. */
  receive(link) {
    const app = this.app;
    const letter = link.letter;
    const entry = friendGame(letter.id);
    const refuse = (key, values = {}) => {
      app.say(t('letter.refused', { reason: t(key, values) }));
      return false;
    };
    if (!entry) {
      if (letter.act !== 'invite') return refuse('letter.unknown-game');
      return this.accept(link);
    }
    if (entry.kind !== 'letter') return refuse('letter.unknown-game');
    if (entry.seat !== letter.to) return refuse('letter.other-side', { side: sideName(letter.to) });
    const friend = this.friend.friendOf(entry);
    const how = compareMoves(entry.moves, link.moves);
    if (how === 'differ') return refuse('letter.differ');
    const grant = letter.act === 'back-grant' && friend.offer && friend.offer.what === 'back' && friend.offer.by === 'me';
    if (how === 'behind' && !(grant && link.moves.length === friend.offer.ply)) {
      return refuse('letter.stale', { count: link.moves.length, have: entry.moves.length });
    }
    // The same letter again, or a move this page has: nothing new.
    const known = friend.seen.includes(letter.check) || (how === 'same' && ['invite', 'move'].includes(letter.act));
    if (known) return this.friend.show(entry, t('letter.seen'));
    if (entry.over) return refuse('letter.over');
    let game;
    try {
      game = this.replay(this.friend.gameOf(entry), link, entry.seat, how === 'behind');
    } catch (err) {
      return refuse('letter.bad-move', { error: errorText(err) });
    }
    const said = this.act(game, friend, letter);
    if (said === null) {
      game.free();
      return refuse('letter.out-of-place');
    }
    friend.peer = cleanName(letter.from) || friend.peer;
    friend.heard = true;
    friend.seen = [letter.check, ...friend.seen].slice(0, SEEN);
    friend.link = null;
    this.friend.leave();
    this.friend.install(game, friend, said);
    return true;
  }

  /** A first letter of a game, an invitation: the game opens with this page's player at the
   * side it names. */
  accept(link) {
    const letter = link.letter;
    let game;
    try {
      game = Game.fromMoves(link.variant, link.fen, link.moves);
    } catch (err) {
      this.app.say(t('letter.refused', { reason: t('letter.bad-move', { error: errorText(err) }) }));
      return false;
    }
    const peer = cleanName(letter.from);
    const friend = { kind: 'letter', id: letter.id, seat: letter.to, peer, offer: null, link: null, invite: null, heard: true, seen: [letter.check], conn: null };
    this.friend.leave();
    this.friend.install(game, friend, t('letter.invited', { name: peer || t('friend.friend'), side: sideName(letter.to) }));
    return true;
  }

  /** `game` (the game kept, freed here) brought to the letter's moves: a takeback granted
   * (`back`) goes back to them, else each new move is played by the engine, and must be the
   * friend's (the side that is not `seat`). Throws what is wrong. */
  replay(game, link, seat, back) {
    if (!back) return playFriendMoves(game, link.moves, seat);
    try {
      game.goTo(link.moves.length);
      game.truncate();
      return game;
    } catch (err) {
      game.free();
      throw err;
    }
  }

  /** Does what the letter says besides its moves on `game` and `friend` (the state's friend to
   * be): the words to show, or null when it does not fit (an answer to no offer). */
  act(game, friend, letter) {
    const name = cleanName(letter.from) || friend.peer || t('friend.friend');
    const mine = friend.offer && friend.offer.by === 'me' ? friend.offer : null;
    const peerSeat = opponent(friend.seat);
    switch (letter.act) {
      case 'invite':
      case 'move':
        // A move declines an offer of this page's player.
        friend.offer = null;
        return t('letter.moved', { name });
      case 'resign':
        game.resign(peerSeat);
        friend.offer = null;
        return t('etiquette.peer-resigned', { name });
      case 'draw-offer':
        friend.offer = { what: 'draw', by: 'peer', ply: letter.n };
        return t('etiquette.draw-offered', { name });
      case 'back-ask': {
        friend.offer = { what: 'back', by: 'peer', ply: null };
        return t('etiquette.back-asked', { name });
      }
      case 'draw-accept':
        if (!mine || mine.what !== 'draw') return null;
        game.agreeDraw();
        friend.offer = null;
        return t('etiquette.draw-accepted', { name });
      case 'back-grant':
        if (!mine || mine.what !== 'back') return null;
        friend.offer = null;
        return t('etiquette.back-granted', { name });
      case 'draw-decline':
      case 'back-refuse':
        if (!mine) return null;
        friend.offer = null;
        return t(letter.act === 'draw-decline' ? 'etiquette.draw-declined' : 'etiquette.back-refused', { name });
      default:
        return null;
    }
  }
}
