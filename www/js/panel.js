// Draws everything beside the board from the state: player bars, status line, message, result,
// buttons, the move list and the position box.

import { botChoices, capitalized, bottomColor, controller, gameInfo, isOver, moveRows, opponent } from './state.js';

const $ = (id) => document.getElementById(id);

/** Fills the menus once the list of games is known. */
export function buildMenus(state) {
  $('variant').replaceChildren(
    ...state.games.map((g) => {
      const o = document.createElement('option');
      o.value = g.name;
      o.textContent = `${g.title} (${g.cols}×${g.rows})`;
      return o;
    }),
  );
  $('level').replaceChildren(
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

function playerName(state, color) {
  const who = controller(state, color);
  if (state.mode === 'human-human') return capitalized(color);
  if (who === 'human') return `You · ${capitalized(color)}`;
  return `Bot · ${capitalized(color)}`;
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
  } else if (state.mode === 'human-bot') {
    text = controller(state, s.toMove) === 'human' ? `Your move (${side})` : `The bot's move (${side})`;
  } else if (state.mode === 'bot-bot' && state.paused) {
    text = `Paused · ${side} to move`;
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
  const pieces = [...state.pieces.values()].filter((p) => p.startsWith(color)).length;
  el.querySelector('.player-note').textContent = note || `${pieces} piece${pieces === 1 ? '' : 's'}`;
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

/** Renders the panel and the text around the board. */
export function renderPanel(state) {
  const info = gameInfo(state);
  const s = state.status;
  document.body.className = `theme-${state.theme}`;
  $('game-title').textContent = info.title;
  $('variant').value = state.variant;
  $('mode').value = state.mode;
  $('side').value = state.humanColor;
  $('level').value = state.level;
  $('speed').value = state.speed;
  $('theme').value = state.theme;
  $('side-field').hidden = state.mode !== 'human-bot';
  $('level-field').hidden = state.mode === 'human-human';

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
  $('pause').hidden = state.mode !== 'bot-bot';
  $('pause').textContent = state.paused ? 'Resume' : 'Pause';

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

  const fen = $('fen');
  if (document.activeElement !== fen) fen.value = state.fen;
  renderMoves(state);
}
