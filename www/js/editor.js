// The position editor: pieces placed, removed and crowned on the game's own board, the side to
// move chosen, an empty board or the start position as a beginning; in piece games also the
// hands and the castling rights (editor-pieces.js). Every change is read by the engine as a
// starting position, and its reason for refusing one is shown; so is a position whose game would
// be over before its first move (its result as the engine gives it) or in which a side has no
// piece to play with. Any other can be played (by whoever sits at each side) or analysed.

import { Game } from '../../pkg/dama.js';
import { renderBoard } from './board/render.js';
import { handViews, layoutOf, pieceOf, placedPiece, renderCastling, renderHandCounts, renderPalette, rightsOf } from './editor-pieces.js';
import { renderHands } from './hands.js';
import { HUMAN, gameInfo } from './state.js';
import { errorText } from './files.js';
import { t } from './i18n.js';
import { resultText, sideName } from './words.js';

const $ = (id) => document.getElementById(id);

/** The starting-position object (the format of www/positions/) of `pieces` (square → piece). */
export function setupOf(variant, toMove, pieces) {
  const side = (color) => ({
    men: [...pieces].filter(([, p]) => p === `${color}-man`).map(([s]) => s),
    kings: [...pieces].filter(([, p]) => p === `${color}-king`).map(([s]) => s),
  });
  return { variant, toMove, white: side('white'), black: side('black') };
}

/** What a click with `tool` does to `piece` (the square's piece or undefined): the piece left
 * there, or null for an empty square. The man of a colour put on its own man crowns it, and on
 * its own king uncrowns it. */
export function placed(tool, piece) {
  if (tool === 'empty') return null;
  const [color, role] = tool.split('-');
  if (role === 'man' && piece === `${color}-man`) return `${color}-king`;
  if (role === 'man' && piece === `${color}-king`) return `${color}-man`;
  if (piece === tool) return null;
  return tool;
}

export class Editor {
  /** `app`: the controller (app.js), whose state, board, game and `setGame` this uses. */
  constructor(app) {
    this.app = app;
    this.active = false;
    this.tool = 'white-man';
    this.pieces = new Map();
    this.toMove = 'white';
    // Why the position cannot be played: the engine's reason for refusing it (`problem`), else
    // the result of a game over before its first move (`over`), else a side with no piece
    // (`bare`: `white` or `black`). At most one is set.
    this.problem = null;
    this.over = null;
    this.bare = null;
    // Piece games: the game's entry, the hands (`side:kind` → count), the castling rights
    // granted and those the engine would accept in the position.
    this.info = null;
    this.hands = new Map();
    this.castling = new Set();
    this.available = new Set();
  }

  /** Whether the game edited is a piece game. */
  get pieceGame() {
    return Boolean(this.info);
  }

  attach() {
    $('edit').addEventListener('click', () => this.open());
    for (const b of document.querySelectorAll('#editor-draughts-tools [data-tool]')) {
      b.addEventListener('click', () => {
        this.tool = b.dataset.tool;
        this.render();
      });
    }
    $('editor-to-move').addEventListener('change', (e) => {
      this.toMove = e.target.value;
      this.check();
    });
    $('editor-empty').addEventListener('click', () => {
      this.pieces = new Map();
      this.hands = new Map();
      this.castling = new Set();
      this.check();
    });
    $('editor-start').addEventListener('click', () => this.fromGame(this.app.startOf(this.app.state.variant)));
    $('editor-play').addEventListener('click', () => this.finish(false));
    $('editor-analyse').addEventListener('click', () => this.finish(true));
    $('editor-cancel').addEventListener('click', () => this.close());
  }

  /** Starts editing from the position on the board. */
  open() {
    const app = this.app;
    app.replay.pause();
    app.interrupt();
    this.active = true;
    app.clock.run(null);
    const info = gameInfo(app.state);
    this.info = info && info.family === 'piece' ? info : null;
    const tools = this.pieceGame
      ? ['empty', ...['white', 'black'].flatMap((side) => this.info.kinds.map((k) => pieceOf(side, k.name)))]
      : [...document.querySelectorAll('#editor-draughts-tools [data-tool]')].map((b) => b.dataset.tool);
    if (!tools.includes(this.tool)) this.tool = tools.find((tool) => tool !== 'empty');
    this.pieces = new Map(app.state.pieces);
    this.toMove = app.state.status.toMove;
    this.hands = new Map(app.state.hands.map((h) => [`${h.side}:${h.kind}`, h.count]));
    this.castling = this.pieceGame && this.info.castling ? rightsOf(app.game.fen()) : new Set();
    document.body.classList.add('editing');
    $('editor').hidden = false;
    this.check();
  }

  /** Takes the pieces and side to move of `game` (which it frees). */
  fromGame(game) {
    this.pieces = new Map(game.pieces().map((p) => [p.square, p.piece]));
    this.toMove = game.status().toMove;
    if (this.pieceGame) {
      this.hands = new Map(game.hands().map((h) => [`${h.side}:${h.kind}`, h.count]));
      this.castling = this.info.castling ? rightsOf(game.fen()) : new Set();
    }
    game.free();
    this.check();
  }

  /** A click on `square` with the tool in hand. */
  press(square) {
    // A hand's piece is a button that picks it up in play; the editor counts hands in its panel.
    if (square.startsWith('*')) return;
    const piece = (this.pieceGame ? placedPiece : placed)(this.tool, this.pieces.get(square));
    if (piece) this.pieces.set(square, piece);
    else this.pieces.delete(square);
    this.check();
  }

