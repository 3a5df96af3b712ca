// The pictures of the pieces of piece games, drawn as SVG by the page (no font needed but for
// the kanji set): the chess pieces as silhouettes, shogi pieces as the five-sided tiles with
// their kanji where the system has a CJK font and otherwise (or by choice) the international
// set with Latin letters, xiangqi pieces as discs with their character where a font has it and
// otherwise (or by choice) a drawn figure, and any other piece of a game file as a disc with its
// letter.

const SVG = 'http://www.w3.org/2000/svg';

const BASE = 'M22 90 h56 v-8 h-56 z';

/** Chess silhouettes in a 100 by 100 box. */
const CHESS = {
  pawn: `${BASE} M36 82 C36 66 42 58 44 52 C38 48 38 40 42 36 A12 12 0 1 1 58 36 C62 40 62 48 56 52 C58 58 64 66 64 82 z`,
  rook: `${BASE} M32 82 L35 42 H65 L68 82 z M28 42 V20 H37 V28 H45 V20 H55 V28 H63 V20 H72 V42 z`,
  bishop: `${BASE} M34 82 C38 70 42 64 42 58 H58 C58 64 62 70 66 82 z M40 58 C30 46 40 30 50 22 C60 30 70 46 60 58 z M46 16 A4 4 0 1 1 54 16 A4 4 0 1 1 46 16 z`,
  knight: `${BASE} M30 82 C32 68 40 62 44 56 C36 58 30 62 26 58 C22 54 26 48 32 42 C38 36 42 28 46 24 L44 14 L52 20 C66 22 74 38 72 56 C71 66 68 74 70 82 z`,
  queen: `${BASE} M32 82 L28 40 L38 58 L42 32 L50 56 L58 32 L62 58 L72 40 L68 82 z M24 36 A4 4 0 1 1 32 36 A4 4 0 1 1 24 36 z M38 28 A4 4 0 1 1 46 28 A4 4 0 1 1 38 28 z M46 24 A4 4 0 1 1 54 24 A4 4 0 1 1 46 24 z M54 28 A4 4 0 1 1 62 28 A4 4 0 1 1 54 28 z M68 36 A4 4 0 1 1 76 36 A4 4 0 1 1 68 36 z`,
  king: `${BASE} M32 82 C30 66 24 56 28 48 C32 40 44 42 50 52 C56 42 68 40 72 48 C76 56 70 66 68 82 z M46 8 H54 V16 H62 V24 H54 V40 H46 V24 H38 V16 H46 z`,
};

/** Marks drawn over a silhouette so it reads at a glance (the bishop's slit). */
const DETAIL = {
  bishop: 'M50 34 V48 M44 41 H56',
  knight: 'M56 32 A2 2 0 1 1 56.1 32',
};

/** Shogi pieces: kanji, and the letter of the international set. */
const SHOGI = {
  'shogi-king': ['王', 'K'],
  'shogi-rook': ['飛', 'R'],
  'shogi-bishop': ['角', 'B'],
  'shogi-gold': ['金', 'G'],
  'shogi-silver': ['銀', 'S'],
  'shogi-knight': ['桂', 'N'],
  'shogi-lance': ['香', 'L'],
  'shogi-pawn': ['歩', 'P'],
  'shogi-dragon': ['龍', 'R', true],
  'shogi-horse': ['馬', 'B', true],
  'shogi-promoted-silver': ['全', 'S', true],
  'shogi-promoted-knight': ['圭', 'N', true],
  'shogi-promoted-lance': ['杏', 'L', true],
  'shogi-promoted-pawn': ['と', 'P', true],
};

const TILE = 'M50 6 L78 17 L88 94 L12 94 L22 17 z';

/** Figures drawn for xiangqi pieces without a CJK font: a chess silhouette's name or a path. */
const XQ_FIGURES = {
  elephant:
    'M58 16 C74 16 86 28 86 44 C86 60 76 68 66 70 L66 84 L56 84 L56 70 C50 70 46 68 44 64 C40 70 40 78 44 84 C46 88 40 92 36 88 C30 82 30 70 34 60 C28 56 24 48 26 40 C28 26 42 16 58 16 z M52 34 A4 4 0 1 0 52.1 34 z M64 30 C74 30 78 40 74 50 C70 56 62 54 60 46 C58 38 58 30 64 30 z',
  cannon: 'M20 58 L70 32 L76 42 L26 68 z M30 72 A11 11 0 1 0 52 72 A11 11 0 1 0 30 72 z M70 30 L80 26 L84 36 L76 42 z',
};

