// A game's review: every position of the game searched in a worker of its own, in the
// background (the board stays in play), with a progress bar and a stop; what is done is kept by
// position (and in the browser, over a reload), so a stopped review goes on where it stopped, and
// a position reached again by another line needs no second search. From it (judge.js): each move's mark and the better
// move, each side's marks and accuracy, the evaluation graph under the board and the
// evaluation bar beside it.

import { JUDGEMENTS, THRESHOLDS, expected, judgeMoves, sideSummary, whiteExpected } from './judge.js';
import { addOwnPuzzle } from './puzzle-store.js';
import { t } from './i18n.js';
import { errorText } from './files.js';
import { HUMAN, moveInWords, numberedLine } from './state.js';
import { sideName } from './words.js';

/** What the review searches with, and how long, for each position. */
export const REVIEW_SPEC = { opponent: 'level:9', timeMs: 250 };

const SVG = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);

/** Where the reviewed positions are kept between visits (a cache: one that cannot be read is
 * dropped), and how many at most, the latest kept. */
const STORE_KEY = 'dama.review';
const STORE_MOST = 800;

/** The positions kept from earlier visits, by key; none if there are none or they cannot be
 * read. */
function storedPositions() {
  try {
    const entries = JSON.parse(window.localStorage.getItem(STORE_KEY) || '[]');
    const valid = (r) => r && typeof r === 'object' && Number.isFinite(r.score) && (r.toMove === 'white' || r.toMove === 'black');
    return new Map(Array.isArray(entries) ? entries.filter((e) => Array.isArray(e) && typeof e[0] === 'string' && valid(e[1])) : []);
  } catch {
    return new Map();
  }
}

/** The key of the position after the first `ply` moves of `moves` (full notation) from `start`
 * (the game's name and its start position). */
function keyOf(start, moves, ply) {
  return `${start}|${moves.slice(0, ply).join(' ')}`;
}

/** The review of `app`'s game. */
export class Review {
  constructor(app) {
    this.app = app;
    /** The review's worker, started when first asked for. */
    this.engine = null;
    /** Each reviewed position's search by its key (`keyOf`), kept in the browser. */
    this.found = storedPositions();
    /** The review under way: `{key, done, total}`, or null. */
    this.running = null;
    /** Counts the reviews begun, so that the answers of a stopped one are dropped. */
    this.run = 0;
    this.error = null;
  }

  attach() {
    $('review-start').addEventListener('click', () => this.start());
    $('review-stop').addEventListener('click', () => this.stop());
    $('eval-graph').addEventListener('click', (e) => {
      const ply = this.plyAt(e);
      if (ply != null) this.app.goTo(ply);
    });
  }

  /** The moves of the current line (`full` notation) and its start. */
  line() {
    const st = this.app.state;
    return { start: `${st.variant}|${st.startFen}`, moves: st.history.map((m) => m.full) };
  }

  /** The reviewed positions of the current line, by ply (missing ones undefined). */
  positions() {
    const { start, moves } = this.line();
    let key = keyOf(start, moves, 0);
    const out = [this.found.get(key)];
    for (const [i, move] of moves.entries()) {
      key += i === 0 ? move : ` ${move}`;
      out.push(this.found.get(key));
    }
    return out;
  }

  /** Each move of the current line judged (judge.js `judgeMoves`), from its reviewed
   * `positions` when they are at hand. */
  judged(positions = this.positions()) {
    return judgeMoves(positions, this.line().moves, this.app.game.resultScale());
  }

