// Links to a game: the page's address with the game in its fragment, so that a link works opened
// from disk as well as from a server (a fragment is never sent to a server). The fragment reads
// `#game=russian&fen=W:Wc3:Bf6&moves=c3-d4+f6-g5&ply=1`: the game's name, its start when it is
// not the standard one, its moves in the game's notation, and the move being viewed when it is
// not the last. The engine checks all of it when the link is opened.
//
// A letter of a game between friends by correspondence is such a link with more fields:
// `id` (the game's id), `to` (the side of the player it is for), `n` (its number of moves),
// `act` (what it says besides its moves: an invitation, a move, an offer or an answer), `from`
// (the sender's name) and `check`, a hash of all of it, so that a link changed on its way is
// told from one the page wrote.

import { fnv1a64 } from './session.js';
import { t } from './i18n.js';

const GAME_FIELDS = ['game', 'fen', 'moves', 'ply'];
const LETTER_FIELDS = ['id', 'to', 'n', 'act', 'from', 'check'];
const FIELDS = [...GAME_FIELDS, ...LETTER_FIELDS];

/** What a letter may say besides its moves. */
export const LETTER_ACTS = ['invite', 'move', 'resign', 'draw-offer', 'draw-accept', 'draw-decline', 'back-ask', 'back-grant', 'back-refuse'];

/** The longest name a letter or a live game carries. */
export const NAME_LIMIT = 40;

/** An example of a link's fragment, for messages. */
export const LINK_EXAMPLE = '#game=international&moves=32-28+19-23';

/**
 * Reads a fragment (`location.hash`, with or without its `#`): `null` when there is none, else
 * `{variant, fen, moves, ply, letter}` (`fen` and `ply` null when not given; `letter` null for a
 * plain link, else `{id, to, n, act, from, check}`). Throws an Error saying what is wrong with a
 * fragment that is not a link to a game, or with a letter whose check does not hold.
 */
export function readLink(hash) {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!text.trim()) return null;
  let params;
  try {
    params = new URLSearchParams(text);
  } catch {
    throw new Error(t('link.unreadable', { example: LINK_EXAMPLE }));
  }
  for (const key of params.keys()) {
    if (!FIELDS.includes(key)) {
      throw new Error(t('link.unknown-field', { field: key, fields: GAME_FIELDS.join(', '), example: LINK_EXAMPLE }));
    }
  }
  for (const key of FIELDS) {
    if (params.getAll(key).length > 1) throw new Error(t('link.repeated', { field: key }));
  }
  const variant = params.get('game');
  if (!variant) throw new Error(t('link.no-game', { example: LINK_EXAMPLE }));
  const plyText = params.get('ply');
  if (plyText !== null && !/^\d{1,6}$/.test(plyText)) {
    throw new Error(t('link.bad-ply', { ply: plyText }));
  }
  const link = {
    variant,
    fen: params.get('fen') || null,
    moves: (params.get('moves') || '').split(/\s+/).filter(Boolean),
    ply: plyText === null ? null : Number(plyText),
    letter: null,
  };
  if (LETTER_FIELDS.some((key) => params.has(key))) link.letter = readLetter(params, link);
  return link;
}

/** The letter fields of `params`, checked against the game `link` carries. */
function readLetter(params, link) {
  const get = (key) => {
    const value = params.get(key);
    if (value === null) throw new Error(t('letter.missing', { field: key }));
    return value;
  };
  const letter = { id: get('id'), to: get('to'), n: get('n'), act: get('act'), from: params.get('from') || '', check: get('check') };
  if (!/^[a-z0-9]{6,16}$/.test(letter.id)) throw new Error(t('letter.bad-field', { field: 'id' }));
  if (!['white', 'black'].includes(letter.to)) throw new Error(t('letter.bad-field', { field: 'to' }));
  if (!/^\d{1,5}$/.test(letter.n)) throw new Error(t('letter.bad-field', { field: 'n' }));
  if (!LETTER_ACTS.includes(letter.act)) throw new Error(t('letter.bad-field', { field: 'act' }));
  if ([...letter.from].length > NAME_LIMIT) throw new Error(t('letter.bad-field', { field: 'from' }));
  letter.n = Number(letter.n);
  if (letter.check !== letterCheck(link, letter)) throw new Error(t('letter.changed'));
  if (letter.n !== link.moves.length) throw new Error(t('letter.changed'));
  return letter;
}

/** The check of a letter: FNV-1a (64 bits, in hex) of its game (`variant`, `fen`, `moves`) and
 * its fields (`id`, `to`, `n`, `act`, `from`). It tells a link changed by hand or cut short on
 * its way from the one the page wrote; it is no signature (anyone can compute it). */
export function letterCheck({ variant, fen, moves }, { id, to, n, act, from }) {
  return fnv1a64(JSON.stringify([id, to, n, act, from || '', variant, fen || '', moves]));
}

/** The fragment linking to a game: `variant`, its start `startFen` (left out when it is
 * `standardFen`), `moves` in notation and the move viewed, `ply` (left out at the end); with
 * `letter` (`{id, to, act, from}`), a letter of a game by correspondence, its move count and
 * check added. */
export function buildLink({ variant, startFen, standardFen, moves, ply, letter = null }) {
  const params = new URLSearchParams();
  params.set('game', variant);
  const fen = startFen !== standardFen ? startFen : null;
  if (fen) params.set('fen', fen);
  if (moves.length) params.set('moves', moves.join(' '));
  if (ply !== moves.length) params.set('ply', String(ply));
  if (letter) {
    const fields = { ...letter, n: moves.length, from: letter.from || '' };
    params.set('id', fields.id);
    params.set('to', fields.to);
    params.set('n', String(fields.n));
    params.set('act', fields.act);
    if (fields.from) params.set('from', fields.from);
    params.set('check', letterCheck({ variant, fen, moves }, fields));
  }
  return `#${params.toString()}`;
}

/** The fragment of `text` when it is (or holds) a link to a game, e.g. a whole address pasted
 * in: `#game=...`; null otherwise. */
export function linkFragment(text) {
  const m = /(?:^|#)(game=[^\s#]*)\s*$/.exec(text.trim());
  return m ? `#${m[1]}` : null;
}
