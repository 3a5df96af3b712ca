// The move list as a tree (issue 77): the main line in rows of two moves, and after a move its
// comment and the side lines that are its alternatives, each an element carrying
// `data-variation`, nested side lines inside. Every move is a button carrying `data-node` (the
// engine's id of the move); the main line's also carry `data-ply` and, once marked,
// `data-judgement`. The controls below the list make the side line shown the main line, delete
// it, or write a comment on the move shown. The engine (`Game.tree()` and its calls) holds the
// tree; text from a file is only ever set as text.

import { errorText } from './files.js';
import { t } from './i18n.js';
import { numberingOffset } from './state.js';

const $ = (id) => document.getElementById(id);

/** What a move's marks say: NAG → [symbol, judgement]. */
const MARKS = { 1: ['!'], 2: ['?', 'mistake'], 3: ['!!'], 4: ['??', 'blunder'], 5: ['!?'], 6: ['?!', 'inaccuracy'] };

/** The judgement the marks `nags` give a move (`inaccuracy`, `mistake`, `blunder`), if any. */
export function judgement(nags) {
  for (const n of nags || []) if (MARKS[n] && MARKS[n][1]) return MARKS[n][1];
  return null;
}

/** `node`'s move with its marks (`18-23?!`). */
function marked(node) {
  return node.notation + (node.nags || []).map((n) => (MARKS[n] ? MARKS[n][0] : '')).join('');
}

/** A move's number and whether it is the second player's, by its ply. */
function numbering(state, ply) {
  const slot = ply - 1 + numberingOffset(state);
  return { number: Math.floor(slot / 2) + 1, second: slot % 2 === 1 };
}

function span(className, text) {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
}

/** A move's button: `label` its text, classes for the move shown and the line played. */
function moveButton(node, label, main) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'move';
  b.textContent = label;
  b.dataset.node = node.id;
  if (main) b.dataset.ply = node.ply;
  const judged = judgement(node.nags);
  if (judged) b.dataset.judgement = judged;
  if (node.eval) b.title = node.eval;
  b.classList.toggle('current', node.current);
  b.classList.toggle('future', !node.onLine);
  if (node.current) b.setAttribute('aria-current', 'true');
  return b;
}

/** A side line: its moves numbered where due, their comments, and the side lines nested in it. */
function sideLine(state, line) {
  const box = document.createElement('span');
  box.className = 'variation';
  box.dataset.variation = '';
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', t('variations.side-line'));
  let numbered = true;
  line.forEach((node) => {
    if (node.before) box.append(span('move-comment', node.before));
    const { number, second } = numbering(state, node.ply);
    const label = !second ? `${number}. ${marked(node)}` : numbered || node.before ? `${number}… ${marked(node)}` : marked(node);
    box.append(moveButton(node, label, false));
    numbered = false;
    if (node.comment) {
      box.append(span('move-comment', node.comment));
      numbered = true;
    }
    for (const alt of node.variations) {
      box.append(sideLine(state, alt));
      numbered = true;
    }
  });
  return box;
}

/** The rows of the move list: `{number, cells}` rows of the main line, and after a move with a
 * comment or side lines, a row `{notes}` of those. */
function treeRows(state, main) {
  const rows = [];
  let row = null;
  for (const node of main) {
    const { number, second } = numbering(state, node.ply);
    if (!row || !second) {
      row = { number, cells: [null, null] };
      rows.push(row);
    }
    row.cells[second ? 1 : 0] = node;
    if (node.comment || node.variations.length) {
      rows.push({ notes: node });
      row = null;
    }
  }
  return rows;
}

