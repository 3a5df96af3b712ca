// The messages of a live game, as they travel over the data channel: JSON objects of a known
// type with known fields. `readMessage` is the only door in: it refuses anything larger than
// `MESSAGE_LIMIT`, anything that is not JSON, not an object, of an unknown type or with a field
// missing, of the wrong kind or out of range, and says why; what it lets through is a plain
// object with exactly the fields of its type. Whether a move is legal, whose turn it is and
// whether an answer fits an offer is the live game's to judge (live.js), with the engine.

import { t } from '../i18n.js';
import { NAME_LIMIT } from '../link.js';

/** The version of the messages; a `hello` of another version is refused. */
export const PROTOCOL_VERSION = 1;

/** The largest message read, in characters: a game file of a game of one's own fits easily. */
export const MESSAGE_LIMIT = 64 * 1024;

const MOVE_TEXT = /^[\x21-\x7e]{1,64}$/;
const SIDE = ['white', 'black'];
const WHAT = ['draw', 'back'];

const isInt = (v, max) => Number.isInteger(v) && v >= 0 && v <= max;
const isTime = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100 * 3600 * 1000;
const isClock = (c) => c === null || (typeof c === 'object' && !Array.isArray(c) && isTime(c.white) && isTime(c.black));

// Each type's fields and the test each must pass.
const TYPES = {
  hello: {
    v: (v) => v === PROTOCOL_VERSION,
    id: (v) => typeof v === 'string' && /^[a-z0-9]{6,16}$/.test(v),
    name: (v) => typeof v === 'string' && [...v].length <= NAME_LIMIT,
    seat: (v) => SIDE.includes(v),
    variant: (v) => typeof v === 'string' && v.length > 0 && v.length <= MESSAGE_LIMIT,
    start: (v) => typeof v === 'string' && v.length <= 4096,
    moves: (v) => Array.isArray(v) && v.length <= 5000 && v.every((m) => typeof m === 'string' && MOVE_TEXT.test(m)),
    clock: (v) => v === null || (isClock(v.times) && typeof v.control === 'string' && /^(none|\d{1,5}\+\d{1,4})$/.test(v.control)),
    over: (v) => v === null || (typeof v === 'object' && ['resign', 'draw', 'time'].includes(v.how) && (v.loser === null || SIDE.includes(v.loser))),
  },
  move: {
    ply: (v) => isInt(v, 100000),
    move: (v) => typeof v === 'string' && MOVE_TEXT.test(v),
    clock: isClock,
  },
  offer: { what: (v) => WHAT.includes(v), ply: (v) => isInt(v, 100000) },
  answer: { what: (v) => WHAT.includes(v), yes: (v) => typeof v === 'boolean', ply: (v) => isInt(v, 100000) },
  resign: { ply: (v) => isInt(v, 100000) },
  flag: { color: (v) => SIDE.includes(v), ply: (v) => isInt(v, 100000) },
};

/** The message types. */
export const MESSAGE_TYPES = Object.keys(TYPES);

/** A message read from the data channel's `data`: `{message}` (a plain object, `type` and the
 * fields of its type) or `{problem}`: the code of what is wrong (`binary`, `too-large`, `json`,
 * `not-object`, `unknown-type`, `field`) with `type` and `field` where they help. */
export function readMessage(data) {
  if (typeof data !== 'string') return { problem: 'binary' };
  if (data.length > MESSAGE_LIMIT) return { problem: 'too-large', size: data.length };
  let value;
  try {
    value = JSON.parse(data);
  } catch {
    return { problem: 'json' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { problem: 'not-object' };
  const type = value.type;
  if (typeof type !== 'string' || !Object.hasOwn(TYPES, type)) return { problem: 'unknown-type', type: String(type).slice(0, 20) };
  const fields = TYPES[type];
  const message = { type };
  for (const [name, test] of Object.entries(fields)) {
    if (!Object.hasOwn(value, name) || !test(value[name])) return { problem: 'field', type, field: name };
    message[name] = value[name];
  }
  for (const name of Object.keys(value)) {
    if (name !== 'type' && !Object.hasOwn(fields, name)) return { problem: 'field', type, field: name.slice(0, 20) };
  }
  return { message };
}

/** The text of a message `{type, ...fields}` to send. */
export function writeMessage(message) {
  return JSON.stringify(message);
}

/** `text` (a name from the other player) made safe to show and keep: control characters and
 * surrounding space removed, at most `NAME_LIMIT` characters. It is still shown as text, never
 * as HTML. */
export function cleanName(text) {
  return [...String(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').trim()].slice(0, NAME_LIMIT).join('');
}

/** How a game ended beyond its moves, from its result view: `{how: 'resign'|'draw'|'time',
 * loser}`, or null (it goes on, or its moves ended it). */
export function endingOf(result) {
  const how = { resignation: 'resign', agreement: 'draw', time: 'time' }[result.reason];
  if (!how || result.state === 'ongoing') return null;
  return { how, loser: result.winner ? (result.winner === 'white' ? 'black' : 'white') : null };
}

/** Ends `game` at its last move as `ending` (of `endingOf`) says; throws where it cannot. */
export function endAs(game, ending) {
  if (!ending) return;
  if (ending.how === 'resign') game.resign(ending.loser);
  else if (ending.how === 'time') game.loseOnTime(ending.loser);
  else game.agreeDraw();
}

/** How `mine` and `theirs` (two lists of moves) stand: `same`, `ahead` (theirs goes on from
 * mine), `behind` (mine goes on from theirs) or `differ`. */
export function compareMoves(mine, theirs) {
  const common = Math.min(mine.length, theirs.length);
  for (let i = 0; i < common; i++) if (mine[i] !== theirs[i]) return 'differ';
  if (mine.length === theirs.length) return 'same';
  return theirs.length > mine.length ? 'ahead' : 'behind';
}

/**
 * Plays on `game` the friend's new moves, `moves` beyond those it holds, each checked by the
 * engine and each the friend's (the side to move is never `seat`, this page's). Frees `game` and
 * throws what is wrong; returns it.
 */
export function playFriendMoves(game, moves, seat) {
  try {
    for (const text of moves.slice(game.status().length)) {
      if (game.status().toMove === seat) throw new Error(t('letter.your-move', { move: text }));
      game.play(text);
    }
    return game;
  } catch (err) {
    game.free();
    throw err;
  }
}
