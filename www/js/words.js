// The engine's values in words of the page's language: sides, results and the rules that
// forbid a move, each from its code and values (www/js/i18n/).

import { kindWord, t, tOr } from './i18n.js';

// The game's own names of the page's two sides: shogi's first player (`white` to the page) is
// Black (sente).
let sideNames = { white: 'white', black: 'black' };
// What players call them, where not by their colour: xiangqi's first side is Red.
let sideWords = sideNames;

/** Takes the game's names of its first and second side (`['black', 'white']` in shogi), or the
 * usual ones when it gives none, and what players call them (`['red', 'black']` in xiangqi). */
export function setSideNames(names, words) {
  sideNames = names ? { white: names[0], black: names[1] } : { white: 'white', black: 'black' };
  sideWords = words ? { white: words[0], black: words[1] } : sideNames;
}

/** The game's own name (`white` or `black`) for the page's side `color` (shogi's first player,
 * the page's `white`, is `black`). */
export function sideKey(color) {
  return sideNames[color] || color;
}

/** What players call the page's side `color` (`red` for xiangqi's first side), else its colour
 * as the game names it. */
export function sideWord(color) {
  return sideWords[color] || sideKey(color);
}

/** The piece `piece` (`white-king`, the page's side first) as the page contract names it, with
 * the game's own side: shogi's first player's king is `black-king`. */
export function contractPiece(piece) {
  const cut = piece.indexOf('-');
  return `${sideKey(piece.slice(0, cut))}${piece.slice(cut)}`;
}

/** `white` or `black` as a word: "White", or the game's own name for that side ("Red"). */
export function sideName(color) {
  const word = sideWord(color);
  return tOr(`side.${word}`, word);
}

/** The piece `piece` (`white-man`, `black-promoted-pawn`) of a game of the `family` given, in
 * words of the page's language with its side as the game names it; or that the square is empty. */
export function pieceWords(piece, family) {
  if (!piece) return t('cell.empty');
  const cut = piece.indexOf('-');
  if (family !== 'piece') return t(`ui.${piece.replace('-', '_')}`);
  return t('cell.piece', { side: sideName(piece.slice(0, cut)), piece: kindWord(piece.slice(cut + 1).replace(/-/g, ' ')) });
}

/** `items` as a list in words, the last two joined by the word `joiner` names (`word.or`,
 * `word.and`, `word.then`): "27, 28 or 32". */
export function listed(items, joiner) {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${t(joiner)} ${items[items.length - 1]}`;
}

/** The other side of `color`. */
function other(color) {
  return color === 'white' ? 'black' : 'white';
}

/** Why the game ended (a result view of the engine: `{state, winner, reason, count, rule}`),
 * as a sentence without the winner: "Black has no pieces left". */
export function resultReason(result) {
  const winner = result.winner ? sideName(result.winner) : '';
  const loser = result.winner ? sideName(other(result.winner)) : '';
  const rule = result.rule ? t(`rule.${result.rule}`) : '';
  return t(`reason.${result.state}.${result.reason}`, { winner, loser, count: result.count ?? 0, rule });
}

/** The result's headline: "White wins" or "Draw". */
export function resultTitle(result) {
  return result.winner ? t('result.wins', { winner: sideName(result.winner) }) : t('result.draw');
}

/** The whole result in one line: "White wins: Black has no pieces left". */
export function resultText(result) {
  return `${resultTitle(result)}: ${resultReason(result)}`;
}

/** The rule that forbids a move (the engine's restriction: `{rule, …values}`) in words. */
export function restrictionText(restriction) {
  const values = { ...restriction };
  if (Array.isArray(values.pieces)) values.pieces = values.pieces.join(', ');
  if (values.region) values.region = tOr(`region.${values.region}`, values.region);
  if (values.piece) values.piece = kindWord(values.piece);
  return t(`restriction.${restriction.rule}`, values);
}

/** A game of the engine's list (`{name, title}`) by its name in the page's language. */
export function gameTitle(game) {
  return tOr(`game.${game.name.startsWith('house:') ? 'house' : game.name}`, game.title);
}

/** A bot of the menu (`{value, label}`: an engine opponent id, `@ms` for a thinking time, and
 * the engine's English title) in the page's language. */
export function botTitle({ value, label }) {
  let m = /^level:(\d)@(\d+)$/.exec(value);
  if (m) return t('bot.clock', { name: t(`level.${m[1]}`), seconds: Number(m[2]) / 1000 });
  m = /^level:(\d)$/.exec(value);
  if (m) return `${t(`level.${m[1]}`)} (${m[1]})`;
  m = /^mcts:(\d)$/.exec(value);
  if (m) return t('bot.mcts', { name: t(`level.${m[1]}`), level: m[1] });
  m = /^([a-z-]+)(?::(\d+))?$/.exec(value);
  return m ? tOr(`bot.${m[1]}`, label, { depth: m[2] }) : label;
}
