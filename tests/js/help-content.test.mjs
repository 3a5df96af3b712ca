// The help's content (www/js/help/), without a browser: every game the engine lists has rules and
// diagrams; every diagram's position is accepted by the engine for its game, the move it shows
// is legal there, its other arrows are or are not legal as they claim, and its marks name squares
// of the board; every language's file has the words for all of it.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Game, games, initSync, layout } from '../../pkg/dama.js';
import { diagramView, helpContent } from '../../www/js/help.js';
import { DIAGRAMS } from '../../www/js/help/diagrams.js';
import en from '../../www/js/help/en.js';
import messages from '../../www/js/i18n/en.js';

const LANGUAGES = ['en', 'cs', 'pl', 'ru'];

before(() => {
  initSync({ module: fs.readFileSync(new URL('../../pkg/dama_bg.wasm', import.meta.url)) });
});

/** The piece games with help of their own; the other piece games' help is their game file's
 * description and pieces (help.js). */
const PIECE_HELP = ['chess', 'shogi', 'xiangqi', 'minixiangqi', 'makruk'];

/** The games with their own help: every draughts game and the piece games of `PIECE_HELP`. */
const WITH_HELP = games().filter((g) => g.family !== 'piece' || PIECE_HELP.includes(g.name));

test('every game the engine lists has its name among the messages (so in every language)', () => {
  const unnamed = games()
    .map((g) => g.name)
    .filter((name) => !(`game.${name}` in messages));
  assert.deepEqual(unnamed, []);
});

test('every game with help of its own has two to six diagrams, and no other game has any', () => {
  const names = WITH_HELP.map((g) => g.name);
  assert.deepEqual(Object.keys(DIAGRAMS).sort(), [...names].sort());
  for (const name of names) {
    const count = DIAGRAMS[name].length;
    assert.ok(count >= 2 && count <= 6, `${name}: ${count} diagrams`);
    const ids = DIAGRAMS[name].map((d) => d.id);
    assert.equal(new Set(ids).size, ids.length, `${name}: diagram ids repeat`);
  }
});

test("every diagram's position is one the engine accepts for its game, with the move it shows legal", () => {
  for (const [variant, diagrams] of Object.entries(DIAGRAMS)) {
    for (const diagram of diagrams) {
      const where = `${variant} ${diagram.id}`;
      const { state, arrows } = diagramView(variant, diagram);
      assert.ok(state.pieces.size > 0, `${where}: no pieces`);
      // A drop from the hand (`P*3c`) marks its square but has no arrow.
      const arrowed = diagram.move && !diagram.move.includes('*');
      assert.equal(arrows.length, (arrowed ? 1 : 0) + (diagram.arrows || []).length, where);
    }
  }
});

test('an arrow of another move is a legal move, an arrow of a forbidden one is not', () => {
  for (const [variant, diagrams] of Object.entries(DIAGRAMS)) {
    for (const diagram of diagrams) {
      const game = Game.fromFen(variant, diagram.fen);
      const legal = game.legalMoves();
      game.free();
      for (const { squares, kind } of diagram.arrows || []) {
        const [from, ...path] = squares;
        const where = `${variant} ${diagram.id}: ${squares.join('-')}`;
        const same = legal.filter((m) => m.from === from && m.to === path[path.length - 1]);
        if (kind === 'alt') assert.ok(same.some((m) => path.every((s, i) => m.path[i] === s)), `${where} is not legal`);
        else if (kind === 'no') assert.deepEqual(same, [], `${where} is legal`);
        else assert.fail(`${where}: unknown kind ${kind}`);
      }
    }
  }
});

test("every marked square and every square an arrow passes is a square of the game's board", () => {
  for (const [variant, diagrams] of Object.entries(DIAGRAMS)) {
    const squares = new Set(layout(variant).squares.map((s) => s.name));
    for (const diagram of diagrams) {
      const named = [
        ...Object.values(diagram.marks || {}).flat(),
        ...(diagram.arrows || []).flatMap((a) => a.squares),
      ];
      for (const s of named) assert.ok(squares.has(s), `${variant} ${diagram.id}: no square ${s}`);
      for (const kind of Object.keys(diagram.marks || {})) assert.equal(kind, 'target', `${variant} ${diagram.id}`);
    }
  }
});

/** The shape of a content file: its keys, recursively, with every string as `''`. */
function shape(value) {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) return value.map(shape);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
}

test('the English help has rules and a caption for every diagram of every game', () => {
  for (const [variant, diagrams] of Object.entries(DIAGRAMS)) {
    const words = en.games[variant];
    assert.ok(words, `${variant}: no English words`);
    assert.ok(words.title && words.summary, variant);
    const family = WITH_HELP.find((g) => g.name === variant).family;
    const topics = family === 'piece' ? ['board', 'pieces', 'promote', 'end', 'draws'] : ['board', 'men', 'capture', 'end', 'draws'];
    for (const topic of topics) assert.ok(words.rules[topic], `${variant}: ${topic}`);
    assert.deepEqual(Object.keys(words.diagrams).sort(), diagrams.map((d) => d.id).sort(), variant);
    for (const text of Object.values(words.diagrams)) assert.ok(text.length > 10, `${variant}: ${text}`);
  }
  assert.deepEqual(Object.keys(en.games).sort(), Object.keys(DIAGRAMS).sort());
});

test('every language has the words of the English help, no more and no fewer, and falls back to English', () => {
  for (const lang of LANGUAGES) {
    const words = helpContent(lang);
    assert.deepEqual(shape(words), shape(en), lang);
    const strings = JSON.stringify(words).match(/"(?:[^"\\]|\\.)*"/g);
    assert.ok(strings.every((s) => s !== '""'), `${lang}: an empty text`);
  }
  assert.equal(helpContent('xx'), en);
  assert.equal(helpContent(''), en);
  assert.equal(helpContent('en-GB'), en);
  assert.notEqual(helpContent('cs-CZ'), en);
  assert.equal(helpContent('cs-CZ'), helpContent('cs'));
});
