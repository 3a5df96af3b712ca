// The built-in help: the rules of every game, each with small diagrams drawn by the board's own
// code from positions the engine checks, the house rules, and how to use the page. Its words come
// from a content file per language (help/en.js, …); the positions from help/diagrams.js.

import { Game, gameEntry, games as engineGames, layout, opponents as engineOpponents } from '../../pkg/dama.js';
import { renderBoard } from './board/render.js';
import { DIAGRAMS } from './help/diagrams.js';
import cs from './help/cs.js';
import en from './help/en.js';
import pl from './help/pl.js';
import ru from './help/ru.js';
import { initialState } from './state.js';

const CONTENT = { en, cs, pl, ru };
const HOUSE = 'house';
const TOPICS = ['board', 'men', 'pieces', 'kings', 'capture', 'promotion', 'promote', 'special', 'drops', 'end', 'draws'];
const SVG = 'http://www.w3.org/2000/svg';

/** The help's words for `lang` (a language tag such as `cs-CZ`): that language's, else English. */
export function helpContent(lang) {
  const base = String(lang || '').toLowerCase().split('-')[0];
  return CONTENT[base] || en;
}

function legalMove(game, text) {
  return game.legalMoves().find((m) => m.full === text || m.notation === text) || null;
}

/** What a diagram of `variant` shows: a still board state of its position for `renderBoard` (the
 * page's fresh state with the position in it, no move offered), its squares marked, and its
 * arrows (`{squares, kind}`). Throws when the engine refuses the position, or its `move` is not
 * legal there. */
export function diagramView(variant, diagram) {
  const game = Game.fromFen(variant, diagram.fen);
  try {
    const marks = new Map();
    for (const [kind, squares] of Object.entries(diagram.marks || {})) {
      for (const square of squares) marks.set(square, kind);
    }
    const arrows = [];
    if (diagram.move) {
      const move = legalMove(game, diagram.move);
      if (!move) throw new Error(`${diagram.move} is not a legal move in ${diagram.fen}`);
      for (const square of move.path) marks.set(square, 'path');
      for (const square of move.captured) marks.set(square, 'captured');
      if (!move.drop) {
        marks.set(move.from, 'from');
        arrows.push({ squares: [move.from, ...move.path], kind: 'move' });
      }
    }
    arrows.push(...(diagram.arrows || []));
    const state = Object.assign(initialState(engineGames(), engineOpponents()), {
      variant,
      layout: layout(variant),
      info: gameEntry(variant),
      flipped: false,
      pieces: new Map(game.pieces().map((p) => [p.square, p.piece])),
      status: game.status(),
      startFen: game.startFen(),
      still: true,
      marks,
    });
    return { state, arrows };
  } finally {
    game.free();
  }
}

/** An element `tag` with `props` set as properties and `children` (nodes or strings) appended. */
function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith('aria-') || key.startsWith('data-') || key === 'role') el.setAttribute(key, value);
    else el[key] = value;
  }
  el.append(...children.flat(Infinity));
  return el;
}

function svg(tag, attrs) {
  const el = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
  return el;
}

/** The unit vector from point `a` to point `b`. */
function direction([ax, ay], [bx, by]) {
  const length = Math.hypot(bx - ax, by - ay);
  return [(bx - ax) / length, (by - ay) / length];
}

/** The arrows of a diagram over its board, in the units of the board's frame (a cell is 1 by 1):
 * a line through the centres of `squares`, with a head on the last one. */
function arrowLayer(board, arrows) {
  const at = new Map(board.squares.map((s) => [s.name, [s.col + 0.5, s.row + 0.5]]));
  const layer = svg('svg', { class: 'arrows', viewBox: `0 0 ${board.cols} ${board.rows}`, 'aria-hidden': 'true' });
  for (const { squares, kind = 'move' } of arrows) {
    const points = squares.map((s) => at.get(s));
    const [dx, dy] = direction(points[points.length - 2], points[points.length - 1]);
    const [tx, ty] = points[points.length - 1];
    const base = [tx - dx * 0.34, ty - dy * 0.34];
    const [sx, sy] = direction(points[0], points[1]);
    const first = [points[0][0] + sx * 0.3, points[0][1] + sy * 0.3];
    const line = [first, ...points.slice(1, -1), base].map((p) => p.join(',')).join(' ');
    const head = [[tx, ty], [base[0] - dy * 0.2, base[1] + dx * 0.2], [base[0] + dy * 0.2, base[1] - dx * 0.2]];
    const group = svg('g', { class: `arrow ${kind}` });
    group.append(svg('polyline', { points: line }), svg('polygon', { points: head.map((p) => p.join(',')).join(' ') }));
    layer.append(group);
  }
  return layer;
}

function diagramFigure(variant, diagram, text) {
  const caption = text.games[variant].diagrams[diagram.id];
  const figure = h('figure', { className: 'help-diagram', 'data-fen': diagram.fen, 'data-id': diagram.id });
  try {
    const { state, arrows } = diagramView(variant, diagram);
    const board = h('div', { className: 'board help-board', role: 'img', 'aria-label': caption });
    renderBoard(board, state);
    board.append(arrowLayer(state.layout, arrows));
    // A game may name its sides otherwise: shogi's first player is Black.
    const names = state.info.sideNames || ['white', 'black'];
    const mover = names[state.status.toMove === 'white' ? 0 : 1];
    figure.append(board, h('figcaption', {}, h('strong', {}, `${text.ui.toMove[mover]}. `), caption));
  } catch (err) {
    console.error(err);
    figure.append(h('p', { className: 'help-diagram-error' }, `${text.ui.diagramFailed} ${err.message || err}`));
  }
  return figure;
}

