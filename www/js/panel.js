// Draws everything beside the board from the state: player bars, status line, message, hint,
// result, buttons, the move list, the analysis and the position box.

import {
  HUMAN,
  botChoices,
  botLabel,
  botsOnly,
  bottomColor,
  controller,
  currentHint,
  gameInfo,
  isOver,
  moveInWords,
  numberedLine,
  opponent,
  soleHuman,
  whiteScore,
} from './state.js';
import { t } from './i18n.js';
import { renderMoveTree } from './variations.js';
import { botTitle, gameTitle, resultReason, resultText, resultTitle, sideKey, sideName, sideWord } from './words.js';

const $ = (id) => document.getElementById(id);

/** Fills the menus once the list of games is known. */
export function buildMenus(state) {
  const house = document.createElement('option');
  house.value = 'house';
  house.textContent = t('menu.house-rules');
  const builder = document.createElement('option');
  builder.value = 'builder';
  builder.textContent = t('menu.builder');
  $('variant').replaceChildren(
    ...state.games.map((g) => {
      const o = document.createElement('option');
      o.value = g.name;
      o.textContent = `${gameTitle(g)} (${g.kind === 'points' ? t('menu.points', { count: g.points }) : `${g.cols}×${g.rows}`})`;
      return o;
    }),
    house,
    builder,
  );
  for (const color of ['white', 'black']) {
    const human = document.createElement('option');
    human.value = HUMAN;
    human.textContent = t('seat.person');
    $(`seat-${color}`).replaceChildren(
      human,
      ...botChoices(state.opponents).map((group) => {
        const g = document.createElement('optgroup');
        g.label = t(group.label);
        for (const choice of group.options) {
          const o = document.createElement('option');
          o.value = choice.value;
          o.textContent = botTitle(choice);
          g.append(o);
        }
        return g;
      }),
    );
  }
}

function playerName(state, color) {
  if (controller(state, color) === 'bot') return t('bar.bot', { side: sideName(color) });
  if (controller(state, color) === 'friend') return t('bar.friend', { side: sideName(color), name: state.friend.peer || t('friend.friend') });
  return soleHuman(state) ? t('bar.you', { side: sideName(color) }) : sideName(color);
}

function formatScore(info) {
  if (info.winIn != null) return info.winIn > 0 ? t('score.wins-in', { count: info.winIn }) : t('score.loses-in', { count: -info.winIn });
  const s = info.score / 100;
  return `${s > 0 ? '+' : ''}${s.toFixed(2)}`;
}

function statusText(state) {
  const s = state.status;
  if (isOver(state)) return resultText(s.result);
  const side = sideName(s.toMove);
  let text;
  if (state.thinking) {
    const i = state.searchInfo;
    text = i ? t('status.thinking-depth', { side, depth: i.depth, score: formatScore(i) }) : t('status.thinking', { side });
  } else if (state.botMove) {
    const fromBook = state.searchInfo && state.searchInfo.book;
    text = t(fromBook ? 'status.bot-plays-book' : 'status.bot-plays', { side, move: state.botMove.notation });
  } else if (state.paused && controller(state, s.toMove) === 'bot') {
    text = t('status.paused', { side });
  } else if (controller(state, s.toMove) === 'friend') {
    text = t('status.friends-move', { side, name: state.friend.peer || t('friend.friend') });
  } else if (soleHuman(state)) {
    text = controller(state, s.toMove) === 'human' ? t('status.your-move', { side }) : t('status.bots-move', { side });
  } else {
    text = t('status.to-move', { side });
  }
  const pieceGame = gameInfo(state).family === 'piece';
  if (!pieceGame && !state.thinking && !state.botMove && state.legal.some((m) => m.captured.length)) {
    text += ` · ${t('status.compulsory')}`;
  }
  if (s.check && s.check.length) text += ` · ${t('status.check')}`;
  if (s.ply < s.length) text += ` · ${t('status.viewing', { ply: s.ply, length: s.length })}`;
  return text;
}

