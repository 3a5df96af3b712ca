// The app's icon, drawn at build time from one list of shapes: as SVG, and as PNG by a small
// rasteriser (anti-aliased by signed distances) and PNG encoder (Node's zlib), so no image tool
// or package is needed. An ivory man on four squares of the wood board.
'use strict';
const zlib = require('zlib');

const LIGHT = '#ecd09c';
const DARK = '#8a532a';
const SHADOW = '#1a120c';
const IVORY = '#f3e8d0';
const EDGE = '#b9a47c';
const RING = '#9a7648';

/** The shapes in a unit square, painted in order: `rect` (x, y, w, h) or `circle` (cx, cy, r),
 * each filled (`fill`) or outlined (`stroke`, `width`), with an `opacity`. */
const SHAPES = [
  { rect: [0, 0, 1, 1], fill: DARK },
  { rect: [0, 0, 0.5, 0.5], fill: LIGHT },
  { rect: [0.5, 0.5, 0.5, 0.5], fill: LIGHT },
  { circle: [0.5, 0.535, 0.33], fill: SHADOW, opacity: 0.45 },
  { circle: [0.5, 0.5, 0.32], fill: IVORY },
  { circle: [0.5, 0.5, 0.3075], stroke: EDGE, width: 0.025 },
  { circle: [0.5, 0.5, 0.2], stroke: RING, width: 0.03, opacity: 0.7 },
  { circle: [0.5, 0.5, 0.12], stroke: RING, width: 0.02, opacity: 0.45 },
];

/** The corner radius of the icon's outline: rounded for the plain icon, none for the maskable
 * one (whose shapes all lie inside the safe circle of 40 % of its width). */
const corner = (maskable) => (maskable ? 0 : 0.2);

function rgb(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/** The icon as an SVG document. */
function iconSvg(maskable = false) {
  const n = (v) => +(v * 512).toFixed(2);
  const paint = (s) => {
    const look = s.fill ? `fill="${s.fill}"` : `fill="none" stroke="${s.stroke}" stroke-width="${n(s.width)}"`;
    const alpha = s.opacity === undefined ? '' : ` opacity="${s.opacity}"`;
    if (s.rect) {
      const [x, y, w, h] = s.rect;
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${look}${alpha}/>`;
    }
    const [cx, cy, r] = s.circle;
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${look}${alpha}/>`;
  };
  const rx = n(corner(maskable));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">' +
    `<clipPath id="c"><rect width="512" height="512" rx="${rx}"/></clipPath>` +
    `<g clip-path="url(#c)">${SHAPES.map(paint).join('')}</g></svg>\n`
  );
}

/** Signed distance (in the unit square) from (x, y) to a shape's filled area. */
function distance(s, x, y) {
  if (s.circle) {
    const [cx, cy, r] = s.circle;
    return Math.hypot(x - cx, y - cy) - r;
  }
  const [x0, y0, w, h] = s.rect;
  return roundedRect(x - x0 - w / 2, y - y0 - h / 2, w / 2, h / 2, 0);
}

function roundedRect(dx, dy, hw, hh, r) {
  const qx = Math.abs(dx) - hw + r;
  const qy = Math.abs(dy) - hh + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** The icon as straight-alpha RGBA pixels, `size` × `size`. */
function iconPixels(size, maskable = false) {
  const px = new Uint8Array(size * size * 4);
  const cover = (d) => Math.min(1, Math.max(0, 0.5 - d * size));
  const shapes = SHAPES.map((s) => ({ ...s, color: rgb(s.fill || s.stroke), opacity: s.opacity ?? 1 }));
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = (i + 0.5) / size;
      const y = (j + 0.5) / size;
      const rgba = [0, 0, 0, 0];
      for (const s of shapes) {
        const d = distance(s, x, y);
        const k = cover(s.fill ? d : Math.abs(d) - s.width / 2) * s.opacity;
        if (k === 0) continue;
        const below = rgba[3] * (1 - k);
        const out = k + below;
        for (let c = 0; c < 3; c++) rgba[c] = (s.color[c] * k + rgba[c] * below) / out;
        rgba[3] = out;
      }
      rgba[3] *= 255 * cover(roundedRect(x - 0.5, y - 0.5, 0.5, 0.5, corner(maskable)));
      px.set(rgba.map(Math.round), (j * size + i) * 4);
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG file (8-bit RGBA, no filtering) of `size` × `size` straight-alpha RGBA `pixels`. */
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let j = 0; j < size; j++) {
    rows.set(pixels.subarray(j * size * 4, (j + 1) * size * 4), j * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The icon as a PNG file of `size` × `size` pixels. */
function iconPng(size, maskable = false) {
  return encodePng(size, iconPixels(size, maskable));
}

module.exports = { iconSvg, iconPng };
