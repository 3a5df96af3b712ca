// Arrows over the board: the first moves of the analysis' lines and, at a move the review
// marked, the better move. An SVG laid over the board (pointer events pass through it), drawn
// from the squares' places on screen, so that it fits every board (grids, points on lines) and
// follows a flip or a resize; a drop (its origin in hand) is a ring on its square.

const SVG = 'http://www.w3.org/2000/svg';

/** Draws `arrows` (`[{move, kind}]`, `move` a MoveView, `kind` `line1`…`line5` or `better`) over
 * `board`, in the frame that holds it, replacing those drawn before. */
export function drawArrows(board, arrows) {
  const frame = board.parentElement;
  let svg = frame.querySelector(':scope > svg.arrows');
  if (!arrows.length) {
    if (svg) svg.remove();
    return;
  }
  if (!svg) {
    svg = document.createElementNS(SVG, 'svg');
    svg.classList.add('arrows');
    svg.setAttribute('aria-hidden', 'true');
    frame.append(svg);
  }
  const box = frame.getBoundingClientRect();
  svg.setAttribute('viewBox', `0 0 ${box.width} ${box.height}`);
  const centre = (name) => {
    const el = board.querySelector(`[data-square="${CSS.escape(name)}"]`);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return [r.left + r.width / 2 - box.left, r.top + r.height / 2 - box.top, Math.min(r.width, r.height)];
  };
  const shapes = [];
  // The weaker lines first, so that the best is drawn on top.
  for (const { move, kind } of [...arrows].reverse()) {
    const points = [move.from, ...move.path].map(centre);
    if (points.slice(1).some((p) => !p)) continue;
    const size = points[points.length - 1][2];
    const g = document.createElementNS(SVG, 'g');
    g.classList.add('arrow', kind);
    g.dataset.from = move.from;
    g.dataset.to = move.to;
    if (!points[0]) {
      const [x, y] = points[points.length - 1];
      g.append(element('circle', { cx: x, cy: y, r: size * 0.38, 'stroke-width': size * 0.1, fill: 'none' }));
    } else {
      g.append(arrowPath(points.map(([x, y]) => [x, y]), size));
    }
    shapes.push(g);
  }
  svg.replaceChildren(...shapes);
}

function element(name, attrs) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** A line through `points` ending in a head, `size` the square's width. */
function arrowPath(points, size) {
  const width = size * 0.16;
  const head = size * 0.42;
  const [x1, y1] = points[points.length - 2];
  const [x2, y2] = points[points.length - 1];
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  // The shaft stops where the head begins.
  const shaftEnd = [x2 - ux * head * 0.8, y2 - uy * head * 0.8];
  const line = [...points.slice(0, -1), shaftEnd].map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const g = document.createElementNS(SVG, 'g');
  g.append(
    element('polyline', { points: line, 'stroke-width': width, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    element('polygon', {
      points: [
        [x2, y2],
        [x2 - ux * head - uy * head * 0.6, y2 - uy * head + ux * head * 0.6],
        [x2 - ux * head + uy * head * 0.6, y2 - uy * head - ux * head * 0.6],
      ]
        .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
        .join(' '),
      stroke: 'none',
    }),
  );
  return g;
}
