// The app around the board, from disk and over http: seats changed at any moment and bots of
// different strength playing each other, paused and stepped; moving through the game by keys
// and by the replay, going on from an earlier move; files of many games; copy and paste; the
// session saved as a file with a check.
'use strict';
const fs = require('node:fs');
const assert = require('node:assert/strict');
const { test, onTargetsInTurn, open, shot, inPage } = require('./harness.js');
const {
  board,
  choose,
  clickMove,
  currentPly,
  loadFen,
  loadFile,
  messages,
  moveCount,
  openEditor,
  openPositionBox,
  pieces,
  place,
  playMove,
  playMoves,
  reload,
  seats,
  setUp,
  square,
  waitTurn,
} = require('./helpers.js');

/** Stands in for the clipboard: what the page writes is kept in `window.copied`, and reading
 * gives `window.clipboardText`. */
function fakeClipboard() {
  window.copied = [];
  window.clipboardText = '';
  navigator.clipboard.writeText = async (text) => {
    window.copied.push(text);
  };
  navigator.clipboard.readText = async () => window.clipboardText;
}

/** Everything the session keeps: board, moves, the move viewed, seats and settings. */
async function snapshot(page) {
  return {
    board: await board(page),
    moves: await page.$$eval('#moves .move[data-ply]', (b) => b.map((x) => `${x.dataset.ply}:${x.textContent}:${x.className}`)),
    settings: await page.$eval('body', () =>
      ['variant', 'seat-white', 'seat-black', 'speed', 'theme'].map((id) => document.getElementById(id).value),
    ),
    status: await page.textContent('#status'),
  };
}

const FOUR_GAMES = [1, 2, 3, 4]
  .map(
    (n) => `[Event "Club night"]
[Date "2024.03.0${n}"]
[Round "${n}"]
[White "White player ${n}"]
[Black "Black player ${n}"]
[Result "${n === 3 ? '0-1' : '*'}"]

1. 32-28 ${n === 3 ? '19-23 2. 28x19 14x23 0-1' : '*'}
`,
  )
  .join('\n');

