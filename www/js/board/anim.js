// Moves a piece along its path and fades each captured piece as the mover passes it, with the
// Web Animations API. The board is redrawn from the engine afterwards, so an animation only
// ever touches elements that the next render replaces.

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
  for (const sq of move.captured) {
    const victim = squares.get(sq) && squares.get(sq).querySelector('.piece');
    if (!victim) continue;
    const when = (along(pts, cumulative, centre(squares.get(sq))) / total) * duration;
    victim.dataset.moved = 'true';
    running.push(
      victim.animate(
        [
          { opacity: 1, transform: 'scale(1)' },
          { opacity: 0, transform: 'scale(0.55)' },
        ],
        { duration: Math.min(260, duration / 2), delay: when, fill: 'forwards', easing: 'ease-in' },
      ),
    );
  }
  const finished = Promise.all(running.map((a) => a.finished.catch(() => undefined))).then(() => undefined);
  return {
    finished,
    cancel() {
      running.forEach((a) => a.cancel());
    },
  };
}