/** Xiangqi pieces: the first side's (red) character, the second side's, and the figure. */
const XIANGQI = {
  'xiangqi-general': ['帥', '將', 'king'],
  'xiangqi-advisor': ['仕', '士', 'bishop'],
  'xiangqi-elephant': ['相', '象', 'elephant'],
  'xiangqi-horse': ['傌', '馬', 'knight'],
  'xiangqi-chariot': ['俥', '車', 'rook'],
  'xiangqi-cannon': ['炮', '砲', 'cannon'],
  'xiangqi-soldier': ['兵', '卒', 'pawn'],
};

let cjk = null;

/** Whether the system draws kanji with a real font (not the empty boxes of a missing one):
 * two different kanji drawn on a canvas differ only when a font has them. */
export function hasCjkFont() {
  if (cjk !== null) return cjk;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    const draw = (text) => {
      ctx.clearRect(0, 0, 32, 32);
      ctx.font = '28px sans-serif';
      ctx.fillText(text, 2, 28);
      return ctx.getImageData(0, 0, 32, 32).data.join(',');
    };
    cjk = draw('飛') !== draw('角');
  } catch {
    cjk = false;
  }
  return cjk;
}

function el(name, attrs) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function text(content, attrs) {
  const t = el('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', ...attrs });
  t.textContent = content;
  return t;
}

/**
 * The picture of a piece: `kind` its entry (`{name, letter, picture}`), `side` `white` or
 * `black`, `pointing` `up` or `down` (shogi tiles point at the opponent), `set` the piece set
 * (`classic`: kanji where a font has them; `flat`: the international set).
 */
export function pieceSvg(kind, side, pointing, set) {
  const svg = el('svg', { viewBox: '0 0 100 100', class: 'piece-art', 'aria-hidden': 'true' });
  const picture = kind.picture || '';
  if (CHESS[picture]) {
    svg.dataset.art = picture;
    svg.append(el('path', { d: CHESS[picture], class: `body ${side}` }));
    if (DETAIL[picture]) svg.append(el('path', { d: DETAIL[picture], class: `detail ${side}` }));
    return svg;
  }
  const shogi = SHOGI[picture];
  if (shogi) {
    const [kanji, letter, promoted] = shogi;
    const useKanji = set !== 'flat' && hasCjkFont();
    svg.dataset.art = picture;
    const g = el('g', pointing === 'down' ? { transform: 'rotate(180 50 50)' } : {});
    g.append(el('path', { d: TILE, class: 'tile' }));
    const cls = `mark${promoted ? ' promoted' : ''}`;
    if (useKanji) {
      g.append(text(kanji, { x: 50, y: 58, 'font-size': 44, class: cls }));
    } else {
      g.append(text(letter, { x: 50, y: 58, 'font-size': 46, 'font-weight': 700, class: cls, 'font-family': 'sans-serif' }));
      if (promoted) g.append(el('path', { d: 'M30 86 H70', class: 'promoted-bar' }));
    }
    svg.append(g);
    return svg;
  }
  const xiangqi = XIANGQI[picture];
  if (xiangqi) {
    const [red, black, figure] = xiangqi;
    svg.dataset.art = picture;
    svg.append(el('circle', { cx: 50, cy: 50, r: 44, class: 'xq-disc' }));
    svg.append(el('circle', { cx: 50, cy: 50, r: 36, class: `xq-ring ${side}` }));
    if (set !== 'flat' && hasCjkFont()) {
      svg.append(text(side === 'white' ? red : black, { x: 50, y: 52, 'font-size': 46, class: `xq-mark ${side}` }));
    } else {
      const g = el('g', { transform: 'translate(50 50) scale(0.58) translate(-50 -52)' });
      g.append(el('path', { d: CHESS[figure] || XQ_FIGURES[figure], class: `xq-mark ${side}`, 'fill-rule': 'evenodd' }));
      svg.append(g);
    }
    return svg;
  }
  svg.dataset.art = 'letter';
  svg.append(el('circle', { cx: 50, cy: 52, r: 38, class: `body ${side}` }));
  svg.append(
    text(kind.letter.replace('+', ''), {
      x: 50,
      y: 54,
      'font-size': kind.letter.length > 1 ? 34 : 44,
      'font-weight': 700,
      'font-family': 'sans-serif',
      class: `letter ${side}${kind.letter.startsWith('+') ? ' promoted' : ''}`,
    }),
  );
  return svg;
}

/** The kind of a piece name (`white-promoted-pawn`) among a game's kinds. */
export function kindOf(info, piece) {
  const name = piece.slice(piece.indexOf('-') + 1).replace(/-/g, ' ');
  return (info.kinds || []).find((k) => k.name === name) || { name, letter: '?', picture: null };
}