function renderBar(el, state, color) {
  el.dataset.color = color;
  // The disc is the colour the game names the side by: dark for shogi's first player, Black;
  // red for xiangqi's first side, which the contract still names white.
  el.dataset.disc = sideKey(color);
  el.dataset.called = sideWord(color);
  el.querySelector('.player-name').textContent = playerName(state, color);
  const toMove = state.status.toMove === color && !isOver(state);
  el.classList.toggle('active', toMove);
  let note = '';
  if (toMove && state.thinking) note = t('bar.thinking');
  else if (controller(state, color) === 'bot') note = botTitle({ value: state.seats[color], label: botLabel(state, state.seats[color]) });
  const pieces = [...state.pieces.values()].filter((p) => p.startsWith(color)).length;
  // Russian names draughts pieces and chess or shogi pieces apart.
  const count = t(gameInfo(state).family === 'piece' ? 'bar.figures' : 'bar.pieces', { count: pieces });
  // Two parts, so that on a narrow screen the bot's title shortens and the count stays whole.
  const box = el.querySelector('.player-note');
  box.querySelector('.note-who').textContent = note;
  box.querySelector('.note-count').textContent = note ? ` · ${count}` : count;
  box.title = box.textContent;
}

/** The tags of a game read from a file, in one line: event, place, date, round, players, and
 * the result the file gives. */
function tagsLine(tags) {
  const get = (name) => {
    const found = tags.find(([n]) => n.toLowerCase() === name.toLowerCase());
    const value = found ? found[1].trim() : '';
    return value && value !== '?' && !/^[?.]+$/.test(value) ? value : '';
  };
  const players = [get('White'), get('Black')].filter(Boolean).join(' – ');
  const round = get('Round') ? t('tags.round', { round: get('Round') }) : '';
  const result = get('Result') && get('Result') !== '*' ? get('Result') : '';
  return [get('Event'), get('Site'), get('Date'), round, players, result].filter(Boolean).join(' · ');
}

function renderTags(state) {
  const el = $('game-tags');
  const text = state.fileTags ? tagsLine(state.fileTags) : '';
  el.hidden = !text;
  el.textContent = text;
}

function renderHint(state) {
  const el = $('hint-text');
  const hint = currentHint(state);
  el.hidden = !hint;
  // No engine's help against a friend far away while the game goes on.
  $('hint').disabled = isOver(state) || Boolean(hint && hint.pending) || Boolean(state.friend);
  if (!hint) {
    el.dataset.state = 'none';
    el.textContent = '';
    return;
  }
  const side = sideName(state.status.toMove);
  const info = hint.info;
  const move = info && info.move;
  el.dataset.state = hint.pending ? 'thinking' : move ? 'done' : 'none';
  if (move) {
    el.dataset.move = move.notation;
    el.dataset.from = move.from;
    el.dataset.path = move.path.join(' ');
  }
  if (hint.error) {
    el.textContent = t('hint.failed', { error: hint.error });
  } else if (!move) {
    el.textContent = hint.pending ? t('hint.thinking', { side }) : t('hint.no-move', { side });
  } else {
    const white = whiteScore(info, state.status.toMove);
    const score = t('hint.score', { score: info.winIn != null ? white : t('hint.for-white', { score: white }), depth: info.depth });
    const words = moveInWords(state, move);
    el.textContent = `${t('hint.move', { side, move: move.notation, words, score })}${hint.pending ? ` · ${t('bar.thinking')}` : ''}`;
  }
}

