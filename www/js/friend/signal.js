// The text two players hand each other to open a live game: a WebRTC offer or answer cut down to
// what a data channel needs, short enough to read out, paste into a chat or show as a QR code.
// A session description of the browser runs to 600–1000 characters; of it only the ICE user
// name and password, the DTLS certificate's fingerprint, the DTLS role and the UDP candidates
// (address and port) differ from one connection to the next. They are written as
//
//   dama1~o~ufrag~password~fingerprint~role~candidates
//
// `o` (offer) or `a` (answer); the SHA-256 fingerprint as 43 characters of base64 instead of 95
// of hex; the role `p` (actpass), `a` (active) or `s` (passive); each candidate as a type letter
// (`h` host, `s` server-reflexive, `p` peer-reflexive, `r` relayed) and `address:port`, an mDNS
// name (`<uuid>.local`, which browsers give for a host address they hide) as `*` and the uuid's
// 16 bytes in 22 characters of base64. `expandSignal` writes the description back from it.

const VERSION = 'dama1';
const ROLES = { actpass: 'p', active: 'a', passive: 's' };
const TYPES = { host: 'h', srflx: 's', prflx: 'p', relay: 'r' };
// The priorities a browser gives each type of candidate (RFC 8445's recommended type
// preferences), so that the rebuilt candidates are tried in the usual order.
const PRIORITY = { h: 2122260223, p: 1853824767, s: 1686052607, r: 41885439 };
const UUID_LOCAL = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;

/** Thrown for a text that is no signal of this page; `reason` names the problem for words. */
export class SignalError extends Error {
  constructor(reason) {
    super(`signal: ${reason}`);
    this.reason = reason;
  }
}

function base64(bytes) {
  return btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
}

function unbase64(text) {
  const chars = atob(text);
  return Uint8Array.from(chars, (c) => c.charCodeAt(0));
}

const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, '0').toUpperCase());

function packAddress(address) {
  const m = UUID_LOCAL.exec(address);
  if (m) return `*${base64(Uint8Array.from(m.slice(1).join('').match(/../g), (h) => parseInt(h, 16)))}`;
  return address.includes(':') ? `[${address}]` : address;
}

function unpackAddress(text) {
  if (text.startsWith('*')) {
    const h = hex(unbase64(text.slice(1))).join('').toLowerCase();
    if (h.length !== 32) throw new SignalError('candidate');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
  }
  return text.startsWith('[') ? text.slice(1, -1) : text;
}

/** The short text of a session description `{type, sdp}` (the browser's local description once
 * its candidates are gathered). Throws a `SignalError` for one that has no data channel's
 * essentials (a fingerprint other than SHA-256, no ICE credentials). */
export function packSignal({ type, sdp }) {
  const lines = sdp.split(/\r?\n/);
  const value = (name) => {
    const line = lines.find((l) => l.startsWith(`a=${name}:`));
    return line ? line.slice(name.length + 3).trim() : null;
  };
  const ufrag = value('ice-ufrag');
  const pwd = value('ice-pwd');
  const fingerprint = value('fingerprint');
  const role = ROLES[value('setup')];
  if (!ufrag || !pwd || !role || !fingerprint) throw new SignalError('incomplete');
  const [algorithm, digest] = fingerprint.split(/\s+/);
  if (algorithm.toLowerCase() !== 'sha-256') throw new SignalError('fingerprint');
  const fp = base64(Uint8Array.from(digest.split(':'), (h) => parseInt(h, 16)));
  const seen = new Set();
  const candidates = [];
  for (const line of lines) {
    // candidate:foundation component protocol priority address port typ type ...
    const m = /^a=candidate:\S+ (\d+) (\S+) \d+ (\S+) (\d+) typ (\S+)/.exec(line);
    if (!m || m[1] !== '1' || m[2].toLowerCase() !== 'udp' || !TYPES[m[5]]) continue;
    const text = `${TYPES[m[5]]}${packAddress(m[3])}:${m[4]}`;
    if (!seen.has(text)) candidates.push(text);
    seen.add(text);
  }
  return [VERSION, type === 'offer' ? 'o' : 'a', ufrag, pwd, fp, role, candidates.join(',')].join('~');
}

/** The session description `{type, sdp}` a short text stands for. Throws a `SignalError` whose
 * `reason` says what is wrong: `unreadable` (not a signal of this page), `candidate`, `none`
 * (no candidate to reach the other player by). White space (a text broken over lines) is
 * ignored. */
export function expandSignal(text) {
  const parts = String(text).replace(/\s+/g, '').split('~');
  if (parts.length !== 7 || parts[0] !== VERSION || !['o', 'a'].includes(parts[1])) throw new SignalError('unreadable');
  const [, kind, ufrag, pwd, fp, role, list] = parts;
  if (!/^[A-Za-z0-9+/]{4,256}$/.test(ufrag) || !/^[A-Za-z0-9+/]{22,256}$/.test(pwd)) throw new SignalError('unreadable');
  if (!/^[A-Za-z0-9+/]{43}$/.test(fp) || !Object.values(ROLES).includes(role)) throw new SignalError('unreadable');
  const setup = Object.keys(ROLES).find((k) => ROLES[k] === role);
  const candidates = list ? list.split(',') : [];
  if (!candidates.length) throw new SignalError('none');
  const candidateLines = candidates.map((c, i) => {
    const m = /^([hspr])(\*[A-Za-z0-9+/]{22}|\[[0-9a-fA-F:.]+\]|[0-9.]+|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(c);
    if (!m || Number(m[3]) > 65535) throw new SignalError('candidate');
    const type = Object.keys(TYPES).find((k) => TYPES[k] === m[1]);
    const related = m[1] === 'h' ? '' : ' raddr 0.0.0.0 rport 0';
    return `a=candidate:${i + 1} 1 udp ${PRIORITY[m[1]] - i} ${unpackAddress(m[2])} ${m[3]} typ ${type}${related} generation 0`;
  });
  const sdp = [
    'v=0',
    `o=- ${Date.now()} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    `a=ice-ufrag:${ufrag}`,
    `a=ice-pwd:${pwd}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${hex(unbase64(fp)).join(':')}`,
    `a=setup:${setup}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    ...candidateLines,
    'a=end-of-candidates',
    '',
  ].join('\r\n');
  return { type: kind === 'o' ? 'offer' : 'answer', sdp };
}
