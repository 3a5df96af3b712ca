// The game in progress and the settings, kept in the browser's storage after every change and
// read back when the page opens (from disk and over http alike). One entry, versioned; an entry
// that cannot be read (damaged, or written by another version of the page) is moved aside, never
// deleted and never half-used.

import { t } from './i18n.js';

export const SESSION_KEY = 'dama.session';
/** Where an entry that could not be restored is kept. */
export const SET_ASIDE_KEY = 'dama.session.set-aside';
/** The preferences of earlier versions of the page, read once when there is no session. */
const LEGACY_PREFS_KEY = 'dama.prefs';
/** The version of the entry's format: bump it when a field changes its meaning. */
export const SESSION_VERSION = 1;

/** The settings a session keeps, besides the game. */
export const SETTING_FIELDS = ['variant', 'language', 'seats', 'speed', 'theme', 'pieceSet', 'labels', 'confirmMoves', 'clock', 'flipped', 'askBeforeCut', 'friendName', 'stun'];

function storage() {
  try {
    return window.localStorage;
  } catch {
    // Storage may be refused (privacy settings): the page works, it just does not remember.
    return null;
  }
}

/**
 * Reads the saved entry: `{session}` when there is a usable one, `{problem}` (words saying what
 * is wrong, in the page's language) when there is one that cannot be used, `{}` when there is
 * none. A usable session is `{version, game: {variant, pdn, ply, places, fileTags}, settings}` (`places`, where
 * the move viewed is in the game's tree, optional); its game
 * is still to be read by the engine, which may refuse it too (see `setAside`).
 */
export function readSession() {
  const store = storage();
  let text = null;
  try {
    text = store && store.getItem(SESSION_KEY);
  } catch {
    return {};
  }
  if (text == null) return {};
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { problem: t('problem.damaged', { error: err.message }) };
  }
  return checkSession(data);
}

/** `{session}` if `data` is a session this version of the page can restore, else `{problem}`. */
export function checkSession(data) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { problem: t('problem.not-object') };
  if (data.version !== SESSION_VERSION) {
    const current = SESSION_VERSION;
    return data.version === undefined
      ? { problem: t('problem.no-version', { current }) }
      : { problem: t('problem.other-version', { version: JSON.stringify(data.version), current }) };
  }
  const g = data.game;
  if (!g || typeof g !== 'object') return { problem: t('problem.no-game') };
  if (typeof g.variant !== 'string' || typeof g.pdn !== 'string') return { problem: t('problem.game-fields') };
  if (!Number.isInteger(g.ply) || g.ply < 0) return { problem: t('problem.ply') };
  if (data.settings !== undefined && (data.settings === null || typeof data.settings !== 'object')) {
    return { problem: t('problem.settings') };
  }
  return { session: data };
}

/** The settings of the saved session (or of an earlier version's preferences), for
 * `initialState`; `{}` when there are none. */
export function savedSettings() {
  const found = readSession();
  if (found.session) return found.session.settings || {};
  const store = storage();
  try {
    const legacy = JSON.parse(store && store.getItem(LEGACY_PREFS_KEY));
    return legacy && typeof legacy === 'object' ? legacy : {};
  } catch {
    return {};
  }
}

/** Saves `session` (without its version, which this adds). Quietly does nothing where storage
 * is refused or full. */
export function writeSession(session) {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(SESSION_KEY, JSON.stringify({ version: SESSION_VERSION, ...session }));
  } catch {
    // Full or refused: the game goes on unsaved.
  }
}

/** Moves the saved entry out of the way (to `SET_ASIDE_KEY`), so that a fresh session can be
 * saved without destroying it. */
export function setAside() {
  const store = storage();
  if (!store) return;
  try {
    const text = store.getItem(SESSION_KEY);
    if (text != null) store.setItem(SET_ASIDE_KEY, text);
    store.removeItem(SESSION_KEY);
  } catch {
    // Nothing more can be done.
  }
}

/** What a saved session file says it is. */
export const SESSION_FILE_FORMAT = 'dama-session';

/** FNV-1a (64 bits) of `text`'s UTF-8 bytes, in hex: a check that tells a text changed by hand
 * or broken in transit (no signature: anyone can compute it). */
export function fnv1a64(text) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** The check of a session file's content: FNV-1a (64 bits) of its JSON without the check, in
 * hex. It tells a file changed by hand or broken in transit from one the page wrote. */
export function sessionCheck(content) {
  return fnv1a64(JSON.stringify(content));
}

/** The text of a session file holding `session` (`{game, settings}`), with its check. */
export function sessionFile(session) {
  const content = { format: SESSION_FILE_FORMAT, version: SESSION_VERSION, ...session };
  return `${JSON.stringify({ ...content, check: sessionCheck(content) }, null, 2)}\n`;
}

/** `{session}` from a session file's object `data`, or `{problem}` saying why it is refused. */
export function readSessionFile(data) {
  const { check, ...content } = data;
  if (typeof check !== 'string') return { problem: t('problem.no-check') };
  if (check !== sessionCheck(content)) return { problem: t('problem.check') };
  return checkSession(content);
}
