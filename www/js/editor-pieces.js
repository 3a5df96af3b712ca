// What the position editor adds for piece games (chess, shogi, game files): a palette of the
// game's pieces for both sides, the counts in each hand of a drop game, and the castling rights
// the player grants, each offered only where the engine would accept it.

import { kindOf, pieceSvg } from './board/pieces.js';
import { kindWord, language, t } from './i18n.js';
import { sideName } from './words.js';

/** The page's name of a piece of `side` and the kind named `kind`: `white-promoted-pawn`. */
export function pieceOf(side, kind) {
  return `${side}-${kind.replace(/ /g, '-')}`;
}

/** What a click with `tool` (a piece, or `empty`) leaves on a square holding `piece`: the same
 * piece clicked again takes it away. */
export function placedPiece(tool, piece) {
  if (tool === 'empty' || piece === tool) return null;
  return tool;
}

/** The castling rights of a FEN (its third field, `KQkq`), as a set of letters. */
export function rightsOf(fen) {
  const field = String(fen).trim().split(/\s+/)[2] || '-';
  return new Set(field === '-' ? [] : [...field]);
}

/** The object `Game.fromLayout` reads: `hands` maps `side:kind` to a count, `castling` is a set
 * of right letters. */
export function layoutOf(toMove, pieces, hands, castling) {
  return {
    toMove,
    pieces: [...pieces].map(([square, piece]) => ({ square, piece })),
    hands: [...hands]
      .filter(([, count]) => count > 0)
      .map(([key, count]) => {
        const [side, kind] = key.split(':');
        return { side, kind, count };
      }),
    castling: castling.size ? 'KQkq'.split('').filter((r) => castling.has(r)).join('') : null,
  };
}

/** The hands as the page draws them (`{side, kind, piece, count}`), from `side:kind` counts. */
export function handViews(hands) {
  return [...hands]
    .filter(([, count]) => count > 0)
    .map(([key, count]) => {
      const [side, kind] = key.split(':');
      return { side, kind, piece: pieceOf(side, kind), count };
    });
}

function toolButton(value, content, label, pressed, choose) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'builder-tool';
  b.dataset.tool = value;
  b.setAttribute('aria-pressed', String(pressed));
  b.title = label;
  b.setAttribute('aria-label', label);
  b.append(content);
  b.addEventListener('click', () => choose(value));
  return b;
}

/** Fills `box` with a button for every piece of both sides and one that removes; `choose(tool)`
 * hears the one picked. */
export function renderPalette(box, info, tool, pieceSet, choose) {
  const remove = document.createElement('span');
  remove.textContent = '✕';
  const buttons = [toolButton('empty', remove, t('ui.remove'), tool === 'empty', choose)];
  for (const side of ['white', 'black']) {
    for (const kind of info.kinds) {
      const piece = pieceOf(side, kind.name);
      const picture = pieceSvg(kindOf(info, piece), side, side === 'white' ? 'up' : 'down', pieceSet);
      const label = `${sideName(side)}: ${kindWord(kind.name)}`;
      buttons.push(toolButton(piece, picture, label, tool === piece, choose));
    }
  }
  box.replaceChildren(...buttons);
}

/** Fills `box` with a count for every kind a hand may hold, side by side; `change(key, count)`
 * hears a count changed (`key`: `side:kind`, the page's side, on each input as `data-in-hand`).
 * Counts already drawn for the same game are only updated, so the one being typed in or stepped
 * keeps its focus. */
export function renderHandCounts(box, info, hands, pieceSet, change) {
  const drawn = `${info.name}|${pieceSet}|${language()}`;
  if (box.dataset.drawn === drawn) {
    for (const input of box.querySelectorAll('input[data-in-hand]')) {
      const value = String(hands.get(input.dataset.inHand) || 0);
      if (input.value !== value && document.activeElement !== input) input.value = value;
    }
    return;
  }
  box.dataset.drawn = drawn;
  const rows = ['white', 'black'].map((side) => {
    const row = document.createElement('div');
    row.className = 'editor-hand';
    const name = document.createElement('span');
    name.className = 'editor-hand-side';
    name.textContent = sideName(side);
    row.append(name);
    for (const kind of info.handKinds) {
      const key = `${side}:${kind}`;
      const label = document.createElement('label');
      label.className = 'editor-hand-count';
      label.title = kindWord(kind);
      label.append(pieceSvg(kindOf(info, pieceOf(side, kind)), side, 'up', pieceSet));
      const input = document.createElement('input');
      input.type = 'number';
      input.min = '0';
      input.max = '60';
      input.value = String(hands.get(key) || 0);
      input.dataset.inHand = key;
      input.setAttribute('aria-label', t('editor.in-hand', { side: sideName(side), piece: kindWord(kind) }));
      input.addEventListener('change', () => {
        const n = Math.min(60, Math.max(0, Number.parseInt(input.value, 10) || 0));
        input.value = String(n);
        change(key, n);
      });
      label.append(input);
      row.append(label);
    }
    return row;
  });
  box.replaceChildren(...rows);
}

/** Fills `box` with a checkbox for each castling right: `available` (a set of letters) are
 * those the engine accepts in the position, `chosen` those granted; `toggle(letter, on)`. */
export function renderCastling(box, available, chosen, toggle) {
  const legend = document.createElement('legend');
  legend.textContent = t('editor.castling');
  const boxes = [
    ['K', 'white', 'O-O'],
    ['Q', 'white', 'O-O-O'],
    ['k', 'black', 'O-O'],
    ['q', 'black', 'O-O-O'],
  ].map(([letter, side, sign]) => {
    const label = document.createElement('label');
    label.className = 'editor-right';
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.dataset.right = letter;
    input.disabled = !available.has(letter);
    input.checked = chosen.has(letter) && available.has(letter);
    input.addEventListener('change', () => toggle(letter, input.checked));
    label.append(input, ` ${sideName(side)} ${sign}`);
    return label;
  });
  box.replaceChildren(legend, ...boxes);
}
