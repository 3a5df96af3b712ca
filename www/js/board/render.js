// Draws the board from the state: the grid of cells is rebuilt only when the game or the
// orientation changes; each render then updates pieces, highlights and data attributes.

import {
  bottomColor,
  capturedSoFar,
  currentHint,
  gameInfo,
  humanToMove,
  isOver,
  movable,
  targets,
} from '../state.js';

const FILES = 'abcdefghijklmnopqrstuvwxyz';

function pieceWords(piece) {
  if (!piece) return 'empty';
  const [color, role] = piece.split('-');
  return `${color} ${role}`;
}

/** Builds the cells of the board for the current game and orientation. */
function build(el, state) {
  const info = gameInfo(state);
  const flip = bottomColor(state) === 'black';
  const { rows, cols } = info;
  const byCell = new Map(state.layout.map((s) => [`${s.row},${s.col}`, s.name]));
  el.replaceChildren();
  el.style.setProperty('--cols', cols);
  el.style.setProperty('--rows', rows);
  const squares = new Map();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const row = flip ? rows - 1 - r : r;
      const col = flip ? cols - 1 - c : c;
      const name = byCell.get(`${row},${col}`);
      const cell = document.createElement('div');
      cell.setAttribute('role', 'gridcell');
      cell.className = name ? 'cell dark' : 'cell light';
      if (name) {
        cell.dataset.square = name;
        cell.tabIndex = -1;
        if (info.notation !== 'algebraic') {
          const num = document.createElement('span');
          num.className = 'num';
          num.textContent = name;
          num.setAttribute('aria-hidden', 'true');
          cell.append(num);
        }
        squares.set(name, cell);
      }
      if (info.notation === 'algebraic') {
        if (r === rows - 1) cell.append(coord('file', FILES[col]));
        if (c === 0) cell.append(coord('rank', String(rows - row)));
      }
      el.append(cell);
    }
  }
  // One square in the tab order; the arrow keys move between squares (board/input.js).
  const first = squares.values().next().value;
  if (first) first.tabIndex = 0;
  return squares;
}

function coord(kind, text) {
  const s = document.createElement('span');
  s.className = `coord ${kind}`;
  s.textContent = text;
  s.setAttribute('aria-hidden', 'true');
  return s;
}

/** Renders `state` into the board element `el`. Returns the square elements by name. */
export function renderBoard(el, state) {
  const key = `${state.variant}|${bottomColor(state)}|${state.layout.length}`;
  if (el._key !== key) {
    el._squares = build(el, state);
    el._key = key;
  }
  const squares = el._squares;
  const status = state.status;
  el.dataset.variant = state.variant;
  el.dataset.toMove = status.toMove;
  el.dataset.orientation = bottomColor(state);
  const r = status.result;
  if (r.state === 'ongoing') delete el.dataset.result;
  else el.dataset.result = r.winner || 'draw';
  el.dataset.busy = state.busy || state.thinking ? 'true' : 'false';

  const human = humanToMove(state);
  const landings = human ? targets(state) : { next: new Set(), final: new Set() };
  const doomed = capturedSoFar(state);
  const last = status.ply > 0 ? state.history[status.ply - 1] : null;
  const bot = state.botMove;
  const mustCapture = human && state.legal.some((m) => m.captured.length) ? movable(state) : new Set();
  const sidePieces = human ? movable(state) : new Set();
  const hint = currentHint(state);
  const hinted = hint && hint.info && hint.info.move;

  for (const [name, cell] of squares) {
    const piece = state.pieces.get(name) || null;
    let pieceEl = cell.querySelector('.piece');
    if (!piece && pieceEl) {
      pieceEl.remove();
      pieceEl = null;
    } else if (piece && (!pieceEl || pieceEl.dataset.piece !== piece || pieceEl.dataset.moved)) {
      const fresh = document.createElement('div');
      fresh.className = 'piece';
      fresh.dataset.piece = piece;
      if (pieceEl) pieceEl.replaceWith(fresh);
      else cell.append(fresh);
      pieceEl = fresh;
    }
    if (pieceEl) pieceEl.classList.toggle('doomed', doomed.has(name));
    const cls = cell.classList;
    cls.toggle('selected', state.selected === name);
    cls.toggle('target', landings.next.has(name));
    cls.toggle('ends-move', landings.final.has(name));
    cls.toggle('path', state.partial.includes(name));
    cls.toggle('last', Boolean(last && !bot && (last.from === name || last.path.includes(name))));
    cls.toggle('bot-move', Boolean(bot && (bot.from === name || bot.path.includes(name))));
    cls.toggle('bot-capture', Boolean(bot && bot.captured.includes(name)));
    cls.toggle('hint-from', Boolean(hinted && hinted.from === name));
    cls.toggle('hint-path', Boolean(hinted && hinted.path.includes(name)));
    cls.toggle('hint-capture', Boolean(hinted && hinted.captured.includes(name)));
    cls.toggle('must-capture', mustCapture.has(name));
    cls.toggle('can-move', sidePieces.has(name));
    const words = pieceWords(piece);
    cell.setAttribute('aria-label', `Square ${name}, ${words}`);
    cell.setAttribute('aria-selected', state.selected === name ? 'true' : 'false');
  }
  el.classList.toggle('over', isOver(state));
  return squares;
}
