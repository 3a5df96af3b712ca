// Games with a friend far away (www/js/friend/), without a browser: the short signalling text of
// a live game and the description it stands for, the messages a live game reads (and those it
// refuses), and the pure helpers the two kinds of game share.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SignalError, expandSignal, packSignal } from '../../www/js/friend/signal.js';
import {
  MESSAGE_LIMIT,
  cleanName,
  compareMoves,
  endingOf,
  readMessage,
  writeMessage,
} from '../../www/js/friend/protocol.js';
import { qrOf } from '../../www/js/friend/qr.js';

// A data channel's offer as Chromium writes it once its candidates are gathered (host addresses
// hidden behind mDNS names), and the plain addresses of another browser's answer.
const OFFER = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 45463 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:3279866278 1 udp 2113937151 1b606ca1-1d13-485f-bace-141233f1f631.local 45463 typ host generation 0 network-cost 999',
  'a=candidate:3289163030 1 udp 2113942271 a0007fd4-9cff-4cd2-9891-1635dd5da979.local 49153 typ host generation 0 network-cost 999',
  'a=candidate:3289163031 1 tcp 1518280447 a0007fd4-9cff-4cd2-9891-1635dd5da979.local 9 typ host tcptype active generation 0',
  'a=candidate:3279866278 1 udp 2113937151 1b606ca1-1d13-485f-bace-141233f1f631.local 45463 typ host generation 0 network-cost 999',
  'a=ice-ufrag:Wz1g',
  'a=ice-pwd:e7xO8DEhnQ1pHCnkC1lG7eg8',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 6B:8B:5E:F8:64:41:23:7A:93:59:5C:1F:9D:52:C3:31:8B:6A:1D:5C:AE:3F:73:90:23:17:5D:B4:F2:C8:CB:0E',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

test('an offer is cut to its essentials: credentials, fingerprint, role and UDP candidates', () => {
  const text = packSignal({ type: 'offer', sdp: OFFER });
  assert.equal(
    text,
    'dama1~o~Wz1g~e7xO8DEhnQ1pHCnkC1lG7eg8~a4te+GRBI3qTWVwfnVLDMYtqHVyuP3OQIxddtPLIyw4~p~h*G2BsoR0TSF+6zhQSM/H2MQ:45463,h*oAB/1Jz/TNKYkRY13V2peQ:49153',
  );
  assert.ok(text.length < 160, `${text.length} characters`);
  assert.ok(OFFER.length > 5 * text.length);
});

test('the short text gives back a description a browser accepts, with the same essentials', () => {
  const { type, sdp } = expandSignal(packSignal({ type: 'offer', sdp: OFFER }));
  assert.equal(type, 'offer');
  for (const line of [
    'a=ice-ufrag:Wz1g',
    'a=ice-pwd:e7xO8DEhnQ1pHCnkC1lG7eg8',
    'a=fingerprint:sha-256 6B:8B:5E:F8:64:41:23:7A:93:59:5C:1F:9D:52:C3:31:8B:6A:1D:5C:AE:3F:73:90:23:17:5D:B4:F2:C8:CB:0E',
    'a=setup:actpass',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'a=candidate:1 1 udp 2122260223 1b606ca1-1d13-485f-bace-141233f1f631.local 45463 typ host generation 0',
    'a=candidate:2 1 udp 2122260222 a0007fd4-9cff-4cd2-9891-1635dd5da979.local 49153 typ host generation 0',
  ]) {
    assert.ok(sdp.split('\r\n').includes(line), `lacks ${line}`);
  }
  // Packed again, it is the same text.
  assert.equal(packSignal({ type, sdp }), packSignal({ type: 'offer', sdp: OFFER }));
});

test('plain addresses, IPv6 and a server-reflexive candidate survive the round trip', () => {
  const sdp = OFFER.replace(/a=candidate:.*\r\n/g, '')
    .replace('a=setup:actpass', 'a=setup:active')
    .replace(
      'a=mid:0',
      [
        'a=mid:0',
        'a=candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host generation 0',
        'a=candidate:2 1 udp 2122262783 fd00::2 54322 typ host generation 0',
        'a=candidate:3 1 udp 1686052607 203.0.113.7 61000 typ srflx raddr 192.168.1.20 rport 54321 generation 0',
      ].join('\r\n'),
    );
  const text = packSignal({ type: 'answer', sdp });
  assert.match(text, /^dama1~a~.*~a~h192\.168\.1\.20:54321,h\[fd00::2\]:54322,s203\.0\.113\.7:61000$/);
  const back = expandSignal(text);
  assert.equal(back.type, 'answer');
  assert.match(back.sdp, /a=candidate:2 1 udp \d+ fd00::2 54322 typ host/);
  assert.match(back.sdp, /a=candidate:3 1 udp \d+ 203\.0\.113\.7 61000 typ srflx raddr 0\.0\.0\.0 rport 0/);
  assert.match(back.sdp, /a=setup:active/);
});

test('a text broken over lines is read; anything else is refused with its reason', () => {
  const text = packSignal({ type: 'offer', sdp: OFFER });
  assert.equal(expandSignal(`  ${text.slice(0, 40)}\n${text.slice(40)}\n`).type, 'offer');
  const reason = (t) => {
    try {
      expandSignal(t);
    } catch (err) {
      assert.ok(err instanceof SignalError);
      return err.reason;
    }
    return 'accepted';
  };
  assert.equal(reason('hello'), 'unreadable');
  assert.equal(reason(text.replace('dama1', 'dama2')), 'unreadable');
  assert.equal(reason(text.replace(/~[^~]*$/, '~')), 'none');
  assert.equal(reason(text.replace(':45463', ':99999')), 'candidate');
  assert.equal(reason(text.replace('~p~', '~x~')), 'unreadable');
  assert.equal(reason(`${text},h<script>:1`), 'candidate');
});

