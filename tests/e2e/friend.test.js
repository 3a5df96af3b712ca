// Games with a friend by correspondence, between two browser contexts (two devices): the
// invitation and each reply go as links carrying the whole game and a check; a stale link, a
// changed one and a link for the other player are refused with the reason and change nothing;
// the list of games survives a reload; a resignation is recorded in the PGN. Draughts and chess,
// from disk and over http.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { onTargets, open, shot } = require('./harness.js');
const { board, choose, moveCount, pieces, playMove, reload, savePdn } = require('./helpers.js');

async function openFriendBox(page) {
  if (!(await page.$eval('#friend-box', (d) => d.open))) await page.click('#friend-box summary');
}

/** Invites a friend from `page`, its player at `seat`; returns the invitation's link. */
async function invite(page, seat, name) {
  await openFriendBox(page);
  await page.fill('#friend-name', name);
  await page.press('#friend-name', 'Tab');
  await page.selectOption('#friend-seat', seat);
  await page.click('[data-action="invite"]');
  await page.waitForSelector('#invite-box:not([hidden])');
  return page.$eval('[data-invite-link]', (e) => e.value);
}

function replyLink(page) {
  return page.$eval('[data-reply-link]', (e) => e.value);
}

/** Opens `link` (a letter) in `page` and waits until its game has `count` moves. */
async function openLetter(page, link, count) {
  await page.goto(link);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForFunction((n) => document.querySelectorAll('#moves .move[data-ply]').length === n, count);
}

function message(page) {
  return page.$eval('#message', (m) => ({ kind: m.dataset.kind, text: m.textContent }));
}

/** Plays `plies` (each a list of squares) alternately on `pages[0]` and `pages[1]`, each move's
 * reply link opened on the other page. Returns the reply links, in order. */
