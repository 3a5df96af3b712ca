// Moves a piece along its path with the Web Animations API, the way draughtsground shows a
// capture: each piece it jumps turns into a ghost as the mover passes it and stays on the board,
// marked as taken, until the move ends; each square it lands on on the way is marked as it
// arrives. The board is redrawn from the engine afterwards: the ghosts are replaced by the
// position after the move, and the landing marks are taken away when the animation ends.

/** How much of a piece taken shows while the move goes on. */
const GHOST_OPACITY = 0.35;

function centre(el) {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

function distance(a, b) {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Where along a path of points `pts` the point nearest `p` lies, as a distance from the start. */
function along(pts, cumulative, p) {
  let best = { d: Infinity, at: 0 };
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    const len = distance(a, b) || 1;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (len * len)));
    const q = { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
    const d = distance(p, q);
    if (d < best.d) best = { d, at: cumulative[i - 1] + t * len };
  }
  return best.at;
}

/**
 * Animates `move` ({from, path, captured}) on the board whose square elements are `squares`
 * over `duration` ms. Returns `{finished, cancel}`; `finished` resolves when it ends or is
 * cancelled.
 */
export function animateMove(squares, move, duration) {
  const fromEl = squares.get(move.from);
  const piece = fromEl && fromEl.querySelector('.piece');
  if (!piece || duration <= 0) return { finished: Promise.resolve(), cancel() {} };
  const pts = [centre(fromEl), ...move.path.map((s) => centre(squares.get(s)))];
  const cumulative = [0];
  for (let i = 1; i < pts.length; i++) cumulative.push(cumulative[i - 1] + distance(pts[i - 1], pts[i]));
  const total = cumulative[cumulative.length - 1] || 1;
  const frames = pts.map((p, i) => ({
    transform: `translate(${p.x - pts[0].x}px, ${p.y - pts[0].y}px)`,
    offset: cumulative[i] / total,
    easing: 'ease-in-out',
  }));
  piece.dataset.moved = 'true';
  piece.classList.add('moving');
  const running = [piece.animate(frames, { duration, fill: 'forwards' })];
  const turn = Math.min(200, duration / 4);
  for (const sq of move.captured) {
    const victim = squares.get(sq) && squares.get(sq).querySelector('.piece');
    if (!victim) continue;
    const when = (along(pts, cumulative, centre(squares.get(sq))) / total) * duration;
    victim.dataset.moved = 'true';
    victim.classList.add('taken');
    running.push(
      victim.animate(
        [
          { opacity: 1, filter: 'grayscale(0)' },
          { opacity: GHOST_OPACITY, filter: 'grayscale(0.7)' },
        ],
        { duration: turn, delay: Math.max(0, when - turn / 2), fill: 'forwards', easing: 'ease-out' },
      ),
    );
  }
  // The squares landed on before the last, each marked from the moment the mover reaches it.
  const marks = move.path.slice(0, -1).map((sq, i) => {
    const mark = document.createElement('span');
    mark.className = 'landing-mark';
    mark.setAttribute('aria-hidden', 'true');
    squares.get(sq).prepend(mark);
    const when = (cumulative[i + 1] / total) * duration;
    running.push(mark.animate([{ opacity: 0 }, { opacity: 1 }], { duration: turn, delay: Math.max(0, when - turn / 2), fill: 'both' }));
    return mark;
  });
  const clear = () => marks.forEach((m) => m.remove());
  const finished = Promise.all(running.map((a) => a.finished.catch(() => undefined))).then(clear);
  return {
    finished,
    cancel() {
      running.forEach((a) => a.cancel());
      clear();
    },
  };
}
