// Draws the board from the state: the grid of cells is rebuilt only when the game or the
// orientation changes; each render then updates pieces, highlights and data attributes.
// A still board (a diagram of the help: `state.still`) is one picture named by its caption: no
// grid, no square in the tab order or labelled. `state.marks` (square → kind) marks squares of
// any board with `data-mark`.

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
import { t } from '../i18n.js';
import { contractPiece, gameTitle, pieceWords, sideKey } from '../words.js';
import { kindOf, pieceSvg } from './pieces.js';

const FILES = 'abcdefghijklmnopqrstuvwxyz';

const SVG = 'http://www.w3.org/2000/svg';

/** The lines of a board of points, drawn under its cells: one segment between each two
 * neighbouring points, in the frame's units (a cell is 1 by 1). */
function lines(board, at, flip) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'lines');
  svg.setAttribute('viewBox', `0 0 ${board.cols} ${board.rows}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  const place = (name) => {
    const { row, col } = at.get(name);
    return flip ? [board.cols - 1 - col + 0.5, board.rows - 1 - row + 0.5] : [col + 0.5, row + 0.5];
  };
  for (const [a, b] of board.lines) {
    const [x1, y1] = place(a);
    const [x2, y2] = place(b);
    const line = document.createElementNS(SVG, 'line');
    line.setAttribute('x1', x1);
    line.setAttribute('y1', y1);
    line.setAttribute('x2', x2);
    line.setAttribute('y2', y2);
    svg.append(line);
  }
  return svg;
}

/** Builds the cells of the board for the current game and orientation, from the geometry the
 * engine gives (`state.layout`): the dark squares of a draughts board, every square of a grid,
 * or points joined by lines. Every point is a cell carrying `data-square`. */
function build(el, state) {
  const info = gameInfo(state);
  const board = state.layout;
  const flip = bottomColor(state) === 'black';
  const { rows, cols, kind } = board;
  const at = new Map(board.squares.map((s) => [s.name, s]));
  const byCell = new Map(board.squares.map((s) => [`${s.row},${s.col}`, s.name]));
  el.replaceChildren();
  el.dataset.kind = kind;
  // Chess-like boards are chequered (there the colour of a square names no rule).
  const checkered = info.family === 'piece' && info.notation === 'algebraic' && kind !== 'points';
  el.dataset.checkered = String(checkered);
  const sized = el.closest('.layout') || el;
  sized.style.setProperty('--cols', cols);
  sized.style.setProperty('--rows', rows);
  if (kind === 'points') el.append(lines(board, at, flip));
  const squares = new Map();
  const coordinates = [];
  for (let r = 0; r < rows; r++) {
    // A row of the grid for assistive technology (a still board is one picture: no grid); it
    // takes no box (`display: contents`), so the cells are laid out by the board's own grid.
    const line = document.createElement('div');
    line.className = 'board-row';
    if (!state.still) line.setAttribute('role', 'row');
    for (let c = 0; c < cols; c++) {
      const row = flip ? rows - 1 - r : r;
      const col = flip ? cols - 1 - c : c;
      const name = byCell.get(`${row},${col}`);
      const cell = document.createElement('div');
      if (!state.still) cell.setAttribute('role', 'gridcell');
      cell.className = name ? 'cell dark' : `cell ${kind === 'points' ? 'void' : 'light'}`;
      if (checkered && name && (col + rows - 1 - row) % 2 === 0) cell.classList.add('shade');
      // The wood's grain, shifted on some squares across the whole board so that no two rows
      // repeat it.
      const order = r * cols + c;
      if (order % 3 === 0) cell.classList.add('grain-a');
      if (order % 5 === 1) cell.classList.add('grain-b');
      if (name) {
        cell.dataset.square = name;
        if (!state.still) cell.tabIndex = -1;
        if (kind === 'points') {
          const mark = document.createElement('span');
          mark.className = 'point-mark';
          mark.setAttribute('aria-hidden', 'true');
          cell.append(mark);
        }
        if (info.notation !== 'algebraic' && info.notation !== 'shogi') {
          const num = document.createElement('span');
          num.className = 'num';
          num.textContent = name;
          num.setAttribute('aria-hidden', 'true');
          cell.append(num);
        }
        squares.set(name, cell);
      }
      // Coordinates are the board's, not a square's: laid on the grid area of their square,
      // outside its cell, so that a square's name is what its label says.
      const ground = `on-${name ? 'dark' : 'light'}${cell.classList.contains('shade') ? ' shade' : ''}`;
      const label = (kind, text) => coordinates.push(coord(`${kind} ${ground}`, text, r, c));
      if (info.notation === 'algebraic') {
        if (r === rows - 1) label('file', FILES[FILES.indexOf(board.firstFile) + col]);
        if (c === 0) label('rank', String(rows - row));
      } else if (info.notation === 'shogi') {
        // Shogi files are numbered from the first player's right, ranks lettered from the top.
        if (r === 0) label('file above', String(cols - col));
        if (c === cols - 1) label('rank after', FILES[row]);
      }
      line.append(cell);
    }
    el.append(line);
  }
  el.append(...coordinates);
  // One square in the tab order; the arrow keys move between squares (board/input.js).
  const first = squares.values().next().value;
  if (first && !state.still) first.tabIndex = 0;
  return squares;
}

/** A coordinate (`kind`: its classes) on the grid area of row `r` and column `c`. */
function coord(kind, text, r, c) {
  const s = document.createElement('span');
  s.className = `coord ${kind}`;
  s.style.gridArea = `${r + 1} / ${c + 1} / ${r + 2} / ${c + 2}`;
  s.textContent = text;
  s.setAttribute('aria-hidden', 'true');
  return s;
}

/** Renders `state` into the board element `el`. Returns the square elements by name. */
export function renderBoard(el, state) {
  const key = `${state.variant}|${bottomColor(state)}|${state.layout.squares.length}|${state.pieceSet}`;
  if (el._key !== key) {
    el._squares = build(el, state);
    el._key = key;
  }
  const squares = el._squares;
  const status = state.status;
  el.dataset.variant = state.variant;
  // The sides as the game names them (DESIGN.md's page contract): shogi's first player is black.
  el.dataset.toMove = sideKey(status.toMove);
  el.dataset.orientation = sideKey(bottomColor(state));
  const r = status.result;
  if (r.state === 'ongoing') delete el.dataset.result;
  else el.dataset.result = r.winner ? sideKey(r.winner) : 'draw';
  el.dataset.busy = state.busy || state.thinking ? 'true' : 'false';

  const human = humanToMove(state);
  const landings = human ? targets(state) : { next: new Set(), final: new Set(), captures: new Set() };
  const pending = state.pending && state.pending.move;
  const doomed = pending ? new Set(pending.captured) : capturedSoFar(state);
  const last = status.ply > 0 ? state.history[status.ply - 1] : null;
  const bot = state.botMove;
  const cellWords = state.layout.kind === 'points' ? 'cell.point' : 'cell.square';
  const info = gameInfo(state);
  if (info && !state.still) el.setAttribute('aria-label', t('board.named', { game: gameTitle(info) }));
  const pieceGame = info.family === 'piece';
  const mustCapture =
    human && !pieceGame && state.legal.some((m) => m.captured.length) ? movable(state) : new Set();
  const check = new Set((status.check || []));
  const sidePieces = human ? movable(state) : new Set();
  const hint = currentHint(state);
  const hinted = hint && hint.info && hint.info.move;

  for (const [name, cell] of squares) {
    const piece = state.pieces.get(name) || null;
    const named = piece && contractPiece(piece);
    let pieceEl = cell.querySelector('.piece');
    if (!piece && pieceEl) {
      pieceEl.remove();
      pieceEl = null;
    } else if (piece && (!pieceEl || pieceEl.dataset.piece !== named || pieceEl.dataset.moved)) {
      const fresh = document.createElement('div');
      fresh.className = 'piece';
      fresh.dataset.piece = named;
      if (pieceGame) {
        const side = piece.slice(0, piece.indexOf('-'));
        const pointing = side === bottomColor(state) ? 'up' : 'down';
        fresh.classList.add('figure');
        fresh.append(pieceSvg(kindOf(info, piece), side, pointing, state.pieceSet));
      }
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
    cls.toggle('pending', Boolean(pending && (pending.from === name || pending.path.includes(name))));
    cls.toggle('last', Boolean(last && !bot && (last.from === name || last.path.includes(name))));
    cls.toggle('bot-move', Boolean(bot && (bot.from === name || bot.path.includes(name))));
    cls.toggle('bot-capture', Boolean(bot && bot.captured.includes(name)));
    cls.toggle('hint-from', Boolean(hinted && hinted.from === name));
    cls.toggle('hint-path', Boolean(hinted && hinted.path.includes(name)));
    cls.toggle('hint-capture', Boolean(hinted && hinted.captured.includes(name)));
    cls.toggle('must-capture', mustCapture.has(name));
    cls.toggle('can-move', sidePieces.has(name));
    cls.toggle('check', check.has(name));
    if (check.has(name)) cell.dataset.check = 'true';
    else delete cell.dataset.check;
    const mark = state.marks && state.marks.get(name);
    if (mark) cell.dataset.mark = mark;
    else delete cell.dataset.mark;
    if (state.still) continue;
    const can = landings.next.has(name) || landings.final.has(name);
    const go = landings.captures.has(name) ? 'cell.capture-here' : 'cell.go-here';
    const contents = pieceWords(piece, info && info.family) + (can ? `, ${t(go)}` : '');
    cell.setAttribute('aria-label', t(cellWords, { name, contents }));
    cell.setAttribute('aria-selected', state.selected === name ? 'true' : 'false');
  }
  el.classList.toggle('over', isOver(state));
  return squares;
}
