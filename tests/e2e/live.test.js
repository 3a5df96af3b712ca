// Live games between two browser contexts (two devices) over a WebRTC data channel on this
// machine's own network, opened by copying and pasting the pages' texts (no STUN server, no
// server of ours): moves and clocks arrive, a draw is offered and declined, a takeback granted,
// the connection dropped and resumed with the move made meanwhile arriving once, and a
// resignation recorded in the PDN; one side on a phone in Czech. Forged messages (out of turn,
// an illegal move, the other side's move, a message too large, unknown or malformed ones, HTML in
// a name) are refused and shown, and change nothing.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { onTargets, open, shot } = require('./harness.js');
const { choose, moveCount, pieces, playMove, savePdn } = require('./helpers.js');

/** Runs in each page before its scripts: keeps the data channels it opens in `window.channels`,
 * so that a test can send what a forged peer would, or hand a page a message no browser sends. */
function keepChannels() {
  window.channels = [];
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    window.channels.push(channel);
    return channel;
  };
}

async function openFriendBox(page, name) {
  if (!(await page.$eval('#friend-box', (d) => d.open))) await page.click('#friend-box summary');
  if (name) {
    await page.fill('#friend-name', name);
    await page.press('#friend-name', 'Tab');
  }
}

const signalOut = (page) =>
  page.waitForFunction(() => document.querySelector('[data-signal-out]').value).then((h) => h.jsonValue());

/** Connects `offering` and `joining` by their texts, copied and pasted; returns the offer's text. */
async function connect(offering, joining) {
  await offering.click('[data-action="live-offer"]');
  const offer = await signalOut(offering);
  await joining.click('[data-action="live-join"]');
  await joining.fill('[data-signal-in]', offer);
  await joining.click('[data-action="live-connect"]');
  const answer = await signalOut(joining);
  await offering.fill('[data-signal-in]', answer);
  await offering.click('[data-action="live-connect"]');
  for (const page of [offering, joining]) await page.waitForSelector('#live-status[data-conn="open"]');
  return { offer, answer };
}

/** Waits until `page`'s game has `count` moves. */
function waitMoves(page, count) {
  return page.waitForFunction((n) => document.querySelectorAll('#moves .move[data-ply]').length === n, count);
}

const messageText = (page) => page.textContent('#message');