onTargetsInTurn(
  (target) => `the app over ${target}`,
  (env, target) => {
    /** On a 360x740 phone the board, the status, the main buttons and the settings' fold show
     * without scrolling. */
    async function assertPhoneFirstView(page, locale) {
      for (const part of ['#board', '#status', '#new-game', '#undo', '#hint', '#settings-box > summary']) {
        const box = await page.locator(part).boundingBox();
        const inView = box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 360 && box.y + box.height <= 740;
        assert.ok(inView, `${locale}: ${part} at ${JSON.stringify(box)} is not in view without scrolling`);
      }
    }

    const withPage = (body, viewport, contextOptions) =>
      inPage(env, body, viewport, fakeClipboard, null, '', contextOptions);

    test('two bots of different levels play a whole game, named in its record', () =>
      withPage(async (page) => {
        await setUp(page, { game: 'russian' });
        await seats(page, 'level:1', 'mcts:2');
        await page.waitForSelector('#result:not([hidden])', { timeout: 180000 });
        assert.ok((await moveCount(page)) > 10);
        assert.equal(await page.isHidden('#pause'), true, 'no Pause once the game is over');
        await openPositionBox(page);
        await page.click('#copy-pdn');
        const [pdn] = await page.evaluate(() => window.copied);
        assert.match(pdn, /\[White "Dama bot \(First-timer \(1\)\)"\]/);
        assert.match(pdn, /\[Black "Dama bot \([^)]*Monte Carlo[^)]*2\)\)"\]|\[Black "Dama bot \(.*\)"\]/);
        assert.notEqual(pdn.match(/\[White "(.*)"\]/)[1], pdn.match(/\[Black "(.*)"\]/)[1]);
        await shot(page, 'app-bots-finished');
      }));

    test('the master on a clock answers the first moves from its opening book, and says so', () =>
      withPage(async (page) => {
        await choose(page, 'speed', 'normal');
        await seats(page, 'human', 'level:9@10000');
        await playMove(page, ['32', '28']);
        await page.waitForFunction(() => /from its opening book/.test(document.getElementById('status').textContent), null, {
          timeout: 10000,
        });
        await shot(page, 'app-book-move');
        await waitTurn(page, 'white', 10000);
        assert.equal(await moveCount(page), 2);
        assert.doesNotMatch(await page.textContent('#status'), /opening book/);
      }));

    test('a seat and a level changed mid-game, even while the bot thinks; swap; pause, step, resume', () =>
      withPage(async (page) => {
        // Frisian: the same board and start as International, but no opening book to answer from.
        await setUp(page, { game: 'frisian' });
        await seats(page, 'human', 'level:9@10000');
        await playMove(page, ['32', '28']);
        // The master thinks for 10 s; the weakest level takes over at once.
        await page.waitForSelector('#board[data-to-move="black"]');
        await choose(page, 'seat-black', 'level:1');
        await waitTurn(page, 'white', 5000);
        assert.equal(await moveCount(page), 2);
        // White is handed to a bot mid-game: the game goes on by itself, then is paused.
        await choose(page, 'seat-white', 'level:2');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length >= 4);
        await page.click('#pause');
        await page.waitForSelector('#board[data-busy="false"]');
        await page.waitForSelector('#step:not([hidden])');
        const paused = await moveCount(page);
        await new Promise((r) => setTimeout(r, 800));
        assert.equal(await moveCount(page), paused, 'nothing moves while paused');
        assert.match(await page.textContent('#status'), /Paused/);
        await page.click('#step');
        await page.waitForFunction((n) => document.querySelectorAll('#moves .move[data-ply]').length === n + 1, paused);
        await new Promise((r) => setTimeout(r, 800));
        assert.equal(await moveCount(page), paused + 1, 'a step is one move');
        await page.click('#pause');
        await page.waitForFunction((n) => document.querySelectorAll('#moves .move[data-ply]').length >= n + 3, paused);
        // Swap: the person takes the side the bot had.
        await seats(page, 'human', 'level:1');
        await page.waitForSelector('#board[data-busy="false"]');
        const toMove = (await board(page)).toMove;
        await page.click('#swap');
        assert.deepEqual(await page.$eval('body', () => [document.getElementById('seat-white').value, document.getElementById('seat-black').value]), [
          'level:1',
          'human',
        ]);
        await waitTurn(page, 'black', 15000);
        assert.equal((await board(page)).orientation, 'black', 'the person sits at the bottom');
        assert.ok(toMove === 'white' || toMove === 'black');
      }));

    test('arrow keys, Home and End move through the game; the replay plays it back, pauses, and play goes on from there', () =>
      withPage(async (page) => {
        await setUp(page);
        await playMoves(page, [['32', '28'], ['19', '23'], ['28', '19'], ['14', '23'], ['37', '32'], ['10', '14']]);
        await page.focus('#moves');
        await page.keyboard.press('ArrowLeft');
        assert.equal(await currentPly(page), 5);
        await page.keyboard.press('Home');
        assert.match(await page.textContent('#status'), /viewing move 0 of 6/);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        assert.equal(await currentPly(page), 2);
        await page.keyboard.press('End');
        assert.equal(await currentPly(page), 6);
        // The replay, from the start, at its fastest.
        await choose(page, 'replay-speed', '400');
        await page.click('#replay-play');
        assert.equal(await page.getAttribute('#replay-play', 'aria-pressed'), 'true');
        await page.waitForFunction(() => Number(document.querySelector('#moves .move.current')?.dataset.ply) >= 2);
        await page.click('#replay-play');
        const at = await currentPly(page);
        await new Promise((r) => setTimeout(r, 1200));
        assert.equal(await currentPly(page), at, 'paused, the replay stays');
        assert.ok(at >= 2 && at < 6);
        // A move that differs from the game's starts a side line: nothing asked, nothing lost.
        await page.click('#replay-start');
        for (let i = 0; i < 4; i++) await page.click('#replay-forward');
        assert.equal(await currentPly(page), 4);
        await page.locator('#board [data-square="31"]').click();
        await page.locator('#board [data-square="27"]').click();
        await page.waitForSelector('#moves [data-variation] .move.current');
        assert.equal(await page.$('#confirm-dialog[open]'), null);
        assert.equal(await page.textContent('#moves [data-variation]'), '3. 31-27');
        assert.equal(await moveCount(page), 6);
        // Back on the main line by its move in the list.
        await page.click('#moves [data-ply="4"]');
        assert.equal(await currentPly(page), 4);
        // The game's own next move just steps on and keeps the rest.
        await playMove(page, ['37', '32']);
        assert.equal(await moveCount(page), 6);
        assert.equal(await currentPly(page), 5);
        // Play on from here: the later moves go, and the seats (a bot for Black) take over.
        await page.waitForSelector('#branch:not([hidden])');
        await seats(page, 'human', 'level:1');
        await page.click('#play-here');
        await page.waitForSelector('#confirm-dialog[open]');
        await page.click('#confirm-yes');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 6);
        await waitTurn(page, 'white');
        assert.equal(await page.isHidden('#branch'), true);
        await shot(page, 'app-replay');
      }));

    test('a file of many games lists them; the third is opened with its tags; broken files change nothing', () =>
      withPage(async (page) => {
        await page.setInputFiles('#load-file', { name: 'club.pdn', mimeType: 'text/plain', buffer: Buffer.from(FOUR_GAMES) });
        await page.waitForSelector('#games-dialog[open]');
        const rows = await page.$$eval('#games-list tr', (r) => r.map((x) => [...x.children].map((c) => c.textContent)));
        assert.equal(rows.length, 4);
        assert.deepEqual(rows[2], ['3', 'White player 3', 'Black player 3', 'Club night, round 3', '2024.03.03', '0-1', '2']);
        await shot(page, 'app-games-list');
        await page.click('#games-list tr[data-index="2"] button');
        await page.waitForFunction(() => /Loaded game 3 of club\.pdn/.test(document.getElementById('message').textContent));
        assert.equal(await moveCount(page), 4);
        const tags = await page.textContent('#game-tags');
        assert.match(tags, /Club night/);
        assert.match(tags, /White player 3 – Black player 3/);
        assert.match(tags, /0-1/);
        assert.match(await page.textContent('#result .result-title'), /Black wins/);
        // Cancelling the list keeps the game.
        await page.setInputFiles('#load-file', { name: 'again.pdn', mimeType: 'text/plain', buffer: Buffer.from(FOUR_GAMES) });
        await page.waitForSelector('#games-dialog[open]');
        await page.click('#games-cancel');
        assert.equal(await moveCount(page), 4);
      }));

    test('copy and paste FEN and PDN', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        await playMove(page, ['32', '28']);
        await openPositionBox(page);
        await page.click('#copy-fen');
        await page.click('#copy-pdn');
        const [fen, pdn] = await page.evaluate(() => window.copied);
        assert.equal(fen, (await board(page)).fen || (await page.$eval('#fen', (f) => f.value)));
        assert.match(pdn, /1\. 32-28 \*/);
        await page.evaluate(() => {
          window.clipboardText = '[Event "Pasted"]\n1. 31-27 16-21 *\n';
        });
        await page.click('#paste');
        await page.waitForFunction(() => document.getElementById('message').textContent === 'Loaded from the clipboard.');
        assert.equal(await moveCount(page), 2);
        await page.evaluate((f) => {
          window.clipboardText = f;
        }, fen);
        await page.click('#paste');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 0);
        assert.equal((await board(page)).toMove, 'black');
        // Typed in the position box, and said so in words that read.
        await loadFen(page, 'W:W31-50:B1-20');
        await page.waitForFunction(() => document.getElementById('message').textContent === 'Loaded from the text typed.');
      }));

    test('the position editor: place, crown, side to move, the engine\'s reason; then play and analyse', () =>
      withPage(async (page) => {
        await setUp(page, { black: 'level:1' });
        await openEditor(page);
        assert.equal(await page.isHidden('#moves'), true, 'the game controls make way for the editor');
        await page.click('#editor-empty');
        assert.equal(await page.textContent('#editor-count'), 'White 0 · Black 0');
        assert.deepEqual(await pieces(page), {});
        await place(page, 'black-man', '28', '19');
        await place(page, 'white-man', '3');
        // A white man on Black's back row cannot be: the engine says why.
        assert.match(await page.textContent('#editor-problem'), /^Not a position to play: .*3/);
        assert.equal(await page.isDisabled('#editor-play'), true);
        // Clicked again with a white man, it is crowned, and the position is one to play.
        await square(page, '3').click();
        assert.equal(await page.textContent('#editor-problem'), 'A position to play.');
        await place(page, 'empty', '19');
        await choose(page, 'editor-to-move', 'black');
        assert.deepEqual(await pieces(page), { 3: 'white-king', 28: 'black-man' });
        await shot(page, 'app-editor');
        await choose(page, 'editor-to-move', 'white');
        await page.click('#editor-play');
        await page.waitForSelector('#editor', { state: 'hidden' });
        assert.deepEqual(await pieces(page), { 3: 'white-king', 28: 'black-man' });
        assert.equal(await moveCount(page), 0);
        assert.match(await page.textContent('#message'), /Playing from the position set up/);
        assert.match(await page.textContent('#status'), /Your move \(White\)/);
        await page.locator('#board .can-move').first().click();
        await page.locator('#board .target.ends-move').first().click();
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 2, 'the bot answered');
        // Analyse from a position set up: people at both sides, the analysis running.
        await page.click('#edit');
        await page.click('#editor-start');
        assert.equal(await page.textContent('#editor-count'), 'White 20 · Black 20');
        await page.click('#editor-analyse');
        await page.waitForSelector('#analysis[data-state="running"], #analysis[data-state="done"]');
        assert.deepEqual(await page.$eval('body', () => [document.getElementById('seat-white').value, document.getElementById('seat-black').value]), ['human', 'human']);
        assert.equal((await pieces(page))['31'], 'white-man');
      }));

    test('the clock: a person\'s time runs on their turn, gains its increment, and running out loses the game', () =>
      withPage(async (page) => {
        await page.clock.install();
        await reload(page);
        await setUp(page);
        // Time stands still but for the fast-forwards, however long a step takes on a busy machine.
        await page.clock.pauseAt(Date.now() + 1000);
        await choose(page, 'clock', '60+1');
        const clocks = () => page.$$eval('.player-bar', (bars) => Object.fromEntries(bars.map((b) => [b.dataset.color, b.querySelector('.player-clock').textContent])));
        assert.deepEqual(await clocks(), { white: '1:00', black: '1:00' });
        await playMove(page, ['32', '28']);
        assert.equal((await clocks()).white, '1:01', 'White gained its increment');
        await page.clock.fastForward(30000);
        assert.equal((await clocks()).black, '0:30');
        assert.equal((await clocks()).white, '1:01', 'only the side to move runs');
        await page.clock.fastForward(31000);
        await page.waitForSelector('#result:not([hidden])');
        assert.equal(await page.textContent('#result .result-title'), 'White wins');
        assert.match(await page.textContent('#result .result-reason'), /Black ran out of time/);
        await openPositionBox(page);
        await page.click('#copy-pdn');
        const [pdn] = await page.evaluate(() => window.copied);
        assert.match(pdn, /1\. 32-28 1-0\n$/);
        assert.match(pdn, /\[Termination "time forfeit"\]/);
        await shot(page, 'app-clock');
        // A reload keeps the game as it ended: lost on time.
        await reload(page);
        await page.waitForSelector('#result:not([hidden])');
        assert.match(await page.textContent('#result .result-reason'), /Black ran out of time/);
      }));

    test('a phone: a move by taps, no sideways scroll, settings one tap away; on its side the whole board shows', () =>
      withPage(
        async (page) => {
          await assertPhoneFirstView(page, 'en');
          assert.equal(await page.isVisible('#seat-white'), false, 'the settings are folded');
          await page.tap('#settings-box > summary');
          assert.equal(await page.isVisible('#seat-white'), true, 'one tap shows them');
          await page.selectOption('#seat-black', 'human');
          await page.tap('#board [data-square="32"]');
          await page.tap('#board [data-square="28"]');
          await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 1);
          assert.equal((await pieces(page))['28'], 'white-man');
          assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360, 'no sideways scroll');
          // Labels that fit: no menu's text is cut.
          const cut = await page.$$eval('.controls select', (menus) =>
            menus.filter((m) => m.scrollWidth > m.clientWidth + 1).map((m) => m.id),
          );
          assert.deepEqual(cut, []);
          const number = await page.$eval('#board .num', (n) => parseFloat(getComputedStyle(n).fontSize));
          assert.ok(number >= 9, `square numbers are ${number}px`);
          await shot(page, `app-phone-${target}`);
          await page.setViewportSize({ width: 740, height: 360 });
          await page.evaluate(() => window.scrollTo(0, 0));
          const box = await page.locator('#board').boundingBox();
          assert.ok(box.y >= 0 && box.y + box.height <= 360 && box.x + box.width <= 740, `board ${JSON.stringify(box)}`);
          await shot(page, `app-phone-landscape-${target}`);
        },
        { width: 360, height: 740 },
        { hasTouch: true, isMobile: true },
      ));

    test('a phone in Czech, Polish and Russian: the bars keep one line, the count whole, the settings in view', async () => {
      for (const locale of ['cs-CZ', 'pl-PL', 'ru-RU']) {
        await withPage(
          async (page) => {
            await choose(page, 'variant', 'russian');
            await page.evaluate(() => {
              document.querySelector('#settings-box').open = false;
              window.scrollTo(0, 0);
            });
            await assertPhoneFirstView(page, locale);
            const bars = await page.$$eval('.player-bar', (all) => all.map((b) => b.getBoundingClientRect().height));
            assert.ok(Math.max(...bars) < 40, `${locale}: bars ${bars} px high`);
            // The top bar names the bot; its title may shorten, the piece count may not.
            const count = await page.$eval('#bar-top .note-count', (c) => ({ text: c.textContent, cut: c.scrollWidth > c.clientWidth + 1 }));
            assert.match(count.text, /12/);
            assert.equal(count.cut, false, `${locale}: the count is cut`);
            assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360, 'no sideways scroll');
          },
          { width: 360, height: 740 },
          { locale, hasTouch: true, isMobile: true },
        );
      }
    });

    test('themes, piece sets and square numbers can be changed and are kept', () =>
      withPage(async (page) => {
        const look = () =>
          page.evaluate(() => ({
            body: [...document.body.classList].filter((c) => /^(theme|pieces|labels)-/.test(c)).sort(),
            square: getComputedStyle(document.querySelector('#board .cell.dark')).backgroundImage,
            piece: getComputedStyle(document.querySelector('#board .piece')).backgroundImage,
            numbers: getComputedStyle(document.querySelector('#board .num')).display,
          }));
        const seen = new Set();
        for (const theme of ['wood', 'green', 'slate']) {
          await choose(page, 'theme', theme);
          seen.add((await look()).square);
        }
        assert.equal(seen.size, 3, 'three themes, three boards');
        const classic = await look();
        await choose(page, 'piece-set', 'flat');
        await choose(page, 'labels', 'off');
        const flat = await look();
        assert.notEqual(flat.piece, classic.piece);
        assert.deepEqual(flat.body, ['labels-off', 'pieces-flat', 'theme-slate']);
        assert.equal(flat.numbers, 'none');
        await reload(page);
        assert.deepEqual(await look(), flat);
        await shot(page, 'app-slate-flat');
      }));

    test('languages: a Czech browser starts in Czech; Polish chosen is kept; the engine\'s reasons worded in the language', async () => {
      const cs = await messages('cs');
      const pl = await messages('pl');
      const p = await open(env, undefined, fakeClipboard, null, '', { locale: 'cs-CZ' });
      const page = p.page;
      try {
        assert.equal(await page.getAttribute('html', 'lang'), 'cs');
        assert.equal(await page.$eval('#language', (s) => s.value), 'cs');
        assert.equal(await page.textContent('#new-game'), cs['ui.new_game']);
        assert.notEqual(cs['ui.new_game'], 'New game');
        await shot(page, 'app-czech');
        await choose(page, 'language', 'pl');
        assert.equal(await page.textContent('#new-game'), pl['ui.new_game']);
        await reload(page);
        assert.equal(await page.getAttribute('html', 'lang'), 'pl', 'the language is kept');
        assert.equal(await page.textContent('#undo'), pl['ui.undo']);
        // A move the rules refuse: the engine gives the rule, the page words it in Polish.
        await seats(page, 'human', 'human');
        await loadFen(page, 'W:W31,32:B28');
        await page.locator('#board [data-square="31"]').click();
        assert.equal(await page.textContent('#message'), pl['restriction.capture-compulsory'].replace('{pieces}', '32'));
        // The end of the game, in Polish.
        await clickMove(page, ['32', '23']);
        await page.waitForSelector('#result:not([hidden])');
        const reason = pl['reason.win.no-pieces-left'].replace('{loser}', pl['side.black']);
        assert.equal(await page.textContent('#result .result-reason'), reason.charAt(0).toUpperCase() + reason.slice(1));
        assert.equal(await page.textContent('#result .result-title'), pl['result.wins'].replace('{winner}', pl['side.white']));
        await shot(page, 'app-polish-result');
        // A link the page itself refuses: its reason in Polish too, the plural by the count.
        const beyond = pl['link.beyond#one'].replace('{ply}', '5').replace('{count}', '1');
        const refused = pl['link.refused'].replace('{error}', beyond);
        await page.evaluate(() => {
          window.location.hash = '#game=international&moves=32-28&ply=5';
        });
        await page.waitForFunction((m) => document.getElementById('message').textContent === m, refused);
        // Text the engine refuses: the page says so in Polish, and the engine's reason too.
        await loadFen(page, 'W:W99:B1');
        const badSquare = pl['engine.fen.bad-square'].replace('{square}', '99');
        const fenRefused = pl['load.refused'].replace('{source}', pl['fen.source']).replace('{error}', badSquare);
        await page.waitForFunction((m) => document.getElementById('message').textContent === m, fenRefused);
        assert.notEqual(badSquare, 'FEN square `99` does not exist on this board');
        // A reason inside a reason: the move a record cannot play, at its game and line.
        await loadFile(page, 'cut.pdn', '[Event "E"]\n1. 32-28 19-23 2. 28x1');
        const illegal = pl['engine.move.illegal'].replace('{text}', '28x1');
        const badMove = pl['engine.pdn.bad-move'].replace('{number}', '2').replace('{error}', illegal);
        const at = pl['engine.pdn.at-game-line'].replace('{game}', '1').replace('{line}', '2').replace('{problem}', badMove);
        assert.equal(await page.textContent('#message'), pl['load.refused'].replace('{source}', 'cut.pdn').replace('{error}', at));
        // A position file with a field of the wrong type: serde's reason worded in Polish too.
        await loadFile(page, 'typo.json', JSON.stringify({ variant: 'russian', toMove: 'white',
          white: { men: ['c3', true], kings: [] }, black: { men: ['f6'], kings: [] } }));
        const found = pl['engine.json.found-boolean'].replace('{value}', 'true');
        const wrongType = pl['engine.json.invalid-type'].replace('{found}', found).replace('{expected}', pl['engine.json.expected-square']);
        const atField = pl['engine.json.at'].replace('{path}', 'white.men[1]').replace('{problem}', wrongType);
        const notPosition = pl['engine.setup.json'].replace('{error}', atField);
        assert.equal(await page.textContent('#message'), pl['load.refused'].replace('{source}', 'typo.json').replace('{error}', notPosition));
        p.check();
      } finally {
        await page.close();
      }
    });

    test('the session saved as a file comes back whole; a changed or broken one is refused', async () => {
      let saved;
      let before;
      await withPage(async (page) => {
        await choose(page, 'speed', 'fast');
        await choose(page, 'theme', 'green');
        await seats(page, 'human', 'human');
        await playMove(page, ['32', '28']);
        await playMove(page, ['19', '23']);
        await seats(page, 'mcts:3', 'human');
        await page.click('#moves [data-ply="1"]');
        before = await snapshot(page);
        await openPositionBox(page);
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-session')]);
        saved = fs.readFileSync(await download.path(), 'utf8');
      });
      const data = JSON.parse(saved);
      assert.equal(data.format, 'dama-session');
      assert.match(data.check, /^[0-9a-f]{16}$/);
      await withPage(async (page) => {
        await loadFile(page, 'session.json', saved);
        assert.match(await page.textContent('#message'), /Restored the session of session\.json/);
        assert.deepEqual(await snapshot(page), before);
        const changed = saved.replace('32-28', '31-27');
        for (const [name, text, expected] of [
          ['changed.json', changed, /changed\.json: this session cannot be opened: its check does not match its content/],
          ['unchecked.json', JSON.stringify({ ...data, check: undefined }), /carries no check/],
          ['cut.json', saved.slice(0, 80), /^cut\.json: /],
        ]) {
          await loadFile(page, name, text);
          assert.match(await page.textContent('#message'), expected, name);
          assert.deepEqual(await snapshot(page), before, name);
        }
      });
    });
  },
);
