// Turns pointer and keyboard events on the board into square activations: a press on a square,
// or a drag of the selected piece dropped on another square. Works with mouse, pen and touch.

const DRAG_THRESHOLD = 6;

function squareAt(x, y) {
  const el = document.elementFromPoint(x, y);
  return el ? el.closest('[data-square]') : null;
}

/**
 * Listens on `board`. `handlers`:
 * - `press(square)`: a square was pressed (or activated with Enter/Space; Escape presses the
 *   selected square until it is let go);
 * - `drop(square)`: the selected piece was dragged and dropped on `square`;
 * - `selected()`: the currently selected square, if any.
 */
export function attachInput(board, handlers) {
  let drag = null;

  function reset() {
    if (drag && drag.piece) {
      drag.piece.classList.remove('dragging');
      drag.piece.style.transform = '';
    }
    drag = null;
  }

  board.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || drag) return;
    const cell = e.target.closest('[data-square]');
    if (!cell) return;
    e.preventDefault();
    const square = cell.dataset.square;
    const reselect = handlers.selected() === square;
    if (!reselect) handlers.press(square);
    if (handlers.selected() !== square) return;
    const piece = cell.querySelector('.piece');
    drag = { id: e.pointerId, square, piece, x: e.clientX, y: e.clientY, moved: false, reselect };
    board.setPointerCapture(e.pointerId);
  });

  board.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.id || !drag.piece) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    drag.moved = true;
    drag.piece.classList.add('dragging');
    drag.piece.style.transform = `translate(${dx}px, ${dy}px)`;
  });

  board.addEventListener('pointerup', (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const { moved, square, reselect } = drag;
    reset();
    if (moved) {
      const target = squareAt(e.clientX, e.clientY);
      if (target && target.dataset.square !== square) handlers.drop(target.dataset.square);
    } else if (reselect) {
      handlers.press(square);
    }
  });

  board.addEventListener('pointercancel', reset);
  board.addEventListener('lostpointercapture', (e) => {
    if (drag && e.pointerId === drag.id) reset();
  });

  board.addEventListener('keydown', (e) => {
    const cell = e.target.closest('[data-square]');
    if (!cell) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      handlers.press(cell.dataset.square);
      return;
    }
    if (e.key === 'Escape') {
      letGo(handlers);
      return;
    }
    const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (!step) return;
    e.preventDefault();
    const next = neighbour(board, cell, step);
    if (next) {
      cell.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    }
  });
}

/** Lets go of the selected piece by pressing it again: once to undo the landings chosen so far,
 * once more to drop the selection. */
function letGo(handlers) {
  const selected = handlers.selected();
  for (let i = 0; i < 2 && selected && handlers.selected() === selected; i++) handlers.press(selected);
}

/** The nearest playable square from `cell` in direction `[dr, dc]` of the grid. */
function neighbour(board, cell, [dr, dc]) {
  const cells = Array.from(board.querySelectorAll('.cell'));
  const cols = Number(getComputedStyle(board).getPropertyValue('--cols')) || 8;
  const rows = cells.length / cols;
  const i = cells.indexOf(cell);
  const r = Math.floor(i / cols);
  const c = i % cols;
  const at = (rr, cc) =>
    rr >= 0 && rr < rows && cc >= 0 && cc < cols && cells[rr * cols + cc].dataset.square ? cells[rr * cols + cc] : null;
  if (dr) return at(r + dr, c + 1) || at(r + dr, c - 1) || at(r + dr, c);
  return at(r, c + 2 * dc) || at(r, c + dc);
}
