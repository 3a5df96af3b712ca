// The game builder, as in the old "GeneralBoardGame": a piece game of one's own from a base game
// (its pieces and their movement): the board's size, how each side loses, the start position
// placed piece by piece from a palette of the base game's pieces (those of a loaded game file
// too), checked by the engine with the reason shown, then played, saved or loaded as a game file.

import { Game, checkGameFile, gameEntry } from '../../pkg/dama.js';
import { kindOf, pieceSvg } from './board/pieces.js';
import { errorText } from './files.js';
import { kindWord, t } from './i18n.js';
import { pieceWords, resultText } from './words.js';

const $ = (id) => document.getElementById(id);
const FILES = 'abcdefghijkl';

/** Which of the four half-lines from the point of `cell` (file `col` from 0, rank from 1) are
 * drawn: none beyond the board's edge, and none across a river above rank `river` but on the
 * outer files. The palace's diagonals are not drawn. */
function pointLines(cell, col, rank, files, ranks, river) {
  const inner = col > 0 && col < files - 1;
  const cut = {
    up: rank === ranks || (inner && rank === river),
    down: rank === 1 || (inner && rank === river + 1),
    left: col === 0,
    right: col === files - 1,
  };
  for (const [side, off] of Object.entries(cut)) if (off) cell.style.setProperty(`--half-${side}`, '0');
}

export class Builder {
  /** `app`: the page's controller. */
  constructor(app) {
    this.app = app;
    // The base game file (an object), its entry (kinds), the pieces placed: "col,row" (row 0 at
    // the top) → {side, kind}, the tool in hand ('erase' or 'side:kind'). Pieces placed beyond
    // the board's size are kept, out of the game, for when the board grows back.
    this.base = null;
    this.entry = null;
    this.placed = new Map();
    this.tool = 'erase';
    // A loaded game file, offered as a base besides the built-in games.
    this.loaded = null;
    this.valid = null;
  }

  attach() {
    $('builder-base').addEventListener('change', (e) => this.useBase(e.target.value, true));
    for (const id of ['builder-files', 'builder-ranks', 'builder-loses-white', 'builder-loses-black', 'builder-title']) {
      $(id).addEventListener('change', () => this.changed());
    }
    $('builder-clear').addEventListener('click', () => {
      this.placed = new Map();
      this.changed();
    });
    $('builder-reset').addEventListener('click', () => this.useBase($('builder-base').value, true));
    $('builder-play').addEventListener('click', () => this.play());
    $('builder-save').addEventListener('click', () => this.save());
    $('builder-close').addEventListener('click', () => $('builder-dialog').close());
    $('builder-load').addEventListener('change', async (e) => {
      const file = e.target.files[0];
      e.target.value = '';
      if (file) this.load(await file.text(), file.name);
    });
    $('builder-dialog').addEventListener('close', () => this.app.render());
  }

  /** The piece games a game may be built from: the built-in ones and a loaded file. */
  bases() {
    const list = this.app.state.games.filter((g) => g.family === 'piece').map((g) => ({ value: g.name, label: g.title }));
    if (this.loaded) list.push({ value: 'loaded', label: `${this.loaded.title || this.loaded.name} (${t('builder.loaded')})` });
    return list;
  }

  /** Opens the builder on the game in progress when it is a piece game, else on chess. */
  open() {
    const current = this.app.state.info;
    if (current && current.family === 'piece' && current.name.startsWith('file:')) {
      this.loaded = JSON.parse(current.file);
    }
    const select = $('builder-base');
    select.replaceChildren(
      ...this.bases().map((b) => {
        const o = document.createElement('option');
        o.value = b.value;
        o.textContent = b.label;
        return o;
      }),
    );
    let value = 'chess';
    if (current && current.family === 'piece') value = current.name.startsWith('file:') ? 'loaded' : current.name;
    select.value = value;
    this.useBase(value, true);
    $('builder-dialog').showModal();
  }