  /** Reviews the current line to its end, from its first position not yet reviewed. */
  start() {
    const app = this.app;
    const game = app.game;
    const { start, moves } = this.line();
    const from = this.positions().findIndex((p) => !p);
    if (from < 0) return;
    // The whole line, whichever move is shown.
    const { ply, length } = app.state.status;
    game.goTo(length);
    const record = game.record();
    game.goTo(ply);
    if (!this.engine) this.engine = app.makeEngine();
    const run = ++this.run;
    this.error = null;
    this.running = { done: from, total: moves.length + 1 };
    app.render();
    const live = () => run === this.run;
    this.engine
      .review(record, { ...REVIEW_SPEC, from }, (at, result) => {
        if (!live()) return;
        const { score, toMove, move, notation, pv, depth } = result;
        this.found.set(keyOf(start, moves, at), { score, toMove, move, notation, pv: pv.slice(0, 8), depth });
        this.running.done = at + 1;
        if (at % 10 === 0) this.store();
        app.render();
      })
      .then(
        () => {
          if (!live()) return;
          this.running = null;
          this.annotate();
          app.say(t('review.done'), 'info');
          app.render();
          this.findOwnPuzzles(run);
        },
        (err) => {
          if (!live()) return;
          this.running = null;
          this.error = errorText(err);
          app.say(t('error.analysis', { error: this.error }));
        },
      );
  }

  /**
   * After the review `run`: each position where a person's side (either, when people play both
   * or neither) made a mistake or a blunder and the better move stands out alone (the best line
   * beats the second by a blunder's worth, searched again for two lines in the review's worker)
   * becomes a puzzle of the player's own games (puzzle-store.js), its line the engine's.
   */
  async findOwnPuzzles(run) {
    const app = this.app;
    const st = app.state;
    const game = app.game;
    const people = ['white', 'black'].filter((side) => st.seats[side] === HUMAN);
    const erred = this.judged().filter(
      (j) => (j.judgement === 'mistake' || j.judgement === 'blunder') && (people.length !== 1 || people.includes(j.mover)),
    );
    if (!erred.length) return;
    const { ply, length } = st.status;
    game.goTo(length);
    const record = game.record();
    const fens = erred.map((j) => (game.goTo(j.ply - 1), game.fen()));
    game.goTo(ply);
    const variant = st.variant;
    const scale = game.resultScale();
    const alone = THRESHOLDS.find(([name]) => name === 'blunder')[1];
    let found = 0;
    for (const [i, j] of erred.entries()) {
      let lines = null;
      const before = { ...record, moves: record.moves.slice(0, j.ply - 1) };
      try {
        await this.engine.review(before, { ...REVIEW_SPEC, timeMs: 2 * REVIEW_SPEC.timeMs, lines: 2, from: j.ply - 1 }, (at, result) => {
          lines = result.lines;
        });
      } catch {
        return;
      }
      if (run !== this.run) return;
      if (!lines || lines.length < 2) continue;
      const [best, second] = lines.map((l) => expected(l.score, scale));
      if (best - second < alone) continue;
      try {
        addOwnPuzzle({
          variant,
          fen: fens[i],
          solution: lines[0].pv,
          theme: j.judgement,
          goal: best >= 0.5 ? 'win' : 'save',
        });
        found++;
      } catch {
        // A puzzle the store refuses is left out.
      }
    }
    if (found) app.say(t('review.own-puzzles', { count: found }), 'info');
  }

  /** Stops the review under way, keeping what it found. */
  stop() {
    if (!this.running) return;
    this.run++;
    this.running = null;
    if (this.engine) this.engine.cancel();
    this.annotate();
    this.app.render();
  }

  /** Keeps the reviewed positions in the browser, the latest `STORE_MOST`. */
  store() {
    try {
      const entries = [...this.found].slice(-STORE_MOST);
      window.localStorage.setItem(STORE_KEY, JSON.stringify(entries));
    } catch {
      // Storage refused or full: the review is kept for this visit only.
    }
  }

  /** Writes the review into the game, so that its file keeps it: each judged move of the main
   * line gets its mark as a NAG (`$6` ?!, `$2` ?, `$4` ??) and the evaluation after it as
   * `[%eval]` (in men or pawns from White's view, `#n` for a forced win in `n` moves). Not while
   * a side line is shown, whose plies are not the main line's. */
  annotate() {
    this.store();
    const game = this.app.game;
    const tree = game.tree();
    if (tree.inSideLine) return;
    const positions = this.positions();
    for (const j of this.judged(positions)) {
      const after = positions[j.ply];
      game.annotate(j.ply, j.judgement ? [NAGS[j.judgement]] : [], evalText(after));
    }
    this.app.files.persist();
  }

