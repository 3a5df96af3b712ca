// The move box's words, for keyboard and screen-reader players: which legal moves a typed
// beginning may complete to, and the short commands that read the position aloud (`/w` and `/b`
// the pieces of a side, `/r 3` a row, `/d c3` the diagonals through a square, `/l` the last move,
// `/c` the clocks, `/?` this list), answered in words of the page's language.

import { clockText } from './clock.js';
import { kindWord, t } from './i18n.js';
import { gameInfo, opponent } from './state.js';
import { pieceWords, sideKey, sideName } from './words.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The moves of `legal` (the page's move views) whose notation or full notation begins with
 * `text`: matched with its case first (`B` a bishop, `b` a file), else without. */
export function movesBeginning(legal, text) {
  const begins = (fold) => {
    const f = (s) => (fold ? s.toLowerCase() : s);
    const want = f(text);
    return legal.filter((m) => f(m.notation).startsWith(want) || f(m.full).startsWith(want));
  };
  const exact = begins(false);
  return exact.length ? exact : begins(true);
}

/** A reading of the move box's text `typed` (`MoveBox.read`, move-box.js) in words: the move
 * Enter plays (`ahead`: said before Enter is pressed), the moves the text may begin, or why it
 * names none (while typing, a text no move begins with says just that). */
export function typedWords(reading, typed, ahead = false) {
  if (reading.move) return t('typed.unique', { move: reading.move.notation });
  if (reading.choices) return t('typed.several', { moves: list(reading.choices.map((m) => m.notation)) });
  if (ahead && !reading.whole) return t('typed.none', { text: typed });
  return t('typed.refused', { move: typed, error: reading.error });
}

function list(items, most = 8) {
  return items.length > most ? `${items.slice(0, most).join(', ')}, …` : items.join(', ');
}

/** The answer to the command `text` (`/w`, `/r 3` …) on the position of `state` with the clock
 * `clock` (its `times`, or null without one); null if `text` is not a command. */
export function readPosition(text, state, clock) {
  const typed = text.trim();
  if (!typed.startsWith('/')) return null;
  const [word, arg = ''] = typed.slice(1).trim().split(/\s+/);
  const command = (word || '').toLowerCase();
  const side = ['white', 'black'].find((c) => sideKey(c)[0] === command);
  if (side && command.length === 1) return sidePieces(state, side);
  switch (command) {
    case 'r':
      return row(state, arg);
    case 'd':
      return diagonals(state, arg);
    case 'l':
      return lastMove(state);
    case 'c':
      return clocks(clock);
    case '?':
    case 'h':
    case '':
      return t('read.help');
    default:
      return `${t('read.unknown', { command: typed })} ${t('read.help')}`;
  }
}

/** A square of the board and what stands on it, in words: "c3 White man". */
function squareWords(state, name, family) {
  return t('read.at', { square: name, contents: pieceWords(state.pieces.get(name) || null, family) });
}

function sidePieces(state, color) {
  const { family } = gameInfo(state);
  const kinds = new Map();
  for (const s of byReading(state.layout.squares)) {
    const piece = state.pieces.get(s.name);
    if (!piece || !piece.startsWith(`${color}-`)) continue;
    const kind = piece.slice(color.length + 1).replace(/-/g, ' ');
    if (!kinds.has(kind)) kinds.set(kind, []);
    kinds.get(kind).push(s.name);
  }
  const word = (kind) => (family === 'piece' ? kindWord(kind) : t(`role.${kind}`));
  const parts = [...kinds].map(([kind, squares]) => t('read.kind', { kind: word(kind), squares: squares.join(', ') }));
  const hand = (state.hands || []).filter((h) => h.side === color && h.count > 0);
  if (hand.length) {
    parts.push(t('read.hand', { pieces: hand.map((h) => `${kindWord(h.kind)} ×${h.count}`).join(', ') }));
  }
  return t('read.side', { side: sideName(color), pieces: parts.length ? parts.join('; ') : t('read.no-pieces') });
}

/** The squares `squares` in reading order from the first side's view: the row nearest it
 * first, each row from its left. */
function byReading(squares) {
  return [...squares].sort((a, b) => b.row - a.row || a.col - b.col);
}

function row(state, arg) {
  const { rows } = state.layout;
  const { family } = gameInfo(state);
  // Shogi counts its ranks from the top, by letter (`c`) or number (3, written 三); every other
  // board by numbers from the first side's home row.
  const lettered = gameInfo(state).notation === 'shogi';
  const number = /^\d+$/.test(arg) ? Number(arg) : lettered && arg.length === 1 ? LETTERS.indexOf(arg.toLowerCase()) + 1 : NaN;
  if (!(number >= 1 && number <= rows)) return t('read.no-row', { row: arg || '?', last: rows });
  const layoutRow = lettered ? number - 1 : rows - number;
  const squares = byReading(state.layout.squares.filter((s) => s.row === layoutRow));
  const name = lettered ? LETTERS[layoutRow] : String(number);
  return t('read.row', { row: name, squares: squares.map((s) => squareWords(state, s.name, family)).join(', ') });
}

function diagonals(state, arg) {
  const { family } = gameInfo(state);
  const at = state.layout.squares.find((s) => s.name.toLowerCase() === arg.toLowerCase());
  if (!at) return t('read.no-square', { square: arg || '?' });
  const lines = [(s) => s.row - s.col === at.row - at.col, (s) => s.row + s.col === at.row + at.col]
    .map((on) => byReading(state.layout.squares.filter(on)))
    .filter((line) => line.length > 1);
  if (!lines.length) return t('read.no-diagonal', { square: at.name });
  return lines
    .map((line) =>
      t('read.diagonal', {
        from: line[0].name,
        to: line[line.length - 1].name,
        squares: line.map((s) => squareWords(state, s.name, family)).join(', '),
      }),
    )
    .join(' ');
}

function lastMove(state) {
  const ply = state.status ? state.status.ply : 0;
  if (ply === 0) return t('read.no-move');
  const mover = opponent(state.status.toMove);
  return t('announce.move', { side: sideName(mover), move: state.history[ply - 1].notation });
}

function clocks(clock) {
  if (!clock || !clock.times) return t('read.no-clock');
  return t('read.clocks', {
    white: sideName('white'),
    whiteTime: clockText(clock.times.white),
    black: sideName('black'),
    blackTime: clockText(clock.times.black),
  });
}