  /** Takes the game `value` (a built-in game's name or `loaded`) as the base; with `fill`, its
   * size, rules and start position too. */
  useBase(value, fill) {
    const file = value === 'loaded' ? this.loaded : JSON.parse(gameEntry(value).file);
    this.base = file;
    this.entry = checkGameFile(JSON.stringify(file));
    this.tool = 'erase';
    if (fill) {
      $('builder-title').value = t('builder.my-game', { base: file.title || file.name });
      $('builder-files').value = String(file.board.files);
      $('builder-ranks').value = String(file.board.ranks);
      const sides = file.sides || {};
      for (const side of ['white', 'black']) {
        const rules = sides[side] || {};
        $(`builder-loses-${side}`).value = rules.loses || ((rules.royal || []).length ? 'checkmate' : 'no-moves');
      }
      this.placed = this.readStart(file);
    }
    this.changed();
  }

  /** The pieces of a game file's start position, by cell. */
  readStart(file) {
    const placed = new Map();
    const letters = new Map(file.pieces.map((p) => [p.letter.toUpperCase(), p.name]));
    const board = file.start.split(/[\s[]/)[0];
    board.split('/').forEach((rank, row) => {
      let col = 0;
      for (let i = 0; i < rank.length; i++) {
        const c = rank[i];
        if (/\d/.test(c)) {
          let n = c;
          while (i + 1 < rank.length && /\d/.test(rank[i + 1])) n += rank[++i];
          col += Number(n);
          continue;
        }
        let letter = c;
        if (c === '+' && i + 1 < rank.length) letter += rank[++i];
        const kind = letters.get(letter.toUpperCase());
        if (kind) placed.set(`${col},${row}`, { side: letter === letter.toUpperCase() ? 'white' : 'black', kind });
        col++;
      }
    });
    return placed;
  }

  size() {
    const clamp = (v) => Math.min(12, Math.max(3, Number.parseInt(v, 10) || 8));
    return { files: clamp($('builder-files').value), ranks: clamp($('builder-ranks').value) };
  }

  /** The game file the builder describes. */
  file() {
    const base = this.base;
    const { files, ranks } = this.size();
    const letter = (kind) => base.pieces.find((p) => p.name === kind).letter;
    const rows = [];
    for (let row = 0; row < ranks; row++) {
      let text = '';
      let empty = 0;
      for (let col = 0; col < files; col++) {
        const p = this.placed.get(`${col},${row}`);
        if (!p) {
          empty++;
          continue;
        }
        if (empty) text += String(empty);
        empty = 0;
        const l = letter(p.kind);
        text += p.side === 'white' ? l.toUpperCase() : l.toLowerCase();
      }
      if (empty) text += String(empty);
      rows.push(text);
    }
    const shogi = base.board.coordinates === 'shogi';
    const sides = JSON.parse(JSON.stringify(base.sides || {}));
    for (const side of ['white', 'black']) {
      const loses = $(`builder-loses-${side}`).value;
      const rules = sides[side] || {};
      const royal = base.pieces.some((p) => p.name === 'king') ? ['king'] : [];
      rules.loses = loses;
      rules.royal = loses === 'checkmate' || loses === 'royal-captured' ? rules.royal || royal : [];
      if (loses !== 'checkmate' && loses !== 'all-captured') delete rules.stalemate;
      delete rules.goal;
      sides[side] = rules;
    }
    const first = sides.first || 'white';
    const toMove = shogi ? (first === 'black' ? 'b' : 'w') : first === 'black' ? 'b' : 'w';
    const title = $('builder-title').value.trim() || 'My game';
    const file = {
      ...base,
      name: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'my-game',
      title,
      description: t('builder.description', { base: base.title || base.name }),
      board: { ...base.board, files, ranks, holes: [] },
      sides,
      start: shogi ? `${rows.join('/')} ${toMove} - 1` : `${rows.join('/')} ${toMove} - - 0 1`,
    };
    delete file.$schema;
    if (!file.board.holes.length) delete file.board.holes;
    return file;
  }

  /** Re-checks the game with the engine and redraws. The pieces counted are those of the
   * engine's game, the ones on the board as its size cuts it. */
  changed() {
    const problem = $('builder-problem');
    this.valid = null;
    try {
      const text = JSON.stringify(this.file());
      checkGameFile(text);
      const game = new Game(`file:${text}`);
      const { result } = game.status();
      const count = game.pieces().length;
      game.free();
      if (result.state !== 'ongoing') throw new Error(t('builder.over', { result: resultText(result) }));
      this.valid = text;
      problem.dataset.kind = 'ok';
      problem.textContent = t('builder.valid', { count });
    } catch (err) {
      problem.dataset.kind = 'error';
      problem.textContent = errorText(err);
    }
    $('builder-play').disabled = !this.valid;
    $('builder-save').disabled = !this.valid;
    this.render();
  }

  render() {
    const info = this.entry;
    const palette = $('builder-palette');
    const tool = (value, content, label) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'builder-tool';
      b.dataset.tool = value;
      b.setAttribute('aria-pressed', String(this.tool === value));
      b.title = label;
      b.setAttribute('aria-label', label);
      b.append(content);
      b.addEventListener('click', () => {
        this.tool = value;
        this.render();
      });
      return b;
    };
    const erase = document.createElement('span');
    erase.textContent = '✕';
    const tools = [tool('erase', erase, t('builder.erase'))];
    for (const side of ['white', 'black']) {
      for (const kind of info.kinds) {
        const piece = `${side}-${kind.name.replace(/ /g, '-')}`;
        tools.push(tool(`${side}:${kind.name}`, pieceSvg(kindOf(info, piece), side, side === 'white' ? 'up' : 'down', this.app.state.pieceSet), `${t(`side.${side}`)} ${kindWord(kind.name)}`));
      }
    }
    palette.replaceChildren(...tools);

    const { files, ranks } = this.size();
    const { points, river } = this.base.board;
    const grid = $('builder-board');
    grid.style.setProperty('--cols', files);
    grid.dataset.kind = points ? 'points' : 'squares';
    grid.replaceChildren();
    for (let row = 0; row < ranks; row++) {
      for (let col = 0; col < files; col++) {
        const cell = document.createElement('button');
        cell.type = 'button';
        cell.className = 'builder-cell';
        if (points) pointLines(cell, col, ranks - row, files, ranks, river);
        // Dark where the file and rank from a1 add up even, as a1 is dark on a chess board.
        else if ((col + ranks - 1 - row) % 2 === 0) cell.classList.add('shade');
        const key = `${col},${row}`;
        cell.dataset.cell = `${FILES[col]}${ranks - row}`;
        const p = this.placed.get(key);
        if (p) {
          cell.dataset.piece = `${p.side}-${p.kind.replace(/ /g, '-')}`;
          cell.append(pieceSvg(kindOf(info, cell.dataset.piece), p.side, p.side === 'white' ? 'up' : 'down', this.app.state.pieceSet));
        }
        const contents = pieceWords(cell.dataset.piece, 'piece');
        cell.setAttribute('aria-label', t('cell.square', { name: cell.dataset.cell, contents }));
        cell.addEventListener('click', () => this.place(key));
        grid.append(cell);
      }
    }
  }

