// The friend box (inviting, the links to send, the live connection's texts and QR codes, the
// list of games with friends) and the etiquette's buttons under the board, drawn from the state.
// Whatever came from the friend (a name) is set as text, never as HTML.

import { language, t } from '../i18n.js';
import { STUN_URL, isOver } from '../state.js';
import { gameTitle, sideName } from '../words.js';
import { cleanName } from './protocol.js';
import { drawQr } from './qr.js';
import { friendGames } from './store.js';

const $ = (id) => document.getElementById(id);

/** Copies the text of the field `id`, or selects it for the player to copy where the clipboard
 * is refused. */
async function copyField(app, id) {
  const field = $(id);
  try {
    await navigator.clipboard.writeText(field.value);
    app.say(t('friend.copied'), 'info');
  } catch {
    field.select();
    app.say(t('friend.copy-by-hand'), 'info');
  }
}

/** Binds the friend box's controls and the etiquette's buttons to `friend` (index.js). */
export function bindFriendBox(friend) {
  const app = friend.app;
  const on = (id, ev, fn) => $(id).addEventListener(ev, fn);
  on('friend-name', 'change', (e) => {
    app.state.friendName = cleanName(e.target.value);
    app.changed();
  });
  on('stun', 'change', (e) => {
    const value = e.target.value.trim();
    if (value && !STUN_URL.test(value)) {
      app.say(t('friend.stun-bad', { value }));
      return;
    }
    app.state.stun = value;
    app.changed();
  });
  on('invite', 'click', () => friend.letters.invite($('friend-seat').value));
  on('invite-copy', 'click', () => copyField(app, 'invite-link'));
  on('reply-copy', 'click', () => copyField(app, 'reply-link'));
  on('letter-open', 'click', () => {
    const text = $('letter-in').value;
    if (!text.trim()) return;
    $('letter-in').value = '';
    app.files.load(text, t('paste.source'));
  });
  on('live-offer', 'click', () => friend.live.offer());
  on('live-join', 'click', () => friend.live.join());
  on('live-connect', 'click', () => friend.live.connect($('signal-in').value).then(() => ($('signal-in').value = '')));
  on('live-close', 'click', () => {
    friend.live.hangUp(true);
    app.render();
  });
  on('signal-copy', 'click', () => copyField(app, 'signal-out'));
  on('resign', 'click', () => friend.resign());
  on('offer-draw', 'click', () => friend.propose('draw'));
  on('ask-takeback', 'click', () => friend.propose('back'));
  on('offer-yes', 'click', () => friend.answer(true));
  on('offer-no', 'click', () => friend.answer(false));
  on('friend-games', 'click', (e) => {
    const button = e.target.closest('button[data-game-id]');
    if (!button) return;
    if (button.dataset.remove) friend.remove(button.dataset.gameId);
    else friend.open(button.dataset.gameId);
  });
}

/** Draws the QR code of `text` on the canvas `qrId` (when it changed), with its size under it
 * (`noteId`). */
function showText(qrId, noteId, text) {
  const canvas = $(qrId);
  const key = `${language()} ${text}`;
  if (canvas.dataset.drawn === key) return;
  canvas.dataset.drawn = key;
  const version = drawQr(canvas, text);
  $(noteId).textContent = text ? (version ? t('friend.qr-size', { count: text.length, version }) : t('friend.qr-too-long', { count: text.length })) : '';
}

/** Redraws the friend box and the etiquette for the state of `friend`'s app. */
export function renderFriend(friend) {
  const app = friend.app;
  const st = app.state;
  const f = st.friend;
  if (document.activeElement !== $('friend-name')) $('friend-name').value = st.friendName;
  if (document.activeElement !== $('stun')) $('stun').value = st.stun;
  if (f) $('friend-seat').value = f.seat;
  $('friend-seat').disabled = Boolean(f);
  for (const id of ['seat-white', 'seat-black', 'swap']) $(id).disabled = Boolean(f);
  renderLetters(f);
  renderLive(friend, f);
  renderList(st, f);
  renderEtiquette(friend, f);
}

/** The link to send: the invitation until a move is made, then each reply; its QR code. */
function renderLetters(f) {
  const letter = f && f.kind === 'letter' ? f : null;
  const link = letter && letter.link ? letter.link : '';
  const inviting = Boolean(link && link === letter.invite);
  $('invite-box').hidden = !inviting;
  $('reply-box').hidden = !link || inviting;
  $('invite-link').value = inviting ? link : '';
  $('reply-link').value = inviting ? '' : link;
  showText('letter-qr', 'letter-qr-note', link);
  $('letter-qr-box').hidden = !link;
}

