// Games in and out of the page: files and pasted text (FEN, a starting position as JSON, PDN),
// links, Save PDN, and the session kept in the browser's storage. Whatever comes in is read by
// the engine first; only a game it accepts replaces the one in progress, and anything else is
// refused with the engine's reason, leaving the board, the moves and the players as they were.

import { Game, pdnGames } from '../../pkg/dama.js';
import { pickGame } from './dialogs.js';
import { buildLink, linkFragment, readLink } from './link.js';
import {
  SESSION_FILE_FORMAT,
  SETTING_FIELDS,
  readSession,
  readSessionFile,
  sessionFile,
  setAside,
  writeSession,
} from './session.js';
import { botLabel, capitalized, controller, soleHuman } from './state.js';
import { t, worded } from './i18n.js';

/** The text of an error thrown by the engine or the browser (or of anything thrown): in the
 * page's language where the engine words its reason. */
export function errorText(err) {
  if (err && err.wording) return worded(err.wording);
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
 * browser's `JSON.parse`), a game file or PDN (a FEN or PDN without its own game type is read as
 * `variant`; with `pieceGame`, a one-line text with slashes is that piece game's FEN). Throws
 * the reason. */
export function gameFromText(text, source, variant, pieceGame = false) {
  const trimmed = text.trim();
  if (/^[WBwb?]\s*:/.test(trimmed)) return Game.fromFen(variant, trimmed);
  const object = jsonObject(trimmed);
  // A game file (or what is meant as one: no variant, but pieces or a board): its game from its
  // start, or the reason in the words of game files.
  const gameFile = object && (object.format === 'dama-game' || (!('variant' in object) && ('pieces' in object || 'board' in object)));
  if (gameFile) return new Game(`file:${JSON.stringify(object)}`);
  if (object) return Game.fromSetup(object);
  // A piece game's position: FEN (SFEN in shogi), one line of ranks split by slashes.
  if (pieceGame && !trimmed.startsWith('[') && /^\S+\/\S+/.test(trimmed) && !trimmed.includes('\n')) {
    return Game.fromFen(variant, trimmed);
  }
  if (source.toLowerCase().endsWith('.json')) {
    try {
      JSON.parse(trimmed);
    } catch (err) {
      throw new Error(t('file.bad-json', { error: err.message }));
    }
    throw new Error(t('file.no-object'));
  }
  return Game.fromPdn(trimmed, variant);
}

/** The game of a session's `saved` entry at the move viewed, with its file's tags if it kept
 * them: `{game, fileTags}`, or `{problem}` (words for a message) if the engine cannot read it. */
function sessionGame(saved) {
  let game = null;
  try {
    game = Game.fromPdn(saved.pdn, saved.variant);
    // A move of a side line is found by its places in the tree; the main line's by its ply.
    const places = Array.isArray(saved.places) && saved.places.every(Number.isInteger) ? saved.places : null;
    if (!(places ? game.goToPlaces(places) : game.goTo(saved.ply))) throw new Error(t('problem.beyond-end', { ply: saved.ply }));
    const tags = game.tags();
    return { game, fileTags: saved.fileTags && tags.length ? tags : null };
  } catch (err) {
    if (game) game.free();
    return { problem: t('problem.unreadable-game', { error: errorText(err) }) };
  }
}

/** The game a link (`link`, as `readLink` read it) opens, at the move it names. Throws what is
 * wrong with it. */
function gameFromLink(link) {
  const game = Game.fromMoves(link.variant, link.fen, link.moves);
  if (link.ply !== null && !game.goTo(link.ply)) {
    const length = game.status().length;
    game.free();
    throw new Error(t('link.beyond', { ply: link.ply, count: length }));
  }
  return game;
}

/** The name of a saved game's file, without its extension: `dama-` and the game (`dama-game`
 * for a game of one's own, whose name is its whole game file). */
function fileStem(state) {
  return `dama-${state.variant.replace(/^file:.*/s, 'game')}`;
}

/** A day as PDN and PGN write it: `2024.05.17`. */
export function pdnDate(d) {
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('.');
}

/** The standard start of `variant` as the engine writes a game's start, to compare like with
 * like (a link leaves a standard start out). */
export function standardStart(variant) {
  const standard = new Game(variant);
  const fen = standard.startFen();
  standard.free();
  return fen;
}

/** Tags of the game `state` shows, for a file: those of the file it came from, else the page's
 * own (event, date, players). The engine writes the result itself. */
function tagsFor(state) {
  if (state.fileTags) return state.fileTags;
  const name = (color) => {
    if (controller(state, color) === 'bot') return `Dama bot (${botLabel(state, state.seats[color])})`;
    // A person is named by the game's own name of the side: shogi's first player is Black.
    const names = (state.info && state.info.sideNames) || ['white', 'black'];
    return soleHuman(state) ? 'You' : capitalized(names[color === 'white' ? 0 : 1]);
  };
  return [
    ['Event', 'Casual game'],
    ['Site', 'Dama'],
    ['Date', pdnDate(new Date())],
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

  /** Loads a game from `text` (a file's contents or pasted text) named `source` in messages: a
   * FEN, a position file, a saved session, or PDN; of a PDN text holding several games, the
   * one the player picks from a list. `loaded` is what the page says once it is read. */
  async load(text, source, loaded = t('load.done', { source })) {
    const app = this.app;
    const fragment = linkFragment(text);
    if (fragment) {
      this.openLink(fragment);
      return;
    }
    const object = jsonObject(text.trim());
    if (object && object.format === SESSION_FILE_FORMAT) {
      this.loadSession(object, source);
      return;
    }
    let index = 0;
    if (!object && !/^[WBwb?]\s*:/.test(text.trim()) && !source.toLowerCase().endsWith('.json')) {
      let entries = null;
      try {
        entries = pdnGames(text, app.state.variant);
      } catch {
        // Refused below, with the reason the engine gives for the first game.
      }
      if (entries && entries.length > 1) {
        index = await pickGame(entries, source);
        if (index === null) return;
        app.say(null);
      }
    }
    let game;
    try {
      game = index ? Game.fromPdnGame(text, index, app.state.variant) : gameFromText(text, source, app.state.variant, app.game.isPieceGame());
    } catch (err) {
      app.say(t('load.refused', { source, error: errorText(err) }));
      return;
    }
    let said = index ? t('load.game-of', { number: index + 1, source }) : loaded;
    const left = game.tree ? game.tree().warnings : [];
    if (left.length) said += ` ${t('variations.left-out', { count: left.length, first: left[0] })}`;
    this.install(game, said);
  }

  /** Restores a saved session file (`data`, its object) when its check holds and its game
   * reads; otherwise refuses it with the reason and changes nothing. */
  loadSession(data, source) {
    const app = this.app;
    const found = readSessionFile(data);
    if (found.problem) {
      app.say(t('session.refused', { source, problem: found.problem }));
      return;
    }
    const read = sessionGame(found.session.game);
    if (read.problem) {
      app.say(t('session.refused', { source, problem: read.problem }));
      return;
    }
    app.applySettings(found.session.settings || {});
    app.state.fileTags = read.fileTags;
    app.setGame(read.game, { kind: 'info', text: t('session.restored', { source }) });
  }

  /** The session as a file: the game (every move, the move viewed), the players and the
   * settings, with a check. */
  saveSession() {
    download(`dama-session-${this.app.state.variant.replace(/[^a-z0-9-]+/gi, '_')}.json`, sessionFile(this.session()), 'application/json');
  }

  async copy(what) {
    const st = this.app.state;
    const text = what === 'FEN' ? st.fen : this.app.game.toPdn(tagsFor(st));
    try {
      await navigator.clipboard.writeText(text);
      this.app.say(t('copy.done', { what }), 'info');
    } catch {
      this.app.say(t('copy.refused', { what, text }), 'info');
    }
  }

  async paste() {
    let text;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      this.app.say(t('paste.refused'));
      return;
    }
    await this.load(text, t('paste.source'), t('load.clipboard-done'));
  }

  /** Installs `game`, read from a file or a link, with its file's tags. */
  install(game, message) {
    const st = this.app.state;
    const tags = game.tags();
    st.fileTags = tags.length ? tags : null;
    const human = soleHuman(st);
    if (human && human !== game.status().toMove) st.seats = { white: st.seats.black, black: st.seats.white };
    this.app.setGame(game, { kind: 'info', text: message });
  }

  /** Opens the game of a link: the page's own (`hash`, by default the address's fragment, which
   * is then taken off the address: a reload restores the game as played on) or one pasted in. A
   * letter of a game by correspondence goes to the game it belongs to (friend/letters.js).
   * Returns whether a game was opened; a link that cannot be opened is refused with a message
   * and changes nothing. */
  openLink(hash = null) {
    if (hash === null) {
      hash = window.location.hash;
      if (!hash || hash === '#') return false;
      history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    let link;
    let game;
    try {
      link = readLink(hash);
      if (!link) return false;
      if (link.letter) return this.app.friend.letters.receive(link);
      game = gameFromLink(link);
    } catch (err) {
      this.app.say(t('link.refused', { error: errorText(err) }));
      return false;
    }
    this.install(game, t('link.opened'));
    return true;
  }

  /** The link to the game on the board, at the move viewed. */
  link() {
    const st = this.app.state;
    const fragment = buildLink({
      variant: st.variant,
      startFen: st.startFen,
      standardFen: standardStart(st.variant),
      moves: st.history.map((m) => m.notation),
      ply: st.status.ply,
    });
    return window.location.href.replace(/#.*$/, '') + fragment;
  }

  async copyLink() {
    const url = this.link();
    try {
      await navigator.clipboard.writeText(url);
      this.app.say(t('link.copied'), 'info');
    } catch {
      this.app.say(t('link.shown', { url }), 'info');
    }
  }

  /** Saves the whole game as PDN (every move, wherever the board is), with the tags of the file
   * it came from, and its result once it has ended. */
  savePdn() {
    const st = this.app.state;
    const piece = this.app.game.isPieceGame();
    download(`${fileStem(st)}.${piece ? 'pgn' : 'pdn'}`, this.app.game.toPdn(tagsFor(st)), piece ? 'application/x-chess-pgn' : 'application/x-chess-pdn');
  }

  /** Saves the whole game as a CSA record (9x9 shogi games), the players named as in PGN. */
  saveCsa() {
    const st = this.app.state;
    const tags = new Map(tagsFor(st));
    try {
      download(`${fileStem(st)}.csa`, this.app.game.toCsa(tags.get('White') || '', tags.get('Black') || ''), 'text/plain');
    } catch (err) {
      this.app.say(errorText(err));
    }
  }

  /** The game in progress and the settings, as saved in the browser and in session files. */
  session() {
    const { state, game } = this.app;
    return {
      game: {
        variant: state.variant,
        pdn: game.toPdn(state.fileTags || []),
        ply: state.status.ply,
        places: state.tree ? state.tree.places : undefined,
        fileTags: Boolean(state.fileTags),
        friend: this.app.friend.sessionFriend(),
      },
      settings: Object.fromEntries(SETTING_FIELDS.map((k) => [k, state[k]])),
    };
  }

  /** Keeps the game in progress and the settings in the browser's storage. */
  persist() {
    if (!this.app.game) return;
    let session;
    try {
      session = this.session();
    } catch {
      return;
    }
    writeSession(session);
  }

  /** The game saved by the last visit, at the move that was viewed (`{game, friend}`, `friend`
   * naming the game with a friend it was), or `{}`. A saved entry that cannot be restored is set
   * aside and `problem` (words for a message) is returned instead. */
  restore() {
    const found = readSession();
    let problem = found.problem;
    if (found.session) {
      const read = sessionGame(found.session.game);
      if (read.game) {
        this.app.state.fileTags = read.fileTags;
        return { game: read.game, friend: found.session.game.friend };
      }
      problem = read.problem;
    }
    if (!problem) return {};
    setAside();
    return {
      problem: t('restore.failed', { problem }),
    };
  }
}