  /** Puts the tool in hand on the cell `key` (or takes the piece there away). */
  place(key) {
    if (this.tool === 'erase') {
      this.placed.delete(key);
    } else {
      const [side, kind] = this.tool.split(':');
      this.placed.set(key, { side, kind });
    }
    this.changed();
  }

  /** Starts the game built. */
  play() {
    if (!this.valid) return;
    $('builder-dialog').close();
    this.app.state.fileTags = null;
    this.app.setGame(new Game(`file:${this.valid}`), { kind: 'info', text: t('builder.begins') });
  }

  save() {
    if (!this.valid) return;
    const file = JSON.parse(this.valid);
    const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${file.name}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  /** Takes a game file as the base: its pieces join the palette, its rules and start fill the
   * builder. A file the engine refuses is named with the reason. */
  load(text, name) {
    const problem = $('builder-problem');
    try {
      checkGameFile(text);
      this.loaded = JSON.parse(text);
    } catch (err) {
      problem.dataset.kind = 'error';
      problem.textContent = `${name}: ${errorText(err)}`;
      return;
    }
    const select = $('builder-base');
    if (![...select.options].some((o) => o.value === 'loaded')) select.append(document.createElement('option'));
    const option = [...select.options].find((o) => o.value === 'loaded') || select.options[select.options.length - 1];
    option.value = 'loaded';
    option.textContent = `${this.loaded.title || this.loaded.name} (${t('builder.loaded')})`;
    select.value = 'loaded';
    this.useBase('loaded', true);
  }
}
