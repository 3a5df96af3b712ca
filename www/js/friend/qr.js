// A QR code of a link or a signal, drawn by the page itself on a canvas (qrcode-generator, MIT,
// bundled into the page's script: nothing is fetched), so that a phone's camera can take it
// from the screen.

import qrcode from 'qrcode-generator';

/** The largest QR code drawn: version 40 holds 2953 bytes at the lowest error correction. */
const MAX_VERSION = 40;

/** The QR code of `text` (ASCII: links and signals are), the smallest version that holds it
 * at error correction level L: `{version, size, dark(row, col)}`, or null when it is too long
 * for any. */
export function qrOf(text) {
  const qr = qrcode(0, 'L');
  try {
    qr.addData(text, 'Byte');
    qr.make();
  } catch {
    return null;
  }
  const size = qr.getModuleCount();
  const version = (size - 17) / 4;
  if (version > MAX_VERSION) return null;
  return { version, size, dark: (row, col) => qr.isDark(row, col) };
}

/** Draws the QR code of `text` on `canvas` (black on white, with the four-module quiet zone
 * scanners need) and returns its version, or null (the canvas cleared and hidden) when the text
 * is too long. */
export function drawQr(canvas, text) {
  const code = text ? qrOf(text) : null;
  canvas.hidden = !code;
  if (!code) return null;
  const cells = code.size + 8;
  const scale = Math.max(2, Math.floor(240 / cells));
  canvas.width = canvas.height = cells * scale;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  for (let r = 0; r < code.size; r++) {
    for (let c = 0; c < code.size; c++) {
      if (code.dark(r, c)) ctx.fillRect((c + 4) * scale, (r + 4) * scale, scale, scale);
    }
  }
  canvas.dataset.version = String(code.version);
  return code.version;
}