function thousands(n) {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)} M`;
  if (n >= 1e3) return `${Math.round(n / 1e3)} k`;
  return String(n);
}

function renderAnalysis(state) {
  const a = state.analysis;
  const box = $('analysis');
  const toggle = $('analysis-toggle');
  toggle.setAttribute('aria-pressed', String(a.on));
  toggle.disabled = Boolean(state.friend) && !isOver(state) && !a.on;
  toggle.textContent = a.on ? t('analysis.stop') : t('analysis.start');
  $('analysis-body').hidden = !a.on;
  const info = a.on ? a.info : null;
  let mode = 'off';
  if (a.on) mode = isOver(state) ? 'over' : a.done ? 'done' : 'running';
  box.dataset.state = mode;
  box.dataset.depth = info ? String(info.depth) : '0';
  if (!a.on) return;
  $('analysis-depth').textContent = info ? String(info.depth) : '–';
  $('analysis-score').textContent = info ? whiteScore(info, a.side) : '–';
  $('analysis-best').textContent = info && info.notation ? info.notation : '–';
  const rate = info && info.timeMs > 0 ? ` · ${thousands(Math.round((info.nodes / info.timeMs) * 1000))}/s` : '';
  $('analysis-nodes').textContent = info ? `${thousands(info.nodes)}${rate}` : '–';
  $('analysis-lines').value = String(a.lines);
  const several = info && info.lines && info.lines.length > 1 ? info.lines : null;
  $('analysis-pv').textContent = info && info.pv.length && !several ? numberedLine(state, a.ply, info.pv) : '';
  const list = $('analysis-line-list');
  list.hidden = !several;
  list.replaceChildren(
    ...(several || []).map((line, i) => {
      const li = document.createElement('li');
      li.dataset.line = String(i + 1);
      const score = document.createElement('span');
      score.className = 'line-score';
      score.textContent = whiteScore(line, a.side);
      li.append(score, ` ${numberedLine(state, a.ply, line.pv)}`);
      return li;
    }),
  );
  let note = '';
  if (mode === 'over') note = t('analysis.over', { result: resultText(state.status.result) });
  else if (!info) note = t('analysis.thinking');
  else if (mode === 'done' && state.legal.length === 1) note = t('analysis.only-move');
  else if (mode === 'done') note = info.winIn != null ? t('analysis.forced') : t('analysis.complete');
  $('analysis-note').textContent = note;
}

function renderReplay(state) {
  const { ply, length } = state.status;
  $('replay-start').disabled = ply === 0;
  $('replay-back').disabled = ply === 0;
  $('replay-forward').disabled = ply === length;
  $('replay-end').disabled = ply === length;
  const play = $('replay-play');
  play.disabled = length === 0;
  play.setAttribute('aria-pressed', String(state.replaying));
  play.textContent = state.replaying ? `⏸ ${t('replay.pause')}` : `▶ ${t('replay.play')}`;
  $('branch').hidden = state.replaying || ply === length || Boolean(state.friend);
}

/** Renders the panel and the text around the board. */
export function renderPanel(state) {
  const info = gameInfo(state);
  const s = state.status;
  for (const c of [...document.body.classList]) {
    if (c.startsWith('theme-') || c.startsWith('pieces-')) document.body.classList.remove(c);
  }
  document.body.classList.add(`theme-${state.theme}`, `pieces-${state.pieceSet}`);
  document.body.classList.toggle('labels-off', state.labels === 'off');
  $('game-title').textContent = gameTitle(info);
  $('language').value = state.language;
  let menu = state.variant;
  if (menu.startsWith('house:')) menu = 'house';
  else if (menu.startsWith('file:')) menu = 'builder';
  $('variant').value = menu;
  // The seats by the game's own names of its sides (shogi's first player is Black).
  for (const color of ['white', 'black']) {
    document.querySelector(`.seat[data-color="${color}"] > span`).textContent = sideName(color);
  }
  $('seat-white').value = state.seats.white;
  $('seat-black').value = state.seats.black;
  $('speed').value = state.speed;
  $('clock').value = state.clock;
  $('theme').value = state.theme;
  $('piece-set').value = state.pieceSet;
  $('labels').value = state.labels;
  $('confirm-moves').value = state.confirmMoves;
  const pending = state.pending && state.pending.move;
  $('confirm-move').hidden = !pending;
  if (pending) $('confirm-move-text').textContent = t('confirm.move', { move: pending.notation });

  const bottom = bottomColor(state);
  renderBar($('bar-bottom'), state, bottom);
  renderBar($('bar-top'), state, opponent(bottom));

  $('status').textContent = statusText(state);
  const msg = $('message');
  msg.textContent = state.message ? state.message.text : '';
  msg.dataset.kind = state.message ? state.message.kind : 'none';

  $('save-csa').hidden = !(info.notation === 'shogi' && info.cols === 9 && info.rows === 9);
  // Shogi's impasse is declared by a player on their own turn; the bot is judged at the ply limit.
  $('impasse').hidden = !(s.impasse && controller(state, s.toMove) === 'human');
  $('undo').disabled = s.ply === 0;
  $('redo').disabled = s.ply === s.length;
  $('stop').disabled = !state.thinking;
  const botGame = botsOnly(state) && !isOver(state);
  $('pause').hidden = !botGame;
  $('pause').textContent = state.paused ? t('bots.resume') : t('bots.pause');
  $('step').hidden = !botGame || !state.paused;
  $('step').disabled = state.thinking || state.busy || s.ply < s.length;

  const result = $('result');
  const over = isOver(state) && !state.resultDismissed;
  result.hidden = !over;
  if (over) {
    const r = s.result;
    result.dataset.winner = r.winner || 'draw';
    result.querySelector('.result-title').textContent = resultTitle(r);
    const reason = resultReason(r);
    result.querySelector('.result-reason').textContent = reason.charAt(0).toUpperCase() + reason.slice(1);
  }

  renderReplay(state);
  renderHint(state);
  renderAnalysis(state);

  const fen = $('fen');
  if (document.activeElement !== fen) fen.value = state.fen;
  renderTags(state);
  renderMoveTree(state);
}
