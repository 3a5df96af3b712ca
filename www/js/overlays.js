// What is drawn over and beside the board from the engine's judgement: the arrows of the
// analysis' lines and of the better move at a move the review marked (board/arrows.js), and the
// evaluation bar beside the board, filled with the bottom side's expected result (judge.js) while
// the analysis runs or where the review searched the position shown.

import { drawArrows } from './board/arrows.js';
import { expected } from './judge.js';
import { t } from './i18n.js';
import { bottomColor, positionKey } from './state.js';
import { sideName } from './words.js';

const $ = (id) => document.getElementById(id);

/** The analysis' search of the position shown, if it has one. */
function liveAnalysis(state) {
  const a = state.analysis;
  return a.on && a.info && a.key === positionKey(state) ? a : null;
}

/** Draws the arrows and the evaluation bar of `app`'s board. */
export function renderOverlays(app) {
  const st = app.state;
  if (!st.status) return;
  const arrows = [];
  const live = liveAnalysis(st);
  if (live) {
    const lines = live.info.lines && live.info.lines.length ? live.info.lines : [live.info];
    lines.forEach((line, i) => {
      if (line.move) arrows.push({ move: line.move, kind: `line${i + 1}` });
    });
  }
  const marked = app.review.markedHere();
  if (marked && marked.best.move) arrows.push({ move: marked.best.move, kind: 'better' });
  drawArrows(app.board, arrows);

  let white = null;
  if (live) {
    const e = expected(live.info.score, app.game.resultScale());
    white = live.side === 'white' ? e : 1 - e;
  } else {
    const reviewed = app.review.whiteHere();
    if (reviewed != null) white = reviewed;
  }
  const bar = $('eval-bar');
  bar.hidden = white == null;
  if (white == null) return;
  const bottom = bottomColor(st);
  const share = bottom === 'white' ? white : 1 - white;
  bar.style.setProperty('--share', share.toFixed(3));
  bar.dataset.bottom = bottom;
  const percent = Math.round(white * 100);
  bar.setAttribute('aria-valuenow', String(percent));
  bar.setAttribute('aria-valuetext', t('evalbar.value', { side: sideName('white'), percent }));
}
