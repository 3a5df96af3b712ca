// The hands of a drop game (shogi): the pieces each side has captured, beside its player bar
// (`data-hand` its side), each a button that picks the piece up to drop it (`data-piece`,
// `data-count`; the sides as the game names them, by the page contract); and the dialog
// that asks what a piece promotes to (`data-promotion` on each choice), beside the board.

import { bottomColor, gameInfo, humanToMove, opponent } from './state.js';
import { kindOf, pieceSvg } from './board/pieces.js';
import { kindWord, t } from './i18n.js';
import { contractPiece, sideKey } from './words.js';

const $ = (id) => document.getElementById(id);

/** Draws both hands from the state; `press(square)` hears a hand piece picked (`*pawn`). */
export function renderHands(state, press) {
  const info = gameInfo(state);
  const shown = Boolean(info && info.drops);
  const bottom = bottomColor(state);
  for (const [id, side] of [
    ['hand-top', opponent(bottom)],
    ['hand-bottom', bottom],
  ]) {
    const box = $(id);
    box.hidden = !shown;
    box.dataset.hand = sideKey(side);
    if (!shown) {
      box.replaceChildren();
      continue;
    }
    const mine = state.status && state.status.toMove === side && humanToMove(state);
    const pieces = state.hands.filter((h) => h.side === side);
    const label = document.createElement('span');
    label.className = 'hand-label';
    label.textContent = t('hand.label');
    const buttons = pieces.map((h) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'hand-piece';
      b.dataset.piece = contractPiece(h.piece);
      b.dataset.count = String(h.count);
      b.disabled = !mine;
      b.setAttribute('aria-label', t('hand.piece', { piece: kindWord(h.kind), count: h.count }));
      b.classList.toggle('selected', mine && state.selected === `*${h.kind}`);
      b.append(pieceSvg(kindOf(info, h.piece), side, side === bottom ? 'up' : 'down', state.pieceSet));
      const n = document.createElement('span');
      n.className = 'hand-count';
      n.textContent = h.count > 1 ? String(h.count) : '';
      b.append(n);
      b.addEventListener('click', () => press(`*${h.kind}`));
      return b;
    });
    if (!buttons.length) {
      const none = document.createElement('span');
      none.className = 'hand-empty';
      none.textContent = t('hand.empty');
      buttons.push(none);
    }
    box.replaceChildren(label, ...buttons);
  }
}

/** Asks which of `moves` (the same move but for what the piece becomes) to play: resolves with
 * the move chosen, or null when the dialog is cancelled. */
export function choosePromotion(state, moves) {
  const info = gameInfo(state);
  const dialog = $('promotion-dialog');
  const side = state.status.toMove;
  const pointing = side === bottomColor(state) ? 'up' : 'down';
  const choices = $('promotion-choices');
  choices.replaceChildren(
    ...moves.map((m, i) => {
      const b = document.createElement('button');
      b.type = 'submit';
      b.className = 'btn promotion-choice';
      b.value = String(i);
      const kind = m.promote || m.kind;
      b.dataset.promotion = m.promote || 'none';
      b.append(pieceSvg(kindOf(info, `${side}-${kind.replace(/ /g, '-')}`), side, pointing, state.pieceSet));
      const words = document.createElement('span');
      // A button's label begins with a capital, as "Do not promote" does.
      const word = m.promote ? kindWord(m.promote) : t('promotion.none');
      words.textContent = word.charAt(0).toLocaleUpperCase() + word.slice(1);
      b.append(words);
      return b;
    }),
  );
  dialog.returnValue = '';
  dialog.showModal();
  const place = () => besideBoard(dialog, $('board').closest('.board-frame') || $('board'));
  place();
  // A phone turned or a window resized while the choice is open moves it along.
  window.addEventListener('resize', place);
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        window.removeEventListener('resize', place);
        const i = Number.parseInt(dialog.returnValue, 10);
        resolve(Number.isInteger(i) && moves[i] ? moves[i] : null);
      },
      { once: true },
    );
  });
}

/** Places the open dialog `dialog` beside the board `board`, not over it, so that the move
 * being chosen stays in view: to its right, left, below or above, the first side with room on
 * the screen; where none has, where it covers the least of the board. */
function besideBoard(dialog, board) {
  const gap = 8;
  const b = board.getBoundingClientRect();
  const { width, height } = dialog.getBoundingClientRect();
  const screenWidth = document.documentElement.clientWidth;
  const screenHeight = window.innerHeight;
  const clamp = (v, size, room) => Math.max(gap, Math.min(v, room - size - gap));
  const covered = ({ x, y }) =>
    Math.max(0, Math.min(x + width, b.right) - Math.max(x, b.left)) *
    Math.max(0, Math.min(y + height, b.bottom) - Math.max(y, b.top));
  const spots = [
    [b.right + gap, b.top],
    [b.left - gap - width, b.top],
    [b.left, b.bottom + gap],
    [b.left, b.top - gap - height],
  ].map(([x, y]) => ({ x: clamp(x, width, screenWidth), y: clamp(y, height, screenHeight) }));
  const spot = spots.reduce((best, s) => (covered(s) < covered(best) ? s : best));
  dialog.style.left = `${spot.x}px`;
  dialog.style.top = `${spot.y}px`;
}