  /** The judged move shown now (the last move played on the board), if the review marked it. */
  markedHere(judged = this.judged()) {
    const ply = this.app.state.status.ply;
    return judged.find((j) => j.ply === ply && j.judgement) || null;
  }

  /** White's expected result in the position shown, if it is reviewed. */
  whiteHere() {
    const ply = this.app.state.status.ply;
    return whiteExpected(this.positions(), this.app.game.resultScale())[ply];
  }

  /** Draws the review: its box in the panel, the marks in the move list, the graph. */
  render() {
    const st = this.app.state;
    if (!st.status) return;
    const positions = this.positions();
    const judged = this.judged(positions);
    const reviewed = judged.length > 0;
    const running = this.running;
    const start = $('review-start');
    start.hidden = Boolean(running);
    const complete = positions.every(Boolean);
    start.disabled = st.history.length === 0 || complete;
    start.textContent = reviewed && !complete ? t('review.go-on') : t('review.start');
    $('review-stop').hidden = !running;
    const progress = $('review-progress');
    progress.hidden = !running;
    if (running) {
      progress.max = running.total;
      progress.value = running.done;
      progress.setAttribute('aria-valuetext', t('review.progress', { done: running.done, total: running.total }));
    }
    $('review').dataset.state = running ? 'running' : reviewed ? 'done' : 'off';
    $('review-note').textContent = running
      ? t('review.progress', { done: running.done, total: running.total })
      : this.error
        ? t('error.analysis', { error: this.error })
        : '';
    this.renderSummary(judged);
    this.renderBetter(judged);
    this.markMoves(judged);
    this.renderGraph(judged, positions);
  }

  renderSummary(judged) {
    const table = $('review-summary');
    table.hidden = judged.length === 0;
    if (table.hidden) return;
    const summary = sideSummary(judged);
    const body = table.querySelector('tbody');
    body.replaceChildren(
      ...['white', 'black'].map((side) => {
        const s = summary[side];
        const row = document.createElement('tr');
        row.dataset.side = side;
        const head = document.createElement('th');
        head.scope = 'row';
        head.textContent = sideName(side);
        const cells = JUDGEMENTS.map((name) => {
          const td = document.createElement('td');
          td.dataset.judgement = name;
          td.textContent = String(s[name]);
          return td;
        });
        const accuracy = document.createElement('td');
        accuracy.className = 'accuracy';
        accuracy.textContent = s.accuracy == null ? '–' : `${Math.round(s.accuracy)}%`;
        row.append(head, ...cells, accuracy);
        return row;
      }),
    );
  }

  /** At a marked move: what it was, and the better move in notation and in words. */
  renderBetter(judged) {
    const st = this.app.state;
    const box = $('review-better');
    const marked = this.markedHere(judged);
    box.hidden = !marked;
    if (!marked) return;
    const played = st.history[marked.ply - 1];
    const best = marked.best;
    const words = best.move ? ` (${moveInWords({ ...st, pieces: this.piecesBefore(marked.ply) }, best.move)})` : '';
    box.dataset.judgement = marked.judgement;
    box.textContent = t('review.better', {
      move: played.notation,
      judgement: t(`review.${marked.judgement}`),
      better: `${best.notation}${words}`,
      line: numberedLine(st, marked.ply - 1, best.pv.slice(0, 6)),
    });
  }

  /** The pieces of the position before move `ply` (for the better move's words): the board's,
   * since `moveInWords` reads the mover's kind from its square, which that move left. */
  piecesBefore(ply) {
    const game = this.app.game;
    const { ply: shown } = this.app.state.status;
    game.goTo(ply - 1);
    const pieces = new Map(game.pieces().map((p) => [p.square, p.piece]));
    game.goTo(shown);
    return pieces;
  }

