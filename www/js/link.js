// Links to a game: the page's address with the game in its fragment, so that a link works opened
// from disk as well as from a server (a fragment is never sent to a server). The fragment reads
// `#game=russian&fen=W:Wc3:Bf6&moves=c3-d4+f6-g5&ply=1`: the game's name, its start when it is
// not the standard one, its moves in the game's notation, and the move being viewed when it is
// not the last. The engine checks all of it when the link is opened.

import { t } from './i18n.js';

const FIELDS = ['game', 'fen', 'moves', 'ply'];

/** An example of a link's fragment, for messages. */
export const LINK_EXAMPLE = '#game=international&moves=32-28+19-23';

/**
 * Reads a fragment (`location.hash`, with or without its `#`): `null` when there is none, else
 * `{variant, fen, moves, ply}` (`fen` and `ply` null when not given). Throws an Error saying what
 * is wrong with a fragment that is not a link to a game.
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
      throw new Error(t('link.unknown-field', { field: key, fields: FIELDS.join(', '), example: LINK_EXAMPLE }));
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
  return {
    variant,
    fen: params.get('fen') || null,
    moves: (params.get('moves') || '').split(/\s+/).filter(Boolean),
    ply: plyText === null ? null : Number(plyText),
  };
}

/** The fragment linking to a game: `variant`, its start `startFen` (left out when it is
 * `standardFen`), `moves` in notation and the move viewed, `ply` (left out at the end). */
export function buildLink({ variant, startFen, standardFen, moves, ply }) {
  const params = new URLSearchParams();
  params.set('game', variant);
  if (startFen !== standardFen) params.set('fen', startFen);
  if (moves.length) params.set('moves', moves.join(' '));
  if (ply !== moves.length) params.set('ply', String(ply));
  return `#${params.toString()}`;
}
