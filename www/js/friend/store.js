// The games with friends kept in the browser's storage, by correspondence and live: each entry
// holds the whole game (its game, start and moves), the side this page plays, the friend's
// name, an offer waiting for an answer, and when it last changed, so that the list of games in
// progress survives a reload (from disk and over http alike) and a dropped live game can be
// resumed. One entry per game, under one key; an unreadable list is set aside, never used.

export const FRIENDS_KEY = 'dama.friend-games';
const SET_ASIDE_KEY = 'dama.friend-games.set-aside';

/** The most games kept: the oldest finished ones go first. */
const KEEP = 60;

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether `e` has the shape of an entry this version of the page wrote. */
function wellFormed(e) {
  return (
    e !== null &&
    typeof e === 'object' &&
    typeof e.id === 'string' &&
    ['letter', 'live'].includes(e.kind) &&
    ['white', 'black'].includes(e.seat) &&
    typeof e.variant === 'string' &&
    typeof e.start === 'string' &&
    Array.isArray(e.moves) &&
    e.moves.every((m) => typeof m === 'string') &&
    typeof e.updated === 'number'
  );
}

/** Every game kept, the one changed last first. A list that cannot be read is set aside. */
export function friendGames() {
  const store = storage();
  let text = null;
  try {
    text = store && store.getItem(FRIENDS_KEY);
  } catch {
    return [];
  }
  if (!text) return [];
  try {
    const list = JSON.parse(text);
    if (!Array.isArray(list)) throw new Error('not a list');
    return list.filter(wellFormed).sort((a, b) => b.updated - a.updated);
  } catch {
    try {
      store.setItem(SET_ASIDE_KEY, text);
      store.removeItem(FRIENDS_KEY);
    } catch {
      // Nothing more can be done.
    }
    return [];
  }
}

/** The game kept under `id`, or null. */
export function friendGame(id) {
  return friendGames().find((e) => e.id === id) || null;
}

/** Keeps `entry` (replacing the one of the same id), stamped with the time. Quietly does
 * nothing where storage is refused or full. */
export function keepFriendGame(entry) {
  const store = storage();
  if (!store) return;
  const stamped = { ...entry, updated: Date.now() };
  const rest = friendGames().filter((e) => e.id !== entry.id);
  const list = [stamped, ...rest];
  // Past the limit, finished games leave first, then the oldest.
  while (list.length > KEEP) {
    const over = list.map((e) => Boolean(e.over)).lastIndexOf(true);
    list.splice(over > 0 ? over : list.length - 1, 1);
  }
  try {
    store.setItem(FRIENDS_KEY, JSON.stringify(list));
  } catch {
    // Full or refused: the game goes on unsaved.
  }
}

/** Forgets the game `id`. */
export function dropFriendGame(id) {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(FRIENDS_KEY, JSON.stringify(friendGames().filter((e) => e.id !== id)));
  } catch {
    // Nothing more can be done.
  }
}

/** A new game id: ten letters and digits from the browser's random numbers. */
export function newGameId() {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
}