test('a description without a SHA-256 fingerprint or credentials is no signal', () => {
  assert.throws(() => packSignal({ type: 'offer', sdp: OFFER.replace('sha-256', 'sha-1') }), /fingerprint/);
  assert.throws(() => packSignal({ type: 'offer', sdp: OFFER.replace(/a=ice-pwd:.*\r\n/, '') }), /incomplete/);
});

test('the signal fits a small QR code', () => {
  const text = packSignal({ type: 'offer', sdp: OFFER });
  const code = qrOf(text);
  assert.ok(code.version <= 7, `version ${code.version}`);
  assert.equal(code.size, code.version * 4 + 17);
  assert.equal(qrOf('x'.repeat(3000)), null);
});

test('the messages of a live game are read with exactly their fields', () => {
  const move = { type: 'move', ply: 4, move: '28x19', clock: { white: 1000, black: 2500.5 } };
  assert.deepEqual(readMessage(writeMessage(move)), { message: move });
  const hello = {
    type: 'hello',
    v: 1,
    id: 'abc123def4',
    name: 'Ann',
    seat: 'white',
    variant: 'russian',
    start: 'W:W21-32:B1-12',
    moves: ['c3-d4', 'f6-g5'],
    clock: { control: '300+3', times: { white: 300000, black: 300000 } },
    over: null,
  };
  assert.deepEqual(readMessage(writeMessage(hello)).message, hello);
  assert.deepEqual(readMessage(writeMessage({ type: 'offer', what: 'draw', ply: 3 })).message, { type: 'offer', what: 'draw', ply: 3 });
  assert.deepEqual(readMessage(writeMessage({ type: 'resign', ply: 0 })).message, { type: 'resign', ply: 0 });
});

test('a malformed, oversized or unknown message is refused with the reason', () => {
  const problem = (data) => readMessage(data).problem;
  assert.equal(problem(new ArrayBuffer(4)), 'binary');
  assert.equal(problem('x'.repeat(MESSAGE_LIMIT + 1)), 'too-large');
  assert.equal(problem('"' + 'x'.repeat(1 << 20) + '"'), 'too-large');
  assert.equal(problem('{"type":'), 'json');
  assert.equal(problem('[1,2]'), 'not-object');
  assert.equal(problem('null'), 'not-object');
  assert.deepEqual(readMessage('{"type":"eval","code":"alert(1)"}'), { problem: 'unknown-type', type: 'eval' });
  assert.equal(problem('{"type":"toString"}'), 'unknown-type');
  assert.equal(problem('{"type":"__proto__"}'), 'unknown-type');
  assert.deepEqual(readMessage('{"type":"move","ply":-1,"move":"32-28","clock":null}'), { problem: 'field', type: 'move', field: 'ply' });
  assert.equal(readMessage('{"type":"move","ply":1,"move":"<b>x</b> y","clock":null}').field, 'move');
  assert.equal(readMessage('{"type":"move","ply":1,"move":"32-28","clock":null,"also":1}').field, 'also');
  assert.equal(readMessage('{"type":"answer","what":"draw","yes":"yes","ply":1}').field, 'yes');
  assert.equal(readMessage('{"type":"offer","what":"win","ply":1}').field, 'what');
  const long = { type: 'hello', v: 1, id: 'abc123def4', name: 'x'.repeat(41), seat: 'white', variant: 'russian', start: '', moves: [], clock: null, over: null };
  assert.equal(readMessage(writeMessage(long)).field, 'name');
  assert.equal(readMessage(writeMessage({ ...long, name: 'Ann', v: 2 })).field, 'v');
});

test("a name from a friend is kept as plain text of at most 40 characters", () => {
  assert.equal(cleanName('  <img src=x onerror=alert(1)>\n'), '<img src=x onerror=alert(1)>');
  assert.equal(cleanName('a\u0000b\u2028c'), 'a b c');
  assert.equal([...cleanName('é'.repeat(60))].length, 40);
});

test('two games are compared by their moves', () => {
  assert.equal(compareMoves(['a', 'b'], ['a', 'b']), 'same');
  assert.equal(compareMoves(['a'], ['a', 'b']), 'ahead');
  assert.equal(compareMoves(['a', 'b'], ['a']), 'behind');
  assert.equal(compareMoves(['a', 'b'], ['a', 'c']), 'differ');
  assert.equal(compareMoves([], []), 'same');
});

test('how a game ended beyond its moves', () => {
  assert.deepEqual(endingOf({ state: 'win', winner: 'white', reason: 'resignation' }), { how: 'resign', loser: 'black' });
  assert.deepEqual(endingOf({ state: 'draw', winner: null, reason: 'agreement' }), { how: 'draw', loser: null });
  assert.deepEqual(endingOf({ state: 'win', winner: 'black', reason: 'time' }), { how: 'time', loser: 'white' });
  assert.equal(endingOf({ state: 'win', winner: 'black', reason: 'no-pieces-left' }), null);
  assert.equal(endingOf({ state: 'ongoing', winner: null, reason: null }), null);
});