function terms(items) {
  return h('dl', { className: 'help-terms' }, items.map(([term, words]) => [h('dt', {}, term), h('dd', {}, words)]));
}

function gameArticle(variant, title, text) {
  const words = text.games[variant];
  const rules = TOPICS.filter((t) => words.rules[t]).map((t) => [text.topics[t], words.rules[t]]);
  return h(
    'article',
    { className: 'help-game', 'data-game': variant },
    h('h3', {}, title),
    h('p', { className: 'help-summary' }, words.summary),
    h(
      'div',
      { className: 'help-columns' },
      terms(rules),
      h(
        'section',
        { className: 'help-diagrams', 'aria-label': text.ui.diagrams },
        DIAGRAMS[variant].map((d) => diagramFigure(variant, d, text)),
        h('p', { className: 'help-legend' }, text.ui.legend),
      ),
    ),
  );
}

/** A piece game's article when the help has no words of its own for it (a game file's game):
 * what its game file says of it, and its pieces with their letters. */
function pieceArticle(game, title) {
  let description = '';
  try {
    description = JSON.parse(game.file).description || '';
  } catch {
    // The entry's file is the engine's own JSON; nothing to say if it cannot be read.
  }
  return h(
    'article',
    { className: 'help-game', 'data-game': game.name },
    h('h3', {}, title),
    h('p', { className: 'help-summary' }, description),
    terms((game.kinds || []).map((k) => [k.letter, k.name])),
  );
}

function houseArticle(text) {
  const { house } = text;
  return h(
    'article',
    { className: 'help-game', 'data-game': HOUSE },
    h('h3', {}, text.ui.houseRules),
    h('p', { className: 'help-summary' }, house.summary),
    terms(house.items),
    h('p', {}, house.note),
  );
}

function titleOf(game, text) {
  return (text.games[game.name] && text.games[game.name].title) || game.title;
}

/** Fills `dialog` with the help in the words of `text`, for the games `games`. */
function build(dialog, games, text) {
  const picker = h(
    'select',
    { id: 'help-game' },
    games.map((g) => h('option', { value: g.name }, titleOf(g, text))),
    h('option', { value: HOUSE }, text.ui.houseRules),
  );
  const article = h('div', { id: 'help-article' });
  const rules = h(
    'section',
    { id: 'help-rules', className: 'help-panel' },
    h('label', { className: 'field help-picker' }, h('span', {}, text.ui.gameLabel), picker),
    article,
  );
  const usage = h(
    'section',
    { id: 'help-usage', className: 'help-panel', hidden: true },
    text.usage.map((part) => [h('h3', {}, part.title), terms(part.items)]),
  );
  const tab = (id, label, panel) => {
    const button = h('button', { type: 'button', className: 'btn small', id, 'aria-pressed': 'false' }, label);
    button.addEventListener('click', () => show(panel));
    return button;
  };
  const tabs = [tab('help-tab-rules', text.ui.rulesTab, rules), tab('help-tab-usage', text.ui.usageTab, usage)];
  const show = (panel) => {
    rules.hidden = panel !== rules;
    usage.hidden = panel !== usage;
    tabs[0].setAttribute('aria-pressed', String(panel === rules));
    tabs[1].setAttribute('aria-pressed', String(panel === usage));
  };
  const close = h('button', { type: 'button', className: 'btn', id: 'help-close' }, text.ui.close);
  close.addEventListener('click', () => dialog.close());
  picker.addEventListener('change', () => {
    const game = games.find((g) => g.name === picker.value);
    let content = houseArticle(text);
    if (game && game.family === 'piece' && !text.games[game.name]) content = pieceArticle(game, titleOf(game, text));
    else if (game) content = gameArticle(game.name, titleOf(game, text), text);
    article.replaceChildren(content);
  });
  dialog.replaceChildren(
    h(
      'header',
      { className: 'help-head' },
      h('h2', { id: 'help-title' }, text.ui.title),
      h('div', { className: 'help-tabs' }, tabs),
      close,
    ),
    rules,
    usage,
  );
  return { picker, showRules: () => show(rules), onTheBoard: text.ui.onTheBoard };
}

/**
 * Opens the help dialog `dialog` on the rules of `variant` (a game of `games`, the engine's list,
 * or `house:…`), in the language `lang` (English when the help has no such language).
 */
export function openHelp(dialog, { games, variant, lang = document.documentElement.lang }) {
  const text = helpContent(lang);
  if (!dialog._help || dialog._help.text !== text) dialog._help = { text, ...build(dialog, games, text) };
  const { picker, showRules, onTheBoard } = dialog._help;
  const current = variant.startsWith(`${HOUSE}:`) ? HOUSE : variant;
  for (const option of picker.options) {
    const label = option.textContent.replace(` ${onTheBoard}`, '');
    option.textContent = option.value === current ? `${label} ${onTheBoard}` : label;
  }
  picker.value = [...picker.options].some((o) => o.value === current) ? current : games[0].name;
  picker.dispatchEvent(new Event('change'));
  showRules();
  dialog.showModal();
  picker.focus();
}