/** Draws the move list from `state.tree` (the engine's `Game.tree()`). */
export function renderMoveTree(state) {
  const list = $('moves');
  const tree = state.tree;
  const items = [];
  if (tree && tree.comment) {
    const li = document.createElement('li');
    li.className = 'line-notes';
    li.append(span('move-comment', tree.comment));
    items.push(li);
  }
  for (const row of treeRows(state, tree ? tree.main : [])) {
    const li = document.createElement('li');
    if (row.cells) {
      li.append(span('move-no', `${row.number}.`));
      for (const node of row.cells) {
        if (node) {
          li.append(moveButton(node, marked(node), true));
        } else {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'move';
          b.textContent = '…';
          b.disabled = true;
          li.append(b);
        }
      }
    } else {
      li.className = 'line-notes';
      if (row.notes.comment) li.append(span('move-comment', row.notes.comment));
      for (const alt of row.notes.variations) li.append(sideLine(state, alt));
    }
    items.push(li);
  }
  list.replaceChildren(...items);
  const cur = list.querySelector('.current');
  if (cur) scrollWithin(list, cur);
  renderLineTools(state);
}

/** Scrolls `list` (and nothing else: `scrollIntoView` would scroll the page too, taking a phone's
 * board off the screen) just enough to show `item`. */
function scrollWithin(list, item) {
  const outer = list.getBoundingClientRect();
  const inner = item.getBoundingClientRect();
  if (inner.top < outer.top) list.scrollTop -= outer.top - inner.top;
  else if (inner.bottom > outer.bottom) list.scrollTop += inner.bottom - outer.bottom;
}

/** The move shown as a node of the tree (the start: `{id: 0}`), with its comment. */
function shownNode(tree) {
  if (!tree) return null;
  if (tree.current === 0) return { id: 0, comment: tree.comment };
  const find = (line) => {
    for (const node of line) {
      if (node.id === tree.current) return node;
      for (const alt of node.variations) {
        const found = find(alt);
        if (found) return found;
      }
    }
    return null;
  };
  return find(tree.main);
}

function renderLineTools(state) {
  const tree = state.tree;
  const side = Boolean(tree && tree.inSideLine) && !state.replaying;
  $('promote-line').hidden = !side;
  $('delete-line').hidden = !side;
  const box = $('move-comment');
  const node = shownNode(tree);
  box.disabled = !node;
  box.dataset.node = node ? node.id : '';
  if (document.activeElement !== box) box.value = node ? node.comment || '' : '';
  $('move-comment-label').textContent = node && node.id ? t('variations.comment') : t('variations.game-comment');
}

/** The controls of the tree: moves of the list by click or key, promote, delete, comment. */
export class Variations {
  /** `app`: the controller (app.js), whose `game`, `state`, `replay`, `interrupt`, `changed`
   * and `say` this uses. */
  constructor(app) {
    this.app = app;
  }

  listen() {
    $('moves').addEventListener('click', (e) => {
      const b = e.target.closest('[data-node]');
      if (b) this.goToNode(Number(b.dataset.node));
    });
    $('promote-line').addEventListener('click', () => this.promote());
    $('delete-line').addEventListener('click', () => this.deleteLine());
    const box = $('move-comment');
    box.addEventListener('change', () => this.comment(Number(box.dataset.node), box.value));
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') box.blur();
      e.stopPropagation();
    });
  }

  /** Shows the position after the move `id`; its line becomes the line played. */
  goToNode(id) {
    const app = this.app;
    app.replay.pause();
    app.interrupt();
    app.state.message = null;
    app.game.goToNode(id);
    app.changed();
    const b = $('moves').querySelector(`[data-node="${id}"]`);
    if (b && $('moves').contains(document.activeElement)) b.focus({ preventScroll: true });
  }

  promote() {
    const app = this.app;
    app.game.promote(app.state.tree.current);
    app.say(t('variations.promoted'), 'info');
    app.changed();
  }

  deleteLine() {
    const app = this.app;
    app.interrupt();
    try {
      app.game.deleteLine(app.state.tree.current);
      app.say(t('variations.deleted'), 'info');
    } catch (err) {
      app.say(errorText(err));
    }
    app.changed();
  }

  comment(id, text) {
    const app = this.app;
    if (!Number.isInteger(id) || !app.game.setComment(id, text)) return;
    app.changed();
  }
}
