// The page's state as plain data, and the pure functions that read it. Everything about the
// game itself (pieces, legal moves, result) is copied in from the engine after each change;
// nothing here decides what is legal.

import { TIME_CONTROLS } from './clock.js';
import { LANGUAGES, browserLanguage, kindWord, t } from './i18n.js';
import { listed, sideName } from './words.js';
import { cleanName } from './friend/protocol.js';

/** A STUN server's address as the settings take it: `stun:host[:port]` (or `stuns:`). */
export const STUN_URL = /^stuns?:[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

/** Timings of a bot move: thinking and highlight together last at least `pause` ms (the chosen
 * move stays highlighted at least `minHighlight` ms), then the piece travels for `anim` ms.
 * `human` is the slide of a move played by clicks. */
export const SPEEDS = {
  normal: { pause: 1500, minHighlight: 400, anim: 1500, human: 220 },
  fast: { pause: 450, minHighlight: 150, anim: 400, human: 120 },
  instant: { pause: 0, minHighlight: 0, anim: 0, human: 0 },
};

/** Thinking times offered for the strongest level, besides the engine's own node budgets. */
export const CLOCKS = [1000, 3000, 10000];

/** The engine behind a hint: the strongest level, analysing in steps for 1 s in all (less with a
 * single legal move or a forced result); a hint left unfinished keeps its worker. */
export const HINT_SPEC = { opponent: 'level:9', limits: { timeMs: 1000 } };

/** The engine behind the analysis: the strongest level with no limit but the deepest iteration
 * the engine knows; it runs until the position changes or the analysis is closed. */
export const ANALYSIS_SPEC = { opponent: 'level:9', limits: { depth: 120 } };

/** The bot menu in groups: the engine's levels, the strongest level with a clock, the levels of
 * the Monte Carlo search, the other bots. A value is an engine opponent id, with `@ms` for a
 * thinking time. */
export function botChoices(opponents) {
  const option = (o) => ({ value: o.id, label: o.title });
  const isLevel = (o) => o.id.startsWith('level:');
  const isMonteCarlo = (o) => o.id.startsWith('mcts:');
  return [
    { label: 'bots.levels', options: opponents.filter(isLevel).map(option) },
    {
      label: 'bots.clock',
      options: CLOCKS.map((ms) => ({ value: `level:9@${ms}`, label: `Master, ${ms / 1000} s a move` })),
    },
    { label: 'bots.mcts', options: opponents.filter(isMonteCarlo).map(option) },
    { label: 'bots.other', options: opponents.filter((o) => !isLevel(o) && !isMonteCarlo(o)).map(option) },
  ].filter((group) => group.options.length > 0);
}

/** The engine opponent and search limits (null: the opponent's own budget) of a menu value. */
export function botSpec(value) {
  const [opponent, ms] = value.split('@');
  return { opponent, limits: ms ? { timeMs: Number(ms), book: true } : null };
}

/** The label of a menu value. */
export function botLabel(state, value) {
  for (const group of botChoices(state.opponents)) {
    const found = group.options.find((o) => o.value === value);
    if (found) return found.label;
  }
  return value;
}

export function opponent(color) {
  return color === 'white' ? 'black' : 'white';
}

export function capitalized(color) {
  return color === 'white' ? 'White' : 'Black';
}

export const THEMES = ['wood', 'green', 'slate'];
export const PIECE_SETS = ['classic', 'flat'];

/** What sits at a side: a person at the board, or a bot (a menu value of `botChoices`). */
export const HUMAN = 'human';

/** The seats of saved settings `prefs` whose bots are among `bots`: `prefs.seats`, or the
 * players of earlier versions of the page (`mode`, `humanColor`, `level`); by default the
 * player has White against level 6. */
function seatsOf(prefs, bots) {
  const valid = (v) => v === HUMAN || bots.includes(v);
  const seats = prefs.seats;
  if (seats && typeof seats === 'object' && valid(seats.white) && valid(seats.black)) {
    return { white: seats.white, black: seats.black };
  }
  const level = bots.includes(prefs.level) ? prefs.level : 'level:6';
  if (prefs.mode === 'human-human') return { white: HUMAN, black: HUMAN };
  if (prefs.mode === 'bot-bot') return { white: level, black: level };
  return prefs.humanColor === 'black' ? { white: level, black: HUMAN } : { white: HUMAN, black: level };
}

/** A fresh state before any game is loaded, with the saved settings `prefs` where they are
 * among the choices (anything else takes the default). */
export function initialState(games, opponents, prefs = {}) {
  const bots = botChoices(opponents).flatMap((g) => g.options.map((o) => o.value));
  const pick = (value, choices, fallback) => (choices.includes(value) ? value : fallback);
  return {
    games,
    opponents,
    variant:
      typeof prefs.variant === 'string' &&
      (games.some((g) => g.name === prefs.variant) || /^(house|file):/.test(prefs.variant))
        ? prefs.variant
        : games[0].name,
    seats: seatsOf(prefs, bots),
    speed: pick(prefs.speed, Object.keys(SPEEDS), 'normal'),
    theme: pick(prefs.theme, THEMES, 'wood'),
    pieceSet: pick(prefs.pieceSet, PIECE_SETS, 'classic'),
    // Square numbers and coordinates on the board: `on` or `off`.
    labels: pick(prefs.labels, ['on', 'off'], 'on'),
    // Whether a move made on the board waits for the player's confirmation: `never`, `touch`
    // (made by touch) or `always`.
    confirmMoves: pick(prefs.confirmMoves, ['never', 'touch', 'always'], 'never'),
    // The move waiting for that confirmation: `{move, slide, ply}`, or null.
    pending: null,
    clock: pick(prefs.clock, TIME_CONTROLS.map((c) => c.value), 'none'),
    language: pick(prefs.language, LANGUAGES.map((l) => l.code), browserLanguage()),
    flipped: prefs.flipped === true,
    // Whether playing from an earlier move asks before the later moves are dropped.
    askBeforeCut: prefs.askBeforeCut !== false,
    // The player's name in games with friends far away, and the STUN server a live game may ask
    // (none by default: the page contacts nothing by itself).
    friendName: typeof prefs.friendName === 'string' ? cleanName(prefs.friendName) : '',
    stun: typeof prefs.stun === 'string' && STUN_URL.test(prefs.stun) ? prefs.stun : '',
    // The game with a friend far away on the board (friend/index.js), or null.
    friend: null,
    paused: false,
    replaying: false,
    // The tags of the file the game was read from (`[[name, value]]`), kept to be saved back.
    fileTags: null,
    // The current game's entry and board, from the engine when a game is installed.
    info: null,
    layout: null,
    pieces: new Map(),
    // Pieces in hand (piece games with drops): `[{side, kind, piece, count}]`.
    hands: [],
    legal: [],
    history: [],
    status: null,
    fen: '',
    startFen: '',
    // Interaction.
    selected: null,
    partial: [],
    message: null,
    thinking: false,
    searchInfo: null,
    botMove: null,
    busy: false,
    // The hint for the position `key` (see `positionKey`): `info` is the search's latest
    // progress or answer, `pending` while it thinks.
    hint: null,
    // The analysis panel: `on`, and for the position `key` the latest `info` of its search,
    // `done` once the search has ended by itself, the side to move and the ply it started from.
    analysis: { on: false, key: null, info: null, done: false, side: 'white', ply: 0, lines: 1 },
  };
}

/** Identifies the current position with the moves that led to it (which the engine's draw
 * rules see): the start and the moves up to the cursor. */
export function positionKey(state) {
  const moves = state.history.slice(0, state.status ? state.status.ply : 0).map((m) => m.full);
  return `${state.startFen}|${moves.join(' ')}`;
}

/** Whether `hint` (a state's `hint`) belongs to the current position. */
export function currentHint(state) {
  return state.hint && state.hint.key === positionKey(state) ? state.hint : null;
}

/** A search's score (`info`: `{score, winIn}`, from the view of `side`, the side to move) in
 * men from White's view: `+0.35` when White is better, or who wins in how many plies. */
export function whiteScore(info, side) {
  if (info.winIn != null) {
    const winner = info.winIn > 0 ? side : opponent(side);
    return t('score.side-wins-in', { side: sideName(winner), count: Math.abs(info.winIn) });
  }
  const men = (side === 'white' ? info.score : -info.score) / 100;
  if (men === 0) return '0.00';
  return `${men > 0 ? '+' : '−'}${Math.abs(men).toFixed(2)}`;
}

/** Moves `line` (notation) played from the position after `ply` moves, numbered as the move
 * list numbers them: `12. 32-28 19-23 13. 28x19`, or `12… 19-23 13. 28x19` when the second
 * player moves first. */
export function numberedLine(state, ply, line) {
  const offset = numberingOffset(state);
  const parts = [];
  line.forEach((text, i) => {
    const slot = ply + offset + i;
    const number = Math.floor(slot / 2) + 1;
    if (slot % 2 === 0) parts.push(`${number}.`);
    else if (i === 0) parts.push(`${number}…`);
    parts.push(text);
  });
  return parts.join(' ');
}

/** 1 when the game's record starts with the second player to move (the first row of the move
 * list then opens with their move), else 0. */
export function numberingOffset(state) {
  const info = gameInfo(state);
  const first = info ? info.firstToMove : 'white';
  const startSide =
    state.status && state.status.startToMove ? state.status.startToMove : state.startFen.startsWith('B') ? 'black' : 'white';
  return startSide === first ? 0 : 1;
}


/** `move` (a move object of the current position) in words, e.g. "the man on 32 to 28" or "the
 * king on 46 capturing 37 and 14, landing on 23 then 5": for a hint and for a move said. */
export function moveInWords(state, move) {
  if (move.drop) return t('words.drop', { role: kindWord(move.drop), to: move.to });
  const piece = state.pieces.get(move.from) || '';
  const role = move.kind ? kindWord(move.kind) : t(piece.endsWith('king') ? 'role.king' : 'role.man');
  if (!move.captured.length) return t('words.move', { role, from: move.from, to: move.to });
  const landing = move.path.length > 1 ? listed(move.path, 'word.then') : move.to;
  return t('words.capture', { role, from: move.from, landing, taken: listed(move.captured, 'word.and') });
}

/** The entry of the current game (a game of the menu or house rules), as the engine gave it. */
export function gameInfo(state) {
  return state.info || state.games.find((g) => g.name === state.variant);
}

/** Copies what the page shows from the engine's game into the state. */
export function syncGame(state, game) {
  state.pieces = new Map(game.pieces().map((p) => [p.square, p.piece]));
  state.hands = game.hands();
  state.legal = game.legalMoves();
  state.history = game.history();
  state.tree = game.tree ? game.tree() : null;
  state.status = game.status();
  state.fen = game.fen();
  state.startFen = game.startFen();
  state.selected = null;
  state.partial = [];
  state.pending = null;
}

/** Who moves for `color`: `human`, `bot`, or in a game with a friend far away `friend` for the
 * friend's side. */
export function controller(state, color) {
  // Learning from mistakes, the person moves for either side and no bot moves.
  if (state.training) return 'human';
  if (state.friend && state.friend.seat !== color) return 'friend';
  return state.seats[color] === HUMAN ? 'human' : 'bot';
}

/** The one side a person plays at this screen against a bot or a friend far away, or null when
 * both or neither are people here. */
export function soleHuman(state) {
  if (state.friend) return state.friend.seat;
  const { white, black } = state.seats;
  if ((white === HUMAN) === (black === HUMAN)) return null;
  return white === HUMAN ? 'white' : 'black';
}

/** Whether both sides are bots. */
export function botsOnly(state) {
  return state.seats.white !== HUMAN && state.seats.black !== HUMAN;
}

export function isOver(state) {
  return state.status && state.status.result.state !== 'ongoing';
}

/** Whether the bot should move now: its turn, at the end of the recorded moves (browsing back
 * through the moves does not wake it), not paused. */
export function botToMove(state) {
  const s = state.status;
  return Boolean(
    s && !isOver(state) && !state.paused && s.ply === s.length && controller(state, s.toMove) === 'bot',
  );
}

/** Whether the person at this screen moves now (in a game with a friend, at its last move
 * only: it has no side lines). */
export function humanToMove(state) {
  const s = state.status;
  const atEnd = !state.friend || s.ply === s.length;
  return Boolean(s && !isOver(state) && controller(state, s.toMove) === 'human' && !state.busy && atEnd);
}

/** The colour drawn at the bottom of the board. */
export function bottomColor(state) {
  const base = soleHuman(state) || 'white';
  return state.flipped ? opponent(base) : base;
}

function startsWith(path, prefix) {
  return prefix.every((sq, i) => path[i] === sq);
}

/** Legal moves of the selected piece that follow the landings chosen so far. */
export function candidates(state) {
  if (!state.selected) return [];
  return state.legal.filter((m) => m.from === state.selected && startsWith(m.path, state.partial));
}

/** The squares the selected piece can land on next (`next`), among them those where landing
 * completes a move (`final`; the others are landings in the middle of a capture), and those a
 * capture lands on (`captures`). */
export function targets(state) {
  const next = new Set();
  const final = new Set();
  const captures = new Set();
  const depth = state.partial.length;
  for (const m of candidates(state)) {
    if (m.path.length <= depth) continue;
    next.add(m.path[depth]);
    if (m.path.length === depth + 1) final.add(m.path[depth]);
    if (m.captured.length) captures.add(m.path[depth]);
  }
  return { next, final, captures };
}

/** Squares of the pieces that have a legal move. */
export function movable(state) {
  return new Set(state.legal.map((m) => m.from));
}

/** The pieces the chosen landings have jumped so far. */
export function capturedSoFar(state) {
  const c = candidates(state);
  if (!c.length || !state.partial.length) return new Set();
  const steps = state.partial.length;
  return new Set(c[0].captured.slice(0, steps));
}

/**
 * What activating `square` means for the human to move:
 * - `{kind: 'select', square}` pick a piece that can move;
 * - `{kind: 'deselect'}`;
 * - `{kind: 'extend', square}` a landing in the middle of a capture;
 * - `{kind: 'play', move}` a complete move;
 * - `{kind: 'continue', targets}` a capture under way goes on to one of `targets`;
 * - `{kind: 'explain', from, to}` / `{kind: 'explain-piece', from}` ask the engine why not;
 * - `{kind: 'none'}`.
 */
export function interpret(state, square) {
  if (square.startsWith('*')) {
    // A piece in hand (`*pawn`): picked up to be dropped, or put back.
    if (state.selected === square) return { kind: 'deselect' };
    return movable(state).has(square) ? { kind: 'select', square } : { kind: 'none' };
  }
  const piece = state.pieces.get(square);
  const mine = piece && piece.startsWith(`${state.status.toMove}-`);
  if (!state.selected) {
    if (!piece) return { kind: 'none' };
    if (mine && movable(state).has(square)) return { kind: 'select', square };
    return { kind: 'explain-piece', from: square };
  }
  const cands = candidates(state);
  const depth = state.partial.length;
  const next = cands.filter((m) => m.path[depth] === square);
  if (next.length) {
    // A capture never stops where it could go on, so a path ending here is the only move here,
    // but for the choice of what the piece promotes to.
    const complete = next.filter((m) => m.path.length === depth + 1);
    if (complete.length > 1) return { kind: 'promote', moves: complete };
    return complete.length ? { kind: 'play', move: complete[0] } : { kind: 'extend', square };
  }
  if (square === state.selected) return depth ? { kind: 'select', square } : { kind: 'deselect' };
  // The final square straight away, when it names one move.
  const ending = cands.filter((m) => m.to === square);
  if (ending.length === 1) return { kind: 'play', move: ending[0] };
  if (ending.length > 1 && ending.every((m) => m.promote != null || m.crowned)) return { kind: 'promote', moves: ending };
  if (depth) return { kind: 'continue', targets: [...targets(state).next] };
  if (mine) return movable(state).has(square) ? { kind: 'select', square } : { kind: 'explain-piece', from: square };
  if (state.selected.startsWith('*')) return { kind: 'explain-drop', to: square };
  return { kind: 'explain', from: state.selected, to: square };
}

/** Rows of the move list: `[{number, white, black}]` with `{ply, text}` cells; the first row may
 * open with the second player when the game starts with them to move. */
export function moveRows(state) {
  const rows = [];
  const offset = numberingOffset(state);
  state.history.forEach((m, i) => {
    const slot = i + offset;
    const number = Math.floor(slot / 2) + 1;
    if (!rows.length || slot % 2 === 0) rows.push({ number, cells: [null, null] });
    rows[rows.length - 1].cells[slot % 2] = { ply: i + 1, text: m.notation };
  });
  return rows;
}