function renderLive(friend, f) {
  const live = friend.live;
  const stage = live.stage;
  const box = $('live-box');
  box.hidden = stage === 'idle' || stage === 'open';
  box.dataset.stage = stage;
  $('signal-in-field').hidden = !['offered', 'joining'].includes(stage);
  $('live-connect').hidden = !['offered', 'joining'].includes(stage);
  $('signal-out-box').hidden = !live.out;
  $('signal-out').value = live.out;
  showText('signal-qr', 'signal-qr-note', live.out);
  const steps = {
    making: 'live.step-making',
    offered: 'live.step-offered',
    joining: 'live.step-joining',
    answered: 'live.step-answered',
    connecting: 'live.step-connecting',
  };
  $('live-step').textContent = steps[stage] ? t(steps[stage]) : '';
  const status = $('live-status');
  const connected = f && f.kind === 'live' ? f.conn : null;
  status.dataset.conn = connected || 'none';
  status.hidden = !connected;
  status.textContent = connected === 'open' ? t('live.status-open', { name: f.peer || t('friend.friend') }) : connected ? t('live.status-closed') : '';
  $('live-close').hidden = !(live.link && stage !== 'idle');
}

/** The list of games with friends, the one on the board marked. */
function renderList(st, f) {
  const games = friendGames();
  const list = $('friend-games');
  $('friend-games-empty').hidden = games.length > 0;
  list.replaceChildren(
    ...games.map((entry) => {
      const li = document.createElement('li');
      li.dataset.gameId = entry.id;
      li.dataset.kind = entry.kind;
      li.classList.toggle('current', Boolean(f && f.id === entry.id));
      const open = document.createElement('button');
      open.type = 'button';
      open.className = 'friend-game';
      open.dataset.gameId = entry.id;
      const info = st.games.find((g) => g.name === entry.variant) || { name: entry.variant.split(':')[0], title: entry.variant };
      const title = document.createElement('span');
      title.className = 'friend-game-title';
      title.textContent = `${gameTitle(info)} · ${entry.peer || t('friend.friend')}`;
      const turn = document.createElement('span');
      turn.className = 'friend-game-turn';
      turn.dataset.turn = entry.over ? 'over' : entry.toMove === entry.seat ? 'mine' : 'theirs';
      turn.textContent = entry.over
        ? t('friend.list-over', { result: entry.result })
        : entry.toMove === entry.seat
          ? t('friend.list-your-move')
          : t('friend.list-their-move');
      const last = document.createElement('span');
      last.className = 'friend-game-last';
      const lastMove = entry.moves.length ? t('friend.list-last', { move: entry.moves[entry.moves.length - 1], number: entry.moves.length }) : t('friend.list-no-move');
      last.textContent = `${lastMove} · ${new Date(entry.updated).toLocaleString(document.documentElement.lang)} · ${t(entry.kind === 'live' ? 'friend.kind-live' : 'friend.kind-letter')}`;
      open.append(title, turn, last);
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'btn small friend-remove';
      remove.dataset.gameId = entry.id;
      remove.dataset.remove = 'true';
      remove.textContent = '×';
      remove.title = t('friend.remove');
      remove.setAttribute('aria-label', t('friend.remove'));
      li.append(open, remove);
      return li;
    }),
  );
}

/** The etiquette under the board in games between people: an offer of the friend's to answer,
 * and the buttons of the player at this screen (resign, offer a draw; with a friend far away, ask
 * for a takeback). */
function renderEtiquette(friend, f) {
  const st = friend.app.state;
  const side = friend.actor();
  const offer = f && f.offer;
  const incoming = offer && offer.by === 'peer' && !isOver(st) ? offer : null;
  const box = $('etiquette');
  box.hidden = !side && !incoming;
  box.dataset.offer = offer ? `${offer.by}-${offer.what}` : 'none';
  $('offer-line').hidden = !incoming;
  if (incoming) {
    const name = f.peer || t('friend.friend');
    $('offer-text').textContent = t(incoming.what === 'draw' ? 'etiquette.draw-offered' : 'etiquette.back-asked', { name });
  }
  const connected = !f || f.kind !== 'live' || f.conn === 'open';
  $('resign').hidden = !side;
  $('offer-draw').hidden = !side;
  // At one screen a takeback is Undo.
  $('ask-takeback').hidden = !side || !f;
  const waiting = Boolean(offer && offer.by === 'me');
  $('offer-draw').disabled = waiting || !connected;
  $('ask-takeback').disabled = waiting || !connected || st.status.length === 0;
  $('resign').title = side ? t('etiquette.resign-title', { side: sideName(side) }) : '';
}