  /** Marks the judged moves of the move list (`data-judgement`, a sign, the better move). */
  markMoves(judged) {
    const byPly = new Map(judged.filter((j) => j.judgement).map((j) => [j.ply, j]));
    for (const b of $('moves').querySelectorAll('[data-ply]')) {
      if (b.closest('[data-variation]')) continue;
      const j = byPly.get(Number(b.dataset.ply));
      // A move the review did not mark keeps the mark its file gave it.
      if (!j) continue;
      b.querySelectorAll('.judgement, .better').forEach((el) => el.remove());
      b.dataset.judgement = j.judgement;
      // The sign for the eye, the judgement in words for a screen reader.
      const sign = document.createElement('span');
      sign.className = 'judgement';
      sign.setAttribute('aria-hidden', 'true');
      sign.textContent = { inaccuracy: '?!', mistake: '?', blunder: '??' }[j.judgement];
      sign.title = t(`review.${j.judgement}`);
      const said = document.createElement('span');
      said.className = 'judgement visually-hidden';
      said.textContent = `, ${t(`review.${j.judgement}`)}, `;
      const better = document.createElement('span');
      better.className = 'better';
      better.textContent = t('review.better-short', { move: j.best.notation });
      b.append(sign, said, better);
    }
  }

  /** The evaluation graph: White's expected result after each reviewed move, a point per move
   * (marked moves in their colour), the move shown ringed. */
  renderGraph(judged, positions) {
    const box = $('eval-graph');
    const white = whiteExpected(positions, this.app.game.resultScale());
    box.hidden = judged.length === 0;
    if (box.hidden) {
      box.replaceChildren();
      return;
    }
    const plies = white.length - 1;
    // Drawn at the graph's size on screen, so that its points stay round.
    const [w, h] = [box.clientWidth || 600, box.clientHeight || 90];
    const x = (ply) => (plies ? (ply / plies) * w : 0);
    const y = (e) => h - e * h;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('review.graph'));
    const known = white.map((e, ply) => [ply, e]).filter(([, e]) => e != null);
    const last = x(known[known.length - 1][0]).toFixed(1);
    const curve = known.map(([p, e]) => `${x(p).toFixed(1)},${y(e).toFixed(1)}`);
    const cursor = x(this.app.state.status.ply);
    svg.append(
      shape('rect', { class: 'graph-black', x: 0, y: 0, width: w, height: h }),
      shape('polygon', { class: 'graph-white', points: [`${x(known[0][0]).toFixed(1)},${h}`, ...curve, `${last},${h}`].join(' ') }),
      shape('line', { class: 'graph-middle', x1: 0, y1: h / 2, x2: w, y2: h / 2 }),
      shape('line', { class: 'graph-cursor', x1: cursor, y1: 0, x2: cursor, y2: h }),
    );
    for (const j of judged) {
      const e = white[j.ply];
      const dot = shape('circle', { class: 'graph-move', cx: x(j.ply), cy: y(e), r: j.judgement ? 4.5 : 2.5 });
      dot.dataset.ply = String(j.ply);
      if (j.judgement) dot.dataset.judgement = j.judgement;
      svg.append(dot);
    }
    box.replaceChildren(svg);
  }

  /** The ply of the graph at a pointer event: its point, or the nearest move. */
  plyAt(e) {
    const dot = e.target.closest('[data-ply]');
    if (dot) return Number(dot.dataset.ply);
    const svg = $('eval-graph').querySelector('svg');
    if (!svg) return null;
    const r = svg.getBoundingClientRect();
    const plies = this.line().moves.length;
    if (!r.width || !plies) return null;
    return Math.max(0, Math.min(plies, Math.round(((e.clientX - r.left) / r.width) * plies)));
  }
}

/** The NAG of each judgement. */
const NAGS = { inaccuracy: 6, mistake: 2, blunder: 4 };

/** Scores from here on are forced results (the engine's `MATE_BOUND`). */
const MATE_BOUND = 29000;

/** A reviewed position's score as `[%eval]` writes it: White's view, in men or pawns (`0.35`,
 * `-1.20`), `#n` / `#-n` for a win or loss in `n` moves, none where the game is over. */
function evalText(position) {
  const white = position.toMove === 'white' ? position.score : -position.score;
  if (Math.abs(white) >= MATE_BOUND) {
    const moves = Math.ceil((30000 - Math.abs(white)) / 2);
    // A game over by the rules has no evaluation to give.
    if (moves === 0) return undefined;
    return `#${white > 0 ? '' : '-'}${moves}`;
  }
  return (white / 100).toFixed(2);
}

function shape(name, attrs) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}