async function correspond(pages, plies) {
  const links = [];
  for (const [i, squares] of plies.entries()) {
    const mover = pages[i % 2];
    const other = pages[(i + 1) % 2];
    const before = await moveCount(mover);
    await playMove(mover, squares);
    const link = await replyLink(mover);
    assert.match(link, /#game=/);
    links.push(link);
    await openLetter(other, link, before + 1);
  }
  return links;
}

onTargets(
  (target) => `a friend by correspondence, over ${target}`,
  (env) => {
    test('a draughts game of six moves by reply links; stale, changed and misdirected links are refused', async () => {
      const a = await open(env);
      const b = await open(env, { width: 360, height: 740 });
      try {
        await choose(a.page, 'speed', 'instant');
        const invitation = await invite(a.page, 'white', 'Ann');
        assert.match(invitation, /act=invite/);
        await a.page.waitForSelector('#letter-qr:not([hidden])');
        // The friend opens the invitation: Black, with Ann named as White's player.
        await openLetter(b.page, invitation, 0);
        assert.equal((await board(b.page)).toMove, 'white');
        assert.match(await b.page.textContent('#status'), /Ann/);
        assert.equal(await b.page.$eval('#friend-seat', (s) => s.value), 'black');
        // Black cannot move for White.
        await b.page.locator('#board [data-square="32"]').click();
        assert.match((await message(b.page)).text, /Wait for your friend's move/);
        const links = await correspond(
          [a.page, b.page],
          [['32', '28'], ['19', '23'], ['28', '19'], ['14', '23'], ['37', '32'], ['10', '14']],
        );
        assert.equal(await moveCount(a.page), 6);
        const position = await pieces(a.page);
        assert.deepEqual(await pieces(b.page), position);

        // A stale link: Black's second move, when the game has gone on.
        await a.page.goto(links[3]);
        await a.page.waitForFunction(() => document.getElementById('message').dataset.kind === 'error');
        assert.match((await message(a.page)).text, /older link: it has 4 moves, your game has 6/);
        assert.deepEqual(await pieces(a.page), position);
        // A changed link: one move replaced, the check kept.
        const changed = links[5].replace('10-14', '9-14');
        assert.notEqual(changed, links[5]);
        await a.page.goto(changed);
        await a.page.waitForFunction(() => /changed on its way/.test(document.getElementById('message').textContent));
        assert.deepEqual(await pieces(a.page), position);
        assert.equal(await moveCount(a.page), 6);
        // A link this page sent, for the other player.
        await b.page.goto(links[5]);
        await b.page.waitForFunction(() => /for the player of White/.test(document.getElementById('message').textContent));
        assert.equal(await moveCount(b.page), 6);

        // The list of games survives a reload, with whose turn it is.
        await reload(a.page);
        await openFriendBox(a.page);
        assert.equal(await moveCount(a.page), 6);
        assert.equal(await a.page.$eval('#friend-games li', (li) => li.querySelector('.friend-game-turn').dataset.turn), 'mine');
        assert.match(await a.page.textContent('#friend-games'), /move 6: 10-14/);
        await shot(b.page, 'friend-letter-phone');
        a.check();
        b.check();
      } finally {
        await a.page.close();
        await b.page.close();
      }
    });

    test('a chess game of six moves by reply links, then a resignation recorded in the PGN', async () => {
      const a = await open(env);
      const b = await open(env);
      try {
        await choose(a.page, 'speed', 'instant');
        await choose(b.page, 'speed', 'instant');
        await choose(a.page, 'variant', 'chess');
        await a.page.waitForSelector('#board[data-variant="chess"]');
        // Ann plays Black: Bob moves first.
        const invitation = await invite(a.page, 'black', 'Ann');
        await openFriendBox(b.page);
        await b.page.fill('#friend-name', 'Bob');
        await b.page.press('#friend-name', 'Tab');
        await openLetter(b.page, invitation, 0);
        assert.equal((await board(b.page)).variant, 'chess');
        await correspond(
          [b.page, a.page],
          [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'c4'], ['g8', 'f6']],
        );
        assert.deepEqual(await pieces(a.page), await pieces(b.page));
        // Ann offers a draw by letter; Bob declines by letter.
        await a.page.click('[data-action="offer-draw"]');
        await openLetter(b.page, await replyLink(a.page), 6);
        await b.page.waitForSelector('#offer-line:not([hidden])');
        assert.match(await b.page.textContent('#offer-text'), /Ann offers a draw/);
        await b.page.click('[data-action="offer-decline"]');
        await openLetter(a.page, await replyLink(b.page), 6);
        await a.page.waitForFunction(() => /declined the draw/.test(document.getElementById('message').textContent));
        // Bob plays on, then asks to take his move back; Ann grants it by letter.
        await playMove(b.page, ['d2', 'd3']);
        await openLetter(a.page, await replyLink(b.page), 7);
        await b.page.click('[data-action="ask-takeback"]');
        await openLetter(a.page, await replyLink(b.page), 7);
        await a.page.click('[data-action="offer-accept"]');
        await a.page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 6);
        await openLetter(b.page, await replyLink(a.page), 6);
        assert.deepEqual(await pieces(a.page), await pieces(b.page));
        // Bob resigns; Ann opens the letter.
        await b.page.click('[data-action="resign"]');
        await b.page.click('#confirm-yes');
        await b.page.waitForSelector('#board[data-result]');
        await openLetter(a.page, await replyLink(b.page), 6);
        await a.page.waitForSelector('#board[data-result]');
        assert.match(await a.page.textContent('#result'), /White resigned/);
        const pgn = await savePdn(a.page);
        assert.match(pgn, /\[White "Bob"\]\n\[Black "Ann"\]\n/);
        assert.match(pgn, /\[Termination "resignation"\]\n/);
        assert.match(pgn, /\[Result "0-1"\]\n/);
        assert.match(pgn, /1\. e4 e5 2\. Nf3 Nc6 3\. Bc4 Nf6 0-1/);
        a.check();
        b.check();
      } finally {
        await a.page.close();
        await b.page.close();
      }
    });
  },
);
