// Games in and out of the page: files and pasted text (FEN, a starting position as JSON, PDN),
// links, Save PDN, and the session kept in the browser's storage. Whatever comes in is read by
// the engine first; only a game it accepts replaces the one in progress, and anything else is
// refused with the engine's reason, leaving the board, the moves and the players as they were.

import { Game } from '../../pkg/dama.js';
import { buildLink, readLink } from './link.js';
import { SETTING_FIELDS, readSession, setAside, writeSession } from './session.js';
import { botLabel, capitalized, controller } from './state.js';

function errorText(err) {
  return String((err && err.message) || err);
}

/** A JSON object read from `text` by the browser, or undefined if the text is no JSON object. */
function jsonObject(text) {
  try {
    const v = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The game a text holds, read by the engine as a FEN, a starting position (JSON, read by the
 * browser's `JSON.parse`) or PDN (a FEN or PDN without its own game type is read as
 * `variant`). Throws the reason. */
export function gameFromText(text, source, variant) {
  const t = text.trim();
  if (/^[WBwb?]\s*:/.test(t)) return Game.fromFen(variant, t);
  const object = jsonObject(t);
  if (object) return Game.fromSetup(object);
  if (source.toLowerCase().endsWith('.json')) {
    try {
      JSON.parse(t);
    } catch (err) {
      throw new Error(`not a valid position file: ${err.message}`);
    }
    throw new Error('not a valid position file: it holds no object');
  }
  return Game.fromPdn(t, variant);
}

/** The game a link's fragment opens, at the move it names. Throws what is wrong with it. */
function gameFromLink(hash) {
  const link = readLink(hash);
  if (!link) return null;
  const game = Game.fromMoves(link.variant, link.fen, link.moves);
  if (link.ply !== null && !game.goTo(link.ply)) {
    const length = game.status().length;
    game.free();
    throw new Error(`ply ${link.ply} is beyond the game's ${length} moves`);
  }
  return game;
}

/** Tags of the game `state` shows, for a file: those of the file it came from, else the page's
 * own (event, date, players). The engine writes the result itself. */
function tagsFor(state) {
  if (state.fileTags) return state.fileTags;
  const name = (color) => {
    if (controller(state, color) === 'bot') return `Dama bot (${botLabel(state, state.level)})`;
    return state.mode === 'human-bot' ? 'You' : capitalized(color);
  };
  const d = new Date();
  const date = [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('.');
  return [
    ['Event', 'Casual game'],
    ['Site', 'Dama'],
    ['Date', date],
    ['White', name('white')],
    ['Black', name('black')],
  ];
}

function download(name, text, type) {
  const blob = new Blob([text], { type });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export class Files {
  /** `app`: the controller (app.js), whose `setGame`, `say`, `state` and `game` this uses. */
  constructor(app) {
    this.app = app;
  }

  /** Loads a game from `text` (a file's contents or pasted text) named `source` in messages. */
  load(text, source) {
    const app = this.app;
    let game;
    try {
      game = gameFromText(text, source, app.state.variant);
    } catch (err) {
      app.say(`${source}: ${errorText(err)}`);
      return;
    }
    this.install(game, `Loaded ${source}.`);
  }

  /** Installs `game`, read from a file or a link, with its file's tags. */
  install(game, message) {
    const st = this.app.state;
    const tags = game.tags();
    st.fileTags = tags.length ? tags : null;
    if (st.mode === 'human-bot') st.humanColor = game.status().toMove;
    this.app.setGame(game, { kind: 'info', text: message });
  }

  /** Opens the game of the page's link, if it has one, and takes the link off the address (a
   * reload then restores the game as played on). Returns whether a game was opened; a link that
   * cannot be opened is refused with a message and changes nothing. */
  openLink() {
    const hash = window.location.hash;
    if (!hash || hash === '#') return false;
    history.replaceState(null, '', window.location.pathname + window.location.search);
    let game;
    try {
      game = gameFromLink(hash);
    } catch (err) {
      this.app.say(`The link could not be opened: ${errorText(err)}.`);
      return false;
    }
    if (!game) return false;
    this.install(game, 'Opened the game of the link.');
    return true;
  }

  /** The link to the game on the board, at the move viewed. */
  link() {
    const st = this.app.state;
    // The standard start written as the engine writes a game's start, to compare like with like.
    const standard = new Game(st.variant);
    const standardFen = standard.startFen();
    standard.free();
    const fragment = buildLink({
      variant: st.variant,
      startFen: st.startFen,
      standardFen,
      moves: st.history.map((m) => m.notation),
      ply: st.status.ply,
    });
    return window.location.href.replace(/#.*$/, '') + fragment;
  }

  async copyLink() {
    const url = this.link();
    try {
      await navigator.clipboard.writeText(url);
      this.app.say('The link to this game was copied.', 'info');
    } catch {
      this.app.say(`The link to this game: ${url}`, 'info');
    }
  }

  /** Saves the whole game as PDN (every move, wherever the board is), with the tags of the file
   * it came from, and its result once it has ended. */
  savePdn() {
    const st = this.app.state;
    download(`dama-${st.variant}.pdn`, this.app.game.toPdn(tagsFor(st)), 'application/x-chess-pdn');
  }

  /** Keeps the game in progress and the settings in the browser's storage. */
  persist() {
    const { state, game } = this.app;
    if (!game) return;
    let pdn;
    try {
      pdn = game.toPdn(state.fileTags || []);
    } catch {
      return;
    }
    writeSession({
      game: { variant: state.variant, pdn, ply: state.status.ply, fileTags: Boolean(state.fileTags) },
      settings: Object.fromEntries(SETTING_FIELDS.map((k) => [k, state[k]])),
    });
  }

  /** The game saved by the last visit, at the move that was viewed, or null. A saved entry that
   * cannot be restored is set aside and `problem` (words for a message) is returned instead. */
  restore() {
    const found = readSession();
    let problem = found.problem;
    if (found.session) {
      const saved = found.session.game;
      let game = null;
      try {
        game = Game.fromPdn(saved.pdn, saved.variant);
        if (!game.goTo(saved.ply)) throw new Error(`move ${saved.ply} is beyond the game's end`);
        const tags = game.tags();
        this.app.state.fileTags = saved.fileTags && tags.length ? tags : null;
        return { game };
      } catch (err) {
        if (game) game.free();
        problem = `its game cannot be read (${errorText(err)})`;
      }
    }
    if (!problem) return {};
    setAside();
    return {
      problem: `The game saved on your last visit could not be restored: ${problem}. It was set aside, and a new game begins.`,
    };
  }
}
