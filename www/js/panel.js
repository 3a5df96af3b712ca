// Draws everything beside the board from the state: player bars, status line, message, hint,
// result, buttons, the move list, the analysis and the position box.

import {
  HUMAN,
  botChoices,
  botLabel,
  botsOnly,
  capitalized,
  bottomColor,
  controller,
  currentHint,
  gameInfo,
  isOver,
  moveInWords,
  moveRows,
  numberedLine,
  opponent,
  soleHuman,
  whiteScore,
} from './state.js';

const $ = (id) => document.getElementById(id);

/** Fills the menus once the list of games is known. */
export function buildMenus(state) {
  const house = document.createElement('option');
  house.value = 'house';
  house.textContent = 'House rules…';
  $('variant').replaceChildren(
    ...state.games.map((g) => {
      const o = document.createElement('option');
      o.value = g.name;
      o.textContent = `${g.title} (${g.kind === 'points' ? `${g.points} points` : `${g.cols}×${g.rows}`})`;
      return o;
    }),
    house,
  );
  for (const color of ['white', 'black']) {
    const human = document.createElement('option');
    human.value = HUMAN;
    human.textContent = 'A person';
    $(`seat-${color}`).replaceChildren(
      human,
      ...botChoices(state.opponents).map((group) => {
        const g = document.createElement('optgroup');
        g.label = group.label;
        for (const choice of group.options) {
          const o = document.createElement('option');
          o.value = choice.value;
          o.textContent = choice.label;
          g.append(o);
        }
        return g;
      }),
    );
  }
}

function playerName(state, color) {
  if (controller(state, color) === 'bot') return `Bot · ${capitalized(color)}`;
  return soleHuman(state) ? `You · ${capitalized(color)}` : capitalized(color);
}

function formatScore(info) {
  if (info.winIn != null) return info.winIn > 0 ? `wins in ${info.winIn}` : `loses in ${-info.winIn}`;
  const s = info.score / 100;
  return `${s > 0 ? '+' : ''}${s.toFixed(2)}`;
}

function statusText(state) {
  const s = state.status;
  if (isOver(state)) return s.result.text;
  const side = capitalized(s.toMove);
  let text;
  if (state.thinking) {
    const i = state.searchInfo;
    text = `The bot (${side}) is thinking…${i ? ` depth ${i.depth}, ${formatScore(i)}` : ''}`;
  } else if (state.botMove) {
    text = `The bot (${side}) plays ${state.botMove.notation}`;
  } else if (state.paused && controller(state, s.toMove) === 'bot') {
    text = `Paused · ${side} to move`;
  } else if (soleHuman(state)) {
    text = controller(state, s.toMove) === 'human' ? `Your move (${side})` : `The bot's move (${side})`;
  } else {
    text = `${side} to move`;
  }
  if (!state.thinking && !state.botMove && state.legal.some((m) => m.captured.length)) {
    text += ' · capturing is compulsory';
  }
  if (s.ply < s.length) text += ` · viewing move ${s.ply} of ${s.length}`;
  return text;
}

function renderBar(el, state, color) {
  el.dataset.color = color;
  el.querySelector('.player-name').textContent = playerName(state, color);
  const toMove = state.status.toMove === color && !isOver(state);
  el.classList.toggle('active', toMove);
  let note = '';
  if (toMove && state.thinking) note = 'thinking…';
  else if (controller(state, color) === 'bot') note = botLabel(state, state.seats[color]);
  const pieces = [...state.pieces.values()].filter((p) => p.startsWith(color)).length;
  const count = `${pieces} piece${pieces === 1 ? '' : 's'}`;
  el.querySelector('.player-note').textContent = note ? `${note} · ${count}` : count;
}