  /** Has the engine read the position, keeping why it cannot be played: the engine's reason
   * for refusing it, the result of a game that would be over at once, or a side with no piece. */
  check() {
    if (this.pieceGame) this.findRights();
    this.problem = null;
    this.over = null;
    this.bare = null;
    try {
      this.judge(this.read()).free();
    } catch (err) {
      this.problem = err;
    }
    this.render();
  }

  /** Notes in `over` or `bare` why the engine's `game` of the position is not one to play, if
   * it is not, and returns it. */
  judge(game) {
    const { result } = game.status();
    if (result.state !== 'ongoing') this.over = result;
    else this.bare = ['white', 'black'].find((side) => !this.hasPiece(side)) || null;
    return game;
  }

  /** Whether `side` has a piece on the board or in hand. */
  hasPiece(side) {
    return (
      [...this.pieces.values()].some((p) => p.startsWith(`${side}-`)) ||
      [...this.hands].some(([key, count]) => key.startsWith(`${side}:`) && count > 0)
    );
  }

  /** Why the position set up cannot be played, in words of the page's language, or null. */
  why() {
    if (this.problem) return t('editor.refused', { problem: errorText(this.problem) });
    if (this.over) return t('editor.over', { result: resultText(this.over) });
    if (this.bare) return t('editor.no-piece', { side: sideName(this.bare) });
    return null;
  }

  /** The engine's game of the position set up; throws its reason for refusing it. */
  read() {
    const variant = this.app.state.variant;
    if (this.pieceGame) return Game.fromLayout(variant, layoutOf(this.toMove, this.pieces, this.hands, this.castling));
    return Game.fromSetup(setupOf(variant, this.toMove, this.pieces));
  }

  /** Which castling rights the position allows, each tried alone. Rights granted that a valid
   * position no longer allows are dropped; while the position is refused anyway (a king lifted
   * to be put elsewhere), they are kept for when it is valid again. */
  findRights() {
    this.available = new Set();
    if (!this.info.castling) return;
    const variant = this.app.state.variant;
    const tryLayout = (rights) => {
      try {
        Game.fromLayout(variant, layoutOf(this.toMove, this.pieces, this.hands, rights)).free();
        return true;
      } catch {
        return false;
      }
    };
    if (!tryLayout(new Set())) return;
    for (const right of 'KQkq') {
      if (tryLayout(new Set([right]))) this.available.add(right);
    }
    this.castling = new Set([...this.castling].filter((r) => this.available.has(r)));
  }

  /** Plays (or analyses, with people at both sides) the position set up; one that cannot be
   * played (its reason already shown) leaves the editor open. */
  finish(analyse) {
    const app = this.app;
    if (this.why()) return;
    const game = this.read();
    this.close(false);
    app.state.fileTags = null;
    if (analyse) app.state.seats = { white: HUMAN, black: HUMAN };
    app.setGame(game, { kind: 'info', text: analyse ? t('editor.analysing') : t('editor.playing') });
    if (analyse && !app.state.analysis.on) app.advice.toggleAnalysis();
  }

  close(redraw = true) {
    this.active = false;
    document.body.classList.remove('editing');
    $('editor').hidden = true;
    if (redraw) this.app.changed();
  }

  render() {
    const app = this.app;
    const st = app.state;
    const view = {
      ...st,
      seats: { white: HUMAN, black: HUMAN },
      pieces: this.pieces,
      legal: [],
      history: [],
      selected: null,
      partial: [],
      hint: null,
      botMove: null,
      thinking: false,
      busy: false,
      status: { ...st.status, toMove: this.toMove, ply: 0, length: 0, result: { state: 'ongoing' } },
    };
    if (this.pieceGame) view.hands = handViews(this.hands);
    app.squares = renderBoard(app.board, view);
    renderHands(view, () => {});
    $('editor-draughts-tools').hidden = this.pieceGame;
    $('editor-draughts-hint').hidden = this.pieceGame;
    $('editor-piece-hint').hidden = !this.pieceGame;
    $('editor-palette').hidden = !this.pieceGame;
    $('editor-hands').hidden = !(this.pieceGame && this.info.handKinds.length);
    $('editor-castling').hidden = !(this.pieceGame && this.info.castling);
    if (this.pieceGame) this.renderPieceTools();
    for (const b of document.querySelectorAll('#editor-draughts-tools [data-tool]')) {
      b.setAttribute('aria-pressed', String(b.dataset.tool === this.tool));
    }
    for (const o of $('editor-to-move').options) o.textContent = sideName(o.value);
    $('editor-to-move').value = this.toMove;
    $('status').textContent = t('editor.status', { side: sideName(this.toMove) });
    const problem = $('editor-problem');
    const why = this.why();
    problem.textContent = why || t('editor.fine');
    problem.dataset.kind = why ? 'error' : 'info';
    $('editor-play').disabled = Boolean(why);
    $('editor-analyse').disabled = Boolean(why);
    const count = (c) => [...this.pieces.values()].filter((p) => p.startsWith(c)).length;
    $('editor-count').textContent = t('editor.count', {
      whiteName: sideName('white'),
      blackName: sideName('black'),
      white: count('white'),
      black: count('black'),
    });
  }

  renderPieceTools() {
    const pieceSet = this.app.state.pieceSet;
    renderPalette($('editor-palette'), this.info, this.tool, pieceSet, (tool) => {
      this.tool = tool;
      this.render();
    });
    if (this.info.handKinds.length) {
      renderHandCounts($('editor-hands'), this.info, this.hands, pieceSet, (key, count) => {
        this.hands.set(key, count);
        this.check();
      });
    }
    if (this.info.castling) {
      renderCastling($('editor-castling'), this.available, this.castling, (right, on) => {
        if (on) this.castling.add(right);
        else this.castling.delete(right);
        this.check();
      });
    }
  }
}