onTargets(
  (target) => `a live friend over WebRTC, over ${target}`,
  (env) => {
    test('a live game: moves and clocks, a draw declined, a takeback granted, a dropped connection resumed, a resignation', async () => {
      const a = await open(env, undefined, keepChannels);
      const b = await open(env, { width: 360, height: 740 }, keepChannels, null, '', { locale: 'cs-CZ' });
      const [A, B] = [a.page, b.page];
      try {
        await choose(A, 'speed', 'instant');
        await choose(B, 'speed', 'instant');
        await choose(A, 'clock', '300+3');
        await openFriendBox(A, 'Ann');
        await openFriendBox(B, 'Bob');
        await A.selectOption('#friend-seat', 'white');
        const { offer, answer } = await connect(A, B);
        assert.match(offer, /^dama1~o~/);
        assert.match(answer, /^dama1~a~/);
        const version = Number(await A.$eval('#signal-qr', (c) => c.dataset.version));
        console.log(`# signal: offer ${offer.length} characters, answer ${answer.length}, QR version ${version}`);
        assert.ok(offer.length < 400 && version <= 15, `offer of ${offer.length} characters, QR version ${version}`);
        // Bob's page (Czech) plays Black on Ann's clock.
        assert.equal(await B.$eval('#friend-seat', (s) => s.value), 'black');
        assert.equal(await B.$eval('#clock', (s) => s.value), '300+3');
        assert.match(await B.textContent('#bar-top .player-name'), /Ann/);
        assert.equal(await B.getAttribute('html', 'lang'), 'cs');

        await playMove(A, ['32', '28']);
        await waitMoves(B, 1);
        await playMove(B, ['19', '23']);
        await waitMoves(A, 2);
        await playMove(A, ['28', '19']);
        await waitMoves(B, 3);
        await playMove(B, ['14', '23']);
        await waitMoves(A, 4);
        assert.ok(await B.$eval('#bar-top .player-clock', (c) => !c.hidden), "Ann's clock shows on Bob's page");

        // A draw offered and declined.
        await A.click('[data-action="offer-draw"]');
        await B.waitForSelector('#offer-line:not([hidden])');
        await B.click('[data-action="offer-decline"]');
        await A.waitForFunction(() => /declined the draw/.test(document.getElementById('message').textContent));
        // A takeback asked and granted.
        await playMove(A, ['37', '32']);
        await waitMoves(B, 5);
        await A.click('[data-action="ask-takeback"]');
        await B.waitForSelector('#offer-line:not([hidden])');
        await B.click('[data-action="offer-accept"]');
        await waitMoves(A, 4);
        await waitMoves(B, 4);
        await playMove(A, ['37', '32']);
        await waitMoves(B, 5);
        await playMove(B, ['10', '14']);
        await waitMoves(A, 6);

        // The connection drops (Bob hangs up); Ann moves meanwhile; Bob starts again, Ann joins.
        await B.click('[data-action="live-close"]');
        await A.waitForSelector('#live-status[data-conn="closed"]');
        assert.match(await messageText(A), /connection was lost/);
        await playMove(A, ['41', '37']);
        await connect(B, A);
        await waitMoves(B, 7);
        assert.equal(await moveCount(A), 7);
        assert.deepEqual(await pieces(B), await pieces(A));
        await playMove(B, ['5', '10']);
        await waitMoves(A, 8);
        assert.equal(await moveCount(B), 8, 'nothing doubled');

        // Bob resigns; Ann's PDN records it.
        await B.click('[data-action="resign"]');
        await B.click('#confirm-yes');
        await A.waitForSelector('#board[data-result="white"]');
        assert.match(await A.textContent('#result'), /Black resigned/);
        await shot(B, 'friend-live-phone-cs');
        const pdn = await savePdn(A);
        assert.match(pdn, /\[Result "1-0"\]/);
        assert.match(pdn, /\[Termination "resignation"\]/);
        assert.match(pdn, /\[White "Ann"\]/);
        assert.match(pdn, /\[Black "Bob"\]/);
        assert.match(pdn, /4\. 41-37 5-10 1-0/);
        a.check();
        b.check();
      } finally {
        await A.close();
        await B.close();
      }
    });

    test('forged messages are refused and shown, and change nothing', async () => {
      const a = await open(env, undefined, keepChannels);
      const b = await open(env, undefined, keepChannels);
      const [A, B] = [a.page, b.page];
      try {
        await choose(A, 'speed', 'instant');
        await openFriendBox(A, 'Ann');
        await openFriendBox(B);
        await A.selectOption('#friend-seat', 'white');
        await connect(A, B);
        await playMove(A, ['32', '28']);
        await waitMoves(B, 1);
        const forge = (text) => B.evaluate((t) => window.channels[0].send(t), text);
        let refusals = 0;
        const refused = async (text, pattern) => {
          const before = await pieces(A);
          const count = await moveCount(A);
          await forge(text);
          refusals++;
          await A.waitForFunction((p) => new RegExp(p).test(document.getElementById('message').textContent), pattern.source);
          assert.match(await messageText(A), /refused, nothing was changed/);
          assert.deepEqual(await pieces(A), before);
          assert.equal(await moveCount(A), count);
        };
        const move = (ply, text) => JSON.stringify({ type: 'move', ply, move: text, clock: null });
        await refused(move(1, '31-27'), /31-27 is not a move here/);
        await refused(move(1, '19-25'), /19-25 is not a move here/);
        // A legal move of Black's, then Black again out of turn.
        await forge(move(1, '19-23'));
        await waitMoves(A, 2);
        await refused(move(2, '14-19'), /it plays 14-19, but it is your turn/);
        await refused(move(7, '14-19'), /not about the game's last move/);
        await refused(JSON.stringify({ type: 'move', ply: 2, move: '14-19', clock: null, extra: '<b>' }), /field `extra`/);
        await refused('{"type": "move", "ply": 2', /not JSON/);
        await refused(JSON.stringify({ type: 'format-disk' }), /`format-disk` is not a message/);
        await refused(JSON.stringify({ type: 'answer', what: 'draw', yes: true, ply: 2 }), /an offer you did not make/);
        await refused(`"${'x'.repeat(200 * 1024)}"`, /too large \(204802 characters/);
        // A message of 1 MB: more than a browser sends over a data channel (Bob's page cannot)…
        const sent = await B.evaluate(() => {
          try {
            window.channels[0].send('x'.repeat(1 << 20));
            return 'sent';
          } catch (err) {
            return err.name;
          }
        });
        assert.equal(sent, 'TypeError');
        // …and when one arrives anyway (from another program), Ann's page refuses it.
        await A.evaluate(() => window.channels[0].dispatchEvent(new MessageEvent('message', { data: 'y'.repeat(1 << 20) })));
        await A.waitForFunction(() => /too large \(1048576 characters/.test(document.getElementById('message').textContent));
        await A.evaluate(() => window.channels[0].dispatchEvent(new MessageEvent('message', { data: new ArrayBuffer(8) })));
        await A.waitForFunction(() => /it is not text/.test(document.getElementById('message').textContent));
        assert.equal(await moveCount(A), 2);

        // HTML in a name: shown as text, never run.
        const hello = await B.evaluate(() => {
          const entry = JSON.parse(localStorage.getItem('dama.friend-games'))[0];
          return { type: 'hello', v: 1, id: entry.id, name: '<img src=x onerror="window.pwned=1">Eve', seat: 'black', variant: entry.variant, start: entry.start, moves: entry.moves, clock: null, over: null };
        });
        await forge(JSON.stringify(hello));
        await A.waitForFunction(() => document.getElementById('bar-top').textContent.includes('<img src=x'));
        assert.equal(await A.$$eval('.player-bar img, #status img, #friend-games img', (els) => els.length), 0);
        assert.equal(await A.evaluate(() => window.pwned), undefined);
        assert.match(await A.textContent('#bar-top .player-name'), /^<img src=x onerror="window.pwned=1">Eve · /);
        console.log(`# ${refusals} forged messages refused`);
        a.check();
        b.check();
      } finally {
        await A.close();
        await B.close();
      }
    });
  },
  ['file'],
);