function renderMoves(state) {
  const list = $('moves');
  const rows = moveRows(state);
  const current = state.status.ply;
  list.replaceChildren(
    ...rows.map((row) => {
      const li = document.createElement('li');
      const num = document.createElement('span');
      num.className = 'move-no';
      num.textContent = `${row.number}.`;
      li.append(num);
      for (const cell of row.cells) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'move';
        if (cell) {
          b.textContent = cell.text;
          b.dataset.ply = cell.ply;
          b.classList.toggle('current', cell.ply === current);
          b.classList.toggle('future', cell.ply > current);
        } else {
          b.textContent = '…';
          b.disabled = true;
        }
        li.append(b);
      }
      return li;
    }),
  );
  const cur = list.querySelector('.current');
  if (cur) cur.scrollIntoView({ block: 'nearest' });
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
  const round = get('Round') ? `round ${get('Round')}` : '';
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
  $('hint').disabled = isOver(state) || Boolean(hint && hint.pending);
  if (!hint) {
    el.dataset.state = 'none';
    el.textContent = '';
    return;
  }
  const side = capitalized(state.status.toMove);
  const info = hint.info;
  const move = info && info.move;
  el.dataset.state = hint.pending ? 'thinking' : move ? 'done' : 'none';
  if (move) {
    el.dataset.move = move.notation;
    el.dataset.from = move.from;
    el.dataset.path = move.path.join(' ');
  }
  if (hint.error) {
    el.textContent = `No hint: ${hint.error}`;
  } else if (!move) {
    el.textContent = hint.pending ? `Hint for ${side}: thinking…` : `No hint: ${side} has no move.`;
  } else {
    const white = whiteScore(info, state.status.toMove);
    const score = `${info.winIn != null ? white : `${white} for White`}, depth ${info.depth}`;
    const words = moveInWords(state, move);
    el.textContent = `Hint for ${side}: ${move.notation} — ${words} (${score})${hint.pending ? ' · thinking…' : ''}`;
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
  toggle.textContent = a.on ? 'Stop' : 'Analyse';
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
  $('analysis-pv').textContent = info && info.pv.length ? numberedLine(state, a.ply, info.pv) : '';
  let note = '';
  if (mode === 'over') note = `The game is over: ${state.status.result.text}.`;
  else if (!info) note = 'Thinking…';
  else if (mode === 'done' && state.legal.length === 1) note = 'The only legal move.';
  else if (mode === 'done') note = info.winIn != null ? 'The search found a forced result.' : 'The search is complete.';
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
  play.textContent = state.replaying ? '⏸ Pause' : '▶ Replay';
  $('branch').hidden = state.replaying || ply === length;
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
  $('game-title').textContent = info.title;
  $('variant').value = state.variant.startsWith('house:') ? 'house' : state.variant;
  $('seat-white').value = state.seats.white;
  $('seat-black').value = state.seats.black;
  $('speed').value = state.speed;
  $('clock').value = state.clock;
  $('theme').value = state.theme;
  $('piece-set').value = state.pieceSet;
  $('labels').value = state.labels;

  const bottom = bottomColor(state);
  renderBar($('bar-bottom'), state, bottom);
  renderBar($('bar-top'), state, opponent(bottom));

  $('status').textContent = statusText(state);
  const msg = $('message');
  msg.textContent = state.message ? state.message.text : '';
  msg.dataset.kind = state.message ? state.message.kind : 'none';

  $('undo').disabled = s.ply === 0;
  $('redo').disabled = s.ply === s.length;
  $('stop').disabled = !state.thinking;
  const botGame = botsOnly(state) && !isOver(state);
  $('pause').hidden = !botGame;
  $('pause').textContent = state.paused ? 'Resume' : 'Pause';
  $('step').hidden = !botGame || !state.paused;
  $('step').disabled = state.thinking || state.busy || s.ply < s.length;

  const result = $('result');
  const over = isOver(state) && !state.resultDismissed;
  result.hidden = !over;
  if (over) {
    const r = s.result;
    result.dataset.winner = r.winner || 'draw';
    result.querySelector('.result-title').textContent = r.winner ? `${capitalized(r.winner)} wins` : 'Draw';
    const reason = r.text.includes(': ') ? r.text.slice(r.text.indexOf(': ') + 2) : r.text;
    result.querySelector('.result-reason').textContent = reason.charAt(0).toUpperCase() + reason.slice(1);
  }

  renderReplay(state);
  renderHint(state);
  renderAnalysis(state);

  const fen = $('fen');
  if (document.activeElement !== fen) fen.value = state.fen;
  renderTags(state);
  renderMoves(state);
}
